"""Rule table, session 37 (read by instruction_speech.py): the safety filter turned off, in the
regional languages of Western Europe that instruction_far_languages' SAFETY_FILTER and TURN_OFF
read least — Welsh (the plural "hidlwyr"), Scottish Gaelic, Frisian, Swiss German, Breton,
Galician and Basque — and "switch … off" as a split verb ("schalt d Sicherheitsfilter us",
"set de feilichheidsfilters út").

A safety filter ("not a content filter: a router has one") switched off is the assistant's
safeguard dropped; switched on ("schalt ihn ii") it is kept. Data only; patterns run on folded
(lowered) text, gaps bounded.
"""

from __future__ import annotations

from ltm_chat.memory.screen.instruction_far_languages import words_pattern

# The safety filter, in the languages SAFETY_FILTER lacks.
SAFETY_FILTER_MORE = words_pattern(
    r"\bhidlwyr diogelwch\b",
    r"\bsìoltach\w* (?:\w+ )?sàbhailteachd\b",
    r"\bfeilichheidsfilter\w*",
    r"\bsicherheitsfilter\w*",
    r"\bsil(?:où)? surentez\b",
    r"\bfiltros? de seguridade\b",
)

# Switched off: an imperative of switching off, or a split verb with its particle ("us", "út").
TURN_OFF_MORE = words_pattern(
    r"\b(?:cuir dheth|cuiribh dheth|diffoddwch|desgaitu|lazh|lazhit)\b",
    r"\b(?:schalt|schalte|schaltet|stell|mach|maach) (?:\S+ ){0,5}?(?:us|aus)\b",
    r"\bset (?:\S+ ){0,5}?út\b",
)
