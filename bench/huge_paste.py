"""A huge one-line paste through what every saved message meets: the transcript's sensitivity
check (`policy.sensitive_category`, the contact-data pattern among others) and, with memory on,
the e5 query vector.

    python bench/huge_paste.py [--runs 3] [--no-e5]

Each shape is one line without spaces (a minified file, a base64 blob) at 100 KB and 600 KB.
Reported: median CPU time (process time: other jobs on the machine do not inflate it) and the
600 KB / 100 KB ratio (≈ 6 means linear; a rescan from every position would show as ≈ 36).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

SHAPES = {"one letter": "Q", "base64-like": "Qm9v", "digits and dots": "1.2"}
SIZES = (100_000, 600_000)


def median_cpu(fn: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.process_time()
        fn()
        times.append(time.process_time() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-e5", action="store_true", help="skip the e5 query vector")
    args = parser.parse_args()
    from ltm_chat.memory.write.policy import sensitive_category

    steps: dict[str, Callable[[str], object]] = {"sensitivity check": sensitive_category}
    if not args.no_e5:
        from ltm_chat.memory.embed import E5Embedder

        e5 = E5Embedder()
        e5.embed_query(["warm up"])
        steps["e5 query vector"] = lambda text: e5.embed_query([text])
    print("| step | shape | 100 KB (s CPU) | 600 KB (s CPU) | ratio |")
    print("|---|---|---:|---:|---:|")
    for step, fn in steps.items():
        for shape, unit in SHAPES.items():
            texts = [unit * (n // len(unit)) for n in SIZES]
            small, large = (median_cpu(lambda t=t, f=fn: f(t), args.runs) for t in texts)
            ratio = large / small if small else float("nan")
            print(f"| {step} | {shape} | {small:.2f} | {large:.2f} | {ratio:.1f} |")


if __name__ == "__main__":
    main()
