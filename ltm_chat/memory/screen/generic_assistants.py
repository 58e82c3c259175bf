"""Whether a clause names this assistant, or only an assistant among others ("a story about an AI
that ignores its rules"): an indefinite article makes the AI one the clause tells of; "you", "the
assistant", "the AI", "any AI" name the one that reads the memory."""

from __future__ import annotations

import re

# An indefinite article (or "some") of the noun, at most one word between ("an AI", "a rogue
# chatbot"), never an article ("a la IA" is "to the AI"): one AI among others. "Any", "all",
# "every" and bare plurals ("AI tools must …") take in this assistant too: a rule for all.
_INDEFINITE_BEFORE = re.compile(
    r"(?<!\w)(?:a|an|some|un|une|ein|eine|einen|einem|uno|una|um|uma|een|ett)\s+"
    r"(?:(?!(?:the|la|le|les|el|los|las|lo|il|gli|o|os|as|der|die|das|den|de|het)\s)[\w-]+\s+)?$",
    re.IGNORECASE,
)
# (a second-person word names the assistant whatever stands before it)
_SECOND_PERSON = frozenset(("you", "your"))
# Only the rest of the word and a space between two names: the first modifies the second.
_MODIFIER = re.compile(r"[\w-]*\s+")


def names_an_assistant(addressee: re.Pattern[str], clause: str) -> bool:
    """Whether `clause` names the assistant: a match of `addressee` that is not an assistant
    in general (a second-person word always names it)."""
    matches = list(addressee.finditer(clause))
    for k, m in enumerate(matches):
        word = m.group().strip()
        head = matches[k + 1] if k + 1 < len(matches) else None
        if head is not None and _MODIFIER.fullmatch(clause, m.end(), head.start()):
            continue  # "AI chatbots": the head noun after it decides
        if not word or not word[0].isalpha() or word.lower() in _SECOND_PERSON:
            return True
        if not _INDEFINITE_BEFORE.search(clause, 0, m.start()):
            return True
    return False
