"""Reading an import source into labelled records: JSON Lines, a JSON array, a Markdown file or
a directory of Markdown files.

Every entry is judged on its own: a line (or file) that is not UTF-8, not JSON, nested without
end, or holds a non-finite number is refused with its label ("line 7", "notes/tea.md") and a
reason, and never takes the valid ones down with it. Only a source that cannot be read at all
(missing, unreadable, a single JSON document that is broken) stops the import before it starts.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ltm_chat.cli.common import fail
from ltm_chat.cli.record_set import RecordSet

MAX_IMPORT_BYTES = 256 * 1024 * 1024  # far above 20,000 exported memories (~10 MB)


def read_source(path: str, *, recursive: bool = False) -> RecordSet:
    """Records from a file or directory (its own Markdown files; those of its folders too
    with `recursive`); raises a CliError when nothing can be read at all."""
    if not path.strip():  # "" is not "the current directory"
        raise fail("the path is empty: give a file or a folder to import; nothing was imported")
    source = Path(path).expanduser()
    if source.is_dir():
        from ltm_chat.cli.memory_md import read_markdown_dir

        found = read_markdown_dir(source, recursive=recursive)
    elif source.suffix.lower() in (".md", ".markdown"):
        from ltm_chat.cli.memory_md import read_markdown_file

        found = read_markdown_file(source)
    else:
        found = read_json_source(source)
    if not found.records and not found.refused:
        inside = (
            f" (it has {found.skipped_folders} folder(s): --recursive reads them)"
            if found.skipped_folders
            else ""
        )
        raise fail(f"{source} holds no memories{inside}; nothing was imported")
    return found


def _read_bytes(source: Path) -> bytes:
    try:
        size = source.stat().st_size
        if size > MAX_IMPORT_BYTES:
            raise fail(
                f"{source} is {size / 2**20:,.0f} MB; an import file is at most "
                f"{MAX_IMPORT_BYTES // 2**20} MB (split it); nothing was imported"
            )
        return source.read_bytes()
    except FileNotFoundError:
        raise fail(f"{source} does not exist") from None
    except OSError as exc:
        raise fail(f"cannot read {source}: {exc.strerror}") from None


def read_json_source(source: Path) -> RecordSet:
    """JSON Lines (one object per line), or one JSON array of objects (`memories list --json`)."""
    data = _read_bytes(source).removeprefix(b"\xef\xbb\xbf")
    if data.lstrip()[:1] == b"[":
        whole = _array(source, data)
        if whole is not None:
            return whole
    found = RecordSet()
    for number, raw in enumerate(data.split(b"\n"), 1):
        if not raw.strip():
            continue
        label = f"line {number}"
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            found.refused.append(
                (label, f"not UTF-8 text (invalid byte at column {exc.start + 1})")
            )
            continue
        obj, problem = parse_json(line)
        if problem is None and not isinstance(obj, dict):
            problem = f"expected a JSON object, found {_json_type(obj)}"
        if problem is not None:
            found.refused.append((label, problem))
        else:
            found.records.append((label, obj))
    return found


def _array(source: Path, data: bytes) -> RecordSet | None:
    """A JSON array of objects; None when the file is rather JSON Lines whose first line is
    an array (each line is then judged on its own)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    items, problem = parse_json(text)
    if problem is not None:
        if text.lstrip().split("\n", 1)[0].strip() == "[":  # a pretty-printed array, broken
            raise fail(f"{source}: {problem}; nothing was imported")
        return None
    if not isinstance(items, list):
        return None
    found = RecordSet()
    for number, item in enumerate(items, 1):
        if isinstance(item, dict):
            found.records.append((f"item {number}", item))
        else:
            found.refused.append(
                (f"item {number}", f"expected a JSON object, found {_json_type(item)}")
            )
    return found


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def parse_json(text: str) -> tuple[Any, str | None]:
    """(value, None) or (None, reason): strict JSON (no NaN/Infinity), bounded nesting."""
    try:
        return json.loads(text, parse_constant=_no_constant), None
    except RecursionError:
        return None, "not valid JSON (nested too deeply)"
    except json.JSONDecodeError as exc:
        where = f" at line {exc.lineno}" if exc.lineno > 1 else ""
        return None, f"not valid JSON ({exc.msg}{where})"
    except ValueError as exc:  # Infinity / NaN, or an integer of thousands of digits
        reason = str(exc) if "JSON number" in str(exc) else "a number with too many digits"
        return None, f"not valid JSON ({reason})"


def _json_type(value: Any) -> str:
    return {list: "an array", str: "a string", bool: "true/false", type(None): "null"}.get(
        type(value), "a number"
    )
