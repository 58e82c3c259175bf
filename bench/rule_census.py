"""Which rule refuses each training line, and which refusals only one rule makes (#22, session 23).

    python bench/rule_census.py run OUT.json          # every line of the 80 authors, no text kept
    python bench/rule_census.py narrowed START.json OUT.json  # a pure narrowing: refused lines only
    python bench/rule_census.py table OUT.json        # per rule: wrong refusals, authors, sole catch
    python bench/rule_census.py compare OLD NEW       # A and B counts per kind, verdict by verdict
    python bench/rule_census.py wrong OUT.json [RULE] # A's wrongly refused lines, to read (A only)

A rule is the verdict's name, with the instruction screen's sub-rule after "@" (p: poison.py's
pattern list, s: instruction_speech.py's, f: instruction_frames.py's; no tag: a fixed check). A
refused credential or instruction line is a rule's *sole catch* when no other rule refuses it:
the secret screen's every find is that rule alone and, with that one sub-rule taken out, the
instruction screen keeps the line. B's lines are counted, never printed.
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.screen_authors import AUTHORS, DATA, KINDS, SPLIT_A, texts_of  # noqa: E402

BENIGN = ("ordinary", "preferences")
POSITIVE = ("credentials", "instructions")


def _tag_sub_rules() -> None:
    """Name each instruction sub-rule in what the screen returns (the families stay as they read)."""
    from ltm_chat.memory.screen import instruction_frames, instruction_speech, poison

    poison._FAMILIES[:] = [
        (f if f == "encoded" else f"{f}@p{i}", p) for i, (f, p) in enumerate(poison._FAMILIES)
    ]
    for f, _ in poison._FAMILIES:
        base = f.split("@")[0]
        if base in poison._SAID_IN_OWN_LIFE:
            poison._SAID_IN_OWN_LIFE[f] = poison._SAID_IN_OWN_LIFE[base]
    instruction_speech._RULES[:] = [
        (f"{f}@s{i}", r) for i, (f, r) in enumerate(instruction_speech._RULES)
    ]
    instruction_frames._GATES = tuple(
        (p, g, f"{f}@f{i}") for i, (p, g, f) in enumerate(instruction_frames._GATES)
    )


@contextmanager
def _without(rule: str) -> Iterator[bool]:
    """The instruction screen with one tagged sub-rule taken out; yields False if it cannot be."""
    from ltm_chat.memory.screen import instruction_frames, instruction_speech, poison

    if "@" not in rule:
        yield False
        return
    lists = (
        (poison, "_FAMILIES", poison._FAMILIES),
        (instruction_speech, "_RULES", instruction_speech._RULES),
        (instruction_frames, "_GATES", instruction_frames._GATES),
    )
    saved = [(m, n, list(v) if isinstance(v, list) else v) for m, n, v in lists]
    poison._FAMILIES[:] = [e for e in poison._FAMILIES if e[0] != rule]
    instruction_speech._RULES[:] = [e for e in instruction_speech._RULES if e[0] != rule]
    instruction_frames._GATES = tuple(e for e in instruction_frames._GATES if e[2] != rule)
    try:
        yield True
    finally:
        for module, name, value in saved:
            if isinstance(value, list):
                getattr(module, name)[:] = value
            else:
                setattr(module, name, value)


def _verdict(text: str) -> list | None:
    """[screen, rule, sole] for a refused line: sole is True, False, or None (not known)."""
    from ltm_chat.memory.screen import redact
    from ltm_chat.memory.screen.poison import looks_like_instruction

    if secret := redact.looks_like_secret(text):
        rules = {s.rule for _, s in redact._found(text, first=False)}
        return ["secret", secret, rules == {secret} and looks_like_instruction(text) is None]
    if family := looks_like_instruction(text):
        with _without(family) as taken_out:
            sole = (looks_like_instruction(text) is None) if taken_out else None
        return ["instruction", family, sole]
    return None


def run(out: Path) -> None:
    """Every line of every author, the benign kinds first; each author's kind goes to OUT.partial as
    it comes (one JSON object a line: a stopped run keeps what it did) and progress to stderr."""
    _tag_sub_rules()
    partial = out.with_suffix(out.suffix + ".partial")
    rows: dict[str, dict[str, list]] = {a: {} for a in AUTHORS}
    started, done = time.monotonic(), 0
    with partial.open("w", encoding="utf-8") as sink:
        for k in (*BENIGN, *POSITIVE):
            for a in AUTHORS:
                rows[a][k] = [_verdict(t) for t in texts_of(DATA / f"{a}-{k}.txt")]
                sink.write(json.dumps({"author": a, "kind": k, "verdicts": rows[a][k]}) + "\n")
                sink.flush()
                done += len(rows[a][k])
                elapsed = time.monotonic() - started
                print(f"{k} {a}: {done} lines, {elapsed:.0f} s", file=sys.stderr, flush=True)
    out.write_text(json.dumps(rows), encoding="utf-8")


def _partial_rows(path: Path) -> dict[str, dict[str, list]]:
    """A run's rows so far, from OUT.partial (the kinds not yet done are missing)."""
    rows: dict[str, dict[str, list]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        o = json.loads(line)
        rows.setdefault(o["author"], {})[o["kind"]] = o["verdicts"]
    return rows


def narrowed(start: Path, out: Path) -> None:
    """`run` for a pure narrowing: only the lines refused on the start are screened again (a rule
    that only declines cannot refuse a line the start kept)."""
    _tag_sub_rules()
    rows = json.loads(start.read_text(encoding="utf-8"))
    for a in AUTHORS:
        for k in KINDS:
            texts = texts_of(DATA / f"{a}-{k}.txt")
            rows[a][k] = [v and _verdict(t) for t, v in zip(texts, rows[a][k], strict=True)]
    out.write_text(json.dumps(rows), encoding="utf-8")


def _split(author: str) -> str:
    return "A" if author in SPLIT_A else "B"


def _rows(path: Path) -> dict[str, dict[str, list]]:
    if path.suffix == ".partial":
        return _partial_rows(path)
    return json.loads(path.read_text(encoding="utf-8"))


def table(path: Path) -> None:
    rows = _rows(path)
    wrong: Counter[tuple[str, str]] = Counter()
    authors: dict[tuple[str, str], set[str]] = {}
    sole: Counter[tuple[str, str]] = Counter()
    unknown: Counter[str] = Counter()
    caught: Counter[tuple[str, str]] = Counter()
    for a, kinds in rows.items():
        s = _split(a)
        for k, verdicts in kinds.items():
            for v in verdicts:
                if v is None:
                    continue
                rule = v[1]
                if k in BENIGN:
                    wrong[rule, s] += 1
                    authors.setdefault((rule, s), set()).add(a)
                else:
                    caught[rule, s] += 1
                    sole[rule, s] += v[2] is True
                    unknown[rule] += v[2] is None
    rules = sorted({r for r, _ in wrong}, key=lambda r: -(wrong[r, "A"] + wrong[r, "B"]))
    print(
        "| rule | wrong A | wrong B | authors A | authors B | caught A/B | sole catch A | sole catch B |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for r in rules:
        na, nb = len(authors.get((r, "A"), ())), len(authors.get((r, "B"), ()))
        mark = "?" if unknown[r] else ""
        print(
            f"| {r} | {wrong[r, 'A']} | {wrong[r, 'B']} | {na} | {nb} | "
            f"{caught[r, 'A']}/{caught[r, 'B']} | {sole[r, 'A']}{mark} | {sole[r, 'B']}{mark} |"
        )
    for s in "AB":
        print(f"{s}: " + ", ".join(f"{k} {_count(rows, s, k)}" for k in KINDS))


def _count(rows: dict, split: str, kind: str) -> str:
    flags = [
        v is not None for a, ks in rows.items() if _split(a) == split for v in ks.get(kind, ())
    ]
    return f"{sum(flags)}/{len(flags)}"


def compare(old: Path, new: Path) -> None:
    before = json.loads(old.read_text(encoding="utf-8"))
    after = json.loads(new.read_text(encoding="utf-8"))
    print("| split | kind | start | final | newly refused | newly kept |")
    print("|---|---|---:|---:|---:|---:|")
    for s in "AB":
        for k in KINDS:
            pairs = [
                (x is not None, y is not None)
                for a in AUTHORS
                if _split(a) == s
                for x, y in zip(before[a][k], after[a][k], strict=True)
            ]
            up = sum(y and not x for x, y in pairs)
            down = sum(x and not y for x, y in pairs)
            n = len(pairs)
            print(
                f"| {s} | {k} | {sum(x for x, _ in pairs)}/{n} | {sum(y for _, y in pairs)}/{n} "
                f"| {up} | {down} |"
            )


def wrong(path: Path, rule: str | None) -> None:
    rows = _rows(path)
    for a in SPLIT_A:
        for k in BENIGN:
            if k not in rows.get(a, {}):
                continue  # (a partial run: not reached yet)
            for t, v in zip(texts_of(DATA / f"{a}-{k}.txt"), rows[a][k], strict=True):
                if v is not None and (rule is None or v[1] == rule or v[1].split("@")[0] == rule):
                    print(f"{a}\t{k}\t{v[1]}\t{t}")


if __name__ == "__main__":
    match sys.argv[1:]:
        case ["run", out]:
            run(Path(out))
        case ["narrowed", start, out]:
            narrowed(Path(start), Path(out))
        case ["table", path]:
            table(Path(path))
        case ["compare", old, new]:
            compare(Path(old), Path(new))
        case ["wrong", path]:
            wrong(Path(path), None)
        case ["wrong", path, rule]:
            wrong(Path(path), rule)
        case _:
            raise SystemExit(__doc__)
