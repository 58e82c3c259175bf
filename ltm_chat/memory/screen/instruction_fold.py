"""Spelling tricks undone before the instruction filter reads a text (`fold`): leetspeak
(`1gn0r3`), letters spaced or dotted apart (`p r i n t`, `r.u.l.e.s`), Cyrillic and Greek
look-alikes inside Latin text, zero-width characters and mixed case.
"""

from __future__ import annotations

import re
import unicodedata

from ltm_chat.memory.screen.persona_marks import SELF_MARK
from ltm_chat.memory.screen.spaced_runs import RUN_SHAPE, joined_runs
from ltm_chat.memory.screen.styled_letters import small_capitals

_LEET = str.maketrans(
    {"4": "a", "3": "e", "1": "i", "0": "o", "5": "s", "7": "t", "@": "a", "$": "s"}
)
_LEET_BYTES = bytes.maketrans(bytes(_LEET), "".join(_LEET.values()).encode())
_LEET_WORD = re.compile(r"(?<![\w@$])(?:[A-Za-z]++[0-9@$]|[0-9@$]++[A-Za-z])[A-Za-z0-9@$]*+")
# Cyrillic and Greek letters that look Latin, mapped back when the text is Latin script.
_LOOKALIKE_CHARS = "аеорсухіѕјԁӏАЕОРСУХІЅЈВМНКТοαειρνυχκτΑΒΕΗΙΚΜΝΟΡΤΥΧΖ"
_CONFUSABLES = str.maketrans(
    _LOOKALIKE_CHARS, "aeopcyxisjdlAEOPCYXISJBMHKToaeipvuxktABEHIKMNOPTYXZ"
)
_LOOKALIKE = re.compile("[" + _LOOKALIKE_CHARS + "]")
# Cyrillic and Greek letters with no Latin look-alike: real Russian or Greek text has them
# (Greek's accented vowels too: "Αγνόησε" is Greek, never a disguised "ignore").
_CYRILLIC_ONLY = re.compile(
    "[бвгджзийклмнптфцчшщъыьэюяБГДЖЗИЙЛПФЦЧШЩЪЫЬЭЮЯβγδζηθλμξπσςφψωάέήίόύώΓΔΘΛΞΠΣΦΨΩ]"
)
# A word that mixes Latin letters with look-alikes. Tried only where a run starts, and its
# runs never give back: a long Latin word is read once, not once per letter (that was
# quadratic: a megabyte-long word with one Cyrillic letter elsewhere took hours).
_MIXED_SCRIPT = re.compile(
    "(?<![A-Za-z])[A-Za-z]++[аеорсухіѕјԁӏАЕОРСУХІЅЈВМНКТοαειρνυχκτ][\\wа-яА-Я]*+|"
    "(?<![аеорсухіѕјԁӏАЕОРСУХІЅЈВМНКТοαειρνυχκτ])[аеорсухіѕјԁӏАЕОРСУХІЅЈВМНКТοαειρνυχκτ]++"
    "[A-Za-z][\\wа-яА-Я]*+"
)


# Small capitals ("ɪɢɴᴏʀᴇ ʀᴜʟᴇs"), which NFKC leaves alone, read as the letters they are.
_SMALL_CAPITALS = small_capitals()
_SMALL_CAPITAL_CHARS = tuple(map(chr, _SMALL_CAPITALS))  # (C-speed `in` searches)
# (dot-letter pairs held possessively: `\.{0,2}` after them cannot fail; 3x faster on "p.p.p…")
_DOTTED = re.compile(r"(?<![^\s])[^\s.](?:\.[^\s.]){2,}+\.{0,2}|\b\w\.\w\b")
# Where `_DOTTED` matches, told by the dot its match holds (the same texts match): `re` skips
# to each dot at C speed, where `_DOTTED` tries every offset ("x.example" in every link).
_DOTTED_AT_DOT = re.compile(r"\.(?:(?<=(?<![^\s])[^\s.]\.)[^\s.]\.[^\s.]|(?<=\b\w\.)\w\b)")


# The newer spelling tricks (hyphens, wide gaps) are undone this far into a text: a memory is
# 500 characters and extraction reads 12,000, so a megabyte costs no more than that.
TRICK_REACH = 20_000
_HYPHENED = re.compile(r"(?<![^\s])(?:\w-){2,}\w(?![^\s])")
# Letters spaced apart with wider gaps between the words: "i g n o r e   y o u r   r u l e s".
_GAPPED = re.compile(r"(?<!\S)\w(?: \w)+(?: {2,}\w(?: \w)+)+(?!\S)")
_GAP = re.compile(r" {2,}")


# Words hyphenated by syllable ("ig-nore pre-vious in-struc-tions"): letter runs of at most six
# joined by hyphens; two or more such words in a text are a spelling trick worth reading again.
_SYLLABLES = re.compile(r"\b[^\W\d_]{1,6}(?:-[^\W\d_]{1,6})+\b")


# Words of an English order written backwards ("snoitcurtsni suoiverp lla erongi"): two
# different ones in a text are a spelling trick; the text read from its end is the order.
_BACKWARDS = re.compile(
    r"\b(?:eht|lla|dna|ruoy|uoy|erongi|drager?sid|snoitcurtsni|tpmorp|metsys|laever|suoiverp|"
    r"selur|wollof|yebo|tegrof|terces|drowssap)\b"
)


def backwards_read(text: str) -> str | None:
    """`text` (as far as the tricks reach) read from its end, when it holds two different
    English words of an order written backwards; None otherwise."""
    text = text[:TRICK_REACH]
    if len(set(_BACKWARDS.findall(text.lower()))) < 2:
        return None
    return text[::-1]


# (session 15) Leetspeak writes "1" for "l" as well as for "i" ("ru1es", "ru135", "a11"): a
# "1" after a letter inside a word that mixes letters with leet digits.
_ONE_AFTER_LETTER = re.compile(r"(?<=[A-Za-z])1")


def _one_as_l(m: re.Match[str]) -> str:
    return _ONE_AFTER_LETTER.sub("l", m.group())


def leet_ells_read(text: str) -> str | None:
    """`text` (as far as the tricks reach) with each "1" after a letter in a leet word read as
    "l", or None when it has none (the fold reads every "1" as "i": "1gn0re" stays "ignore")."""
    text = text[:TRICK_REACH]
    if "1" not in text or not _enough_leet(text, 2):
        return None
    read = _LEET_WORD.sub(_one_as_l, text)
    return read if read != text else None


# (session 28) Cyrillic words disguised with Latin look-alikes or digits ("Игнoрируй вcе",
# "игн0рируй пр4вила", "П0к4ж1"): a word of Cyrillic letters and those characters only, with
# at least one of each, starting with a letter. Two such words in a text are a spelling trick.
_DISGUISE_CHARS = "aceopxyACEHKMOPTXB01346"
_DISGUISED = re.compile(
    r"(?<![\w])(?=[^\W\d_])(?=\w*[\u0400-\u04ff])(?=\w*[" + _DISGUISE_CHARS + r"])"
    r"[\u0400-\u04ff" + _DISGUISE_CHARS + r"]{3,}(?![\w])"
)
_AS_CYRILLIC = str.maketrans(_DISGUISE_CHARS, "асеорхуАСЕНКМОРТХВоиеаб")


def cyrillic_disguise_read(text: str) -> str | None:
    """`text` (as far as the tricks reach) with Latin look-alikes and leet digits inside
    Cyrillic words read as the Cyrillic letters they stand for ("0" о, "1" и, "3" е, "4" а),
    when two or more words are so disguised; None otherwise."""
    if text.isascii():
        return None
    text = text[:TRICK_REACH]
    if len(_DISGUISED.findall(text, 0)) < 2:
        return None
    return _DISGUISED.sub(lambda m: m.group().translate(_AS_CYRILLIC), text)


def small_capitals_read(text: str) -> str | None:
    """`text` (as far as the newer tricks reach) with small capitals as letters, or None when it
    has none (a second reading of a short prefix: folding them into the whole text would make
    every rule read a megabyte twice)."""
    if text.isascii() or not any(c in text for c in _SMALL_CAPITAL_CHARS):
        return None
    return text[:TRICK_REACH].translate(_SMALL_CAPITALS)


def syllables_joined(text: str) -> str | None:
    """`text` with its syllable hyphens removed, when it has two hyphenated words or more."""
    text = text[:TRICK_REACH]
    found = _SYLLABLES.findall(text, 0, TRICK_REACH)
    if len(found) < 2:
        return None
    return _SYLLABLES.sub(_unhyphen, text)


def _unhyphen(m: re.Match[str]) -> str:
    return m.group().replace("-", "")


def _regap(m: re.Match[str]) -> str:
    return " ".join(word.replace(" ", "") for word in _GAP.split(m.group()))


def unspaced_words(text: str) -> str | None:
    """`text` with letters spaced apart joined into the words its wider gaps mark, or None
    when it has none (the one-space normalisation would have run the words together)."""
    text = text[:TRICK_REACH]
    if "  " not in text or not one_letter_words(" ".join(text.split())):
        return None  # (three one-letter words in a row, told at C speed, come first)
    if not _GAPPED.search(text):
        return None
    return _GAPPED.sub(_regap, text)


def _undot(m: re.Match[str]) -> str:
    return m.group().replace(".", "")


def undotted(text: str) -> str:
    """`_DOTTED.sub(_undot, text)`: each space-separated piece joined on its own (a match
    never holds white space, and a space reads as the text's end to each of its look-arounds),
    so a flood of one piece ("a.b a.b …": a callback per match) is joined once."""
    pieces = text.split(" ")
    distinct = set(pieces)
    if len(distinct) * 4 > len(pieces):  # (few repeats: sharing would save nothing)
        return _DOTTED.sub(_undot, text)
    return undotted_by_piece(pieces, list(distinct))


def undotted_by_piece(pieces: list[str], distinct: list[str]) -> str:
    """`pieces` joined by spaces, each with `_DOTTED`'s runs undotted: the `distinct` pieces
    are read in one text (a space between two, so each is read as on its own)."""
    joined = _DOTTED.sub(_undot, " ".join(distinct)).split(" ")
    return " ".join(map(dict(zip(distinct, joined, strict=True)).__getitem__, pieces))


# Unicode's format characters (category Cf: zero-width, joiners, direction marks, tags), as
# ranges of code points (tests check the list against the Unicode database).
_FORMAT_RANGES = (
    (0x00AD, 0x00AD),
    (0x0600, 0x0605),
    (0x061C, 0x061C),
    (0x06DD, 0x06DD),
    (0x070F, 0x070F),
    (0x0890, 0x0891),
    (0x08E2, 0x08E2),
    (0x180E, 0x180E),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x2064),
    (0x2066, 0x206F),
    (0xFEFF, 0xFEFF),
    (0xFFF9, 0xFFFB),
    (0x110BD, 0x110BD),
    (0x110CD, 0x110CD),
    (0x13430, 0x13438),
    (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A),
    (0xE0001, 0xE0001),
    (0xE0020, 0xE007F),
)
FORMAT_CHARS = re.compile(
    "[" + "".join(f"{chr(low)}-{chr(high)}" for low, high in _FORMAT_RANGES) + "]"
)
# The same characters one by one: 163 C-speed `in` searches beat the class regex, which tests
# every character of a long text against 21 ranges (and `in` rejects a character wider than
# the text's own storage at once).
_FORMAT_CHAR_LIST = tuple(chr(c) for low, high in _FORMAT_RANGES for c in range(low, high + 1))


def without_format_chars(text: str) -> str:
    if any(c in text for c in _FORMAT_CHAR_LIST):
        return FORMAT_CHARS.sub("", text)
    return text


# (session 14) chat spellings of "you", "your", "are" ("forget ur rules", "u must obey", "rules r
# boring"), read only beside an English word that no other language in Latin script writes
# (South Slavic and Polish "u" is a preposition: "od sada u svakom odgovoru").
_CHAT_SPELLING = re.compile(r"(?<![\w'’@#/.-])(?:u|ur|urs|r|ya|yr)(?![\w'’@/-]|\.\w)", re.I)
_ENGLISH_BESIDE = re.compile(
    r"\b(?:the|and|my|is|from|please|pls|plz|lol|should|must|when|whenever|every|just|what|"
    r"with|this|that|your|you|now|any|all|rules?)\b",
    re.I,
)
_BEING = re.compile(
    r"\s+(?:allowed|free|not|now|a|an|no|gonna|going|able|the|my|in|on|officially|"
    r"unrestricted|\w+ed|\w+ing)\b",
    re.I,
)
_SPELLED_AS = {"u": "you", "urs": "yours", "r": "are", "ya": "you", "yr": "your"}
# (session 15) Where "you" / "you are" would give someone a role: before one ("ur the goat",
# "u r now level 50", "u will be my duo") or after a standing scope or "imagine" ("from now on
# u …"). Without a mark of a new self for the model (persona_marks.py) that is banter between
# people, so the chat spelling is left as it is there and no persona is read into it.
_ROLE_AFTER = re.compile(
    r"\s+(?:(?:(?:are|r|will be|'ll be|’ll be)\s+)?(?:now |no longer |going to be |to be )?"
    r"(?:an?|the|my|called|named)\b|(?:are|r)\s+(?:now|no longer)\b)",
    re.I,
)
_ROLE_AFTER_UR = re.compile(
    r"\s+(?:(?:now |no longer |going to be |to be )?(?:an?|the|my|called|named)\b|"
    r"(?:now|no longer)\b)",
    re.I,
)
_SCOPE_BEFORE = re.compile(
    r"\b(?:from now on|henceforth|from this point(?: on)?|from here on|imagine(?: that)?),?\s+$",
    re.I,
)


def _chat_word(m: re.Match[str], new_self: bool = True) -> str:
    word = m.group().lower()
    if not new_self and word in ("u", "ur", "ya") and _gives_a_role(m):
        return m.group()  # (banter: "ur the goat fr")
    if word == "ur":  # "ur allowed" is "you are", "ur rules" is "your"
        return "you are" if _BEING.match(m.string, m.end()) else "your"
    if word == "r" and not re.search(
        r"(?:\w{2,}|\bu)\s+$", m.string[max(0, m.start() - 20) : m.start()]
    ):
        return m.group()  # ("r" alone is "are" only after a word: "rules r boring", "u r")
    return _SPELLED_AS[word]


def _gives_a_role(m: re.Match[str]) -> bool:
    text = m.string
    # ("ur" is "you are" itself: a role follows at once)
    after = (_ROLE_AFTER_UR if m.group().lower() == "ur" else _ROLE_AFTER).match(text, m.end())
    return (
        after is not None
        or _SCOPE_BEFORE.search(text, max(0, m.start() - 30), m.start()) is not None
    )


def chat_spelled(text: str) -> str:
    """`text` with chat spellings of "you", "your", "are" written out, when it is English
    ("you" and "you are" before a role only beside a mark of a new self for the model)."""
    if len(text) > TRICK_REACH or not _CHAT_SPELLING.search(text):
        return text
    if not _ENGLISH_BESIDE.search(text):
        return text
    if SELF_MARK.search(" " + text.lower()):
        return _CHAT_SPELLING.sub(_chat_word, text)
    return _CHAT_SPELLING.sub(lambda m: _chat_word(m, new_self=False), text)


def fold(
    text: str, *, normalised: bool = False, lowered: str | None = None, chat: bool = True
) -> str:
    """`text` with spelling tricks undone, lowered (for matching only; never stored).
    `normalised`: NFKC and format characters were already handled (poison.py's _normalise);
    `lowered`: `text.lower()`, when the caller has it (returned when no trick was undone);
    `chat`: chat spellings of "you", "your", "are" written out too."""
    before = text
    if not normalised and not text.isascii():
        text = without_format_chars(unicodedata.normalize("NFKC", text))
    if not text.isascii() and _has_lookalike(text):
        if not _CYRILLIC_ONLY.search(text):  # a "Cyrillic" text made of look-alikes only
            text = _latin(text)
        elif _latin_beside_other(text) and _MIXED_SCRIPT.search(text):  # inside Latin words
            text = _MIXED_SCRIPT.sub(lambda m: m.group().translate(_CONFUSABLES), text)
    if "_" in text:  # words joined by underscores: IGNORE_ALL_PRIOR_INSTRUCTIONS
        text = text.replace("_", " ")
    if " " in text and one_letter_words(text):
        text = joined_runs(text, _shape(text, RUN_SHAPE))
    if "." in text and b"x.x" in _shape(text, _DOTTED_SHAPE) and _DOTTED_AT_DOT.search(text):
        text = undotted(text)
    if "-" in text and _HYPHENED.search(text, 0, TRICK_REACH):  # hyphened: d-i-s-r-e-g-a-r-d
        text = _HYPHENED.sub(_unhyphen, text[:TRICK_REACH]) + text[TRICK_REACH:]
    if chat and len(text) <= TRICK_REACH:  # (after the joins: "r.u.l.e.s" is a word, not "are")
        text = chat_spelled(text)
    # Words mixing letters with leet digits (each step only when its characters occur).
    if any(c in text for c in _LEET_CHARS) and _enough_leet(text, max(2, text.count(" ") // 5)):
        if any(k in text for k in ("http", "/", "#", "!")) and _KEPT_AS_IS.search(text):
            text = " ".join(
                t.translate(_LEET) if not t.startswith(("http", "/", "#", "!")) else t
                for t in text.split()
            )
        else:  # nothing to keep: one C-speed translation of the whole text's bytes
            # (the leet digits and their letters are ASCII, which UTF-8 writes as themselves:
            # the same text as `str.translate`, which reads a megabyte of CJK 8x slower)
            utf8 = text.encode("utf-8", "surrogatepass").translate(_LEET_BYTES)
            text = utf8.decode("utf-8", "surrogatepass")
            # Lines become one: a normalised line is already split and joined by single spaces.
            if not normalised or "\n" in text:
                text = " ".join(text.split())
    if lowered is not None and text is before:
        return lowered
    return text.lower()


# Where spaced or dotted letters can be, told at C speed before a regex tries every offset: a
# byte per character (letters and digits `w`, white space ` `, the rest `.`/`x`), then a bytes
# search for three one-letter words in a row (` w w w `, the text padded with a space at each
# end) or a dot between two characters (`x.x`).
# Characters past Latin-1 count as letters (a superset: the regex decides).
_SPACED_SHAPE = bytes(
    32 if chr(c).isspace() else 119 if chr(c).isalnum() or c in (63, 95) or c > 127 else 46
    for c in range(256)
)
_DOTTED_SHAPE = bytes(32 if chr(c).isspace() else 46 if c == 46 else 120 for c in range(256))


def _shape(text: str, table: bytes) -> bytes:
    return _latin1(text).translate(table)


# The last text encoded, with its bytes: fold's byte shapes read the same text up to three
# times. One immutable pair, replaced whole, so that threads never mix two texts' halves.
_last_encoded: tuple[str | None, bytes] = (None, b"")


def _latin1(text: str) -> bytes:
    global _last_encoded
    seen, encoded = _last_encoded
    if seen is not text:
        encoded = text.encode("latin-1", "replace")
        _last_encoded = (text, encoded)
    return encoded


# White space past Latin-1 that NFKC keeps (a line separator; it maps the others to a space):
# the byte shape would read it as a letter, so a text holding one goes to the regex.
_WIDE_SPACES = tuple(
    c for c in map(chr, range(256, 0x3001)) if c.isspace() and unicodedata.normalize("NFKC", c) == c
)


def one_letter_words(text: str) -> bool:
    """Whether three one-letter words may follow each other (`p r i`) in an NFKC text: a
    superset, told at C speed."""
    if any(c in text for c in _WIDE_SPACES):
        return True
    return b" w w w " in b" " + _shape(text, _SPACED_SHAPE) + b" "


# A Latin letter `L` beside a character past Latin-1 `?` (each look-alike is one): where a
# word can mix scripts, told by one byte-shape pass before the regex tries every offset.
_SCRIPT_SHAPE = bytes(
    76 if chr(c).isascii() and chr(c).isalpha() else 63 if c == 63 else 32 for c in range(256)
)


def _latin_beside_other(text: str) -> bool:
    shape = _shape(text, _SCRIPT_SHAPE)
    return b"L?" in shape or b"?L" in shape


_LEET_CHARS = "0123456789@$"


def _enough_leet(text: str, needed: int) -> bool:
    """Whether `needed` words mix letters with leet digits (counting stops there)."""
    count = 0
    for m in _LEET_WORD.finditer(text):
        if _hex_group(text, m.start(), m.end()):
            continue  # (session 33) "00:1A:2B:3C:4D:5E": a MAC address's groups, no leet words
        count += 1
        if count >= needed:
            return True
    return False


_HEX_GROUP = re.compile(r"[0-9A-Fa-f]{1,4}")


def _hex_group(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is a group of hex digits joined to the next by a colon."""
    beside = text[start - 1 : start] if start else ""
    return (beside == ":" or text[end : end + 1] == ":") and bool(
        _HEX_GROUP.fullmatch(text, start, end)
    )


# Words the leet fold leaves alone: links, paths, tags, commands.
_KEPT_AS_IS = re.compile(r"(?<!\S)(?:http|/|#|!)")


def _has_lookalike(text: str) -> bool:
    """`_LOOKALIKE.search(text)`, told by the class regex on the head (a script of look-alikes
    shows one at once) and then by one C-speed `in` per look-alike: the regex tests every
    character of a long text against its class (~5 ms a megabyte with none)."""
    return _LOOKALIKE.search(text, 0, _LOOKALIKE_HEAD) is not None or any(
        c in text for c in _LOOKALIKE_CHARS
    )


_LOOKALIKE_HEAD = 4_096


def _latin(text: str) -> str:
    """Every look-alike mapped to its Latin letter: one C-speed replace per letter present."""
    for char in _LOOKALIKE_CHARS:
        if char in text:
            text = text.replace(char, char.translate(_CONFUSABLES))
    return text
