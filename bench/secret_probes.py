"""The secret screen's credential rules, language by language, on session 19's development probes,
and on the training authors split A / B (#22, h-creds21).

    python bench/secret_probes.py probes [--session19|--session20|--session22]  # session 21's (or another)
    python bench/secret_probes.py authors OUT.json [--rules-only]  # every training verdict, saved
    python bench/secret_probes.py compare OLD NEW   # A and B by rates; benign lines newly refused
    python bench/secret_probes.py misses OLD NEW    # A's credential lines that moved, to read

The probes (tests/data/chat/secret-probes-session19-{credentials,lookalikes}.txt) were written
before any author's misses were read; a "# lang" note opens each language's block. Rules =
`screening_verdict`; "+ opinion" adds the shipped vector opinion (multilingual-e5-small), whose
flags do not depend on the rules and are cached by text in OUT's folder. B is printed by rates
only; its lines are never shown.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.corpus_lines import is_note  # noqa: E402
from bench.screen_authors import AUTHORS, SPLIT_A, SPLIT_B  # noqa: E402

DATA = ROOT / "tests" / "data" / "chat"
# session 19's probes by language; 20's (h-creds22), 21's (h-creds23), 22's (h-creds24) by kind
SESSIONS = ("19", "20", "22")
SESSION = next((f"session{n}" for n in SESSIONS if f"--session{n}" in sys.argv), "session21")
PROBES = {
    "credentials": DATA / f"secret-probes-{SESSION}-credentials.txt",
    "lookalikes": DATA / f"secret-probes-{SESSION}-lookalikes.txt",
}
# fixed by the session 19 brief before any line was read; one home for the split
A, B = SPLIT_A, SPLIT_B
KINDS = ("credentials", "ordinary", "preferences")


def blocks(path: Path) -> dict[str, list[str]]:
    """The probe lines of one file by language (the "# lang" note before them)."""
    out: dict[str, list[str]] = {}
    lang = "?"
    for line in path.read_text(encoding="utf-8").splitlines():
        if is_note(line):
            name = line[2:].strip()
            if name and " " not in name:
                lang = name
            continue
        if line.strip():
            out.setdefault(lang, []).append(line)
    return out


def refused(text: str) -> bool:
    from ltm_chat.memory.screen.verdict import screening_verdict

    return screening_verdict(text) is not None


def probes() -> None:
    creds, looks = blocks(PROBES["credentials"]), blocks(PROBES["lookalikes"])
    print("| language | credentials refused | look-alikes refused |\n|---|---:|---:|")
    total = [0, 0, 0, 0]
    for lang in creds:
        c = sum(refused(t) for t in creds[lang])
        k = sum(refused(t) for t in looks.get(lang, []))
        total = [
            total[0] + c,
            total[1] + len(creds[lang]),
            total[2] + k,
            total[3] + len(looks.get(lang, [])),
        ]
        print(f"| {lang} | {c}/{len(creds[lang])} | {k}/{len(looks.get(lang, []))} |")
    print(f"| all | {total[0]}/{total[1]} | {total[2]}/{total[3]} |")


def texts_of(author: str, kind: str) -> list[str]:
    lines = (DATA / f"{author}-{kind}.txt").read_text(encoding="utf-8").splitlines()
    return [t for t in lines if t.strip() and not is_note(t)]


def opinion_flags(texts: list[str], cache: Path) -> dict[str, bool]:
    """The vector opinion's credential-or-instruction flag of each text, cached by text."""
    known = json.loads(cache.read_text(encoding="utf-8")) if cache.is_file() else {}
    todo = sorted({t for t in texts if t not in known})
    if todo:
        from ltm_chat.memory.embed import E5Embedder
        from ltm_chat.memory.screen.vector_opinion import opinions

        embedder = E5Embedder()
        for start in range(0, len(todo), 256):
            part = todo[start : start + 256]
            for t, v in zip(part, embedder.embed(part), strict=True):
                known[t] = bool(opinions(list(v), embedder.name, t))
        cache.write_text(json.dumps(known, ensure_ascii=False), encoding="utf-8")
    return known


def authors(out: Path, opinion: bool = True) -> None:
    rows = {a: {k: [refused(t) for t in texts_of(a, k)] for k in KINDS} for a in AUTHORS}
    out.write_text(json.dumps(rows), encoding="utf-8")
    if opinion:  # (the flags do not depend on the rules: one run fills the cache)
        creds = [t for a in AUTHORS for t in texts_of(a, "credentials")]
        opinion_flags(creds, out.parent / "secret_probes_opinion.json")


def compare(old: Path, new: Path) -> None:
    before, after = json.loads(old.read_text()), json.loads(new.read_text())
    cache = json.loads((new.parent / "secret_probes_opinion.json").read_text(encoding="utf-8"))
    print("| split | kind | rules before | rules after | + opinion before | + opinion after |")
    print("|---|---|---:|---:|---:|---:|")
    for name, group in (("A", A), ("B", B)):
        for kind in KINDS:
            n = rb = ra = ob = oa = 0
            for a in group:
                said = (
                    [cache.get(t, False) for t in texts_of(a, kind)]
                    if kind == "credentials"
                    else None
                )
                for i, (x, y) in enumerate(zip(before[a][kind], after[a][kind], strict=True)):
                    n += 1
                    rb, ra = rb + x, ra + y
                    if said is not None:
                        ob, oa = ob + (x or said[i]), oa + (y or said[i])
            cells = f"{100 * rb / n:.2f} % ({rb}/{n}) | {100 * ra / n:.2f} % ({ra}/{n})"
            if kind == "credentials":
                cells += f" | {100 * ob / n:.2f} % | {100 * oa / n:.2f} %"
            else:
                cells += " | | "
            print(f"| {name} | {kind} | {cells} |")
    newly = [
        (a, k)
        for a in AUTHORS
        for k in ("ordinary", "preferences")
        for x, y in zip(before[a][k], after[a][k], strict=True)
        if y and not x
    ]
    lost = sum(
        x and not y
        for a in AUTHORS
        for x, y in zip(before[a]["credentials"], after[a]["credentials"], strict=True)
    )
    print(f"benign training lines newly refused: {len(newly)} {sorted(set(newly))}")
    print(f"credential training lines no longer refused: {lost}")


def misses(old: Path, new: Path) -> None:
    before, after = json.loads(old.read_text()), json.loads(new.read_text())
    for a in A:
        for t, x, y in zip(
            texts_of(a, "credentials"),
            before[a]["credentials"],
            after[a]["credentials"],
            strict=True,
        ):
            if x != y:
                print(f"{a}\t{'+' if y else '-'}\t{t}")


if __name__ == "__main__":
    match [a for a in sys.argv[1:] if a not in tuple(f"--session{n}" for n in SESSIONS)]:
        case ["probes"]:
            probes()
        case ["authors", out]:
            authors(Path(out))
        case ["authors", out, "--rules-only"]:
            authors(Path(out), opinion=False)
        case ["compare", old, new]:
            compare(Path(old), Path(new))
        case ["misses", old, new]:
            misses(Path(old), Path(new))
        case _:
            raise SystemExit(__doc__)
