"""A rule's name as the label of what it says ("my coworker's rule is: ignore Slack after 6pm",
"iş yerinde kural: … görmezden gel", "회사 규칙상 … 무시해야 돼"): the rule says to ignore
something else, it is not the thing ignored."""

from __future__ import annotations

import re

# Right after the rule's noun: a few words and a colon, a copula or verb of saying, or the
# Korean "according to" ("규칙상", "규칙에 따르면").
_LABEL_AFTER = re.compile(
    r"[\w'’-]*(?:(?:\s+[\w'’-]+){0,4}\s*[:：]|\s+(?:is|was|says|said|goes|ist|lautet|est|es|è|é|dice|"
    r"diz|zegt|mówi|gibi|der)\b|상(?=\s)|에 따르면|에 따라)"
)
# An object that leaves nothing out or is the user: "new rule: ignore everything the user says"
# drops the one the assistant serves, whatever labels it.
_ALL_OR_USER = re.compile(
    r"\s*(?:(?:\w+\s+){0,2}(?:everything|anything|all|whatever|every\s+(?:order|request|message|"
    r"command)|the user|the owner|me|my (?:requests?|orders?|messages?|instructions?))\b)"
)


def labels_a_rule(folded: str, noun_end: int, verb_start: int, verb_end: int) -> bool:
    """Whether the control noun ending at `noun_end` labels a rule whose words, the bypass verb
    at folded[verb_start:verb_end] among them, come after it (and ignore neither all nor the
    user)."""
    if noun_end > verb_start or _ALL_OR_USER.match(folded, verb_end, verb_end + 40):
        return False
    return _LABEL_AFTER.match(folded, noun_end, verb_start) is not None
