"""Stream the items of a top-level JSON array out of a file, a directory or a zip member,
without loading it: memory stays bounded by one conversation, whatever the export's size."""

from __future__ import annotations

import contextlib
import zipfile
from collections.abc import Iterator
from pathlib import Path, PurePosixPath
from typing import IO, Any

from ltm_chat.importers.model import BadExport

MEMBER = "conversations.json"
_PEEK = 64 * 1024  # enough to see past a BOM and leading whitespace to the first token


@contextlib.contextmanager
def open_export(path: Path, member: str = MEMBER) -> Iterator[tuple[IO[bytes], str]]:
    """The export's JSON as a binary stream, and the name to report in errors: the file
    itself, `member` inside a zip, or `member` inside an unpacked export directory."""
    if not path.exists():
        raise BadExport(path, "no such file")
    if path.is_dir():
        path = path / member
        if not path.is_file():
            raise BadExport(path.parent, f"the folder holds no {member}")
    if zipfile.is_zipfile(path):
        try:
            with zipfile.ZipFile(path) as archive:
                name = _member(archive, member)
                if name is None:
                    raise BadExport(path, f"the zip holds no {member}")
                with archive.open(name) as fh:
                    yield fh, f"{path} ({name})"
        except (zipfile.BadZipFile, zipfile.LargeZipFile, NotImplementedError) as exc:
            raise BadExport(path, f"the zip cannot be read ({exc})") from None
        return
    if path.suffix.lower() == ".zip":
        raise BadExport(path, "not a zip file (damaged or incomplete download?)")
    with open(path, "rb") as fh:
        yield fh, str(path)


def _member(archive: zipfile.ZipFile, member: str) -> str | None:
    """The shallowest entry named `member` (exports put it at the top)."""
    names = [n for n in archive.namelist() if PurePosixPath(n).name == member]
    return min(names, key=lambda n: (n.count("/"), n)) if names else None


class _Prefixed:
    """A read-only stream that first returns bytes already read, then the rest."""

    def __init__(self, head: bytes, rest: IO[bytes]):
        self._head, self._rest = head, rest

    def read(self, size: int = -1) -> bytes:
        if self._head:
            if size < 0 or size >= len(self._head):
                out, self._head = self._head, b""
                return out + (self._rest.read(size - len(out)) if size > 0 else b"")
            out, self._head = self._head[:size], self._head[size:]
            return out
        return self._rest.read(size)


def iter_array(fh: IO[bytes], label: str, what: str = "conversations") -> Iterator[Any]:
    """Each item of the top-level JSON array in `fh`; BadExport (naming `label`) for anything
    else: not JSON, not an array, truncated or damaged."""
    import ijson

    head = fh.read(_PEEK)
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")[:1]
    if start != b"[":
        shown = "an empty file" if not head else "an object" if start == b"{" else "not JSON"
        raise BadExport(label, f"expected a JSON array of {what}, found {shown}")
    stream = _Prefixed(head.lstrip(b"\xef\xbb\xbf"), fh)
    try:
        yield from ijson.items(stream, "item", use_float=True)
    except ijson.IncompleteJSONError:
        raise BadExport(label, "the JSON ends early (a truncated file?)") from None
    except ijson.JSONError:
        raise BadExport(label, "not valid JSON (damaged?)") from None
    except UnicodeDecodeError:
        raise BadExport(label, "not UTF-8 text") from None
    except (zipfile.BadZipFile, EOFError, OSError) as exc:
        raise BadExport(label, f"the file cannot be read to its end ({_short(exc)})") from None


def _short(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    return text[:120] or type(exc).__name__
