"""Why LoCoMo temporal questions (category 2) miss: for each one whose evidence is not in
recall's top 5, where the evidence memories rank and what outranks them (#27, second pass).

    python bench/locomo_misses.py [PATH] [--out FILE]
    python bench/locomo_misses.py [PATH] --summary   # kinds of miss, counts only, all five

Reads the ANALYSIS set only (bench/locomo.py's docstring: fixed before any look, by the lowest
sha256 of sample_id); the other two conversations are never printed one question at a time.
Recall runs as the chat's `search` (e5, the current settings). For every memory of the scope
the script also computes the relevance recall would give it without the conversation context
(centred cosine + lexical + date), so an evidence memory that is not even a candidate still
gets a rank. `--summary` runs every conversation but prints counts only: the kinds of miss
(see `kind_of`) for the analysis set and for the other two pooled.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import locomo  # noqa: E402

ANALYSIS = ("conv-47", "conv-26", "conv-41")


def turns(sample: dict) -> dict[tuple[int, int], str]:
    """(session, turn) -> "speaker: text" of every dialog turn."""
    conv = sample["conversation"]
    out = {}
    for key, value in conv.items():
        if not key.startswith("session_") or not isinstance(value, list):
            continue
        for turn in value:
            ids = locomo.dia_ids(turn.get("dia_id", ""))
            for i in ids:
                out[i] = f"{turn.get('speaker')}: {turn.get('text')}"
    return out


NEAR = 3  # turns either side of an evidence turn, in its session, that count as "beside" it


def kind_of(evidence: set, reachable: bool, got: set, rank: int | None) -> str:
    """What kind of miss (counts only, for the summary over every conversation)."""
    beside = any(s == es and 0 < abs(t - et) <= NEAR for s, t in got for es, et in evidence)
    if not reachable:
        return "no observation cites the evidence; " + (
            "a memory of a turn beside it in the top 5" if beside else "none beside it"
        )
    if beside:
        return "cited observation missed; a memory of a turn beside it in the top 5"
    if rank is not None and rank <= 10:
        return "cited observation ranks 6-10"
    return "cited observation ranks below 10 or is no candidate"


async def analyse(sample: dict, out, kinds: dict | None = None) -> dict:
    from ltm_chat.memory.retrieval import ranking, recall
    from ltm_chat.memory.retrieval.when_questions import asks_when

    embedder = locomo.make_embedder()
    seen: dict = {}
    real_candidates = ranking.recall_candidates

    def spy(store, user_id, namespace, workspace, now, query, vector, k, period, *rest):
        found = real_candidates(
            store, user_id, namespace, workspace, now, query, vector, k, period, *rest
        )
        snap = store.snapshots.get(user_id, namespace, workspace)
        every = list(range(len(snap.rows)))
        full = recall.relevance(
            snap.centred(every, vector),
            snap.coverage_all(query, rest[0] if rest else None),
            [False] * len(every),
        )
        seen.update(
            found=found, full={snap.rows[i].id: float(v) for i, v in zip(every, full, strict=True)}
        )
        return found

    real_rank = recall.rank

    def rank_spy(candidates, now, **kw):
        seen.update(
            relevance=dict(kw.get("relevance") or {}),
            shown=dict((m.id, s) for m, s in candidates),
            floor=kw.get("min_similarity"),
        )
        return real_rank(candidates, now, **kw)

    ranking.recall_candidates = spy
    recall.rank = rank_spy
    counts = {"questions": 0, "hit": 0, "unreachable": 0}
    try:
        with tempfile.TemporaryDirectory(prefix="ltm-misses-") as tmp:
            base = Path(tmp) / "base"
            end, ids, _vectors, texts = await locomo.build_memory(sample, embedder, base)
            memory = locomo.open_copy(base, Path(tmp) / "v", embedder, end)
            said = turns(sample)
            when_of = {}
            for _fact, when, dias in locomo.observations(sample):
                for d in dias:
                    when_of.setdefault(d, when)
            answers = {q["question"]: q.get("answer") for q in sample["qa"]}
            cited = set().union(*ids.values())
            for question, category, evidence in locomo.questions(sample):
                if category != 2:
                    continue
                counts["questions"] += 1
                top = await memory.search(question, limit=5)
                got = set().union(*(ids[r.memory.id] for r in top)) if top else set()
                if evidence & got:
                    counts["hit"] += 1
                    continue
                reachable = evidence & cited
                if not reachable:
                    counts["unreachable"] += 1
                choice = seen["relevance"]
                order = sorted(choice, key=lambda i: -choice[i])
                if kinds is not None:
                    ranks = [order.index(m) + 1 for m in choice if ids[m] & evidence]
                    kind = kind_of(evidence, bool(reachable), got, min(ranks, default=None))
                    kinds[kind] = kinds.get(kind, 0) + 1
                    continue
                full = seen["full"]
                full_order = sorted(full, key=lambda i: -full[i])
                found = seen["found"]
                print(
                    f"\n### {question}  (answer: {answers.get(question)!r}; "
                    f"when-question: {asks_when(question)})",
                    file=out,
                )
                for d in sorted(evidence):
                    print(
                        f"  evidence turn {d} [{when_of.get(d, '?')}]: {said.get(d, '?')}", file=out
                    )
                if not reachable:
                    print("  UNREACHABLE: no observation cites the evidence", file=out)
                for mid, dias in ids.items():
                    if not dias & evidence:
                        continue
                    where = order.index(mid) + 1 if mid in choice else None
                    print(
                        f"  EVIDENCE {texts[mid]!r}\n"
                        f"    choice rank {where} of {len(order)} "
                        f"(value {choice.get(mid, float('nan')):.3f}); rank without context "
                        f"{full_order.index(mid) + 1} (value {full[mid]:.3f}); cosine "
                        f"{found.cosine.get(mid, float('nan')):.3f} centred "
                        f"{found.centred.get(mid, float('nan')):.3f} coverage "
                        f"{found.coverage.get(mid, float('nan')):.3f} context "
                        f"{found.context.get(mid, float('nan')):.3f} dated {mid in found.in_period}",
                        file=out,
                    )
                print("  TOP 5 by choice value:", file=out)
                for mid in order[:5]:
                    print(
                        f"    {choice[mid]:.3f} (ctx {found.context.get(mid, 0):.3f}, cov "
                        f"{found.coverage.get(mid, 0):.2f}) {texts[mid]!r} {sorted(ids[mid])}",
                        file=out,
                    )
            embedder.save()
    finally:
        ranking.recall_candidates = real_candidates
        recall.rank = real_rank
    return counts


async def summary(path: Path, out) -> None:
    """Counts only, for the analysis set and for the other conversations pooled."""
    samples = json.loads(path.read_text(encoding="utf-8"))
    sets: dict[str, tuple[dict, dict]] = {}
    for sample in samples:
        name = "analysis set" if sample.get("sample_id") in ANALYSIS else "the other two"
        kinds, totals = sets.setdefault(name, ({}, {}))
        for key, value in (await analyse(sample, out, kinds)).items():
            totals[key] = totals.get(key, 0) + value
    for name, (kinds, totals) in sets.items():
        print(f"\n{name}: {totals['questions']} temporal questions, {totals['hit']} hit", file=out)
        for kind, n in sorted(kinds.items(), key=lambda kv: -kv[1]):
            print(f"  {n:3d}  {kind}", file=out)


async def main_async(path: Path, out) -> None:
    samples = json.loads(path.read_text(encoding="utf-8"))
    for sample in samples:
        if sample.get("sample_id") not in ANALYSIS:
            continue  # held out from the analysis: never printed per question
        print(f"\n## {sample['sample_id']}", file=out)
        counts = await analyse(sample, out)
        print(f"\n{sample['sample_id']}: {counts}", file=out)
        print(f"{sample['sample_id']}: {counts}", file=sys.stderr, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("path", nargs="?", type=Path, default=locomo.DEFAULT_PATH)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument(
        "--summary", action="store_true", help="kinds of miss, counts only, every conversation"
    )
    args = parser.parse_args()
    locomo.CACHE = True
    with open(args.out, "w") if args.out else sys.stdout as out:  # noqa: SIM115
        asyncio.run((summary if args.summary else main_async)(args.path, out))


if __name__ == "__main__":
    main()
