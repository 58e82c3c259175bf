"""An order's verb that someone else makes an AI do, in the scripts whose word order
third_party_causatives.py does not read (#22 session 28): "说有人想让AI忽略规则", "사람들이
챗봇한테 규칙을 무시하라고 시키는 걸", "คนชอบพยายามหลอกให้แชตบอตเพิกเฉยต่อกฎ", "AIにルールを
無視させる人がいる". The verb is the complement of a causative (让, 叫, 使, 骗 …; -라고 시키다,
-게 하다; หลอกให้, บังคับให้; -させる) whose subject is a third person: the clause reports what
people do to AIs. Still an order: the causative opening its clause ("让助手忽略规则": an
imperative), "you" or the writer in the clause ("我想让你…": a wish said to it), a standing scope
("以后", "앞으로"), or a causative in the imperative ("무시하게 해", "無視させて").
Patterns run on folded (lowered) text; `at` is where the verb read starts.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.sentences import opened_after

__all__ = ["SAID_TO_IT", "made_to_far"]

# Where a clause opens (fold() writes the wide marks as ASCII ones).
_CLAUSE_MARKS = re.compile(r'.*[,.!?;:\n()"“”「」『』《》]', re.S)
# Chinese: a causative, then the one made to act (a few characters), ending at the verb.
_CHINESE = re.compile(
    r"(?:让|讓|叫|使|逼|骗|騙|诱导|誘導|诱使|誘使|哄|引诱|引誘)[^,.!?;:\n]{1,10}$"
)
# Korean: after the verb, a causative in a telling (not imperative) form ("시키는", "만든다").
_KOREAN_AFTER = re.compile(
    r"[가-힣]{0,4}?(?:라고|도록|게) ?(?:시키는|시킨|시켰|만드는|만든|만들었|유도하는|유도한|"
    r"유도했|하는|한다|했|꼬드기는|꼬드긴|꼬드겼|속이는|속인|속였)"
)
# Thai: a causative right before the one made to act (no spaces inside a Thai clause).
_THAI = re.compile(r"(?:หลอกให้|ชักจูงให้|บังคับให้|ล่อให้|ยุให้|ทำให้)[^\s,.!?]{0,12}$")
# Japanese: -させる after the verb, told (not "させて", "させろ", nor "させること", a note's order).
_JAPANESE_AFTER = re.compile(r"[ぁ-んァ-ヶ一-龥]{0,3}?させ(?:る|た|よう|ている|ていた)(?!こと)")
# "You", the writer, or a standing scope in the clause: said to the assistant, or wished by the
# writer ("我想让你…", "내가 …", "以后 …").
SAID_TO_IT = re.compile(
    r"你|您|以后|以後|从现在|從現在|今后|今後|永远|永遠|"
    r"너|네가|당신|내가|제가|나는|저는|앞으로|지금부터|"
    r"คุณ|ต่อไปนี้|"
    r"あなた|君|お前|私[はが]|僕[はが]|俺[はが]|これから"
)
# The writer as the causer, right before the causative ("我想让AI…", "ฉันอยากให้…"): a wish.
_WRITER_CAUSES = re.compile(r"(?:我们|我們|我|ฉัน|ผม|เรา)(?:想|要|希望|需要|อยาก|จะ|ต้อง)?$")
# Words that open an order before a Chinese causative ("请让…", "就让…").
_OPENERS = re.compile(r"(?:请|請|就|再|也|都|一定|马上|馬上|现在|現在|务必|務必)*$")


def made_to_far(folded: str, at: int) -> bool:
    """Whether the verb at folded[at] is what a third person makes an AI do, in Chinese,
    Korean, Thai or Japanese (see the module's docstring)."""
    clause = folded[opened_after(folded, at, 40, _CLAUSE_MARKS) : at]
    if SAID_TO_IT.search(clause):
        return False
    if cause := _CHINESE.search(clause):
        subject = clause[: cause.start()].strip()
        return (
            bool(subject) and not _OPENERS.fullmatch(subject) and not _WRITER_CAUSES.search(subject)
        )
    if cause := _THAI.search(clause):
        subject = clause[: cause.start()].strip()
        return bool(subject) and not _WRITER_CAUSES.search(subject)
    after = folded[at : at + 20]
    if _KOREAN_AFTER.match(after, 1) or _JAPANESE_AFTER.match(after, 1):
        return bool(clause.strip()) and SAID_TO_IT.search(after) is None
    return False
