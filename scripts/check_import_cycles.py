#!/usr/bin/env python3
"""Fail on any import circle inside ltm_chat/, read from the source (ast), not by importing it.

Every import counts: at module top level, inside a function (a lazy import is still an arrow
between two modules) and under `if TYPE_CHECKING:` (a type that names a module above it is the
same knot, as import-linter also counts it). A package's
`__init__` is not counted as imported by its submodules (Python loads it first, but that is
not a dependency on what it exports).

The circles known when the memory engine got its rooms (issue #24) are listed in KNOWN: they are
printed, not failed on, until the work that cuts them removes them here. A circle not in KNOWN
fails; so does a KNOWN entry that no longer exists (remove it).

    python scripts/check_import_cycles.py          # exit 1 on a new or a stale circle
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "ltm_chat"

# Known circles (each the full set of modules in one strongly connected group), to be cut.
KNOWN: list[frozenset[str]] = []


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_names(tree: ast.AST, here: str, is_package: bool) -> set[str]:
    """Dotted names this module imports (a `from a import b` gives a.b and a)."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: resolve against this module's package
                package = here.split(".") if is_package else here.split(".")[:-1]
                package = package[: len(package) - (node.level - 1)]
                base = ".".join([*package, base] if base else package)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def graph() -> dict[str, set[str]]:
    files = {module_name(p): p for p in (ROOT / PACKAGE).rglob("*.py")}
    edges: dict[str, set[str]] = {}
    for name, path in files.items():
        tree = ast.parse(path.read_text("utf-8"), filename=str(path))
        targets = imported_names(tree, name, path.name == "__init__.py")
        # Only modules of the package; `from a import b` counts as a.b when b is a module.
        edges[name] = {t for t in targets if t in files and t != name}
        edges[name] -= {t for t in edges[name] if name.startswith(t + ".")}  # own parents
    return edges


def circles(edges: dict[str, set[str]]) -> list[frozenset[str]]:
    """Strongly connected groups of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    counter = 0
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.add(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(frozenset(group))
    return found


def main() -> int:
    edges = graph()
    found = circles(edges)
    new = [c for c in found if c not in KNOWN]
    stale = [c for c in KNOWN if c not in found]
    for circle in found:
        label = "known circle (to cut)" if circle in KNOWN else "NEW CIRCLE"
        print(f"{label}: {' <-> '.join(sorted(circle))}")
    for circle in stale:
        print(f"gone, remove it from KNOWN: {' <-> '.join(sorted(circle))}")
    if not found:
        print("no import circle in ltm_chat/")
    return 1 if new or stale else 0


if __name__ == "__main__":
    sys.exit(main())
