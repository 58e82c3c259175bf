"""#22 session 41 (h-creds44): a quoted word after a password's noun in its language, right after
it or after a copula; Italian "parola" and French "paroles" (a word, lyrics) are kept."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = ['salasana on "Mustikka"', 'geslo je "Regrat"', 'fjalëkalimi është "Dardha"']
KEPT = ['la parola "amore" è bella', 'les paroles "hello" sont', 'wifin salasana on "tosi vaikea"']

test_a_quoted_password_refused, test_a_word_or_lyrics_kept = screen_cases(REFUSED, KEPT, "secret")
