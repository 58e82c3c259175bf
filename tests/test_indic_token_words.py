"""The token named in the Devanagari, Bengali, Urdu and Thai scripts (secret_speech.py's key words): lines written
for these tests, not taken from the training sets."""

from tests.screen_helpers import screen_cases

REFUSED = [
    "लैब सर्वर का टोकन: 3f9a1c7e5b2d8f4a6c0e9b1d7f3a5c2e",
    "GPU ক্লাস্টারের টোকেন 7d2e9f4a1c6b3e8f0a5d2c9b7e4f1a3d",
    "ہمارے سرور کا ٹوکن: 5b8e2a9f7c1d4e6a3f0b9c2d8e7a1f4c",
]

KEPT = [
    "मेट्रो टोकन 40 रुपये का है",
    "बैंक में टोकन नंबर 45 मिला, लाइन लंबी थी",
    "লাইনে টোকেন নম্বর 12 ডাকা হয়েছে",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")
