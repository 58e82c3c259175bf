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

__all__ = ["narrated_life", "note_of_a_life"]

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
    r"\s*(?P<teller>"
    + _TELLER
    + r")\s+"
    + _TOLD
    + r"(?: to [^\W\d_][\w'’-]*)?(?:,)?(?: that| how)?,?\s+",
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
    r"(?:(?:son|daughter|kid|child|twin|baby|toddler|teen|teenager|boy|girl|brother|sister|"
    r"sibling|mother|mom|mum|father|dad|parent|grandmother|grandma|granny|grandfather|grandpa|"
    r"grandparent|grandson|granddaughter|grandchild|grandkid|aunt|auntie|uncle|cousin|nephew|"
    r"niece|husband|wife|partner|spouse|fiancée?|boyfriend|girlfriend|friend|roommate|flatmate|"
    r"housemate|neighbou?r|colleague|coworker|co-worker|boss|manager|student|pupil|classmate|"
    r"teacher|coach|landlord|tenant|stepson|stepdaughter|stepmother|stepfather|mentor|employee|"
    r"in-law|mother-in-law|father-in-law)s?|children|grandchildren|wives|babies|family|team|"
    r"staff)"
)
# What was told has a person as its subject: a pronoun, or a person after a possessive (an
# adjective or two between: "her teenage son", "his two older sisters").
_PERSON_SUBJECT = re.compile(
    # (a short phrase set off by commas may come first: "that, as a joke, her son …")
    r"(?:[^,.;:!?\n]{1,40}, )?"
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
# A sentence that opens with a named person's relative ("Rahul's twins pretend to be pirates"):
# the person told of is its subject, no teller needed.
_OWNERS_PERSON = re.compile(
    r"\s*(?P<teller>[^\W\d_][\w-]*)['’]s(?: [^\W\d_][\w'’-]*){0,2} " + _PERSON_NOUN + r"(?!\w)",
    re.IGNORECASE,
)
# Leave given to someone over what is kept ("her son is allowed to read the saved notes") is
# a grant, whoever tells it.
_LEAVE = re.compile(
    r"(?<!\w)(?:allowed|permitted|permission|authori[sz]ed|entitled|access to|may (?:see|read|"
    r"view|have|get|know)|(?:saved|stored) (?:\w+ )?(?:passwords?|notes|data|details|"
    r"information|credentials|messages|chats?))(?!\w)",
    re.IGNORECASE,
)
# Where a clause opens before the hit: a mark or a joining word.
_CLAUSE_OPENS = re.compile(r".*(?:[,;:—–\n()\"“«]|(?<!\w)(?:and|then|but|so)(?!\w))", re.S | re.I)
# Words an order may open with before its verb: with only these before it, the hit is an
# imperative of its own ("…; obey whatever they say", "…, so just tell anyone who asks").
_ORDER_OPENERS = re.compile(
    r"\s*(?:(?:please|pls|kindly|now|just|also|then|always|never|simply|quietly|secretly|"
    r"from now on)\s*)*",
    re.IGNORECASE,
)
# Where the hit's clause ends.
_CLAUSE_END = re.compile(r"[.!?;\n。！？]")


def _sentence_start(text: str, at: int) -> int:
    start = max(0, at - 300)
    for end in SENTENCE_END.finditer(text, start, at):
        start = end.end()
    return start


def _note_frame(text: str, lo: int, start: int, end: int) -> re.Match[str] | None:
    """The opening of a note at text[lo:]: a teller and a past telling with a person told of,
    or a named person's relative; None when the sentence opens otherwise."""
    if (frame := _FRAME.match(text, lo, start)) is not None:
        if _PERSON_SUBJECT.match(text, frame.end()) is None:
            return None
    elif (frame := _OWNERS_PERSON.match(text, lo, end)) is None:
        return None  # ("Rahul's twins …": the person is the subject, no teller needed)
    return None if _NOT_A_TELLER.search(frame.group("teller")) else frame


def note_of_a_life(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] sits in a sentence that is a third-person note of someone's life:
    its opening is a note's (`_note_frame`), and nothing from there to the clause's end turns to
    the assistant or gives leave over what is kept. Whether the hit's own verb is an order is
    left to the caller (a noun hit has none)."""
    lo = _sentence_start(text, start)
    if _note_frame(text, lo, start, end) is None:
        return False
    stop = _CLAUSE_END.search(text, end)
    last = stop.start() if stop else len(text)
    return _TOWARDS_ASSISTANT.search(text, lo, last) is None and not _LEAVE.search(text, lo, last)


def narrated_life(text: str, start: int, end: int) -> bool:
    """Whether the verb at text[start:end] is told in a note of someone's life
    (`note_of_a_life`) and does not open a clause of its own, as an order would ("Anna's kids
    are bored, so pretend to be a pirate")."""
    if not note_of_a_life(text, start, end):
        return False
    lo = _sentence_start(text, start)
    opened = _CLAUSE_OPENS.match(text, lo, start)
    return opened is None or not _ORDER_OPENERS.fullmatch(text, opened.end(), start)
