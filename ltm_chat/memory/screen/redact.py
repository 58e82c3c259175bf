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
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.secret_public import is_public_by_context
from ltm_chat.memory.screen.secret_shape import is_generated_token
from ltm_chat.memory.screen.secret_speech import SPOKEN_RULES, find_spoken_secrets

__all__ = [
    "GENERIC_RULES",
    "RULE_NAMES",
    "SecretSpan",
    "find_secrets",
    "looks_like_secret",
    "redact_secrets",
]

# A predicate that gets the original text, the lowered copy and the match, and says whether
# the match really is a secret (placeholders, variables and prose are rejected here). It may
# return another rule's name instead of True when one scan finds two shapes.
Accept = Callable[[str, str, "re.Match[str]"], "bool | str"]


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
# Value checks
# ---------------------------------------------------------------------------------------------

_PLACEHOLDER_MARKS = (
    "xxxx",
    "****",
    "####",
    "..",
    "•••",
    "${",
    "{{",
    "<",
    ">",
    "redacted",
    "your_",
    "your-",
    "_here",
    "-here",
    "tokenhere",
    "keyhere",
    "changeme",
    "placeholder",
)
# Unquoted right-hand sides that are code, not credentials.
_CODE_PREFIXES = (
    "env(",
    "env[",
    "env.",
    "process.env",
    "os.environ",
    "os.getenv",
    "getenv(",
    "system.getenv",
    "settings.",
    "config.",
    "secrets.",
    "self.",
    "this.",
    "vault(",
    "lookup(",
    "var.",
)
_NON_SECRET_WORDS = frozenset(
    """true false null none nil undefined string str int integer number boolean bool any
    object bytes optional required empty hidden unset default true, yes no off on""".split()
)
_BAD_FIRST_CHARS = frozenset("$%{<[#/\\&@*`~(")
_DOTTED_IDENTIFIER = re.compile(
    r"[A-Za-z_][A-Za-z0-9_]{0,80}(?:\.[A-Za-z_][A-Za-z0-9_]{0,80}){1,8}"
)
_CONSTANT_NAME = re.compile(r"[A-Z][A-Z0-9]{0,40}(?:_[A-Z0-9]{1,40}){1,8}")
_TRAILING_PUNCT = ".,;:!?)]}'\""
_CLOSING_PUNCT = frozenset(",;:)]}")
# A lowercase route or path (`cms/sites/passwords#edit`), not a credential.
_ROUTE = re.compile(r"[a-z0-9_.-]{0,60}(?:/[a-z0-9_.:#-]{1,60}){1,10}/?")


_PLACEHOLDER = re.compile("|".join(re.escape(mark) for mark in _PLACEHOLDER_MARKS))


def _is_placeholder(value: str) -> bool:
    return _PLACEHOLDER.search(value.lower()) is not None


def _looks_random(token: str) -> bool:
    """Enough distinct characters that it is not 'ghp_000…' or 'aaaa…-xxxx'."""
    return len(set(token)) >= 8


def _token_ok(text: str, lowered: str, m: re.Match[str]) -> bool:
    token = m.group()
    return not _is_placeholder(token) and _looks_random(token)


def _value_span(m: re.Match[str]) -> tuple[int, int]:
    for group in ("qv", "uv", "v"):
        if group in m.re.groupindex and m.start(group) >= 0:
            return m.span(group)
    return m.span()


def _plain_value_ok(value: str) -> bool:
    """Shared checks for a right-hand side: long enough, not a variable or a placeholder."""
    v = value.strip()
    if len(v) < 4 or v[0] in _BAD_FIRST_CHARS:
        return False
    low = v.lower()
    if low in _NON_SECRET_WORDS or low.startswith(_CODE_PREFIXES):
        return False
    return not _is_placeholder(v)


def _keyword_boundary_ok(text: str, start: int, end: int) -> bool:
    """The keyword starts an identifier part: after a non-letter, or camelCase, or ALL_CAPS."""
    if start == 0:
        return True
    before = text[start - 1]
    if not ("a" <= before.lower() <= "z"):
        return True
    first = text[start]
    if first.isupper() and (before.islower() or before.isdigit()):
        return True
    return before.isupper() and text[start:end].isupper()


def _assignment_ok(text: str, lowered: str, m: re.Match[str], key_start: int | None = None) -> bool:
    """A `keyword <sep> value` match whose value looks like a real credential."""
    start = m.start() if key_start is None else key_start
    if not _keyword_boundary_ok(text, start, m.end("kw")):
        return False
    if m.group("sep") == ":" and _in_arn(lowered, start):
        return False  # `arn:aws:secretsmanager:…:secret:name`: a resource name, not a value
    # `publicToken`, `public_key`: published on purpose.
    if lowered[max(0, start - 7) : start].endswith(("public", "public_", "public-", "public.")):
        return False
    quoted = m.start("qv") >= 0
    s, e = _value_span(m)
    value = text[s:e]
    if not _plain_value_ok(value) or _ROUTE.fullmatch(value):
        return False
    if quoted:
        if value[0] in _CLOSING_PUNCT:  # we matched from a closing quote: `"Password:",next`
            return False
        # A backtick string with spaces is a shell command: `etcdctl get /secret`.
        return not (m.group("q") == "`" and " " in value)
    if _CONSTANT_NAME.fullmatch(value) or (value.isalpha() and value.isupper()):
        return False  # `DB_PASSWORD`, `RANDOMSTRINGHERE`: a name or a placeholder
    if _DOTTED_IDENTIFIER.fullmatch(value) and not _strong(value):  # `env.DB_PASSWORD`
        return False
    nxt = text[e : e + 2]
    if nxt[:1] == "(":  # a function call: `password = get_password()`
        return False
    # Prose: "the secret: everything is fine" — a bare word followed by more words.
    prose = m.group("sep") == ":" and value.isalpha() and nxt[:1] == " " and nxt[1:].isalpha()
    return not prose


def _in_arn(lowered: str, start: int) -> bool:
    """The keyword is a field of an ARN (`arn:partition:service:region:account:…`)."""
    head = lowered[max(0, start - 120) : start]
    word_start = max(head.rfind(c) for c in " \t\n\"'`=,([{") + 1
    return head.startswith("arn:", word_start)


def _strong(value: str) -> bool:
    """A bare token that reads like a generated credential."""
    return (
        len(value) >= 16
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
        and not _is_placeholder(value)
    )


# Words that make `<word>key = value` a credential (`sequenceKey = 18` is not one).
_KEY_PREFIXES = (
    "api access private account auth encryption signing master license app consumer client"
    " secret session sharedaccess subscription service admin deploy ssh stripe openai"
    " anthropic cohere groq mistral gemini google aws azure"
).split()
_KEY_PREFIX = re.compile(r"(?:" + "|".join(_KEY_PREFIXES) + r")[_.-]?$")


def _key_prefix_guard() -> str:
    """A cheap look-behind on the last three letters of the word before `key`.

    Every alternative has the same width, so it is one fixed-width look-behind per separator;
    `_key_assignment_ok` then checks the whole word.
    """
    tails = "|".join(sorted({w[-3:] for w in _KEY_PREFIXES}))
    return f"(?:(?<=(?:{tails})key)|(?<=(?:{tails})[_.-]key))"


def _key_assignment_ok(text: str, lowered: str, m: re.Match[str]) -> bool:
    start = m.start()
    prefix = _KEY_PREFIX.search(lowered, max(0, start - 26), start)
    if prefix is None:
        return False
    return _assignment_ok(text, lowered, m, key_start=prefix.start())


def _phrase_ok(text: str, lowered: str, m: re.Match[str]) -> bool:
    """`password is hunter2`: the word after "is" must carry a digit or a symbol."""
    if not _keyword_boundary_ok(text, m.start(), m.end("kw")):
        return False
    s, e = _value_span(m)
    value = text[s:e]
    if m.start("qv") >= 0:
        return len(value.strip()) >= 3 and not _is_placeholder(value) and value[0] not in "$<{%"
    value = value.rstrip(_TRAILING_PUNCT)
    if len(value) < 4 or not _plain_value_ok(value):
        return False
    return any(not c.isalpha() for c in value)


def _bare_phrase_ok(text: str, lowered: str, m: re.Match[str]) -> bool:
    """`with password Summer2024!`: no "is", so the word must hold both letters and digits."""
    if not _keyword_boundary_ok(text, m.start(), m.end("kw")):
        return False
    value = text[m.start("uv") : m.end("uv")].rstrip(_TRAILING_PUNCT)
    return (
        len(value) >= 6
        and _plain_value_ok(value)
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
        and not _DATE_LIKE.fullmatch(value)
    )


# `2024-05-01T10:00`, `v1.2.3`, `10am`: times, dates and versions, not passwords.
_DATE_LIKE = re.compile(r"v?[0-9]+(?:[-./:T][0-9]+)*(?:am|pm|th|st|nd|rd|h|m|s|[-./:][a-z]{3})?")

_PHRASE_KEYWORD = re.compile(r"pass(?:word|phrase|code)")


def _quoted_phrase_ok(text: str, lowered: str, m: re.Match[str]) -> bool:
    """`The password for "bob" is "hunter2"`: a password word earlier on the same line."""
    start = m.start()
    line_start = lowered.rfind("\n", max(0, start - 80), start) + 1
    window = _PHRASE_KEYWORD.finditer(lowered, max(0, start - 80, line_start), start)
    if not any(_keyword_boundary_ok(text, k.start(), k.end()) for k in window):
        return False
    value = m.group("qv")
    return len(value.strip()) >= 3 and not _is_placeholder(value)


def _near(lowered: str, start: int, words: tuple[str, ...], span: int = 300) -> bool:
    window = lowered[max(0, start - span) : start]
    return any(w in window for w in words)


def _url_credentials_ok(text: str, lowered: str, m: re.Match[str]) -> bool:
    password = m.group("v")
    return password[0] not in "$%{<[*" and not _is_placeholder(password)


_CURL_BAD_PASSWORDS = frozenset({"token", "password", "pass", "secret", "apikey", "api_key"})


def _curl_user_ok(text: str, lowered: str, m: re.Match[str]) -> bool:
    if not _near(lowered, m.start(), ("curl",)):
        return False
    user, password = m.group("u"), m.group("v").strip("'\"")
    if user[0] in "$%{<[" or password[:1] in ("$", "%", "{", "<", "[", "") or "$" in user:
        return False
    return password.lower() not in _CURL_BAD_PASSWORDS and not _is_placeholder(password)


def _near_rule(words: tuple[str, ...]) -> Accept:
    def accept(text: str, lowered: str, m: re.Match[str]) -> bool:
        return _near(lowered, m.start(), words)

    return accept


def _header_ok(text: str, lowered: str, m: re.Match[str]) -> bool:
    value = m.group("v")
    return (
        any(c.isdigit() for c in value)
        and not _is_placeholder(value)
        and value.lower() not in _NON_SECRET_WORDS
    )


def _mixed_ok(text: str, lowered: str, m: re.Match[str]) -> bool:
    """Both cases: a generated token, not a lowercase identifier."""
    token = m.group()
    return _token_ok(text, lowered, m) and not token.islower() and not token.isupper()


def _random_ok(text: str, lowered: str, m: re.Match[str]) -> bool:
    """After a short prefix (`key-`), a hex-like body with letters and digits mixed."""
    token = m.group()
    return (
        _token_ok(text, lowered, m)
        and sum(c.isdigit() for c in token) >= 3
        and sum(c.isalpha() for c in token) >= 6
    )


_BASE32_PAT = re.compile(r"[a-z2-7]{52}")


def _is_azure_devops_pat(token: str) -> bool:
    """Old Azure DevOps PATs: 52 random base32 characters, so ~10 digits (2-7)."""
    return bool(_BASE32_PAT.fullmatch(token)) and sum(c.isdigit() for c in token) >= 4


def _okta_ok(text: str, lowered: str, m: re.Match[str]) -> bool:
    token = m.group()
    return (
        _token_ok(text, lowered, m)
        and any(c.isupper() for c in token)
        and any(c.islower() for c in token)
    )


_XML_NAMES = (
    "password passwd pwd secret token apikey api_key api-key accesskey access_key privatekey"
    " private_key"
).split()
# No `<` or `>` inside, so a failed value costs its own length, not 200 steps.
_XML_VALUE = r"[ \t]{0,5}(?P<v>[^<>\s][^<>\n]{2,200}+)</"
_TAG_NAME_TAIL = re.compile(r"<[a-z0-9_.:-]{0,40}$")


def _xml_ok(text: str, lowered: str, m: re.Match[str]) -> bool:
    """`<password>hunter2</password>`, `<dbApiKey>…</dbApiKey>`: an element holding the value."""
    if not _TAG_NAME_TAIL.search(lowered, max(0, m.start() - 41), m.start()):
        return False  # not the end of an opening tag's name
    value = m.group("v").strip()
    return _plain_value_ok(value) and not _CONSTANT_NAME.fullmatch(value)


def _call_ok(text: str, lowered: str, m: re.Match[str]) -> bool:
    """`NetworkCredential("user", "pass")`: the second string literal is the secret."""
    value = m.group("qv")
    return len(value.strip()) >= 3 and not _is_placeholder(value) and value[0] not in "$%{<"


def _setter_ok(text: str, lowered: str, m: re.Match[str]) -> bool:
    """`setPassword("hunter2")`, `.password("…")`; not `getPassword("db.password")`."""
    if not _keyword_boundary_ok(text, m.start(), m.start() + 5):
        return False
    if lowered[max(0, m.start() - 3) : m.start()].endswith(("get", "get_")):
        return False
    value = m.group("qv")
    return _plain_value_ok(value) and not _DOTTED_IDENTIFIER.fullmatch(value)


def _token_run_verdict(text: str, lowered: str, m: re.Match[str]) -> bool | str:
    """A long run of token characters: an old Azure DevOps PAT, a random token, or neither.

    One scan serves both shapes (each costs a pass over every position of the text).
    """
    token = m.group()
    if _is_azure_devops_pat(token) and not _is_placeholder(token):
        return "azure-devops-pat"
    if token.startswith("/") or (m.start() > 0 and text[m.start() - 1] == "\\"):
        return False  # a URL (`https://…`), an absolute path or a Windows path
    if "/" in token and "." in token.split("/", 1)[0]:
        return False  # `www.example.com/…`: a URL without its scheme
    if _DIGEST_BEFORE.search(lowered, max(0, m.start() - 8), m.start() + 8):
        return False  # a digest (`sha512-…`, `sha256:…`) or inline data (`base64,…`)
    if not is_generated_token(token) or _is_placeholder(token):
        return False
    return not is_public_by_context(text, m.start(), m.end())


# Labels that say the token after them is a hash or encoded data, not a key.
_DIGEST_BEFORE = re.compile(r"(?:sha(?:1|224|256|384|512)|md5)[-:=]|base64,")


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


# ---------------------------------------------------------------------------------------------
# The rules, most specific first (the first match names the secret)
# ---------------------------------------------------------------------------------------------

_B64 = r"[A-Za-z0-9+/]"
# `("user", "pass"`: a user literal, then a password literal; `_ANY_USER_AND_PASSWORD` also
# takes a name for the user (`NetworkCredential(userName, "pass")`).
_PASSWORD_ARG = r"[ \t]{0,5},[ \t]{0,5}(?P<q>[\"'])(?P<qv>[^\"'\n]{3,200})[\"']"
_USER_AND_PASSWORD = r"[ \t]{0,5}[\"'][^\"'\n]{1,200}[\"']" + _PASSWORD_ARG
_ANY_USER_AND_PASSWORD = (
    r"[ \t]{0,5}(?:[\"'][^\"'\n]{1,200}[\"']|[a-z_][a-z0-9_.]{0,80})" + _PASSWORD_ARG
)
_SETTER_ARGUMENT = r"[ \t]{0,5}(?P<q>[\"'])(?P<qv>[^\"'\n]{3,200})[\"'][ \t]{0,5}\)"
# A run of token characters with both an upper- and a lowercase letter, or exactly 52 base32
# characters (an old Azure DevOps PAT). The look-aheads stay inside the run (bounded and
# possessive: no backtracking), so short runs and runs that can be neither
# (`somelongidentifier`) are rejected in a few steps and never reach Python.
_TOKEN_RUN = (
    r"(?<![A-Za-z0-9+/_.~-])(?=[A-Za-z0-9+/_.~-]{24})"
    r"(?:(?=[a-z0-9+/_.~-]{0,400}+[A-Z])(?=[A-Z0-9+/_.~-]{0,400}+[a-z])"
    r"|(?=[a-z2-7]{52}(?![A-Za-z0-9+/_.~=-])))"
    r"[A-Za-z0-9+/_.~-]{24,400}={0,2}"
)

_RULES: tuple[_Rule, ...] = (
    # -- private keys and password hashes ----------------------------------------------------
    _rule(
        "private-key",
        r"-----BEGIN[ A-Z0-9]{0,30}PRIVATE KEY(?: BLOCK)?-----",
        accept=None,
    ),
    _rule("private-key", r"PuTTY-User-Key-File-[0-9]: ", accept=None),
    _rule(
        "private-key", _lit("LS0tLS1CRUdJTi", _B64 + "{0,40}" + _private_key_base64()), accept=None
    ),
    _rule("age-secret-key", _lit("AGE-SECRET-KEY-1", r"[0-9A-Z]{58}")),
    _rule("password-hash", _lit("$2", r"[aby]?\$[0-9]{2}\$[./A-Za-z0-9]{53}", boundary=r"[$\w]")),
    _rule(
        "password-hash",
        _lit(
            "$",
            r"[568]\$(?:rounds=[0-9]{1,7}\$)?[./A-Za-z0-9]{4,16}\$[./A-Za-z0-9]{40,86}",
            r"[$\w]",
        ),
    ),
    _rule("password-hash", _lit("$krb5", r"(?:asrep|tgs|pa)\$[0-9]{2}\$[^\s]{20}", None)),
    # -- AI providers ------------------------------------------------------------------------
    _rule("anthropic-api-key", _lit("sk-ant-", r"[A-Za-z0-9_-]{20,300}")),
    _rule(
        "openai-api-key",
        _lit(
            "sk-",
            r"(?:proj-|svcacct-|admin-|None-)?(?=[A-Za-z0-9_-]{0,60}[0-9])[A-Za-z0-9_-]{20,300}",
        ),
        requires_any=_DIGITS,
    ),
    _rule("groq-api-key", _lit("gsk_", r"[A-Za-z0-9]{48,60}")),
    # Hugging Face: `hf_` / `api_org_` + 34 letters (a C identifier `hf_…` is one case).
    _rule("huggingface-token", _lit("hf_", r"[A-Za-z]{34}(?![A-Za-z0-9])"), accept=_mixed_ok),
    _rule("huggingface-token", _lit("api_org_", r"[A-Za-z]{34}(?![A-Za-z0-9])"), accept=_mixed_ok),
    _rule("replicate-token", _lit("r8_", r"[A-Za-z0-9]{37}(?![A-Za-z0-9])")),
    _rule("perplexity-api-key", _lit("pplx-", r"[A-Za-z0-9]{48}(?![A-Za-z0-9])")),
    _rule("xai-api-key", _lit("xai-", r"[A-Za-z0-9]{80}(?![A-Za-z0-9])")),
    _rule("langsmith-api-key", _lit("lsv2_", r"(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}")),
    _rule("pinecone-api-key", _lit("pcsk_", r"[A-Za-z0-9_]{40,}")),
    _rule("tavily-api-key", _lit("tvly-", r"[A-Za-z0-9_-]{30,40}")),
    _rule("firecrawl-api-key", _lit("fc-", r"[0-9a-f]{32}(?![0-9a-f])")),
    # -- source hosting and package registries -----------------------------------------------
    _rule("github-token", _lit("gh", r"[pousr]_[A-Za-z0-9]{36,255}")),
    _rule("github-token", _lit("github_pat_", r"[A-Za-z0-9_]{22,255}")),
    _rule(
        "gitlab-token",
        _lit("gl", r"(?:pat|ptt|rt|dt|cbt|oas|ft|ffct|imt|agent|soat)-[A-Za-z0-9_.-]{20,80}"),
    ),
    _rule("gitlab-token", _lit("GR1348941", r"[A-Za-z0-9_-]{20}")),
    _rule("npm-token", _lit("npm_", r"[A-Za-z0-9]{36}")),
    _rule("crates-io-token", _lit("cio", r"[A-Za-z0-9]{32}(?![A-Za-z0-9])"), accept=_mixed_ok),
    _rule("rubygems-api-key", _lit("rubygems_", r"[a-f0-9]{48}")),
    _rule("clojars-token", _lit("CLOJARS_", r"[a-z0-9]{60}")),
    _rule("artifactory-api-key", _lit("cmVmdGtu", r"[A-Za-z0-9]{56}")),
    _rule("readme-api-key", _lit("rdme_", r"[a-z0-9]{70}")),
    _rule("pypi-token", _lit("pypi-AgE", r"[A-Za-z0-9_-]{50,}", None)),
    _rule("nuget-api-key", _lit("oy2", r"[a-z0-9]{43}")),
    _rule("docker-hub-token", _lit("dckr_pat_", r"[A-Za-z0-9_-]{20,}")),
    _rule("sourcegraph-token", _lit("sgp_", r"(?:local_|[0-9a-fA-F]{16}_)?[0-9a-fA-F]{40}")),
    _rule("artifactory-api-key", _lit("AKCp", r"[A-Za-z0-9]{69}")),
    _rule("atlassian-api-token", _lit("ATATT3", r"[A-Za-z0-9_=-]{100,300}")),
    _rule("atlassian-api-token", _lit("ATCTT3", r"[A-Za-z0-9_=-]{100,300}")),
    _rule("bitbucket-app-password", _lit("ATBB", r"[A-Za-z0-9_=.-]{32}")),
    _rule("linear-api-key", _lit("lin_", r"(?:api_[A-Za-z0-9]{40}|oauth_[a-f0-9]{64})")),
    _rule("figma-token", _lit("figd_", r"[A-Za-z0-9_-]{40}")),
    _rule("buildkite-token", _lit("bkua_", r"[a-f0-9]{40}")),
    _rule("circleci-token", _lit("CCIPAT_", r"[A-Za-z0-9]{22}_[a-f0-9]{40}")),
    _rule("contentful-token", _lit("CFPAT-", r"[A-Za-z0-9_-]{43}")),
    _rule("netlify-token", _lit("nfp_", r"[A-Za-z0-9]{36}")),
    _rule("prefect-api-key", _lit("pn", r"[ub]_[A-Za-z0-9]{36}")),
    _rule("pulumi-token", _lit("pul-", r"[a-f0-9]{40}")),
    _rule("planetscale-token", _lit("pscale_", r"(?:tkn|pw|oauth)_[A-Za-z0-9_.=-]{32,64}")),
    _rule("supabase-token", _lit("sbp_", r"[a-f0-9]{40}")),
    _rule("supabase-token", _lit("sb_secret_", r"[A-Za-z0-9_-]{20,}")),
    _rule("sonarqube-token", _lit("sq", r"[pua]_[a-f0-9]{40}")),
    _rule("typeform-token", _lit("tfp_", r"[A-Za-z0-9_.=-]{40,64}")),
    _rule("frameio-token", _lit("fio-u-", r"[A-Za-z0-9_=-]{64}")),
    _rule("adafruit-io-key", _lit("aio_", r"[A-Za-z0-9]{28}(?![A-Za-z0-9])"), accept=_mixed_ok),
    _rule("dropbox-token", _lit("sl.", r"[A-Za-z0-9_-]{130,}")),
    _rule(
        "discord-webhook",
        _lit(
            "discord", r"(?:app)?\.com/api/webhooks/(?P<v>[0-9]{17,20}/[A-Za-z0-9_-]{60,68})", None
        ),
    ),
    # -- payments ------------------------------------------------------------------------------
    _rule("stripe-secret-key", _lit("sk_", r"(?:live|test)_[A-Za-z0-9]{10,250}")),
    _rule("stripe-restricted-key", _lit("rk_", r"(?:live|test)_[A-Za-z0-9]{10,250}")),
    _rule("stripe-publishable-key", _lit("pk_live_", r"[A-Za-z0-9]{10,250}")),
    _rule("square-token", _lit("sq0", r"(?:atp|csp|idp)-[A-Za-z0-9_-]{22,60}")),
    _rule("shopify-token", _lit("shp", r"(?:at|ca|pa|ss)_[a-fA-F0-9]{32}")),
    _rule("stripe-webhook-secret", _lit("whsec_", r"[A-Za-z0-9]{32,}")),
    _rule("shippo-token", _lit("shippo_", r"(?:live|test)_[a-f0-9]{40}")),
    _rule("duffel-token", _lit("duffel_", r"(?:test|live)_[A-Za-z0-9_=-]{43}")),
    _rule("easypost-api-key", _lit("EZ", r"[AT]K[A-Za-z0-9]{54}")),
    _rule("flutterwave-key", _lit("FLWSECK", r"(?:_TEST)?-[a-h0-9]{32}-X")),
    _rule(
        "plaid-token",
        _lit("access-", r"(?:sandbox|development|production)-[0-9a-f]{8}-[0-9a-f-]{27}"),
    ),
    # -- clouds ------------------------------------------------------------------------------
    _rule("aws-access-key-id", _lit("AKIA", r"[A-Z0-9]{16}(?![A-Za-z0-9])")),
    _rule("aws-access-key-id", _lit("ASIA", r"[A-Z0-9]{16}(?![A-Za-z0-9])")),
    _rule("aws-access-key-id", _lit("ABIA", r"[A-Z0-9]{16}(?![A-Za-z0-9])")),
    _rule("aws-access-key-id", _lit("ACCA", r"[A-Z0-9]{16}(?![A-Za-z0-9])")),
    _rule("aws-access-key-id", _lit("A3T", r"[A-Z0-9][A-Z0-9]{16}(?![A-Za-z0-9])")),
    _rule(
        "aws-secret-access-key",
        _lit(
            "aws",
            r"[_.-]?secret[_.-]?(?:access[_.-]?)?key[\"']?[ \t]{0,20}[:=]{1,2}[ \t]{0,20}[\"']?[a-z0-9/+=]{40}",
            r"[a-z]",
        ),
        lowered=True,
        accept=None,
    ),
    _rule("aws-appsync-key", _lit("da2-", r"[a-z0-9]{26}(?![a-z0-9])")),
    # STS session tokens and Bedrock keys open with fixed base64 ("origin_ec", "BedrockAPIKey-").
    _rule("aws-session-token", _lit("IQoJb3JpZ2luX2Vj", r"[A-Za-z0-9+/=]{60,}", None)),
    _rule("aws-session-token", _lit("FwoGZXIvYXdz", r"[A-Za-z0-9+/=]{60,}", None)),
    _rule("aws-bedrock-key", _lit("ABSKQmVkcm9ja0FQSUtleS", r"[A-Za-z0-9+/=]{40,}")),
    _rule("alibaba-access-key", _lit("LTAI", r"[A-Za-z0-9]{20}(?![A-Za-z0-9])")),
    _rule("tencent-secret-id", _lit("AKID", r"[A-Za-z0-9]{32}(?![A-Za-z0-9])")),
    _rule("yandex-api-key", _lit("AQVN", r"[A-Za-z0-9_-]{35,38}(?![A-Za-z0-9_-])")),
    _rule("cloudflare-origin-ca-key", _lit("v1.0-", r"[a-f0-9]{24}-[a-f0-9]{146}")),
    _rule("hubspot-token", _lit("pat-", r"(?:na|eu)[0-9]-[0-9a-f]{8}-[0-9a-f-]{27}")),
    _rule("brevo-api-key", _lit("xkeysib-", r"[a-f0-9]{64}-[A-Za-z0-9]{16}")),
    _rule("mailgun-api-key", _lit("key-", r"[0-9a-z]{32}(?![A-Za-z0-9])"), accept=_random_ok),
    _rule("google-api-key", _lit("AIza", r"[0-9A-Za-z_-]{35}")),
    _rule("google-oauth-secret", _lit("GOCSPX-", r"[A-Za-z0-9_-]{20,40}")),
    _rule("google-oauth-token", _lit("ya29.", r"[0-9A-Za-z_-]{30,}")),
    _rule("google-oauth-token", _lit("1//0", r"[0-9A-Za-z_-]{30,}")),
    _rule(
        "azure-client-secret",
        r"Q~(?<=[A-Za-z0-9_~.-]{3}[0-9]Q~)[A-Za-z0-9_~.-]{30,36}(?![A-Za-z0-9_~.-])",
    ),
    # Azure "identifiable" keys carry the signature JQQJ9 after 52 characters (84 in all);
    # new Azure DevOps PATs end in AZDO + 4; old ones are 52 random base32 characters.
    _rule("azure-key", r"JQQJ9(?<=[A-Za-z0-9]{52}JQQJ9)[9DH][A-Za-z0-9]{26}(?![A-Za-z0-9])"),
    _rule("azure-devops-pat", r"AZDO(?<=[A-Za-z0-9]{76}AZDO)[A-Za-z0-9]{4}(?![A-Za-z0-9])"),
    # (old 52-character PATs: found by the token-run rule below, `_token_run_verdict`)
    _rule(
        "azure-devops-pat",
        _lit("pat", r"[\"']?[ \t]{0,20}[:=][ \t]{0,20}[\"']?[a-z2-7]{52}(?![a-z0-9])", r"[a-z]"),
        lowered=True,
    ),
    _rule("digitalocean-token", _lit("do", r"[opr]_v1_[0-9a-f]{64}")),
    _rule("databricks-token", _lit("dapi", r"[0-9a-f]{32}(?![0-9a-z])")),
    _rule("dynatrace-token", _lit("dt0c01.", r"[A-Z0-9]{24}\.[A-Z0-9]{64}")),
    _rule("heroku-api-key", _lit("HRKU-", r"[A-Za-z0-9_-]{40,80}")),
    _rule("flyio-token", _lit("FlyV1 fm", r"[12][a-z]?_[A-Za-z0-9+/=_-]{50,}", None)),
    _rule("scalingo-token", _lit("tk-us-", r"[A-Za-z0-9_-]{48}")),
    _rule("vault-token", _lit("hv", r"[sbr]\.[A-Za-z0-9_-]{24,}")),
    _rule("vault-token", _lit("s.CAES", r"[A-Za-z0-9_-]{40,}")),
    _rule("terraform-token", r"\.atlasv1\.(?<=[A-Za-z0-9]{14}\.atlasv1\.)[A-Za-z0-9_=-]{60,}"),
    _rule("doppler-token", _lit("dp.", r"(?:ct|pt|st|sa|scim|audit)\.[A-Za-z0-9._-]{20,}")),
    _rule("openshift-token", _lit("sha256~", r"[A-Za-z0-9_-]{43}")),
    _rule(
        "vault-unseal-key",
        _lit("unseal key", r"[ \t]{0,3}[0-9]{1,2}:[ \t]{0,3}[a-z0-9+/]{40,}", None),
        lowered=True,
    ),
    _rule(
        "kubernetes-bootstrap-token",
        _lit("bootstrap-token", r"[ \t=:\"']{1,5}[a-z0-9]{6}\.[a-z0-9]{16}(?![a-z0-9])", None),
        lowered=True,
    ),
    # -- chat, mail, monitoring and other vendors --------------------------------------------
    _rule("slack-token", _lit("xox", r"[abceoprs]-[0-9]{1,20}-[A-Za-z0-9#*-]{8,250}")),
    _rule("slack-token", _lit("xapp-", r"[0-9]{1,20}-[A-Za-z0-9/#*-]{8,250}")),
    _rule(
        "slack-webhook",
        _lit("hooks.slack.com/", r"(?:services|workflows|triggers)/[A-Za-z0-9+/_-]{20,}", None),
    ),
    _rule(
        "msteams-webhook",
        _lit("outlook.office", r"(?:365)?\.com/webhook(?:b2)?/[0-9a-f-]{36}@", None),
    ),
    _rule("msteams-webhook", _lit(".webhook.office.com/webhookb2/", r"[0-9a-f-]{36}@", None)),
    _rule("telegram-bot-token", r":AA(?<=[0-9]{8}:AA)[A-Za-z0-9_-]{33}"),
    _rule("sendgrid-api-key", _lit("SG.", r"[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}")),
    _rule("mailchimp-api-key", r"-us(?<=[0-9a-f]{32}-us)[0-9]{1,2}(?![0-9A-Za-z])", accept=None),
    _rule("postman-api-key", _lit("PMAK-", r"[a-f0-9]{24}-[a-f0-9]{34}")),
    _rule("newrelic-key", _lit("NR", r"(?:AK|II|IQ|RA|JS|AA)-[A-Za-z0-9_-]{20,}")),
    _rule("newrelic-key", r"NRAL(?<=[a-z]{2}[0-9]{2}xx[0-9a-f]{30}NRAL)", accept=None),
    _rule(
        "newrelic-key",
        _lit("px-", r"(?:api|dep)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"),
    ),
    _rule("grafana-token", _lit("glc_", r"[A-Za-z0-9+/]{32,}={0,2}")),
    _rule("grafana-token", _lit("glsa_", r"[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}")),
    _rule("sentry-token", _lit("sntry", r"[su]_[A-Za-z0-9+/=_-]{50,}")),
    _rule("notion-token", _lit("ntn_", r"[0-9]{11}[A-Za-z0-9]{32,}")),
    _rule("octopus-api-key", _lit("API-", r"[A-Z0-9]{26}(?![A-Za-z0-9])")),
    _rule("infracost-api-key", _lit("ico-", r"[A-Za-z0-9]{32}(?![A-Za-z0-9])", r"[A-Za-z0-9_.-]")),
    _rule("intra42-secret", _lit("s-s4t2", r"(?:ud|af)-[0-9a-f]{64}")),
    _rule("dependency-track-key", _lit("odt_", r"[A-Za-z0-9]{32,}")),
    _rule("onepassword-token", _lit("ops_eyJ", r"[A-Za-z0-9+/=_-]{100,}")),
    _rule(
        "onepassword-secret-key",
        _lit(
            "A3-",
            r"[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}",
        ),
    ),
    _rule("stackhawk-api-key", _lit("hawk.", r"[A-Za-z0-9_-]{20}\.[A-Za-z0-9_-]{20}")),
    _rule("mapbox-token", r"k\.eyJ(?<=[spt]k\.eyJ)[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{10,}"),
    _rule("facebook-token", _lit("EAA", r"[A-Za-z0-9]{40,}")),
    _rule("facebook-token", r"\|(?<=[0-9]{15}\|)[A-Za-z0-9_-]{20,64}"),
    _rule(
        "facebook-secret",
        _lit(
            "facebook",
            r"[_.-]?(?:app[_.-]?|client[_.-]?)?(?:key|secret)[\"']?[ \t]{0,20}[:=][ \t]{0,20}[\"']?[0-9a-f]{32}",
            None,
        ),
        lowered=True,
        accept=None,
    ),
    _rule("salesforce-token", r"!(?<=00D[A-Za-z0-9]{12}!)[A-Za-z0-9._]{50,}"),
    _rule("twilio-key", _lit("SK", r"[0-9a-f]{32}(?![0-9a-z])")),
    _rule("twitch-stream-key", _lit("live_", r"[0-9]{6,12}_[A-Za-z0-9]{30}")),
    _rule("okta-token", _lit("00", r"[A-Za-z0-9_-]{40}(?![A-Za-z0-9_-])"), accept=_okta_ok),
    _rule(
        "thingsboard-token", _lit("thingsboard.cloud/api/v1/", r"[a-z0-9]{20}", None), lowered=True
    ),
    _rule(
        "sourcegraph-token",
        _lit("sourcegraph", r"[ \t]{0,5}:[ \t]{0,5}[0-9a-f]{40}(?![0-9a-z])", None),
        lowered=True,
    ),
    _rule(
        "sonarqube-token",
        _lit("sonar.login", r"[\"']?[ \t]{0,5}(?:[:?]{0,3}=|,)[ \t]{0,5}[\"']?[0-9a-z]{40}", None),
        lowered=True,
    ),
    _rule(
        "codeclimate-token",
        _lit("reporter_id", r"[\"']?[ \t]{0,5}[:=][ \t]{0,5}[\"']?[0-9a-f]{64}", None),
        lowered=True,
    ),
    _rule(
        "jenkins-crumb",
        _lit("jenkins-crumb", r"[ \t]{0,5}:[ \t]{0,5}[0-9a-f]{32}", None),
        lowered=True,
    ),
    _rule(
        "jenkins-setup-password",
        _lit("password to proceed to installation", r":?\s{1,10}[0-9a-f]{32}", None),
        lowered=True,
    ),
    _rule(
        "truenas-api-key",
        _lit(
            "login_with_api_key",
            r"[\"']?[ \t]{0,5},[ \t]{0,5}[\"']?params[\"']?[ \t]{0,5}:[ \t]{0,5}\[[ \t]{0,5}[\"']?"
            r"[0-9]{1,5}-[a-z0-9]{64}",
            None,
        ),
        lowered=True,
    ),
    _rule(
        "twitter-oauth",
        _lit("oauth(", r"[ \t]{0,5}[\"'][a-z0-9]{18,}[\"']", r"[a-z]"),
        lowered=True,
    ),
    _rule(
        "sidekiq-secret",
        _lit(
            "contribsys__com",
            r"[\"']?[ \t]{0,5}[:=][ \t]{0,5}[\"']?[0-9a-f]{8}:[0-9a-f]{8}",
            None,
        ),
        lowered=True,
        accept=None,
    ),
    # -- structured credentials ----------------------------------------------------------------
    _rule(
        "jwt",
        _lit("eyJ", r"[A-Za-z0-9_-]{8,2000}\.[A-Za-z0-9_-]{10}"),
        requires_any=(".",),
    ),
    _rule(
        "url-credentials",
        r"://(?P<u>[^\s/:@\"'<>]{1,100}):(?P<v>[^\s/@\"'<>]{1,200})@",
        accept=_url_credentials_ok,
        requires_any=("@",),
    ),
    _rule(
        "authorization-header",
        _lit(
            "authorization",
            r"[\"']?[ \t]{0,5}[:=][ \t]{0,5}[\"']?[ \t]{0,3}"
            r"(?:(?:bearer|basic|token|digest|bot|apikey|sso-key|key|otp)[ \t]{1,5})?"
            r"(?P<v>[a-z0-9._~+/=:-]{8,200})",
            r"[a-z]",
        ),
        lowered=True,
        accept=_header_ok,
    ),
    _rule(
        "authorization-header",
        _lit("bearer", r"[ \t]{1,5}(?P<v>[a-z0-9._~+/=-]{12,200})", r"[a-z]"),
        lowered=True,
        accept=_header_ok,
    ),
    _rule(
        "curl-credentials",
        _lit(
            "-u",
            r"(?:ser)?[ \t]{1,5}[\"']?(?P<u>[^\s:\"']{1,100}+):(?P<v>[\"']?[^\s\"']{3,100})",
            r"[a-z0-9]",
        ),
        lowered=True,
        accept=_curl_user_ok,
        requires="curl",
    ),
    _rule(
        "database-connection-string",
        _lit(
            "uid",
            r"[ \t]{0,5}=[^;\n]{1,100};[ \t]{0,5}(?:pwd|password)[ \t]{0,5}=[ \t]{0,5}[^;\s\"]",
            r"[a-z]",
        ),
        lowered=True,
        accept=None,
    ),
    _rule(
        "ldap-credentials",
        _lit(
            "directoryentry(",
            r"[ \t]{0,5}\"[^\"\n]{1,200}\"[ \t]{0,5},\s{0,20}\"[^\"\n]{1,200}\"[ \t]{0,5},\s{0,20}\"[^\"\n]{3,200}\"",
        ),
        lowered=True,
        accept=None,
    ),
    _rule(
        "netrc-credentials",
        _lit(
            "machine",
            r"[ \t]{1,5}[^\s]{1,100}\s{1,20}login[ \t]{1,5}[^\s]{1,100}\s{1,20}password[ \t]{1,5}[^\s]{3}",
            r"[a-z]",
        ),
        lowered=True,
        accept=None,
    ),
    _rule(
        "psexec-credentials",
        _lit(" -p ", r"[^\s]{1,100}", None),
        lowered=True,
        accept=_near_rule(("psexec",)),
        requires="psexec",
    ),
    _rule(
        "vmware-credentials",
        _lit("-password", r"[ \t]{1,5}[^\s]{1,100}", r"[a-z]"),
        lowered=True,
        accept=_near_rule(("connect-viserver",)),
        requires="connect-viserver",
    ),
    # -- sentences: "the password is 'hunter2'", "my PIN is 4821" ------------------------------
    _rule(
        "password-in-text",
        _lit(" is ", r"[ \t]{0,5}(?P<q>[\"'])(?P<qv>[^\"'\n]{3,100})[\"']", None),
        lowered=True,
        accept=_quoted_phrase_ok,
        requires_any=_QUOTES,
    ),
    _rule(
        "password-in-text",
        _lit(" was ", r"[ \t]{0,5}(?P<q>[\"'])(?P<qv>[^\"'\n]{3,100})[\"']", None),
        lowered=True,
        accept=_quoted_phrase_ok,
        requires_any=_QUOTES,
    ),
    _rule(
        "password-in-text",
        r"(?P<kw>pass(?:word|phrase|code))[ \t]{1,5}(?:is|was)[ \t]{1,5}(?:now[ \t]{1,5})?"
        r"(?P<qv>(?!))?(?P<uv>[^\s]{4,100})",
        lowered=True,
        accept=_phrase_ok,
        requires_any=("is", "was"),
    ),
    _rule(
        "password-in-text",
        # The look-ahead wants a digit in the word, so "password manager" is not even a
        # candidate (no near miss to count).
        r"(?P<kw>pass(?:word|phrase|code))[ \t]{1,5}(?P<qv>(?!))?"
        r"(?P<uv>(?=[^\s0-9]{0,100}+[0-9])[^\s]{6,100})",
        lowered=True,
        accept=_bare_phrase_ok,
        requires_any=_DIGITS,
    ),
    _rule(
        "pin-code",
        _lit(
            "pin",
            r"(?: code| number)?(?:[ \t]{1,5}(?:is|was)|[ \t]{0,5}:)[ \t]{1,5}[0-9]{4,8}(?![0-9])",
            r"[a-z]",
        ),
        lowered=True,
        accept=None,
        requires_any=_DIGITS,
    ),
    # -- generic `keyword = value` assignments --------------------------------------------------
    _rule(
        "password-assignment",
        _assignment("pass", "(?:word|wd|phrase)?"),
        lowered=True,
        accept=_assignment_ok,
        requires_any=_SEP_CHARS,
    ),
    _rule(
        "password-assignment",
        _assignment("pwd"),
        lowered=True,
        accept=_assignment_ok,
        requires_any=_SEP_CHARS,
    ),
    _rule(
        "secret-assignment",
        _assignment("secret"),
        lowered=True,
        accept=_assignment_ok,
        requires_any=_SEP_CHARS,
    ),
    _rule(
        "token-assignment",
        _assignment("token"),
        lowered=True,
        accept=_assignment_ok,
        requires_any=_SEP_CHARS,
    ),
    _rule(
        "api-key-assignment",
        _assignment("key", _key_prefix_guard()),
        lowered=True,
        accept=_key_assignment_ok,
        requires_any=_SEP_CHARS,
    ),
    # -- credentials passed in code, config files or on a command line -----------------------
    # `<password>…</password>`: one literal rule per element name ("password>" is rare, "<" is not).
    *(
        _rule("xml-credential", _lit(f"{name}>", _XML_VALUE, None), lowered=True, accept=_xml_ok)
        for name in _XML_NAMES
    ),
    _rule(
        "credential-call",
        _lit("credential", r"s?\(" + _ANY_USER_AND_PASSWORD, None),
        lowered=True,
        accept=_call_ok,
    ),
    # `smtp.login("bob@x.com", "…")`, `requests.get(url, auth=("bob", "…"))`
    _rule(
        "credential-call", _lit("login(", _USER_AND_PASSWORD, None), lowered=True, accept=_call_ok
    ),
    _rule(
        "credential-call",
        _lit("auth", r"[ \t]{0,3}=[ \t]{0,3}\(" + _USER_AND_PASSWORD, r"[a-z0-9_]"),
        lowered=True,
        accept=_call_ok,
    ),
    _rule(
        "credential-call",
        # The whole `password(` as the literal: the regex engine then skips every other
        # "password" in one fast search instead of trying each one.
        _lit("password(", _SETTER_ARGUMENT, None),
        lowered=True,
        accept=_setter_ok,
    ),
    _rule(
        "credential-call",
        _lit("passwd(", _SETTER_ARGUMENT, None),
        lowered=True,
        accept=_setter_ok,
    ),
    # -- a token drawn at random that no rule above names (secret_shape.py) -------------------
    _rule(
        "random-token",
        _TOKEN_RUN,
        accept=_token_run_verdict,
    ),
)

RULE_NAMES: frozenset[str] = frozenset(rule.name for rule in _RULES) | frozenset(SPOKEN_RULES)
# Rules that name no vendor or product: formats and keywords any credential can show up in.
# `find_secrets(..., vendors=False)` runs only these (bench/filters_quality.py measures how
# much of the corpus they catch alone, as a stand-in for "a vendor nobody listed").
GENERIC_RULES: frozenset[str] = frozenset(
    """private-key password-hash jwt url-credentials authorization-header curl-credentials
    database-connection-string ldap-credentials netrc-credentials password-in-text pin-code
    password-assignment secret-assignment token-assignment api-key-assignment credential-call
    xml-credential random-token""".split()
) | frozenset(SPOKEN_RULES)

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
            return m.span(group)
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
# base32 characters — the same look-aheads as `_TOKEN_RUN`, read on classes.
_TOKEN_RUN_START = re.compile(
    rb"\x00(?=[\x01-\x04]{24})"
    rb"(?:(?=[\x01\x03\x04]{0,400}+\x02)(?=[\x01\x02\x04]{0,400}+\x03)|(?=[\x03\x04]{52}))"
)


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
    for candidate in _TOKEN_RUN_START.finditer(mapped):
        match = pattern.match(text, candidate.start())
        if match is not None:
            yield match


class _Anchors:
    """Which rule literals occur in one text or its lowered copy (see literals.py)."""

    __slots__ = ("_lowered", "_text")

    def __init__(self, text: str, lowered: str) -> None:
        self._text = Literals(text)
        self._lowered = self._text if lowered is text else Literals(lowered)

    def present(self, literal: str, lowered: bool) -> bool:
        return (self._lowered if lowered else self._text).has(literal)


def _scan(text: str, *, first: bool, vendors: bool = True) -> list[tuple[int, SecretSpan]]:
    """(rule index, span) of every accepted match, or of the first one when `first`."""
    if not text:
        return []
    lowered = _lowered(text)
    near_misses = token_runs = 0
    found: list[tuple[int, SecretSpan]] = []
    # Whether the text (or its lowered copy) has any run a long-token rule could match.
    has_run = {False: _has_long_run(text)}
    has_run[True] = has_run[False] if lowered is text else _has_long_run(lowered)
    anchors = _Anchors(text, lowered)
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
    original text's even when invisible characters were removed for the scan."""
    visible = _without_invisible(text)
    found = _scan(visible, first=first, vendors=vendors)
    if not (first and found):
        # A span that runs to the end (a budget's fail-closed one) hides the rest already.
        cut = min((s.start for _, s in found if s.end >= len(visible)), default=len(visible))
        spoken = find_spoken_secrets(visible, cut)
        # After every rule: a vendor's or a format's name wins when both find one value.
        found += [(len(_RULES), SecretSpan(rule, start, end)) for rule, start, end in spoken]
    if found and visible is not text:
        removed = _removed_positions(text)
        found = [
            (i, SecretSpan(s.rule, _original(s.start, removed), _original(s.end - 1, removed) + 1))
            for i, s in found
        ]
    return found[:1] if first else found


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
