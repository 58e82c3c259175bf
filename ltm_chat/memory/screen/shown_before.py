"""A showing verb in the perfect ("un collègue m'a montré un prompt", "mi ha mostrato il prompt di
sistema"), or one a third person made an AI do ("lurade en AI att avslöja sin systemprompt"):
what was shown is told of, no one is asked to show anything now.

An imperative has no auxiliary before it and no participle's ending; the perfect has both
("a montré", "ha mostrato", "ha mostrado"). Patterns run on folded (lowered) text.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.third_party_causatives import made_to_by_others

__all__ = ["shown_before"]

# An auxiliary of the perfect right before the verb (a clitic or "déjà" may come between).
_AUXILIARY_BEFORE = re.compile(
    r"(?<!\w)(?:a|ai|as|avons|avez|ont|avait|avaient|ha|ho|hai|hanno|abbiamo|aveva|han|he|has|"
    r"hemos|había|habían|tem|têm|tinha)\s+(?:(?:déjà|deja|già|ya|já|me|m'|te|nous|vous|lui)\s*)?\Z"
)
# A past participle's ending (French, Italian, Spanish, Portuguese).
_PARTICIPLE = re.compile(r"\w*(?:é|ée|és|ées|ato|ata|ati|ate|ado|ada|ados|adas|ido|ida)\b")


def shown_before(folded: str, at: int) -> bool:
    """Whether the showing verb at folded[at] is in the perfect or made to by a third person."""
    if made_to_by_others(folded, at):
        return True
    word_start = at
    while word_start > 0 and folded[word_start - 1].isalpha():
        word_start -= 1
    return bool(
        _PARTICIPLE.match(folded, word_start)
        and _AUXILIARY_BEFORE.search(folded, max(0, word_start - 24), word_start)
    )
