"""Round 18's candidate (a2) (#22): one fit's weights with each cut floored at the shipped
file's, read from the shipped npz (bench/vector_classifier.py `floor_cuts`)."""

from __future__ import annotations

import numpy as np
import pytest

from bench.vector_classifier import floor_cuts
from ltm_chat.memory.screen.vector_opinion import WEIGHTS


def saved_opinion(path, cuts, embedder="local:multilingual-e5-small", dim=384):
    rng = np.random.default_rng(18)
    np.savez(
        path,
        embedder=np.array(embedder),
        dim=np.array(dim),
        weights=rng.normal(size=(2, dim + 1)).astype(np.float32),
        cuts=np.array(cuts, np.float32),
        note=np.array("bench/vector_classifier.py --augment --all-hand: test"),
    )
    return path


def test_a_lower_cut_is_raised_to_the_shipped_one_and_a_higher_one_kept(tmp_path):
    shipped = np.load(WEIGHTS)["cuts"]
    low, high = float(shipped[0]) - 0.02, float(shipped[1]) + 0.01
    saved = saved_opinion(tmp_path / "a1.npz", [low, high])
    out = tmp_path / "a2.npz"
    cuts = floor_cuts(saved, WEIGHTS, out)
    written = np.load(out)
    assert written["cuts"].tolist() == cuts.tolist() == [shipped[0], np.float32(high)]
    assert np.array_equal(written["weights"], np.load(saved)["weights"])
    assert written["embedder"].item() == "local:multilingual-e5-small"
    assert int(written["dim"]) == 384
    assert "cuts floored at vector_opinion.npz's" in written["note"].item()
    assert np.load(saved)["cuts"].tolist() == [np.float32(low), np.float32(high)]


def test_a_floor_from_another_embedder_is_refused(tmp_path):
    saved = saved_opinion(tmp_path / "a1.npz", [0.5, 0.5])
    other = saved_opinion(tmp_path / "minilm.npz", [0.9, 0.9], embedder="local:minilm")
    with pytest.raises(SystemExit, match="differ in embedder"):
        floor_cuts(saved, other, tmp_path / "a2.npz")
    assert not (tmp_path / "a2.npz").exists()


def test_a_text_on_the_tune_side_is_not_counted_as_never_trained():
    from bench.vector_classifier import never_trained, written

    sets = [
        ("fresh35-preferences", "benign", "tune", ["Use 24-hour time", "Call me Sam"]),
        ("preferences", "benign", "held-out", ["Use 24-hour time", "Answer in French"]),
        ("facts", "benign", "held-out", [written("Call me Sam")]),
        ("fresh3-ordinary", "benign", "untuned", ["The bus was late again"]),
    ]
    assert never_trained(sets) == [
        ("preferences", "benign", "held-out", ["Answer in French"]),
        ("fresh3-ordinary", "benign", "untuned", ["The bus was late again"]),
    ]
