"""A value right after the label of a public number is that number (#22 session 37): "my Adobe
license key was renewed, order number ADB-55281934", "the token number at the passport office
was B-147", "Sendungsnummer: 00340434161094042557".

Pasted e-mails, bank and delivery texts carry order, tracking, case and booking numbers beside
the words for keys and codes; the spoken scans bind the nearest figures to the key. A number
labelled as an order's, a parcel's or a queue's identifies that thing for anyone who reads the
message; it opens nothing. The label must stand right before the value (a colon, "#" or "no."
between at most) and the value must hold a digit. A customer's, a member's or a user's number is
left out on purpose: a bank login names the account by it, beside its PIN; so is a serial
number, which for software is its licence key.
"""

from __future__ import annotations

import re

__all__ = ["labelled_public_number"]

# What a public number identifies (English; the word then "number", "no.", "#", "ID", "ref").
_THINGS = (
    r"order|orders|tracking|reference|booking|reservation|confirmation|invoice|case|ticket|"
    r"claim|parcel|package|shipment|consignment|policy|flight|queue|token|transaction|"
    r"receipt|delivery|return|complaint|incident|application|appointment"
)
_NUMBER = r"number|no\.?|nr\.?|#|id|ref\.?|num\.?"
# (session 40) South Slavic "broj" (number) and the thing's genitive, Latin and Cyrillic: "broj
# moje porudžbine" (my order's number), "број тикета", "broj prijave kvara" (a fault report's).
# An account's ("broj računa") and a card's ("broj kartice") are left out, as above.
_SLAVIC_LABEL = (
    r"\b(?:broj|број)\s+(?:(?:moj|mog|naš|vaš|tvoj|мој|мог|наш|ваш|твој)\w*\s+)?"
    r"(?:porudžbin|porudzbin|narudžb|narudzb|pošiljk|posiljk|paket|tiket|prijav|rezervacij|"
    r"reklamacij|predmet|leta|поруџбин|наруџб|пошиљк|пакет|тикет|пријав|резервациј|"
    r"рекламациј|предмет)\w*"
)
_LABEL = re.compile(
    r"(?:"
    rf"\b(?:{_THINGS})\s+(?:{_NUMBER})"
    r"|\b(?:numéro|número|numero|numer|номер|n[º°o]\.?)\s+(?:de\s+|du\s+|del\s+|da\s+|do\s+|d')?"
    r"(?:commande|suivi|colis|dossier|ticket|réservation|facture|pedido|seguimiento|"
    r"rastreamento|rastreio|encomenda|referencia|reserva|factura|fatura|ordine|spedizione|"
    r"prenotazione|pratica|zamówienia|przesyłki|rezerwacji|faktury|zgłoszenia|заказа|"
    r"отслеживания|посылки|заявки|брони)"
    rf"|{_SLAVIC_LABEL}"
    r"|\b\w*(?:bestell|sendungs|auftrags|rechnungs|vorgangs|referenz|ticket|tracking|"
    r"buchungs|paket|versand|fall)nummer"
    r"|\b(?:aktenzeichen|referentie|ordernummer|bestelnummer|zaaknummer|volgnummer)"
    r"|(?:注文番号|追跡番号|お問い合わせ番号|問い合わせ番号|予約番号|伝票番号|受付番号|订单号|订单编号|"
    r"快递单号|运单号|物流单号|单号|주문번호|운송장 ?번호|예약번호)"
    r")\s*[:#：.]?\s*\Z",
    re.IGNORECASE,
)
_REACH = 40  # characters before the value read for its label


def labelled_public_number(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] holds a digit and stands right after a public number's label,
    or right after "was"/"is" that follows one in its clause ("the token number … was B-147")."""
    if not any(c.isdigit() for c in text[start:end]):
        return False
    before = text[max(0, start - _REACH) : start]
    if (label := _LABEL.search(before)) is not None:
        # ("my door code is the same as the order number 4471": the code is said to be it)
        return _SAID_TO_BE.search(before, 0, label.start()) is None
    # (the label as the subject: "the token number at the passport office was B-147")
    copula = _COPULA_AFTER_LABEL.search(text, max(0, start - _REACH), start)
    # (session 40) and in South Slavic: "broj moje porudžbine kod Gigatrona je 2024-88137"
    return (
        copula is not None or _SLAVIC_COPULA.search(text, max(0, start - _REACH), start) is not None
    )


# A copula or "same as" right before the label: the label's number is said to be something else.
_SAID_TO_BE = re.compile(
    r"(?:\bis|\bare|=|\bequals|\bsame as|\bjust)\s*(?:(?:my|the|our|your|its)\s+)?\Z",
    re.IGNORECASE,
)
_COPULA_AFTER_LABEL = re.compile(
    rf"\b(?:{_THINGS})\s+(?:number|no\.?|nr\.?)\b[^.;:!?\n\"“«]{{0,30}}?\s(?:is|was|were)\s+\Z",
    re.IGNORECASE,
)
# The gap between the label and its "je" (is) names where ("kod Gigatrona", at Gigatron's) and
# holds no figure: a figure there is the thing's own number, and what follows another's value.
_SLAVIC_COPULA = re.compile(
    rf"{_SLAVIC_LABEL}[^.;:!?\n\"“«0-9]{{0,30}}?\s(?:je|glasi|је|гласи)\s+#?\Z",
    re.IGNORECASE,
)
