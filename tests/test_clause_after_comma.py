"""A credential word's value past a comma (issue #22, session 24): once a comma closes the clause
that names the credential, the next clause's words name a value of it only after a copula of
their own ("the new one is …"), or when the value stands first after the comma."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict

# The comma ended the noun's clause; the next clause says something else, with no copula.
KEPT = [
    "I changed my PayPal password after that phishing email, also turned on 2-step",
    "reset the router password last week, then bought a new switch from shop4u",
    "Ich habe mein Passwort gestern geändert, danach noch Windows11 installiert",
]

# A value first after the comma, or after a copula, still is the credential's.
REFUSED = [
    "wifi password for guests, Tiger2019!",
    "my password after the reset, Tiger2019!",
    "I changed the wifi password, the new one is Tiger2019!",
    "mein Passwort für das Büro, jetzt ist es Sonnenblume42",
    "the bank password, just so you know: Kx9!mq2Lp",
]


@pytest.mark.parametrize("text", KEPT)
def test_a_later_clause_names_no_value(text: str) -> None:
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_a_value_after_the_comma_is_still_refused(text: str) -> None:
    verdict = screening_verdict(text)
    assert verdict is not None and verdict[0] == "secret", verdict
