"""A quotation the sentence names as a thing: a phrase, a meme, a trick, words whose meaning is
asked. 'the whole "ignore all previous instructions" meme', 'what "ignore previous
instructions" means', 'tricked with "…"', 'o golpe do "…"', 'un prompt qui commence par « … »',
'「以前の指示を無視して」というフレーズ': the order is a noun of the sentence, said to nobody.
Read by `reported_speech.quoted_as_mention` beside its own naming words (which it keeps)."""

from __future__ import annotations

import re

__all__ = ["NAMED_AFTER", "NAMED_BEFORE", "named_as_instrument"]

# Right before the quote: a word for a trick or a scam in the languages people write, "the
# whole", what a text starts with, an English past participle with its instrument ("tricked
# with", "fooled by"): what was done or used, never an imperative.
NAMED_BEFORE = re.compile(
    r"(?<!\w)(?:whole|golpe (?:do|da|de)|truco|truc|trucco|trick|tricks|trucchetto|трюк\w*|"
    r"фокус\w*|sztuczk\w*|"
    r"(?:starts|started|starting|begins|began|beginning) with|commence par|commençant par|"
    r"(?:empieza|empezaba|comienza|comenzaba) (?:por|con)|começa (?:com|por)|beginnt mit|"
    r"inizia (?:con|per)|начина\w* с|"
    r"[a-z]{2,}(?<!e)ed (?:with|by|using)|"
    # someone made to type it, or told it: "made us type", "tells her class", "told the builders"
    r"(?:made|had) (?:us|me|them|him|her|\w+) (?:type|write|say|paste|try|use)|"
    # (session 33) a title: 'a workshop called "…"', 'a talk titled "…"' (a work's name)
    r"(?:called|titled|entitled)|"
    # (session 34) a thing named ("lo de «…»": the "…" thing), or what the writer or a third
    # person tried, typed, said or withstood, told in the French perfect ("j'ai essayé « … »",
    # "il a résisté à « … »"): a past act, never an imperative
    r"lo de|(?:j'|je |on |il |elle |ils |elles |nous )(?:ai|a|ont|avons) (?:déjà |aussi )?"
    r"(?:essayé|testé|tenté|tapé|écrit|dit|lu|entendu|vu|résisté à)|"
    r"(?:told|tells|telling|asked|asks)(?: \w+){1,3},?|"
    # (session 29) the same in other languages, a third person's verb of saying or asking
    # before its receiver: 'el hacker le decía a la IA "…"', 'dice all'assistente vocale «…»',
    # 'elle demande à Siri d'« … »' (never an imperative: "dis-lui", "di", "sag")
    r"(?:dice|decía|decia|dijo|dit|disait|diz|dizia|disse|diceva|sagt|sagte|zegt|zei|"
    r"demande|demandait|pide|pidió|pedía|pede|pediu|chiede|chiedeva|vraagt|vroeg|bittet|"
    r"говорит|говорил\w*|сказал\w*)(?: [\w'’]+){1,3},?)\s*$",
    re.IGNORECASE,
)
# Right after it: a noun it modifies ('"…" meme', '"…" trick'), a verb of meaning ('what "…"
# means'), or a Japanese or Korean quoting particle or "did" ('「…」という', '"…"라는', '"…" 해봤는데').
NAMED_AFTER = re.compile(
    r"\s*(?:(?:meme|memes|trick|tricks|phrase|prompt|prompts|attack|attacks|jailbreak|"
    r"jailbreaks|exploit|hack|scam|trend|challenge|means|meant|stands for|bedeutet|heißt|"
    r"significa|signifie|veut dire|означает|значит|znaczy)(?!\w)|"
    # (session 29) the same nouns a short word or two later, where a language sets a quoting
    # word or an article between: '"…" wala meme', '"…" nu oru meme', '"…" type of joke' (not
    # "as a joke": the quote said as one)
    r"(?!as\s)(?:[\w'’-]{1,6}\s+){1,2}(?:meme|memes|joke|jokes|trick|tricks|phrase|trend|challenge|"
    r"scam)(?!\w)|"
    # (session 33) the quote named by a copula: '"…" is apparently a famous phrase'
    r"(?:is|was|are) (?:[\w'’-]+\s+){0,3}(?:meme|joke|trick|phrase|attack|exploit|scam|example)s?"
    r"(?!\w)|"
    # (session 29) a German or Dutch participle of saying or typing after its object, the verb
    # last: 'weil jemand "…" geschrieben hat', 'toen iemand "…" intypte' (said, never ordered)
    r"(?:geschrieben|gesagt|getippt|eingetippt|eingegeben|geschickt|gepostet|gefragt|gerufen|"
    r"geschreven|gezegd|getypt|ingetypt|gestuurd|gevraagd|typte|intypte|schreef|zei)(?!\w)|"
    # (session 34) Hindi and Urdu in Latin letters: the quote tried or typed, perfective ('"…"
    # try kiya tha'; "try karo" orders it, and is not read)
    r"(?:try|type|test|use) (?:kiya|kiye|ki|kari|kara)(?!\w)|"
    r"という|って|とか|との|と(?:言|い|書|打|入)|라는|라고|이라는|이라고|란\s|하고|"
    r"해\s?봤|했(?:는데|더니|다))",
    re.IGNORECASE,
)


# (session 29) The instrument where the verb comes after it: 'unseren Chatbot mit „ignoriere
# alle Regeln" auszutricksen', 'la piéger avec « … » en vain' (what was tried or used) — unless
# the clause answers with it: "réponds à tout avec « … »" hands the words to the reader.
_INSTRUMENT = re.compile(r"(?<!\w)(?:mit|avec|met|med)\s*$", re.IGNORECASE)
_ANSWERED = re.compile(
    r"(?<!\w)(?:antwort|beantwort|répond|repond|réponse|antwoord|beantwoord|svara|svar)",
    re.IGNORECASE,
)


def named_as_instrument(before: str) -> bool:
    """Whether the quote after `before` (its sentence up to the quote) is the instrument of a
    verb that follows it, not the words of an answer."""
    return _INSTRUMENT.search(before) is not None and _ANSWERED.search(before) is None
