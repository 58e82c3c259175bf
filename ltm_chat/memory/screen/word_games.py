"""A secret named inside a word game (#22 session 26): "The crossword clue was 'secret word to
gain entry (8)' and the answer was PASSWORD", "la réponse de l'énigme était « mot de passe »".

A crossword, a riddle or a quiz turns the word for a secret into a clue or an answer: the word
is the game's, and nothing in the line grants access (a word with three or more digits beside
the game keeps the flag: it could be a code). The vector opinion (vector_opinion.py)
reads the topic — a secret word, an answer — as a credential; only that credential flag yields
to a game named in the line. The rules still read every such line for a bound value first.
"""

from __future__ import annotations

import re

__all__ = ["names_a_word_game"]

# Word games by name, in the languages the issue names (Latin and Cyrillic words stand alone;
# Chinese and Japanese ones are matched anywhere).
_GAME = re.compile(
    r"(?<!\w)(?:crosswords?|kreuzworträtsel\w*|mots[ -](?:croisés|fléchés)|crucigramas?|"
    r"palavras[ -]cruzadas|cruciverba|parole crociate|kruiswoord\w*|кроссворд\w*|сканворд\w*|"
    r"wordle|scrabble|hangman|riddles?|rätsel|énigmes?|acertijos?|adivinanzas?|charadas?|"
    r"indovinell\w*|raadsels?|загадк\w*|quiz\w*)(?!\w)|填字|字谜|クロスワード|なぞなぞ",
    re.IGNORECASE,
)


def names_a_word_game(text: str) -> bool:
    """Whether `text` names a word game (a crossword, a riddle, a quiz …) and holds no word
    with three or more digits (a game's answer is a word: "the quiz night's wifi password is
    Trivia2024!" is a credential beside a game)."""
    from ltm_chat.memory.screen.public_numbers import REFERENCE

    return _GAME.search(text) is not None and REFERENCE.search(text) is None
