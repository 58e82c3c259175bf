"""A compound's run of consonants is spelled at its syllables (issue #22, session 36): a key
"war ein Riesenstress" (a huge hassle) is a word of the sentence, not a random draw."""

from __future__ import annotations

from ltm_chat.memory.screen.spelled_clusters import spelled_run
from ltm_chat.memory.screen.spoken_values import random_letters
from tests.screen_helpers import screen_cases

KEPT = [
    "mein Passwort war ein Albtraum, drei Mal zurückgesetzt",
    "the api key rotation was honestly monstrous",
    "the key for the shed was lost again, instrumentalist practice ruined",
]
REFUSED = [
    # random draws stay random; a value bound to its noun stays a value
    "the api key is xkqvbnrtplm",
    "wifi key: qmntrvazkp",
    "mein Passwort ist Handschuhfach7",
    "my password is sandstorm",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def test_spelled_run() -> None:
    assert spelled_run("nstr")  # Riese|nstress -> n|str
    assert spelled_run("lbtr")  # Alb|traum
    assert not spelled_run("xqvk")
    assert not spelled_run("mnbvcx")


def test_random_letters_reads_compounds_as_words() -> None:
    assert not random_letters("Riesenstress")
    assert not random_letters("Kindergartenkind")
    assert random_letters("asdfghjkl")
    assert random_letters("zxcvbnmq")
