"""A session cookie assigned in a text (secret_speech.py runs it): "sessionid=k2v9x8wq…",
"session_token: …", "SessionId": "…", "PHPSESSID=…". Whoever holds it is logged in as its owner, so it is a
credential like a password; its value is drawn at random (16+ letters and digits, no space),
never a session's time, number or name ("session: morning", "session id 12345").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals, capped_occurrences

__all__ = ["session_cookie_spans"]

_COOKIE = re.compile(
    r"sess(?:ion)?[_-]?(?:id|token|key|cookie)[\"']?[ \t]{0,3}[:=][ \t]{0,3}[\"']?"
    r"(?P<v>[A-Za-z0-9%_-]{16,400})"
)
_BUDGET = 100  # "session" words read per text: a message names a cookie or two


def session_cookie_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("session-cookie", start, end) of each session cookie's value."""
    # PHP's and Java's cookies shorten the word: "PHPSESSID=…", "JSESSIONID=…"
    anchors = [w for w in ("session", "sessid") if chars.has(w)]
    found = []
    for pos in sorted({p for w in anchors for p in capped_occurrences(lowered, w, _BUDGET)}):
        m = _COOKIE.match(lowered, pos)
        if m is None:
            continue
        value = text[m.start("v") : m.end("v")]
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            found.append(("session-cookie", m.start("v"), m.end("v")))
    return found
