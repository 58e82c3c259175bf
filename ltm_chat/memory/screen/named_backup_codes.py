"""A single backup or recovery code said after its name ("Coinbase 2FA backup: 71829304", "Steam
令牌恢复码 R71294", "복구 코드 9XK2MP4QZ7", "recovery code akun Google: 7781-2204-5519-3306"):
one such code opens the account as a password does, so one is enough (spoken_shapes.py asks for
lists of them, or a key's shape, after any two-factor word).

Only a name that says backup or recovery counts (a bare "2FA code 4821" is a code that expires);
the code comes first after the name, within a label's reach, and is shaped as such codes are:
letters and digits with three digits or more, six digits or more when it is only digits, never a
date ("backup codes regenerated 2024-03-15")."""

from __future__ import annotations

import re

__all__ = ["is_backup_name", "named_backup_code"]

# Names that say the code is a spare or a way back in, by language (the two-factor word before
# them is read by spoken_shapes._TWO_FACTOR; this says which of its hits name a backup).
_BACKUP_NAME = re.compile(
    r"backup|back-up|recovery|secours|respaldo|recupera|recupero|ripristino|herstel|резерв|"
    r"восстановл|бекап|бэкап|备用|備用|恢复|バックアップ|リカバリー|復旧|回復|백업|복구|"
    r"wiederherstell|sicherungscode|notfallcode|återställ|reservkod|gjenoppretting|reservekode|"
    r"gendannelse|backupkode|palautus|varakoodi|yedek|kurtarma|cadangan|pemulihan|εφεδρικ|"
    r"ανάκτησης|zapasow|odzyskiwania|récupération|גיבוי|שחזור|الاسترداد|الاحتياط|rezerv|"
    r"khôi phục|dự phòng|"
    # (session 32: the Nordic, Baltic, Balkan, Central European and Caucasian words)
    r"endurheimt|taaste|atjaunoš|atkūrim|atsargin|վերականգն|կրկնօրինակ|აღდგენ|záložn|obnov|"
    r"helyreáll|tartalék|varmuus|varakóð|oporav|استرجاع|پشتیبان|بازیابی|ajiya|"
    r"መልሶ[ \t]+ማግኛ|መጠባበቂያ|"  # (session 40: Amharic "recovery", "spare"; and below)
    r"akiba|kurejesha|បម្រុង|အရန်|ສຳຮອງ|بیک[ \t]?اپ|нөөц|резервт|қалпына|zaxira|ehtiyat|запастык|"
    r"эҳтиёт|பேக்அப்|ബാക്കപ്പ്|బ్యాకప్|ಬ್ಯಾಕಪ್|උපස්ථ"
)


def is_backup_name(name: str) -> bool:
    """Whether a two-factor word `name` says backup or recovery ("yedek kod", "backup codes")."""
    return _BACKUP_NAME.search(name.lower()) is not None


_REACH = 50  # how far after the name its code may begin (a few words of whose account, a label)
_STOPS = ".!?\n"
_CODE = re.compile(r"(?:[0-9A-Za-z]{2,12}[- ]){0,4}[0-9A-Za-z]{2,12}(?![0-9A-Za-z])")
_NUMBERING = re.compile(r"[0-9]{1,2}[.)][ \t]+")
_DATE = re.compile(r"[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}|[0-9]{1,2}-[0-9]{1,2}-[0-9]{2,4}")
# Between two codes of a list: a comma of any script, "and" in a few languages, or a number.
_NEXT = re.compile(
    r"[ \t]*[,;/،，、][ \t]*(?:[0-9]{1,2}[.)][ \t]+)?"
    r"|[ \t]+(?:and|et|y|e|und|en|и|і|و|ve|va|dan|と|和|및|[0-9]{1,2}[.)])[ \t]+"
    r"|[ \t]*(?:と|和|및)[ \t]*"
)


def _code_at(text: str, pos: int, end: int, like: str = "") -> int | None:
    """The end of the code at `pos`, or None when what is there is no such code; `like`: the
    list's first code (one of the same length and separators needs only a digit: "7qpw-r9tn")."""
    m = _CODE.match(text, pos, end)
    if m is None:
        return None
    code = m.group()
    # (a code spaced in groups ends where a word begins: "R7K2P saving" is one code)
    while " " in code and not any(c.isdigit() for c in code.rsplit(" ", 1)[1]):
        code = code.rsplit(" ", 1)[0]
    body = code.replace("-", "").replace(" ", "")
    digits = sum(c.isdigit() for c in body)
    if (
        like
        and digits
        and [len(g) for g in re.split("[- ]", code)] == [len(g) for g in re.split("[- ]", like)]
    ):
        return pos + len(code)
    if len(body) < 5 or digits < 3 or (digits == len(body) and digits < 6):
        return None
    if _DATE.fullmatch(code):
        return None
    return pos + len(code)


def named_backup_code(text: str, name: str, start: int, end: int) -> tuple[int, int] | None:
    """The span of the code (and the codes listed after it) after a backup or recovery name
    (`name`: the two-factor word; the words after it up to the code may name the backup), or
    None."""
    digit = next((i for i in range(start, min(end, start + _REACH)) if text[i].isdigit()), None)
    if digit is None or any(c in _STOPS for c in text[start:digit]):
        return None
    # (the name may follow the two-factor word: "2FA backup: …")
    if _BACKUP_NAME.search(name.lower() + " " + text[start:digit].lower()) is None:
        return None
    first = digit
    while first > start and text[first - 1].isalnum() and text[first - 1].isascii():
        first -= 1
    if (numbered := _NUMBERING.match(text, first, end)) is not None:
        first = numbered.end()  # ("1. 5k8m-2pqz 2. …": the number is the list's, not a code)
    last = _code_at(text, first, end)
    if last is None:
        return None
    like = text[first:last]
    while (sep := _NEXT.match(text, last, end)) is not None:
        more = _code_at(text, sep.end(), end, like)
        if more is None:
            break
        last = more
    return first, last
