"""How often `policy.grounded` (a candidate is mostly the user's own words) holds on LoCoMo.

    python bench/grounding.py

Promotion by repetition needs the new sighting to be grounded in the user's words of the turn
(issue #23, item 25); GROUNDED_SHARE = 0.5 is a majority, not a tuned figure. Measured here:
1. true facts: each LoCoMo observation against the dialog turn it cites (the speaker's name
   plays "User"): the share grounded is how often a real repetition can promote;
2. invented facts: each observation against a turn of the same speaker in ANOTHER session (a
   fact the user did not say in that turn): the share grounded is how often the model's output
   alone would pass.
Split by a hash of the observation (sha1 % 10 < 4: held out); nothing was tuned on either half.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.shared_data import LOCOMO_DEV  # noqa: E402
from ltm_chat.memory.write.policy import grounded  # noqa: E402

LOCOMO = LOCOMO_DEV


def held_out(text: str) -> bool:
    return int(hashlib.sha1(text.encode()).hexdigest(), 16) % 10 < 4


def rows() -> list[tuple[str, str, str]]:
    """(observation as "User …", its cited turn, a same-speaker turn of another session)."""
    rng = random.Random(7)
    out = []
    for sample in json.loads(LOCOMO.read_text(encoding="utf-8")):
        conv = sample["conversation"]
        turns, by_speaker = {}, {}
        for key, value in conv.items():
            if key.startswith("session_") and isinstance(value, list):
                for t in value:
                    turns[t["dia_id"]] = (t["speaker"], t["text"], key)
                    by_speaker.setdefault(t["speaker"], []).append((key, t["text"]))
        for session in sample["observation"].values():
            for speaker, items in session.items():
                for text, dia in items:
                    ref = dia if isinstance(dia, str) else (dia[0] if dia else "")
                    if ref not in turns:
                        continue
                    _, said, where = turns[ref]
                    others = [s for k, s in by_speaker[speaker] if k != where]
                    fact = text.replace(speaker, "User")
                    out.append((fact, said, rng.choice(others)))
    return out


def main() -> None:
    data = rows()
    print(f"{len(data)} observations; GROUNDED_SHARE 0.5 (not tuned)\n")
    print("| split | true facts grounded (may promote) | invented facts grounded (would pass) |")
    print("|---|---:|---:|")
    for name, part in (
        ("tune", [r for r in data if not held_out(r[0])]),
        ("held-out", [r for r in data if held_out(r[0])]),
    ):
        true = sum(grounded(f, s) for f, s, _ in part)
        fake = sum(grounded(f, o) for f, _, o in part)
        print(
            f"| {name} ({len(part)}) | {true} ({100 * true / len(part):.1f} %) "
            f"| {fake} ({100 * fake / len(part):.1f} %) |"
        )


if __name__ == "__main__":
    main()
