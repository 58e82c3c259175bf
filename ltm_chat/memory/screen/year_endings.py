"""A year said with its ending of time (#22 session 37: one list for the two rules that read it):
a PIN-looking number that is a year because a case ending or a postposition of time follows it
("pinini 2019'da değiştirdim", "2020də", "پین 2018 سال", "पिन 2019 में बदला": "in 2019").

secret_speech.py drops a spoken PIN so said in a text of another script than Latin;
inflected_pins.py drops a PIN so said after its inflected noun in any text.
"""

from __future__ import annotations

import re

__all__ = ["year_with_ending"]

_YEAR = re.compile(r"(?:19|20)[0-9]{2}")
_ENDING = re.compile(
    # Turkish and Azerbaijani locative and ablative endings, glued or after an apostrophe
    r"['’]?(?:da|de|ta|te|dan|den|tan|ten|də|dək)(?!\w)|"
    # words of time after the year: Turkish, Azerbaijani, Kurmanji, Persian, Sorani, Arabic
    r"[ \t]+(?:yılında|yilinda|ilində|ildə|yılından|beri|bəri|sonra|salê|sala|سال|ساڵی|في|منذ|"
    r"عام|سنة)(?!\w)|"
    # postpositions, spaced or joined: Hindi and Urdu "in", "since", "until", Punjabi, Bengali
    r"[ \t]*(?:में|से|तक|میں|سے|تک|ਵਿੱਚ|ਵਿਚ|ਤੋਂ|ਤੱਕ|সালে|থেকে)(?!\w)",
    re.IGNORECASE,
)


def year_with_ending(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is a year followed by an ending or a postposition of time."""
    return bool(_YEAR.fullmatch(text, start, end)) and bool(_ENDING.match(text, end))
