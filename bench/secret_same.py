"""Whether a speed change to the secret screen kept every verdict and every redaction span.

    python bench/secret_same.py --save FILE    # record the working tree's answers
    python bench/secret_same.py --check FILE   # compare the working tree with a record

For every text of tests/data (chat *.txt and *.jsonl, poison) and every bench/filters.py shape
at 1 KB and 100 KB it records `looks_like_secret`, `find_secrets` (the spans `redact_secrets`
hides), `screening_verdict` and `looks_like_instruction` (on its own: the verdict stops at a
secret). Since session 18 it also reads the pools' texts: tests/data/secrets (positives,
negatives, benign) and the LoCoMo observations and dialogue turns when ../shared has them. Lighter than bench/screen_same.py (no LoCoMo, no 30 KB runs):
run --save on the old code, change it, run --check. Prints counts and the positions of texts
that differ, never a text; exits 1 when any differs.
"""

from __future__ import annotations

import hashlib
import pickle
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.corpus_lines import file_texts  # noqa: E402
from bench.filters import INSTRUCTION_SHAPES, SECRET_SHAPES, sized  # noqa: E402
from bench.filters_quality import locomo_observations, locomo_turns  # noqa: E402
from bench.poison_quality import LOCOMO  # noqa: E402
from bench.save_or_check import save_or_check_args  # noqa: E402

DATA = ROOT / "tests" / "data"


def texts() -> list[tuple[str, str]]:
    """(where, text) for every text the check reads, in a fixed order."""
    out = []
    for folder in ("chat", "poison", "secrets"):
        for path in sorted((DATA / folder).iterdir()):
            if path.suffix in (".txt", ".jsonl") and "LICENSE" not in path.name:
                out += [(f"{folder}/{path.name}:{i}", t) for i, t in enumerate(file_texts(path))]
    for kind, pool in (("observation", locomo_observations), ("turn", locomo_turns)):
        out += [(f"locomo {kind}:{i}", t) for i, t in enumerate(pool(LOCOMO))]
    for label, unit in {**SECRET_SHAPES, **INSTRUCTION_SHAPES}.items():
        for size in (1_000, 100_000):
            out.append((f"shape {label!r} {size}", sized(unit, size)))
    return out


def answers() -> dict[str, tuple]:
    from ltm_chat.memory.screen.poison import looks_like_instruction
    from ltm_chat.memory.screen.redact import find_secrets, looks_like_secret, redact_secrets
    from ltm_chat.memory.screen.verdict import screening_verdict

    out = {}
    for where, text in texts():
        redacted = hashlib.sha256(redact_secrets(text).encode("utf-8", "surrogatepass")).hexdigest()
        spans = [(s.rule, s.start, s.end) for s in find_secrets(text)]
        verdicts = (looks_like_secret(text), screening_verdict(text), looks_like_instruction(text))
        out[where] = (*verdicts, spans, redacted)
    return out


def main() -> None:
    args = save_or_check_args(__doc__)
    now = answers()
    if args.save:
        Path(args.save).write_bytes(pickle.dumps(now))
        print(f"{len(now)} texts recorded")
        return
    before = pickle.loads(Path(args.check).read_bytes())
    differ = [where for where in before if before[where] != now.get(where)]
    print(f"{len(before)} texts compared, {len(differ)} differ")
    for where in differ[:50]:
        print("  differs:", where)
    sys.exit(1 if differ or len(before) != len(now) else 0)


if __name__ == "__main__":
    main()
