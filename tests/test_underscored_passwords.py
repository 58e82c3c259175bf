"""A password of words joined by underscores shortly after a password's noun
(underscored_passwords.py): lines written for these tests, not taken from the training sets."""

from tests.screen_helpers import screen_cases

REFUSED = [
    "I changed my Facebook password to Mango_Rain_Lagos after the scare",
    "o password do banco do vovô agora é Sabia_Laranjeira_51",
    "hesla k poště: Kvetinac_Modry_88 (nová)",
    "la contraseña nueva quedó así Perro_Feliz_2019 y ya",
]

KEPT = [
    "the wifi is called Bakery_Guest and the password is on the chalkboard",
    "my password expired, the helpdesk ticket went to Tax_Office as usual",
    "password policy lives in the MAX_RETRIES setting now",
    "username Teni_Adebayo, and the password I'll tell you later",
    "the password manager at the office is Keeper_Business_2024, the team plan",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")
