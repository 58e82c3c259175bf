"""How a credential rule is built from its pattern: the `_Rule` record, the literal and the
long-run gate read off the pattern (so the scan can skip a rule that cannot match), and the
pattern pieces the rule table (secret_rules.py) shares.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ltm_chat.memory.screen.secret_checks import Accept, _token_ok


@dataclass(frozen=True, slots=True)
class _Rule:
    name: str
    pattern: re.Pattern[str]
    lowered: bool = False
    accept: Accept | None = None
    # A lowercase word that must occur somewhere in the text for the rule to run at all.
    requires: str | None = None
    # Every match holds a run of 16+ token characters (found from the pattern), so the rule
    # is skipped on a text that has none: one scan instead of one per vendor rule.
    long_run: bool = False
    # The literal every match starts with (read from the pattern; "" if none): a rule whose
    # literal is absent from the text cannot match and is not run.
    anchor: str = ""
    # Strings of which at least one must occur for any match (`=`, `:`, `-` or a quote for a
    # `key = value`; `@` for URL credentials): read off the pattern by hand, checked once.
    requires_any: tuple[str, ...] = ()


# ---------------------------------------------------------------------------------------------
# Pattern builders
# ---------------------------------------------------------------------------------------------

_TOKEN_CHAR = r"[A-Za-z0-9_-]"


def _lit(prefix: str, body: str, boundary: str | None = _TOKEN_CHAR) -> str:
    """`prefix` + `body`, where the prefix may not continue a longer token.

    The literal comes first so `re` can search for it quickly; the boundary is a fixed-width
    look-behind placed after it.
    """
    escaped = re.escape(prefix)
    guard = f"(?<!{boundary}{escaped})" if boundary else ""
    return f"{escaped}{guard}{body}"


def _rule(
    name: str,
    pattern: str,
    *,
    lowered: bool = False,
    accept: Accept | None = _token_ok,
    requires: str | None = None,
    requires_any: tuple[str, ...] = (),
) -> _Rule:
    return _Rule(
        name,
        re.compile(pattern),
        lowered,
        accept,
        requires,
        _needs_long_run(pattern),
        _leading_literal(pattern),
        requires_any,
    )


def _leading_literal(pattern: str) -> str:
    """The literal characters every match of `pattern` starts with ("" when there are none).

    Read with the standard library's own parser, so escapes, optional characters and
    alternatives are handled as `re` handles them: the parse stops at the first item that is
    not a plain character (a class, a repeat, a branch, a look-around).
    """
    from re import _parser  # the parser `re.compile` uses (Python >= 3.11)
    from re._constants import LITERAL, SUBPATTERN

    try:
        parsed = _parser.parse(pattern)
    except Exception:  # an unexpected parser change: no anchor, the rule always runs
        return ""
    if parsed.state.flags & re.IGNORECASE:
        return ""
    items = list(parsed)
    out: list[str] = []
    while items:
        op, arg = items[0]
        if op is LITERAL:
            out.append(chr(arg))
            items.pop(0)
        elif op is SUBPATTERN and not out and not arg[1] and not arg[2]:
            items = list(arg[3])  # `(?P<kw>pass…)`: look inside a leading group (no flags)
        else:
            break
    return "".join(out)


_RUN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_+/=.~-")
_CLASS_REPEAT = re.compile(r"\[((?:[^\]\\]|\\.)+)\]\{([0-9]+)")
_RANGE = re.compile(r"(.)-(.)")


def _class_members(body: str) -> set[str] | None:
    """The characters of a simple class body such as `A-Za-z0-9_-` (None if not simple)."""
    if body.startswith("^"):
        return None
    body = body.replace("\\-", "\x00").replace("\\.", ".").replace("\\/", "/")
    if "\\" in body:
        return None
    members: set[str] = set()
    for lo, hi in _RANGE.findall(body):
        members.update(chr(c) for c in range(ord(lo), ord(hi) + 1))
    members.update(_RANGE.sub("", body).replace("\x00", "-"))
    return members


def _needs_long_run(pattern: str) -> bool:
    """Whether every match contains 16+ token characters in a row: a class repeat of at least
    16 outside any group (so never optional) whose members are all token characters."""
    depth, i = 0, 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if c == "[":
            m = _CLASS_REPEAT.match(pattern, i)
            if depth == 0 and m and int(m.group(2)) >= 16:
                members = _class_members(m.group(1))
                if members is not None and members <= _RUN_CHARS:
                    return True
            end = pattern.find("]", i + 2)  # skip the class (a leading ] is a member)
            i = end + 1 if end > 0 else len(pattern)
            continue
        depth += c == "("
        depth -= c == ")"
        i += 1
    return False


_UNQUOTED = r"[^\s\"'`,;<>(){}\[\]&\\|]"
# Separator between a keyword and its value: `=`, `:`, `:=`, `?=`, `==`, `=>`, `----`, an XML
# `value=`, or plain whitespace before a quoted value (group "sep" is then empty).
# The look-ahead on the first character and the possessive repeats keep the cost of a keyword
# that is not followed by a value to a handful of steps.
_SEP = (
    r"(?P<sep>(?=[:?=\-v])(?:[:?]{0,3}+={1,3}+>?+|:|-{2,10}+|value=)"
    r"|(?<=[ \t])(?=\\?[\"']))"
)
# Values that start like a variable, template or path never reach the Python checks.
_NOT_VARIABLE = r"(?![$%{<\[#/\\&@*~(])"
_VALUE = (
    r"\\?(?:(?P<q>[\"'`])" + _NOT_VARIABLE + r"(?P<qv>[^\"'`\n\\]{1,200})"
    r"|" + _NOT_VARIABLE + r"(?P<uv>" + _UNQUOTED + r"{4,200}))"
)
# After the keyword: an optional suffix (`_key`, `-id`, `s`), the end of the identifier, closing
# quotes or bracket, the separator and the value.
_KEY_TAIL = (
    r"(?:(?=[s_.-])s?+(?>[_.-]?(?:id|key|value|string|str|hash|b64|base64|token|secret))?+)?+"
    r"[0-9]{0,3}+(?![a-z0-9_])[\\\"'\]]{0,4}+[ \t]{0,20}+" + _SEP + r"[ \t]{0,20}+" + _VALUE
)


# What `_SEP` needs: `=`, `:` or `-` (`value=` has `=`), or a quote after whitespace.
_SEP_CHARS = ("=", ":", "-", '"', "'")
_DIGITS = tuple("0123456789")
_QUOTES = ('"', "'")


def _assignment(keyword: str, rest: str = "") -> str:
    """`keyword` (a literal, for fast search) + `rest` of the keyword + separator + value."""
    return f"(?P<kw>{re.escape(keyword)}{rest})" + _KEY_TAIL


def _private_key_base64() -> str:
    """Base64 of "PRIVATE KEY" at each of the three byte alignments (for encoded PEM files)."""
    import base64

    variants = []
    for pad in range(3):
        # Groups after the first one hold only bytes of "PRIVATE KEY", whatever precedes it.
        encoded = base64.b64encode(b"\0" * pad + b"PRIVATE KEY").decode()
        skip = 4 if pad else 0
        variants.append(re.escape(encoded[skip : skip + 8]))
    return "(?:" + "|".join(variants) + ")"
