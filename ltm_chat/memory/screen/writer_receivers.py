"""The writer as the receiver of a verb of telling, in the scripts that attach it to the verb
(#22 session 28): a quoted cue's "tell me" is the user's own shortcut ("「おやすみ」と言ったら
明日の予定を教えて", 'إذا كتبت "باختصار" أعطني الجواب'), as English "show me" already is to
instruction_speech.py's cue rule. A pattern fragment, put right after the matched verb.
"""

from __future__ import annotations

__all__ = ["NOT_TO_WRITER"]

NOT_TO_WRITER = (
    # English, German, French: the pronoun after the verb
    r"(?! (?:me|mir|moi)\b)"
    # Arabic: the suffix of the first person (أعطني, أخبرنا); Chinese: 告诉我, 告诉我们
    r"(?!ني|نا)(?!我)"
    # Japanese: a request (教えて) with no auxiliary of giving to someone else (てあげ, てやっ)
    r"(?!て(?!あげ|やっ|やれ))"
)
