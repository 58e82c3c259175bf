"""German "mit den Regeln umgehen" is to deal with the rules; "die Regeln umgehen" is to get
round them.

"Ich schreibe einen Artikel darüber, wie KI-Assistenten mit Regeln umgehen", "wie man mit
Vorschriften umgeht": the rules are the object of "mit", and the verb is "umgehen mit" (to
handle, to cope with). The circumventing verb takes its rules in the accusative, with no "mit"
before them ("umgehe die Regeln"; "mit diesem Trick die Regeln umgehen": the trick is after
"mit", the rules are not). Patterns run on folded (lowered) text.
"""

from __future__ import annotations

import re

__all__ = ["rules_dealt_with"]

# "mit", at most one determiner or adjective, the rules (a compound's last part too:
# "Sicherheitsregeln"), then at most two words (an adverb, "gut", "richtig") before the verb;
# not a lax manner ("mit den Regeln locker umgehen" loosens them).
_WITH_THE_RULES = re.compile(
    r"(?<!\w)mit\s+(?:[\w-]+\s+)?[\w-]*(?:regeln|regel|richtlinien|vorschriften|vorgaben|"
    r"filtern|beschränkungen|einschränkungen)\s+"
    r"(?:(?!(?:locker|lax|lässig|großzügig|flexibel|frei|kreativ|nachlässig)\b)[\w-]+\s+){0,2}\Z"
)


def rules_dealt_with(folded: str, start: int) -> bool:
    """Whether the verb at folded[start] is "umgehen" (or "umgeht", "umging") with the rules
    after "mit" right before it: handled, not circumvented."""
    if not folded.startswith("umg", start):
        return False
    return _WITH_THE_RULES.search(folded, max(0, start - 60), start) is not None
