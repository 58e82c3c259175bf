"""A credential as a sentence states it: an access noun (or a way of getting in) bound to a value.

What makes a said credential is structure, not phrasing:
- an access noun (password, PIN, code, key… in many languages, access_nouns.py), or an access
  context ("log into my PayPal", "the phone unlocks with": access_context.py);
- a value bound to it in the same clause: after a copula, a colon, "it's", "use", "with", or
  standing right after the noun and its qualifiers ("код от гаража 3071", "密码 551208");
- the value shaped for its noun: digits for a PIN, code or combination; a chosen token, a
  name-like word ending the clause, a quoted phrase or a few words for a password; a random
  string or digit groups for a key; any word for a security answer.
What is not a value follows from the same structure: after the copula a reference or a
description ("is on the fridge", "is the same", "is long") is the object instead of a value; a
noun that heads a compound ("password manager", "PIN diagram") names another thing; a noun
introduced by an indefinite article ("a password is like …") is generic; and a statement set in
a fiction or an example ("in the film …", "for example …") belongs to no one the user names
(credential_frames.py).

Every scan is bounded: nouns found by literal search, a fixed window after each one, a
budget past which the rest of the text is treated as secret (fail closed).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ltm_chat.memory.screen.access_nouns import (
    ACCESS_NOUNS,
    ADVERBS,
    ANSWER,
    ARABIC_PREFIX,
    ARABIZI_WORDS,
    CJK_COPULAS,
    CODE,
    CODE_WORD_PREFIXES,
    CONJUNCTIONS,
    COPULAS,
    ENGLISH_NOUNS,
    HEBREW_PREFIX,
    HEDGES,
    INTRODUCERS,
    KEY,
    LINKS,
    NOT_A_VALUE,
    PASSWORD,
    PRONOUNS,
    SEMITIC_TOPIC_HEADS,
    SERIAL,
    STRONG_VALUE_ONLY,
    THAI_PUBLIC_AFTER,
    made_a_kind,
)
from ltm_chat.memory.screen.bound_values import (
    code_list,
    keypad_sequence,
    one_word,
    passphrase,
    shaped,
    strong_value,
)
from ltm_chat.memory.screen.code_purposes import code_is_a_password
from ltm_chat.memory.screen.code_word_values import CODE_WORDS, named_code_word
from ltm_chat.memory.screen.credential_frames import (
    TITLE,
    clause_bounds,
    generic_noun,
    in_frame,
    public_code,
    unspaced,
)
from ltm_chat.memory.screen.kod_at_someones import kod_at_someones
from ltm_chat.memory.screen.literals import Literals, overlaps_itself
from ltm_chat.memory.screen.network_passes import network_pass
from ltm_chat.memory.screen.never_shared import never_shared
from ltm_chat.memory.screen.purpose_objects import PURPOSE_BEFORE, names_the_purpose
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET, OverBudget
from ltm_chat.memory.screen.security_answers import family_history
from ltm_chat.memory.screen.spoken_values import (
    _CODE_OR_PLACEHOLDER,
    _QUOTED,
    chosen_password,
    random_letters,
    token_core,
)
from ltm_chat.memory.screen.suffix_apostrophes import turkish_suffix_end
from ltm_chat.memory.screen.two_part_codes import two_part_code

__all__ = ["has_phrase", "noun_hits", "noun_values", "occurrences"]

_MAX_TOKENS = 14  # tokens read after a noun (a clause)
_TOKEN = re.compile(r"\S+")
_PUBLIC_BEFORE = re.compile(
    r"(?:public|öffentliche[rn]?|publique|p[úu]blica|pubblica|publieke|открытый|публичный"
    r"|ssh|gpg|pgp)[ -]?\Z"
)
_NOUNS = sorted(ACCESS_NOUNS, key=len, reverse=True)
_RULE = {
    PASSWORD: "spoken-password",
    CODE: "spoken-pin",
    KEY: "spoken-key",
    SERIAL: "spoken-key",
    ANSWER: "spoken-password",
}


def noun_hits(text: str, lowered: str, chars: Literals) -> list[tuple[int, int, str]]:
    """(start, end, kind) of each access noun standing as a word, longest noun first."""
    hits: dict[int, tuple[int, str]] = {}
    covered: set[int] = set()  # inside a longer noun already found ("pin" in "pin code")
    limit = max(KEYWORD_BUDGET, len(lowered) // 500)
    for noun in _NOUNS:
        if not has_phrase(chars, noun, lowered):
            continue
        for pos in occurrences(lowered, noun, limit, _STANDING.get(noun)):
            end = pos + len(noun)
            if noun == "lösen" and _GERMAN_BEFORE.search(lowered, max(0, pos - 30), pos):
                continue  # "das Problem lösen: …": the German verb, not Swedish "password"
            if pos not in covered and _stands_alone(text, lowered, noun, pos, end):
                hits[pos] = (end, ACCESS_NOUNS[noun])
                covered.update(range(pos, end))
                if len(hits) > limit:
                    raise OverBudget(min(hits))
    return [(s, e, kind) for s, (e, kind) in sorted(hits.items())]


def occurrences(
    lowered: str, phrase: str, limit: int, standing: re.Pattern[str] | None = None
) -> Iterator[int]:
    """Where `phrase` starts in `lowered`, left to right; more than `limit` of them making over
    1 % of the text is a flood, not prose (counted at C speed before any is read). `standing`:
    only where this pattern (the phrase and what may follow it) matches."""
    count = lowered.count(phrase)
    if count > limit and count * 100 > len(lowered):
        raise OverBudget(lowered.find(phrase))
    if standing is not None:
        yield from (m.start() for m in standing.finditer(lowered))
        return
    pos = lowered.find(phrase)
    while pos >= 0:
        yield pos
        pos = lowered.find(phrase, pos + len(phrase))


# `_stands_alone` refuses a spaced noun that a letter or a digit follows, after its plural's "s"
# or at once ("pass" in "password", "key" in "keys2"): those places are passed over at C speed,
# the noun read where nothing alphanumeric goes on after it. (A noun that can overlap itself
# keeps `occurrences`' walk, which never reads one inside the last.)
_STANDING = {
    noun: re.compile(
        re.escape(noun) + (r"(?=s(?![^\W_])|(?![^\W_]))" if noun[-1].isalpha() else r"(?![^\W_])")
    )
    for noun in _NOUNS
    if not unspaced(noun[0]) and not overlaps_itself(noun)
}


# Below this length a plain substring search is cheaper than the Literals bookkeeping.
_SHORT_TEXT = 20_000


def has_phrase(chars: Literals, phrase: str, lowered: str) -> bool:
    """Whether `phrase` occurs in `lowered`: a plain search in a short text; in a long one each
    of its words is looked for first (among the distinct words, cheaply), the whole phrase only
    when all of them occur."""
    if len(lowered) < _SHORT_TEXT:
        return phrase in lowered
    words = phrase.split()
    if len(words) > 1 and not chars.has_chars(phrase.replace(" ", "")):
        return False  # a character of the phrase is absent: no word of it is searched for
    return (len(words) == 1 or all(chars.has(w) for w in words)) and chars.has(phrase)


_LONG_CODE_PREFIXES = tuple(p for p in CODE_WORD_PREFIXES if len(p) > 2)
_LETTERS_AT_END = re.compile(r"[^\W\d_]*\Z")


def _stands_alone(text: str, lowered: str, noun: str, start: int, end: int) -> bool:
    if unspaced(noun[0]):
        return True
    before = lowered[start - 1] if start else " "
    after = lowered[end] if end < len(lowered) else " "
    if after == "s" and noun[-1].isalpha():  # a plural: "passwords", "codes"
        end += 1
        after = lowered[end] if end < len(lowered) else " "
    contraction = after in "'’" and lowered[end + 1 : end + 3] in ("s", "s ")  # "password's"
    contraction = contraction or turkish_suffix_end(lowered, end) is not None  # "PIN'i 2244"
    if not contraction and (
        after.isalnum()
        or after in "_([=\"'`"
        or (after in ".-" and lowered[end + 1 : end + 2].isalpha())
    ):
        return False  # part of a longer word or of an identifier (`key_length`, `dist.key`)
    if before.isalpha() and _joined_prefix(lowered, noun, start):
        return True  # Hebrew "שהסיסמה", Arabic "وكود": a joined "and", "that", "the"…
    if before.isalpha():
        if noun in STRONG_VALUE_ONLY:
            return False  # "compass", "bypass", "trespass"
        # The head of a compound ("Türcode", "fietskluiscode") counts; "monkey" does not, nor
        # camelCase (`addPassword`) nor English words that end in "code" ("encode", "barcode").
        camel = text[start].isupper() and text[start - 1].islower()
        word = lowered[max(0, start - 12) : start].split()[-1:] or [""]
        # ("en", "de", "op", "re" are whole prefixes, "encode", "opcode"; a longer word ending
        # in them is a compound's first noun: "Zahlencode", "Gebäudecode")
        head = _LETTERS_AT_END.search(word[0]).group()  # "strict-uri-en" -> "en"
        english = noun == "code" and (
            head in CODE_WORD_PREFIXES or word[0].endswith(_LONG_CODE_PREFIXES)
        )
        return (
            len(noun) >= 4
            and ACCESS_NOUNS[noun] in (CODE, PASSWORD)
            and before.isascii()
            and not camel
            and not english
        )
    flag = before == "-" and (start < 2 or not lowered[start - 2].isalnum())  # `--key`, `-p`
    # (a noun right after a quote is inside a string literal in code: `"Password:"`)
    # (a noun after "#" is a hashtag, a topic: "#password #security")
    return not (flag or before.isdigit() or before in "_.$`/\\<{\"'#")


# "…is printed wrong on the sticker, the real one is X": a correction names the value after
# a description; "DOB + last 4, so 19870412 3391": a recipe, then what it makes. Their words,
# then the value (a corrective or resulting word is needed among them).
_CORRECTIVE = frozenset(
    """real actual correct right true proper richtige echte korrekte vrai bon bonne vraie
    correcto correcta verdadero verdadera real correto correta giusto giusta vera vero juiste
    echte goede правильный правильная настоящий настоящая riktiga rätta
    so i.e. ie => -> → also d.h. donc sea dus то""".split()
)
_CORRECTION_WORDS = _CORRECTIVE | frozenset(
    """the one is it's its it actually but though das der die ist le la est c'est el la es
    o a é il è de het is был была är that's that makes gives ergibt ça fait o есть""".split()
)


def _correction_after(text: str, kind: str, tokens) -> tuple[int, int] | None:
    for j, m in enumerate(tokens[:-1]):
        if m.group().endswith(","):
            return _corrected_value(text, kind, tokens[j + 1 :])
    return None


def _corrected_value(text: str, kind: str, tokens) -> tuple[int, int] | None:
    corrective = False
    for m in tokens[:6]:
        word = m.group().lower().strip(",:")
        if word in _CORRECTION_WORDS:
            corrective = corrective or word in _CORRECTIVE
            continue
        return strong_value(kind, text, m.start(), m.group()) if corrective else None
    return None


# An Arabizi word: letters with single digits standing for letters ("a3mel", "mbere7", "ba6i2"):
# no two digits side by side, two letters at least.
_ARABIZI_SHAPED = re.compile(r"(?!.*\d\d)(?=(?:[^a-z]*[a-z]){2})[a-z'2356789]+")


def _value_after_arabizi(text: str, kind: str, tokens) -> tuple[int, int] | None:
    for m in tokens:
        core = token_core(m.group())
        if m.group()[0] in "\"'“«" and (quoted := _QUOTED.match(text, m.start())):
            if not _CODE_OR_PLACEHOLDER.search(quoted.group(1)):
                return quoted.span(1)  # '… ta3 el router hiye "mjadara"': quoted, it is said
        if _ARABIZI_SHAPED.fullmatch(core):
            continue  # a word of the sentence written in Latin letters and digits
        if value := strong_value(kind, text, m.start(), m.group()):
            return value
    return None


def _topic_head(lowered: str, start: int) -> bool:
    while start and lowered[start - 1].isalpha():
        start -= 1  # to the word's start, past a joined prefix ("מנהל הסיסמאות")
    before = lowered[max(0, start - 24) : start].split()
    if before and _DEFINITE_HEAD.match(before[-1]):
        return False  # "أعطاني المدير كلمة مرور": "the manager" is a person, no construct's head
    return bool(before) and before[-1].endswith(tuple(SEMITIC_TOPIC_HEADS))


# A construct's head takes no article: "مدير كلمات المرور", never "المدير كلمات"; so in Hebrew.
_DEFINITE_HEAD = re.compile("[وفبلك]?ال|[ושבלמכ]?ה")


def _joined_prefix(lowered: str, noun: str, start: int) -> bool:
    """Whether the letters before a Hebrew or Arabic noun, back to the word's start, are the
    prefixes those languages join to a noun."""
    if "\u05d0" <= noun[0] <= "\u05ea":
        prefix = HEBREW_PREFIX
    elif "\u0621" <= noun[0] <= "\u064a":
        prefix = ARABIC_PREFIX
    else:
        return False
    word_start = start
    while word_start > max(0, start - 4) and lowered[word_start - 1].isalpha():
        word_start -= 1
    if word_start and lowered[word_start - 1].isalpha():
        return False
    return prefix.fullmatch(lowered, word_start, start) is not None


# Prepositions of place: what follows is where something is kept.
EXAMPLE_AFTER = frozenset("like such e.g. eg wie comme como come zoals как".split())
_CJK_PARTICLES = frozenset("の的是为為はがをにでともへ는은이가를을의에도：:，、")
# Words that open a subordinate clause between a noun and its value ("code word if …: …").
_SUBORDINATORS = frozenset(
    "if when for in case so because wenn falls si cuando se quando als".split()
)
_PLACE_BEFORE = frozenset(
    "in on under inside behind im dans sur en em no na nel sul в на op bij på".split()
)
_ROMANCE_OF = frozenset("de du des del da do di della".split())
# "with" binds a value ("opens with 4471") unless an article follows: then it qualifies the
# noun's object ("the folder with the photos").
_WITH = frozenset("with mit avec con com met".split())
_ENGLISH_COPULAS = frozenset("is was are were 's = : - – — -> => now set changed".split())


def _bound_value(
    text: str,
    kind: str,
    start: int,
    stop: int,
    english: bool,
    bound=False,
    subject=True,
    sentence=False,
):
    """The value an access noun ending at `start` is bound to, within text[start:stop];
    `subject`: the noun leads its clause (no verb before it)."""
    clause = list(_TOKEN.finditer(text, start, stop))
    tokens = clause[:_MAX_TOKENS]
    paren = place = purpose = compound = and_only = False
    label = bound  # bound by a colon: a label, its value after it
    for i, m in enumerate(tokens):
        token, pos = m.group(), m.start()
        stripped = token.lstrip(CJK_COPULAS + ":") if token[0] not in "=＝" else token[1:]
        if stripped != token:
            label = label or ":" in token[: len(token) - len(stripped)]
            bound, pos, token = True, pos + len(token) - len(stripped), stripped
        elif token and unspaced(token[0]):
            # "金庫の番号は0502": CJK qualifiers, maybe a copula, then the value in one token
            run = len(token) - len(token.lstrip("".join(c for c in token if unspaced(c))))
            bound = bound or any(c in CJK_COPULAS for c in token[:run])
            bound = bound or token[:run].endswith(_THAI_COPULAS)
            pos, token = pos + run, token[run:]
        if not token:
            continue
        if (joined := _HEBREW_TO_NUMBER.match(token)) is not None:
            bound, pos, token = True, pos + joined.end(), token[joined.end() :]  # "ל-9021"
        if paren or token.startswith("(") or (not bound and token[0] in '"“«'):
            # an aside or a quoted question before the value: 'answer to "city you were born in":'
            # (a lone mark opens it, or closes it when open: French sets « … » apart by spaces)
            closes = token.rstrip(":").endswith((")", '"', "”", "»"))
            paren = not closes or (len(token) == 1 and not paren)
            bound = bound or token.endswith(":")
            continue
        word = token.lower().rstrip(":：,")
        after = tokens[i + 1].group().lower() if i + 1 < len(tokens) else ""
        # an aside about the value ends its clause too: "is bluecheese (all lowercase)"
        last = not after or after in CONJUNCTIONS or after.startswith("(")
        if word in ARABIZI_WORDS:
            # "el password taba3 el wifi": a word of the sentence, not a value; but a value
            # said later in the clause still is ("… ta3 el email howa Cairo7788")
            return _value_after_arabizi(text, kind, tokens[i + 1 :])
        if compound:  # after a compound's head only a value at once: "code portail 1234B"
            if word in COPULAS and word not in _ENGLISH_COPULAS:
                compound, bound = False, True  # "la mia password github è …": not English
                continue
            if word in _ROMANCE_OF:
                compound = False  # "code wifi de la maison : …": French, not an English compound
                continue
            return shaped(kind, text, pos, token, False, last)
        if not bound and word in _WITH and after in LINKS:
            continue  # "the password for the folder with the photos is …": a qualifier
        if not bound and i == 0 and word in _WITH:
            return None  # "hash the passwords with argon2id", "share passwords with classmates"
        if word == "set" and after == "up":
            continue  # "what I set up last month": the verb "set up", no copula
        if word in COPULAS or word in INTRODUCERS or token in ("-", "–", "—"):
            # An unaccented "e" is "é"/"è" typed plainly, or "and": after a noun that is a
            # verb's object ("esqueci a senha e tive que …") words are the next clause.
            and_only = word == "e" and (and_only or not bound)
            bound = bound or word not in ("to", "it")
            continue
        if not bound and word in EXAMPLE_AFTER:
            return None  # "passwords like 123456": an example of a kind, no one's value
        if token == "/" or (i + 1 < len(tokens) and tokens[i + 1].group() == "/"):
            bound = True
            continue  # "dupont.j / Cerise-29": the account, then its password
        if bound and _ADDRESS.match(token) and token.endswith((",", ";")):
            continue  # "login: thompsons.home@example.org, Magic*Kingdom5": the account first
        if word in ADVERBS or (not bound and word in PRONOUNS) or (bound and word in HEDGES):
            continue  # "is still …", "the code they texted is …"
        if bound and token[0] == "`" and (ticked := _TICKED.match(text, pos)):
            # "the root pw is `raspi-garage-77`": Markdown's inline code marks the value typed
            if chosen_password(ticked.group(1)) or random_letters(ticked.group(1)):
                return ticked.span(1)
        if bound and token[0] in "\"'“«‘„「『":
            quoted = _QUOTED.match(text, pos)
            if quoted and not _CODE_OR_PLACEHOLDER.search(quoted.group(1)):
                return quoted.span(1)
        opens = (i == 0 and label) or (i > 0 and tokens[i - 1].group().endswith((":", "：")))
        if sentence and label and opens and (phrase := passphrase(text, clause[i:], label, True)):
            return phrase  # "passphrase: seven quiet herons walk past the mill at dawn"
        if bound and word in NOT_A_VALUE:
            # A reference or a description is the object, not a value; unless a colon
            # gives the value after it ("is my dog's name and my house number: Rufus112").
            # Or a comma gives it ("my PIN is my birth year, 1987", "the same as email, X").
            for j in range(i, len(tokens) - 1):
                piece = tokens[j].group()
                if piece.lower().strip(",:—") in ACCESS_NOUNS:
                    return None  # another noun ("the pizza order code, 7781"): its own binding
                if piece.endswith((":", "=")):  # "… the name of my dog + 99 = Rex99"
                    return _bound_value(text, kind, tokens[j].end(), stop, False, True)
                if piece.endswith((",", "—")) or tokens[j + 1].group() in ("—", "–"):
                    nxt = tokens[j + 1] if tokens[j + 1].group() not in ("—", "–") else None
                    if nxt is not None and (
                        value := strong_value(kind, text, nxt.start(), nxt.group())
                    ):
                        return value
                    if value := _corrected_value(text, kind, tokens[j + 1 :]):
                        return value
            return None
        if not bound and (word in LINKS or word in _PLACE_BEFORE):
            place = place or word in _PLACE_BEFORE
            purpose = purpose or word in PURPOSE_BEFORE
            continue
        if place and not bound:
            # "my passwords in 1Password": the word after a preposition of place is the place
            place, bound = False, token.endswith((":", "："))
            continue
        if purpose and not bound:
            purpose = False
            # "ihr Passwort für die Lernplattform niemals weitergeben": what the password is
            # for, and no value bound later (with one, the clause is read as before)
            if names_the_purpose(token_core(token)) and not _binds_later(_to_comma(tokens, i), 0):
                continue
        if bound and kind == CODE and (codes := code_list(tokens[i:])):
            return codes
        if bound and kind == CODE and (codes := keypad_sequence(tokens[i:])):
            return codes  # "kod do domofonu: 15 klucz 3308"
        if bound and kind == CODE and (codes := two_part_code(tokens[i:], text)):
            return codes  # "interfon: 24K, apoi 7789": the flat's part, then the code
        if (
            bound
            and kind == PASSWORD
            and (subject or not and_only)
            and (phrase := passphrase(text, clause[i:], label))
        ):
            return phrase
        if bound and kind == ANSWER and TITLE.fullmatch(token):
            # "… ay Mrs. Dimaculangan": the title and the name after it are the answer
            name = _bound_value(text, kind, m.end(), stop, english, True, subject, sentence)
            return None if name is None else (pos, name[1])
        later = not (bound or last) and len(token) >= 8 and _binds_later(tokens, i + 1)
        value = shaped(kind, text, pos, token, bound, last, later)
        if value is None and label and kind == CODE and chosen_password(token_core(token)):
            value = (pos, pos + len(token_core(token)))  # "code wifi … : croissant-velo-2233"
        if (
            value is None
            and bound
            and last
            and kind == PASSWORD
            and one_word(token_core(token), label)
        ):
            value = (pos, pos + len(token_core(token)))  # "the wifi password is sunflowerfield"
        if value is not None:
            return value
        if bound:
            # the object of the statement is not a value, unless a correction gives one:
            # "is outdated, the real one is …"
            return _correction_after(text, kind, tokens[i:])
        # The noun heads a compound ("password manager", "PIN diagram") unless a value
        # follows at once ("code portail 1234B").
        compound = i == 0 and word.isalpha() and english and word not in _SUBORDINATORS
        bound = label = token.endswith((":", "："))
    return None


# a value in Markdown's inline code: one token, no spaces, no backtick inside
_TICKED = re.compile(r"`([^`\s]{4,100})`(?![\w`])")


def _to_comma(tokens, start: int) -> list:
    """tokens[start:] up to the first that ends with a comma (its clause), that one included."""
    out = []
    for m in tokens[start:]:
        out.append(m)
        if m.group().endswith(","):
            break
    return out


def _binds_later(tokens, start: int) -> bool:
    """Whether a copula or a colon comes among tokens[start:] (the rest of the clause)."""
    return any(
        m.group().lower() in COPULAS or m.group().endswith((":", "：")) for m in tokens[start:]
    )


# Without a digit in its clause `_bound_value` reads the clause, the character before it (a
# quote's look-behind) and a quoted value's reach after it; a digit starts a number, read on.
_QUOTE_REACH = 104
_DIGIT = re.compile(r"\d")


def _clause_bound_value(
    text: str,
    kind: str,
    start: int,
    stop: int,
    how: tuple[bool, bool, bool],
    seen: dict[tuple, tuple[int, int] | None],
) -> tuple[int, int] | None:
    """`_bound_value` with `how` = (english, subject, sentence), each distinct clause of ASCII
    letters (with what it reads around it) read once per screening: a flood repeats one."""
    english, subject, sentence = how
    lo = max(0, start - 1)
    window = text[lo : stop + _QUOTE_REACH]
    if not window.isascii() or _DIGIT.search(text, start, stop):
        return _bound_value(text, kind, start, stop, english, subject=subject, sentence=sentence)
    key = (kind, how, start - lo, stop - start, window)
    if key in seen:
        rel = seen[key]
        return None if rel is None else (start + rel[0], start + rel[1])
    value = _bound_value(text, kind, start, stop, english, subject=subject, sentence=sentence)
    seen[key] = None if value is None else (value[0] - start, value[1] - start)
    return value


def noun_values(text: str, lowered: str, hits) -> list[tuple[str, int, int]]:
    """(rule, start, end) of the value each access noun in `hits` (noun_hits) is bound to."""
    found = []
    clauses: dict[tuple, tuple[int, int] | None] = {}
    for start, end, kind in hits:
        if kind == CODE and public_code(lowered, start, end):
            continue  # "zip code", "código postal": a public number
        if kind == CODE and kod_at_someones(lowered, start):
            continue  # (session 34) "termin kod zubara": "at the dentist's", no code
        if kind == KEY and _PUBLIC_BEFORE.search(lowered, max(0, start - 8), start):
            continue  # a public key is published on purpose
        generic = generic_noun(lowered, start)
        if _thai(lowered[start]) and lowered.startswith(tuple(THAI_PUBLIC_AFTER), end):
            continue  # "รหัสไปรษณีย์" (post code), "รหัสสินค้า" (product code): public
        if "\u05d0" <= lowered[start] <= "\u064a" and _topic_head(lowered, start):
            continue  # "مدير كلمات المرور", "מנהל סיסמאות": a password manager
        if lowered.startswith("s", end) and not unspaced(lowered[start]):
            end += 1
        end = turkish_suffix_end(lowered, end) or end  # "PUK'u 71920384": the noun, declined
        if unspaced(lowered[start]) and end < len(lowered) and unspaced(lowered[end]):
            if lowered[end] not in _CJK_PARTICLES and not _thai(lowered[start]):
                continue  # "密码管理器", "パスワードマネージャー": the noun qualifies another
        clause_start, stop = clause_bounds(text, start, end)
        if text.startswith("\n", stop) and _UNFINISHED.search(text, max(end, stop - 12), stop):
            _, stop = clause_bounds(text, stop + 1, stop + 1)  # "… is" at a line's end: next line
        elif text.startswith("? ", stop):
            _, stop = clause_bounds(text, stop + 2, stop + 2)  # "Passwort? Ach ja: …": its answer
        noun = lowered[start:end]
        if noun not in ACCESS_NOUNS and noun.endswith("s"):
            noun = noun[:-1]  # a plural ("passwords"), not the "s" of "pass"
        english = noun in ENGLISH_NOUNS
        before = lowered[clause_start:start].rsplit(",", 1)[-1]  # "ok, la password …"
        subject = all(w in LINKS for w in before.split())
        sentence = noun in _PHRASE_NOUNS
        value = _clause_bound_value(text, kind, end, stop, (english, subject, sentence), clauses)
        if generic and not (value and _labelled(text, lowered, start, end, value)):
            continue  # "a password is like …"; but "ein Shared-Passwort …: Kunde!Sonne2025"
        if value is not None and noun in STRONG_VALUE_ONLY and not _strong(noun, text, value):
            if not (noun in _PASSES and network_pass(lowered, start)):
                continue
        if value is not None and noun in CODE_WORDS and not named_code_word(text, *value):
            continue  # (session 37) "секретное слово было детское": a word describing it
        if value is not None and kind == ANSWER and _describes_question(noun, text, end, value):
            continue  # "my security question is stupid": the question, not its answer
        if value is not None and kind == ANSWER and family_history(noun, text, end, value[0]):
            continue  # "my mother's maiden name was Kowalski, she was from Łódź"
        if value is not None and never_shared(lowered, start, value):
            continue  # "never share your PIN, not even with the bank": advice, no PIN
        if value is not None and not in_frame(text, lowered, start, value[1]):
            rule = _RULE[kind]
            if kind == CODE and code_is_a_password(lowered, start, value[0], text[slice(*value)]):
                rule = "spoken-password"  # "kode til MitID er Hygge2023!": a login's password
            found.append((rule, *value))
    return found


# German words before the verb "lösen" (to solve): an article, "zu", a modal or a pronoun
_GERMAN_BEFORE = re.compile(
    r"(?<!\w)(?:das|die|der|dem|zu|kann|kannst|können|muss|musst|müssen|wir|ich|nicht|man)"
    r"(?!\w)[^\n.!?;]*\Z"
)


_ANSWER_WORD = re.compile(r"answer|antwort|réponse|respuesta|resposta|risposta", re.IGNORECASE)
# Words that open a question ("the security question is 'What was your first car'").
_QUESTION_WORDS = frozenset(
    "what which who whose where when how name wie was wo welche quel quelle qual cuál cual".split()
)


def _describes_question(noun: str, text: str, end: int, value: tuple[int, int]) -> bool:
    """After a noun naming the question (not the answer) and a copula, a lowercase word
    describes it ("is stupid", "ist doof") and a quoted question quotes it; an answer is a
    name or has a digit ("is Fluffy", "is Bingo2"), or follows a label's colon or "the answer
    to" ("security question: fluffy")."""
    if not any(w in noun for w in ("question", "frage", "pregunta", "pergunta", "domanda")):
        return False
    if ":" in text[end : value[0]] or _ANSWER_WORD.search(text, max(0, end - len(noun) - 40), end):
        return False
    core = token_core(text[value[0] : value[1]])
    first = core.split()[0].lower().strip("\"'“«") if core.split() else ""
    if first in _QUESTION_WORDS or core.endswith("?"):
        return True
    return core[:1].islower() and not any(c.isdigit() for c in core)


# Nouns that name a phrase: after their label a whole made-up sentence is the value.
_PHRASE_NOUNS = frozenset({"passphrase", "pass phrase"})


# Thai puts the head first ("รหัสประตู", code-door: the door's code) and says "is" as คือ/เป็น.
_THAI_COPULAS = ("คือ", "เป็น")


def _thai(char: str) -> bool:
    """Thai, and (session 41) Lao, Burmese and Khmer: a noun's complement follows it joined."""
    return (
        "\u0e00" <= char <= "\u0eff" or "\u1000" <= char <= "\u109f" or "\u1780" <= char <= "\u17ff"
    )


def _labelled(text: str, lowered: str, start: int, end: int, value: tuple[int, int]) -> bool:
    """A chosen token given after a colon: a value, even after "a"/"ein" ("ein Passwort: X");
    not after a kind's words ("the most popular password: Password1")."""
    if made_a_kind(lowered, start):
        return False
    between, core = text[end : value[0]], token_core(text[slice(*value)])
    shaped_so = chosen_password(core) or _LABELLED_DIGITS.fullmatch(core) is not None
    return ":" in between and "\n" not in between and shaped_so


# A code's digits after a colon ("a guest code for the dog sitter: 318854").
_LABELLED_DIGITS = re.compile(r"[0-9]{4,8}")


# Hebrew joins "to" to a number with a hyphen: "החלפתי את הקוד ל-9021" (changed it to); a
# code's length ("ב-2023" is "in 2023", "ל-0521234567" a phone number).
_HEBREW_TO_NUMBER = re.compile("ל[-־](?=[0-9]{3,8}(?![0-9]))")
# An account's address before its password ("login: a.b@example.org, X"), not "Hanoi@2024,".
_ADDRESS = re.compile(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", re.IGNORECASE)
_MEASURE = re.compile(r"[0-9]+(?:[.,][0-9]+)?[A-Za-z/]{1,8}")  # "100Mbit", "5GHz"


_PASSES = ("pass", "pass wifi", "pass wi-fi")  # (a network's, when the text names one)


def _strong(noun: str, text: str, value: tuple[int, int]) -> bool:
    """A value only a password could be: letters with digits or symbols (a network's speed,
    "100Mbit", starts with its digits); after "pass" a symbol and a lowercase letter, or all
    lowercase letters and digits (a boarding pass's "BA2490", a pass's tier "Gold2024" are
    neither)."""
    core = token_core(text[value[0] : value[1]])
    if not chosen_password(core) or _MEASURE.fullmatch(core):
        return False
    if noun != "pass" or (any(c.islower() for c in core) and any(not c.isalnum() for c in core)):
        return True
    # all lowercase, three letters and two digits: no boarding pass's code ("BA2490") nor a
    # tier ("Gold2024") is written so ("pass conmeo2020")
    letters, digits = sum(c.isalpha() for c in core), sum(c.isdigit() for c in core)
    if core.isalnum() and core == core.lower() and letters >= 3 and digits >= 2:
        return True
    return _joined_words(core)


def _joined_words(core: str) -> bool:
    """Words run together with a capital inside and a digit ("BeadedBeauty7", "Tehran1357Rose",
    "creeperAwMan2011"): a password made of words; a pass's code is capitals ("BA2490"), its
    tier one word ("Gold2024")."""
    if len(core) < 7 or not core.isalnum() or not core.isascii() or core.isupper():
        return False
    inner = any(
        b.isupper() and (a.islower() or a.isdigit()) for a, b in zip(core, core[1:], strict=False)
    )
    return inner and any(c.isdigit() for c in core) and sum(c.islower() for c in core) >= 4


# A line that ends in a copula or a colon goes on with its value on the next line.
_UNFINISHED = re.compile(r"(?:[:：=]|\b(?:is|ist|es|est|é|è|was|are))[ \t]*\Z")
