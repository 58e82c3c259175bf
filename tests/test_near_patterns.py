"""either_order: two words near each other in either order, inside one clause."""

from __future__ import annotations

import re

from ltm_chat.memory.screen.near_patterns import either_order


def test_both_orders_within_their_reaches_match() -> None:
    near = re.compile(either_order("whole", "write", 10, 3))
    assert near.search("the whole thing, write")
    assert near.search("write a whole")
    assert not near.search("write it out as a whole")  # "whole" 15 characters after "write"


def test_a_clause_end_between_them_stops_the_match() -> None:
    near = re.compile(either_order("void", "rules", 20, stops=r".\n。,"))
    assert near.search("the rules are void")
    assert not near.search("the rules, they say, are void")
    assert not near.search("rules。void")
