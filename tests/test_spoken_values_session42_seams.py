"""#22 session 42 (h-benign45): a consonant run that splits into one syllable's end and the next
one's start ("riesen|stress", "con|struction") is spelled by a language, not a random draw."""

from ltm_chat.memory.screen.spoken_values import random_letters


def test_compound_seams_are_spelled():
    assert not random_letters("Dienstschluss")
    assert not random_letters("construction")


def test_random_draws_stay_random():
    assert random_letters("xkcdpqrs")
    assert random_letters("hunterxzq")
