"""No import circle in ltm_chat/ beyond the listed ones (scripts/check_import_cycles.py, #24)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "check_import_cycles.py"


def _checker():
    spec = importlib.util.spec_from_file_location("check_import_cycles", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_package_has_no_circle_beyond_the_known_ones(capsys):
    assert _checker().main() == 0, capsys.readouterr().out


def test_a_circle_is_found_also_through_a_lazy_import():
    check = _checker()
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert check.circles(edges) == [frozenset({"a", "b", "c"})]


def test_the_memory_rooms_are_in_no_circle():
    check = _checker()
    knots = [
        c
        for c in check.circles(check.graph())
        if any(m.split(".")[:2] == ["ltm_chat", "memory"] for m in c)
    ]
    assert knots == []
