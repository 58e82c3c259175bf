"""An API's key named in any language, then its generated value (secret_speech.py runs it): "API
ključ za vremensko aplikacijo: 9a7f3c21…", "Fy allwedd API OpenWeather: 8f3a2c9d…", "این کلید API
دیوار رو نگه دار: 3a9f7c21…", "Der API-Key für DeepL ist 8a7f6e5d-…:fx", "Azure DevOps PAT hai
4kq2xm9…".

"API" is written the same in every language, and the key's own word ("ključ", "allwedd",
"کلید", "lykill") stands beside it; the value a provider generates follows in the clause: hex
of 32 digits or more, a UUID, or a long run mixing letters and digits drawn at random. An
"AppSecret" or a personal access token ("PAT", in capitals) is the same thing by its own name.

Not a key: an API's request, trace or commit id (an identifier of a call, named so), a version
or a date, a URL, a readable name (no random draw), a key word with no API named.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET, OverBudget
from ltm_chat.memory.screen.secret_shape import entropy_bits

__all__ = ["api_key_named_spans"]

# the key's own word in the languages people write (lowered; a case ending may follow)
_KEY_WORDS = (
    r"keys?|schlüssel|clé|cle|clave|chiave|chave|sleutel|nyckel(?:n)?|nøkkel(?:en)?|nøgle(?:n)?|"
    r"avain|ključ|kljuc|klucz|klíč|kľúč|kulcs|cheie|anahtar\w{0,3}|ключ\w{0,2}|κλειδί|lykill|"
    r"allwedd|eochair|kunci|khóa|ufunguo|کلید|مفتاح|מפתח|कुंजी|चाबी|キー|密钥|密鑰|키|"
    r"secret|token|appsecret|app[ \t]+secret"
)
# "API" and the key's word within two words of each other, either order (or a name of its own)
_NAMED = re.compile(
    rf"(?<![^\W\d_])(?:api(?:[ \t-]+\S+){{0,2}}?[ \t-]*(?:{_KEY_WORDS})(?![^\W\d_])|"
    rf"(?:{_KEY_WORDS})(?:[ \t]+\S+){{0,1}}[ \t]+api(?![^\W\d_])|appsecret|app[ \t]+secret)"
)
_PAT = re.compile(r"(?<![^\W\d_])PAT(?![^\W\d_])")
# the value: hex of 32+, a UUID (a provider's suffix may follow), or a long mixed run
_VALUE = re.compile(
    r"(?<![\w-])(?P<v>[0-9a-f]{32,}|[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}(?::[a-z]{2})?"
    r"|[A-Za-z0-9_-]{24,})(?![\w-])"
)
# the clause between name and value: no sentence end, no identifier's word
_GAP = re.compile(r"[^\n.;!?。]{0,60}")
_IDENTIFIER = re.compile(
    r"(?<![^\W\d_])(?:id|ids|request|trace|commit|hash|sha|md5|checksum|version|url|endpoint)"
    r"(?![^\W\d_])"
)
_FINDS = 20


def _random(value: str) -> bool:
    """Hex or a UUID, or letters and digits mixed with a random draw's entropy."""
    if re.fullmatch(r"[0-9a-f-]+(?::[a-z]{2})?", value):
        return True
    has_digit = any(c.isdigit() for c in value)
    has_letter = any(c.isalpha() for c in value)
    return has_digit and has_letter and entropy_bits(value) >= 3.8


def api_key_named_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-key", start, end) of each generated value after an API key's name."""
    if not (chars.has("api") or chars.has("app secret") or chars.has("pat")):
        return []
    names = [m.end() for m in _NAMED.finditer(lowered)] + [m.end() for m in _PAT.finditer(text)]
    found: list[tuple[str, int, int]] = []
    for n, end in enumerate(sorted(names)):
        if n > KEYWORD_BUDGET:
            break  # a flood of candidates is read up to the budget
        gap = _GAP.match(text, end)
        window_end = gap.end() if gap else end
        for m in _VALUE.finditer(text, end, min(len(text), window_end + 200)):
            if m.start() > window_end:
                break
            if _IDENTIFIER.search(lowered, end, m.start()):
                break  # "API request id 8f3a…": a call's identifier, not its key
            value = m.group("v")
            if _random(value.lower() if value.islower() else value):
                found.append(("spoken-key", *m.span("v")))
                if len(found) > _FINDS:
                    raise OverBudget(found[0][1])
            break
    return found
