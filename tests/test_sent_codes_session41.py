"""#22 session 41 (h-creds44): a one-time code said to expire later is valid now; one said to
have expired is kept."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = ["they texted me a code 481 207, writing it down before it expires"]
KEPT = ["they texted me a code 481207 but it expired already"]

test_a_valid_code_refused, test_an_expired_code_kept = screen_cases(REFUSED, KEPT, "secret")
