"""An app password of four random groups of four letters (app_passwords.py): lines written for
these tests, not taken from the training sets."""

from ltm_chat.memory.screen.app_passwords import app_password_spans
from ltm_chat.memory.screen.literals import Literals
from tests.screen_helpers import screen_cases

REFUSED = [
    "the app password for Thunderbird is hvtr plmq xkds wnbz",
    "Outlook wanted an app password, Google gave me: bcft nrwq zdmp yklt",
    "das App-Passwort für den Drucker: mtzr wqbn lcdp fgxh",
]

KEPT = [
    "my password hint was very good once",
    "I need a new password, this time with more than four words",
    "the app password page says xxxx xxxx xxxx xxxx where the code goes",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def test_the_groups_are_the_span():
    text = "app password for the NAS: pwrk dbnt vhqs zmlc, the old one is revoked"
    lowered = text.lower()
    found = app_password_spans(text, lowered, Literals(lowered))
    assert [text[a:b] for _, a, b in found] == ["pwrk dbnt vhqs zmlc"]
