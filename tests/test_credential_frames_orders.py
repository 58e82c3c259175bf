"""#22 session 31: a code noun that an order or a discount names after it ("código del pedido",
"code de commande", "كود الخصم") is a public reference, not an access code; a door's or an
alarm's code stays refused. Lines written for this test."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict

KEPT = [
    "O código da encomenda é PT-88123-X, chega na sexta.",
    "Le code de commande est CMD-2025-4410, je le garde pour le suivi.",
    "Il codice dell'ordine è 7781-AB, lo scrivo qui.",
    "كود الخصم في المتجر هو WELCOME15 لأول طلب",
]
REFUSED = [
    "el código de la alarma es 4471",
    "كود الباب هو 4471",
    "le code de la porte est 4471B",
    "o código do cofre é 90-12-77",
]


@pytest.mark.parametrize("text", KEPT)
def test_order_and_discount_codes_are_kept(text: str) -> None:
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_access_codes_stay_refused(text: str) -> None:
    assert screening_verdict(text) is not None
