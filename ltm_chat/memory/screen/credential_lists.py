"""Credentials listed under a plural noun, each after what it opens (secret_speech.py runs
it): "passwords for the kids' accounts: emma = Unicorn2015, leo = Dino2017", "passwords I keep
forgetting: netflix Aurora!Borealis, spotify MidnightSun99", "resumen de claves …: Facebook
Lucho_88, banco 4093", "Paki-remember ang mga code: stock room 8080, pantry 1212".

The plural noun names what the list holds; each item is a name (an account, a room, a device)
and its value last. Two items at least must end in a value shaped as one — a chosen or random
password, or four to eight digits that are no year — so a list of settings, versions or rules
("passwords: 12 characters minimum, rotated yearly") is not read as one.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.credential_frames import public_code
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.spoken_values import chosen_password, random_letters, token_core

__all__ = ["credential_list_spans"]

# plural (or number-neutral) nouns of passwords and codes; "mga code" is Tagalog's plural
_HEADS = (
    *("passwords", "passwörter", "kennwörter", "mots de passe", "contraseñas", "claves"),
    *("senhas", "wachtwoorden", "hasła", "hesla", "пароли", "паролі", "lösenorden"),
    *("salasanat", "jelszavak", "şifreler", "logins", "pins", "codes", "códigos", "codici"),
    *("mga code", "mga password", "kodlar", "kody", "koder", "koodit", "коды", "коди"),
)
_HEAD = re.compile(
    r"(?<!\w)(?:" + "|".join(re.escape(h) for h in _HEADS) + r")(?!\w)[^\n:.!?]{0,40}:[ \t]*"
)
_ITEM = re.compile(r"[^,;\n]+")
_LABEL = re.compile(r"[ \t]*(?:[=:→]|->|-)[ \t]*")
_CODE = re.compile(r"[0-9]{4,8}[#*]?")
_YEAR = re.compile(r"(?:19|20)[0-9]{2}")


def _item_value(text: str, item: re.Match[str]) -> tuple[int, int] | None:
    """The value ending an item "name value" / "name = value", if it is shaped as one."""
    words = item.group().split()
    if len(words) < 2 or len(words) > 6:
        return None
    last = words[-1]
    start = item.start() + item.group().rstrip().rfind(last)
    core = token_core(last)
    if not core:
        return None
    if _CODE.fullmatch(core):
        return None if _YEAR.fullmatch(core) else (start, start + len(core))
    if chosen_password(core) or random_letters(core):
        return start, start + len(core)
    return None


def _rule(text: str, start: int, end: int) -> str:
    return "spoken-pin" if _CODE.fullmatch(text, start, end) else "spoken-password"


def credential_list_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """(rule, start, end) of each value in a list of credentials (a PIN's rule for digits)."""
    if not chars.has(":") or not any(map(chars.has, _HEADS)):
        return []
    found: list[tuple[str, int, int]] = []
    for head in _HEAD.finditer(lowered):
        noun_end = head.start() + len(head.group().split(":")[0].rstrip())
        if public_code(lowered, head.start(), noun_end):
            continue  # "error codes: …", "zip codes: …": public numbers
        line_end = text.find("\n", head.end())
        line_end = len(text) if line_end < 0 else line_end
        values = [
            value
            for item in _ITEM.finditer(text, head.end(), line_end)
            if (value := _item_value(text, item)) is not None
        ]
        if len(values) >= 2:
            found += [(_rule(text, *value), *value) for value in values]
    return found
