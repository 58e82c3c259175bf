"""A password of words joined by underscores after its noun (joined_words.py): lines written for
these tests, not taken from the training sets."""

from ltm_chat.memory.screen.credential_binding import noun_hits
from ltm_chat.memory.screen.joined_words import joined_word_spans
from ltm_chat.memory.screen.literals import Literals
from tests.screen_helpers import screen_cases

REFUSED = [
    "heslo k wifi na chatě: Borovice_u_potoka",
    "парола за пощата на мама: slanchogled_i_more",
    "Steam password for the boys: cheese_toastie_king (don't tell mum)",
    "密码 Sakura_mochi_time 别忘了",
    "mot de passe du compte EDF : tilleul_et_menthe",
]

KEPT = [
    "the password column is stored_hash in the users table",
    "the password reset_token expires in an hour",
    "we store the password in user_credentials, hashed",
    "password: your_password_here (copy from the template)",
    "the password field is called pass_word in the form",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def test_the_joined_words_are_the_span():
    text = "heslo wifi u babičky: hrusky_a_orechy, malymi pismeny"
    lowered = text.lower()
    chars = Literals(lowered)
    found = joined_word_spans(text, lowered, chars, noun_hits(text, lowered, chars))
    assert [text[a:b] for _, a, b in found] == ["hrusky_a_orechy"]
