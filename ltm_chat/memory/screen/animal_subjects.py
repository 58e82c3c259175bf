"""Whether a sentence tells of an animal: "our dog obeys anyone who says 'sit'", "O meu cão
obedece a qualquer pessoa", "Köpeğimiz herkese itaat eder", "หมาของเราเชื่อฟังใครก็ได้".

What makes one: the sentence opens with an animal (at most two words before it: "my", "our",
"o meu", an article) and names no assistant before the verb. An order to the assistant has no
subject, or the assistant as its subject; a pet that obeys whoever speaks is its owner's news.

Patterns run on folded (lowered) text.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.sentences import SENTENCE_END

__all__ = ["animal_opens_sentence"]

# Animals people keep or train, in the languages the obeying rules read. Word starts: a
# language's endings and possessive suffixes follow ("köpeğimiz", "perrita", "собака").
_ANIMAL_STEMS = (
    r"dogs?|pupp(?:y|ies)|puppers?|doggos?|cats?|kittens?|horses?|ponies|pony|parrots?|pets?|"
    r"c[ãa]o|c[ãa]es|cachorr\w*|cadel\w*|gat[oa]s?|gatinh\w*|perr[oa]s?|perrit\w*|"
    r"chien\w*|chaton\w*|hund|hunde[ns]?|hündin|katze\w*|pferd\w*|can[ei]|cagnolin\w*|gatt[oi]|"
    r"hond|honden|hondje|poes|kat|pies|psy|psem|kot|koty|собак\w*|пёс|пес|кот\w*|кошк\w*|"
    r"köpe[kğ]\w*|kedi\w*|anjing\w*|kucing\w*|mbwa|paka|aso|pusa|chó|mèo|con chó|con mèo|"
    r"ajá|ológbò|ologbo|karnuka|kalb|كلب\w*|قطة|قطتي|قطط|سگ|گربه|कुत्त\w*|बिल्ली|"
    r"kutt[aei]|billi|কুকুর|বিড়াল|நாய்|ਕੁੱਤ\w*"
)
# Scripts without spaces between words: the animal's word opens the sentence.
_UNSPACED_ANIMALS = r"หมา|สุนัข|แมว|狗|猫|貓|犬|うちの犬|うちの猫|개|강아지|고양이"
# Before it only what opens a noun phrase: an article, a possessive, a number ("our two cats").
_DETERMINERS = (
    r"my|our|the|a|an|his|her|their|two|three|both|o|os|as|meu|minha|meus|minhas|nosso|nossa|"
    r"nossos|nossas|mi|mis|nuestro|nuestra|nuestros|el|la|los|las|mon|ma|mes|notre|nos|le|les|"
    r"mein|meine|unser|unsere|der|die|das|il|mio|mia|i|nostro|nostra|mijn|onze|de|het|moja|mój"
)
_OPENS_WITH_ANIMAL = re.compile(
    r"[\s\"“«'(]*(?:(?:(?:" + _DETERMINERS + r")\s+){0,2}(?:" + _ANIMAL_STEMS + r")(?!\w)|"
    r"(?:" + _UNSPACED_ANIMALS + r"))"
)
# The assistant named before the verb: "our dog and you must obey …" is no pet's news.
_ASSISTANT = re.compile(
    r"(?<!\w)(?:you|your|assistant|ai|bot|chatbot|model|asistente|assistente|assistant|"
    r"tu|você|du|sen|bạn|kamu|anda)(?!\w)"
)


def animal_opens_sentence(folded: str, at: int) -> bool:
    """Whether the sentence holding folded[at] opens with an animal as its subject, and names
    no assistant before `at`: what the animal does is told of, not ordered."""
    start = max(0, at - 200)
    for stop in SENTENCE_END.finditer(folded, start, at):
        start = stop.end()
    opened = _OPENS_WITH_ANIMAL.match(folded, start, at)
    return opened is not None and _ASSISTANT.search(folded, start, at) is None
