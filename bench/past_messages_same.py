"""Same answers from stored vectors (#27 session 19, second pass): the chat's past-message step
before (every recalled memory's text, and every message found by words, embedded again) and
after (their stored vectors read; only messages without one embedded) on LoCoMo's
when-questions, over the bench's real stores (bench/locomo.py: the memories built from the
observations, the dialog saved as transcripts with a passage vector for each user message).

    python bench/past_messages_same.py PATH [--before COMMIT] [--cache] [--every-question]

For every question of the conversations that `asks_when`, at limit 5 and 10: recall
(`search`), then `with_past_messages` of the version at COMMIT (default b855dc0, the code
measured in RESULTS) and of this tree on the same items; the memories kept, the messages
taken and the block compared, and the texts each embedded counted. Exits 1 on any difference.
`--every-question`: every question of LoCoMo run through the step as if it were a
when-question (both versions' `asks_when` answering yes), for many more comparisons.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import tempfile
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def old_module(commit: str) -> types.ModuleType:
    """chat/past_messages.py as it was at `commit`, loaded beside the current one."""
    source = subprocess.run(
        ["git", "show", f"{commit}:ltm_chat/chat/past_messages.py"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    module = types.ModuleType("past_messages_before")
    module.__file__ = f"{commit}:ltm_chat/chat/past_messages.py"
    exec(compile(source, module.__file__, "exec"), module.__dict__)  # noqa: S102 - our own code
    return module


class Counting:
    """Counts the texts embedded as documents (passages) through the wrapped embedder."""

    def __init__(self, inner) -> None:
        self.inner, self.name, self.dim = inner, inner.name, inner.dim
        self.documents = 0

    def embed(self, texts: list[str]) -> list[list[float]]:
        self.documents += len(texts)
        return self.inner.embed(texts)

    def embed_query(self, texts: list[str]) -> list[list[float]]:
        return self.inner.embed_query(texts)


async def main() -> None:
    from bench import locomo
    from ltm_chat.chat import past_messages as after
    from ltm_chat.memory.retrieval.when_questions import asks_when

    parser = argparse.ArgumentParser()
    parser.add_argument("path", type=Path)
    parser.add_argument("--before", default="b855dc0")
    parser.add_argument("--cache", action="store_true", help="bench/locomo.py's vector cache")
    parser.add_argument("--every-question", action="store_true", help="not only when-questions")
    args = parser.parse_args()
    locomo.CACHE = args.cache
    before = old_module(args.before)
    if args.every_question:
        before.asks_when = after.asks_when = lambda _q: True
    samples = json.loads(args.path.read_text())
    memo = locomo.make_embedder()
    embedder = Counting(memo)
    total = differ = taken_any = 0
    embedded = {"before": 0, "after": 0}
    for sample in samples:
        with tempfile.TemporaryDirectory(prefix="ltm-past-same-") as tmp:
            base = Path(tmp) / "base"
            end, _ids, _vectors, _texts = await locomo.build_memory(sample, embedder, base)
            store, _dia = locomo.build_transcripts(sample, memo, Path(tmp) / "transcripts")
            memory = locomo.open_copy(base, Path(tmp) / "v", embedder, end)
            asked = [
                q for q, _c, _e in locomo.questions(sample) if args.every_question or asks_when(q)
            ]
            for question in asked:
                for limit in (5, 10):
                    items = await memory.search(question, limit=limit)
                    got = {}
                    for name, module in (("before", before), ("after", after)):
                        embedder.documents = 0
                        kept, taken = await module.with_past_messages(
                            memory, store, question, items, limit=limit, exclude=None
                        )
                        embedded[name] += embedder.documents
                        got[name] = (
                            [r.memory.id for r in kept],
                            [p.message_id for p in taken],
                            memory.render(kept, taken),
                        )
                    total += 1
                    taken_any += bool(got["after"][1])
                    if got["before"] != got["after"]:
                        differ += 1
                        print(f"DIFFERS ({sample.get('sample_id')}, {limit}): {question}")
            print(f"{sample.get('sample_id')}: {len(asked)} questions", flush=True)
    memo.save()
    print(
        f"{total} question x limit pairs ({total // 2} questions, limits 5 and 10), "
        f"{taken_any} with a message taken; memories kept, messages taken and block differ "
        f"in {differ}; texts embedded as documents: before {embedded['before']}, "
        f"after {embedded['after']}"
    )
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    asyncio.run(main())
