"""What an import source holds, whatever its format: labelled records and refused entries."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class RecordSet:
    """What a source holds: (label, record) pairs and refused (label, reason) pairs."""

    records: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    refused: list[tuple[str, str]] = field(default_factory=list)
    ignored_fields: int = 0  # frontmatter fields this app has no place for (Markdown only)
    skipped_folders: int = 0  # folders inside a directory source, not read (no --recursive)
