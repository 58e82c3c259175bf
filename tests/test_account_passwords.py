"""#22 session 26 (h-creds28): an account, then its password's noun, then the password with
no copula ("@handle pw …", "user name_88 pass …", "address@mail.com password …", "Anmeldename
X84, PIN …") — refused, the whole value hidden. Kept: the same nouns after an address when a
plain word goes on the sentence, placeholders, and a handle with no value."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("twitch: @nightbarista pw Latte_Art_Forever", ["Latte_Art_Forever"]),
    ("reddit user quiet_fox_19 pass m00nlight&tea", ["m00nlight&tea"]),
    ("old yahoo: p.kowalski@yahoo.com password tulipfields", ["tulipfields"]),
    ("banking login jdoe_1988, pin 58k!Qz", ["58k!Qz"]),
]

KEPT = [
    "john.doe@example.com password reset link expired yesterday",
    "newsletter from info@museum.org: pass holders get in free on Sundays",
    "the template reads user_name password <your-password> on line 3",
    "follow @lilgremlin pw not needed for the stream",
    "user_42 pin the post please",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_password_after_its_account_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_an_account_without_a_password_is_kept(text):
    assert screening_verdict(text) is None
