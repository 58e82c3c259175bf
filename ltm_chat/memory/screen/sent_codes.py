"""A one-time code quoted from the message that brought it (secret_speech.py runs it): "the
confirmation code sent to my phone by the bank is 306 194", "Il codice OTP che mi è arrivato è
448120", "SMS från banken: Din engångskod är 381 720", "they texted me a code 553 902". While it
is valid it signs someone in or confirms a payment: a password for minutes.

The code is named (code, OTP, TAC, BLIK, engångskod, …) and said to have been sent or received
(sent, texted, SMS, arrived, reçu, llegó, …) near it; its digits follow the noun at once
or after a copula or a colon: six digits (or three and three), or four to eight. Session 22: the message's own words quoted, the value first: "Use 449 210 to sign in", "Enter
740261 to confirm", "Utilisez 318 474 pour vous connecter", "Reply with 7720 to approve": a verb
of typing, the digits, and what they sign in to or confirm; that purpose names it a code.

Not: a tracking,
order, booking or postal code, a code said to have expired or failed, a year.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.bound_values import quantity_after
from ltm_chat.memory.screen.literals import Literals, capped_occurrences

__all__ = ["sent_code_spans"]

_NOUNS = (
    *("code", "otp", "tac", "blik", "kod", "código", "codigo", "codice", "kode", "kood"),
    *("koodi", "код", "engångskod", "engangskode", "engangskode", "pin"),
)
_VALUE = (
    r"[ \t]*(?:le[ \t]+|el[ \t]+|o[ \t]+|il[ \t]+)?[\"«“„]?[ \t]*"
    r"(?P<v>[0-9]{3}[ -][0-9]{3}|[0-9]{4,8})(?![0-9A-Za-z]|[ -][0-9]|[.,][0-9])"
)
_COPULA = (
    r"(?:[:=]|[ \t](?:is|was|es|est|ist|lautet|è|é|är|er|to|jest|wynosi|it['’]?s|c['’]est|"
    r"ialah|adalah|era|fue|foi|war|це|это|—|-)(?![\w]))"
)
# the noun, then the value at once or after words and a copula (within the sentence)
_AFTER_NOUN = re.compile(r"\w*(?:[^\n.!?]{0,80}?" + _COPULA + ")?" + _VALUE)
# "they texted me 482913": the verb of sending and the value, no noun
_SENT_ME = re.compile(
    r"(?:texted|sent|messaged|sms['’]?d)[ \t]+me[ \t]+(?:(?:a|the|this)[ \t]+)?(?:code[ \t]+)?"
    r"(?P<v>[0-9]{3}[ -][0-9]{3}|[0-9]{4,8})(?![0-9A-Za-z]|[ -][0-9]|[.,][0-9])"
)
_SENT = re.compile(
    r"sent|texted|\btext\b|sms|message|received|\bgot\b|arrived|came|mandaron|lleg[óo]|recib|"
    r"reçu|recu\b|envoy|arrivat|ricevut|mandat|recebi|chegou|enviad|bekommen|geschickt|erhalten|"
    r"otrzyma|przyszed|dosta|fått|skickat|от банка|приш[её]л|прислал|gönder|geldi|kiriman|dikirim"
)
_NOT_ONE_TIME = re.compile(
    r"zip|postal|post ?code|promo|discount|coupon|voucher|tracking|seguimiento|suivi|rastreio|"
    r"sendung|order|pedido|commande|booking|reserv|flight|invoice|factura|rechnung|ticket|"
    r"expired|abgelaufen|caduc|expir|scadut|wygas|utgått|didn['’]?t work|no funcion|"
    r"ne marche|funktioniert nicht|not valid|no longer valid|old code"
)
# session 22: "Use 449 210 to sign in": a verb of typing, the value, then the purpose it serves
# (the value first: `re` skips to digits at C speed; the verb before it is read after)
_USE_TO = re.compile(
    r"(?P<v>[0-9]{3}[ -][0-9]{3}|[0-9]{4,8})(?![0-9A-Za-z]|[ -][0-9]|[.,][0-9])[\"»”]?[ \t]*"
    r"(?:to|pour|para|per|um|aby|by|om|för|for|için)[ \t]+(?:(?:vous|se|sich|się|you|your)[ \t]+)?"
    r"(?:sign|log|confirm|verify|approve|authori[sz]e|authenticate|"
    r"connect|connecter|valider|confirmer|vérifier|identifier|entrar|iniciar|acceder|acessar|"
    r"confirmar|verificar|validar|autorizar|accedere|confermare|verificare|anmelden|einloggen|"
    r"bestätigen|verifizieren|zalogować|zaloguj|potwierdz|inloggen|bevestigen|logga|bekräfta|"
    r"giriş|onayla)"
)
# (a literal of each purpose: without one the value-first pattern is not tried)
_PURPOSES = ("sign", "log", "confirm", "verif", "approv", "authori", "authent", "connect")
_PURPOSES += ("valid", "entrar", "iniciar", "acce", "acess", "autoriz", "conferm", "anmeld")
_PURPOSES += ("einlogg", "bestätig", "zalog", "potwierdz", "inlogg", "bevestig", "bekräfta")
_PURPOSES += ("giriş", "onayla", "identif", "vérif")
_USE_BEFORE = re.compile(
    r"(?<!\w)(?:use|enter|type|input|key in|reply(?: with)?|text back|utilise[zr]?|saisi(?:sse)?z|"
    r"entrez|tapez|usa|utiliza|ingresa|introduce|digita|insira|informe|inserisci|"
    r"geben sie|verwende|nutze|wpisz|użyj|podaj|gebruik|voer|ange|skriv|kullan|girin?)"
    r"[ \t]+(?:(?:the|this|code|le|el|o|il|den|kod|kodu)[ \t]+){0,2}[\"«“„]?\Z"
)
_YEAR = re.compile(r"(?:19|20)[0-9]{2}")
_FINDS = 20  # a message quotes a code or two; more nouns are read up to here


def sent_code_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each code quoted from the message that brought it."""
    if not any(map(chars.has, "0123456789")):
        return []
    found: list[tuple[str, int, int]] = []
    for noun in _NOUNS:
        for pos in capped_occurrences(lowered, noun, _FINDS) if chars.has(noun) else ():
            if pos and lowered[pos - 1].isalnum():
                continue  # inside another word ("barcode", "encode")
            m = _AFTER_NOUN.match(lowered, pos + len(noun))
            if m is not None and _a_code(text, m) and _sent_near(lowered, pos, m.end()):
                found.append(("spoken-pin", *m.span("v")))
    for m in _USE_TO.finditer(lowered) if any(map(chars.has, _PURPOSES)) else ():
        if m.start() and lowered[m.start() - 1].isalnum():
            continue  # inside a longer number or token
        if _USE_BEFORE.search(lowered, max(0, m.start() - 30), m.start()) is None:
            continue
        if _a_code(text, m) and _NOT_ONE_TIME.search(lowered, m.start(), m.end() + _NEAR) is None:
            found.append(("spoken-pin", *m.span("v")))
        if len(found) >= _FINDS:
            break
    for m in _SENT_ME.finditer(lowered) if chars.has(" me ") else ():
        if _a_code(text, m) and _sent_near(lowered, m.start(), m.end()):
            found.append(("spoken-pin", *m.span("v")))
        if len(found) >= _FINDS:
            break  # (one refused is enough; a flood of them is not read to its end)
    return found


_NEAR = 200  # how far from the code its message and its expiry are told


def _sent_near(lowered: str, start: int, end: int) -> bool:
    """A word of sending near the code, and none of tracking, ordering or expiry."""
    near = lowered[max(0, start - _NEAR) : end + _NEAR]
    return _SENT.search(near) is not None and _NOT_ONE_TIME.search(near) is None


def _a_code(text: str, m: re.Match[str]) -> bool:
    """Not a year ("the code 2024 edition"), not a count ("4412 euros")."""
    return not _YEAR.fullmatch(m.group("v")) and not quantity_after(text, m.end("v"))
