"""A parcel's air waybill (AWB) or waybill code is printed on its label for anyone who handles
it (session 36): a public number, not a code that opens something."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict


@pytest.mark.parametrize(
    "text",
    [
        "the AWB code 7781223409 is on the label of the shipment",
        "cod AWB 5509123 pentru coletul de la ușa din spate",
        "waybill code 448812 for the depot gate delivery",
        "the gate pass has waybill code 4471 on it",
    ],
)
def test_waybill_codes_are_kept(text: str) -> None:
    assert screening_verdict(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "the depot gate code is 4471, the AWB is on the parcel",
        "door code 5581 (the waybill is in the cab)",
    ],
)
def test_a_gate_code_beside_a_waybill_is_refused(text: str) -> None:
    assert screening_verdict(text) is not None
