"""The config file's schema: one table of every key, what it expects and how it is checked.

`validate(raw)` walks the parsed TOML against `SCHEMA` and returns the values that passed plus
one problem per bad key (wrong type, unknown key with a "did you mean", bad key name in the
keymap, unknown provider). A new section is one more entry in `SCHEMA`; nothing else changes.
Pure Python: no textual, no litellm at import time (provider names are checked lazily).
"""

from __future__ import annotations

import difflib
import json
import string
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ltm_chat.memory.storage.object_store import STORAGE_KEYS
from ltm_chat.openai_params import BODY_PARAMS


class Invalid(Exception):
    """A value that does not fit; the message, if any, says more than the expected type."""


@dataclass(frozen=True)
class Field:
    """One key: `expected` is shown to the user, `check` returns the clean value or raises."""

    expected: str
    check: Callable[[Any], Any]


@dataclass(frozen=True)
class Section:
    """A `[table]` with known keys; `open_keys` keeps unknown ones (passed on, e.g. to litellm)."""

    fields: dict[str, Field | Section | MapOf]
    expected: str = "a table"
    open_keys: bool = False


@dataclass(frozen=True)
class MapOf:
    """A table whose keys are names chosen by the user (`[models."name"]`, `[keymap]`)."""

    value: Field | Section
    expected: str
    key_check: Callable[[str], Any] | None = None


@dataclass(frozen=True)
class Problem:
    """One bad key: `key` is the dotted path, `message` a full sentence without the file."""

    key: str
    message: str


@dataclass
class Result:
    values: dict[str, Any] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)


# -- checks --------------------------------------------------------------------------------------


def _string(value: Any) -> str:
    if not isinstance(value, str):
        raise Invalid
    return value


def _name(value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise Invalid
    return value.strip()


def _whole(minimum: int, maximum: int | None = None) -> Callable[[Any], int]:
    def check(value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise Invalid
        if value < minimum or (maximum is not None and value > maximum):
            raise Invalid
        return value

    return check


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise Invalid
    return value


def _url(value: Any) -> str:
    if not isinstance(value, str) or "://" not in value or any(c.isspace() for c in value):
        raise Invalid
    return value


def _review(value: Any) -> str:
    from ltm_chat.memory.write.policy import REVIEW_MODES

    if not isinstance(value, str) or value.strip() not in REVIEW_MODES:
        raise Invalid
    return value.strip()


def _route(value: Any) -> str:
    from ltm_chat.wire import ROUTES

    if not isinstance(value, str) or value.strip().lower() not in ROUTES:
        raise Invalid
    return value.strip().lower()


def _recall_policy(value: Any) -> str:
    if not isinstance(value, str) or value.strip() not in ("all", "normal", "none"):
        raise Invalid
    return value.strip()


def _env_name(value: Any) -> str:
    if not isinstance(value, str) or not value or not value.replace("_", "a").isalnum():
        raise Invalid
    return value


EMBEDDERS_BUILT_IN = ("local", "sentence-transformers", "lexical", "none")


def _embedding_provider(value: Any) -> str:
    name = _name(value).lower()
    if name in EMBEDDERS_BUILT_IN:
        return name
    _check_provider(name, EMBEDDERS_BUILT_IN)
    return name


def _model_name(value: Any) -> str:
    """A litellm model name; with a `provider/` prefix the provider must be one litellm knows."""
    name = _name(value)
    if "/" in name:
        _check_provider(name.split("/", 1)[0].lower())
    return name


def _check_provider(provider: str, extra: tuple[str, ...] = ()) -> None:
    from ltm_chat.providers import unknown_provider

    problem = unknown_provider(provider, extra)
    if problem:
        raise Invalid(problem)


# Key names as Textual spells them (see textual.keys); a test compares this with Textual.
MODIFIERS = ("ctrl", "shift", "alt", "meta", "super", "hyper")
NAMED_KEYS = frozenset(
    [
        "escape",
        "enter",
        "return",
        "tab",
        "space",
        "backspace",
        "insert",
        "delete",
        "home",
        "end",
        "pageup",
        "pagedown",
        "up",
        "down",
        "left",
        "right",
        "newline",
    ]
    + [f"f{n}" for n in range(1, 25)]
    + [
        "slash",
        "backslash",
        "at",
        "minus",
        "plus",
        "underscore",
        "comma",
        "colon",
        "semicolon",
        "apostrophe",
        "asterisk",
        "ampersand",
        "tilde",
    ]
)


def key_problem(key: str) -> str | None:
    """Why `key` (one key, e.g. "ctrl+shift+m") is not a key name Textual understands."""
    parts = key.strip().split("+")
    *mods, last = parts
    for mod in mods:
        if mod not in MODIFIERS:
            return f'"{mod}" is not a modifier ({", ".join(MODIFIERS)})'
    if len(last) == 1 and last.isprintable() and not last.isspace():
        return None
    if last in NAMED_KEYS or last in _PUNCTUATION or _typed_character(last):
        return None
    close = difflib.get_close_matches(last, sorted(NAMED_KEYS | _PUNCTUATION), n=1, cutoff=0.75)
    hint = f' (did you mean "{close[0]}"?)' if close else ""
    return f'"{last}" is not a key name{hint}'


# Textual's names of the ASCII punctuation keys ("question_mark", "full_stop", …), for hints.
_PUNCTUATION = frozenset(
    unicodedata.name(c).lower().replace(" ", "_").replace("-", "_") for c in string.punctuation
)


def _typed_character(name: str) -> bool:
    """`question_mark`, `full_stop`…: Unicode names of characters a keyboard types (not 🔑)."""
    try:
        char = unicodedata.lookup(name.replace("_", " ").upper())
    except KeyError:
        return False
    return unicodedata.category(char)[0] in "LNP" or char in "$+<=>^`|~"


def _keys(value: Any) -> str:
    """A comma-separated list of keys, as Textual's bindings take them ("f2" or "f2,ctrl+m")."""
    if not isinstance(value, str) or not value.strip():
        raise Invalid
    for key in value.split(","):
        problem = key_problem(key) if key.strip() else "an empty key between commas"
        if problem:
            raise Invalid(problem)
    return ",".join(k.strip() for k in value.split(","))


# -- the schema ----------------------------------------------------------------------------------

# Keys of `[models."…"]` passed to litellm as call parameters: its completion() arguments
# (a test checks each is still one) and the provider options people set most. A key not
# listed is a typo ("api_bsae") until proven otherwise; an exotic option goes in extra_body.
LITELLM_CALL_PARAMS = (
    *sorted(BODY_PARAMS),
    "timeout",
    "deployment_id",
    "extra_headers",
    "api_version",
    "thinking",
)
PROVIDER_OPTIONS = (
    "top_k",
    "num_ctx",
    "keep_alive",
    "repeat_penalty",
    "organization",
    "extra_body",
    "drop_params",
    "custom_llm_provider",
    "region_name",
    "aws_region_name",
    "vertex_project",
    "vertex_location",
)


def _passed_on(value: Any) -> Any:
    return value  # litellm and the provider judge the value; the key is what is checked


_MODEL = Section(
    {
        "api_base": Field('a URL such as "http://127.0.0.1:8000/v1"', _url),
        "api_key_env": Field('an environment variable name such as "MY_API_KEY"', _env_name),
        "memory": Field('"all", "normal" (no sensitive memories) or "none"', _recall_policy),
        **{
            key: Field("a value litellm takes", _passed_on)
            for key in (*LITELLM_CALL_PARAMS, *PROVIDER_OPTIONS)
        },
    },
    expected='a table of settings for this model, e.g. api_base = "http://…"',
)

# Every key of config.toml. Add a section (e.g. "storage": Section({...})) and it is validated,
# suggested in "did you mean" and reported by `doctor`.
SCHEMA = Section(
    {
        "user": Field("a non-empty string (whose memories to use)", _name),
        "model": Field('a model name such as "openai/gpt-4o-mini"', _model_name),
        "workspace": Field("a string (a workspace id, or empty for global)", _string),
        "theme": Field('a theme name such as "ltm-dark"', _name),
        "ollama_api_url": Field('a URL such as "http://127.0.0.1:11434"', _url),
        "provider_route": Field(
            '"auto" (OpenAI-compatible servers directly, others through litellm) or "litellm"',
            _route,
        ),
        "memory": Section(
            {
                "namespace": Field("a non-empty string", _name),
                "embedding_model": Field(
                    'an embedding model name such as "openai/text-embedding-3-small"',
                    _model_name,
                ),
                "embedding_provider": Field(
                    "local, lexical, or a provider such as openai, gemini or ollama",
                    _embedding_provider,
                ),
                "max_items": Field("a whole number, 0 or more (0 = no cap)", _whole(0)),
                "recall_limit": Field("a whole number from 1 to 100", _whole(1, 100)),
                "extraction_model": Field('a model name such as "openai/gpt-4o-mini"', _model_name),
                "model_tools": Field("true or false (memory tools for the model)", _bool),
                "review": Field('"pending", "auto" or "explicit-only" (the write policy)', _review),
                "daily_token_budget": Field(
                    "a whole number of tokens, 0 or more (0 = no budget)", _whole(0)
                ),
                "workspace": Field(
                    'a workspace id, "" for global, or "auto" (the git project you are in)', _string
                ),
            },
            expected="a [memory] table",
        ),
        "models": MapOf(
            _MODEL,
            expected='a table of [models."provider/name"] sections',
            key_check=_model_name,
        ),
        "keymap": MapOf(
            Field('a key such as "f2", "ctrl+shift+m" or "f2,ctrl+m"', _keys),
            expected='a [keymap] table of binding id = "key"',
        ),
        "storage": Section(
            {
                key: Field(
                    f"{'true or false' if kind is bool else 'a string'} ({what})",
                    _bool if kind is bool else _name,
                )
                for key, (kind, what) in STORAGE_KEYS.items()
            },
            expected="a [storage] table (the database on object storage)",
        ),
    }
)


# -- validation ----------------------------------------------------------------------------------


def validate(raw: dict[str, Any], schema: Section = SCHEMA) -> Result:
    """The values of `raw` that fit `schema` (bad ones left out) and a problem for each other."""
    result = Result()
    result.values = _section(raw, schema, "", result.problems)
    return result


def _section(raw: dict[str, Any], schema: Section, prefix: str, out: list[Problem]) -> dict:
    clean: dict[str, Any] = {}
    for key, value in raw.items():
        path = _join(prefix, key)
        spec = schema.fields.get(key)
        if spec is None:
            if schema.open_keys:
                clean[key] = value
                continue
            out.append(Problem(path, _unknown(key, prefix, schema)))
            continue
        checked = _value(value, spec, path, out)
        if checked is not _BAD:
            clean[key] = checked
    return clean


_BAD = object()


def _value(value: Any, spec: Field | Section | MapOf, path: str, out: list[Problem]) -> Any:
    if isinstance(spec, Field):
        try:
            return spec.check(value)
        except Invalid as exc:
            detail = f": {exc}" if str(exc) else ""
            out.append(Problem(path, f"{path} = {_show(value)}{detail}; expected {spec.expected}"))
            return _BAD
    if not isinstance(value, dict):
        out.append(Problem(path, f"{path} = {_show(value)}; expected {spec.expected}"))
        return _BAD
    if isinstance(spec, Section):
        return _section(value, spec, path, out)
    clean = {}
    for name, item in value.items():
        item_path = _join(path, name)
        if spec.key_check is not None:
            try:
                spec.key_check(name)
            except Invalid as exc:
                out.append(Problem(item_path, f"{item_path}: {exc}"))
                continue
        checked = _value(item, spec.value, item_path, out)
        if checked is not _BAD:
            clean[name] = checked
    return clean


def _unknown(key: str, prefix: str, schema: Section) -> str:
    close = difflib.get_close_matches(key, list(schema.fields), n=1, cutoff=0.6)
    hint = f' (did you mean "{_join(prefix, close[0])}"?)' if close else ""
    where = f" in [{prefix}]" if prefix else ""
    return f'unknown key "{_join(prefix, key)}"{where}{hint}'


def _join(prefix: str, key: str) -> str:
    bare = key.replace("_", "a").replace("-", "a").isalnum()
    part = key if bare else json.dumps(key, ensure_ascii=False)
    return f"{prefix}.{part}" if prefix else part


def _show(value: Any) -> str:
    """A short TOML-like rendering of a bad value, with its type named when it is a table."""
    if isinstance(value, dict):
        return "a table"
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 40 else text[:39] + "…"
