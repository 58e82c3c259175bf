"""A note about someone's life, told in the third person: "Sunita said her son changed the Wi-Fi
password as a prank and refused to tell anyone", "Bernard mentioned to Zanele that his twins
pretend to be secret agents", "Ayo told Kemi that her kids must obey whatever the birthday
girl says". A memory system keeps such notes; they address nobody here.

What makes one: the sentence opens with someone other than the writer, the assistant or "you"
(a name, "my aunt") and a past verb of telling; what was told has a person as its subject
(a pronoun, or a relative or acquaintance after "his", "her", "their"); and nothing up to the
end of the clause speaks to the assistant, names it, gives a standing scope or quotes an order
after a colon. An order given here opens its own clause ("…, so tell anyone who asks") and is
left to the rule.

Patterns are read case-insensitively: the instruction rules hand folded (lowered) text, the
fake-mark families the typed text.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_words import _ADDRESSEE, _ASSISTANT, _AUTHORITY
from ltm_chat.memory.screen.sentences import SENTENCE_END

__all__ = ["narrated_life"]

# Who may open a note: one or two words that are not the writer, "you", the assistant or a
# claimed authority (checked apart), with "'s" allowed ("Anna's brother").
_TELLER = r"(?:[^\W\d_][\w'’-]*)(?: [^\W\d_][\w'’-]*)?"
# A past verb of telling, its listener after "to" or right after "told" ("told Kemi").
_TOLD = (
    r"(?:said|mentioned|explained|recalled|noted|admitted|complained|joked|remarked|added|"
    r"confided|described|reported|wrote|laughed|shared|told [^\W\d_][\w'’-]*|"
    r"was telling [^\W\d_][\w'’-]*|has said|had said|once said|once mentioned|also said|"
    r"also mentioned)"
)
_FRAME = re.compile(
    r"\s*(?P<teller>" + _TELLER + r")\s+" + _TOLD + r"(?: to [^\W\d_][\w'’-]*)?(?:,)?(?: that)?\s+",
    re.IGNORECASE,
)
# Tellers that make the note an order or a claim on the assistant, not a life told.
_NOT_A_TELLER = re.compile(
    _ADDRESSEE
    + r"|"
    + _AUTHORITY
    + r"|(?<!\w)(?:i|we|you|u|ya|someone|somebody|anyone|everyone|nobody|it|this|that|"
    r"system|the system|user|the user|assistant|the assistant|ai|the ai|bot|chatgpt|gpt|"
    r"claude|gemini|copilot|admin|developer|owner|note|memory|rule|message)(?!\w)",
    re.IGNORECASE,
)
# People a life is about: the relatives and acquaintances a note names after a possessive.
_PERSON_NOUN = (
    r"(?:son|sons|daughter|daughters|kid|kids|child|children|twins?|baby|toddler|teen|teenager|"
    r"boy|boys|girl|girls|brother|brothers|sister|sisters|sibling|siblings|mother|mom|mum|"
    r"mother-in-law|father|dad|father-in-law|parents?|grandmother|grandma|granny|grandfather|"
    r"grandpa|grandparents|grandson|granddaughter|grandchildren|grandkids|aunt|auntie|uncle|"
    r"cousin|cousins|nephew|niece|husband|wife|partner|spouse|fiancée?|boyfriend|girlfriend|"
    r"friend|friends|roommate|flatmate|housemate|neighbou?r|neighbou?rs|colleague|coworker|"
    r"co-worker|boss|manager|team|students?|pupils?|classmates?|teacher|coach|landlord|tenant|"
    r"family|in-laws|stepson|stepdaughter|stepmother|stepfather|mentor|employees?|staff)"
)
# What was told has a person as its subject: a pronoun, or a person after a possessive (an
# adjective or two between: "her teenage son", "his two older sisters").
_PERSON_SUBJECT = re.compile(
    r"(?:he|she|they|(?:his|her|their|my|our)(?: [^\W\d_][\w'’-]*){0,2} " + _PERSON_NOUN + r")"
    r"(?!\w)",
    re.IGNORECASE,
)
# A scope that reaches past the note into later chats (not "always", which a habit told of
# takes: "her mother always told her to …").
_STANDING_SCOPE = (
    r"(?<!\w)(?:from now on|going forward|from this point|henceforth|until further notice|"
    r"permanently|whenever|every time|each time|in (?:the )?future|"
    r"in (?:every|each|all|any|later|future) (?:conversations?|chats?|sessions?|answers?)|"
    r"if (?:anyone|someone|somebody|anybody|asked)|when(?: anyone| someone) asks)(?!\w)"
)
# Anything that turns the note towards the assistant, up to the end of the hit's clause ("you"
# not as in "thank-you").
_TOWARDS_ASSISTANT = re.compile(
    _ASSISTANT
    + r"|"
    + _STANDING_SCOPE
    + r"|(?<![\w'’-])(?:you|your|yours|yourself|u|ur|ya|chatgpt|gpt|claude|gemini|copilot|"
    r"the user|user's|system|memory|memories|prompt)(?![\w-])|:",
    re.IGNORECASE,
)
# Where the hit's clause ends.
_CLAUSE_END = re.compile(r"[.!?;\n。！？]")


def _sentence_start(text: str, at: int) -> int:
    start = max(0, at - 300)
    for end in SENTENCE_END.finditer(text, start, at):
        start = end.end()
    return start


def narrated_life(text: str, start: int, end: int) -> bool:
    """Whether the words at text[start:end] sit in a third-person note of someone's life: the
    sentence opens with a teller and a past verb of telling, what was told has a person as its
    subject, and nothing from the teller to the clause's end turns to the assistant."""
    lo = _sentence_start(text, start)
    frame = _FRAME.match(text, lo, start)
    if frame is None or _NOT_A_TELLER.search(frame.group("teller")):
        return False
    if frame.end() > start or _PERSON_SUBJECT.match(text, frame.end()) is None:
        return False
    stop = _CLAUSE_END.search(text, end)
    last = stop.start() if stop else len(text)
    return _TOWARDS_ASSISTANT.search(text, lo, last) is None
