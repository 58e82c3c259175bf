"""A code named with a payment service is its PIN (payment_codes.py, read by secret_speech.py):
lines written for these tests, not taken from the training sets."""

from tests.screen_helpers import screen_cases

REFUSED = [
    "mon code Airtel Money c'est 5093, garde-le",
    "code MTN MoMo: 7214 stp ne l'oublie pas",
    "my code for the Google Pay app is 3361",
    "nouveau code Moov Money 8026 après la réinitialisation",
    "el código de la billetera Yape es 4410",
    "my M-Pesa code is 2287, dad asked me to keep it",
]

KEPT = [
    "the promo code for the pay app is SAVE20",
    "use discount code WALLET15 at checkout for Google Pay",
    "the tracking code for the money order is 48213377",
    "I saved money this year, about 4800 in total",
    "the wallet cost 45 euros at the market",
    "the code review for the payments service is at 3pm",
    "my Orange Money account number is 77 812 44 09",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")
