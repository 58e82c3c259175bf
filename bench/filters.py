"""The write-path filters on adversarial input: `looks_like_secret` and `looks_like_instruction`.

`redact_secrets` (stored transcripts) runs the same rules but collects every span instead of
stopping at the first, so it is timed on the same shapes.

    python bench/filters.py [--runs 5]

Each filter reads a 1 MB text made of one repeated adversarial unit (a rule's leading literal,
a keyword followed by a space, ...) and a 100 KB text of the same unit. Reported per shape:
median CPU time (process time, which other jobs on the machine do not inflate), the
1 MB / 100 KB ratio (≈ 10 means linear; a backtracking blow-up would show as ≫ 10), and the
ratio to `str.lower()` + one `re.search` over the same 1 MB (a floor: reading the text once).
In the product memories are at most 500 characters and extraction input 12,000; transcript
redaction sees whole chat messages (a paste can be long). 1 MB is the stress case.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

SECRET_SHAPES = {
    "a": "a",
    "sk-": "sk-",
    "password=": "password=",
    "-----BEGIN": "-----BEGIN",
    "pwd + space": "pwd ",
    "key + space": "key ",
    "password + space": "password ",
    "eyJ": "eyJ",
    "://a:": "://a:",
    "-u + space": "-u ",
    # The token-run scan (random tokens, old Azure DevOps PATs) and the credential calls.
    "24-char random token + space": "aB3dE6gH9jK2mN5pQ8sT1vW4 ",
    "29-char word + space": "abcdefghijklmnopqrstuvwxyzabc ",
    'credential("a", ': 'credential("a", ',
    "<password>": "<password>",
}


def sized(unit: str, size: int) -> str:
    return (unit * (size // len(unit) + 1))[:size]


def cpu_ms(fn: Callable[[str], object], text: str, runs: int) -> float:
    samples = []
    for _ in range(runs):
        start = time.process_time()
        fn(text)
        samples.append((time.process_time() - start) * 1000)
    return statistics.median(samples)


def floor(text: str) -> None:
    re.search(r"\x00", text.lower())


def rows(name: str, fn: Callable[[str], object], shapes: dict[str, str], runs: int) -> list[str]:
    out = []
    for label, unit in shapes.items():
        big, small = sized(unit, 1_000_000), sized(unit, 100_000)
        fn(small)  # warm the compiled patterns
        t_big, t_small = cpu_ms(fn, big, runs), cpu_ms(fn, small, runs)
        t_floor = cpu_ms(floor, big, runs)
        out.append(
            f"| `{name}` | `{label}` | {t_big:.1f} ms | {t_big / max(t_small, 1e-3):.1f} | "
            f"{t_big / max(t_floor, 1e-3):.1f}× |"
        )
    return out


def secret_rows(runs: int) -> list[str]:
    """The secret filter's verdict, and the transcript redaction that finds every span."""
    from ltm_chat.memory.redact import looks_like_secret, redact_secrets

    return [
        *rows("looks_like_secret", looks_like_secret, SECRET_SHAPES, runs),
        *rows("redact_secrets", redact_secrets, SECRET_SHAPES, runs),
    ]


# The poisoning filter's worst cases: a rule's leading words repeated with its bounded gap
# filled, a sentence start before every word, a token per soup check, a 47-char base64 run.
INSTRUCTION_SHAPES = {
    "a": "a",
    "ignore the a…": "ignore the " + "a" * 30 + " ",
    "system prompt": "reveal the system prompt ",
    "<tag": "<system",
    "write a + space": "write a ",
    "you are + space": "you are ",
    ". + space": ". ",
    "as a x, + space": "as a x, ",
    "x{ + space": "x{ ",
    "47 base64 chars": "A" * 47 + " ",
    "é (non-ASCII)": "é",
}


def instruction_rows(runs: int) -> list[str]:
    from ltm_chat.memory.poison import looks_like_instruction

    return rows("looks_like_instruction", looks_like_instruction, INSTRUCTION_SHAPES, runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    lines = [
        "| filter | repeated unit | 1 MB CPU median | 1 MB / 100 KB | vs reading it once |",
        "|---|---|---:|---:|---:|",
        *secret_rows(args.runs),
        *instruction_rows(args.runs),
    ]
    print("\n".join(lines))


if __name__ == "__main__":
    main()
