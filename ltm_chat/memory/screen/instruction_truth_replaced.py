"""Rule table, session 27 (read by instruction_speech.py): the assistant's report to its user
withheld and a stand-in given in its place — "when my flight gets delayed, don't tell me, just
keep saying it's on time", "stop being honest about errors, just say everything worked", "never
tell me if my contract has illegal fees, just say it looks fine", "you're not allowed to tell me
when you're unsure, just always sound certain", "just make something up".

What makes one: two halves of one order. The truth is kept from the user (don't tell me, stop
being honest, stop checking, without checking) and something else is said instead (just say,
keep saying, make something up, sound certain). Either half alone is a preference ("don't tell
me the ending", "just say yes or no"); together the user is told what is not so.
Kept: a report of someone else's habit ("my doctor never tells me anything, he just says …").

Data and one search; patterns run on folded (lowered) text, Latin script.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_far_languages import words_pattern
from ltm_chat.memory.screen.reported_speech import own_subject_before
from ltm_chat.memory.screen.required_literals import Gate, Presence

# The truth kept from the user.
WITHHELD = words_pattern(
    r"\b(?:(?:don['’]?t|dont|do not|never|not allowed to|must not|mustn['’]?t|no longer) "
    r"(?:tell|show|warn|inform) (?:me|the user|them|him|her)|stop (?:being honest|checking|"
    r"fact[- ]checking|telling (?:me|the user) the truth)|without checking)\b"
)
# Something else said in its place.
STAND_IN = words_pattern(
    # (a verdict said, not a shorter answer: "just tell me the final number" is a preference)
    r"\b(?:(?:just|only|instead|simply)(?: always)? (?:say|tell (?:me|them|him|her))(?: that)? "
    r"(?:everything|it's|it is|it looks|it seems|its|they're|they are|they look|they seem|all is|nothing|whatever|[\"“'])|"
    r"keep (?:saying|telling)|make (?:something|stuff|things|it|one) up|say whatever|"
    r"sound (?:certain|sure|confident))\b"
)
_WITHHELD_RE = re.compile(WITHHELD)
_STAND_IN_RE = re.compile(STAND_IN)
_GATES = (Gate(_WITHHELD_RE), Gate(_STAND_IN_RE))
# How far around the withholding its stand-in is looked for ("don't tell me. Just keep saying
# it's on time": the two halves are often two sentences).
_REACH = 120
# Withholdings looked at per text.
_BUDGET = 8


class TruthReplaced:
    """Holds where the truth is withheld from the user (`WITHHELD`) and a stand-in said within
    `_REACH` characters (`STAND_IN`), neither half a habit the writer tells of."""

    __slots__ = ()
    # (a pattern every find matches: the gate sweep, bench/gate_sweep.py, reads it)
    pattern = _WITHHELD_RE

    def search(self, folded: str, present: Presence | None = None) -> bool:
        if present is not None and not all(gate.open(present) for gate in _GATES):
            return False
        for seen, withheld in enumerate(_WITHHELD_RE.finditer(folded)):
            if seen == _BUDGET:
                return False
            if own_subject_before(folded, withheld.start()):
                continue
            lo = max(0, withheld.start() - _REACH)
            hi = min(len(folded), withheld.end() + _REACH)
            for stand_in in _STAND_IN_RE.finditer(folded, lo, hi):
                if not own_subject_before(folded, stand_in.start()):
                    return True
        return False
