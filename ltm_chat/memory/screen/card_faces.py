"""A payment card's face as people copy it into a chat, whether or not its check digit is right
(spoken_shapes.py runs it): four groups of four digits, then what else is printed on the card —
the expiry ("08/27", "03 slash 26", "expiry 03 26") or the security code on its back ("CVV
771", "kod z tyłu 219", "back number 228", "שלוש ספרות בגב 337") — with a word for a card or its
expiry near the number, in the languages people write. An order number dated "03/25" has no
card's word; a number with neither an expiry nor a security code after it is no card's face.

`security_code_after` finds the code on the card's back after a card number, so that the
number and that code are hidden together.
"""

from __future__ import annotations

import re

__all__ = ["card_face", "security_code_after"]

# (session 32: or its sixteen digits unspaced, which count only with an expiry after them)
_CARD_FACE = re.compile(r"[0-9]{4}([ -])[0-9]{4}\1[0-9]{4}\1[0-9]{4}|(?P<unspaced>[0-9]{16})")
# The words that name a card's expiry ("valid till", "son kullanma", "ważna do", "תוקף").
_EXPIRY_WORDS = (
    r"exp|valid|gültig|ablauf|scad|vence|venc|geldig|udløb|utløp|giltig|срок|ważn|"
    r"kullanma|voimassa|lejár|platn|valab|תוקף|تنتهي|صالحة|有效|有効|유효"
)
# an expiry with its slash (or a spoken "slash"), or with a space only after an expiry word
_FACE_EXPIRY = re.compile(
    r"\D{0,30}?(?<![0-9/.])(?:0[1-9]|1[0-2])(?:/|[ \t]+slash[ \t]+)(?:[0-9]{2}|20[0-9]{2})"
    r"(?![0-9/])"
    rf"|\D{{0,30}}?(?:{_EXPIRY_WORDS})\D{{0,15}}?(?<![0-9])(?:0[1-9]|1[0-2])[ \t]*[-.]?[ \t]*"
    r"(?:[0-9]{2}|20[0-9]{2})(?![0-9/])",
    re.IGNORECASE,
)
# an expiry right after the number, a comma or an expiry's word at most between
_EXPIRY_RIGHT_AFTER = re.compile(
    rf"[ \t]*[,;]?[ \t]*(?:(?:{_EXPIRY_WORDS})\w*[ \t.:]*)?(?:0[1-9]|1[0-2])/(?:[0-9]{{2}}|20[0-9]{{2}})"
    r"(?![0-9/])",
    re.IGNORECASE,
)
# The code on the card's back by its names: "CVV", "security code", "kod z tyłu", "back number".
_SECURITY_CODE = re.compile(
    r"[^\n]{0,60}?(?:cvv2?|cvc2?|code|código|codigo|cifre|kod(?:u|em)?|cryptogramme|"
    r"back(?:[ \t]+number)?|on the back|z tyłu|au dos|atrás|hinten|sul retro|"
    r"prüfnummer|güvenlik|קוד|בגב|رمز|安全码|コード|보안)\D{0,5}([0-9]{3,4})(?![0-9])",
    re.IGNORECASE,
)
# and a word for a card or its expiry near it (Turkish "kart", Polish "karty", Hebrew "כרטיס")
_FACE_WORDS = re.compile(
    r"cvv|cvc|exp|valid|gültig|ablauf|scad|vence|venc|geldig|udløb|utløp|giltig|срок|кар|"
    r"card|kort|karte|carte|tarjeta|cartão|cartao|carta|kaart|kart|kártya|visa|mastercard|"
    r"amex|卡|カード|카드|بطاقة|تنتهي|کارت|כרטיס|ויזה|תוקף|"
    # session 32: "card" (and "expiry", "CVV" as sounds) in the scripts of South Asia, the
    # Caucasus, Greece, Ethiopia, and in Serbian, Thai, Vietnamese, Indonesian, Swahili
    r"कार्ड|ਕਾਰਡ|કાર્ડ|কার্ড|கார்டு|కార్డ్|ಕಾರ್ಡ್|കാർഡ്|کارڈ|एक्सपायरी|सीवीवी|ბარათ|քարտ|"
    r"κάρτ|kartic|картиц|บัตร|thẻ|kartu|kadi|ካርድ",
    re.IGNORECASE,
)


def security_code_after(text: str, end: int) -> tuple[int, int] | None:
    """The span of the security code said within a clause after a card number ending at
    `end`."""
    tail = _SECURITY_CODE.match(text, end)
    return tail.span(1) if tail else None


def card_face(text: str, m: re.Match[str]) -> str | None:
    """The card number `m` starts with when it is a card's face: four groups of four digits
    (and any more the run holds), an expiry or a security code after them, a card's word
    around them."""
    face = _CARD_FACE.match(m.group())
    if face is None:
        return None
    number, after = face.group(), m.start() + face.end()
    if face.group("unspaced") and (
        face.end() != len(m.group()) or not _EXPIRY_RIGHT_AFTER.match(text, after)
    ):
        return None  # sixteen digits in a row are a card's only with its expiry right after
    if not _FACE_EXPIRY.match(text, after):
        # more groups after the four are the number's own (UnionPay's 19 digits): all hidden
        number, after = m.group(), m.end()
        if security_code_after(text, after) is None:
            return None
    around = text[max(0, m.start() - 40) : m.start()] + text[after : after + 40]
    return number if _FACE_WORDS.search(around) else None
