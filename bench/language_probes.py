"""The instruction rules alone, per language, on bench/language_probes/ (#22 session 17).

    python bench/language_probes.py            # the per-language table
    python bench/language_probes.py --misses   # the wrong verdicts, to read

o-lines are orders (should be refused), l-lines look-alikes (should pass). Rules =
`screening_verdict` (any refusal), the vector second opinion left out. A development set,
written by the branch that tunes on it: not a judge.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PROBES = ROOT / "bench" / "language_probes"


def probes(folder: Path = PROBES) -> dict[str, list[tuple[str, str]]]:
    """Each language's (id, text) rows, from a folder of `LANG.tsv` files."""
    out = {}
    for path in sorted(folder.glob("*.tsv")):
        rows = []
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                ident, text = line.split("\t", 1)
                rows.append((ident, text))
        out[path.stem] = rows
    return out


def main(argv: list[str]) -> None:
    from ltm_chat.memory.screen.verdict import screening_verdict

    show = "--misses" in argv
    totals = [0, 0, 0, 0]
    print("| language | orders refused | look-alikes refused |")
    print("|---|---:|---:|")
    for lang, rows in probes().items():
        orders = [t for i, t in rows if i.startswith("o")]
        looks = [t for i, t in rows if i.startswith("l")]
        hit_o = [t for t in orders if screening_verdict(t) is not None]
        hit_l = [t for t in looks if screening_verdict(t) is not None]
        totals = [
            totals[0] + len(hit_o),
            totals[1] + len(orders),
            totals[2] + len(hit_l),
            totals[3] + len(looks),
        ]
        print(f"| {lang} | {len(hit_o)}/{len(orders)} | {len(hit_l)}/{len(looks)} |")
        if show:
            for ident, text in rows:
                refused = screening_verdict(text) is not None
                if refused != ident.startswith("o"):
                    print(f"    {lang} {ident} {'REFUSED' if refused else 'passed'}: {text}")
    print(f"| all | {totals[0]}/{totals[1]} | {totals[2]}/{totals[3]} |")


if __name__ == "__main__":
    main(sys.argv[1:])
