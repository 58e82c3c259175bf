"""The value checks of the credential rules (secret_rules.py): each gets the original text, the
lowered copy and a rule's match, and says whether the match really is a secret — placeholders,
variables, code and prose are turned down here.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ltm_chat.memory.screen.secret_public import is_public_by_context
from ltm_chat.memory.screen.secret_shape import is_generated_token

# A predicate that gets the original text, the lowered copy and the match, and says whether
# the match really is a secret (placeholders, variables and prose are rejected here). It may
# return another rule's name instead of True when one scan finds two shapes.
Accept = Callable[[str, str, "re.Match[str]"], "bool | str"]

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


# Providers' documented sample values end so ("AKIAIOSFODNN7EXAMPLE"); the text calls it a
# sample too ("the example in the docs uses …"): a docs' example, no one's key.
_DOCUMENTED_SAMPLE_ENDS = ("EXAMPLE", "EXAMPLEKEY")
_CALLED_A_SAMPLE = re.compile(r"\b(?:example|placeholder|sample|dummy|docs|documentation)\b")


def _documented_sample(lowered: str, m: re.Match[str]) -> bool:
    return m.group().endswith(_DOCUMENTED_SAMPLE_ENDS) and bool(
        _CALLED_A_SAMPLE.search(lowered, max(0, m.start() - 60), m.end() + 60)
    )


def _token_ok(text: str, lowered: str, m: re.Match[str]) -> bool:
    token = m.group()
    return (
        not _is_placeholder(token) and _looks_random(token) and not _documented_sample(lowered, m)
    )


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


# Three plain words or more: a phrase, where a generated token has no spaces ("Bearer …" has
# one and a token after it).
_WORDS_ONLY = re.compile(r"[^\W\d_]+(?:[ '’][^\W\d_]+){2,}")


def _token_assignment_ok(text: str, lowered: str, m: re.Match[str]) -> bool:
    """`_assignment_ok` for a token: a quoted value of plain words is a phrase, never a generated
    token ('asked for my github token "to verify my skills"')."""
    if m.start("qv") >= 0 and _WORDS_ONLY.fullmatch(text, *_value_span(m)):
        return False
    return _assignment_ok(text, lowered, m)


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


# "the password hint was "first dog"": the noun heads a compound that names no password.
_COMPOUND_HEAD = re.compile(
    r"s?[ \t]+(?:hints?|reminders?|clues?|questions?|tips?|rules?|polic(?:y|ies)|"
    r"requirements?|managers?|books?|strength|generators?)\b"
)


def _quoted_phrase_ok(text: str, lowered: str, m: re.Match[str]) -> bool:
    """`The password for "bob" is "hunter2"`: a password word earlier on the same line."""
    start = m.start()
    line_start = lowered.rfind("\n", max(0, start - 80), start) + 1
    window = _PHRASE_KEYWORD.finditer(lowered, max(0, start - 80, line_start), start)
    if not any(
        _keyword_boundary_ok(text, k.start(), k.end())
        and not _COMPOUND_HEAD.match(lowered, k.end())
        for k in window
    ):
        return False
    value = m.group("qv")
    return len(value.strip()) >= 3 and not _is_placeholder(value)


def _near(lowered: str, start: int, words: tuple[str, ...], span: int = 300) -> bool:
    window = lowered[max(0, start - span) : start]
    return any(w in window for w in words)


def _url_credentials_ok(text: str, lowered: str, m: re.Match[str]) -> bool:
    password = m.group("v")
    return (
        password[0] not in "$%{<[*"
        and not _is_placeholder(password)
        and not _template_login(m.group("u"), password)
    )


# A connection string's slots named by their role ("user:password@"): a template, no login.
_TEMPLATE_USERS = frozenset("user username usr login name".split())
_TEMPLATE_PASSWORDS = frozenset("password pass passwd pwd".split())


def _template_login(user: str, password: str) -> bool:
    return user.lower() in _TEMPLATE_USERS and password.lower() in _TEMPLATE_PASSWORDS


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
