"""A code named with a payment service is that service's PIN (secret_speech.py reads a "code"
only near what it opens or unlocks; this adds what it pays with): "mon code Orange Money
c'est …", "code MTN MoMo: …", "my code for Google Pay is …", "el código de la billetera …".

In much of Africa, and in French, "code" (or "code secret") is the everyday word for a mobile
money or banking app's PIN; a wallet, a pay app or a banking app named within the noun's reach
makes the code one that spends money. Promo, discount and tracking codes stay out through
secret_speech's own checks (public_code), and the value must still be a code's shape.
"""

from __future__ import annotations

import re

__all__ = ["PAYMENT_SERVICES"]

# a mobile money service, a wallet, a pay app, a banking app (by word start, any case)
PAYMENT_SERVICES = re.compile(
    r"money|\bmomo\b|wallet|\bpay\b|banking|\bbanque|\bbanco\b|\bm-?pesa|\bgcash|\bpaytm|"
    r"\bupi\b|porte-monnaie|monedero|billetera|carteira digital|geldbörse|кошел[её]к",
    re.IGNORECASE,
)
