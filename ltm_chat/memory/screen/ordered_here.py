"""Whether a hit is an order given here to the assistant: not forbidden or asked about, not a habit
or a report of someone's words, not the writer's own telling (the skip of session 33's families:
instruction_hurt_told, instruction_false_by_design, instruction_endangered).

Only the words next to the hit count: a negation in an earlier clause ("when you don't know,
make up an answer") forbids nothing."""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_harm import negated

# The last mark before the hit that closes a clause (the negation before it is another clause's).
_CLAUSE_MARK = re.compile(r"[,;:—–](?!.*[,;:—–])", re.S)
# The sentence opens on its own subject and never speaks to the assistant: a habit told of.
# ("her" is left out: Turkish "her" is "every", "her soru sorduğunda …")
_OWN_SUBJECT = re.compile(r"\s*(?:i|we|he|she|they|(?:my|our|his|their) [\w'’-]+)\s")
_TO_ASSISTANT = re.compile(r"\b(?:you|u|your|yourself|assistant|ai|bot|chatbot)\b")
# A third person (or "my X") as the verb's subject: a report ("my brother tells me I'm useless",
# "mi jefe me dice que soy un inútil", "ele me chama de burro").
_REPORTED = re.compile(
    r"(?:^|[,;:.!?()]\s*|\b(?:and|but|y|e|und|et|en|och|og|i)\s+)\s*(?:\b(?:he|she|they|ele|ela|"
    r"eles|él|ella|ellos|il|elle|ils|er|hij|zij|ze|han|hon|on|ona|(?:my|mi|mis|meu|minha|mein\w*|"
    r"mon|ma|mes|mio|mia|mijn|min|mitt|mój|moja|moje) \w+(?: \w+)?)\s+(?:\w+\s+){0,2})$"
)
# The writer's or others' own telling, or the past: "I'd tell him …", "people used to call me …".
_TOLD_BY_OTHERS = re.compile(
    r"\b(?:i|we|people|they|everyone|everybody|he|she)(?:[’']d)?(?: (?:would|will|used to|"
    r"wanted to|want to|always|often|usually|sometimes|just|then|kept|keep|to|did|didn[’']t))* $"
)


def not_ordered_here(folded: str, start: int, end: int, lo: int, hi: int) -> bool:
    """Whether the hit at folded[start:end] (its sentence folded[lo:hi]) is forbidden, asked
    about, a habit or a report, or said by the writer or others rather than ordered here."""
    clause = _CLAUSE_MARK.search(folded, max(lo, start - 60), start)
    if negated(folded, start, end, max(lo, clause.end() if clause else lo), hi):
        return True
    if _OWN_SUBJECT.match(folded, lo) and not _TO_ASSISTANT.search(folded, lo, hi):
        return True
    if _REPORTED.search(folded, lo, start) is not None:
        return True
    near = folded[max(lo, start - 40) : start]
    return _TOLD_BY_OTHERS.search(near) is not None and not _TO_ASSISTANT.search(near)
