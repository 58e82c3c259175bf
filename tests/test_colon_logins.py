"""An account and its password joined by a colon (colon_logins.py): lines written for these
tests, not taken from the training sets."""

from ltm_chat.memory.screen.colon_logins import colon_login_spans
from ltm_chat.memory.screen.literals import Literals
from tests.screen_helpers import screen_cases

REFUSED = [
    "the router's admin page takes admin:Tarn_Router55, I never changed it",
    "htaccess login for the preview site is client:Preview#Oak3",
    "ftp for the photo archive: photo_ops : Darkroom-Red42",
    "логин для сервера backup:Sklad_Noch7",
]

KEPT = [
    "I run redis:7.2-alpine on the server now",
    "the db container is postgres:16-alpine with an admin user",
    "my SSH key fingerprint on the server is SHA256:Xq9vLmK2pR7tYw3bN8cD1fG4hJ6kZ0aS5eU2iO9qWlE",
    "the server update: Patch-2024a went out to every account",
    "ratio 3:2 for the admin panel's layout",
    "see https://example.org/login for the account page",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def test_the_password_is_the_span():
    text = "the login for the NAS is backup:Quiet_Fox71 until Monday"
    lowered = text.lower()
    found = colon_login_spans(text, lowered, Literals(lowered))
    assert [text[a:b] for _, a, b in found] == ["Quiet_Fox71"]
