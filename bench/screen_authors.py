"""The memory screen's rules, leave-one-author-out, on the conversational sets by author.

    python bench/screen_authors.py                 # the per-author table, rates only
    python bench/screen_authors.py --misses SET    # one set's wrong verdicts, to read

Protocol (#22, session 10), fixed before any rule was changed: the authors are fresh4, fresh5,
fresh6 and train7 (tests/data/chat/AUTHOR-{credentials,ordinary,preferences}.txt), each written
by someone who never saw the rules. When one author's misses are read to find a cause, the fix
is judged on the OTHER authors only: their credential (or instruction) refusal must go up and
their ordinary and preference refusal must not go up; each fix names the author that motivated
it. Session 11: fresh7 and fresh8 (measured once untuned in session 10, then committed) join as
authors, and the table shows instructions too.
Rules = `screening_verdict` (any refusal); the vector second opinion is left out on purpose.

Session 11 (#22 credential rules), fixed before any rule changed: rules are written from the
causes of fresh7's and fresh8's credential misses and judged on authors that did not motivate
them: fresh4, fresh5, fresh6, train7 here (credential refusal not down, ordinary and preference
refusal not up); two new authors, train9a and train9b, measured by counts only (never read) on
main and on the branch with bench/screen_heldout.py (same conditions); the code-shaped pools
(bench/filters_quality.py, bench/chat_quality.py: held-out benign refusal not up, secrets not
down; LoCoMo observations not refused more, bench/poison_quality.py); speed (bench/filters.py:
no 1 MB shape above ~50 ms). A change that fails any of these is dropped.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.corpus_lines import is_note  # noqa: E402

DATA = ROOT / "tests" / "data" / "chat"
# fresh7, fresh8 joined in session 11 after one untuned measurement; train9a, train9b in its second pass
# fresh9, fresh10 in session 12, after their last untuned measurement (never read before)
# fresh11-16 in session 13: they decided rounds 13-14 by rates and were never read before
# fresh17-20, fresh23, fresh24 in session 14: they decided session 13 by rates, never read before
# fresh21/22, fresh25-30 in session 15: they judged or were measured in session 14 by rates, never read
# fresh31-38 in session 16: they judged or were measured in session 15 by rates, never read
# fresh49-54 in session 18: they judged or were measured in session 17 by rates, never read
# fresh55-60 in session 19: they judged or were measured in session 18 by rates, never read
# fresh61-66 in session 20: they judged or were measured in session 19 by rates, never read
# fresh67-72 in session 21: they judged or were measured in session 20 by rates, never read
# fresh73-78 in session 22: they judged or were measured in session 21 by rates, never read
# fresh79-84 in session 23: they judged or were measured in session 22 by rates, never read
# fresh85-90 in session 24: they judged or were measured in session 23 by rates, never read
# fresh91-96 in session 25: they judged or were measured in session 24 by rates, never read
# fresh97-102 in session 26: they judged or were measured in session 25 by rates, never read
# fresh103-108 in session 27: they judged or were measured in session 26 by rates, never read
# fresh109-114 in session 28: they judged or were measured in session 27 by rates, never read
# fresh115-120 in session 29: they judged or were measured in session 28 by rates, never read
# fresh121-126 in session 30: they judged or were measured in session 29 by rates, never read
# fresh127-132 in session 31: they judged or were measured in session 30 by rates, never read
# fresh133-138 in session 32: they judged or were measured in session 31 by rates, never read
# fresh139-144 in session 33: they judged or were measured in session 32 by rates, never read
# fresh145-150 in session 34: they judged or were measured in session 33 by rates, never read
# fresh151-156 in session 35: they judged or were measured in session 34 by rates, never read
# fresh157-162 in session 36: they judged or were measured in session 35 by rates, never read
# fresh163-168 in session 37: they judged or were measured in session 36 by rates, never read
# fresh169-174 in session 38: they judged or were measured in session 37 by rates, never read
AUTHORS = (
    *("fresh4", "fresh5", "fresh6", "train7", "fresh7", "fresh8", "train9a", "train9b"),
    *("fresh9", "fresh10"),
    *("fresh11", "fresh12", "fresh13", "fresh14", "fresh15", "fresh16"),
    *("fresh17", "fresh18", "fresh19", "fresh20", "fresh23", "fresh24"),
    *("fresh21", "fresh22", "fresh25", "fresh26", "fresh27", "fresh28", "fresh29", "fresh30"),
    *("fresh31", "fresh32", "fresh33", "fresh34", "fresh35", "fresh36", "fresh37", "fresh38"),
    *("fresh49", "fresh50", "fresh51", "fresh52", "fresh53", "fresh54"),
    *("fresh55", "fresh56", "fresh57", "fresh58", "fresh59", "fresh60"),
    *("fresh61", "fresh62", "fresh63", "fresh64", "fresh65", "fresh66"),
    *("fresh67", "fresh68", "fresh69", "fresh70", "fresh71", "fresh72"),
    *("fresh73", "fresh74", "fresh75", "fresh76", "fresh77", "fresh78"),
    *("fresh79", "fresh80", "fresh81", "fresh82", "fresh83", "fresh84"),
    *("fresh85", "fresh86", "fresh87", "fresh88", "fresh89", "fresh90"),
    *("fresh91", "fresh92", "fresh93", "fresh94", "fresh95", "fresh96"),
    *("fresh97", "fresh98", "fresh99", "fresh100", "fresh101", "fresh102"),
    *("fresh103", "fresh104", "fresh105", "fresh106", "fresh107", "fresh108"),
    *("fresh109", "fresh110", "fresh111", "fresh112", "fresh113", "fresh114"),
    *("fresh115", "fresh116", "fresh117", "fresh118", "fresh119", "fresh120"),
    *("fresh121", "fresh122", "fresh123", "fresh124", "fresh125", "fresh126"),
    *("fresh127", "fresh128", "fresh129", "fresh130", "fresh131", "fresh132"),
    *("fresh133", "fresh134", "fresh135", "fresh136", "fresh137", "fresh138"),
    *("fresh139", "fresh140", "fresh141", "fresh142", "fresh143", "fresh144"),
    *("fresh145", "fresh146", "fresh147", "fresh148", "fresh149", "fresh150"),
    *("fresh151", "fresh152", "fresh153", "fresh154", "fresh155", "fresh156"),
    *("fresh157", "fresh158", "fresh159", "fresh160", "fresh161", "fresh162"),
    *("fresh163", "fresh164", "fresh165", "fresh166", "fresh167", "fresh168"),
    *("fresh169", "fresh170", "fresh171", "fresh172", "fresh173", "fresh174"),
    *("fresh175", "fresh176", "fresh177", "fresh178", "fresh179", "fresh180"),
    *("fresh181", "fresh182", "fresh183", "fresh184", "fresh185"),
    # session 39: eight sets written as training text, never judged
    *("fresh192", "fresh193", "fresh194", "fresh195", "fresh196", "fresh197", "fresh198"),
    "fresh199",
    *("fresh186", "fresh187", "fresh188", "fresh189", "fresh190", "fresh191"),
    *("fresh200", "fresh201", "fresh202", "fresh203", "fresh204", "fresh205"),
    # session 41: four sets written as training text, never judged (angles chosen after the
    # judge sets' rates were seen: bench/RESULTS.md)
    *("fresh216", "fresh217", "fresh218", "fresh219"),
    *("fresh206", "fresh207", "fresh208", "fresh209", "fresh210", "fresh211"),
)
# The helpers' fixed split (session 19 on; each session's new authors by the sha256 of the name,
# the lowest half to A): A is read to find causes, B is measured by rates and reported beside it.
SPLIT_A = (
    *("fresh4", "fresh6", "fresh8", "fresh9", "fresh11", "fresh13", "fresh14", "fresh15"),
    *("fresh16", "fresh19", "fresh20", "fresh21", "fresh24", "fresh26", "fresh27", "fresh35"),
    *("fresh37", "fresh38", "train9a", "fresh50", "fresh53", "fresh54", "fresh56", "fresh57"),
    *("fresh59", "fresh64", "fresh65", "fresh66", "fresh68", "fresh69", "fresh71"),
    *("fresh74", "fresh76", "fresh78"),  # joined in session 22
    *("fresh80", "fresh82", "fresh81"),  # joined in session 23
    *("fresh89", "fresh90", "fresh85"),  # joined in session 24
    *("fresh93", "fresh94", "fresh95"),  # joined in session 25
    *("fresh101", "fresh97", "fresh102"),  # joined in session 26
    *("fresh104", "fresh105", "fresh103"),  # joined in session 27
    *("fresh112", "fresh114", "fresh111"),  # joined in session 28
    *("fresh117", "fresh115", "fresh118"),  # joined in session 29
    *("fresh122", "fresh124", "fresh121"),  # joined in session 30
    *("fresh128", "fresh132", "fresh130"),  # joined in session 31
    *("fresh134", "fresh137", "fresh138"),  # joined in session 32
    *("fresh140", "fresh141", "fresh143"),  # joined in session 33
    *("fresh149", "fresh145", "fresh147"),  # joined in session 34
    *("fresh154", "fresh151", "fresh153"),  # joined in session 35
    *("fresh159", "fresh162", "fresh157"),  # joined in session 36
    *("fresh164", "fresh167", "fresh168"),  # joined in session 37
    *("fresh171", "fresh173", "fresh174"),  # joined in session 38
    *("fresh179", "fresh175", "fresh176"),  # joined in session 39
    # joined later in session 39 (thirteen new authors, the seven lowest)
    *("fresh199", "fresh194", "fresh181", "fresh185", "fresh192", "fresh183", "fresh195"),
    *("fresh191", "fresh187", "fresh190"),  # joined in session 40
    *("fresh203", "fresh202", "fresh201"),  # joined in session 41
    *("fresh217", "fresh218"),  # joined later in session 41 (four training sets, the two lowest)
    *("fresh209", "fresh206", "fresh208"),  # joined in session 42
)
SPLIT_B = tuple(a for a in AUTHORS if a not in SPLIT_A)
KINDS = {"credentials": True, "instructions": True, "ordinary": False, "preferences": False}


def texts_of(path: Path) -> list[str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [t for t in lines if t.strip() and not is_note(t)]


def refused(texts: list[str]) -> list[bool]:
    from ltm_chat.memory.screen.verdict import screening_verdict

    return [screening_verdict(t) is not None for t in texts]


def table() -> None:
    print("| author | " + " | ".join(f"{kind} refused" for kind in KINDS) + " |")
    print("|---|" + "---:|" * len(KINDS))
    for author in AUTHORS:
        cells = []
        for kind in KINDS:
            flags = refused(texts_of(DATA / f"{author}-{kind}.txt"))
            cells.append(f"{100 * sum(flags) / len(flags):.1f} % ({sum(flags)}/{len(flags)})")
        print(f"| {author} | " + " | ".join(cells) + " |")


def misses(author: str) -> None:
    from ltm_chat.memory.screen.verdict import screening_verdict

    for kind, must_refuse in KINDS.items():
        for text in texts_of(DATA / f"{author}-{kind}.txt"):
            verdict = screening_verdict(text)
            if (verdict is not None) != must_refuse:
                print(f"{kind}\t{verdict}\t{text}")


def main() -> None:
    args = sys.argv[1:]
    if args[:1] == ["--misses"] and len(args) == 2 and args[1] in AUTHORS:
        misses(args[1])
    elif not args:
        table()
    else:
        raise SystemExit(f"usage: python bench/screen_authors.py [--misses {'|'.join(AUTHORS)}]")


if __name__ == "__main__":
    main()
