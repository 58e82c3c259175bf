"""The gates' shipped literals (literal_cache.py) answer exactly what deriving them would, and a
pattern the table lacks, or a table that cannot be read, falls back to deriving."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ltm_chat.memory.screen import literal_cache
from ltm_chat.memory.screen.required_literals import Gate, required_literals

ROOT = Path(__file__).resolve().parent.parent


def test_the_shipped_table_is_what_deriving_every_gate_gives(tmp_path):
    fresh = tmp_path / "fresh.json"
    subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "build_literal_cache.py"), "--out", str(fresh)],
        check=True,
        capture_output=True,
    )
    built = json.loads(fresh.read_text(encoding="utf-8"))
    shipped = json.loads(literal_cache.TABLE_PATH.read_text(encoding="utf-8"))
    common = built.keys() & shipped.keys()
    assert len(built) > 400  # the screen's gates
    if not common:  # (keys name the Python: another one derives its own, correctly and slower)
        pytest.skip(f"the table was built with another Python than {sys.version_info[:2]}")
    # (the same sets of literals; ties of selectivity may stand in another order)
    assert all(_sets(shipped[k]) == _sets(built[k]) for k in common)
    assert len(common) == len(built), "rules changed: run scripts/build_literal_cache.py"


def _sets(literals):
    return None if literals is None else {frozenset(required) for required in literals}


def test_a_pattern_the_table_lacks_is_derived():
    pattern = re.compile(r"zq(?:xv|wy)k", re.IGNORECASE)
    asked = []

    def derive(p, *, bounds):
        asked.append(p)
        return required_literals(p, bounds=bounds)

    assert literal_cache.cached(pattern, True, derive) == required_literals(pattern, bounds=True)
    assert asked == [pattern]


def test_a_table_that_cannot_be_read_leaves_every_gate_derived(tmp_path, monkeypatch):
    broken = tmp_path / "required_literals.json"
    broken.write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(literal_cache, "TABLE_PATH", broken)
    monkeypatch.setattr(literal_cache, "_table", None)
    pattern = re.compile(r"\bpass(?:word|phrase)\b")
    assert Gate(pattern).literals == required_literals(pattern, bounds=True)
