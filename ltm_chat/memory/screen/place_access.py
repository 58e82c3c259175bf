"""Access to a place is a door's rule, not the user's data handed out (#22 session 37): "at the
club whoever says "blue moon" at the door gets full access to the bar", "anyone who says
they're on the list gets access to the VIP area".

A door word, a guest list and a wristband open a room, a venue or an event; the data rules
(instruction_claimed_callers.py) read "gets full access" as someone getting the user's
records. The object after "access to" (or "into") names which: a place is walked into.
"""

from __future__ import annotations

import re

__all__ = ["access_to_a_place"]

# "access" (after get, have, can) then "to/into" a room, a building, a venue or an event.
_PLACE_AFTER = re.compile(
    r"[\w ]{0,12}?\baccess\s+(?:to|into|at)\s+(?:the\s+|our\s+|their\s+|his\s+|her\s+|a\s+)?"
    r"(?:\w+\s+)?(?:bar|bars|club|door|building|venue|party|room|rooms|area|lounge|vip|"
    r"backstage|gym|pool|sauna|spa|office|floor|garage|stage|kitchen|event|events|rooftop|"
    r"house|gate|garden|terrace|hall|warehouse|lab|studio|court|courts|field|dressing room|"
    r"locker room|members'? (?:area|bar|lounge)|festival|concert|gig|show|museum|library|"
    r"campus|premises|site|parking|car park)s?\b"
    # the place ends the object ("the lab's password vault" is no place, nor "the bar and …")
    r"(?=\s*(?:[.,;:!?)]|$)|\s+(?:at|on|in|for|when|whenever|during|after|before|until|"
    r"tonight|today|every|all)\b)"
)


def access_to_a_place(folded: str, start: int) -> bool:
    """Whether the verb of getting at folded[start] gives access to a place ("gets full access
    to the bar"), read in the words right after it."""
    return _PLACE_AFTER.match(folded, start) is not None
