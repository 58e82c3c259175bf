"""A password named in its language's own word with the ending the grammar gives it, then the
password (secret_speech.py runs it): Kazakh "Instagram паролім aigerim_qazaq97", "құпия сөзім:
…", Uzbek "bank parolini eslab qol: …", Georgian "ელფოსტის პაროლიც …: …", Albanian
"fjalekalimi i laptopit: …", Amharic "የኮምፒውተሬ ይለፍ ቃል … ነው", Welsh "cyfrinair Netflix ni ydy …",
Luxembourgish "D'Passwuert vum Router ass …".

The word for a password in these languages takes a possessive, a case or an article as an
ending ("-ім", "-ini", "-i", "-ც", "ቃሌ") and its copula may come last ("ነው"), so the binding that
reads a noun, a link and a copula does not see them. What is said right after the noun in its
clause, shaped as a chosen password (letters with digits or symbols, six characters or more:
`spoken_values.chosen_password`), within eight words, is the password. Russian's "пароль" and
its cases are read by the binding already; a word with no digit or symbol is left to it.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.manager_masters import _MANAGERS
from ltm_chat.memory.screen.scan_budget import OverBudget
from ltm_chat.memory.screen.spoken_values import chosen_password, token_core
from ltm_chat.memory.screen.stem_words import clause_stop, word_spans

__all__ = ["inflected_password_spans"]

_FINDS = 20  # a message names a few passwords; more is a flood (fail closed)
_EXAMINED = 1000  # places looked at: past them the rest of a long text is not read
_CLAUSE = 60  # the password follows within this many characters …
_TOKENS = 8  # … and this many words (session 40: 5 was short of "… на мајка ми за Фејсбук е …")
_SHORTEST = 6  # shorter shaped words are words of a language written with digits ("la2an")

_STEMS = ("parol", "парол", "პაროლ", "passwuert", "fjalëkalim", "fjalekalim", "lykilor")
_STEMS += ("cyfrinair", "pasfhoc", "գաղտնաբառ", "құпия", "qupiya", "ይለፍ", "lozink", "gesl")
_STEMS += ("hesl", "jelszav", "salasan", "salasõn")
# (session 36) Sorani "secret word" and "passing word", "password" borrowed into Azerbaijani,
# Kurmanji and Persian typed in Latin letters, Darija "mot de passe"
_STEMS += ("وشەی", "pasvord", "pasword", "مودباس", "المودباس")
# (session 40) Macedonian and Serbian "лозинка" in Cyrillic, Serbo-Croatian "šifra" (typed
# "sifra" too), Greek "κωδικός" and its Latin typing "kwdikos", Frisian "wachtwurd", Occitan
# "senhal", Kinyarwanda "ijambobanga" (the secret word)
_STEMS += ("лозинк", "шифр", "šifr", "sifr", "κωδικ", "kwdik", "wachtwurd", "senhal", "ijambo")
# the noun and its ending (Kazakh and Bulgarian "парол-" only with theirs: "паролім",
# "паролі", "паролата"; Russian's cases are the binding's)
_NOUN = re.compile(
    r"(?:парол(?=і|ата)|parol|პაროლ|passwuert|fjal[eë]kalim|lykilor[ðd]|cyfrinair|pasfhoca?l|"
    r"գաղտնաբառ|құпия ?сөз|qupiya ?so['ʻ’]?z|ይለፍ ቃ|lozink|gesl|hesl|jelszav|salasan|salasõn|"
    r"وشەی[ \t]+(?:نهێنی|تێپەڕ)|pasvord|pasword|(?:ال)?مودباس|"
    # (Cyrillic "шифр-" only with a South Slavic copula after it, "је" or Macedonian "е": in
    # Russian it is any cipher or code, "шифр группы ИВТ-21", "шифр проекта ПР-2024А")
    r"лозинк|шифр(?=\w{0,5}(?!\w)[^;\n.!?]{0,60}?(?<![^\W\d_])(?:је|е)(?![^\W\d_]))|"
    r"[šs]ifr|κωδικ|kwdik|wachtwurd|senhal|ijambo(?:[ \t]+ry['’]i)?banga)"
    r"\w{0,5}(?!\w)"
)
_TOKEN = re.compile(r"\S+")


def _noun_ends(lowered: str) -> list[int]:
    """Where each password noun with its ending ends, in order."""
    return sorted(end for _, end in word_spans(lowered, _STEMS, _NOUN, _EXAMINED))


# (session 36) a stop, a comma, "!" or "?" between a word's letters or figures is part of the
# password ("parolum Sabina.Paypal!5, …"); before anything else it ends the clause
_CLAUSE_END = re.compile(r"[;\n]|[.,!?](?![^\W_])")


def _password_after(text: str, end: int) -> tuple[int, int] | None:
    """(start, end) of the first word shaped as a chosen password in the noun's clause."""
    for n, token in enumerate(
        _TOKEN.finditer(text, end, clause_stop(text, end, _CLAUSE, _CLAUSE_END))
    ):
        if n >= _TOKENS:
            break
        raw = token.group().rstrip(":：፡").strip("()")
        core = token_core(raw)
        if core.lower().startswith(_MANAGERS):
            return None  # "parolim 1Password-da saqlanadi": where the passwords are kept
        if len(core) >= _SHORTEST and chosen_password(core):
            start = token.start() + token.group().find(core)
            return start, start + len(core)
    return None


def inflected_password_spans(
    text: str, lowered: str, chars: Literals
) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each password after an inflected password noun."""
    if not any(chars.has(stem) for stem in _STEMS):
        return []
    found: list[tuple[str, int, int]] = []
    for end in _noun_ends(lowered):
        if (value := _password_after(text, end)) is not None:
            found.append(("spoken-password", *value))
            if len(found) > _FINDS:
                raise OverBudget(found[0][1])
    return found
