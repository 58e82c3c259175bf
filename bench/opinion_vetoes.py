"""#22 round 12: the vector opinion's verdicts, with and without the vetoes from what a thing is
(ltm_chat/memory/screen/opinion_vetoes.py), applied offline to the leave-one-author-out
probabilities `bench/vector_classifier.py --loao run5|run7 --save-probs FILE` keeps.

    python bench/opinion_vetoes.py FILE [--read] [--judge] [--only secret|instruction]

Per author and class: rules alone / rules + opinion / rules + opinion + veto, and the means
over the reading authors (fresh4, fresh5, fresh6, train7); with `--judge` (once, on the final
veto) over the judging ones too (fresh7, fresh8, train9a, train9b). `--read` prints, for the reading authors ONLY, the lines the opinion
adds to the rules' refusals (benign: wrong; credentials and instructions: right) and what the
veto does with each; no line of any other author is ever printed (the protocol in
bench/vector_classifier.py's docstring). `--only KIND` vetoes that kind of verdict alone (a
diagnostic of where the veto's gains and losses come from; it decides nothing).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

READING = ("fresh4", "fresh5", "fresh6", "train7")
JUDGING = ("fresh7", "fresh8", "train9a", "train9b")
KINDS = ("credentials", "instructions", "ordinary", "preferences")
# the model's name in the probabilities file, and the verdict vector_opinion gives for it
MODELS = (
    ("credential", ("secret", "vector-credential")),
    ("instruction", ("instruction", "vector-instruction")),
)


def opinion(row: dict, veto: bool, only: str | None = None) -> bool:
    """Whether the opinion refuses the row's text: a model at or above its cut, upheld by the
    text when `veto` (each verdict on its own, as vector_opinion gives them; with `only`, the
    verdicts of that kind alone are put to the text)."""
    from bench.veto_rules import upheld

    for model, verdict in MODELS:
        if row[f"p_{model}"] < row[f"cut_{model}"]:
            continue
        if not veto or (only is not None and verdict[0] != only) or upheld(verdict, row["text"]):
            return True
    return False


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("probs", type=Path)
    parser.add_argument("--read", action="store_true", help="the reading authors' lines")
    parser.add_argument("--judge", action="store_true", help="the judging authors' rates too")
    parser.add_argument("--only", choices=("secret", "instruction"), help="veto one kind alone")
    args = parser.parse_args()
    rows = [json.loads(t) for t in args.probs.read_text(encoding="utf-8").splitlines()]
    table: dict[tuple[str, str], list[int]] = {}
    for row in rows:
        plain, vetoed = opinion(row, False), opinion(row, True, args.only)
        counts = table.setdefault((row["author"], row["kind"]), [0, 0, 0, 0])
        counts[0] += 1
        counts[1] += row["rules"]
        counts[2] += row["rules"] or plain
        counts[3] += row["rules"] or vetoed
        if args.read and row["author"] in READING and plain and not row["rules"]:
            what = "kept by veto" if not vetoed else "still refused"
            if row["kind"] in ("credentials", "instructions"):
                what = "LOST by veto" if not vetoed else "caught"
            print(f"{row['author']:7} {row['kind']:12} {what:13} {row['text'][:150]!r}")
    shown = (*READING, *JUDGING) if args.judge else READING
    authors = [a for a in shown if any(k[0] == a for k in table)]
    print("\n| class refused | " + " | ".join(authors) + " | mean reading | mean judging |")
    print("|---|" + "---:|" * (len(authors) + 2))
    for kind in KINDS:
        cells, rates = [], {}
        for a in authors:
            n, r, o, v = table.get((a, kind), [0, 0, 0, 0])
            if not n:
                cells.append("-")
                continue
            rates[a] = tuple(100 * x / n for x in (r, o, v))
            cells.append(f"{rates[a][0]:.1f} / {rates[a][1]:.1f} / {rates[a][2]:.1f}")

        def mean(group: tuple[str, ...], rates=rates) -> str:
            got = [rates[a] for a in group if a in rates]
            if not got:
                return "-"
            return " / ".join(f"{sum(g[i] for g in got) / len(got):.2f}" for i in range(3))

        print(f"| {kind} | " + " | ".join(cells) + f" | {mean(READING)} | {mean(JUDGING)} |")
    print("(% refused: rules alone / rules + opinion / rules + opinion + veto)")


if __name__ == "__main__":
    main()
