"""Secret detection for every text written to memory or to a stored transcript (DESIGN.md §6).

`looks_like_secret(text)` returns the short name of the first rule that matches, or None, and
never any part of the text. `find_secrets(text)` returns where each credential is (rule name and
offsets); `redact_secrets(text)` replaces each with `[redacted: <rule>]` (stored transcripts).
Both run the same rules, so a text is refused as a memory exactly when its transcript copy
would have something redacted.

Rules, most specific first: vendor formats as their vendors document them, formats any
credential can take (PEM keys, JWTs, URL and connection-string passwords, headers), keyword
assignments and phrases, credential calls, and last a shape test for random tokens no rule
names (secret_shape.py).

How it stays linear: almost every pattern starts with a literal, so `re` jumps straight to
candidate positions instead of trying every offset; after the literal there are only bounded
character-class repeats (no nested quantifiers), so each candidate costs a bounded number of
steps. The token-run scan starts with a look-behind instead: each run of token characters is
tried once, from its start, with bounded possessive look-aheads. A rule whose leading literal (or the
separator it needs) is absent is not run at all, and token runs are found on a byte map of
the text, so a 1 MB text costs a few passes, not one per rule (bench/RESULTS.md). Case-insensitive rules run on an ASCII-lowered copy of the same length, and read
the original text through the match's offsets when case matters.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from dataclasses import dataclass

from ltm_chat.memory.screen.composed import composed
from ltm_chat.memory.screen.credential_frames import in_frame
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.secret_patterns import _Rule
from ltm_chat.memory.screen.secret_rules import _RULES, GENERIC_RULES
from ltm_chat.memory.screen.secret_speech import SPOKEN_RULES, find_spoken_secrets
from ltm_chat.memory.screen.spelled_out import spelled_out_spans
from ltm_chat.memory.screen.spoken_symbols import spoken_symbol_spans
from ltm_chat.memory.screen.styled_letters import plain_letters

__all__ = [
    "GENERIC_RULES",
    "RULE_NAMES",
    "SecretSpan",
    "find_secrets",
    "looks_like_secret",
    "redact_secrets",
]

RULE_NAMES: frozenset[str] = frozenset(rule.name for rule in _RULES) | frozenset(SPOKEN_RULES)

# Candidates that matched a pattern but failed its value check, per call. Real memories
# (≤ 500 characters) and extraction input (≤ 12,000) stay far below it.
_NEAR_MISS_BUDGET = 1000
# Long mixed-case runs the random-token check turned down. 2,000 of them is >= 48,000
# characters of such runs, far beyond a chat message; past it the rest is hidden (fail closed).
_TOKEN_RUN_BUDGET = 2000
# Credentials found in one text: past this many, the rest of the text is one redaction. A
# chat message with 500 credentials in it is a dump; each find costs tens of µs to confirm.
_FOUND_BUDGET = 500

_ASCII_LOWER = {c: c + 32 for c in range(ord("A"), ord("Z") + 1)}
# How far a token rule's span grows past its fixed-length body, so no tail is left behind.
_TAIL = re.compile(r"[A-Za-z0-9_+/=.~-]{0,300}")
_PEM_END = re.compile(r"-----END[ A-Z0-9]{0,40}-----")


@dataclass(frozen=True, slots=True)
class SecretSpan:
    """Where a credential sits in a text: [start, end) and the rule that found it."""

    rule: str
    start: int
    end: int


def _lowered(text: str) -> str:
    """An ASCII-lowered copy with the same length, so match offsets index the original."""
    low = text.lower()
    if len(low) == len(text):
        return low
    # A few characters (e.g. "İ") grow when lowered; fall back to ASCII-only lowering.
    return text.translate(_ASCII_LOWER)


def _span(rule: _Rule, text: str, m: re.Match[str]) -> tuple[int, int]:
    """The characters to hide: the value of a `key = value` match, the whole token otherwise."""
    if rule.name == "private-key":
        end = _PEM_END.search(text, m.end())
        # Without an END line the key runs to the end of the text: hide all of it.
        return m.start(), end.end() if end else len(text)
    for group in ("v", "qv", "uv"):
        if group in m.re.groupindex and m.start(group) >= 0:
            start, end = m.span(group)
            # An unquoted value's last comma or full stop ends the sentence, not the value
            # ("my password is Tr0ub4dor&3, I use it"): the reader keeps it.
            while group == "uv" and end > start + 1 and text[end - 1] in _SENTENCE_PUNCT:
                end -= 1
            return start, end
    end = _TAIL.match(text, m.end()).end()
    while end > m.start() + 1 and text[end - 1] == ".":  # a full stop after the token stays
        end -= 1
    return m.start(), end


# The token-run rule's character classes as bytes, so its candidates are found by a bytes
# pattern with a literal first byte (which `re` jumps between) instead of a look-behind tried
# at every offset: 0 = not a token character (also `=` and anything past latin-1), 1 = other
# token characters (`+/_.~-`, digits 0, 1, 8, 9), 2 = upper case, 3 = lower case, 4 = digits
# 2-7 (base32). The text is mapped with one `?` per character it cannot encode, so offsets hold.
def _token_class_table() -> bytes:
    table = bytearray(256)
    for c in "+/_.~-0189":
        table[ord(c)] = 1
    for c in string.ascii_uppercase:
        table[ord(c)] = 2
    for c in string.ascii_lowercase:
        table[ord(c)] = 3
    for c in "234567":
        table[ord(c)] = 4
    return bytes(table)


_TOKEN_CLASS_TABLE = _token_class_table()
# Bytes 1-4 (token characters) -> 1, `=` -> 1 as well (`_RUN_CHARS`), the rest -> 0.
_LONG_RUN_TABLE = bytes(
    1 if (0 < _TOKEN_CLASS_TABLE[b] or chr(b) == "=") else 0 for b in range(256)
)
# A superset of where `_TOKEN_RUN` can match, in the mapped bytes (a leading 0 byte stands for
# the start of the text): a run start, 24 token characters, then both cases within 400 or 52
# base32 characters not followed by a token character — the same look-aheads as `_TOKEN_RUN`,
# read on classes (`=` maps to 0, so a run before one is still a candidate: a superset).
_BASE32_RUN = rb"(?=[\x03\x04]{52}(?![\x01-\x04]))"
_TOKEN_RUN_START = re.compile(
    rb"\x00(?=[\x01-\x04]{24})"
    rb"(?:(?=[\x01\x03\x04]{0,400}+\x02)(?=[\x01\x02\x04]{0,400}+\x03)|" + _BASE32_RUN + rb")"
)
# In a text with no capital (no byte 2) only the base32 branch can match: its runs are then
# not read 400 bytes ahead for a capital that is not there.
_BASE32_RUN_START = re.compile(rb"\x00(?=[\x01-\x04]{24})" + _BASE32_RUN)


def _class_map(text: str, table: bytes) -> bytes:
    return text.encode("latin-1", "replace").translate(table)


def _has_long_run(text: str) -> bool:
    """Whether `text` has 16 token characters (`_RUN_CHARS`) in a row, in one pass."""
    return b"\x01" * 16 in _class_map(text, _LONG_RUN_TABLE)


def _token_run_matches(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """`pattern.finditer(text)` for the token-run rule, tried only where it can match.

    `_TOKEN_RUN_START` finds every offset where `pattern` could start (a superset), and a
    match never reaches past its run and the `=` after it, so the matches and their order are
    `finditer`'s; `finditer` pays a step for every offset, this one per run start.
    """
    mapped = b"\x00" + _class_map(text, _TOKEN_CLASS_TABLE)
    starts = _TOKEN_RUN_START if b"\x02" in mapped else _BASE32_RUN_START
    for candidate in starts.finditer(mapped):
        match = pattern.match(text, candidate.start())
        if match is not None:
            yield match


class _Anchors:
    """Which rule literals occur in one text or its lowered copy (see literals.py)."""

    __slots__ = ("_lowered", "_text")

    def __init__(self, text: str, lowered: str, lowered_literals: Literals) -> None:
        self._lowered = lowered_literals
        # (a text with no capitals is its lowered copy: one set of answers for both)
        self._text = lowered_literals.reader() if lowered == text else Literals(text)

    def present(self, literal: str, lowered: bool) -> bool:
        return (self._lowered if lowered else self._text).has(literal)


def _scan(
    text: str, lowered: str, chars: Literals, *, first: bool, vendors: bool = True
) -> list[tuple[int, SecretSpan]]:
    """(rule index, span) of every accepted match, or of the first one when `first`;
    `lowered` is `_lowered(text)` and `chars` its literals (read once for the screening)."""
    if not text:
        return []
    near_misses = token_runs = 0
    found: list[tuple[int, SecretSpan]] = []
    # Whether the text (or its lowered copy) has any run a long-token rule could match.
    has_run = {False: _has_long_run(text)}
    # (a text with no capitals equals its lowered copy: one answer for both)
    has_run[True] = has_run[False] if lowered is text or lowered == text else _has_long_run(lowered)
    anchors = _Anchors(text, lowered, chars)
    for index, rule in enumerate(_RULES):
        if not vendors and rule.name not in GENERIC_RULES:
            continue
        if rule.requires is not None and not anchors.present(rule.requires, True):
            continue
        if rule.long_run and not has_run[rule.lowered]:
            continue
        if rule.anchor and not anchors.present(rule.anchor, rule.lowered):
            continue
        if rule.requires_any and not any(
            anchors.present(w, rule.lowered) for w in rule.requires_any
        ):
            continue
        haystack = lowered if rule.lowered else text
        if rule.name == "random-token":
            matches = _token_run_matches(rule.pattern, text)
        else:
            matches = rule.pattern.finditer(haystack)
        for match in matches:
            verdict = True if rule.accept is None else rule.accept(text, lowered, match)
            name = verdict if isinstance(verdict, str) else rule.name
            if verdict and (vendors or name in GENERIC_RULES):
                found.append((index, SecretSpan(name, *_span(rule, text, match))))
                if first:
                    return found
                if len(found) > _FOUND_BUDGET:
                    found.append((index, SecretSpan(name, match.start(), len(text))))
                    return found
                continue
            if rule.name == "random-token":
                token_runs += 1  # its own budget: one per 24+ characters, each a few µs
                if token_runs <= _TOKEN_RUN_BUDGET:
                    continue
            else:
                near_misses += 1
            if near_misses > _NEAR_MISS_BUDGET or token_runs > _TOKEN_RUN_BUDGET:
                # Fail closed: a text with this many credential-shaped near misses is
                # refused (and hidden from here on) rather than checked one call at a time.
                found.append((index, SecretSpan(rule.name, match.start(), len(text))))
                return found
    return found


# Characters that render as nothing (zero-width space, joiners, soft hyphen, direction marks,
# BOM): typed inside a value they split it for a scanner but not for a reader, so every scan
# runs on the text without them and maps its offsets back.
_INVISIBLE = re.compile(
    "[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]"
)


_INVISIBLE_CHARS = tuple(
    "\u00ad\u061c\u180e"
    + "".join(map(chr, range(0x200B, 0x2010)))
    + "".join(map(chr, range(0x202A, 0x202F)))
    + "".join(map(chr, range(0x2060, 0x2065)))
    + "".join(map(chr, range(0x2066, 0x2070)))
    + "\ufeff"
)


def _without_invisible(text: str) -> str:
    """The text without invisible characters (the same object when it has none). Each one is
    looked for and removed at C speed (a regex substitution pays a call per removal)."""
    if text.isascii():
        return text
    for char in _INVISIBLE_CHARS:
        if char in text:
            text = text.replace(char, "")
    return text


def _removed_positions(text: str) -> list[int]:
    """For each invisible character, its position in the stripped text (sorted), so that a
    stripped offset maps back with one bisect. Only built when something was found."""
    return [m.start() - i for i, m in enumerate(_INVISIBLE.finditer(text))]


def _original(offset: int, removed: list[int]) -> int:
    from bisect import bisect_right

    return offset + bisect_right(removed, offset) if removed else offset


# A value ends at white space, a closing quote or bracket, or `@` (a URL's host); sentence
# punctuation right after it stays. Everything else after a found span is the same value.
# How far a span may grow past what its rule found (the token rules' own tails are as long).
_MAX_GROWTH = 300
_VALUE_STOP = frozenset(" \t\r\n\"'`)]}>@\u3000")
# The rest of a value: anything but a stop or white space (invisible characters included).
_VALUE_REST = re.compile("(?:[^\\s\"'`)\\]}>@\u3000]|" + _INVISIBLE.pattern + ")*")
_SENTENCE_PUNCT = ".,;:"
# A value wrapped onto the next line keeps going when that line starts with a piece of it
# (no letters-only word: "Thanks" on the next line is not part of a token).
_WRAPPED_PIECE = re.compile(r"\n[ \t]{0,8}(?=[!-~]*[0-9!#$%&*+=?^_~])[!-~]{2,100}")


def _whole_value_end(text: str, end: int) -> int:
    """Grow a span to the end of its value: never leave a tail (`&3`, a piece past a
    zero-width space, the rest of a token wrapped onto the next line)."""
    n = min(len(text), end + _MAX_GROWTH)
    while True:
        end = _VALUE_REST.match(text, end, n).end() if end < n else end
        wrapped = _WRAPPED_PIECE.match(text, end) if end < n and text[end] == "\n" else None
        if wrapped is None or not _WRAPPED_BEFORE.search(text, max(0, end - 24), end):
            break
        end = wrapped.end()
    while end > 0 and text[end - 1] in _SENTENCE_PUNCT:
        end -= 1
    return end


# Only a token-like piece (digits or symbols among letters) continues onto the next line.
_WRAPPED_BEFORE = re.compile(r"[!-~]*[0-9!#$%&*+=?^_~][!-~]*\Z")


def _found(text: str, *, first: bool, vendors: bool = True) -> list[tuple[int, SecretSpan]]:
    """(rule order, span) of each credential, rules and spoken secrets alike; offsets are the
    original text's even when invisible characters were removed or marks composed for the scan."""
    stripped = _without_invisible(text)
    # Text typed decomposed is read composed (NFC), so it gets its composed form's verdict.
    nfc = composed(stripped)
    visible = stripped if nfc is None else nfc.text
    # Fancy, fullwidth and circled letters and small capitals read as themselves (one for one).
    visible = plain_letters(visible)
    # (the lowered copy and its literals serve every rule and the spoken scan: one reading)
    low = _lowered(visible)
    chars = Literals(low)
    found = _scan(visible, low, chars, first=first, vendors=vendors)
    if any(s.rule == "password-in-text" for _, s in found):
        # A password said in a film or an example is no one's (credential_binding.py).
        if first:
            found = _scan(visible, low, chars, first=False, vendors=vendors)
        found = [
            (i, s)
            for i, s in found
            if s.rule != "password-in-text" or not in_frame(visible, low, s.start, s.end)
        ]
        found = found[:1] if first else found
    if not (first and found):
        # A span that runs to the end (a budget's fail-closed one) hides the rest already.
        cut = min((s.start for _, s in found if s.end >= len(visible)), default=len(visible))
        spoken = find_spoken_secrets(visible, cut, read=(low, chars.reader()))
        # After every rule: a vendor's or a format's name wins when both find one value.
        found += [(len(_RULES), SecretSpan(rule, start, end)) for rule, start, end in spoken]
    if not (first and found):
        # a credential spelled out letter by letter ("p a s s w o r d is b l u e …")
        spelled = spelled_out_spans(visible, find_spoken_secrets)
        found += [(len(_RULES), SecretSpan(rule, start, end)) for rule, start, end in spelled]
    if not (first and found):
        # a value dictated with its symbols said as words ("sk guion proj guion …")
        spoken = spoken_symbol_spans(visible, _read_aloud)
        found += [(len(_RULES), SecretSpan(rule, start, end)) for rule, start, end in spoken]
    if found and nfc is not None:
        found = [(i, SecretSpan(s.rule, nfc.start(s.start), nfc.end(s.end))) for i, s in found]
    if found and stripped is not text:
        removed = _removed_positions(text)
        found = [
            (i, SecretSpan(s.rule, _original(s.start, removed), _original(s.end - 1, removed) + 1))
            for i, s in found
        ]
    return found[:1] if first else found


def _read_aloud(text: str) -> list[tuple[str, int, int]]:
    """Every rule's and the spoken scan's finds in a reading of a text (its symbols put back):
    a vendor's key or a connection string is found there as it would be typed."""
    low = _lowered(text)
    found = [s for _, s in _scan(text, low, Literals(low), first=False)]
    found = [
        s for s in found if s.rule != "password-in-text" or not in_frame(text, low, s.start, s.end)
    ]
    return [(s.rule, s.start, s.end) for s in found] + find_spoken_secrets(text)


def find_secrets(text: str, *, vendors: bool = True) -> list[SecretSpan]:
    """Every credential in `text`, in order, overlapping finds merged into one span; each span
    covers its whole value (through separators, zero-width characters and wrapped lines).

    A merged span carries the name of the most specific rule among its parts (the rules are
    ordered most specific first). `vendors=False` runs only the GENERIC_RULES.
    """
    found = [
        (index, SecretSpan(span.rule, span.start, max(span.end, _whole_value_end(text, span.end))))
        for index, span in _found(text, first=False, vendors=vendors)
    ]
    found.sort(key=lambda f: f[1].start)
    merged: list[tuple[int, SecretSpan]] = []
    for index, span in found:
        if merged and span.start < merged[-1][1].end:
            best, last = merged[-1]
            rule = last.rule if best <= index else span.rule
            merged[-1] = (min(best, index), SecretSpan(rule, last.start, max(last.end, span.end)))
        else:
            merged.append((index, span))
    return [span for _, span in merged]


def looks_like_secret(text: str) -> str | None:
    """Return the name of the first secret rule that `text` matches, or None.

    The name is a short rule id such as "openai-api-key"; it never contains the text.
    """
    found = _found(text, first=True)
    return found[0][1].rule if found else None


def looks_like_secret_without_vendors(text: str) -> str | None:
    """`looks_like_secret` with only the GENERIC_RULES (a measuring aid for the bench)."""
    found = _found(text, first=True, vendors=False)
    return found[0][1].rule if found else None


def redact_secrets(text: str) -> str:
    """`text` with each credential replaced by `[redacted: <rule>]`; the rest unchanged."""
    spans = find_secrets(text)
    if not spans:
        return text
    out, pos = [], 0
    for span in spans:
        out.append(text[pos : span.start])
        out.append(f"[redacted: {span.rule}]")
        pos = span.end
    out.append(text[pos:])
    return "".join(out)
