"""A thing's number after the word "number" says which one it is, not its code (issue #22,
session 37): dictated text spells its figures out ("the locker is number forty two")."""

from __future__ import annotations

from ltm_chat.memory.screen.numbered_things import names_which_one
from tests.screen_helpers import screen_cases

KEPT = [
    "my locker at the swimming pool is number thirty one by the showers",
    "our safe deposit box is number two one nine at the main branch",
]
REFUSED = [
    # a code's word before "number", or the code said without it
    "my pin number is four four seven one",
    "the door code number one two three nine",
    "my locker code is four two one seven",
    "the locker is number forty two and the code is one nine eight four",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def test_names_which_one() -> None:
    text = "the box is number one one four"
    assert names_which_one(text, text.index("one"), len(text))
    assert names_which_one(text, text.index(" is"), len(text))
    text = "my PIN number 4471"
    assert not names_which_one(text, text.index("4471"), len(text))
