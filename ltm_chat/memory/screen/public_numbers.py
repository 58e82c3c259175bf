"""A number named as what it identifies, with nothing that grants access beside it (#22 session
26): "Le numéro de ticket … c'est 2024-INC-55821", "the chip number of our dog is 8260981…",
"никогда не помню какой порт у mysql, вроде 3306", "our logo's hex colour is #3A7BD5".

The vector opinion (vector_opinion.py) reads such a line's topic — a number and a thing — as a
credential; what it IS is a reference anyone may read: a ticket, a case, a claim, an invoice, a
parcel, a permit, a pet's chip, a network port, or a public code the rules already know
(access_nouns.PUBLIC_CODE_BEFORE: order, tracking, booking, flight, postal, colour …). Things
that lock (rooms, lockers, phones, doors) are left out on purpose: their number can be the code.
A text that names an access noun (the rules' lexicon, any language) keeps the opinion's flag.
Only the opinion's credential flag yields to this; the rules' verdicts are never touched.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["REFERENCE", "names_a_public_number"]

# What a number identifies when it opens nothing (lowered; the ten languages the issue names,
# more where the word is shared). Each stands as a word.
IDENTIFIERS = """
ticket tickets tiket ticketnummer billet incidencia incidente chamado тикет заявка заявки 工单 チケット
case fall dossier caso processo zaak дело 案件
claim schadennummer sinistre siniestro sinistro schade reclamación reclamação réclamation reclamo
invoice rechnung facture factura fatura fattura factuur счёт счет 发票 請求書
parcel paket colis paquete pacote pacco pakket посылка 包裹 荷物
permit genehmigung permis permiso licença permesso vergunning разрешение
chip microchip mikrochip puce
port порт
""".split()
# A reference: a word holding three or more digits ("2024-INC-55821", "#3A7BD5", "3306"); a
# short count ("locker 18", "part 1") is none.
REFERENCE = re.compile(r"\d[^\s\d]*\d[^\s\d]*\d")  # (tried at digits only: linear)


@lru_cache(maxsize=1)
def _identifier() -> re.Pattern[str]:
    from ltm_chat.memory.screen.access_nouns import PUBLIC_CODE_BEFORE

    words = sorted({*PUBLIC_CODE_BEFORE, *IDENTIFIERS}, key=len, reverse=True)
    # (a class of first letters first: most places of a long text fail there, not in 150 words)
    first = "".join(sorted({re.escape(w[0]) for w in words}))
    return re.compile(rf"(?<!\w)(?=[{first}])(?:" + "|".join(map(re.escape, words)) + r")(?!\w)")


def _names_access(text: str, lowered: str) -> bool:
    """Whether an access noun of the rules' lexicon stands in `text` (past the scan budget:
    assumed so, failing closed)."""
    from ltm_chat.memory.screen.credential_binding import noun_hits
    from ltm_chat.memory.screen.literals import Literals
    from ltm_chat.memory.screen.scan_budget import OverBudget

    try:
        return bool(noun_hits(text, lowered, Literals(lowered)))
    except OverBudget:
        return True


def names_a_public_number(text: str) -> bool:
    """Whether `text` holds a word with three or more digits, names a public reference it could
    be (a ticket, a port, a colour …), and names nothing that grants access."""
    if REFERENCE.search(text) is None:
        return False
    lowered = text.lower()
    if _identifier().search(lowered) is None:
        return False
    if len(lowered) != len(text):  # (the nouns' spans index both: one character for one)
        lowered = text.translate({c: c + 32 for c in range(65, 91)})
    return not _names_access(text, lowered)
