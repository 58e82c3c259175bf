"""A code next to the warning never to share it (secret_speech.py runs it): "Şifreniz 847201. Bu
kodu kimseyle paylaşmayınız.", "קוד האימות שלך הוא 847392. אל תמסור אותו לאף אחד.", "they
texted me a code 553 902, they said don't give it to anyone", "인증번호 [852147] 절대 타인에게
알려주지 마세요".

A bank, a shop or a service sends a one-time code with the same sentence in every language:
do not share it, tell it to no one. That warning says what the number is whatever the code is
called (sent_codes.py needs its noun and a word of sending). So: four to eight digits (or three
and three) within a message's reach of a warning against sharing, telling or giving; not a year,
not a count ("1500 euros"), a time or a reference ("room 4412"; spelled_codes'), not a tracking, order, booking or expired code (sent_codes' tests),
not a piece of a longer number (a phone number's groups).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.sent_codes import _NOT_ONE_TIME, _a_code
from ltm_chat.memory.screen.spelled_codes import _counts_or_refers

__all__ = ["warned_code_spans"]

# The warning, lowered, by language: a negated sharing, telling, giving or disclosing, or "to
# no one" ("share it with everyone" is no warning).
_WARNINGS = (
    *("n't share", "not share", "never share", "n't give it", "not give it", "never give it"),
    *("n't tell anyone", "not tell anyone", "never tell anyone", "n't disclose", "not disclose"),
    *("never disclose", "to no one", "with no one"),
    *("tell no one", "to nobody", "with nobody", "tell nobody"),
    *("nicht weiter", "niemandem", "mit niemand", "ne partagez", "ne communiquez", "ne donnez"),
    *("ne le donnez", "ne divulguez", "à personne", "a personne", "no compartas", "no comparta"),
    *("nunca compartas", "no lo compartas", "a nadie", "con nadie", "não compartilhe"),
    *("não partilhe", "nunca compartilhe", "a ninguém", "com ninguém", "non condividere"),
    *("non comunicare", "a nessuno", "con nessuno", "niet delen", "deel nooit", "code nooit"),
    *("met niemand", "aan niemand", "никому", "не сообщайте", "не передавайте", "nikomu"),
    *("nikome", "nikomur", "nie udostępniaj", "nesdílejte", "paylaşma", "kimseyle", "kimseye"),
    *("אל תמסור", "אל תעביר", "לאף אחד", "لا تشارك", "لا تعطي", "لأي شخص", "مع أحد", "nimănui"),
    *("nu îl comunica", "kenellekään", "älä kerro", "älä anna", "senkinek", "σε κανέναν"),
    *("không chia sẻ", "đừng chia sẻ", "không cung cấp", "jangan berikan", "jangan bagikan"),
    *("jangan beritahu", "jangan sebarkan", "usishiriki", "किसी को न", "किसी के साथ"),
    *("타인에게", "알려주지 마", "他人に", "教えないで", "请勿泄露", "不要告诉", "切勿", "勿向"),
    *("dela inte", "del ikke", "ikke del", "giv ikke"),
)
# Digits alone, never a piece of a longer number on either side.
_CODE = re.compile(
    r"(?<![0-9A-Za-z.,/:+-])(?<![0-9][ -])(?P<v>[0-9]{3}[ -][0-9]{3}|[0-9]{4,8})"
    r"(?![0-9A-Za-z]|[ -][0-9]|[.,/:][0-9])"
)
_NEAR = 200  # how far from the warning its code is (one message)
_FINDS = 20  # a few warnings a message; more are read up to here


def warned_code_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each code within a message's reach of a warning."""
    if not any(map(chars.has, "0123456789")):
        return []
    warned = sorted(
        pos
        for warning in _WARNINGS
        if chars.has(warning)
        for pos in capped_occurrences(lowered, warning, _FINDS)
    )
    found: list[tuple[str, int, int]] = []
    done = 0
    for pos in warned:
        lo, hi = max(done, pos - _NEAR), min(len(lowered), pos + _NEAR)
        if lo >= hi or _NOT_ONE_TIME.search(lowered, max(0, pos - _NEAR), hi):
            continue
        found += [
            ("spoken-pin", *m.span("v"))
            for m in _CODE.finditer(text, lo, hi)
            if _a_code(text, m) and not _counts_or_refers(lowered, *m.span("v"))
        ]
        done = hi
        if len(found) >= _FINDS:
            break  # (one refused is enough; a flood of them is not read to its end)
    return found
