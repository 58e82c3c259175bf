"""#22 session 24 (h-creds26): a chosen password set in a chat's backticks is read as if it were
quoted — refused and hidden whole. Kept: code in backticks (a command, a flag, a call, a key
combination, a leading operator, a path), and what the same token would be without them."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("my bank pw is `Harbour!Light42` so I don't lose it", ["Harbour!Light42", "Light42"]),
    ("the nas login is `Owl&Moon7` — saving it here", ["Owl&Moon7", "Moon7"]),
    ("wifi password for the studio: `Quiet$Room19`", ["Quiet$Room19", "Room19"]),
    ("the printer admin uses `Toner%Blue88` now", ["Toner%Blue88", "Blue88"]),
]

KEPT = [
    "run `make test2!` before pushing",
    "the flag is `--no-Verify2!` in the old version",
    "press `Ctrl+Shift+P2` to open the palette",
    "call `isReady2!()` first",
    "the file is `src/Main2!.java`",
    "the `HelloWorld2!` example prints it",
    "set `MAX_RETRY=3` in the config",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_password_in_backticks_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_code_in_backticks_is_kept(text):
    assert screening_verdict(text) is None, text
