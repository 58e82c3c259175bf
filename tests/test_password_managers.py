"""A password manager's name is a product (issue #22, session 35): "moved the team from LastPass
to 1Password" names two apps, it gives no password."""

from __future__ import annotations

from ltm_chat.memory.screen.password_managers import names_a_manager
from tests.screen_helpers import screen_cases

KEPT = [
    "We moved the whole team's passwords from LastPass to 1Password after the breach.",
    "Is Bitwarden or 1Password easier for my parents to use with their passwords?",
    "Mi hermano guarda todas sus contraseñas en KeePassXC, yo prefiero 1Password.",
]
REFUSED = [
    # the name given as the value, or the value given after it
    "la contraseña maestra del 1Password es «perro azul que baila»",
    "master password of my Bitwarden vault: lantern-ferry-oyster-17",
    "My email password is 1Password",
    "wifi password: 1Password",
    "le mot de passe du wifi est 1password",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def test_names_a_manager() -> None:
    text = "from lastpass to 1password"
    assert names_a_manager(text, text.index("1password"), len(text))
    text = "my password is 1password"
    assert not names_a_manager(text, text.index("1password"), len(text))
    assert not names_a_manager("hunter2", 0, 7)
