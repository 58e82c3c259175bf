"""Whether text typed decomposed (NFD) gets the verdict of its composed form, on both screens.

    python bench/nfd_same.py --save FILE    # record the working tree's answers
    python bench/nfd_same.py --check FILE   # compare verdicts (on the texts as written) with a record

For every text of tests/data (chat *.txt and *.jsonl, poison) it records `looks_like_secret`
and `looks_like_instruction` of the text as written and of its NFD form, and prints how many
texts (holding a character NFD changes) get another verdict decomposed, per screen. --check
also compares the as-written verdicts with a record (what a change newly refuses or passes).
Prints counts and positions, never a text.
"""

from __future__ import annotations

import pickle
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.corpus_lines import file_texts  # noqa: E402
from bench.save_or_check import save_or_check_args  # noqa: E402

DATA = ROOT / "tests" / "data"


def texts() -> list[tuple[str, str]]:
    """(where, text) for every text the check reads, in a fixed order."""
    out = []
    for folder in ("chat", "poison"):
        for path in sorted((DATA / folder).iterdir()):
            if path.suffix in (".txt", ".jsonl") and "LICENSE" not in path.name:
                out += [(f"{folder}/{path.name}:{i}", t) for i, t in enumerate(file_texts(path))]
    return out


def answers() -> dict[str, tuple]:
    from ltm_chat.memory.screen.poison import looks_like_instruction
    from ltm_chat.memory.screen.redact import looks_like_secret

    out = {}
    for where, text in texts():
        nfd = unicodedata.normalize("NFD", text)
        secret, order = looks_like_secret(text), looks_like_instruction(text)
        if nfd == text:
            out[where] = (secret, order, secret, order, False)
        else:
            out[where] = (secret, order, looks_like_secret(nfd), looks_like_instruction(nfd), True)
    return out


def report(now: dict[str, tuple]) -> None:
    changed = [w for w, a in now.items() if a[4]]
    for i, screen in ((0, "secret"), (1, "instruction")):
        differ = [w for w in changed if (now[w][i] is None) != (now[w][i + 2] is None)]
        print(
            f"{screen} screen: {len(differ)} of {len(changed)} texts NFD changes differ in verdict"
        )
        for where in differ[:40]:
            print(
                "  differs:", where, now[where][i] is not None, "->", now[where][i + 2] is not None
            )


def main() -> None:
    args = save_or_check_args(__doc__)
    now = answers()
    print(f"{len(now)} texts")
    report(now)
    if args.save:
        Path(args.save).write_bytes(pickle.dumps(now))
        return
    before = pickle.loads(Path(args.check).read_bytes())
    for i, screen in ((0, "secret"), (1, "instruction")):
        moved = [w for w in before if (before[w][i] is None) != (now[w][i] is None)]
        print(f"{screen} screen, as written: {len(moved)} texts changed verdict")
        for where in moved[:60]:
            print(
                "  changed:", where, before[where][i] is not None, "->", now[where][i] is not None
            )


if __name__ == "__main__":
    main()
