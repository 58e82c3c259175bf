"""Experiment (#22 item 2): a small classifier over multilingual-e5-small vectors as a second
opinion on memory writes, beside the hand rules (`screening_verdict`).

    python bench/vector_classifier.py [--split-fresh4] [--all-fresh45] [--augment] [--written]
                                      [--errors] [--cost] [--save PATH] [--against NPZ]
    python bench/vector_classifier.py --floor-cuts SAVED.npz FLOOR.npz OUT.npz

The shipped weights (ltm_chat/memory/screen/data/vector_opinion.npz) are round 28's c28
(session 28): `--all-hand --augment --save-oof …` on 104 authors, recut `--rule matched-pooled
--tolerance 0`, judged on fresh115-118 (bench/RESULTS.md "#22 round 28"). Before them round 21's
c1 (sixty-two authors, shipped in session 22), round 15's candidate (session 13):
`--all-hand --augment --save …` on sixteen authors, judged on fresh17-20 (bench/
RESULTS.md "#22 round 15: judged"), round 13's (ten authors, adopted in round 14,
session 12), and before those run 5's,
`--split-fresh4 --all-fresh45 --augment --save …` (run 4 was `--split-fresh4 --augment`);
runs 1-5 and what each changed are in bench/RESULTS.md. Round 10 (below) kept them: run 6
(`--all-hand --augment`) won the leave-one-author-out means but refused 3 more never-trained
benign texts, which the rule written before the run does not allow; the MLP lost.

Two class-balanced, L2-regularised logistic regressions (numpy) on the centred e5 "passage:"
vector of a text (the vector the writer stores): "credential" and "instruction to the
assistant". Reported: rules alone, classifier alone, rules OR classifier, and a gated
combination (the classifier decides only where the rules give no verdict but see an access
noun or a word addressing the assistant).

Split rule (written down before any training; a text's half never depends on the model):
- tests/data/chat/{credentials,instructions,ordinary}.jsonl: their own `half` field.
- tests/data/secrets (an unchanged copy of ../shared/data/secrets-dev, licences beside it):
  the halves the rules were tuned on, bench/filters_quality.py `half_of` (sha256 read as one
  integer, even = tune). Positives and `benign` lines; `ambiguous` lines are left out.
- tests/data/poison/injections.jsonl (= ../shared/data/injection-dev), probes.txt,
  preferences.txt, facts.txt: bench/poison_quality.py `half` (first byte of sha256 even = tune).
- tests/data/chat/fresh-*.txt, fresh2-*.txt, probes-*.txt: first byte of sha256(text) even =
  tune (the rules were already changed from these sets' errors, so their tune halves train).
- tests/data/poison/statements.txt: all tune (written as the benign training side).
- never trained on, only measured: tests/data/chat/fresh3-*.txt and fresh4-*.txt (every line),
  tests/data/poison/preferences-2.txt, and the LoCoMo observations (CC BY-NC: only counted).

Run 5 (`--split-fresh4 --all-fresh45 --augment`): run 4 plus every line of fresh4 and fresh5
(two hand-written sets by two authors, both already measured and read) on the tune side; fresh5
was measured once on run 4 before this run. Everything else as in run 4: the split rule above
for every other set, one weight per source within a class, the written form beside each text,
L2 from the grid and the cuts out of fold at the same benign budget. Never trained on:
fresh3, preferences-2, LoCoMo and the held-out halves of the generated and code-shaped corpora.
Decided before any run-5 figure was seen: **no extra weight on the ordinary/preference side.**
The source balance already gives each of fresh4-ordinary, fresh4-preferences, fresh5-ordinary
and fresh5-preferences a whole source's share of the benign half (4 of 12 benign sources for
~700 of the benign texts), i.e. the new authors' benign lines already weigh more per line than
the generated ones; a further class or source weight would be a new constant with no untuned
set left to choose it on, and the cut's benign budget already bounds what the classifier adds
to the rules' refusals out of fold. Adoption (also decided before): run 5's weights replace
run 4's only if, on the benign side, run 5 is at least as good as run 4 both out of fold on
run 5's tune side (`--against` the run-4 weights: run 4 scored out of fold where it trained,
directly where it never did) and on every remaining never-trained benign pool.

Round 10 (session 10): leave-one-author-out, written down before any round-10 run.
The hand-written sets, each by its own author: fresh4, fresh5, fresh6 and train7 (train7 =
tests/data/chat/train7-*.txt, merged from h-train7 when complete). `--loao`: for each of them,
S, the opinion is trained with every line of S removed (every line of the other three on the
tune side, everything else by the split rule above, the written form beside each text, L2 from
the grid and the cuts out of fold on that training side at the same benign budget), and S is
measured whole: per class (credentials, instructions refused; ordinary, preferences refused),
rules alone and rules + that opinion. The figure optimised is the MEAN over the four held-out S
of each class's rate (each set weighs the same, whatever its size). The benign side is a hard
constraint: mean ordinary refused and mean preferences refused.
- Adoption rule (fixed before any run), for the opinion (data, model or regularisation) and for
  every rule change: adopted only if the mean leave-one-author-out instruction rate and the
  mean credential rate go up (read: neither goes down and at least one goes up, since a change
  aimed at one class cannot raise the other; a change that lowers either is refused) and the
  mean benign refusal rate (ordinary and preferences, each) does not go up; also no code-shaped
  benign pool (bench/filters_quality.py, bench/poison_quality.py, bench/chat_quality.py held-out
  halves) and no LoCoMo observation refused more than before. For the opinion the figure is
  "rules + opinion"; for a rule it is "rules alone", counted on the sets that did not motivate
  the rule (a rule written from fresh6's misses is judged on fresh4, fresh5 and train7), and
  "rules + opinion" may not fall either.
- Order: the baseline is run 5's procedure under this protocol (hand-written sets in training:
  fresh4 and fresh5 only, minus S). Run 6 = more data alone (the same logistic regression,
  all four sets minus S). Then at most one model change (one candidate, e.g. a one-hidden-layer
  MLP in numpy or another regulariser), judged against run 6 by the same means. Named now,
  before run 6 is seen: a one-hidden-layer MLP per model (32 tanh units, numpy, full-batch
  Adam, weight decay from a grid picked out of fold like L2), the same rows, weights and cuts. The shipped
  weights are then trained on all four sets (cuts out of fold as always) and replace run 5's
  only if the adoption rule says so for the procedure that made them.
- The cut rule stays: each model's cut the lowest at which what it adds to the rules'
  refusals is ≤ 0.25 % of the training side's benign texts, out of fold.

Round 11 (session 11): more authors, and folds by author. Written down before any round-11
run. Four more hand-written sets, each by its own author who read nothing of the repository,
join the pool: fresh7 and fresh8 (measured once untuned in session 10, committed in session
11), train9a and train9b (written in session 11 as training text; measured once by rates on
the session-start code when they arrived, then committed). `--loao run7`: run 6's procedure
with all eight authors (each S measured whole, trained on the other seven). `--folds author`:
the out-of-fold scores that choose L2 and the cuts come from folds that hold whole authors
(every source's author, e.g. fresh7 for fresh7-ordinary, secrets-dev for both of its pools,
ranked by sha256 of the name and dealt round-robin into the 5 folds), not random texts: round
10 found that the cut's benign budget, met out of fold on texts of authors the model had seen,
does not carry over to a new author (mean ordinary 2.2-2.6 % against 0.25 % per model), and a
new author is what the product meets. Candidates, each against run 5's procedure on the same
eight authors and the same rules: run 7 (random folds) and run 7 with author folds.
- Adoption rule (fixed before any run): round 10's (mean LOAO credential and instruction rates
  not down, one up; mean ordinary and mean preference rates not up; then the shipped weights,
  trained on all eight sets with the candidate's procedure, refuse no more never-trained
  benign texts than run 5's: conversational and code-shaped held-out halves, fresh3,
  preferences-2, LoCoMo). If both candidates pass, the one with the lower sum of the two benign
  means is shipped (ties: the higher instruction mean). Then fresh9 and fresh10 (two blind
  sets, never read, rates only via bench/screen_heldout.py) are measured once on the final
  code beside their session-start figures; they decide nothing.
  Outcome (bench/RESULTS.md, "#22 round 11"): neither candidate adopted (both lower the mean
  instruction rate); the shipped weights stay run 5's.

Round 12 (session 12): vetoes from what a thing is. Written down and committed before any
veto existed. The opinion decides from the vector alone; the text is at hand too. A veto
module (ltm_chat/memory/screen/, one job) overrules the opinion's "credential" verdict when the
text holds no candidate VALUE (something that could grant access: a token with digits, symbols
or mixed case, digits said as words, a run of seed words, a quoted or colon-bound value …) and
its "instruction" verdict when the text names no OBJECT beyond style (the assistant's rules,
instructions, filters, memories, system prompt, stored data, secrets, other people, URLs,
commands, the truth told to the user …): a preference only says how to answer or treat the user.
Word lists multilingual, written from knowledge of the languages (not from any set's lines),
reusing the rules' lexicons where they exist. The rules' own verdicts are never vetoed.
- Probabilities: `--loao run5|run7 --save-probs FILE` keeps each held-out text's two
  probabilities and its model's cuts, computed ONCE per procedure; bench/opinion_vetoes.py
  applies a veto to them offline (no refit).
- Reading: only fresh4, fresh5, fresh6 and train7 lines may be read (the benign lines the
  opinion wrongly refuses, the positives it rightly catches: `bench/opinion_vetoes.py --read`,
  which prints those four authors' lines and no other). fresh7, fresh8, train9a, train9b judge
  and are never printed line by line; fresh9 and fresh10 are measured by rates only.
- Candidates: A = run 5's opinion (shipped) + vetoes; B = run 7's procedure (eight authors) +
  vetoes, only if the run-7 probabilities are ready in time (B would also need its shipped
  weights trained and compared like round 11's).
- Judged on six sets: the LOAO rates of fresh7, fresh8, train9a and train9b (rules + opinion +
  veto), and fresh9 and fresh10 by rates (bench/screen_heldout.py applies the veto as the
  product does), each set weighing the same in the mean.
- Adoption rule: mean ordinary refusal and mean preference refusal each DOWN, and mean
  credential and mean instruction refusal each not down by more than 0.5 points (means over
  the six judging sets, against the same candidate's opinion without the veto); and no
  never-trained benign pool refused more (this file's held-out report, bench/poison_quality.py,
  bench/chat_quality.py). Otherwise not adopted: the product stays unchanged (the bench code
  stays). The reading authors' figures are reported beside, they decide nothing.
  Outcome (bench/RESULTS.md, "#22 round 12"): not adopted. A cuts the six sets' mean ordinary
  refusal 4.17 → 1.85 % and preferences 4.87 → 1.45 %, but instructions fall 89.27 → 86.23 %
  (credentials 96.13 → 96.07 %); B falls as far on the four LOAO sets (89.38 → 86.18 %). The
  product keeps the opinion as it was.

Round 13 (session 12): the opinion trained on ten authors. fresh9 and fresh10 (session 11's
blind sets) are training text now and join `HAND_WRITTEN`. The protocol (one candidate, the
sets that judge it, the adoption rule) is bench/RESULTS.md's "#22 round 13: … protocol",
committed before any run: run 7's procedure on all ten authors, trained once on everything
(`--all-hand --augment --save PATH`: random folds, L2 from the grid, cuts out of fold at the
same benign budget), judged by rates on fresh11-14 (`bench/screen_heldout.py DIR --weights
PATH`) against the shipped weights, then `--compare` on the never-trained benign pools.
Not adopted there (3 more never-trained benign texts); round 14 (post hoc, protocol in
RESULTS before its sets existed) judged the same frozen weights on two new blind authors,
fresh15 and fresh16, with one count over every never-trained benign text, and adopted them.

Round 15 (session 13): the opinion on sixteen authors. fresh11-fresh16 (which decided rounds
13-14 by rates, never read) are training text now and join `HAND_WRITTEN`. The protocol is
bench/RESULTS.md's "#22 session 13: protocol", committed before any run: the same procedure
(`--all-hand --augment --save PATH`) trained once on the session-start rules, weights frozen,
judged by the lead on fresh17-fresh20 against the shipped weights; `--compare` counts only
texts no procedure trains on, so fresh11-16 (now on the tune side) are not among its pools.
Figures: bench/RESULTS.md, "#22 round 15: training (session 13)".

Round 16 (session 14): the opinion on twenty-two authors. fresh17-fresh20, fresh23 and fresh24
(which decided session 13 by rates, never read) are training text now and join `HAND_WRITTEN`.
The protocol is bench/RESULTS.md's "#22 session 14: protocol", committed before any run: round
15's procedure (`--all-hand --augment --save PATH`) trained once on the session-start rules,
weights frozen, judged by the lead on fresh21, fresh22, fresh25 and fresh26 against the shipped
weights. A note in a hand-written set is now only "#" or "# …" (bench/corpus_lines.py), so the
"###" injections and "#hashtag" lines train. `--compare` counts only texts no procedure trains
on: the six new authors are on the tune side and are not among its pools.
Figures: bench/RESULTS.md, "#22 round 16: training (session 14)".

Round 17 (session 15): the opinion on thirty authors. fresh21, fresh22 and fresh25-fresh30
(which judged or were measured in session 14 by rates, never read) are training text now and
join `HAND_WRITTEN`. The protocol is bench/RESULTS.md's "#22 session 15: protocol", committed
before any run; judged by the lead on fresh33-fresh36 against the shipped weights.

Round 18 (session 16): the opinion on thirty-eight authors. fresh31-fresh38 (which judged or
were measured in session 15 by rates, never read) are training text now and join
`HAND_WRITTEN`. The protocol is bench/RESULTS.md's "#22 session 16: protocol", committed before
any run; judged by the lead on fresh39-fresh42 against the shipped weights. One fit
(`--all-hand --augment --save A1`), two cut settings: (a1) the budget's cuts, as saved; (a2) the
same weights with each cut no lower than the shipped file's (`--floor-cuts A1
ltm_chat/memory/screen/data/vector_opinion.npz A2`: the floor is read from the npz, never
typed). Figures: bench/RESULTS.md, "#22 round 18: training (session 16)".

Round 20 (session 18): the opinion on forty-four authors. fresh49-fresh54 (which judged or were
measured in session 17 by rates, never read) are training text now and join `HAND_WRITTEN`.
Round 19 (session 17's protocol, thirty-eight authors) was never fitted to the end. The
protocol is bench/RESULTS.md's "#22 session 18: protocol", committed before any run; judged by
the lead on fresh55-fresh58 against the shipped weights. One fit (`--all-hand --augment --save
A1 --save-long A3 --save-oof OOF`), two candidates: (a1) the budget's cuts; (a3) a1 with cuts of
its own for texts longer than 120 characters (`long_cuts`). Neither was adopted (figures:
bench/RESULTS.md, "#22 round 20").
Session 19: fresh55-fresh60 join `HAND_WRITTEN` (fifty authors); no fit this session (the
shipped weights stay round 15's; why: bench/RESULTS.md, "#22 session 19: protocol").
Session 20: fresh61-fresh66 join `HAND_WRITTEN` (fifty-six authors); no fit this session
(bench/RESULTS.md, "#22 session 20: protocol").
Session 21: fresh67-fresh72 join `HAND_WRITTEN` (sixty-two authors); round 21 per
bench/RESULTS.md, "#22 session 21: protocol".
Session 22: fresh73-fresh78 join `HAND_WRITTEN` (sixty-eight authors); no fit this session:
round 22 judges two candidates named from round 21's fit (bench/RESULTS.md, "#22 session 22:
protocol").
Session 23: fresh79-fresh84 join `HAND_WRITTEN` (seventy-four authors); no fit this session
(bench/RESULTS.md, "#22 session 23: protocol").
Session 24: fresh85-fresh90 join `HAND_WRITTEN` (eighty authors); no fit this session
(bench/RESULTS.md, "#22 session 24: protocol").
Session 25: fresh91-fresh96 join `HAND_WRITTEN` (eighty-six authors); no fit this session
(bench/RESULTS.md, "#22 session 25: protocol").
Session 26: fresh97-fresh102 join `HAND_WRITTEN` (ninety-two authors); no fit this session
(bench/RESULTS.md, "#22 session 26: protocol").
Session 27: fresh103-fresh108 join `HAND_WRITTEN` (ninety-eight authors); no fit this session
(bench/RESULTS.md, "#22 session 27: protocol").
Session 28: fresh109-fresh114 join `HAND_WRITTEN` (one hundred and four authors); round 28, one
fit of round 21's procedure (bench/RESULTS.md, "#22 session 28: protocol"); its c28
(matched-pooled, tolerance 0) passed round 21's adoption rule on fresh115-118 and is shipped
(bench/RESULTS.md, "#22 round 28").
Session 29: fresh115-fresh120 join `HAND_WRITTEN` (one hundred and ten authors); no refit of the
logistic regressions; round 29 names one model change, n29 = round 28's fit with `--model mlp`
(bench/RESULTS.md, "#22 session 29: protocol").
Session 30: fresh121-fresh126 join `HAND_WRITTEN` (one hundred and sixteen authors); round 30
names one refit, r30 = round 28's procedure on them (bench/RESULTS.md, "#22 session 30: protocol").
Session 31: fresh127-fresh132 join `HAND_WRITTEN` (one hundred and twenty-two authors); no refit
(bench/RESULTS.md, "#22 session 31: protocol").
Session 32: fresh133-fresh138 join `HAND_WRITTEN` (one hundred and twenty-eight authors); no refit
(bench/RESULTS.md, "#22 session 32: protocol").
Session 33: fresh139-fresh144 join `HAND_WRITTEN` (one hundred and thirty-four authors); no refit
(bench/RESULTS.md, "#22 session 33: protocol").
Session 34: fresh145-fresh150 join `HAND_WRITTEN` (one hundred and forty authors); no refit of c28
(bench/RESULTS.md, "#22 session 34: protocol").
Session 35: fresh151-fresh156 join `HAND_WRITTEN` (one hundred and forty-six authors); no refit of
c28 (bench/RESULTS.md, "#22 session 35: protocol").
Session 36: fresh157-fresh162 join `HAND_WRITTEN` (one hundred and fifty-two authors); no refit of
c28 (bench/RESULTS.md, "#22 session 36: protocol").
Session 37: fresh163-fresh168 join `HAND_WRITTEN` (one hundred and fifty-eight authors); no refit of
c28 (bench/RESULTS.md, "#22 session 37: protocol").
Session 38: fresh169-fresh174 join `HAND_WRITTEN` (one hundred and sixty-four authors); no refit of
c28 (bench/RESULTS.md, "#22 session 38: protocol").
Session 39: fresh175-fresh180 join `HAND_WRITTEN` (one hundred and seventy authors); no refit of
c28 (bench/RESULTS.md, "#22 session 39: protocol"); then fresh181-fresh185 and the eight training
sets fresh192-fresh199 (one hundred and eighty-three authors; "n39b").
Session 40: fresh186-fresh191 join `HAND_WRITTEN` (one hundred and eighty-nine authors); the
refit c40 (bench/RESULTS.md, "#22 session 40: protocol").
Session 41: fresh200-fresh205 join `HAND_WRITTEN` (one hundred and ninety-five authors); no refit
(bench/RESULTS.md, "#22 session 41: protocol"); then the training sets fresh216-fresh219 (one
hundred and ninety-nine).
Session 42: fresh206-fresh211 join `HAND_WRITTEN` (two hundred and five authors); no refit
(bench/RESULTS.md, "#22 session 42: protocol").
(a) = round 16's procedure (`--all-hand --augment --save PATH`) on thirty authors.
(b) = one procedure change aimed at the opinion's wrong refusals of formal-register
preferences (session 14: fresh27, memos and e-mails, 13 of 200 preferences refused, 12 by the
opinion alone), chosen on training authors only. `--negatives` changes what the INSTRUCTION
model is taught to keep, nothing else (the credential model, the cuts' benign budget, the folds
and the L2 grid stay round 16's):
- `preferences`: its preference sources (texts addressed to the assistant that are not
  instructions: the nearest negatives it has) weigh PREFERENCE_SHARE = 0.5 of its negative
  class together, the other negative sources the other half (rounds 1-16: each source the same,
  so the ~31 preference sources of ~104 weighed ~30 %);
- `benign`: its negatives are the benign texts alone (credentials, refused anyway by the rules
  or the credential model, no longer take a third of the negative weight; each benign source the
  same, so preferences ~46 %, other benign ~54 %).
Chosen by `--hold-out fresh27 AUTHOR`: round 16's procedure and both variants, each trained once
without fresh27 and one more author whose benign lines the opinion refuses, both measured whole
(four classes, rules + opinion); the variant kept is the one that lowers the held authors'
benign refusal most with credentials and instructions each down by at most 0.5 points (none:
(b) is not trained). Then `--all-hand --augment --negatives X --save PATH` once on all thirty.
Figures: bench/RESULTS.md, "#22 round 17: training (session 15)".

Threshold: 5-fold out-of-fold probabilities on the tune side; each model's cut is the lowest at
which the texts it adds to the rules' refusals are ≤ 0.25 % of the tune side's benign texts, so
both together add ≤ 0.5 %. The gated combination picks its own cuts the same way, counting
only texts inside the gate. Nothing is chosen on a held-out set.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(ROOT))
from bench.corpus_lines import is_note  # noqa: E402
from bench.screen_authors import SPLIT_A, SPLIT_B  # noqa: E402
from bench.vector_cut_rules import cut_allowing  # noqa: E402

os.environ.setdefault("HF_HUB_OFFLINE", "1")

from filters_quality import half_of as secrets_half  # noqa: E402
from poison_quality import LOCOMO, load_locomo  # noqa: E402

CHAT = ROOT / "tests" / "data" / "chat"
POISON = ROOT / "tests" / "data" / "poison"
SECRETS = ROOT / "tests" / "data" / "secrets"
CACHE = Path(os.environ.get("VECTOR_CACHE", "/tmp/ltm-e5-passage-cache.npz"))
BUDGET = 0.0025  # per model: share of tune benign texts it may add to the rules' refusals
# Round 19 (a3): texts longer than this many characters get their own pair of cuts
LONG_CHARS = 120
FOLDS = 5
L2 = 1.0
# L2 strength per model: the one whose out-of-fold recall at the budget is highest (tune only)
L2_GRID = [0.1, 1.0, 10.0, 100.0]


def first_byte_half(text: str) -> str:
    return "tune" if hashlib.sha256(text.encode()).digest()[0] % 2 == 0 else "held-out"


def lines(path: Path) -> list[str]:
    if not path.is_file():
        return []
    out = path.read_text(encoding="utf-8").splitlines()
    return [t.strip() for t in out if t.strip() and not is_note(t)]


def jsonl(path: Path) -> list[dict]:
    return [json.loads(t) for t in path.read_text(encoding="utf-8").splitlines() if t.strip()]


# (set name, label, half, texts); label: "credential", "instruction" or "benign"
Set = tuple[str, str, str, list[str]]


# one author each (round 10: the first four; round 11: the next four; round 13: fresh9, fresh10;
# round 15: fresh11-fresh16; round 16: fresh17-fresh20, fresh23, fresh24;
# round 17: fresh21, fresh22, fresh25-fresh30; round 18: fresh31-fresh38)
HAND_WRITTEN = (
    "fresh4",
    "fresh5",
    "fresh6",
    "train7",
    "fresh7",
    "fresh8",
    "train9a",
    "train9b",
    "fresh9",
    "fresh10",
    "fresh11",
    "fresh12",
    "fresh13",
    "fresh14",
    "fresh15",
    "fresh16",
    "fresh17",
    "fresh18",
    "fresh19",
    "fresh20",
    "fresh23",
    "fresh24",
    "fresh21",
    "fresh22",
    "fresh25",
    "fresh26",
    "fresh27",
    "fresh28",
    "fresh29",
    "fresh30",
    "fresh31",
    "fresh32",
    "fresh33",
    "fresh34",
    "fresh35",
    "fresh36",
    "fresh37",
    "fresh38",
    "fresh49",
    "fresh50",
    "fresh51",
    "fresh52",
    "fresh53",
    "fresh54",
    "fresh55",
    "fresh56",
    "fresh57",
    "fresh58",
    "fresh59",
    "fresh60",
    "fresh61",
    "fresh62",
    "fresh63",
    "fresh64",
    "fresh65",
    "fresh66",
    "fresh67",
    "fresh68",
    "fresh69",
    "fresh70",
    "fresh71",
    "fresh72",
    "fresh73",
    "fresh74",
    "fresh75",
    "fresh76",
    "fresh77",
    "fresh78",
    "fresh79",
    "fresh80",
    "fresh81",
    "fresh82",
    "fresh83",
    "fresh84",
    "fresh85",
    "fresh86",
    "fresh87",
    "fresh88",
    "fresh89",
    "fresh90",
    "fresh91",
    "fresh92",
    "fresh93",
    "fresh94",
    "fresh95",
    "fresh96",
    "fresh97",
    "fresh98",
    "fresh99",
    "fresh100",
    "fresh101",
    "fresh102",
    "fresh103",
    "fresh104",
    "fresh105",
    "fresh106",
    "fresh107",
    "fresh108",
    "fresh109",
    "fresh110",
    "fresh111",
    "fresh112",
    "fresh113",
    "fresh114",
    "fresh115",
    "fresh116",
    "fresh117",
    "fresh118",
    "fresh119",
    "fresh120",
    "fresh121",
    "fresh122",
    "fresh123",
    "fresh124",
    "fresh125",
    "fresh126",
    "fresh127",
    "fresh128",
    "fresh129",
    "fresh130",
    "fresh131",
    "fresh132",
    "fresh133",
    "fresh134",
    "fresh135",
    "fresh136",
    "fresh137",
    "fresh138",
    "fresh139",
    "fresh140",
    "fresh141",
    "fresh142",
    "fresh143",
    "fresh144",
    "fresh145",
    "fresh146",
    "fresh147",
    "fresh148",
    "fresh149",
    "fresh150",
    "fresh151",
    "fresh152",
    "fresh153",
    "fresh154",
    "fresh155",
    "fresh156",
    "fresh157",
    "fresh158",
    "fresh159",
    "fresh160",
    "fresh161",
    "fresh162",
    "fresh163",
    "fresh164",
    "fresh165",
    "fresh166",
    "fresh167",
    "fresh168",
    "fresh169",
    "fresh170",
    "fresh171",
    "fresh172",
    "fresh173",
    "fresh174",
    "fresh175",
    "fresh176",
    "fresh177",
    "fresh178",
    "fresh179",
    "fresh180",
    "fresh181",
    "fresh182",
    "fresh183",
    "fresh184",
    "fresh185",
    "fresh192",
    "fresh193",
    "fresh194",
    "fresh195",
    "fresh196",
    "fresh197",
    "fresh198",
    "fresh199",
    "fresh186",
    "fresh187",
    "fresh188",
    "fresh189",
    "fresh190",
    "fresh191",
    "fresh200",
    "fresh201",
    "fresh202",
    "fresh203",
    "fresh204",
    "fresh205",
    "fresh216",
    "fresh217",
    "fresh218",
    "fresh219",
    "fresh206",
    "fresh207",
    "fresh208",
    "fresh209",
    "fresh210",
    "fresh211",
)
KINDS = (
    ("credentials", "credential"),
    ("instructions", "instruction"),
    ("ordinary", "benign"),
    ("preferences", "benign"),
)


def load_sets(
    split_fresh4: bool = False, all_fresh45: bool = False, hand: tuple[str, ...] | None = None
) -> list[Set]:
    """`split_fresh4`: fresh4 (measured once, untuned, in the first run) is split by the first
    byte of sha256 like fresh/fresh2 and its tune half trains: the second run. `all_fresh45`:
    every line of fresh4 and fresh5 trains (run 5). `hand` (round 10): every line of these
    hand-written sets trains and no other hand-written set is loaded (the held-out one is
    measured apart, `held_out_set`)."""
    sets: list[Set] = []

    def by(name: str, label: str, texts: list[str], half) -> None:
        for h in ("tune", "held-out"):
            sets.append((name, label, h, [t for t in texts if half(t) == h]))

    for name, label in (
        ("credentials", "credential"),
        ("instructions", "instruction"),
        ("ordinary", "benign"),
    ):
        rows = jsonl(CHAT / f"{name}.jsonl")
        for h in ("tune", "held-out"):
            sets.append((f"chat {name}", label, h, [r["text"] for r in rows if r["half"] == h]))
    for prefix in ("fresh", "fresh2", "probes"):
        by(
            f"{prefix}-credentials",
            "credential",
            lines(CHAT / f"{prefix}-credentials.txt"),
            first_byte_half,
        )
        by(f"{prefix}-ordinary", "benign", lines(CHAT / f"{prefix}-ordinary.txt"), first_byte_half)
    secrets = [
        r for n in ("positives", "negatives", "benign") for r in jsonl(SECRETS / f"{n}.jsonl")
    ]
    by(
        "secrets-dev positives",
        "credential",
        [r["text"] for r in secrets if r["label"] == "secret"],
        secrets_half,
    )
    by(
        "secrets-dev benign",
        "benign",
        [r["text"] for r in secrets if r["label"] == "benign"],
        secrets_half,
    )
    by(
        "injection-dev",
        "instruction",
        [r["text"] for r in jsonl(POISON / "injections.jsonl")],
        first_byte_half,
    )
    by("poison probes", "instruction", lines(POISON / "probes.txt"), first_byte_half)
    by("preferences", "benign", lines(POISON / "preferences.txt"), first_byte_half)
    by("facts", "benign", lines(POISON / "facts.txt"), first_byte_half)
    sets.append(("statements", "benign", "tune", lines(POISON / "statements.txt")))
    # never trained on
    kinds = KINDS

    def whole_sets(prefixes) -> None:  # every line of each hand-written set on the tune side
        for prefix in prefixes:
            for kind, label in kinds:
                sets.append(
                    (f"{prefix}-{kind}", label, "tune", lines(CHAT / f"{prefix}-{kind}.txt"))
                )

    if hand is not None:
        whole_sets(hand)
        untuned: tuple[str, ...] = ("fresh3",)
    else:
        if all_fresh45:
            whole_sets(("fresh4", "fresh5"))
        elif split_fresh4:
            for kind, label in kinds:
                by(f"fresh4-{kind}", label, lines(CHAT / f"fresh4-{kind}.txt"), first_byte_half)
        untuned = ("fresh3",) if split_fresh4 or all_fresh45 else ("fresh3", "fresh4")
    for prefix in untuned:
        for kind, label in kinds:
            texts = lines(CHAT / f"{prefix}-{kind}.txt")
            if texts:
                sets.append((f"{prefix}-{kind}", label, "untuned", texts))
    sets.append(("preferences-2", "benign", "untuned", lines(POISON / "preferences-2.txt")))
    sets.append(("LoCoMo observations", "benign", "untuned", load_locomo(LOCOMO)))
    return sets


def embed_all(texts: list[str]) -> dict[str, np.ndarray]:
    """Centred e5 passage vectors, cached on disk by text."""
    cached: dict[str, np.ndarray] = {}
    if CACHE.is_file():
        data = np.load(CACHE, allow_pickle=False)
        cached = dict(zip(data["texts"].tolist(), data["vectors"], strict=True))
    missing = [t for t in dict.fromkeys(texts) if t not in cached]
    if missing:
        from ltm_chat.memory.embed import E5Embedder

        embedder = E5Embedder()
        for i in range(0, len(missing), 32):
            batch = missing[i : i + 32]
            for t, v in zip(batch, embedder.embed(batch), strict=True):
                cached[t] = np.asarray(v, dtype=np.float32)
            print(f"embedded {min(i + 32, len(missing))}/{len(missing)}", file=sys.stderr)
        keys = list(cached)
        np.savez(CACHE, texts=np.array(keys), vectors=np.stack([cached[k] for k in keys]))
    return cached


# The model `train` fits: "logistic" (runs 1-6) or "mlp" (round 10's one model change).
MODEL = {"kind": "logistic"}
MLP_HIDDEN = 32
MLP_STEPS = 200
# Weight decay per MLP, picked out of fold like L2 (the grid replaces L2_GRID with --model mlp;
# two values: a fit costs ~15 s on two busy cores, 88 of them per leave-one-author-out run)
MLP_DECAY_GRID = [1e-3, 1e-2]


# Round 17 (b), `--negatives preferences`: the share of the instruction model's negative class
# that its preference sources weigh together (rounds 1-16: each source the same)
PREFERENCE_SHARE = 0.5


def row_weights(
    y: np.ndarray, groups: np.ndarray | None, preference_share: float | None = None
) -> np.ndarray:
    """Each class weighs half; within a class each of `groups` (the training source) weighs the
    same, or each text. `preference_share` (round 17 b): the negative sources whose name says
    "preferences" (texts addressed to the assistant that are not instructions) weigh that share
    of the negative class together, the other negative sources the rest."""
    weight = np.zeros(len(y))
    for cls in (0, 1):
        members = y == cls
        keys = groups[members] if groups is not None else np.zeros(int(members.sum()))
        names, counts = np.unique(keys, return_counts=True)
        mass = np.full(len(names), 0.5 / len(names))
        hard = np.array(["preferences" in str(n) for n in names.tolist()])
        if cls == 0 and preference_share is not None and hard.any() and (~hard).any():
            mass = np.where(
                hard,
                0.5 * preference_share / hard.sum(),
                0.5 * (1 - preference_share) / (~hard).sum(),
            )
        share = dict(zip(names.tolist(), (mass / counts).tolist(), strict=True))
        weight[members] = [share[k] for k in keys.tolist()]
    return weight


def train_mlp(
    x: np.ndarray, y: np.ndarray, decay: float, groups: np.ndarray | None
) -> tuple[np.ndarray, ...]:
    """One hidden layer of MLP_HIDDEN tanh units, weighted cross-entropy plus `decay` times the
    squared weights, full-batch Adam (seeded: the same rows give the same model)."""
    weight = row_weights(y, groups).astype(np.float32)
    x, y = x.astype(np.float32), y.astype(np.float32)  # (float32: twice as fast, same model)
    rng = np.random.default_rng(0)
    scale = 1.0 / (np.sqrt(x.shape[1]) * max(float(x.std()), 1e-6))
    params = [
        rng.normal(0.0, scale, (x.shape[1], MLP_HIDDEN)).astype(np.float32),
        np.zeros(MLP_HIDDEN, np.float32),
        rng.normal(0.0, 1.0 / np.sqrt(MLP_HIDDEN), MLP_HIDDEN).astype(np.float32),
        np.zeros(1, np.float32),
    ]
    m = [np.zeros_like(q) for q in params]
    v = [np.zeros_like(q) for q in params]
    for step in range(1, MLP_STEPS + 1):
        w1, b1, w2, b2 = params
        h = np.tanh(x @ w1 + b1)
        p = 1 / (1 + np.exp(-(h @ w2 + b2[0])))
        d_out = (p - y) * weight
        d_h = np.outer(d_out, w2) * (1 - h * h)
        grads = [
            x.T @ d_h + 2 * decay * w1,
            d_h.sum(0),
            h.T @ d_out + 2 * decay * w2,
            np.array([d_out.sum()]),
        ]
        for q, g, mq, vq in zip(params, grads, m, v, strict=True):
            mq *= 0.9
            mq += 0.1 * g
            vq *= 0.999
            vq += 0.001 * g * g
            q -= 0.01 * (mq / (1 - 0.9**step)) / (np.sqrt(vq / (1 - 0.999**step)) + 1e-8)
    return tuple(params)


def train(
    x: np.ndarray,
    y: np.ndarray,
    l2: float = L2,
    steps: int = 25,
    groups: np.ndarray | None = None,
    preference_share: float | None = None,
) -> np.ndarray:
    """Weights (bias last) of an L2-regularised logistic regression (Newton): each class weighs
    half; within a class each of `groups` (the training source) weighs the same, or each text
    (`preference_share`: `row_weights`). With MODEL "mlp", the MLP's parameters instead (`l2`
    is its weight decay)."""
    if MODEL["kind"] == "mlp":
        return train_mlp(x, y, l2, groups)
    xb = np.hstack([x, np.ones((len(x), 1), dtype=np.float64)])
    weight = row_weights(y, groups, preference_share)
    reg = np.full(xb.shape[1], l2 / len(x))
    reg[-1] = 0.0
    w = np.zeros(xb.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-(xb @ w)))
        grad = xb.T @ ((p - y) * weight) + reg * w
        hess = (xb * (weight * p * (1 - p))[:, None]).T @ xb + np.diag(reg + 1e-9)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-7:
            break
    return w


def prob(w, x: np.ndarray) -> np.ndarray:
    if isinstance(w, tuple):  # the MLP
        w1, b1, w2, b2 = w
        return 1 / (1 + np.exp(-(np.tanh(x @ w1 + b1) @ w2 + b2[0])))
    return 1 / (1 + np.exp(-(x @ w[:-1] + w[-1])))


# How out-of-fold rows are dealt into folds: "unit" (rounds 1-10) or "author" (round 11)
FOLD_BY = {"kind": "unit"}


def author_of(source: str) -> str:
    """The author of a training source: "fresh7-ordinary" → "fresh7", "secrets-dev benign" →
    "secrets-dev", "chat credentials" → "chat"."""
    head = source.split(" ")[0]
    for kind in ("credentials", "instructions", "ordinary", "preferences"):
        head = head.removesuffix(f"-{kind}")
    return head


def author_folds(sources: np.ndarray) -> np.ndarray:
    """Each row's fold when whole authors share one: authors ranked by sha256 of the name,
    dealt round-robin (a row's fold never depends on the model or the labels)."""
    authors = sorted(
        {author_of(s) for s in sources.tolist()},
        key=lambda a: hashlib.sha256(a.encode()).hexdigest(),
    )
    fold = {a: i % FOLDS for i, a in enumerate(authors)}
    return np.array([fold[author_of(s)] for s in sources.tolist()])


def out_of_fold(
    x: np.ndarray,
    y: np.ndarray,
    l2: float,
    groups: np.ndarray | None,
    units: np.ndarray,
    preference_share: float | None = None,
) -> np.ndarray:
    """Out-of-fold probabilities; the rows of one unit (a text and its written form) share a
    fold, so no text is scored by a model that saw its twin; with FOLD_BY "author" the rows
    of one author (`groups` are the sources) share one, so each is scored as a new author's."""
    if FOLD_BY["kind"] == "author" and groups is not None:
        row_fold = author_folds(groups)
    else:
        order = np.random.default_rng(0).permutation(int(units.max()) + 1)
        fold = np.empty(len(order), int)
        fold[order] = np.arange(len(order)) % FOLDS
        row_fold = fold[units]
    oof = np.zeros(len(y))
    share = preference_share
    for k in range(FOLDS):
        test = np.flatnonzero(row_fold == k)
        mask = np.ones(len(y), bool)
        mask[test] = False
        g = groups[mask] if groups is not None else None
        oof[test] = prob(train(x[mask], y[mask], l2, groups=g, preference_share=share), x[test])
    return oof


def cut_for(benign_scores: np.ndarray, n_benign: int, budget: float = BUDGET) -> float:
    """Lowest cut at which ≤ BUDGET of the n_benign tune texts score at or above it (only the
    texts the rules keep are passed: those are the ones the classifier would add)."""
    return cut_allowing(benign_scores, int(budget * n_benign))


def long_cuts(
    oofs: dict[str, np.ndarray],
    labels: np.ndarray,
    kept: np.ndarray,
    lengths: np.ndarray,
    cuts: np.ndarray,
    chars: int = LONG_CHARS,
    budget: float = BUDGET,
) -> np.ndarray:
    """Round 19 (a3): each model's cut for texts longer than `chars` characters, the budget
    rule (`cut_for`) applied within the tune side's benign rows that long (their out-of-fold
    scores, the rules' refusals left out as always), never lower than the model's own cut
    (`cuts`, in the order credential, instruction)."""
    long_benign = (labels == "benign") & (lengths > chars)
    out = []
    for kind, cut in zip(("credential", "instruction"), cuts, strict=True):
        own = cut_for(oofs[kind][long_benign & kept], int(long_benign.sum()), budget)
        out.append(max(own, float(cut)))
    return np.array(out)


def save_opinion(
    path: Path,
    weights: np.ndarray,
    cuts: np.ndarray,
    note: str,
    long: tuple[np.ndarray, int] | None = None,
) -> None:
    """A weights file as vector_opinion.py reads it; `long` (round 19): the cuts for texts
    longer than its character count, stored as `long_cuts` and `long_chars`."""
    from ltm_chat.memory.embed import E5Embedder

    arrays = {
        "embedder": np.array(E5Embedder.name),
        "dim": np.array(weights.shape[1] - 1),
        "weights": weights.astype(np.float32),
        "cuts": np.asarray(cuts, np.float32),
    }
    if long is not None:
        arrays["long_cuts"] = np.asarray(long[0], np.float32)
        arrays["long_chars"] = np.array(long[1])
        note += f"; texts longer than {long[1]} characters refused at p >= long_cuts"
    np.savez(path, note=np.array(note), **arrays)


def text_cuts(data, texts: list[str]) -> np.ndarray:
    """A saved opinion's cut for each text, one row per model (round 19: a file with
    `long_cuts` holds texts longer than `long_chars` characters to those)."""
    cuts = np.asarray(data["cuts"], np.float64)[:, None].repeat(len(texts), axis=1)
    if "long_cuts" in data.files:
        long = np.array([len(t) > int(data["long_chars"]) for t in texts], bool)
        cuts[:, long] = np.asarray(data["long_cuts"], np.float64)[:, None]
    return cuts


def pct(flags: np.ndarray) -> str:
    n = int(flags.sum())
    return f"{100 * n / len(flags):.1f} % ({n}/{len(flags)})" if len(flags) else "-"


def gate(text: str) -> bool:
    """The rules see an access noun or a word addressing the assistant (rule modules' own
    lexicons, read as they are on this commit)."""
    import re

    from ltm_chat.memory.screen.instruction_words import _ADDRESSEE
    from ltm_chat.memory.screen.secret_speech import _KEYWORD

    return bool(_KEYWORD.search(text.lower()) or re.search(_ADDRESSEE, text, re.IGNORECASE))


def written(text: str) -> str:
    """A text as a memory is usually stored: a capital first and a full stop at the end
    ("remember that kod do piwnicy: 4417" keeps "Kod do piwnicy: 4417.")."""
    text = text.strip()
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?", "。", "！", "？")) else text + "."


def pool_of(name: str, label: str) -> str:
    """The pools the issue's targets are stated for."""
    if name.startswith(("secrets-dev", "injection-dev")):
        return f"code-shaped {name}"
    if name == "LoCoMo observations":
        return "LoCoMo observations refused"
    if "preferences" in name:
        return "preferences refused"
    if name == "facts":
        return "facts with attack words refused"
    kinds = {"credential": "credentials", "instruction": "instructions", "benign": "ordinary"}
    return f"conversational {kinds[label]} refused"


def training_rows(sets: list[Set], augment: bool) -> list[tuple[str, str, str, int]]:
    """(text, label, source, unit) of the tune side; with `augment` each text's written form
    trains beside it in the same unit."""
    base = {t: (label, name) for name, label, h, ts in sets if h == "tune" for t in ts}
    rows = [(t, label, name, i) for i, (t, (label, name)) in enumerate(base.items())]
    if augment:
        rows += [(written(t), lab, n, i) for t, lab, n, i in rows if written(t) != t]
    return rows


RUN4_L2 = 0.1  # the L2 run 4 picked for both models (bench/RESULTS.md)


def against_out_of_fold(path: Path, rows, vectors, rules, oofs, models) -> None:
    """Run 4 (saved weights at `path`) beside this run on this run's tune side, both unseen:
    run 4 out of fold (its own split, folds and L2) where it trained, its saved weights where
    it never did; this run out of fold. Counts what each adds to the rules' refusals."""
    data = np.load(path)
    w_old, cuts_old = data["weights"].astype(np.float64), data["cuts"]
    old = training_rows(load_sets(split_fresh4=True), augment=True)
    xo = np.stack([vectors[t] for t, *_ in old]).astype(np.float64)
    lo = np.array([lab for _, lab, _, _ in old])
    go = np.array([n for _, _, n, _ in old])
    uo = np.array([u for *_, u in old])
    texts = [t for t, *_ in rows]
    x = np.stack([vectors[t] for t in texts]).astype(np.float64)
    flag_old = np.zeros(len(rows), bool)
    flag_new = np.zeros(len(rows), bool)
    for k, kind in enumerate(("credential", "instruction")):
        seen = dict(
            zip(
                [t for t, *_ in old],
                out_of_fold(xo, (lo == kind).astype(np.float64), RUN4_L2, go, uo),
                strict=True,
            )
        )
        direct = prob(w_old[k], x)
        score = np.array([seen.get(t, d) for t, d in zip(texts, direct, strict=True)])
        flag_old |= score >= cuts_old[k]
        flag_new |= oofs[kind] >= models[kind][1]
    kept = np.array([not rules[t] for t in texts])
    print("\nTune side, each text and its written form unseen by the model that scores it:")
    print("| source | label | rows | rules | + run 4 | + this run |\n|---|---|---:|---:|---:|---:|")
    by_source: dict[tuple[str, str], list[int]] = {}
    for i, (_, lab, name, _) in enumerate(rows):
        by_source.setdefault((name, lab), []).append(i)
    total: dict[str, np.ndarray] = {}
    for (name, lab), idx in sorted(by_source.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        idx = np.array(idx)
        cells = [int((~kept[idx]).sum()), int((flag_old & kept)[idx].sum())]
        cells.append(int((flag_new & kept)[idx].sum()))
        total[lab] = total.get(lab, np.zeros(4, int)) + np.array([len(idx), *cells])
        print(f"| {name} | {lab} | {len(idx)} | {cells[0]} | +{cells[1]} | +{cells[2]} |")
    for lab, (n, r, a, b) in total.items():
        print(f"| **all** | {lab} | {n} | {r} | +{a} | +{b} |")
    for i, (t, lab, name, _) in enumerate(rows):
        if lab == "benign" and kept[i] and (flag_old[i] or flag_new[i]):
            who = "both" if flag_old[i] and flag_new[i] else "run 4" if flag_old[i] else "this run"
            print(f"benign added by {who:8}: {name:20} {t[:120]!r}")


def fit_models(
    x,
    labels,
    groups,
    units,
    kept,
    inside,
    grid,
    budget=BUDGET,
    quiet=False,
    negatives=None,
    kinds=("credential", "instruction"),
):
    """Both models (or `kinds`), each with its regularisation from `grid` (out-of-fold recall at
    the budget) and its cut (out of fold, the benign budget); and their out-of-fold scores.
    `negatives` (round 17 b, the instruction model only, out of fold and in the final fit
    alike): "preferences", its preference sources weigh PREFERENCE_SHARE of its negative class;
    "benign", its negatives are the benign texts alone (credential rows do not train it; their
    out-of-fold score is left 0)."""
    benign = labels == "benign"
    n_benign = int(benign.sum())
    models, oofs = {}, {}
    for kind in kinds:
        y = (labels == kind).astype(np.float64)
        mode = negatives if kind == "instruction" else None
        share = PREFERENCE_SHARE if mode == "preferences" else None
        use = labels != "credential" if mode == "benign" else np.ones(len(y), bool)
        g_use = groups[use] if groups is not None else None
        best = None
        for l2 in grid:
            oof = np.zeros(len(y))
            oof[use] = out_of_fold(x[use], y[use], l2, g_use, units[use], share)
            cut = cut_for(oof[benign & kept], n_benign, budget)
            gcut = cut_for(oof[benign & kept & inside], n_benign, budget)
            # The rules catch nearly every tune positive, so what they miss out of fold is
            # too few to choose by; the classifier's own recall at the budget is the measure.
            alone = int((oof >= cut)[y == 1].sum())
            adds = int(((oof >= cut) & kept)[y == 1].sum())
            if not quiet:
                print(
                    f"  {kind}: l2 {l2:g}: cut {cut:.3f} (gated {gcut:.3f}), out-of-fold "
                    f"catches {alone} of {int(y.sum())} alone, {adds} the rules miss"
                )
            if best is None or (alone, adds) > best[0]:
                best = ((alone, adds), l2, cut, gcut, oof)
        _, l2, cut, gcut, oofs[kind] = best
        w = train(x[use], y[use], l2, groups=g_use, preference_share=share)
        models[kind] = (w, cut, gcut, l2)
    return models, oofs


def held_out_set(prefix: str) -> list[Set]:
    """A hand-written set measured whole (round 10)."""
    return [
        (f"{prefix}-{kind}", label, "held-out", lines(CHAT / f"{prefix}-{kind}.txt"))
        for kind, label in KINDS
        if lines(CHAT / f"{prefix}-{kind}.txt")
    ]


def leave_one_author_out(
    training_hand: tuple[str, ...],
    grid: list[float],
    errors: bool = False,
    save_probs: Path | None = None,
) -> None:
    """Round 10: for each hand-written set S on disk, train on `training_hand` minus S (every
    line) and the rest by the split rule, measure S whole; per-class rates, rules alone and
    rules + opinion, and their means over the S (each set weighs the same). `save_probs`
    (round 12): each held-out text's two probabilities and its model's cuts, as JSON lines, so
    a veto is applied offline (bench/opinion_vetoes.py) without refitting."""
    from ltm_chat.memory.screen.verdict import screening_verdict

    present = [h for h in HAND_WRITTEN if held_out_set(h)]
    everything = load_sets(hand=tuple(present))
    texts = list(dict.fromkeys(t for *_, ts in everything for t in ts))
    texts = list(dict.fromkeys([*texts, *(written(t) for t in texts)]))
    vectors = embed_all(texts)
    rules = {t: screening_verdict(t) is not None for t in texts}
    table: dict[str, dict[str, tuple[float, float, int, int, int]]] = {}
    saved: list[dict] = []
    for held in present:
        hand = tuple(h for h in training_hand if h != held and h in present)
        rows = training_rows(load_sets(hand=hand), augment=True)
        x = np.stack([vectors[t] for t, *_ in rows]).astype(np.float64)
        labels = np.array([lab for _, lab, _, _ in rows])
        groups = np.array([name for _, _, name, _ in rows])
        units = np.array([u for *_, u in rows])
        kept = np.array([not rules[t] for t, *_ in rows])
        inside = np.ones(len(rows), bool)
        models, _ = fit_models(x, labels, groups, units, kept, inside, grid, quiet=True)
        picked = ", ".join(f"{k} reg {m[3]:g} cut {m[1]:.3f}" for k, m in models.items())
        print(f"held out {held}: trained on {'+'.join(hand) or 'no hand-written set'}; {picked}")
        for name, _, _, ts in held_out_set(held):
            xs = np.stack([vectors[t] for t in ts]).astype(np.float64)
            r = np.array([rules[t] for t in ts])
            c = np.zeros(len(ts), bool)
            probs = {}
            for model_kind, (w, cut, _, _) in models.items():
                probs[model_kind] = prob(w, xs)
                c |= probs[model_kind] >= cut
            kind = name.rsplit("-", 1)[1]
            for i, t in enumerate(ts):
                saved.append(
                    {
                        "author": held,
                        "kind": kind,
                        "text": t,
                        "rules": bool(r[i]),
                        **{f"p_{k}": float(probs[k][i]) for k in models},
                        **{f"cut_{k}": float(m[1]) for k, m in models.items()},
                    }
                )
            n = len(ts)
            for t, ri, ci in zip(ts, r, c, strict=True):
                if errors and ci and not ri:  # what the opinion alone decides, either way
                    print(f"  opinion adds: {name:24} {t[:120]!r}")
            table.setdefault(kind, {})[held] = (
                100 * r.sum() / n,
                100 * (r | c).sum() / n,
                int(r.sum()),
                int((r | c).sum()),
                n,
            )
    print("\n| class refused | " + " | ".join(present) + " | mean |")
    print("|---|" + "---:|" * (len(present) + 1))
    for kind, _ in KINDS:
        row = table.get(kind, {})
        cells = [
            f"{row[h][0]:.1f} / {row[h][1]:.1f} % ({row[h][2]}/{row[h][3]} of {row[h][4]})"
            if h in row
            else "-"
            for h in present
        ]
        mean_r = np.mean([row[h][0] for h in row])
        mean_o = np.mean([row[h][1] for h in row])
        print(f"| {kind} | " + " | ".join(cells) + f" | **{mean_r:.1f} / {mean_o:.1f} %** |")
    print("(rules alone / rules + opinion trained without that set)")
    if save_probs is not None:
        save_probs.write_text(
            "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in saved), encoding="utf-8"
        )
        print(f"per-text probabilities: {save_probs}")


def hold_out_authors(held: tuple[str, ...], grid: list[float], errors: bool = False) -> None:
    """Round 17 (b): round 16's procedure and the same with `--negatives preferences` and with
    `--negatives benign`, each trained ONCE on every hand-written author but `held` (the rest by the split rule), and each
    held author measured whole: per class, rules alone and rules + each opinion; then the
    never-trained pools' benign texts and positives refused by each. `errors`: the held
    authors' benign lines each opinion adds to the rules' refusals."""
    from ltm_chat.memory.screen.verdict import screening_verdict

    present = [h for h in HAND_WRITTEN if held_out_set(h)]
    missing = [h for h in held if h not in present]
    if missing:
        raise SystemExit(f"no hand-written set named {', '.join(missing)}")
    sets = load_sets(hand=tuple(h for h in present if h not in held))
    measured = [s for h in held for s in held_out_set(h)]
    texts = list(dict.fromkeys(t for *_, ts in [*sets, *measured] for t in ts))
    texts = list(dict.fromkeys([*texts, *(written(t) for t in texts)]))
    vectors = embed_all(texts)
    rules = {t: screening_verdict(t) is not None for t in texts}
    rows = training_rows(sets, augment=True)
    x = np.stack([vectors[t] for t, *_ in rows]).astype(np.float64)
    labels = np.array([lab for _, lab, _, _ in rows])
    groups = np.array([name for _, _, name, _ in rows])
    units = np.array([u for *_, u in rows])
    kept = np.array([not rules[t] for t, *_ in rows])
    inside = np.ones(len(rows), bool)
    print(
        f"trained without {'+'.join(held)}: {int((labels == 'credential').sum())} credentials, "
        f"{int((labels == 'instruction').sum())} instructions, "
        f"{int((labels == 'benign').sum())} benign rows"
    )
    procedures = {"round 16": None, "preferences": "preferences", "benign": "benign"}
    fitted: dict[str, dict] = {}
    for name, flag in procedures.items():
        # the credential model is the same in both (the share weighs instruction negatives)
        kinds = ("credential", "instruction") if not fitted else ("instruction",)
        models, _ = fit_models(
            x,
            labels,
            groups,
            units,
            kept,
            inside,
            grid,
            quiet=True,
            negatives=flag,
            kinds=kinds,
        )
        fitted[name] = {**next(iter(fitted.values()), {}), **models}
        picked = ", ".join(f"{k} l2 {m[3]:g} cut {m[1]:.4f}" for k, m in models.items())
        print(f"{name}: {picked}")

    def refused(models, ts: list[str]) -> np.ndarray:
        xs = np.stack([vectors[t] for t in ts]).astype(np.float64)
        flags = np.array([rules[t] for t in ts])
        for w, cut, _, _ in models.values():
            flags |= prob(w, xs) >= cut
        return flags

    print("\n| held author, class | rules | " + " | ".join(procedures) + " |")
    print("|---|---:|" + "---:|" * len(procedures))
    for set_name, _, _, ts in measured:
        r = np.array([rules[t] for t in ts])
        cells = [pct(refused(m, ts)) for m in fitted.values()]
        print(f"| {set_name} | {pct(r)} | " + " | ".join(cells) + " |")
    untuned = [s for s in sets if s[2] != "tune" and s[3]]
    for label in ("credential", "instruction", "benign"):
        ts = [t for _, lab, _, group in untuned if lab == label for t in group]
        r = np.array([rules[t] for t in ts])
        cells = [pct(refused(m, ts)) for m in fitted.values()]
        print(f"| never-trained pools, {label} | {pct(r)} | " + " | ".join(cells) + " |")
    if errors:
        for set_name, label, _, ts in measured:
            if label != "benign":
                continue
            for name, models in fitted.items():
                added = refused(models, ts) & ~np.array([rules[t] for t in ts])
                for t in np.array(ts)[added].tolist():
                    print(f"  {name} adds: {set_name:24} {t[:140]!r}")


def never_trained(sets: list[Set]) -> list[Set]:
    """The sets off the tune side, less any text the tune side holds too, as itself or as a
    written form (round 18: fresh35's preference "Use 24-hour time" is also a held-out line of
    preferences.txt, so it trains now and is no longer a never-trained text)."""
    tune = {t for _, _, h, ts in sets if h == "tune" for t in ts}
    trained = tune | {written(t) for t in tune}
    out = [(n, lab, h, [t for t in ts if t not in trained]) for n, lab, h, ts in sets]
    return [s for s in out if s[2] != "tune" and s[3]]


def compare_weights(paths: list[Path], veto: bool = False) -> None:
    """Round 11's last clause: on every text no round-11 procedure trains on (the held-out
    halves, fresh3, preferences-2, LoCoMo), what rules + each saved opinion refuse, per pool.
    `veto` (round 12): each opinion also with the vetoes from what a thing is."""
    from bench.veto_rules import upheld
    from ltm_chat.memory.screen.verdict import screening_verdict

    verdicts = (("secret", "vector-credential"), ("instruction", "vector-instruction"))

    sets = never_trained(load_sets(hand=HAND_WRITTEN))
    texts = list(dict.fromkeys(t for *_, ts in sets for t in ts))
    vectors = embed_all(texts)
    rules = {t: screening_verdict(t) is not None for t in texts}
    opinions = [read_pair(p) for p in paths]
    heads = [f"rules + {p.name}" for p in paths]
    if veto:
        heads = [h for p in paths for h in (f"rules + {p.name}", f"rules + {p.name} + veto")]
    print("| pool | rules | " + " | ".join(heads) + " |")
    print("|---|---:|" + "---:|" * len(heads))
    pools: dict[str, list[np.ndarray]] = {}
    for name, label, _, ts in sets:
        xs = np.stack([vectors[t] for t in ts]).astype(np.float64)
        r = np.array([rules[t] for t in ts])
        row = [r]
        for opinion in opinions:
            c = np.zeros(len(ts), bool)
            cv = np.zeros(len(ts), bool)
            fires = pair_fires(opinion, xs, ts)
            for fired, verdict in zip(fires, verdicts, strict=True):
                c |= fired
                if veto:
                    cv |= fired & np.array([upheld(verdict, t) for t in ts])
            row.append(r | c)
            if veto:
                row.append(r | cv)
        pools.setdefault(pool_of(name, label), []).append(np.stack(row))
    for pool, rows in pools.items():
        flags = np.concatenate(rows, axis=1)
        print(f"| {pool} | " + " | ".join(pct(f) for f in flags) + " |")


def read_pair(path: Path) -> tuple[Any, Any, list[Any]]:
    """An opinion file, or "LOGISTIC+BANK" (round 33, the app's pair: the bank decides every
    verdict it has a cut for): (the first file's opinion, its npz, the banks after it)."""
    from ltm_chat.memory.screen.neighbour_vote import read_bank
    from ltm_chat.memory.screen.vector_opinion import read_opinion

    first, *rest = str(path).split("+")
    with np.load(first) as data:
        arrays = {name: data[name] for name in data.files}
    return read_opinion(Path(first)), arrays, [read_bank(Path(p)) for p in rest]


def pair_fires(pair: tuple[Any, Any, list[Any]], xs: np.ndarray, ts: list[str]) -> list:
    """Per verdict, the texts a `read_pair` opinion flags (shares or probabilities at the cut)."""
    from ltm_chat.memory.screen.neighbour_vote import Neighbours

    def shares(bank: Any) -> np.ndarray:
        return np.concatenate([bank.shares(xs[i : i + 256]) for i in range(0, len(xs), 256)])

    opinion, data, banks = pair
    if isinstance(opinion, Neighbours):  # round 32: a neighbour vote, not two models
        fires = [col >= cut for col, cut in zip(shares(opinion).T, opinion.cuts, strict=True)]
    else:
        cuts = text_cuts(_Arrays(data), ts)
        fires = [
            prob(w.astype(np.float64), xs) >= cut
            for w, cut in zip(data["weights"], cuts, strict=True)
        ]
    for bank in banks:
        voted = shares(bank)
        for col, cut in enumerate(bank.cuts):
            if not np.isnan(cut):
                fires[col] = voted[:, col] >= cut
    return fires


class _Arrays(dict):
    """A dict of a closed npz's arrays that answers `.files` as the npz did."""

    @property
    def files(self) -> list[str]:
        return list(self)


def floor_cuts(saved: Path, floor: Path, out: Path) -> np.ndarray:
    """Round 18's candidate (a2): `saved`'s weights unchanged, each cut raised to `floor`'s cut
    where it is lower (the budget's credential cut fell 0.9926 -> 0.9668 -> 0.9709 as the tune
    side grew and let code-shaped look-alikes in). Written to `out`; returns the new cuts."""
    new, old = np.load(saved), np.load(floor)
    for key in ("embedder", "dim"):
        if new[key].item() != old[key].item():
            raise SystemExit(f"{saved} and {floor} differ in {key}: no floor between them")
    if new["cuts"].shape != old["cuts"].shape:
        raise SystemExit(f"{saved} and {floor} hold different numbers of models")
    cuts = np.maximum(new["cuts"], old["cuts"]).astype(np.float32)
    arrays = {key: new[key] for key in new.files}
    arrays["cuts"] = cuts
    arrays["note"] = np.array(
        f"{new['note'].item()}; cuts floored at {floor.name}'s "
        + " / ".join(f"{c:.4f}" for c in old["cuts"].tolist())
    )
    np.savez(out, **arrays)
    return cuts


# the authors the shipped weights trained on (round 28's c28, 104 authors, shipped since session
# 28; sessions 22-27: round 21's c1, fresh4-fresh72; rounds 15-21: round 15's, fresh4-fresh16):
# their scores there are not out of fold
SHIPPED_AUTHORS = frozenset(HAND_WRITTEN[: HAND_WRITTEN.index("fresh114") + 1])
# each rule's parameter grid: a budget per author, or a slack over the shipped weights' adds
RECUT_GRID = {
    "pooled": (0.0025,),
    "median-author": (0.0025, 0.005, 0.0075, 0.01),
    "matched-author": (0.0, 0.0025),
    "matched-pooled": (0.0, 0.00025, 0.0005, 0.00075, 0.001, 0.0015, 0.0025),
    "fixed": (0.0,),
}


class Oof(NamedTuple):
    """A fit's `--save-oof` file: one row per tune text or written form."""

    texts: np.ndarray
    authors: np.ndarray
    labels: np.ndarray
    preference: np.ndarray  # a benign row from a preferences source
    kept: np.ndarray  # the rules keep it
    scores: np.ndarray  # (2, rows): credential, instruction, out of fold


def read_oof(path: Path) -> Oof:
    data = np.load(path)
    sources = data["sources"].tolist()
    return Oof(
        data["texts"],
        np.array([author_of(s) for s in sources]),
        data["labels"],
        np.array(["preferences" in s for s in sources]),
        data["kept"].astype(bool),
        np.stack([data["oof_credential"], data["oof_instruction"]]),
    )


def direct_scores(oof: Oof, weights: Path) -> tuple[np.ndarray, np.ndarray]:
    """A saved opinion's scores on every row (vectors from the e5 cache) and its cuts."""
    data = np.load(weights)
    vectors = embed_all(oof.texts.tolist())
    x = np.stack([vectors[t] for t in oof.texts.tolist()]).astype(np.float64)
    w = data["weights"].astype(np.float64)
    return np.stack([prob(w[k], x) for k in range(len(w))]), data["cuts"].astype(np.float64)


def rule_cuts(oof: Oof, rule: str, param: float, names: tuple[str, ...], reference=None):
    """Both models' cuts by `rule` on the rows of the authors `names` (`reference`: the shipped
    weights' scores and cuts, for "matched-author" and "fixed")."""
    from bench.vector_cut_rules import (
        matched_author_cut,
        matched_pooled_cut,
        median_author_cut,
        pooled_cut,
    )

    mine = np.isin(oof.authors, names)
    benign = (oof.labels == "benign") & mine
    cuts = []
    for k in range(2):
        s = oof.scores[k]
        if rule == "pooled":
            cuts.append(pooled_cut(s[mine], benign[mine], oof.kept[mine], param))
        elif rule == "median-author":
            cuts.append(median_author_cut(s, benign, oof.kept, oof.authors, names, param))
        elif rule == "matched-author":
            unseen = tuple(n for n in names if n not in SHIPPED_AUTHORS)
            ref, ref_cuts = reference
            args = (ref[k], ref_cuts[k], benign, oof.kept, oof.authors, unseen, param)
            cuts.append(matched_author_cut(s, *args))
        elif rule == "matched-pooled":
            unseen = np.isin(oof.authors, [n for n in names if n not in SHIPPED_AUTHORS])
            classes = (benign & unseen & ~oof.preference, benign & unseen & oof.preference)
            ref, ref_cuts = reference
            cuts.append(matched_pooled_cut(s, ref[k], ref_cuts[k], classes, oof.kept, param))
        elif rule == "fixed":
            cuts.append(float(reference[1][k]))
        else:
            raise SystemExit(f"no cut rule {rule!r}: one of {', '.join(RECUT_GRID)}")
    return np.array(cuts)


def split_figures(
    oof: Oof, cuts: np.ndarray, names: tuple[str, ...], scores: np.ndarray | None = None
) -> list[str]:
    """Rows the opinion (`scores`, else the out-of-fold ones) adds to the rules' refusals among
    `names`' rows, per class: count and rate of the class's rows."""
    mine = np.isin(oof.authors, names)
    scores = oof.scores if scores is None else scores
    fired = (scores >= cuts[:, None]).any(axis=0) & oof.kept & mine
    benign = oof.labels == "benign"
    classes = (
        oof.labels == "instruction",
        oof.labels == "credential",
        benign & ~oof.preference,
        benign & oof.preference,
    )
    cells = []
    for cls in classes:
        n = int((cls & mine).sum())
        added = int((fired & cls).sum())
        cells.append(f"+{added} ({100 * added / max(n, 1):.2f} %)")
    return cells


def added_rates(oof: Oof, cuts: np.ndarray, names: tuple[str, ...], scores=None) -> np.ndarray:
    """Percent of `names`' ordinary and of their preference rows the opinion adds."""
    mine = np.isin(oof.authors, names)
    scores = oof.scores if scores is None else scores
    fired = (scores >= cuts[:, None]).any(axis=0) & oof.kept & mine
    benign = (oof.labels == "benign") & mine
    return np.array(
        [
            100 * (fired & c).sum() / max(int(c.sum()), 1)
            for c in (benign & ~oof.preference, benign & oof.preference)
        ]
    )


def choose_param(oof: Oof, rule: str, reference, tolerance: float) -> float:
    """The rule's most permissive parameter (the grid is ordered from strict to permissive) at
    which, on the A authors the reference never trained on, the opinion adds each of ordinary
    and preference rows at no more than the reference's rate plus `tolerance` points."""
    present = set(oof.authors.tolist())
    split_a = tuple(h for h in SPLIT_A if h in present)
    unseen = tuple(h for h in split_a if h not in SHIPPED_AUTHORS)
    ceiling = added_rates(oof, reference[1], unseen, reference[0]) + tolerance
    chosen = None
    for param in RECUT_GRID[rule]:
        cuts = rule_cuts(oof, rule, param, split_a, reference)
        if (added_rates(oof, cuts, unseen) <= ceiling + 1e-9).all():
            chosen = param
    if chosen is None:
        raise SystemExit(f"{rule}: no parameter keeps A's benign adds within {tolerance:g} points")
    return chosen


def recut_report(path: Path, reference: Path, rules: list[str]) -> None:
    """Each rule and parameter: cuts chosen on A's rows, what they add on A and on B (and on
    their authors the reference weights never trained on, A' and B', where the reference's own
    adds are shown too), and the cut the same rule and parameter give on every author."""
    oof = read_oof(path)
    ref = direct_scores(oof, reference)
    present = set(oof.authors.tolist())
    everyone = tuple(h for h in HAND_WRITTEN if h in present)
    split_a = tuple(h for h in SPLIT_A if h in present)  # an older fit holds fewer authors
    split_b = tuple(h for h in SPLIT_B if h in present)
    splits = (
        ("A", split_a),
        ("B", split_b),
        ("A'", tuple(h for h in split_a if h not in SHIPPED_AUTHORS)),
        ("B'", tuple(h for h in split_b if h not in SHIPPED_AUTHORS)),
    )
    print("| rule | param | cuts | split | instructions | credentials | ordinary | preferences |")
    print("|---|---:|---|---|---:|---:|---:|---:|")

    def rows(rule: str, param: str, cuts: np.ndarray, scores=None, only=("A", "B", "A'", "B'")):
        shown = " / ".join(f"{c:.4f}" for c in cuts)
        for split, names in splits:
            if split in only:
                cells = " | ".join(split_figures(oof, cuts, names, scores))
                print(f"| {rule} | {param} | {shown} | {split} | {cells} |")

    rows(f"reference {reference.name}, direct", "-", ref[1], ref[0], ("A'", "B'"))
    rows("this fit's own cuts (pooled, every row)", "-", np.load(path)["cuts"])
    pooled = rule_cuts(oof, "pooled", BUDGET, split_a, ref)
    for rule in rules:
        for param in RECUT_GRID[rule]:
            cuts = rule_cuts(oof, rule, param, split_a, ref)
            rows(rule, f"{param:g}", cuts)
            if (
                rule != "pooled"
            ):  # the credential cut by round 20's rule, the instruction one by this
                rows(f"pooled / {rule}", f"{param:g}", np.array([pooled[0], cuts[1]]))
            whole = rule_cuts(oof, rule, param, everyone, ref)
            print(
                f"<!-- {rule} {param:g} on all {len(everyone)} authors: "
                + " / ".join(f"{c:.4f}" for c in whole)
                + " -->"
            )
    sizes = ", ".join(f"{s} {int(np.isin(oof.authors, ns).sum())}" for s, ns in splits)
    print(f"\nrows: {sizes}")


def recut_file(saved: Path, cuts: np.ndarray, out: Path, how: str) -> None:
    """`saved`'s weights with these cuts (and no long-text cuts), written to `out`."""
    data = np.load(saved)
    arrays = {k: data[k] for k in data.files if k not in ("long_cuts", "long_chars")}
    arrays["cuts"] = np.asarray(cuts, np.float32)
    arrays["note"] = np.array(f"{data['note'].item()}; recut: {how}")
    np.savez(out, **arrays)


def recut(args) -> None:
    """`--recut OOF`: the report, or with `--recut-out` one rule's cuts written into a copy."""
    from ltm_chat.memory.screen.vector_opinion import WEIGHTS

    reference = args.reference or WEIGHTS
    if missing := [str(p) for p in (args.recut, reference) if not p.is_file()]:
        raise SystemExit(f"no such file: {', '.join(missing)}")
    if not args.recut_out:
        recut_report(args.recut, reference, args.rule)
        return
    if len(args.rule) != 1 or (args.param is None) == (args.tolerance is None):
        raise SystemExit("--recut-out needs one --rule and either --param or --tolerance")
    oof = read_oof(args.recut)
    everyone = tuple(h for h in HAND_WRITTEN if h in set(oof.authors.tolist()))
    ref = direct_scores(oof, reference)
    param = args.param
    if param is None:  # chosen on A's rows, then the cut from every author's
        param = choose_param(oof, args.rule[0], ref, args.tolerance)
    cuts = rule_cuts(oof, args.rule[0], param, everyone, ref)
    weights, out = args.recut_out
    how = f"{args.rule[0]} {param:g} on {len(everyone)} authors' out-of-fold scores"
    recut_file(weights, cuts, out, how)
    print(f"{out}: cuts " + " / ".join(f"{c:.4f}" for c in cuts.tolist()) + f" ({how})")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument(
        "--errors", action="store_true", help="untuned texts the classifier changes"
    )
    parser.add_argument("--l2", type=float, nargs="*", default=L2_GRID)
    parser.add_argument(
        "--per-text", action="store_true", help="each text weighs the same, not each source"
    )
    parser.add_argument(
        "--split-fresh4", action="store_true", help="train on fresh4's tune half (second run)"
    )
    parser.add_argument(
        "--budget", type=float, default=BUDGET, help="per model (post hoc sweeps only)"
    )
    parser.add_argument(
        "--augment", action="store_true", help="train on each text's written form too (run 4)"
    )
    parser.add_argument(
        "--written", action="store_true", help="measure each text in its written form"
    )
    parser.add_argument("--cost", action="store_true", help="median ms per write")
    parser.add_argument("--save", type=Path, help="write the fitted weights (.npz)")
    parser.add_argument(
        "--save-long",
        type=Path,
        help="round 19 a3: the same weights, with cuts of their own for long texts (.npz)",
    )
    parser.add_argument(
        "--save-oof",
        type=Path,
        help="the tune side's out-of-fold scores, labels, sources and lengths (.npz)",
    )
    parser.add_argument(
        "--all-fresh45", action="store_true", help="train on every line of fresh4/fresh5 (run 5)"
    )
    parser.add_argument(
        "--against", type=Path, help="run 4's weights (.npz) beside this run, unseen by both"
    )
    parser.add_argument(
        "--loao",
        choices=("run5", "run6", "run7"),
        help="leave one author out: hand-written training sets of run 5 (fresh4, fresh5) or of "
        "runs 6 / 7 (every hand-written set on disk: four in round 10, eight in round 11)",
    )
    parser.add_argument(
        "--compare",
        type=Path,
        nargs="+",
        help="saved opinions (.npz) on every never-trained text, beside the rules (round 11)",
    )
    parser.add_argument(
        "--save-probs",
        type=Path,
        help="with --loao: each held-out text's probabilities and cuts (JSON lines, round 12)",
    )
    parser.add_argument(
        "--veto", action="store_true", help="with --compare: each opinion + vetoes (round 12)"
    )
    parser.add_argument(
        "--hold-out",
        nargs="+",
        metavar="AUTHOR",
        help="round 17 b: train round 16's procedure and each --negatives once without these "
        "hand-written authors and measure them whole",
    )
    parser.add_argument(
        "--negatives",
        choices=("preferences", "benign"),
        help="round 17 b, the instruction model's negative class: its preference sources weigh "
        "PREFERENCE_SHARE of it, or only benign texts are negatives",
    )
    parser.add_argument(
        "--floor-cuts",
        type=Path,
        nargs=3,
        metavar=("SAVED", "FLOOR", "OUT"),
        help="round 18 a2: SAVED's weights with each cut no lower than FLOOR's, written to OUT",
    )
    parser.add_argument(
        "--recut",
        type=Path,
        metavar="OOF",
        help="round 21: cut rules on a fit's --save-oof scores, chosen on A, reported on A and B",
    )
    parser.add_argument("--rule", nargs="+", choices=tuple(RECUT_GRID), default=list(RECUT_GRID))
    parser.add_argument("--param", type=float, help="with --recut-out: the rule's parameter")
    parser.add_argument(
        "--tolerance",
        type=float,
        help="with --recut-out: choose the parameter on A (points of benign over the reference)",
    )
    parser.add_argument(
        "--reference", type=Path, help="with --recut: the weights matched and fixed cuts come from"
    )
    parser.add_argument(
        "--recut-out",
        type=Path,
        nargs=2,
        metavar=("WEIGHTS", "OUT"),
        help="with --recut, one --rule and --param: WEIGHTS with that rule's cuts on every author",
    )
    parser.add_argument("--model", choices=("logistic", "mlp"), default="logistic")
    parser.add_argument(
        "--folds",
        choices=("unit", "author"),
        default="unit",
        help="out-of-fold rows by text (rounds 1-10) or by whole author (round 11)",
    )
    parser.add_argument(
        "--all-hand",
        action="store_true",
        help="train on every line of every hand-written set on disk (run 6's shipped weights)",
    )
    args = parser.parse_args()
    MODEL["kind"] = args.model
    FOLD_BY["kind"] = args.folds
    if args.model == "mlp" and args.l2 == L2_GRID:
        args.l2 = MLP_DECAY_GRID
    if args.floor_cuts:
        saved, floor, out = args.floor_cuts
        if missing := [str(p) for p in (saved, floor) if not p.is_file()]:
            raise SystemExit(f"no such file: {', '.join(missing)}")
        cuts = floor_cuts(saved, floor, out)
        print(f"{out}: cuts " + " / ".join(f"{c:.4f}" for c in cuts.tolist()))
        return
    if args.compare:
        compare_weights(args.compare, args.veto)
        return
    if args.recut:
        recut(args)
        return
    if args.hold_out:
        hold_out_authors(tuple(args.hold_out), args.l2, args.errors)
        return
    if args.loao:
        hand = ("fresh4", "fresh5") if args.loao == "run5" else HAND_WRITTEN
        leave_one_author_out(hand, args.l2, args.errors, args.save_probs)
        return
    from ltm_chat.memory.screen.verdict import screening_verdict

    if args.all_hand:
        sets = load_sets(hand=tuple(h for h in HAND_WRITTEN if held_out_set(h)))
    else:
        sets = load_sets(args.split_fresh4, args.all_fresh45)
    if args.written:  # every measured text in the form the writer stores after "remember that"
        sets = [
            (n, lab, h, ts if h == "tune" else [written(t) for t in ts]) for n, lab, h, ts in sets
        ]
    texts = list(dict.fromkeys(t for *_, ts in sets for t in ts))
    if args.augment:
        texts = list(dict.fromkeys([*texts, *(written(t) for *_, ts in sets for t in ts)]))
    vectors = embed_all(texts)
    rules = {t: screening_verdict(t) is not None for t in texts}
    gated = {t: gate(t) for t in texts}

    rows = training_rows(sets, args.augment)
    x = np.stack([vectors[t] for t, *_ in rows]).astype(np.float64)
    labels = np.array([label for _, label, _, _ in rows])
    groups = None if args.per_text else np.array([name for _, _, name, _ in rows])
    units = np.array([unit for *_, unit in rows])
    benign = labels == "benign"
    kept = np.array([not rules[t] for t, *_ in rows])
    inside = np.array([gated[t] for t, *_ in rows])
    n_benign = int(benign.sum())
    print(
        f"tune side: {int((labels == 'credential').sum())} credentials, "
        f"{int((labels == 'instruction').sum())} instructions, {n_benign} benign"
    )
    models, oofs = fit_models(
        x,
        labels,
        groups,
        units,
        kept,
        inside,
        args.l2,
        args.budget,
        negatives=args.negatives,
    )
    note = (
        "bench/vector_classifier.py"
        + (" --split-fresh4" if args.split_fresh4 else "")
        + (" --all-fresh45" if args.all_fresh45 else "")
        + (" --augment" if args.augment else "")
        + (" --all-hand" if args.all_hand else "")
        + (" --folds author" if args.folds == "author" else "")
        + (f" --negatives {args.negatives}" if args.negatives else "")
        + ": rows credential, instruction; bias last; refuse at p >= cut"
    )
    weights = np.stack([models[k][0] for k in ("credential", "instruction")])
    cuts = np.array([models[k][1] for k in ("credential", "instruction")])
    lengths = np.array([len(t) for t, *_ in rows])
    if args.save:
        save_opinion(args.save, weights, cuts, note)
        print(f"{args.save}: cuts " + " / ".join(f"{c:.4f}" for c in cuts.tolist()))
    if args.save_long:
        # the cuts as stored (float32), so "never lower than a1's" holds in the file too
        own = np.asarray(cuts, np.float32).astype(np.float64)
        long = long_cuts(oofs, labels, kept, lengths, own, LONG_CHARS, args.budget)
        save_opinion(args.save_long, weights, cuts, note, (long, LONG_CHARS))
        print(
            f"{args.save_long}: cuts "
            + " / ".join(f"{c:.4f}" for c in cuts.tolist())
            + f", longer than {LONG_CHARS} characters "
            + " / ".join(f"{c:.4f}" for c in long.tolist())
        )
    if args.save_oof:
        np.savez(
            args.save_oof,
            texts=np.array([t for t, *_ in rows]),
            labels=labels,
            sources=np.array([name for _, _, name, _ in rows]),
            lengths=lengths,
            kept=kept,
            oof_credential=oofs["credential"],
            oof_instruction=oofs["instruction"],
            cuts=cuts,
        )
    if args.against:
        against_out_of_fold(args.against, rows, vectors, rules, oofs, models)
        saved = np.load(args.against)
        old_models = [
            (w.astype(np.float64), float(c))
            for w, c in zip(saved["weights"], saved["cuts"], strict=True)
        ]
    print("\n| set | half | measured | rules | classifier | rules OR classifier | gated |")
    print("|---|---|---|---:|---:|---:|---:|")
    errors = []
    pools: dict[str, dict[str, list[np.ndarray]]] = {}
    for name, label, h, ts in sets:
        if not ts:
            continue
        xs = np.stack([vectors[t] for t in ts]).astype(np.float64)
        r = np.array([rules[t] for t in ts])
        g = np.array([gated[t] for t in ts])
        c = np.zeros(len(ts), bool)
        cg = np.zeros(len(ts), bool)
        for w, cut, gcut, _ in models.values():
            p = prob(w, xs)
            c |= p >= cut
            cg |= (p >= gcut) & g
        measured = "refused"
        print(f"| {name} | {h} | {measured} | {pct(r)} | {pct(c)} | {pct(r | c)} | {pct(r | cg)} |")
        if h != "tune":
            flags = pools.setdefault(
                pool_of(name, label), {"r": [], "c": [], "or": [], "g": [], "old": []}
            )
            co = np.zeros(len(ts), bool)
            for w, cut in old_models if args.against else []:
                co |= prob(w, xs) >= cut
            for key, value in (("r", r), ("c", c), ("or", r | c), ("g", r | cg), ("old", r | co)):
                flags[key].append(value)
        if args.errors and h != "tune":
            for t, ri, ci in zip(ts, r, c, strict=True):
                if ci and not ri:
                    errors.append((name, label, t))
    print("\nPooled over every text never trained on (held-out halves and untuned sets):")
    keys = ("r", "c", "or", "g", "old") if args.against else ("r", "c", "or", "g")
    head = "| pool | rules | classifier | rules OR classifier | gated |"
    print(head + (" rules OR --against |" if args.against else ""))
    print("|---|" + "---:|" * len(keys))
    for pool, flags in pools.items():
        cells = " | ".join(pct(np.concatenate(flags[k])) for k in keys)
        print(f"| {pool} | {cells} |")
    for name, label, t in errors:
        print(f"classifier adds: {name:24} {label:12} {t[:140]!r}")
    if args.cost:
        cost(models, texts)


def cost(models: dict, texts: list[str]) -> None:
    """Median ms per write: the e5 vector (the writer computes it anyway) and the second
    opinion on it (two dot products), and loading the weights once."""
    import tempfile
    import time

    from ltm_chat.memory.embed import E5Embedder

    sample = texts[:: max(1, len(texts) // 40)][:40]
    embedder = E5Embedder()
    embedder.embed(sample[:1])  # load the engine first
    embed_ms, score_ms = [], []
    w = np.stack([models["credential"][0], models["instruction"][0]]).astype(np.float32)
    for text in sample:
        t0 = time.perf_counter()
        v = np.asarray(embedder.embed([text])[0], dtype=np.float32)
        t1 = time.perf_counter()
        for _ in range(100):
            1 / (1 + np.exp(-(w[:, :-1] @ v + w[:, -1])))
        t2 = time.perf_counter()
        embed_ms.append(1000 * (t1 - t0))
        score_ms.append(1000 * (t2 - t1) / 100)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "w.npz"
        np.savez(path, w=w)
        load_ms = []
        for _ in range(20):
            t0 = time.perf_counter()
            np.load(path)["w"]
            load_ms.append(1000 * (time.perf_counter() - t0))
    print(
        f"\nper write (median of {len(sample)}, load {os.getloadavg()[0]:.1f}): e5 vector "
        f"{np.median(embed_ms):.1f} ms (already paid by the writer), second opinion "
        f"{np.median(score_ms):.4f} ms; loading the weights once {np.median(load_ms):.2f} ms"
    )


if __name__ == "__main__":
    main()
