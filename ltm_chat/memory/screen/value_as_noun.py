"""A password given the role of one, value first, in languages that mark the role with a
particle or a verb around the noun (secret_speech.py runs it): Japanese "X をパスワードにした" /
"X をパスワードとして", Korean "X를 비밀번호로 써", Chinese "用 X 作为密码" / "把密码设成 X"
is read by the noun rules, Hindi "X को पासवर्ड बनाया" / "X पासवर्ड रखा". English says it with
"as" (access_context._as_spans); here the particle or verb is the binding.

The value must be shaped like a chosen password (letters with digits or symbols): "Python を
パスワードに使うな" has no value, and a noun followed by no role particle ("パスワードマネージャー")
names another thing.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.spoken_values import chosen_password, token_core

__all__ = ["value_as_noun_spans"]

# The noun, then what makes the value before it play its role.
_NOUNS = (
    "パスワード",
    "暗証番号",
    "パスコード",
    "비밀번호",
    "비번",
    "암호",
    "패스워드",
    "密码",
    "密碼",
    "口令",
    "पासवर्ड",
)
_ROLE_AFTER = {
    # Japanese: に(する/した), として; Korean: 로/으로 (as, into)
    "パスワード": ("に", "として"),
    "暗証番号": ("に", "として"),
    "パスコード": ("に", "として"),
    "비밀번호": ("로", "으로"),
    "비번": ("로", "으로"),
    "암호": ("로", "으로"),
    "패스워드": ("로", "으로"),
    # Hindi: "bana-" (make), "rakh-" (keep), "istemaal" (use), "set"
    "पासवर्ड": ("बना", "रख", "इस्तेमाल", "सेट"),
}
# The value, then the object particle (Japanese を, Korean 를/을, Hindi को or none).
_BEFORE = {
    "ja": re.compile(r"(?P<v>[!-~]{5,100}?)[ \t]*を[ \t]*\Z"),
    "ko": re.compile(r"(?P<v>[!-~]{5,100}?)[ \t]*[를을][ \t]*\Z"),
    "hi": re.compile(r"(?P<v>[!-~]{5,100}?)[ \t]+(?:को[ \t]+)?(?:अपना[ \t]+|मेरा[ \t]+)?\Z"),
}
# Chinese: "用 X 作为…密码", "拿 X 当密码"; at most 12 characters of what it is for between.
_CHINESE = re.compile(
    r"(?:用|拿|以)[ \t]*(?P<v>[!-~]{5,100}?)[ \t]*(?:作为|作為|当作|當作|当成|當成|当|當|做)"
    r"[^\s。，,.!?！？]{0,12}\Z"
)
# What may follow the Chinese noun in the same clause: particles, "use" ("当密码用").
_CHINESE_ENDINGS = frozenset("了吧啊呢嘛呀的用使")
# After the role particle, a verb made a noun ("するの", "すること", "하는 건") or forbidden
# ("するな", "しないで", "하지 마"): a rule about doing it, not a password someone set.
_UNDONE = re.compile(
    r"[ \t]*(?:するの|すること|するな|しないで|しちゃ|しては|하는 ?건|하는 ?것|하지 ?마)"
)
_BUDGET = 50  # nouns read per text: a memory names its password a few times at most
_REACH = 120


def value_as_noun_spans(text: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each value given a password's role before the noun
    (`chars`: the text's literal finder, whose character answers the noun rules share)."""
    found = []
    for noun in _NOUNS:
        if not chars.has(noun):
            continue
        pos, seen = text.find(noun), 0
        while pos >= 0 and seen < _BUDGET:
            seen += 1
            if value := _value_before(text, noun, pos):
                found.append(("spoken-password", *value))
            pos = text.find(noun, pos + len(noun))
    return found


def _value_before(text: str, noun: str, pos: int) -> tuple[int, int] | None:
    end = pos + len(noun)
    window_start = max(0, pos - _REACH)
    if noun in ("密码", "密碼", "口令"):
        nxt = text[end : end + 1]
        if nxt and "\u4e00" <= nxt <= "\u9fff" and nxt not in _CHINESE_ENDINGS:
            return None  # "作为密码管理器": the noun qualifies another (a manager)
        m = _CHINESE.search(text, window_start, pos)
    else:
        after = text[end : end + 12].lstrip()
        if not after.startswith(_ROLE_AFTER[noun]):
            return None  # no role particle: the noun is a topic or heads a compound
        if _UNDONE.match(after, len(next(r for r in _ROLE_AFTER[noun] if after.startswith(r)))):
            return None  # "Xをパスワードにするのはダメ": the act as a topic or forbidden, not done
        lang = (
            "hi"
            if noun == "पासवर्ड"
            else "ja"
            if noun[0] >= "\u3040" and noun[0] < "\uac00"
            else "ko"
        )
        m = _BEFORE[lang].search(text, window_start, pos)
    if m is None:
        return None
    core = token_core(m.group("v"))
    if not chosen_password(core):
        return None
    return m.start("v"), m.start("v") + len(core)
