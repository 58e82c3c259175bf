"""The Markdown directory format: one `<key>.md` per memory, frontmatter for the fields, the
memory's text as the body — readable, grep-able, editable, versionable in git, and compatible
with the Nexus long-term-memory plugin's files (`key`, `tags`, `created`, `updated`,
`source_session`).

```
---
id: 0190a1b2c3d4e5f6a7
key: prefers-green-tea-over-coffee
kind: preference
importance: 0.8
pinned: true
tags: [preference]
created: '2026-11-02T10:00:00+00:00'
updated: '2026-11-03T09:00:00+00:00'
source: manual
version: 2
history:
  - version: 1
    text: Prefers black tea
    changed_at: '2026-11-03T09:00:00+00:00'
    actor: user
---
Prefers green tea over coffee.
```

Reading turns each file into the same record as a JSON Lines line (memory_io validates it and
runs the write filters); a file that cannot be one is refused with its name and the reason.
The frontmatter is any YAML map (frontmatter.py); `tags` may be a list, one word or a map whose
values are the tags (`category: preference`), and the first tag that is a kind gives the kind.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import unicodedata
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ltm_chat.cli import frontmatter
from ltm_chat.cli.record_set import RecordSet
from ltm_chat.memory.model import KINDS, Memory

MAX_FILE_BYTES = 64 * 1024  # a memory is at most 500 characters; history and fields fit easily
MAX_KEY_CHARS = 128
_KEY_WORDS = 8

# frontmatter name -> record field (first spelling is the one written)
_FIELDS = {
    "id": "id",
    "kind": "kind",
    "importance": "importance",
    "pinned": "pinned",
    "workspace": "workspace",
    "source": "source",
    "version": "version",
    "retrieval_count": "retrieval_count",
    "message_id": "message_id",
    "created": "created_at",
    "created_at": "created_at",
    "updated": "updated_at",
    "updated_at": "updated_at",
    "expires": "expires_at",
    "expires_at": "expires_at",
    "last_accessed": "last_accessed_at",
    "last_accessed_at": "last_accessed_at",
    "source_session": "conversation_id",
    "conversation": "conversation_id",
    "conversation_id": "conversation_id",
    "status": "status",
    "confidence": "confidence",
    "sensitivity": "sensitivity",
    "tier": "tier",
}
_CONSUMED = {"key", "tags", "history"}  # read here, not record fields


# -- keys ----------------------------------------------------------------------------------------


def sanitise_key(text: str) -> str:
    """The plugin's key rule: lowercase ASCII letters, digits, `-` and `_`, at most 128 chars
    ("Café au lait!" -> "cafe-au-lait")."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    key = re.sub(r"[^a-z0-9_]+", "-", ascii_text.lower()).strip("-_")
    return key[:MAX_KEY_CHARS].rstrip("-_")


def unique_keys(memories: list[Memory]) -> list[str]:
    """A key per memory from its first words (its id when the text has no ASCII letters),
    made unique with -2, -3… in order."""
    used: set[str] = set()
    keys = []
    for m in memories:
        base = sanitise_key(" ".join(m.text.split()[:_KEY_WORDS]))[:80].rstrip("-_")
        base = base or f"memory-{m.id}"
        key, n = base, 1
        while key in used:
            n += 1
            key = f"{base}-{n}"
        used.add(key)
        keys.append(key)
    return keys


# -- export --------------------------------------------------------------------------------------


def memory_file(m: Memory, key: str, history: list[dict[str, Any]]) -> str:
    """One memory as a Markdown file with frontmatter (every field a user sets or needs for
    provenance; vectors are recomputed on import)."""
    fields: dict[str, Any] = {
        "id": m.id,
        "key": key,
        "kind": m.kind,
        "importance": m.importance,
        "pinned": m.pinned,
        "workspace": m.workspace or None,
        "tags": [m.kind],  # the plugin's readers group by tags
        "created": _iso(m.created_at),
        "updated": _iso(m.updated_at),
        "last_accessed": _iso(m.last_accessed_at),
        "retrieval_count": m.retrieval_count,
        "expires": _iso(m.expires_at),
        "source": m.source,
        "source_session": m.conversation_id,
        "message_id": m.message_id,
        "version": m.version,
        # The write policy's fields, when not the default: a pending memory stays pending.
        "status": None if m.status == "active" else m.status,
        "confidence": None if m.confidence == 1.0 else m.confidence,
        "sensitivity": None if m.sensitivity == "normal" else m.sensitivity,
        "tier": None if m.tier == "hot" else m.tier,
        "history": [
            {
                "version": h["version"],
                "text": h["text"],
                "kind": h.get("kind"),
                "importance": h.get("importance"),
                "pinned": h.get("pinned"),
                "changed_at": _iso(h["changed_at"]),
                "actor": h["actor"],
            }
            for h in history
        ]
        or None,
    }
    return frontmatter.dump(fields) + m.text + "\n"


def _iso(moment: datetime | None) -> str | None:
    return None if moment is None else moment.isoformat()


def write_markdown_dir(
    target: Path, memories: list[Memory], history: dict[str, list[dict[str, Any]]]
) -> tuple[int, list[str]]:
    """Write one private file per memory into `target` (created 0700 when missing); each file
    replaces its previous version atomically. Returns how many files were written and the
    other .md files found there (kept: perhaps memories forgotten since an earlier export)."""
    from ltm_chat.cli.common import fail
    from ltm_chat.config import ensure_private_dir

    if target.exists() and not target.is_dir():
        raise fail(
            f"{target} is a file; the md format writes a directory (give a new or existing directory)"
        )
    ensure_private_dir(target)
    written: set[str] = set()
    for m, key in zip(memories, unique_keys(memories), strict=True):
        path = target / f"{key}.md"
        tmp = target / f".{key}.md.tmp"
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(memory_file(m, key, history.get(m.id, [])))
        os.replace(tmp, path)
        written.add(path.name)
    return len(memories), sorted(
        p.name for p in target.glob("*.md") if p.name not in written and not p.name.startswith(".")
    )


# -- import --------------------------------------------------------------------------------------


def read_markdown_file(path: Path) -> RecordSet:
    """One `.md` file given on the command line."""
    found = RecordSet()
    _read_one(path, path.name, found, keys={})
    return found


def read_markdown_dir(top: Path, *, recursive: bool = False) -> RecordSet:
    """Every `.md` file in `top` (and, with `recursive`, in its folders; hidden files and
    folders such as .git are skipped); no symlink is followed, a file's or a folder's;
    anything else is refused by its path with the reason. Without `recursive` the folders
    inside are counted in `skipped_folders`, not read (`import /tmp` walked 135,400 files)."""
    found = RecordSet()
    keys: dict[str, str] = {}
    for path, label in _walk(top, found, recursive):
        _read_one(path, label, found, keys)
    return found


def _walk(top: Path, found: RecordSet, recursive: bool) -> Iterable[tuple[Path, str]]:
    for root, dirs, files in os.walk(top, followlinks=False, onerror=None):
        base = Path(root)
        for name in sorted(dirs):
            if not name.startswith(".") and (base / name).is_symlink():
                found.refused.append((_rel(base / name, top), "a symlinked folder (not followed)"))
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and not (base / d).is_symlink())
        if not recursive:
            found.skipped_folders += len(dirs)
            dirs[:] = []
        for name in sorted(files):
            if name.startswith("."):
                continue
            path = base / name
            if path.suffix.lower() not in (".md", ".markdown"):
                found.refused.append((_rel(path, top), "not a Markdown file (.md)"))
                continue
            if path.is_symlink():
                found.refused.append((_rel(path, top), _link_reason(path)))
                continue
            yield path, _rel(path, top)


def _link_reason(path: Path) -> str:
    """Why a symlinked file is not read (never followed: it may point anywhere)."""
    try:
        os.stat(path)
    except OSError as exc:
        return "a symlink loop" if exc.errno == errno.ELOOP else "a symlink to nothing"
    return "a symlink (not followed)"


def _rel(path: Path, top: Path) -> str:
    return str(path.relative_to(top))


def _read_one(path: Path, label: str, found: RecordSet, keys: dict[str, str]) -> None:
    try:
        data = _read_file(path)
        record, ignored, key = file_to_record(data.decode("utf-8"), path.stem)
    except UnicodeDecodeError as exc:
        found.refused.append((label, f"not UTF-8 text (invalid byte at offset {exc.start})"))
        return
    except (frontmatter.FrontmatterError, _Refused) as exc:
        found.refused.append((label, str(exc)))
        return
    if key in keys:
        found.refused.append((label, f'duplicate key "{key}" (also in {keys[key]})'))
        return
    keys[key] = label
    if not _valid_id(record.get("id")):
        record["id"] = stable_id(key, record, path)
    found.ignored_fields += ignored
    found.records.append((label, record))


def _valid_id(value: Any) -> bool:
    return (
        isinstance(value, str)
        and 8 <= len(value) <= 64
        and all(c in "0123456789abcdef" for c in value.lower())
    )


def stable_id(key: str, record: dict[str, Any], path: Path) -> str:
    """An id for a file without one (hand-written, the Nexus plugin): the time it names (or
    the file's mtime) and a hash of its key, so that importing the folder again adds nothing."""
    import hashlib

    micros = None
    created = record.get("created_at")
    if isinstance(created, str):
        try:
            moment = datetime.fromisoformat(created.replace("Z", "+00:00"))
            if moment.tzinfo is None:
                moment = moment.replace(tzinfo=UTC)
            micros = int(moment.timestamp() * 1_000_000)
        except (ValueError, OverflowError):
            micros = None
    if micros is None or not 0 <= micros < 16**13:
        try:
            micros = int(path.stat().st_mtime * 1_000_000)
        except OSError:
            micros = 0
    return f"{micros:013x}{hashlib.sha256(key.encode()).hexdigest()[:6]}"


class _Refused(Exception):
    pass


def _read_file(path: Path) -> bytes:
    """The bytes of a regular file of bounded size; a loop, a dangling link, a FIFO or a huge
    file is refused before anything is read."""
    try:
        info = os.stat(path)  # follows symlinks: a loop shows here
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise _Refused("a symlink loop") from None
        if path.is_symlink():
            raise _Refused("a symlink to nothing") from None
        raise _Refused(f"cannot read it ({exc.strerror})") from None
    if not stat.S_ISREG(info.st_mode):
        raise _Refused("not a regular file")
    if info.st_size > MAX_FILE_BYTES:
        raise _Refused(
            f"{_size(info.st_size)}; a memory file is at most {MAX_FILE_BYTES // 1024} KB "
            "(a memory is at most 500 characters)"
        )
    try:
        with open(path, "rb") as fh:
            return fh.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise _Refused(f"cannot read it ({exc.strerror})") from None


def _size(n: int) -> str:
    return f"{n / 2**20:.1f} MB" if n >= 2**20 else f"{n / 1024:.0f} KB"


def file_to_record(text: str, stem: str) -> tuple[dict[str, Any], int, str]:
    """(record as in JSON Lines, count of fields ignored, key) for one memory file."""
    block, body = frontmatter.split(text)
    if block is None:
        raise _Refused("no frontmatter (a memory file starts with a `---` block)")
    fields = frontmatter.parse(block)
    record: dict[str, Any] = {"text": body.strip()}
    ignored = 0
    for name, value in fields.items():
        target = _FIELDS.get(name)
        if target is not None:
            if target in record and name != target:
                raise _Refused(f"`{name}` and another spelling of it are both given")
            record[target] = value
        elif name not in _CONSUMED:
            ignored += 1
    key = fields.get("key")
    if key is not None and (not isinstance(key, str) or sanitise_key(key) != key or not key):
        raise _Refused(
            f"`key` must be lowercase letters, digits, - and _ (at most {MAX_KEY_CHARS})"
        )
    tags = _tags(fields.get("tags"))
    if "kind" not in record:
        record["kind"] = next((t for t in tags if t in KINDS), "fact")
    if fields.get("history") is not None:
        record["history"] = _history(fields["history"])
    return record, ignored, key or sanitise_key(stem) or stem


def _tags(value: Any) -> list[str]:
    """Tags as words from a list, one word, or a map (`category: preference`, as Nexus files
    group them): a map's values are the tags (its keys name the group; a key without a value is
    itself the tag). Numbers count as words."""
    if value is None:
        return []
    if isinstance(value, dict):
        value = [
            item
            for key, tag in value.items()
            for item in (tag if isinstance(tag, list) else [key if tag is None else tag])
        ]
    elif not isinstance(value, list):
        value = [value]
    if not all(isinstance(t, str | int | float) and not isinstance(t, bool) for t in value):
        raise _Refused("`tags` must be words: a list of them, one word, or a map of them")
    return [str(t) for t in value]


def _history(items: Any) -> list[dict[str, Any]]:
    """Previous versions, checked here (memory_io stores them after the memory)."""
    if not isinstance(items, list) or not all(isinstance(i, dict) for i in items):
        raise _Refused("`history` must be a list of versions (version, text, changed_at, actor)")
    out = []
    for n, item in enumerate(items, 1):
        version, text, when = item.get("version"), item.get("text"), item.get("changed_at")
        if isinstance(version, bool) or not isinstance(version, int) or not 1 <= version < 2**31:
            raise _Refused(f"history item {n}: `version` must be a whole number from 1")
        if not isinstance(text, str) or not text.strip() or not isinstance(when, str):
            raise _Refused(f"history item {n}: needs `text` and `changed_at`")
        out.append(item)
    return out
