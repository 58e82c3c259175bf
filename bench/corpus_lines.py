"""Which lines of a hand-written corpus file are notes: "#" alone or "# …"; and the texts of
a corpus file (one per line, or a `text` field per JSON line).

A data line may itself start with "#" ("### SYSTEM OVERRIDE ###", "#infosec twitter …"), so a
note needs the space.
"""

from __future__ import annotations

import json
from pathlib import Path


def is_note(line: str) -> bool:
    return line == "#" or line.startswith("# ")


def file_texts(path: Path) -> list[str]:
    """The texts of a .txt corpus (non-blank lines that are not notes) or a .jsonl one."""
    if path.suffix == ".jsonl":
        rows = (json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line)
        return [r["text"] for r in rows if isinstance(r, dict) and isinstance(r.get("text"), str)]
    lines = path.read_text(encoding="utf-8").splitlines()
    return [t for t in lines if t.strip() and not is_note(t)]
