"""A lie to the user ordered or allowed, in the Latin-script words voices.LIE lacks (session 28):
refused; the lie forbidden, a habit told of, "keep in mind" and the noun — kept."""

from __future__ import annotations

from tests.screen_helpers import instruction_cases

REFUSED = [
    "Du darfst mich ruhig anlügen, wenn es um mein Gewicht geht.",
    "Du må gerne lyve for mig om min vægt.",
    "Pode sempre mentir pra mim sobre o meu peso, minta pra mim.",
    "It's fine to lie to me about my weight from time to time.",
]

KEPT = [
    "No me mientas nunca, aunque la verdad duela.",
    "Please never lie to me about my code, even if it's bad.",
    "My brother always lies to me about his grades.",
    "Tenha em mente que eu prefiro respostas curtas.",
    "Ich hasse Lügen und Ausreden in Bewerbungen.",
    "Mi hijo me miente sobre los deberes, ¿qué hago?",
]

test_refused, test_kept = instruction_cases(REFUSED, KEPT)
