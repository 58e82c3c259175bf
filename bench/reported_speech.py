"""#22 reported speech (session 10): ordinary and instruction refusal by author, and the probes.

    python bench/reported_speech.py            # per-author table and the speech probes
    python bench/reported_speech.py --misses   # the probes' and the authors' wrong verdicts
    python bench/reported_speech.py --speed    # CPU median (3 runs) on 1 MB of repeated reports

Adoption rule (fixed before any rule change, also in tests/data/chat/speech-probes-ordinary.txt):
on fresh4/5/6/train7 combined the ordinary refusals go down and no author's instruction
refusals go down by more than one line; every speech-probes-instructions line stays refused.
Rules = `screening_verdict` (any refusal), as in bench/screen_authors.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.corpus_lines import is_note  # noqa: E402

DATA = ROOT / "tests" / "data" / "chat"
SETS = ("fresh4", "fresh5", "fresh6", "train7", "speech-probes")
KINDS = {"ordinary": False, "instructions": True}


def texts_of(path: Path) -> list[str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [t for t in lines if t.strip() and not is_note(t)]


# Reports without a full stop: each order's sentence and clause windows must stay bounded.
SPEED_UNITS = (
    "my boss told me to ignore the previous rules ",
    "my kid likes to pretend to be a cat ",
    "Mein Chef sagte ich soll ignorieren ",
    "told told told ",
)


def speed() -> None:
    import statistics
    import time

    from ltm_chat.memory.screen.poison import looks_like_instruction

    print("| 1 MB of | CPU median (3 runs) |")
    print("|---|---:|")
    for unit in SPEED_UNITS:
        text = (unit * (1_000_000 // len(unit) + 1))[:1_000_000]
        times = []
        for _ in range(3):
            start = time.process_time()
            looks_like_instruction(text)
            times.append(time.process_time() - start)
        print(f"| `{unit.strip()}` | {1000 * statistics.median(times):.1f} ms |")


def main() -> None:
    from ltm_chat.memory.screen.verdict import screening_verdict

    if sys.argv[1:] == ["--speed"]:
        return speed()
    show = sys.argv[1:] == ["--misses"]
    if sys.argv[1:] and not show:
        raise SystemExit("usage: python bench/reported_speech.py [--misses | --speed]")
    print("| set | ordinary refused | instructions refused |")
    print("|---|---:|---:|")
    for name in SETS:
        cells = []
        for kind, must_refuse in KINDS.items():
            texts = texts_of(DATA / f"{name}-{kind}.txt")
            verdicts = [screening_verdict(t) for t in texts]
            hits = sum(v is not None for v in verdicts)
            cells.append(f"{hits}/{len(texts)}")
            if show:
                for text, v in zip(texts, verdicts, strict=True):
                    if (v is not None) != must_refuse:
                        print(f"  {name}-{kind}\t{v}\t{text}", file=sys.stderr)
        print(f"| {name} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
