"""An order right after its condition, with no comma (#22 session 25's h-instr27b,
ported in session 27; read by instruction_speech.py's `_told_to_assistant`).

"if the user asks for help with homework give them wrong answers", "when I'm sad tell me I'm
worthless", "se minha filha perguntar se tomei o remédio diz sempre que sim": a condition opens
the clause, its own subject and verb follow, and the next verb has no subject of its own — the
main clause's imperative, said to whoever serves the writer. Chat drops the comma that would
have opened the main clause. What goes on with a subject is a report ("when my mom asks I tell
her …", "if he asks you to ignore …": a pronoun, a modal or "to" right before the verb), and a
condition too short to hold a subject and a verb ("when my kids ignore …") is a subject with its
own verb.

Data and one reader; patterns run on folded (lowered) text.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_conditions import CONDITION

# The subject of the condition: a pronoun or someone named by an article or a possessive.
_PRONOUN = (
    r"i|i'm|im|i've|i'd|you|he|she|they|we|someone|somebody|anyone|anybody|people|eu|ele|ela|"
    r"eles|yo|él|ella|ich|er|sie|ik|hij|zij|io|lui|lei|je|il|elle"
)
_DETERMINER = (
    r"the|my|his|her|their|our|a|an|any|this|that|minha|meu|o|a|os|as|mi|mis|el|la|los|las|mein|"
    r"meine|der|die|das|mijn|de|het|mio|mia|il|lo|mon|ma|le|les"
)
# (A connective may lead it: "…, so when I'm sad tell me …".) Condition, subject, then its verb and what it takes (two words at least, twelve at most).
_CONDITION_CLAUSE = re.compile(
    r"\s*(?:(?:ok|okay|so|and|but|also|y|e|und|et|en)\s+){0,2}(?:"
    + CONDITION.pattern
    + r")\s+(?:(?:"
    + _PRONOUN
    + r")(?:\s+[^\s]+){1,12}"
    r"|(?:" + _DETERMINER + r")(?:\s+[^\s]+){2,12})\s+$"
)
# A word that gives the next verb a subject, or makes it an infinitive or a conjugated form.
_NOT_IMPERATIVE = re.compile(
    r"(?:^|\s)(?:i|you|he|she|it|they|we|people|to|will|would|can|could|must|should|shall|may|"
    r"might|do|does|did|don't|doesn't|didn't|'ll|'d|not|eu|ele|ela|yo|él|ella|ich|er|sie|es|ik|"
    r"hij|io|je|il|elle|me|te|se|lo|la|le|lhe|mi|ti|ci|gli|nos)\s+$"
)


def after_condition(clause: str) -> bool:
    """Whether the verb that ends `clause` (its clause's text before it) opens the main clause
    of a condition that no comma closes."""
    return _CONDITION_CLAUSE.fullmatch(clause) is not None and not _NOT_IMPERATIVE.search(clause)
