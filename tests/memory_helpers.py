"""Test helpers for the memory engine: a deterministic embedder and a byte scanner."""

from __future__ import annotations

import hashlib
import math
from pathlib import Path

from ltm_chat.memory.service import LongTermMemory
from ltm_chat.memory.storage.db import Database
from ltm_chat.memory.storage.store import MemoryStore


class HashEmbedder:
    """Deterministic bag-of-words vectors: fine for unit tests, never for recall quality."""

    name = "test:hash-64"
    dim = 64

    def embed(self, texts: list[str]) -> list[list[float]]:
        out = []
        for text in texts:
            vec = [0.0] * self.dim
            for word in text.lower().split():
                word = word.strip(".,!?")
                h = int(hashlib.sha1(word.encode()).hexdigest(), 16)
                vec[h % self.dim] += 1.0
            norm = math.sqrt(sum(v * v for v in vec)) or 1.0
            out.append([v / norm for v in vec])
        return out


def files_containing(root: Path, needle: str) -> list[Path]:
    """Every file under `root` whose bytes contain `needle` (UTF-8)."""
    data = needle.encode("utf-8")
    return [p for p in root.rglob("*") if p.is_file() and data in p.read_bytes()]


def make_memory(
    tmp_path: Path, *, user="alice", workspace="", embedder=None, **kw
) -> LongTermMemory:
    store = MemoryStore(Database(str(tmp_path / "db")), dim=getattr(embedder, "dim", None)).open()
    return LongTermMemory(store, user_id=user, workspace=workspace, embedder=embedder, **kw)
