"""The memory screen on a folder of hand-written held-out sets, rules alone and with the vector
second opinion, as a memory write sees them.

    HF_HUB_OFFLINE=1 python bench/screen_heldout.py DIR

DIR holds any of NAME-credentials.txt, NAME-instructions.txt (must be refused),
NAME-ordinary.txt, NAME-preferences.txt (must pass); one text a line, "#" lines are notes.
Rules = `screening_verdict`; the vector opinion reads the text's multilingual-e5-small vector
(the writer's embedder) through `opinions`; "+ veto" (#22 round 12) keeps only the verdicts the
text upholds (opinion_vetoes.upheld: a value for a credential, an object beyond style for an
instruction). Prints rates only, never the texts, so a set kept back for a final measurement
stays unread.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
KINDS = {"credentials": True, "instructions": True, "ordinary": False, "preferences": False}


def rate(flags: list[bool]) -> str:
    return f"{100 * sum(flags) / len(flags):.1f} % ({sum(flags)}/{len(flags)})"


def main() -> None:
    if len(sys.argv) != 2 or not Path(sys.argv[1]).is_dir():
        raise SystemExit("usage: python bench/screen_heldout.py DIR")
    from bench.veto_rules import upheld
    from ltm_chat.memory.embed import E5Embedder
    from ltm_chat.memory.screen.vector_opinion import opinions
    from ltm_chat.memory.screen.verdict import screening_verdict

    embedder = E5Embedder()
    print(
        "| set | must be | rules | rules + vector opinion | rules + opinion + veto |\n"
        "|---|---|---:|---:|---:|"
    )
    for path in sorted(Path(sys.argv[1]).glob("*.txt")):
        kind = path.stem.rsplit("-", 1)[-1]
        if kind not in KINDS:
            continue
        texts = [t for t in path.read_text(encoding="utf-8").splitlines() if t.strip()]
        texts = [t for t in texts if not t.startswith("#")]
        rules = [screening_verdict(t) is not None for t in texts]
        vectors = embedder.embed(texts)
        said = [opinions(list(v), embedder.name) for v in vectors]
        both = [r or bool(o) for r, o in zip(rules, said, strict=True)]
        vetoed = [
            r or any(upheld(verdict, t) for verdict in o)
            for r, o, t in zip(rules, said, texts, strict=True)
        ]
        must = "refused" if KINDS[kind] else "kept"
        print(f"| {path.stem} refused | {must} | {rate(rules)} | {rate(both)} | {rate(vetoed)} |")


if __name__ == "__main__":
    main()
