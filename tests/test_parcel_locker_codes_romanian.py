"""A Romanian parcel locker's code ("lockerul Sameday cod …", "easybox-ul …, cod de ridicare …")
(session 36), and a parcel's waybill, a postcode and a count kept."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict


@pytest.mark.parametrize(
    "text",
    [
        "lockerul de la benzinărie, cod 448120, coletul mamei",
        "easybox-ul din Mega Image cod de ridicare 903311",
    ],
)
def test_romanian_parcel_locker_codes_are_refused(text: str) -> None:
    assert screening_verdict(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "coletul e în lockerul 12, cod AWB 55091234",
        "easybox-ul din Kaufland are 48 de compartimente",
        "lockerul Sameday de la Lidl e plin, cod postal 400512",
        "the AWB code 7781223409 is on the label of the shipment",
    ],
)
def test_waybills_postcodes_and_counts_are_kept(text: str) -> None:
    assert screening_verdict(text) is None
