"""The code of a thing that locks in Japanese, Korean and Chinese, named by the words for a code
or a number (secret_speech.py runs it): "ガレージのコードは 7731", "自転車の鍵の番号 5580",
"갤러리 출입 코드 4455", "알람 해제 1212", "家里报警器的解除码 3316".

locked_thing_codes.py reads this in the spaced languages; these scripts join the lock, its
particle and the code's word without spaces, and a code or a number (コード, 番号, 코드, 번호,
码) is a public one after a phone, an order, a room or a post office. Here the lock (a door,
gate, shutter, alarm, safe, locker, key, padlock) is named in the same clause just before the
code's word, and the digits follow it after at most a particle: four to eight, three for what
opens by dials (a safe, a locker, a padlock, a bicycle key); not a price, a count or a date.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.scan_budget import OverBudget

__all__ = ["public_number_before", "cjk_lock_code_spans"]

_FINDS = 20  # a note names a few codes; more is a flood (fail closed)
_EXAMINED = 1000  # code words looked at: past them the rest of a long text is not read
_REACH = 15  # the lock is named this close before the code's word (its clause) …

_CODE_WORDS = ("コード", "코드", "해제", "码", "碼", "解除番号")  # a code, a disarming
# (session 36) a lock's password or PIN word is its code too ("사물함 비번 208", "locker 密碼 315")
_CODE_WORDS += ("密碼", "密码", "비번", "비밀번호", "暗証番号", "パスワード")
_NUMBER_WORDS = ("番号", "번호")  # a number: a locker's or a door's own too, so only a lock's
# Things whose code is keyed (four digits or more) or dialled (three are enough) …
_KEYED = (
    "ガレージ|シャッター|ドア|玄関|門|扉|警報|アラーム|非常口|入口|裏口|"
    "출입|현관|대문|정문|후문|알람|경보|게이트|차고|셔터|"
    "门禁|大门|房门|报警器|警报|警報器|车库|車庫|門禁|"
    # an alarm and a security system named by what they do: "冰箱报警解除码", "警備会社の…解除番号"
    "报警|報警|警備|セキュリティ"
)
_DIALS = "金庫|ロッカー|금고|사물함|保险箱|保险柜|保險箱|柜|櫃|[Ll]ocker"
# … and locks that have no number of their own: any number of theirs is the code
_NUMBERLESS = "鍵|南京錠|キーボックス|保管箱|オートロック|자물쇠|도어락|보관함|门锁|锁|鎖"
_THING = re.compile(rf"(?P<dials>{_DIALS}|{_NUMBERLESS})|(?:{_KEYED})")
_OWN_NUMBERLESS = re.compile(_NUMBERLESS)
# What makes the number a public one, right before the code's word
_PUBLIC = re.compile(
    r"(?:電話|携帯|注文|会員|郵便|予約|部屋|追跡|整理|座席|受付|商品|型|登録|"
    r"전화|주문|회원|우편|방|예약|송장|좌석|상품|"
    r"电话|手机|订单|会员|邮政|房间|快递|单|座位|型|部门|部門|邮编|条形|二维|號)[ \t]*\Z"
)


def public_number_before(text: str, pos: int) -> bool:
    """Whether the word right before `pos` makes the number a public one ("電話番号")."""
    return _PUBLIC.search(text, max(0, pos - 4), pos) is not None


_CLAUSE_MARK = re.compile(r"[。、,.!?！？;\n]")
# the value after a particle or a colon, not a price, a count or a date after it
_VALUE = re.compile(
    r"[ \t]*(?:は|:|：|는|은|이|가|是|为|為|=)?[ \t]*(?P<v>[*#]?(?P<d>[0-9]{3,8})[#*]?)"
    r"(?![0-9]|[ \t]*(?:円|원|元|号|番|자리|桁|位|年|月|日|時|分|개|명|人|個|回|번째|%|[.,/:-][0-9]))"
)


def _lock_before(text: str, start: int) -> re.Match[str] | None:
    """The nearest lock named before the code's word in its clause, or None."""
    head = max(0, start - _REACH)
    if mark := [m.end() for m in _CLAUSE_MARK.finditer(text, head, start)]:
        head = mark[-1]
    things = list(_THING.finditer(text, head, start))
    return things[-1] if things else None


def cjk_lock_code_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each lock's code named by a CJK word for a code."""
    found: list[tuple[str, int, int]] = []
    examined = 0
    for word in _CODE_WORDS + _NUMBER_WORDS:
        pos = text.find(word) if chars.has(word) else -1
        while pos >= 0 and examined < _EXAMINED:
            examined += 1
            end = pos + len(word)
            value = _VALUE.match(text, end)
            thing = _lock_before(text, pos) if value else None
            if word in _NUMBER_WORDS and thing is not None:
                thing = thing if _OWN_NUMBERLESS.fullmatch(thing.group()) else None
            if thing is not None and not _PUBLIC.search(text, max(0, pos - 4), pos):
                fewest = 3 if thing.group("dials") else 4
                if len(value.group("d")) >= fewest:
                    found.append(("spoken-pin", *value.span("v")))
                    if len(found) > _FINDS:
                        raise OverBudget(found[0][1])
            pos = text.find(word, end)
    return found
