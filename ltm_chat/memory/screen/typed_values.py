"""A value told together with how to type it, as dictation says a password (secret_speech.py
runs it): "the wifi key is mango tree forty four all lowercase no spaces", "la clave es playa
azul dos mil veinte todo junto", "секретне слово … Вареник з великої літери".

A note on case or spacing ("all lowercase", "no spaces", "with a capital J", "todo junto",
"tutto minuscolo", "hepsi küçük harf") tells how the words before it are typed: only a value
is typed, so those words are one, bound to the access noun before them in the same sentence
(after its copula or colon, or right after it where a language has no copula). What is not a
value follows from the same structure: no words between the copula and the note ("my password
is all lowercase"), a reference or a description there ("is my dog's name", "is printed on the
router", "is mostly lowercase"), a clause with a rule in it ("must be", "needs to be", "at least
eight characters") or with its own subject or conjunction ("was hacked so I made a new one").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import (
    CONJUNCTIONS,
    COPULAS,
    HEDGES,
    NOT_A_VALUE,
)
from ltm_chat.memory.screen.bound_values import _DESCRIBING

__all__ = ["typed_note_after", "typed_value_spans"]

# Notes on how a value is typed, in the languages of access_nouns.py (lowered text).
_NOTE = re.compile(
    r"(?<!\w)(?:"
    # English
    r"all (?:in )?(?:lower|upper) ?case|all (?:in )?(?:small|capital) letters|all caps|"
    r"all capitals|(?:all )?one word|all together|all joined|(?:with )?no spaces?|"
    r"without (?:any )?spaces?|with (?:a|the|one) space|with (?:a |an )?(?:capital|big) \w\b|"
    r"with capitals|(?:all )?lower ?case$|"
    # Spanish, Portuguese, Italian, French
    r"todo junto|todo pegado|todo (?:en )?min[úu]sculas?|todo (?:en )?may[úu]sculas?|"
    r"sin espacios?|con (?:la |una |el )?\w{1,5} may[úu]scula|"
    r"tudo junto|tudo (?:em )?min[úu]scul[oa]s?|tudo (?:em )?mai[úu]scul[oa]s?|sem espaços?|"
    r"com (?:o |a |um |uma )?\w{1,5} mai[úu]scul[oa]|"
    r"tutto attaccato|tutto (?:in )?minuscol[oe]|tutto (?:in )?maiuscol[oe]|senza spazi|"
    r"con la \w{1,5} maiuscola|"
    r"tout attaché|tout collé|tout en (?:minuscules?|majuscules?)|sans espaces?|"
    r"avec (?:un |une |le |la )?\w{1,5} majuscule|"
    # German, Dutch, Scandinavian
    r"alles klein(?:geschrieben)?|alles zusammen(?:geschrieben)?|ohne leerzeichen|"
    r"mit gro(?:ß|ss)em \w{1,5}\b|alles aan elkaar|zonder spaties?|met een hoofdletter|"
    r"utan mellanslag|uten mellomrom|uden mellemrum|med små bokstäver|"
    # Turkish, Slavic
    r"hepsi (?:küçük|büyük)(?: harf)?|boşluksuz|bitişik|"
    r"з (?:великої|маленької) літери|с (?:большой|маленькой) буквы|"
    r"(?:маленькими|великими|большими) буквами|без пробел(?:ов|а)|без пробілів|слитно|"
    r"bez spacji|małymi literami|z dużej litery|wielkimi literami|"
    # Vietnamese, Indonesian, romanised Hindi
    r"viết liền|viết thường|chữ thường|tanpa spasi|(?:semua )?huruf kecil(?: semua)?|"
    r"sab small|bina spaces?(?: ke)?|"
    # session 24: the notes on case, spacing and separators the table lacked, in the same
    # languages and more ("no caps", "with the dots", "med stort K", "isolla M kirjaimella",
    # "s velkým P", "egybeírva", "tot en minúscules", "بحروف صغيرة")
    r"no caps|(?:all )?(?:in )?lower ?case(?=[,)]|$)|(?:all )?run together|"
    r"with (?:a |the )?spaces?(?: between)?|w/ (?:periods|dots|spaces|dashes)|"
    r"with (?:the )?(?:dots|periods|dashes|hyphens|underscores|exclamation marks?|full stops)|"
    r"without (?:the )?(?:dashes|hyphens|dots|periods)|(?:with )?(?:a )?capital [a-z](?: and [a-z])?|"
    r"sin (?:los )?(?:guiones|puntos)|con (?:los )?(?:puntos|guiones)|tot (?:en )?min[úu]scules|"
    r"tot junt|sem (?:os )?(?:traços|hífens|pontos)|senza (?:i )?trattini|con (?:i )?(?:punti|trattini)|"
    r"en minuscules|en un seul mot|avec (?:les |des )?(?:points|tirets)|sans (?:les )?tirets|"
    r"klein geschrieben|mit (?:bindestrichen|punkten|leerzeichen)|"
    r"met (?:een )?hoofdletter(?: [a-z])?|(?:alles )?(?:in )?kleine letters|aan elkaar|"
    r"med stor(?:t|a)? [a-zåäæø]|med stor bokstav|med (?:små|store) bokstaver|"
    r"med bindestre(?:k|ck)(?:er)?|(?:allt |alt )?i ett ord|alt i et ord|"
    r"isolla [a-zåäö] kirjaimella|pienillä kirjaimilla|"
    r"yhteen kirjoitettuna|ilman välilyöntejä|s velk[ýé]m [a-z]|s veľkým [a-z]|malými písmeny|"
    r"bez mezer|bez medzier|egybeírva|(?:nagy|kis) [a-z] betűvel|kisbetűvel|nagybetűvel|"
    r"szóköz nélkül|cu liter[aă] mare|fără spații|με μικρά|χωρίς κενά|με κεφαλαίο|"
    r"بحروف صغيرة|بدون مسافات|بحرف كبير"
    r")(?!\w)"
)
_SENTENCE_BREAK = re.compile(r"[.!?;](?:\s|$)|\n|[。！？]")
_REACH = 110  # characters back from a note to its noun (a sentence)
_MAX_VALUE_WORDS = 8
_MAX_UNBOUND_WORDS = 6  # with no copula, the words right after the noun
_FILLERS = HEDGES | frozenset("uh um er erm hmm like just so well now ok okay".split())
# A rule about a value, not a value: "must be", "has to be", "at least eight characters".
_RULE_WORDS = frozenset(
    """must should need needs needed has have had least contain contains
    characters character chars letters digits symbols numbers required requires rule
    muss müssen soll sollte doit doivent debe deben deve devem devono moet moeten tiene tienen
    tem têm ha hay ser être sein essere zijn olmalı должен должна""".split()
)
# Words of the typing itself: among the value's words they describe it instead.
_TYPING_WORDS = frozenset(
    """lowercase uppercase lower upper case caps capital capitals letters letter spaces space
    minúsculas mayúsculas minúsculo maiúsculo minuscolo maiuscolo minuscules majuscules""".split()
)
# A subject inside the words makes them a clause ("so I made a new one"); ("on", "tu" … of
# access_nouns.PRONOUNS are words of other languages too: Turkish "on iki" is twelve)
_SUBJECTS = frozenset("i we he she they you ich wir je nous yo eu io ik я мы".split())
# (session 24: and the copulas of Finnish, Estonian, the South Slavic languages, Slovak, Czech,
# Latvian, Lithuanian, which COPULAS leaves out for their English look-alikes; a typing note
# after the words is what makes them a value here: "koodi on Mustikka1960 isolla M kirjaimella")
_BINDING_WORDS = COPULAS | frozenset("it's it’s its now on je ir yra".split())


def _binding(word: str) -> bool:
    return word in _BINDING_WORDS or word.endswith((":", "：", "="))


def _describes(word: str) -> bool:
    """A describing word ("long", "easy", "unguessable"); short function words ("um", "de")
    are left out: they are numbers and articles elsewhere ("vinte e um")."""
    if not word.isalpha():
        return not word
    return (word in NOT_A_VALUE and len(word) >= 4) or word.endswith(tuple(_DESCRIBING))


def _value_words(words: list[str]) -> bool:
    """Whether these words can be what is typed: not a reference or description, no clause."""
    if not 1 <= len(words) <= _MAX_VALUE_WORDS:
        return False
    low = [w.lower().strip("\"'“”«»()") for w in words]
    # (a comma may part the value from its note: "blå-elg-skog, med bindestreker")
    if low[0] in NOT_A_VALUE or any(w.endswith((",", ";")) for w in words[:-1]):
        return False
    for i, w in enumerate(low):
        if w in _SUBJECTS or w in _RULE_WORDS:
            return False
        nxt = low[i + 1] if i + 1 < len(low) else ""
        prev = low[i - 1] if i else ""
        if w in CONJUNCTIONS and (not prev or _describes(prev) or _describes(nxt)):
            return False  # "long and easy" are two descriptions; "quarenta e dois" one number
    if _TYPING_WORDS.intersection(low):
        return False  # "is mostly lowercase with no spaces": the words describe the typing
    if len(low) == 1 and low[0].isalpha() and low[0].endswith(tuple(_DESCRIBING)):
        return False  # "is mostly lowercase", "is unguessable with no spaces"
    return True


def _value_between(text: str, lowered: str, noun_start: int, noun_end: int, note_start: int):
    """The words between an access noun and a note on typing them, if they are its value."""
    noun = lowered[noun_start:noun_end]
    if noun_end < len(lowered) and lowered[noun_end] == "s" and lowered[noun_end - 1].isalpha():
        noun_end += 1  # a plural
    tokens = list(re.finditer(r"\S+", text[noun_end:note_start]))
    words = [m.group().lower() for m in tokens]
    if _RULE_WORDS.intersection(w.strip(",:") for w in words):
        return None
    binds = []
    for i, w in enumerate(words):
        if _binding(w) and not (binds and w in CONJUNCTIONS):
            binds.append(i)  # (a later "e" is "and" inside the value: "quarenta e dois")
    if binds:
        first = binds[-1] + 1
    elif len(words) <= _MAX_UNBOUND_WORDS and not noun.isascii() and text[noun_end] in " \t":
        first = (
            0  # no copula in the noun's language: "wifi şifresi lale yirmi beş hepsi küçük harf"
        )
        if words and words[0] in NOT_A_VALUE:
            return None  # "the password on the sticker all lowercase": a place, not a value
    else:
        return None
    while first < len(words) and words[first].strip(",") in _FILLERS:
        first += 1
    last = len(
        tokens
    )  # a conjunction that joins the note drops ("Churchill 45 but with no spaces")
    while last > first + 1 and words[last - 1] in CONJUNCTIONS:
        last -= 1
    tokens = tokens[:last]
    if not _value_words([m.group() for m in tokens[first:]]):
        return None
    return noun_end + tokens[first].start(), noun_end + tokens[-1].end()


def typed_note_after(lowered: str, end: int) -> bool:
    """Whether a note on how a value is typed follows `end` ("… alles zusammen", "… todo
    junto"): what stands before it is a value, not a count."""
    return _NOTE.match(lowered, _NOTE_GAP.match(lowered, end).end()) is not None


_NOTE_GAP = re.compile(r"[ \t,]*")


def typed_value_spans(
    text: str, lowered: str, hits: list[tuple[int, int, str]]
) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) for each value followed by a note on how it is typed;
    `hits`: the text's access nouns (start, end, kind; credential_binding.noun_hits), each read
    up to the next noun or the sentence's end. The answer depends on the lowered text from the
    noun to there only, so it is kept per such window (a flood repeats its windows)."""
    if not hits:
        return []
    found = []
    seen: dict[str, tuple[int, int, int] | None] = {}
    for i, (noun_start, noun_end, _) in enumerate(hits):
        stop = min(len(lowered), noun_end + _REACH)
        if i + 1 < len(hits):
            stop = min(stop, hits[i + 1][0])
        key = lowered[noun_start:stop]
        if key not in seen:
            seen[key] = _typed_in_window(text, lowered, noun_start, noun_end, stop)
        if (relative := seen[key]) is not None:
            found.append(("spoken-password", noun_start + relative[0], noun_start + relative[1]))
    return found


def _typed_in_window(text: str, lowered: str, noun_start: int, noun_end: int, stop: int):
    """(value start, note end), relative to the noun's start, if the window holds one."""
    if (brk := _SENTENCE_BREAK.search(lowered, noun_end, stop)) is not None:
        stop = brk.start()
    note = _NOTE.search(lowered, noun_end, stop)
    if note is None:
        return None
    value = _value_between(text, lowered, noun_start, noun_end, note.start())
    return None if value is None else (value[0] - noun_start, note.end() - noun_start)
