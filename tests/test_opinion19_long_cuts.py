"""Round 19's machinery (#22): a weights file may hold a second pair of cuts for texts longer
than a length it names (`long_cuts`, `long_chars`); without them every text is held to `cuts`,
as before. The fit writes them from its own out-of-fold scores (bench/vector_classifier.py)."""

from __future__ import annotations

import numpy as np
import pytest

from bench.vector_classifier import (
    cut_for,
    fit_models,
    long_cuts,
    save_opinion,
    text_cuts,
)
from ltm_chat.memory.screen import vector_opinion
from ltm_chat.memory.screen.vector_opinion import Opinion, opinions, read_weights

E5 = "local:multilingual-e5-small"
DIM = 384
SHORT = "My cat sleeps on the sofa."
LONG = "On Sundays we walk along the river to the old mill, " * 3  # 159 characters


def weights_file(path, cuts, long=None, embedder=E5):
    """Both models score p = sigmoid(v[0]) (credential) and sigmoid(v[1]) (instruction)."""
    weights = np.zeros((2, DIM + 1), np.float32)
    weights[0, 0] = weights[1, 1] = 1.0
    arrays = {
        "embedder": np.array(embedder),
        "dim": np.array(DIM),
        "weights": weights,
        "cuts": np.array(cuts, np.float32),
        "note": np.array("test"),
    }
    if long is not None:
        arrays["long_cuts"] = np.array(long[0], np.float32)
        arrays["long_chars"] = np.array(long[1])
    np.savez(path, **arrays)
    return path


def vector(p_credential: float, p_instruction: float = 0.01) -> list[float]:
    v = np.zeros(DIM)
    v[0], v[1] = (np.log(p / (1 - p)) for p in (p_credential, p_instruction))
    return v.tolist()


@pytest.fixture
def use(monkeypatch):
    def load(path):
        monkeypatch.setattr(vector_opinion, "WEIGHTS", path)
        monkeypatch.setattr(vector_opinion, "BANK", None)  # the logistic file alone
        monkeypatch.setattr(vector_opinion, "_loaded", None)

    yield load
    vector_opinion._loaded = None  # the next test reads its own file


def test_without_long_cuts_every_length_is_held_to_the_one_pair(tmp_path, use):
    use(weights_file(tmp_path / "w.npz", [0.9, 0.95]))
    for text in (SHORT, LONG):
        assert opinions(vector(0.93), E5, text) == [("secret", "vector-credential")]
        assert opinions(vector(0.5, 0.96), E5, text) == [("instruction", "vector-instruction")]
        assert opinions(vector(0.89, 0.94), E5, text) == []


def test_a_long_text_is_held_to_the_long_cuts_and_a_short_one_is_not(tmp_path, use):
    use(weights_file(tmp_path / "w.npz", [0.9, 0.95], long=([0.97, 0.99], 120)))
    assert len(LONG) > 120 > len(SHORT)
    assert opinions(vector(0.93), E5, SHORT) == [("secret", "vector-credential")]
    assert opinions(vector(0.93), E5, LONG) == []
    assert opinions(vector(0.98), E5, LONG) == [("secret", "vector-credential")]
    assert opinions(vector(0.5, 0.96), E5, LONG) == []
    assert opinions(vector(0.5, 0.995), E5, LONG) == [("instruction", "vector-instruction")]


def test_a_text_exactly_as_long_as_the_bound_keeps_the_first_cuts(tmp_path, use):
    use(weights_file(tmp_path / "w.npz", [0.9, 0.95], long=([0.97, 0.99], 120)))
    at = "x" * 120
    assert opinions(vector(0.93), E5, at) == [("secret", "vector-credential")]
    assert opinions(vector(0.93), E5, at + "y") == []


def test_half_of_the_long_pair_is_a_clear_error(tmp_path):
    path = tmp_path / "w.npz"
    weights_file(path, [0.9, 0.95])
    with np.load(path) as data:
        arrays = {key: data[key] for key in data.files}
    np.savez(path, long_cuts=np.array([0.97, 0.99], np.float32), **arrays)
    with pytest.raises(ValueError, match="come together"):
        read_weights(path)
    np.savez(path, long_cuts=np.array([0.97], np.float32), long_chars=np.array(120), **arrays)
    with pytest.raises(ValueError, match="one cut per model"):
        read_weights(path)


async def test_the_writer_gives_the_opinion_the_text_it_stores(tmp_path, monkeypatch):
    from tests.memory_helpers import make_memory

    asked: list[str] = []

    def record(vector, model, text):
        asked.append(text)
        return []

    monkeypatch.setattr(vector_opinion, "opinions", record)
    mem = make_memory(tmp_path)
    stored = await mem.add("  My sister's birthday is on the fourth of May.  ")
    assert asked == [stored.text]


def tiny_fit():
    """A synthetic tune side: 2-d vectors, credentials near (3, 0), instructions near (0, 3),
    benign texts near the origin; half of the benign texts long, and those a little closer to
    both positive classes, as long ordinary texts are."""
    rng = np.random.default_rng(19)
    n = 400
    x = np.vstack(
        [
            rng.normal((3, 0), 1.0, (n, 2)),
            rng.normal((0, 3), 1.0, (n, 2)),
            rng.normal((0, 0), 1.0, (n, 2)),
            rng.normal((1, 1), 1.0, (n, 2)),
        ]
    )
    labels = np.array(["credential"] * n + ["instruction"] * n + ["benign"] * (2 * n))
    lengths = np.array([40] * (3 * n) + [200] * n)
    groups = np.array(["c"] * n + ["i"] * n + ["short"] * n + ["long"] * n)
    units = np.arange(len(x))
    kept = np.ones(len(x), bool)
    models, oofs = fit_models(x, labels, groups, units, kept, kept, [1.0], quiet=True)
    return models, oofs, labels, kept, lengths


def test_the_long_cuts_are_the_budget_within_long_benign_texts_and_never_lower():
    models, oofs, labels, kept, lengths = tiny_fit()
    cuts = np.array([models[k][1] for k in ("credential", "instruction")])
    long = long_cuts(oofs, labels, kept, lengths, cuts, chars=120, budget=0.01)
    long_benign = (labels == "benign") & (lengths > 120)
    for i, kind in enumerate(("credential", "instruction")):
        own = cut_for(oofs[kind][long_benign], int(long_benign.sum()), 0.01)
        assert long[i] == max(own, cuts[i])
        assert long[i] >= cuts[i]
        # within the long benign texts the budget holds at the long cut
        assert (oofs[kind][long_benign] >= long[i]).sum() <= 0.01 * long_benign.sum()
    # a cut above every long benign score is never pulled down to it
    assert (
        long_cuts(oofs, labels, kept, lengths, np.array([0.999999, 0.999999])) >= 0.999999
    ).all()


def test_a_saved_pair_of_files_reads_back_as_the_runtime_reads_it(tmp_path, monkeypatch):
    weights = np.random.default_rng(3).normal(size=(2, DIM + 1))
    cuts = np.array([0.99, 0.95])
    save_opinion(tmp_path / "a1.npz", weights, cuts, "test")
    save_opinion(tmp_path / "a3.npz", weights, cuts, "test", (np.array([0.995, 0.97]), 120))
    a1, a3 = read_weights(tmp_path / "a1.npz"), read_weights(tmp_path / "a3.npz")
    assert a1.long_cuts is None and a1.long_chars is None
    assert np.array_equal(a1.weights, a3.weights) and np.array_equal(a1.cuts, a3.cuts)
    assert a3.long_chars == 120
    assert a3.long_cuts.tolist() == np.array([0.995, 0.97], np.float32).tolist()
    assert (a1.embedder, a1.dim) == (E5, DIM)
    assert "longer than 120 characters" in str(np.load(tmp_path / "a3.npz")["note"])
    # --compare's cuts per text are the runtime's
    with np.load(tmp_path / "a3.npz") as data:
        per_text = text_cuts(data, [SHORT, LONG])
    for j, text in enumerate((SHORT, LONG)):
        assert per_text[:, j].tolist() == Opinion.cuts_for(a3, text).astype(float).tolist()


def test_the_length_table_counts_what_each_candidate_adds(tmp_path, monkeypatch, capsys):
    import sys

    from bench import opinion_lengths

    mine = [
        "I like tea.",
        ("We moved house in spring and the garden is still a mess. " * 3).strip(),
    ]
    (tmp_path / "fresh17-ordinary.txt").write_text("\n".join(mine) + "\n", encoding="utf-8")
    monkeypatch.setattr(opinion_lengths, "CHAT", tmp_path)
    # a reference that never saw fresh17 (the shipped weights now trained on every author)
    monkeypatch.setattr(opinion_lengths, "SHIPPED_AUTHORS", frozenset({"fresh4"}))
    texts = [*mine, mine[1] + " Really."]  # the last is a written form: not counted
    np.savez(
        tmp_path / "oof.npz",
        texts=np.array(texts),
        labels=np.array(["benign"] * 3),
        sources=np.array(["fresh17-ordinary"] * 3),
        lengths=np.array([len(t) for t in texts]),
        kept=np.ones(3, bool),
        oof_credential=np.array([0.1, 0.96, 0.96]),
        oof_instruction=np.array([0.1, 0.1, 0.1]),
    )
    weights = np.zeros((2, DIM + 1))
    save_opinion(tmp_path / "a1.npz", weights, np.array([0.95, 0.95]), "test")
    long = (np.array([0.99, 0.99]), 120)
    save_opinion(tmp_path / "a3.npz", weights, np.array([0.95, 0.95]), "test", long)
    argv = ["opinion_lengths.py", str(tmp_path / "oof.npz")]
    monkeypatch.setattr(sys, "argv", [*argv, str(tmp_path / "a1.npz"), str(tmp_path / "a3.npz")])
    opinion_lengths.main()
    out = capsys.readouterr().out
    assert "| < 60 | 1 | 0 | 0.00 % (0) | 0.00 % (0) |" in out
    assert "| 120-200 | 1 | 0 | 100.00 % (1) | 0.00 % (0) |" in out
    assert "We moved house" not in out
    # the shipped weights scored directly on the cached vectors (fresh17 never trained them)
    shipped = weights_file(tmp_path / "shipped.npz", [0.9, 0.9])
    vectors = np.array([vector(0.95), vector(0.5)], np.float32)
    np.savez(tmp_path / "cache.npz", texts=np.array(mine), vectors=vectors)
    monkeypatch.setenv("VECTOR_CACHE", str(tmp_path / "cache.npz"))
    monkeypatch.setattr(sys, "argv", [*argv, str(tmp_path / "a1.npz"), "--shipped", str(shipped)])
    opinion_lengths.main()
    out = capsys.readouterr().out.split("never trained on")[1]
    assert "| < 60 | 1 | 0 | 100.00 % (1) | 0.00 % (0) |" in out
    assert "| 120-200 | 1 | 0 | 0.00 % (0) | 100.00 % (1) |" in out


def test_no_texts_get_no_cuts(tmp_path):
    weights = np.zeros((2, DIM + 1))
    save_opinion(tmp_path / "a3.npz", weights, np.array([0.9, 0.9]), "t", (np.ones(2), 120))
    with np.load(tmp_path / "a3.npz") as data:
        assert text_cuts(data, []).shape == (2, 0)
