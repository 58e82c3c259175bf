"""#22 session 40 (h-creds43): a PIN named in small letters with its ending (Romanian "pinul",
Hungarian "pinje", "pinkódja"), Frisian "pinkoade", Amharic "secret number" (ምስጢር ቁጥር). Kept: a
pine ("pinul" is a pine tree too) with a year after "în", a PIN with no digits."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "pinul de la cardul Revolut e 5823",
    "a telefonom pinje 3391",
    "A bankkártyám pinkódja 7730",
    "Us pinkoade fan de bank is 1290",
    "ሚስጥር ቁጥሬ 5531 ነው",
]

KEPT = [
    "Am plantat pinul din curte în 2019",
    "pinul din grădină e bătrân",
    "ik ha myn pinkoade feroare",
    "a pinkódom megváltozott tegnap",
    "ሚስጥር ቁጥሬን ረሳሁት",
]

test_pins_refused, test_pins_without_digits_kept = screen_cases(REFUSED, KEPT, "secret")
