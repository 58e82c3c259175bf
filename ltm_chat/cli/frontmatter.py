"""A small, strict reader and writer for the YAML subset that memory files use as frontmatter.

Chosen over a YAML dependency: memory files need only `name: scalar`, flow lists (`[a, b]`),
block lists of scalars or of flat mappings (history), quoted strings and comments. This reader
takes exactly that (no anchors, tags, block scalars or nested flow maps — each refused with a
line number), never executes anything, and never guesses: what it cannot read is an error.
Scalars: null/~, true/false, integers, decimals; everything else is a string. The writer quotes
every string that would not read back as itself, so `dump` → `parse` is lossless.
"""

from __future__ import annotations

import json
import re
from typing import Any

FENCE = "---"
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]*")
_INT = re.compile(r"[-+]?[0-9]+")
_FLOAT = re.compile(r"[-+]?(?:[0-9]+\.[0-9]*|\.[0-9]+|[0-9]+)(?:[eE][-+]?[0-9]+)?")
_PLAIN_SAFE = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.:+/@-]*")
_RESERVED = "{}&*!|>%@`\"'"  # a plain scalar may not start with these (YAML indicators)


class FrontmatterError(ValueError):
    """Frontmatter this reader does not accept; the message names the line."""


def split(text: str) -> tuple[str | None, str]:
    """(frontmatter text or None, body). A file without a leading `---` line is all body."""
    text = text.removeprefix("\ufeff")
    lines = text.split("\n")
    if not lines or lines[0].rstrip("\r").rstrip() != FENCE:
        return None, text
    for number, line in enumerate(lines[1:], 1):
        if line.rstrip("\r").rstrip() in (FENCE, "..."):
            return "\n".join(lines[1:number]), "\n".join(lines[number + 1 :])
    raise FrontmatterError("the frontmatter opened by `---` on line 1 is never closed")


def parse(block: str) -> dict[str, Any]:
    """The mapping in a frontmatter block (line numbers count from the opening `---`)."""
    lines = [(n, line.rstrip("\r")) for n, line in enumerate(block.split("\n"), 2)]
    out: dict[str, Any] = {}
    i = 0
    while i < len(lines):
        number, line = lines[i]
        i += 1
        if _skip(line):
            continue
        if line[0] in " \t":
            raise FrontmatterError(f"line {number}: unexpected indentation")
        name, value = _pair(line, number)
        if name in out:
            raise FrontmatterError(f"line {number}: `{name}` appears twice")
        if value == "":
            items, i = _block_list(lines, i)
            out[name] = items if items is not None else None
        else:
            out[name] = _value(value, number)
    return out


def _skip(line: str) -> bool:
    stripped = line.strip()
    return not stripped or stripped.startswith("#")


def _pair(line: str, number: int) -> tuple[str, str]:
    match = _NAME.match(line)
    if not match or line[match.end() : match.end() + 1] != ":":
        raise FrontmatterError(f"line {number}: expected `name: value`")
    rest = line[match.end() + 1 :]
    if rest and not rest[0].isspace():
        raise FrontmatterError(f"line {number}: expected a space after `{match.group()}:`")
    return match.group(), rest.strip()


def _block_list(lines: list[tuple[int, str]], i: int) -> tuple[list[Any] | None, int]:
    """Indented `- item` lines after `name:`; an item may be a flat mapping (`- a: 1` and
    further `b: 2` lines indented like `a`)."""
    items: list[Any] = []
    while i < len(lines):
        number, line = lines[i]
        if _skip(line):
            i += 1
            continue
        indent = len(line) - len(line.lstrip(" "))
        if indent == 0:
            break
        if "\t" in line[: indent + 1]:
            raise FrontmatterError(f"line {number}: tabs are not allowed for indentation")
        body = line[indent:]
        if not (body == "-" or body.startswith("- ")):
            raise FrontmatterError(f"line {number}: expected a `- item` of the list above")
        item = body[1:].strip()
        i += 1
        if not _looks_like_pair(item):
            items.append(_value(item, number) if item else None)
            continue
        mapping: dict[str, Any] = {}
        key, value = _pair(item, number)
        mapping[key] = _value(value, number)
        inner = indent + 2
        while i < len(lines):
            number, line = lines[i]
            if _skip(line):
                i += 1
                continue
            if len(line) - len(line.lstrip(" ")) != inner or line[inner:].startswith("-"):
                break
            key, value = _pair(line[inner:], number)
            if key in mapping:
                raise FrontmatterError(f"line {number}: `{key}` appears twice")
            mapping[key] = _value(value, number)
            i += 1
        items.append(mapping)
    return (items if items else None), i


def _looks_like_pair(item: str) -> bool:
    match = _NAME.match(item)
    return bool(match) and item[match.end() : match.end() + 2] in (":", ": ")


def _value(text: str, number: int) -> Any:
    if text.startswith("#"):  # `name: # comment`: no value
        return None
    if text.startswith("["):
        return _flow_list(text, number)
    return _scalar(text, number)


def _scalar(text: str, number: int) -> Any:
    if text.startswith('"'):
        end = _closing_quote(text)
        if end is None:
            raise FrontmatterError(f"line {number}: unclosed double-quoted string")
        _only_comment_after(text[end + 1 :], number)
        try:
            return json.loads(text[: end + 1])
        except ValueError:
            raise FrontmatterError(f"line {number}: bad escape in a double-quoted string") from None
    if text.startswith("'"):
        out, j = [], 1
        while j < len(text):
            if text[j] == "'":
                if text[j + 1 : j + 2] == "'":
                    out.append("'")
                    j += 2
                    continue
                _only_comment_after(text[j + 1 :], number)
                return "".join(out)
            out.append(text[j])
            j += 1
        raise FrontmatterError(f"line {number}: unclosed single-quoted string")
    plain = re.split(r"\s#", text, maxsplit=1)[0].strip()
    if plain[:1] and plain[0] in _RESERVED:
        raise FrontmatterError(
            f"line {number}: {plain[0]!r} starts YAML this reader does not take "
            "(block scalars, anchors, tags, flow maps); quote the value or put text in the body"
        )
    return _plain(plain)


def _closing_quote(text: str) -> int | None:
    j = 1
    while j < len(text):
        if text[j] == "\\":
            j += 2
            continue
        if text[j] == '"':
            return j
        j += 1
    return None


def _only_comment_after(rest: str, number: int) -> None:
    rest = rest.strip()
    if rest and not rest.startswith("#"):
        raise FrontmatterError(f"line {number}: unexpected text after a quoted string")


def _plain(text: str) -> Any:
    lowered = text.lower()
    if lowered in ("", "~", "null"):
        return None
    if lowered in ("true", "false"):
        return lowered == "true"
    if _INT.fullmatch(text):
        return int(text)
    if _FLOAT.fullmatch(text):
        return float(text)
    return text


def _flow_list(text: str, number: int) -> list[Any]:
    """`[a, "b, c", 'd']`: scalars only (a nested `[` or `{` is refused)."""
    items: list[Any] = []
    j, current = 1, ""
    while j < len(text):
        ch = text[j]
        if ch in "\"'":
            end = _closing_quote(text[j:]) if ch == '"' else text.find("'", j + 1) - j
            if end is None or end < 0:
                raise FrontmatterError(f"line {number}: unclosed string in a list")
            current += text[j : j + end + 1]
            j += end + 1
            continue
        if ch in "[{":
            raise FrontmatterError(f"line {number}: nested lists or maps are not supported")
        if ch in ",]":
            if current.strip():
                items.append(_scalar(current.strip(), number))
            elif ch == "," or items:
                raise FrontmatterError(f"line {number}: empty item in a list")
            current = ""
            if ch == "]":
                _only_comment_after(text[j + 1 :], number)
                return items
        else:
            current += ch
        j += 1
    raise FrontmatterError(f"line {number}: the list is not closed by `]`")


# -- writing -------------------------------------------------------------------------------------


def scalar(value: Any) -> str:
    """One value as this reader (and YAML) reads it back."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    text = str(value)
    if _PLAIN_SAFE.fullmatch(text) and _plain(text) == text:
        return text
    return json.dumps(text, ensure_ascii=False)


def dump(fields: dict[str, Any]) -> str:
    """A frontmatter block (with its `---` fences) for `fields`; None values are left out.
    Values: scalars, lists of scalars (flow style), lists of flat dicts (block style)."""
    lines = [FENCE]
    for name, value in fields.items():
        if value is None:
            continue
        if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            lines.append(f"{name}:")
            for item in value:
                pairs = [f"{k}: {scalar(v)}" for k, v in item.items() if v is not None]
                lines.append(f"  - {pairs[0]}")
                lines.extend(f"    {p}" for p in pairs[1:])
        elif isinstance(value, list):
            lines.append(f"{name}: [{', '.join(scalar(v) for v in value)}]")
        else:
            lines.append(f"{name}: {scalar(value)}")
    lines.append(FENCE)
    return "\n".join(lines) + "\n"
