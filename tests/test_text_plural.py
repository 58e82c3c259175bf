"""Counts in words, shared by the CLI, the TUI and the engine's messages."""

from ltm_chat.text import memories, plural


def test_one_is_singular_and_large_counts_are_grouped():
    assert memories(1) == "1 memory"
    assert memories(0) == "0 memories"
    assert memories(1200) == "1,200 memories"
    assert plural(1, "row") == "1 row" and plural(2, "row") == "2 rows"
