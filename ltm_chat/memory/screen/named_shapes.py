"""Secrets a word names and a shape confirms, whatever the list they come from (secret_speech.py
runs them): a card's security code (CVV, CVC, cryptogramme…) is three or four digits; a
wallet's recovery phrase named in any language is a run of 12-24 plain words after its colon,
in whatever language its word list is (the BIP-39 check in spoken_shapes.py reads English).
Session 22: a disk's recovery key is eight groups of six digits (BitLocker's shape): joined by
hyphens nothing else has it; joined by spaces, a key word before it names it.
Session 41: a bank's security card (Korean "보안카드", a coordinate card, a code card, "密保卡",
"乱数表") is a grid of numbered codes; its entries written as their numbers and digits ("12번
3847, 27번 9021", "A3: 47", "01:4728") are its secrets."""

from __future__ import annotations

import re

from ltm_chat.memory.screen.anchors import anchors
from ltm_chat.memory.screen.literals import Literals, capped_occurrences

__all__ = ["CVV_WORDS", "SEED_NOUNS", "named_shape_spans"]

# A card's security code by its names (the code is printed on the card, never public).
CVV_WORDS = (
    "cvv",
    "cvc",
    "cvn",
    "csc",
    "cryptogramme",
    "código de seguridad",
    "codigo de seguridad",
    "código de segurança",
    "codice di sicurezza",
    "kartenprüfnummer",
    "prüfnummer",
    "card security code",
    "код cvv",
    "安全码",
    "セキュリティコード",
)
_CVV = re.compile(
    r"(?:cvv2?|cvc2?|cvn|csc|cryptogramme(?: visuel)?|c[óo]digo de segurid?ad|"
    r"código de segurança|codice di sicurezza|(?:karten)?prüfnummer|card security code|"
    r"код cvv|安全码|セキュリティコード)"
    # the code: at once or after ":", "is", "=" (never a count: "3 digits", "cvv 3-4")
    r"(?:[ \t]*[:=：][ \t]*|[ \t]+(?:is|ist|est|es|é|è|код|:)?[ \t]*)"
    r"(?P<v>[0-9]{3,4})(?![0-9]|[ \t]*(?:-|digits|chiffres|dígitos|ziffern|stellen|цифр))",
)
# session 21: the security code told by where it is printed ("the three numbers on the back are
# 418", "kod z tyłu karty to 551", "i tre numeri sul retro della carta sono 764"): a card
# must be named in the text (a jersey's back has numbers too)
_BACK_WORDS = (
    *("on the back", "at the back", "z tyłu", "sul retro", "dietro", "de atrás", "detrás"),
    *("de trás", "atrás", "no verso", "au dos", "derrière", "hinten", "auf der rückseite"),
    *("на обороте", "сзади", "с обратной стороны", "arkasında", "arkadaki", "aan de achterkant"),
)
_BACK_CODE = re.compile(
    r"[^\n.;]{0,40}?(?:[ \t]*[:=]|[ \t](?:is|are|was|were|es|son|est|sont|ist|sind|é|são|è|sono|"
    r"to|jest|są|это|—|-))[ \t]*(?P<v>[0-9]{3,4})(?![0-9]|[ \t]*(?:[-0-9]|digits|chiffres|"
    r"dígitos|ziffern|cifre|cyfr|цифр))"
)
# what is printed there is named as a code or its digits (a phone number is "the number")
_BACK_NAMED = re.compile(
    r"(?:code|kod|c[óo]digo|codice|numbers|digits|n[úu]meros|numeri|d[íi]gitos|cifre|cyfr|"
    r"ziffer|zahlen|chiffres|цифр|код|rakam|cijfers)[^\n.;]{0,30}$"
)
_CARD = re.compile(
    r"card|karty|karta|carta|tarjeta|carte|karte|cartão|cartao|карт|kart|visa|mastercard|amex"
)
# Recovery or seed phrase of a wallet, by language: the words follow a colon.
SEED_NOUNS = (
    "seed phrase",
    "recovery phrase",
    "wallet phrase",
    "secret recovery phrase",
    "mnemonic",
    "seed words",
    "recovery words",
    "phrase de récupération",
    "phrase de recuperation",
    "phrase mnémonique",
    "phrase secrète",
    "frase semilla",
    "frase de recuperación",
    "frase de recuperacion",
    "frase semente",
    "frase de recuperação",
    "frase di recupero",
    "wiederherstellungsphrase",
    "seed-phrase",
    "seedphrase",  # written as one word (fresh21)
    "herstelzin",
    "сид-фраза",
    "мнемоническая фраза",
    "фраза восстановления",
    "kurtarma ifadesi",
    "助记词",
    "助記詞",
    "リカバリーフレーズ",
    "복구 문구",
    # a wallet's words named "recovery words" or "restore phrase" in more languages (session 13)
    "mots de récupération",
    "mots de recuperation",
    "palabras de recuperación",
    "palabras de recuperacion",
    "palavras de recuperação",
    "parole di recupero",
    "paraules de recuperació",
    "herstelwoorden",
    "wiederherstellungswörter",
    "återställningsfras",
    "gjenopprettingsfrase",
    "gendannelsessætning",
    "palautuslause",
    "fráze pro obnovu",
    "obnovovací fráze",
    "fraza odzyskiwania",
    "fraza seed",
    "frasa pemulihan",
    "kata pemulihan",
    "cụm từ khôi phục",
    "kurtarma kelimeleri",
    "слова восстановления",
    "фраза відновлення",
    "φράση ανάκτησης",
    "復元フレーズ",
    "シードフレーズ",
    "复原词",
    "恢复短语",
    "복구 단어",
    "시드 문구",
    # session 19: Arabic, Persian, Hebrew, Hindi (their wallets' words are the English list)
    "عبارة الاسترداد",
    "عبارة الاسترجاع",
    "كلمات الاسترداد",
    "عبارت بازیابی",
    "کلمات بازیابی",
    "ביטוי השחזור",
    "ביטוי שחזור",
    "מילות השחזור",
    "מילות שחזור",
    "रिकवरी फ्रेज़",
    "रिकवरी फ्रेज",
    "सीड फ्रेज़",
    "सीड फ्रेज",
    # session 26: a seed's other names ("backup phrase", Keybase's "paper key"), and the Russian
    # noun written with a space
    "backup phrase",
    "paper key",
    "сид фраза",
)
# The label after the noun: a colon within the clause, "=", or a copula ("is", Japanese "は",
# Chinese "是"); session 26: a later colon on the line too ("phrase : soleil 12 mots… non: …"),
# a person correcting themselves before the words. Then 12-24 plain words, maybe quoted.
_AFTER_NOUN = re.compile(
    r"[^:：\n.!?=]{0,80}?(?:[:：=]|[ \t](?:is|are|est|ist|es|é|è|это|—)[ \t]|は|是)"
    r"[ \t\u3000]*[\"'«“「]?[ \t]*"
)
_RETRIED_NOUNS = 3
_LATER_COLON = re.compile(r"[^\n]{0,160}?[:：][ \t\u3000]*")
# (kana lists' words are parted by the ideographic space; Chinese lists' words are one Han each,
# but a seed written in a person's own Chinese words has words of two Han or more)
_PLAIN_WORDS = re.compile(
    r"(?:[^\W\d_]{2,12}[ \t\u3000]+){11,23}[^\W\d_]{2,12}(?![^\W\d_])"
    r"|(?:[\u4e00-\u9fff]{1,4}[ \t\u3000]+){11,23}[\u4e00-\u9fff]{1,4}(?![^\W\d_])"
)
# A run of words said about a phrase, not the phrase: function words no word list holds.
_FUNCTION = frozenset(
    """the a an and or of to in on it is are you your my i we them they this that these those
    write down keep somewhere safe never with for be will from all not le la les de des du et
    un une est vous ne pas el los las y un una es no con que para der die das und ein eine ist
    nicht mit zu sie o os e um é não com il lo gli è di che non het een en van""".split()
)


def _few_function_words(listed: list[str]) -> bool:
    """At most one function word: twelve words of prose hold several, a seed drawn in another
    language may hold one by chance (Polish "las", a forest, is Spanish "las")."""
    return len(_FUNCTION.intersection(listed)) <= 1


# session 20: a wallet named in any language ("le parole del portafoglio sono …", "die Wörter für
# das Bitcoin Ding … sind …"): its words follow a colon or the last "are" within reach, and hold
# no function word ("my wallet holds old photos receipts cards …" lists things, with no "are").
_WALLET_NOUNS = (
    *("wallet", "portafoglio", "carteira", "portfel", "portefeuille", "portofel", "cartera"),
    *("billetera", "plånbok", "lommebok", "tegnebog", "lompakko", "peněženk", "pénztárc"),
    *("cüzdan", "кошел", "гаманц", "dompet", "bitcoin", "crypto", "krypto"),
    *("المحفظة", "محفظة", "کیف پول", "ארנק"),  # session 26: Arabic, Persian, Hebrew
)
_COPULAS = frozenset(
    """is are was were ist sind est sont es son são é è sono zijn är er on ni sunt este są to
    jsou je jsou""".split()
)
_BACK_BUDGET = 20  # a card's back named more often is a flood, read up to there
_WALLET_REACH = 60  # how far after the wallet's noun its words may begin
# session 21: a wallet after a place preposition ("in my wallet are keys coins …", "im Portfel",
# "dans mon portefeuille", "в кошельке") holds things; its words are named only by a word noun
_PLACED = re.compile(
    r"(?:^|[^\w])(?:in|inside|into|im|ins|dans|en|nel|nella|dentro|no|na|em|w|we|в|во|i|på|uit|"
    r"aus|içinde|di)[ \t]+(?:[^\W\d_]+[ \t]+){0,2}$"
)
_WORD_NOUNS = re.compile(
    r"words|phrase|seed|mnemonic|parole|palabras|palavras|mots|wörter|woorden|słowa|ord\b|"
    r"слова|kelime|cuvinte|kata"
)
_RUN = re.compile(r"(?:[^\W\d_]{2,12}[ \t]+){11,40}[^\W\d_]{2,12}(?![^\W\d_])")


def _wallet_words(lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    found = []
    # (a message names its wallet a few times: the first twenty mentions are read)
    for pos in sorted(anchors(lowered, chars, _WALLET_NOUNS, word_start=True))[:20]:
        start = pos
        while start < len(lowered) and lowered[start].isalpha():
            start += 1  # (past the noun's own ending: "portfela", "Wallets")
        m = _RUN.search(lowered, start, start + _WALLET_REACH + 40 * 13)
        if m is None or m.start() - start > _WALLET_REACH:
            continue
        words = m.group().split()
        after_colon = lowered[max(start, m.start() - 3) : m.start()].rstrip().endswith((":", "："))
        near = lowered[max(0, pos - _WALLET_REACH) : pos]
        placed = not after_colon and _PLACED.search(near[-40:])
        if placed and not _WORD_NOUNS.search(near + lowered[start : m.start()]):
            continue
        verb = max((i for i, w in enumerate(words) if w in _COPULAS), default=-1)
        if verb < 0 and not after_colon:
            continue
        listed = words[verb + 1 :]
        if 12 <= len(listed) <= 24 and len(set(listed)) >= 8 and _few_function_words(listed):
            found.append(("seed-phrase", m.end() - len(" ".join(listed)), m.end()))
    return found


# session 22: eight groups of six digits, hyphens between (or spaces, after a key's word)
_HYPHENED_KEY = re.compile(r"[0-9]{6}-(?:[0-9]{6}-){6}[0-9]{6}(?![0-9])")
_SPACED_KEY = re.compile(r"[0-9]{6}[ \t](?:[0-9]{6}[ \t]){6}[0-9]{6}(?![0-9])")
_KEY_WORD = re.compile(
    r"key|recovery|bitlocker|clé|cle\b|clave|chave|chiave|schlüssel|sleutel|klucz|nyckel|nøgle|"
    r"nøkkel|avain|ključ|klíč|anahtar|ключ|キー|키|密钥|恢复",
    re.IGNORECASE,
)
_KEY_WORDS = ("key", "recovery", "bitlocker", "clé", "cle ", "clave", "chave", "chiave")
_KEY_WORDS += ("schlüssel", "sleutel", "klucz", "nyckel", "nøgle", "nøkkel", "avain", "ključ")
_KEY_WORDS += ("klíč", "anahtar", "ключ", "キー", "키", "密钥", "恢复")


def _recovery_keys(lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """The first recovery key: one refuses the text (a flood of them is read no further)."""
    if not any(map(chars.has, "0123456789")):
        return []
    for pattern, named in ((_HYPHENED_KEY, False), (_SPACED_KEY, True)):
        if named and not any(map(chars.has, _KEY_WORDS)):
            continue
        for m in pattern.finditer(lowered) if chars.has("-" if not named else " ") else ():
            if m.start() and (lowered[m.start() - 1].isdigit() or lowered[m.start() - 1] == "-"):
                continue  # inside a longer run of groups
            if not named or _KEY_WORD.search(lowered, max(0, m.start() - 80), m.start()):
                return [("spoken-key", *m.span())]
    return []


def _seed_after(lowered: str, label: re.Match[str] | None) -> tuple[int, int] | None:
    """The span of the seed's words after `label`, or None."""
    words = label and _PLAIN_WORDS.match(lowered, label.end())
    if not words:
        return None
    listed = words.group().split()
    return words.span() if len(set(listed)) >= 8 and _few_function_words(listed) else None


def named_shape_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("payment-card" | "seed-phrase", start, end) of each security code and recovery phrase
    its word names."""
    found = []
    for pos in anchors(lowered, chars, CVV_WORDS, word_start=True):
        m = _CVV.match(lowered, pos)
        if m is not None:
            found.append(("payment-card", *m.span("v")))
    for word in _BACK_WORDS:
        for pos in capped_occurrences(lowered, word, _BACK_BUDGET) if chars.has(word) else ():
            m = _BACK_CODE.match(lowered, pos + len(word))
            named = m and _BACK_NAMED.search(lowered, max(0, pos - 40), pos)
            if m is not None and named and _CARD.search(lowered):
                found.append(("payment-card", *m.span("v")))
    seed_nouns = anchors(lowered, chars, SEED_NOUNS)
    # (then the next colon twice at most: "… : soleil 12 mots... non attends: abeille …"; a
    # message names its seed a few times: a flood of the noun is read at its first label only)
    tries = 3 if len(seed_nouns) <= _RETRIED_NOUNS else 1
    for pos in seed_nouns:
        label = _AFTER_NOUN.match(lowered, pos + 1) or _LATER_COLON.match(lowered, pos + 1)
        for _ in range(tries):
            if label is None or (words := _seed_after(lowered, label)) is not None:
                break
            label = _LATER_COLON.match(lowered, label.end())
        if label is not None and words is not None:
            found.append(("seed-phrase", *words))
    found += _security_card_entries(lowered, chars)
    return found + _recovery_keys(lowered, chars) + _wallet_words(lowered, chars)


# (session 41) a bank's card of numbered codes by its names, then its entries: a position (a
# number with "번", a letter and a number, a number and a colon) and two to six digits, maybe
# a word between them ("12번 앞자리 38"): two entries, or one after a colon's label
_SECURITY_CARDS = (
    *("보안카드", "보안 카드", "security card", "grid card", "matrix card", "coordinate card"),
    *("tarjeta de coordenadas", "tarjeta de claves", "cartão de coordenadas", "cartão matriz"),
    *("carte de codes", "kodekort", "nøglekort", "tan-liste", "tan liste", "密保卡", "口令卡"),
    "乱数表",
)
_POSITION = r"(?:[0-9]{1,2}[ \t]*번|[a-j][0-9]{1,2}|[0-9]{1,2}[ \t]*[:：=]|(?:no\.?|n[º°]|#)[ \t]*[0-9]{1,2})"
_ENTRY = re.compile(_POSITION + r"[ \t]*(?:[^\W\d_]{1,5}[ \t]+)?(?P<d>[0-9]{2,6})(?![0-9])")
# an entry's other half after a word ("12번 앞자리 38 뒷자리 74": front digits, back digits)
_HALF = re.compile(r"[ \t,]*[^\W\d_]{1,5}[ \t]*[0-9]{2,6}(?![0-9])")
_CARD_REACH = 120  # the entries follow the card's name in its sentence
_CARD_BUDGET = 10  # a message names its card a few times
_SENTENCE_END = re.compile(r"[.!?\n](?:\s|$)")


def _security_card_entries(lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of the entries written after a security card's name."""
    found = []
    for noun in _SECURITY_CARDS:
        for pos in capped_occurrences(lowered, noun, _CARD_BUDGET) if chars.has(noun) else ():
            stop = min(len(lowered), pos + len(noun) + _CARD_REACH)
            if (end := _SENTENCE_END.search(lowered, pos, stop)) is not None:
                stop = end.start()
            entries = list(_ENTRY.finditer(lowered, pos + len(noun), stop))
            if len(entries) == 1 and (half := _HALF.match(lowered, entries[0].end(), stop)):
                found.append(("spoken-pin", entries[0].start(), half.end()))  # front, back half
            elif len(entries) >= 2:
                found.append(("spoken-pin", entries[0].start(), entries[-1].end()))
    return found
