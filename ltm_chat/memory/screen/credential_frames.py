"""Whether a said credential is someone's: the frames around an access noun (credential_binding.py).

A statement set in a fiction, an example or a translation ("in the film …", "a novel where …", "for
example …"), a noun made generic by its article or an adjective ("a password is like …", "the
most common password") or a noun that qualifies another ("gestore di password"), and a code word
that names a public number ("zip code", "código postal") name no one's credential.
"""

from __future__ import annotations

import functools
import re

from ltm_chat.memory.screen.access_nouns import (
    EXAMPLE_MARKERS,
    FICTION_NOUNS,
    GENERIC_BEFORE,
    INDEFINITE,
    LINKS,
    LOCATING,
    PUBLIC_CODE_BEFORE,
    SCENE_AFTER,
)

__all__ = ["TITLE", "clause_bounds", "generic_noun", "in_frame", "public_code", "unspaced"]

WINDOW = 100  # how far a clause reaches from its noun
# A line break ends a clause unless the next line goes on in lower case (a wrapped value).
# (the one character first, then what it needs around it: `re` skips to the candidates at C
# speed instead of trying each branch at every offset)
# A title's full stop ends no sentence: "the gate code for Mrs. Patel's visit is 1379".
TITLES = ("Mr", "Mrs", "Ms", "Dr", "St", "M", "Mme")
TITLE = re.compile(r"(?:" + "|".join(TITLES) + r")\.")
_TITLE_STOP = "".join(rf"(?<!\b{t}\.)" for t in TITLES)
_CLAUSE_END = re.compile(
    r"[.!?;。！？；\n](?:(?<=[.!?;])"
    + _TITLE_STOP
    + r"(?=\s|$)|(?<=[。！？；])|(?<=\n)(?![ \t]*[a-zà-ÿа-я]))"
)

_EXAMPLE = re.compile(
    r"(?<![a-zà-ÿа-я])(?:" + "|".join(re.escape(m.strip()) for m in EXAMPLE_MARKERS) + r")"
    # a marker is a whole word: "eg" is not "egaba" (Arabizi "the answer"), "egg" or "egal"
    r"(?![a-zà-ÿа-я])"
)
# A language's word for the noun ("the Greek word for password is …"): a translation, no value.
# ("name for" is not one: "my first dog's name for the password reset is Pepper" is an answer.)
_VOCABULARY = re.compile(
    r"\b(?:word|term|translation)s? for (?:a |the )?(?:password|passcode|pin|code|passphrase)s?\b"
)
_POSSESSIVES = frozenset(
    "my our mein meine unser unsere mon ma notre mi mis meu minha mio mia mijn мой моя".split()
)


def unspaced(char: str) -> bool:
    """A script written without spaces between words (CJK, kana, Hangul, Thai; session 41: Lao,
    Khmer and Burmese, which join a noun to its complement as Thai does)."""
    code = ord(char)
    return (
        code >= 0x2E80
        or 0x0E00 <= code <= 0x0EFF
        or 0x1000 <= code <= 0x109F
        or (0x1780 <= code <= 0x17FF)
    )


def clause_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence around text[start:end], at most WINDOW characters either side."""
    begin = max(0, start - WINDOW)
    # (the last clause end before `start`: one search after another, as `finditer` finds them —
    # each match is one character — without building its iterator and a list, ~2 µs a noun)
    while (end_before := _CLAUSE_END.search(text, begin, start)) is not None:
        begin = end_before.end()
    after = _CLAUSE_END.search(text, end, min(len(text), end + WINDOW))
    return begin, after.start() if after else min(len(text), end + WINDOW)


def in_frame(text: str, lowered: str, start: int, end: int) -> bool:
    """Whether the sentence around text[start:end] is set in a fiction or an example
    (`lowered`: the same text lowered, same length)."""
    if end - start > WINDOW:
        return False  # no said value is this long (a fail-closed span, a key block)
    begin, stop = clause_bounds(text, start, end)
    sentence = lowered[begin:stop]
    if _EXAMPLE.search(sentence) or _VOCABULARY.search(sentence):
        return True
    words = [w.strip(",:;()\"'“”«»").removesuffix("'s").rstrip("'") for w in sentence.split()]
    for i, word in enumerate(words):
        if word in FICTION_NOUNS and not (i and words[i - 1] in _POSSESSIVES):
            if any(w in LOCATING for w in words[max(0, i - 3) : i]):
                return True  # "in the film …"
            if i + 1 < len(words) and words[i + 1] in SCENE_AFTER:
                return True  # "a novel where …"
    return False


_PAYMENTS = frozenset("payment transaction m-pesa mpesa hotel rental ticket train bus".split())


_CONFIRMATION = "confirmation "


# What the two frames below read around a noun: before it, and after its start or end.
_PUBLIC_BEFORE_REACH, _PUBLIC_AFTER_REACH = 40, 24
_GENERIC_BEFORE_REACH = 30


def public_code(lowered: str, start: int, end: int) -> bool:
    """A code word that names a public number: "zip code", "order code", "código postal"."""
    lo = max(0, start - _PUBLIC_BEFORE_REACH)
    return _public_code_in(lowered[lo : end + _PUBLIC_AFTER_REACH], start - lo, end - lo)


# (every rule asks of the nouns it reads, many of the same ones: each window answered once)
@functools.lru_cache(maxsize=4096)
def _public_code_in(lowered: str, start: int, end: int) -> bool:
    if lowered.startswith(_CONFIRMATION, start):
        start += len(_CONFIRMATION)  # the noun is "confirmation code": read what names it
    before = lowered[max(0, start - 14) : start].split()[-1:]
    if before == ["confirmation"]:
        # a booking's or a payment's confirmation code is its reference, shown to whoever asks
        # ("my flight confirmation code is …", "the M-Pesa confirmation code …")
        before = lowered[max(0, start - _PUBLIC_BEFORE_REACH) : start].split()[-2:-1]
        return bool(before) and before[0].strip("-") in PUBLIC_CODE_BEFORE | _PAYMENTS
    if lowered[max(0, start - _PUBLIC_BEFORE_REACH) : start].endswith(_GAME_BEFORE):
        return True  # (session 33) a game's code, its puzzle's answer: "the escape room code"
    return bool(before and before[0].strip("-") in PUBLIC_CODE_BEFORE) or _public_after(
        lowered, end
    )


# Games whose code is the answer everyone playing finds (a room's door code is not one).
_GAME_BEFORE = ("escape room ", "escape-room ", "puzzle ", "riddle ", "geocache ", "crossword ")


def _public_after(lowered: str, end: int) -> bool:
    """Romance languages (and Swahili) name a public code after the noun: "code postal",
    "código de barras", "msimbo wa posta"; English a code of rules ("code of conduct")."""
    words = [w.strip(",.:") for w in lowered[end : end + _PUBLIC_AFTER_REACH].split()[:2]]
    if (
        words
        and words[0] in ("de", "di", "da", "do", "a", "du", "del", "wa", "of")
        and len(words) == 2
    ):
        words = words[1:]
    return bool(words) and words[0] in _PUBLIC_AFTER


def generic_noun(lowered: str, start: int) -> bool:
    """`a password is like …`: an indefinite article right before the noun (or one word).
    ("a" is English's indefinite article but Portuguese's definite one: "a senha do wifi".)"""
    lo = max(0, start - _GENERIC_BEFORE_REACH)
    return _generic_noun_in(lowered[lo : start + _NOUN_HEAD_REACH], start - lo)


@functools.lru_cache(maxsize=4096)
def _generic_noun_in(lowered: str, start: int) -> bool:
    words = lowered[max(0, start - _GENERIC_BEFORE_REACH) : start].split()[-2:]
    english = lowered[start : start + 1].isascii() and not lowered.startswith(_ROMANCE, start)
    english = english and _PORTUGUESE_AFTER.match(lowered, start) is None
    if any(w in GENERIC_BEFORE for w in words):
        return True  # "the most common password", "a sample PIN"
    dutch_article = words[-1:] == ["de"] and lowered.startswith(_DUTCH, start)
    if (
        len(words) == 2
        and words[1] in _OF
        and words[0] not in LINKS
        and words[0].isalpha()
        and not dutch_article
    ):
        return True  # "gestore di password": the noun qualifies another thing, the subject
    return any(w in INDEFINITE and (w != "a" or english) for w in words)


_OF = frozenset("of de di do da du del des della van von".split())
# Dutch nouns: their "de" is "the" ("onthoud dat de pincode 8822 is"), not Romance "of"
_DUTCH = ("wachtwoord", "pincode", "toegangscode", "inlogcode", "kluis", "sleutel")


# Romance languages name a public code after the noun: "código postal", "codice fiscale".
_PUBLIC_AFTER = frozenset(
    """postal postale fiscal fiscale promocional promo qr iata swift barras barre área area
    conduct practice ethics conducta conduite condotta verhalten
    error erreur errore descuento réduction sconto referencia référence riferimento reserva
    réservation prenotazione seguimiento suivi país pays paese producto produit prodotto
    rastreio desconto pocztowy pocztowego почтовый индекс
    pos booking pemesanan voucher diskon kupon negara produk referral resi barang telepon
    προϊόντος κράτησης έκπτωσης κουπονιού posta punguzo কোড rabatowy rabatowe rabatowego
    promocyjny promocyjne kreskowy poștal poștale promoțional slevový slevové śledzenia
    przesyłki postar postare poštovní poštový poštové đơn bưu vận giảm khuyến vạch
    скидочный скидки ошибки товара заказа
    pedido pedidos encomenda commande ordine zamówienia objednávky
    الخصم خصم الطلب الطلبية التتبع الشحنة الحجز
    رهگیری پیگیری پستی تخفیف ملی
    awb waybill""".split()  # (session 36: a parcel's air waybill, "cod AWB 5509…")
)
# Nouns of languages whose "a" is "the" (Portuguese, Hungarian: "a széf kódja").
_ROMANCE = ("senha", "chave", "combina", "contra", "clave", "palavra", "parola", "kód", "jelsz")
# session 21: Portugal says "a password do portal é …": "a" is the article when "do"/"é" follows
# (session 22: "a passphrase da chave é …" too)
_PORTUGUESE_AFTER = re.compile(r"pass(?:word|phrase)[ \t]+(?:do|da|dos|das|é)(?!\w)")
# (generic_noun reads this far after a start)
_NOUN_HEAD_REACH = max(*map(len, _ROMANCE + _DUTCH), len("passphrase das"))
