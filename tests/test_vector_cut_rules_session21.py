"""Round 21's cut rules (#22, session 21): where the vector opinion's cut goes, from saved
out-of-fold scores, so that taking in one more author whose benign lines score high does not
push the cut up by that author's share of the pool (bench/vector_cut_rules.py)."""

from __future__ import annotations

import numpy as np
import pytest

import bench.vector_classifier as vector_classifier
from bench.vector_classifier import (
    HAND_WRITTEN,
    SPLIT_A,
    SPLIT_B,
    Oof,
    choose_param,
    cut_for,
    recut_file,
    rule_cuts,
)
from bench.vector_cut_rules import (
    cut_allowing,
    matched_author_cuts,
    matched_pooled_cut,
    median_author_cut,
    pooled_cut,
)


def test_a_cut_lets_at_most_the_allowed_scores_reach_it_and_never_falls_under_a_half():
    scores = np.array([0.99, 0.97, 0.95, 0.2])
    assert (scores >= cut_allowing(scores, 1)).sum() == 1
    assert (scores >= cut_allowing(scores, 0)).sum() == 0
    assert cut_allowing(scores, 4) == 0.5
    assert cut_allowing(np.array([0.1, 0.2, 0.3]), 1) == 0.5


def test_the_pooled_rule_is_the_old_budget_rule():
    rng = np.random.default_rng(21)
    scores = rng.random(4000)
    benign = rng.random(4000) < 0.6
    kept = rng.random(4000) < 0.9
    assert pooled_cut(scores, benign, kept, 0.0025) == cut_for(
        scores[benign & kept], int(benign.sum()), 0.0025
    )


def authors_with(hard_lines: int) -> tuple[np.ndarray, np.ndarray]:
    """Ten authors of 400 benign rows scoring low, and one more whose `hard_lines` score high."""
    rng = np.random.default_rng(7)
    scores = [rng.uniform(0.0, 0.9, 400) for _ in range(10)]
    names = [np.full(400, f"writer{i}") for i in range(10)]
    last = rng.uniform(0.0, 0.9, 400)
    last[:hard_lines] = rng.uniform(0.95, 0.999, hard_lines)
    return np.concatenate([*scores, last]), np.concatenate([*names, np.full(400, "formal")])


def test_one_hard_author_moves_the_median_by_one_vote_and_the_pool_by_its_rows():
    calm, who = authors_with(0)
    hard, _ = authors_with(40)
    yes = np.ones(len(calm), bool)
    names = tuple(dict.fromkeys(who.tolist()))
    assert pooled_cut(hard, yes, yes, 0.0025) > 0.95 > pooled_cut(calm, yes, yes, 0.0025)
    median_calm = median_author_cut(calm, yes, yes, who, names, 0.0025)
    median_hard = median_author_cut(hard, yes, yes, who, names, 0.0025)
    assert median_hard < 0.9 and abs(median_hard - median_calm) < 0.05


def test_the_matched_cut_adds_no_more_of_each_class_than_the_reference():
    rng = np.random.default_rng(3)
    new, old = rng.random(2000), rng.random(2000)
    kept = rng.random(2000) < 0.95
    ordinary = np.arange(2000) < 1200
    classes = (ordinary, ~ordinary)
    cut = matched_pooled_cut(new, old, 0.98, classes, kept)
    for cls in classes:
        assert ((new >= cut) & cls & kept).sum() <= ((old >= 0.98) & cls & kept).sum()
    looser = matched_pooled_cut(new, old, 0.98, classes, kept, slack=0.01)
    assert looser < cut


def test_an_author_without_benign_rows_is_refused():
    scores = np.array([0.9, 0.1])
    benign = np.array([True, True])
    authors = np.array(["writer1", "writer1"])
    with pytest.raises(ValueError, match="writer2 has no benign rows"):
        matched_author_cuts(scores, scores, 0.5, benign, benign, authors, ("writer2",))


def saved(path, cuts, long=False):
    arrays = {
        "embedder": np.array("local:multilingual-e5-small"),
        "dim": np.array(4),
        "weights": np.arange(10, dtype=np.float32).reshape(2, 5),
        "cuts": np.array(cuts, np.float32),
        "note": np.array("bench/vector_classifier.py --augment --all-hand: test"),
    }
    if long:
        arrays |= {"long_cuts": np.array([0.999, 0.998], np.float32), "long_chars": np.array(120)}
    np.savez(path, **arrays)
    return path


def test_a_recut_file_keeps_the_weights_and_holds_only_the_new_cuts(tmp_path):
    a3 = saved(tmp_path / "a3.npz", [0.99, 0.98], long=True)
    out = tmp_path / "c1.npz"
    recut_file(a3, np.array([0.995, 0.96]), out, "matched-pooled 0 on 3 authors")
    written = np.load(out)
    assert written["cuts"].tolist() == np.array([0.995, 0.96], np.float32).tolist()
    assert np.array_equal(written["weights"], np.load(a3)["weights"])
    assert "long_cuts" not in written.files and "long_chars" not in written.files
    assert written["note"].item().endswith("; recut: matched-pooled 0 on 3 authors")


@pytest.fixture
def older_reference(monkeypatch):
    """A reference trained on the first sixty-two authors (round 21's), so later ones are unseen
    (the shipped weights now trained on every author)."""
    seen = frozenset(HAND_WRITTEN[: HAND_WRITTEN.index("fresh72") + 1])
    monkeypatch.setattr(vector_classifier, "SHIPPED_AUTHORS", seen)
    return seen


def toy_oof(seen: frozenset) -> tuple[Oof, tuple[np.ndarray, np.ndarray]]:
    """Two A authors and one B author the reference never trained on: 200 ordinary and 200
    preference rows each, 100 instructions; the reference adds 2 % of every benign class."""
    rng = np.random.default_rng(11)
    a1, a2 = [h for h in SPLIT_A if h not in seen][:2]
    b1 = next(h for h in SPLIT_B if h not in seen)
    authors, labels, pref = [], [], []
    for name in (a1, a2, b1):
        authors += [name] * 500
        labels += ["benign"] * 400 + ["instruction"] * 100
        pref += [False] * 200 + [True] * 200 + [False] * 100
    n = len(authors)
    scores = np.stack([rng.uniform(0, 0.9, n), rng.uniform(0, 1, n)])
    reference = np.stack([rng.uniform(0, 0.9, n), rng.uniform(0, 1, n)])
    oof = Oof(
        np.array([f"t{i}" for i in range(n)]),
        np.array(authors),
        np.array(labels),
        np.array(pref),
        np.ones(n, bool),
        scores,
    )
    benign = oof.labels == "benign"
    ref_cut = float(np.quantile(reference[1][benign], 0.98))
    return oof, (reference, np.array([0.95, ref_cut]))


def test_the_parameter_is_the_most_permissive_within_the_tolerance_on_a(older_reference):
    oof, ref = toy_oof(older_reference)
    strict = choose_param(oof, "matched-pooled", ref, 0.0)
    loose = choose_param(oof, "matched-pooled", ref, 1.0)
    assert strict < loose
    names = tuple(dict.fromkeys(oof.authors[:1000].tolist()))
    assert (
        rule_cuts(oof, "matched-pooled", loose, names, ref)[1]
        < rule_cuts(oof, "matched-pooled", strict, names, ref)[1]
    )


def test_an_unknown_rule_is_a_short_error(older_reference):
    oof, ref = toy_oof(older_reference)
    with pytest.raises(SystemExit, match="no cut rule 'loosest'"):
        rule_cuts(oof, "loosest", 0.0, tuple(SPLIT_A[:1]), ref)
