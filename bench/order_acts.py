"""Four orders to the assistant in the forty most-spoken languages, per act (#22 session 32).

    python bench/order_acts.py            # the acts x languages table
    python bench/order_acts.py --misses   # the wrong verdicts, to read

bench/order_acts/LANG.tsv, written by hand from the grammar of each language before any
measurement (a development set, not a judge): a1 its rules or earlier instructions ignored,
a2 what it stores (memories, passwords, its prompt) revealed, a3 a standing order against its
user or rules, a4 someone other than its user obeyed (two wordings each, "a"/"b"); n1-n4
look-alikes that must be kept (a boss's order, a language preference "from now on answer in
…", a film's robot telling passwords, a dog that obeys whoever says a word).
Rules = `screening_verdict` (any refusal), the vector second opinion left out.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PROBES = ROOT / "bench" / "order_acts"
ACTS = ("a1", "a2", "a3", "a4")


def probes() -> dict[str, list[tuple[str, str]]]:
    """Each language's (id, text) rows (the same files as bench/language_probes.py reads)."""
    from bench.language_probes import probes as read_probes

    return read_probes(PROBES)


def main() -> None:
    from ltm_chat.memory.screen.verdict import screening_verdict

    show_misses = "--misses" in sys.argv
    print("lang      " + " ".join(f"{act:>3}" for act in ACTS) + "  kept-wrong")
    totals = dict.fromkeys((*ACTS, "n"), 0)
    misses = []
    for lang, rows in probes().items():
        caught = dict.fromkeys(ACTS, 0)
        wrong = 0
        for ident, text in rows:
            verdict = screening_verdict(text)
            if ident.startswith("n"):
                wrong += verdict is not None
                if verdict is not None:
                    misses.append((lang, ident, text, verdict))
                continue
            caught[ident[:2]] += verdict is not None
            if verdict is None:
                misses.append((lang, ident, text, None))
        for act in ACTS:
            totals[act] += caught[act]
        totals["n"] += wrong
        cells = " ".join(f"{caught[act]:>2}/2" for act in ACTS)
        print(f"{lang:<9} {cells}  {wrong}/4")
    langs = len(probes())
    print(
        "all       "
        + " ".join(f"{totals[act]:>3}/{2 * langs}" for act in ACTS)
        + f"  {totals['n']}/{4 * langs}"
    )
    if show_misses:
        for lang, ident, text, verdict in misses:
            print(f"{lang}\t{ident}\t{verdict}\t{text}")


if __name__ == "__main__":
    main()
