"""#22 session 26 (h-creds28): a bank's memorable date after its noun is a security answer —
refused, the whole date hidden, also beside another found secret (session 25 left "… is
14/02/1963 and the memorable name is …" showing the date). Kept: the noun with no date, and
dates after other nouns."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.redact import redact_secrets
from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("the memorable date for Halifax phone banking is 03/11/1958", ["03/11/1958"]),
    ("memorable date: 21st of June 1971, they always ask", ["21st of June 1971"]),
    ("the memorable date they want is 9 May", ["9 May"]),
]

KEPT = [
    "I forgot which memorable date I gave them",
    "the memorable date question is annoying, 3 tries left",
    "our wedding was a memorable day, 14/02/1979",
    "the appointment date is 14/02/2027 at the bank",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_memorable_date_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_dates_elsewhere_are_kept(text):
    assert screening_verdict(text) is None


def test_a_memorable_date_beside_another_secret_is_hidden():
    out = redact_secrets(
        "The memorable date they want is 14/02/1963 and the memorable name is Bramble"
    )
    assert "14/02/1963" not in out
    assert "1963" not in out
    assert "Bramble" not in out
