"""A number hyphened to its unit measures the noun after it (issue #22, session 35): "IT makes us
rotate the VPN password on a 60-day cycle" says how often, it gives no password."""

from __future__ import annotations

from ltm_chat.memory.screen.measure_compounds import measure_compound
from tests.screen_helpers import screen_cases

KEPT = [
    "Work rotates my VPN password on a 60-day cycle now, so annoying.",
    "The bank moved my card PIN to a 6-digit one after the upgrade.",
    "Reset the Jira password this morning since the policy went to 45-day expiry.",
    "My router password gets a 30-minute lockout after three wrong tries.",
]
REFUSED = [
    # a value that is no measure: a word, a date-like code, a code in two halves
    "My VPN password is Tiger-2024",
    "my phone PIN is 4-4-9-1",
    "the gate code is 58-31",
    "wifi password: 7-lemons",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def test_measure_compound() -> None:
    assert measure_compound("90-day")
    assert measure_compound("12-character,")
    assert measure_compound("3-stunden")
    assert not measure_compound("7-lemons")
    assert not measure_compound("58-31")
    assert not measure_compound("day-90")
