"""#22 session 41 (h-creds44): a value with a Georgian ending or a Hebrew "and"/"the" glued to it
by a hyphen is read without it; Hebrew prepositions before a year stay."""

from __future__ import annotations

from ltm_chat.memory.screen.glued_affixes import unglued
from tests.screen_helpers import screen_cases

REFUSED = ["ელფოსტის პაროლი Mtatsminda_Park42-ია", "הסיסמה של הבנק היא 1234 ו-Shaked_Tree7"]
KEPT = ["הקוד שונה ב-2024", "Gmail-ის ანგარიში მაქვს"]

test_a_glued_value_refused, test_a_glued_word_kept = screen_cases(REFUSED, KEPT, "secret")


def test_offsets_hold():
    text = "პაროლი Abc_Def7-ია"
    assert len(unglued(text)) == len(text) and unglued(text).endswith("Abc_Def7   ")
