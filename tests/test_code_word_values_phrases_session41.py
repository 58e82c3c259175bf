"""#22 session 41 (h-creds44): a code phrase's words after its label's colon; a game's is kept."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = ["кодовая фраза для банка: зелёный чайник"]
KEPT = ["кодовая фраза в игре: кто не спрятался"]

test_a_code_phrase_refused, test_a_games_phrase_kept = screen_cases(REFUSED, KEPT, "secret")
