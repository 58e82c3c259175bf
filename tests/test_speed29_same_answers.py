"""Session 27's speed changes (h-speed29) give the answers of the code they replace.

Each changed expression is checked against the start's (dd1b7dd) version, written out here,
on texts written for it and on seeded random texts built from the pieces each one reads (its
nouns, digits, clause ends, titles, plurals, apostrophes, letters of other scripts). And
`bench/filters.py --ab` reports a shape whose verdict differs instead of stopping.
"""

from __future__ import annotations

import random

import pytest

from bench.filters import ab_row
from ltm_chat.memory.screen import credential_binding as cb
from ltm_chat.memory.screen import credential_frames as cf
from ltm_chat.memory.screen import spelled_codes as sc
from ltm_chat.memory.screen import value_first as vf
from ltm_chat.memory.screen.keypad_codes import keypad_code_spans
from ltm_chat.memory.screen.literals import Literals, overlaps_itself
from ltm_chat.memory.screen.redact import looks_like_secret
from ltm_chat.memory.screen.scan_budget import OverBudget

# --- the start's expressions ------------------------------------------------------------------


def start_run_before(lowered: str, noun_end: int):
    if (start := sc._noun_start(lowered, noun_end)) is None:
        return None
    clause = list(sc._CLAUSE_END.finditer(lowered, max(0, start - sc._RUN_REACH), start))
    lo = clause[-1].end() if clause else max(0, start - sc._RUN_REACH)
    last = None
    while (run := sc._run_after(lowered, lo, start)) is not None:
        last, lo = run, run[1]
    if last is None or not sc._LINK_GAP.fullmatch(lowered, last[1], start):
        return None
    return last


def start_code_noun_ends(lowered: str, chars: Literals) -> list[int]:
    ends: set[int] = set()
    limit = max(sc.KEYWORD_BUDGET, len(lowered) // 500)
    for noun in sc._NOUNS:
        if not chars.has(noun):
            continue
        pos = lowered.find(noun)
        while pos >= 0:
            head = pos and lowered[pos - 1] in sc._ALPHABETIC
            if head and noun in sc._COMPOUND_HEADS:
                word = lowered[max(0, pos - 12) : pos].split()[-1:] or [""]
                head = word[0].endswith(sc.CODE_WORD_PREFIXES)
            inside = noun[0] in sc._ALPHABETIC and (head or sc._goes_on(lowered, pos + len(noun)))
            if not inside and not sc.public_code(lowered, pos, pos + len(noun)):
                ends.add(pos + len(noun))
                if len(ends) > limit:
                    raise OverBudget(pos)
            pos = lowered.find(noun, pos + len(noun))
    return sorted(ends)


def start_clause_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    lo = max(0, start - cf.WINDOW)
    ends = list(cf._CLAUSE_END.finditer(text, lo, start))
    begin = ends[-1].end() if ends else lo
    after = cf._CLAUSE_END.search(text, end, min(len(text), end + cf.WINDOW))
    return begin, after.start() if after else min(len(text), end + cf.WINDOW)


def start_noun_hits(text: str, lowered: str, chars: Literals):
    hits: dict[int, tuple[int, str]] = {}
    covered: set[int] = set()
    limit = max(cb.KEYWORD_BUDGET, len(lowered) // 500)
    for noun in cb._NOUNS:
        if not cb.has_phrase(chars, noun, lowered):
            continue
        for pos in cb.occurrences(lowered, noun, limit):  # (no `standing`: every occurrence)
            end = pos + len(noun)
            if noun == "lösen" and cb._GERMAN_BEFORE.search(lowered, max(0, pos - 30), pos):
                continue
            if pos not in covered and cb._stands_alone(text, lowered, noun, pos, end):
                hits[pos] = (end, cb.ACCESS_NOUNS[noun])
                covered.update(range(pos, end))
                if len(hits) > limit:
                    raise OverBudget(min(hits))
    return [(s, e, kind) for s, (e, kind) in sorted(hits.items())]


def _answer(fn, *args):
    try:
        return fn(*args)
    except OverBudget as over:
        return ("over budget", over.position)


def _lowered(text: str) -> str:
    low = text.lower()
    return low if len(low) == len(text) else text.translate({c: c + 32 for c in range(65, 91)})


def _texts(pieces: list[str], seed: int, count: int, longest: int = 30) -> list[str]:
    rng = random.Random(seed)
    texts = []
    for _ in range(count):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(1, longest)))
        texts.append(text.upper() if rng.random() < 0.2 else text)
    return texts


_GLUE = [" ", " ", "  ", ", ", ". ", "\n", "\n ", "-", "'", "’", "'s", "s", "_", "(", ":", "—"]

# --- spelled_codes: the window before a code noun, read once per distinct window --------------

_SPELLED = [
    "four seven two nine, that's the alarm code",
    "fünf acht null drei ist der Code für die Tür",
    "tres, cero, ocho, uno: el PIN de la tarjeta",
    "1 2 3 4 is the door code.",
    "made in 1 9 8 4 the door",
    "q q q a b then one, that's the door for yyyy. ",
    "chapter 3 4 5 of the code",
    "six six six six the pin for the garage",
]
_CODE_PIECES = [
    *("code", "pin", "door", "alarm", "lock", "garage", "combination", "passcode", "alarma"),
    *("one", "two", "three", "seven", "zero", "null", "eins", "cinq", "1", "2", "34", "567"),
    *("then", "that's the", "is", "the", "my", "of", "for", "chapter", "apps", "a1", "10:30"),
    *_GLUE,
    "1.2",
]


@pytest.mark.parametrize("seed", range(4))
def test_run_before_as_at_the_start(seed: int) -> None:
    for text in _SPELLED + _texts(_CODE_PIECES, 2901 + seed, 200):
        lowered = _lowered(text)
        ends = _answer(start_code_noun_ends, lowered, Literals(lowered))
        for end in ends if isinstance(ends, list) else []:
            assert sc._run_before(lowered, end) == start_run_before(lowered, end), text
            assert sc._run_before(lowered, end) == start_run_before(lowered, end)  # (read again)


def test_run_before_finds_a_code_before_its_noun_in_a_flood() -> None:
    unit = "four seven two nine, that's the alarm code. " + "y" * 300 + ". "
    found = sc.spelled_code_spans(unit * 40, _lowered(unit * 40), Literals(_lowered(unit * 40)))
    assert len(found) == 40
    assert all((unit * 40)[s:e] == "four seven two nine" for _, s, e in found)


# --- spelled_codes.code_noun_ends: a noun a letter follows is passed over ---------------------


@pytest.mark.parametrize("seed", range(4))
def test_code_noun_ends_as_at_the_start(seed: int) -> None:
    for text in _SPELLED + _texts(_CODE_PIECES, 2911 + seed, 250):
        lowered = _lowered(text)
        new = _answer(sc.code_noun_ends, lowered, Literals(lowered))
        assert new == _answer(start_code_noun_ends, lowered, Literals(lowered)), text


@pytest.mark.parametrize(
    ("text", "before_ends"),
    [
        ("the pins are 1 2 3", ["the pin"]),  # a plural stands (its noun ends before the "s")
        ("pinned it, then the pin", [" the pin"]),  # "pinned" goes on as a word
        ("alarmalarma 1 2 3", []),  # a noun that overlaps itself keeps its walk
        ("the codes: 1 2 3", ["the code"]),
    ],
)
def test_code_noun_ends_where_a_noun_ends(text: str, before_ends: list[str]) -> None:
    lowered = _lowered(text)
    ends = sc.code_noun_ends(lowered, Literals(lowered))
    assert ends == start_code_noun_ends(lowered, Literals(lowered))
    assert [text[max(0, e - 8) : e] for e in ends] == before_ends


def test_overlaps_itself() -> None:
    assert overlaps_itself("alarma") and overlaps_itself("ww") and overlaps_itself("asma")
    assert not overlaps_itself("password") and not overlaps_itself("pin")


# --- credential_binding.noun_hits: a noun something alphanumeric follows is passed over -------

_NOUN_PIECES = [
    *cb._NOUNS[::7],
    *("password", "passwords", "passwort", "pass", "key", "keys2", "pin", "code", "codes"),
    *("lösen", "das Problem lösen", "PIN'i", "şifre'yi", "ww", "alarma", "wifi", "٣", "²", "é"),
    *_GLUE,
    *("1", "x", "=", "#", "`", "."),
]


@pytest.mark.parametrize("seed", range(4))
def test_noun_hits_as_at_the_start(seed: int) -> None:
    for text in _texts(_NOUN_PIECES, 2921 + seed, 250, longest=40):
        lowered = _lowered(text)
        new = _answer(cb.noun_hits, text, lowered, Literals(lowered))
        assert new == _answer(start_noun_hits, text, lowered, Literals(lowered)), text


def test_noun_hits_keeps_plurals_and_contractions_and_drops_longer_words() -> None:
    text = "my passwords, the password's, PIN'i 2244, passwordless, keys2, key."
    lowered = _lowered(text)
    assert cb.noun_hits(text, lowered, Literals(lowered)) == start_noun_hits(
        text, lowered, Literals(lowered)
    )
    nouns = [text[s:e] for s, e, _ in cb.noun_hits(text, lowered, Literals(lowered))]
    # (not "password's" before a comma, nor the ones in "passwordless", "keys2")
    assert nouns == ["password", "PIN", "key"]


# --- credential_frames.clause_bounds: the last clause end by successive searches ---------------

_CLAUSE_PIECES = [
    *("Mr.", "Mrs. ", "Dr.", "M.", "St.", "Mme.", "e.g.", "a", "b c", "x", "é", "я"),
    *(
        ". ",
        ".",
        "!",
        "?",
        ";",
        "。",
        "！",
        "？",
        "；",
        "\n",
        "\n ",
        "\n a",
        "\nA",
        " ",
        "\t",
        ".\n",
    ),
]


@pytest.mark.parametrize("seed", range(4))
def test_clause_bounds_as_at_the_start(seed: int) -> None:
    rng = random.Random(seed)
    for text in _texts(_CLAUSE_PIECES, 2931 + seed, 100, longest=150):
        for _ in range(20):
            start = rng.randint(0, len(text))
            end = rng.randint(start, min(len(text), start + 5))
            assert cf.clause_bounds(text, start, end) == start_clause_bounds(text, start, end)


# --- value_first: _FIRST tried only where one of its nouns can be read -------------------------

_FIRST_TEXTS = [
    '"Piano#Forte1990" ist das Kennwort für den Router',
    "7749 = código do cofre",
    "Kr8!zp_Q2 — VPN Passwort",
    "0917 is my lock screen code fyi",
    "Tulip-Orange-Seventeen — that is the wifi passphrase",
    "S3cr3t!x — that is the old home mot de passe",  # nine runs of spaces to the noun
    "abcd1234 est le mot de passe",
    "x" * 100 + "=pin",  # the value's 100 characters, then the link at once
]
_FIRST_PIECES = [
    *("Kr8!zp_Q2", "7749", '"Piano#1"', "abcd", "hunter2", "x" * 101, "password", "passwort"),
    *("pin", "code", "código", "mot de passe", "parola d'ordine", "wifi", "lock", "screen"),
    *("is", "that's", "that is", "das ist", "c'est", "the", "my", "der", "o", "—", "–", "-"),
    *(" ", " ", "  ", "\t", ":", "=", ",", ".", "\n", "for", "fyi", "manager", "'", "’", "“"),
]


@pytest.mark.parametrize("seed", range(4))
def test_first_is_tried_wherever_it_can_match(seed: int) -> None:
    matched = 0
    for text in _FIRST_TEXTS + _texts(_FIRST_PIECES, 2941 + seed, 150, longest=14):
        lowered = _lowered(text)
        for start in range(len(lowered)):
            if vf._FIRST.match(lowered, start) is not None:
                matched += 1
                assert vf._noun_ahead(lowered, start), (text, start)
    assert matched > 30  # (the random texts make matches for the gate to pass)


def test_first_texts_match_and_are_found() -> None:
    for text in _FIRST_TEXTS[:7]:
        lowered = _lowered(text)
        assert vf._FIRST.match(lowered, 0) is not None, text
        assert vf._noun_ahead(lowered, 0)
        assert vf.value_first_spans(text, lowered, Literals(lowered)), text


def test_no_noun_in_reach_is_not_tried() -> None:
    lowered = "password is my dog all lowercase no spaces. " + "y" * 600
    assert not vf._noun_ahead(lowered, 0)
    # a noun past the words _FIRST can cross (ten runs of spaces, or a full stop) is out of reach
    assert not vf._noun_ahead("abcd1234 is a b c d e f g h i j password", 0)
    assert not vf._noun_ahead("abcd1234 is it. the password", 0)


# --- keypad_codes: the key words asked for before a digit --------------------------------------


def test_keypad_still_reads_keys_and_digits() -> None:
    text = "the gate keypad: 4#7#1#9 then enter"
    assert keypad_code_spans(text, text.lower(), Literals(text.lower()))
    plain = "no key named here, 4 7 1 9"
    assert keypad_code_spans(plain, plain, Literals(plain)) == []


def test_verdicts_of_the_aimed_shapes_are_unchanged() -> None:
    door = ("q " * 60 + "a b then one, that's the door for " + "y" * 600 + ". ") * 20
    lowercase = ("the password is my dog all lowercase no spaces. " + "y" * 600 + ". ") * 20
    assert looks_like_secret(door) is None and looks_like_secret(lowercase) is None
    said = "four seven two nine, that's the alarm code"
    assert looks_like_secret(said) == "spoken-pin"


# --- bench/filters.py --ab: a differing verdict is reported, the rest timed ---------------------


def test_ab_row_reports_a_differing_verdict_without_timing_it() -> None:
    calls = []

    def old(text: str) -> str | None:
        calls.append("old")
        return None

    def new(text: str) -> str | None:
        calls.append("new")
        return "spoken-password"

    row = ab_row("looks_like_secret", "user + ww", old, new, "x", runs=3)
    assert "verdict differs" in row and "user + ww" in row
    assert calls == ["old", "new"]  # compared once, not timed


def test_ab_row_times_equal_verdicts_and_marks_redaction_spans() -> None:
    row = ab_row("looks_like_secret", "a", lambda t: None, lambda t: None, "x", runs=2)
    assert "verdict differs" not in row and row.count(" ms") == 2
    spans = ab_row("redact_secrets", "a", lambda t: t, lambda t: t + "!", "x", runs=2)
    assert "(spans differ)" in spans and spans.count(" ms") == 2
