"""Whether a verb has a third person, or someone of the writer's ("my neighbour"), as its subject
in the languages `reported_speech.own_subject_before` does not read — "mi vecino envía en
secreto …", "meine Schwester schickt heimlich …", "ma femme change sans le dire …", "o chefe
manda escondido …", "anh ấy lén gửi …", "bos saya diam-diam kirim …", "abim gizlice ekliyor".

What makes one: an order has no subject, or the assistant as its subject; a verb whose subject
is someone else's person (a pronoun of the third person, a kin or work word with "my", a
possessive suffix) tells of what that person does: reported, not ordered.

Patterns run on folded (lowered) text.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.reported_speech import own_subject_before

# Someone of the writer's, or a third person, opening a clause.
_POSSESSIVE_FIRST = (
    r"(?:mi|mis|mein\w*|ma|mon|mes|meu|minha|meus|minhas|o meu|a minha|il mio|la mia|mio|mia|"
    r"miei|mie|benim|his|her|their|our|su|sus|sein\w*|ihr\w*|"
    r"son|sa|ses|seu|sua|suo)"
)
_THIRD_PRONOUN = (
    r"(?:él|ella|ellos|ellas|er|sie|il|elle|ils|elles|ele|ela|eles|elas|lui|lei|loro|"
    r"woh|wo|us ne|unhone|dia|beliau|mereka|"
    r"(?:anh|chị|ông|bà|cô|chú|em) (?:ấy|ta)|nó|họ|"
    r"هو|هي|هم|وه|انہوں نے|"
    r"เขา|เธอ|พวกเขา)"
)
# A noun with the writer's possessive after it (Vietnamese, Malay/Indonesian; Turkish kin and
# work words, since a bare "-m" ending is too common a word end to read alone).
_POSSESSIVE_AFTER = (
    r"(?:[\w-]+ (?:của )?(?:tôi|mình)|[\w-]+ (?:saya|aku|gue|gua)|[\w-]{3,}ku|"
    # (the writer as subject, in the languages own_subject_before does not read)
    r"tôi|mình|saya|aku|gue|gua|"
    r"(?:annem|babam|eşim|karım|kocam|abim|ablam|kardeşim|patronum|müdürüm|komşum|"
    r"arkadaşım|oğlum|kızım|ortağım))"
)
# A noun with its article: a subject when it opens the clause in these verb-second languages
# (not German, whose orders put the object first: "die Preise heimlich erhöhen").
_ARTICLE = r"(?:el|los|las|la|o|os|il|lo|gli|le|les)"
_SUBJECT = re.compile(
    r"\s*(?:"
    + _POSSESSIVE_FIRST
    + r" [\w-]+(?: [\w-]+)?|"
    + _ARTICLE
    + r" [\w-]+|"
    + _THIRD_PRONOUN
    + r"|"
    + _POSSESSIVE_AFTER
    + r")(?: [\w'’-]+){0,5}\s*"
)
# The assistant named or spoken to in the clause: "el asistente debe enviar …", "mon patron veut
# que tu lui envoies …" is an order given to it, reported or not.
_ASSISTANT = re.compile(
    r"\b(?:asist\w*|assist\w*|ia|ai|bot|chatbot|trợ lý|asisten|you|your|tu|te|toi|vous|du|"
    r"dich|dir|ti|tú|você|vc|bạn|kamu|anda|sen|seni|sana|aap|tum)\b"
)
# Where a clause opens before a verb: a mark or a joining word (80 characters back at most).
_CLAUSE_OPENS = re.compile(
    r".*(?:[.!?;:,\n()\"“«]|\b(?:and|but|y|e|und|et|pero|mas|ma|aber|mais|ve|ama|aur|"
    r"lekin|và|nhưng|dan|tapi|tetapi)\b)",
    re.S,
)


def third_subject_before(folded: str, start: int) -> bool:
    """Whether the clause that reaches `start` opens with a third person or someone of the
    writer's as its subject: what follows is told of, not ordered."""
    reach = max(0, start - 80)
    opened = _CLAUSE_OPENS.match(folded, reach, start)
    clause = folded[opened.end() if opened else reach : start]
    return _SUBJECT.fullmatch(clause) is not None and _ASSISTANT.search(clause) is None


def told_of(folded: str, at: int) -> bool:
    """Whether the verb at folded[at] has a subject of its own, the writer or someone else: a
    habit or an event told of, not an order."""
    return own_subject_before(folded, at) or third_subject_before(folded, at)
