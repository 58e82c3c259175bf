"""Whether a standing rule is said to the assistant here: the text names the assistant, its rules
or its user, or asks it to keep something ("remember", "merk dir", "zapisz", "catat"), and the
hit is no report, habit, question or forbidden order (ordered_here.not_ordered_here). A rule
stated of a life with nobody addressed ("at work my boss's requests come before mine", "in our
app anything in brackets is a system command") is told of, not given (session 34: the skip of
instruction_others_outrank and instruction_marks_declared)."""

from __future__ import annotations

import re

from ltm_chat.memory.screen.ordered_here import not_ordered_here

# The text said to the assistant: it names the assistant, its rules or its user, or asks it to
# keep what it says.
_ADDRESSED = re.compile(
    r"(?<!\w)(?:you|your|u|ur|assistant|ai|bot|the user|user's|remember|save|store|memori[sz]e|"
    r"keep this|note|treat|obey|follow|comply|merk\w*|speicher\w*|dir|dich|du|deine\w*|befolge|"
    r"nutzer\w*|guarda|recuerda|apunta|tus|ti|te|usuario|obedece|retiens|enregistre|mémorise|"
    r"tes|toi|utilisateur|lembr\w*|salva|grava|memorizza|ricorda|zapisz|zapamiętaj|twoim\w*|"
    r"użytkownik\w*|not al|kaydet|hatırla|unutma|sen|senin|kullanıcı\w*|uy|catat|ingat|simpan|"
    r"kamu|turuti|pengguna|yaad|tumhari|tum|maano|запам'ятай|запомни|збережи|сохрани|ти|ты|"
    r"тебе|тобі)(?!\w)"
    # (scripts without word spaces, or whose words take prefixes: Hebrew, Arabic, CJK)
    r"|(?:שמור|תזכור|זכור|אתה|احفظ|تذكر|أنت|覚え|保存|记住|記住|기억|저장)"
    # (session 36) Persian, Azerbaijani, Kurdish, Mongolian, Arabizi, Hebrew in Latin letters;
    # "you" and a request to the listener in Chinese, Japanese, Korean
    r"|(?<!\w)(?:yadet|yadda saxla|sən|sənin|istifadəçi\w*|tu|asîstan|bîr bike|enta|enti|inta|"
    r"ehfaz\w*|ha-?ozer|zachor|tizkor|kabul et|icra et|bicîh bîne|e[3e]tebr\w*)(?!\w)"
    r"|(?:یادت|دستیار|اجرا کن|تۆ|بیرت|чи |чамд|санаж|хадгал|биелүүл|гэж үз|хэрэглэгч|你|妳|您|あなた|君|너|당신|해줘|해 줘)"
)


def not_kept_here(folded: str, start: int, end: int, lo: int, hi: int) -> bool:
    """Whether the hit at folded[start:end] is forbidden, asked about, a habit or a report, or
    the text says nothing to the assistant."""
    if _ADDRESSED.search(folded) is None:
        return True
    return not_ordered_here(folded, start, end, lo, hi)
