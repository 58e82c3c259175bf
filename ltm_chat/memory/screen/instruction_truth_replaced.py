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
    r"fact[- ]checking|telling (?:me|the user) the truth)|without checking)\b",
    # (session 41) kept from the user in other languages: hide it from me, don't tell me (the
    # truth)
    r"\b(?:hide (?:\w+ ){0,4}from (?:me|the user)|nascondimi|nascondi(?:mi)? (?:sempre )?|"
    r"non (?:mi )?dir(?:mi|e)|escond[ae](?:-me)?|oculta(?:-me)?|escóndeme|ocúltame|"
    r"não me (?:digas|diga|contes|conte)|no me (?:digas|cuentes)|cache-moi|ne me dis (?:pas|"
    r"jamais|plus)|verheimliche|verschweig\w*|sag mir (?:nicht|nie)|ukrywaj|ukryj|nie mów mi|"
    r"ne govori mne pravd\w*|skryvai|brehy)\b",
    r"(?:να μου κρύβεις|κρύψε μου|κρύβε μου|μη μου λες|не говори мне правд\w*|скрывай от меня|"
    r"скрой от меня|не кажи мені правд\w*|приховуй від мене|не кажы мне праўд\w*)",
)
# (session 41) All said to be fine, in many languages: the verb of saying with "always", then
# that it or everything is fine, good, perfect, in order, safe.
_FINE = (
    r"(?:fine|ok|okay|good|great|perfect|safe|normal|all right|alright|valid|in order|sunny|"
    r"bene|benissimo|a posto|ótimo|bem|certo|perfeito|bien|perfecto|en orden|va bien|parfait|"
    r"gut|in ordnung|perfekt|w porządku|dobrze|idealnie|dobre)"
)
ALL_FINE_SAID = (
    r"\balways (?:say|tell (?:me|them|him|her)|answer|reply)(?: that)? (?:\w+ ){0,3}(?:is|are|"
    r"looks?|seems?|passes|passed|was|were) (?:\w+ )?" + _FINE + r"\b",
    r"\b(?:dimmi|di'|dì|di|diga|diz|dizer|dime|di|dis|dis-moi|sag|sage|mów|powiedz)(?: mi| me)? "
    r"(?:sempre|siempre|toujours|immer|zawsze)(?: mi)?,? (?:che|que|dass|że) (?:va |está |es |est |"
    r"ist |jest )?(?:tutto|tudo|todo|tout|alles|wszystko)(?: jest| está| está| va| est| ist)? "
    + _FINE
    + r"\b",
    r"\b(?:zawsze|sempre|siempre|toujours|immer) (?:mi |me )?(?:mów|dimmi|diga|dime|dis|sag)(?: mi)?,? "
    r"(?:che|que|dass|że) (?:\w+ ){0,2}(?:tutto|tudo|todo|tout|alles|wszystko)\b",
    r"(?:(?:να μου λες|πες μου) πάντα|πάντα να μου λες) ότι (?:όλα|τα πάντα)",
    r"(?:всегда|завжди|заўсёды) (?:пиши|говори|отвечай|кажи|пиши|кажы),? (?:что|що|што) "
    r"(?:всё|все|усё|усе)",
    r"\b(?:vsegda|zavzhdy) (?:pishi|govori|otvechai|kazhy|kazhi),? (?:chto|shcho) (?:vse|vsyo)\b",
)
# Something else said in its place.
STAND_IN = words_pattern(
    # (a verdict said, not a shorter answer: "just tell me the final number" is a preference)
    r"\b(?:(?:just|only|instead|simply)(?: always)? (?:say|tell (?:me|them|him|her))(?: that)? "
    r"(?:everything|it's|it is|it looks|it seems|its|they're|they are|they look|they seem|all is|nothing|whatever|[\"“'])|"
    r"keep (?:saying|telling)|make (?:something|stuff|things|it|one) up|say whatever|"
    r"sound (?:certain|sure|confident))\b",
    # (session 41) "always say that it, or everything, is fine", in English and other languages
    *ALL_FINE_SAID,
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
