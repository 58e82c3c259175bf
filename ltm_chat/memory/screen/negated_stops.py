"""Two negations ask for the thing (#22, sessions 25-26): "never forget to warn me", "don't stop
alerting me to scams", "no olvides avisarme", "não deixe de avisar". Read by the rules that
refuse a warning or a fact withheld (instruction_warnings_withheld.py,
instruction_reassurance.py), kept apart from both so neither imports the other.
"""

from __future__ import annotations

import re

__all__ = ["stop_negated", "undone"]

# A verb of forgetting, failing or stopping inside the negated phrase: two negations ask for
# the warning ("never forget to warn me", "no olvides avisarme", "vergiss nicht, mich zu warnen").
_UNDONE = re.compile(
    r"\b(?:forget\w*|forgot\w*|fail\w*|stop\w*|cease\w*|neglect\w*|olvid\w*|esque[cç]\w*|"
    r"dimentic\w*|smett\w*|vergi(?:ss|ß)\w*|verge(?:ss|ß)\w*|aufh(?:ö|o)r\w*|oubli\w*|arr(?:ê|e)t\w*|"
    r"vergeet\w*|glöm\w*|glem\w*|unohd\w*|zapomn\w*|забу\w*|забы\w*|перестан\w*|прекрат\w*|"
    # (session 26) stopping said with "de"/"di": "no dejes de avisarme", "não deixe de avisar"
    r"dej\w* de|deix\w* de|par[ea]s? de|cess\w*)"
)
# A negation right before a stop: the stop is itself negated ("never stop warning me").
_NEGATION_BEFORE = re.compile(
    r"(?<!\w)(?:never|don'?t|dont|do not|not|no|nie|nicht|jamais|nunca|não|nao|non|mai|niet|"
    r"nooit|не)\s+$"
)


def undone(text: str, start: int, end: int) -> bool:
    """Whether a verb of forgetting or stopping follows the first word of text[start:end]: the
    negation before it asks for the warning ("never stop warning me", "no olvides avisarme")."""
    first_word = text.find(" ", start, end)
    return first_word >= 0 and _UNDONE.search(text, first_word, end) is not None


def stop_negated(text: str, start: int, end: int, lo: int, hi: int) -> bool:
    """Whether the stop of warnings at text[start:end] is itself negated: two negations ask for
    the warning ("never stop warning me about phishing", "don't stop alerting me to scams")."""
    negation = _NEGATION_BEFORE.search(text, max(0, start - 12), start)
    return negation is not None and undone(text, negation.start(), end)
