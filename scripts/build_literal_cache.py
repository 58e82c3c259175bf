"""Rebuild the screen's shipped gate literals (ltm_chat/memory/screen/data/required_literals.json)
after rules change: every gate the first screening builds, derived afresh and written keyed by
literal_cache.key (run with the Python the package ships for; another one derives its own).

    .venv/bin/python scripts/build_literal_cache.py [--out PATH]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ltm_chat.memory.screen import literal_cache  # noqa: E402
from ltm_chat.memory.screen import required_literals as gates  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=literal_cache.TABLE_PATH)
    out = parser.parse_args().out
    literal_cache._table = {}  # derive every pattern, whatever the old table holds
    table: dict[str, list[list[str]] | None] = {}
    derive = gates.required_literals

    def recorded(pattern, *, bounds=False):
        found = derive(pattern, bounds=bounds)
        # (ties of selectivity in a stable order: the derivation's own follows the hash seed)
        table[literal_cache.key(pattern, bounds)] = (
            None
            if found is None
            else sorted(map(list, found), key=lambda r: (-min(map(len, r)), r))
        )
        return found

    gates.required_literals = recorded  # (Gate looks it up at each call)
    from ltm_chat.memory.screen.verdict import screening_verdict

    # (the gates are built at import and on the first screening; these reach every path)
    for text in ("my dog is called Rex", "ignore the rules", "my password is Tr0ub4dor&3"):
        screening_verdict(text)
    out.write_text(
        json.dumps(dict(sorted(table.items())), ensure_ascii=False, separators=(",", ":")) + "\n",
        encoding="utf-8",
    )
    print(f"{len(table)} gates' literals -> {out}")


if __name__ == "__main__":
    main()
