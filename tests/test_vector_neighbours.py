"""Round 32's candidate opinion (#22): a vote of the k nearest labelled training vectors
(bench/vector_neighbours.py); a small bank written here proves the vote, the cuts, the file
checks, and that the app's `vector_opinion.opinions` takes its verdicts from such a bank."""

from __future__ import annotations

import numpy as np
import pytest

from bench.vector_neighbours import Neighbours, read_bank
from ltm_chat.memory.screen import vector_opinion


def bank_file(path, rows, labels, k=3, cuts=(1.0, 0.8), dtype=np.int8):
    np.savez(
        path,
        embedder=np.array("local:test"),
        dim=np.array(len(rows[0])),
        vectors=np.array(rows, dtype=dtype),
        labels=np.array(labels, dtype=np.uint8),
        k=np.array(k),
        cuts=np.array(cuts, dtype=np.float64),
    )
    return path


# Three directions: kept lines near x, credentials near y, instructions near z.
ROWS = [
    [127, 5, 0],
    [120, 0, 9],
    [125, 9, 3],
    [4, 127, 0],
    [0, 120, 8],
    [9, 126, 2],
    [0, 6, 127],
    [8, 0, 121],
    [2, 9, 124],
]
LABELS = [0, 0, 0, 1, 1, 1, 2, 2, 2]


def test_a_text_among_credentials_reads_as_one_and_a_text_among_kept_lines_does_not(tmp_path):
    bank = read_bank(bank_file(tmp_path / "b.npz", ROWS, LABELS))
    assert isinstance(bank, Neighbours)
    assert bank.scores([0.0, 1.0, 0.05]).tolist() == [1.0, 0.0]  # three credential neighbours
    assert bank.scores([1.0, 0.0, 0.0]).tolist() == [0.0, 0.0]
    assert bank.scores([0.0, 0.0, 1.0]).tolist() == [0.0, 1.0]


def test_a_share_below_the_cut_is_no_verdict_and_one_at_the_cut_is(tmp_path, monkeypatch):
    # between instructions and kept lines: two instruction neighbours of three
    bank = read_bank(bank_file(tmp_path / "b.npz", ROWS, LABELS, cuts=(1.0, 0.6)))
    share = bank.scores([0.95, 0.0, 1.0])
    assert 0.6 <= share[1] < 1.0 and share[0] == 0.0
    monkeypatch.setattr(vector_opinion, "_loaded", bank)
    monkeypatch.setattr(vector_opinion, "skip_reason", lambda model, size: None)
    assert vector_opinion.opinions([0.95, 0.0, 1.0], "local:test", "x") == [
        ("instruction", "vector-instruction")
    ]
    strict = bank._replace(cuts=np.array([1.0, 0.9]))
    monkeypatch.setattr(vector_opinion, "_loaded", strict)
    assert vector_opinion.opinions([0.95, 0.0, 1.0], "local:test", "x") == []


def test_many_texts_at_once_score_as_each_alone(tmp_path):
    bank = read_bank(bank_file(tmp_path / "b.npz", ROWS, LABELS))
    queries = np.array([[0.0, 1.0, 0.05], [1.0, 0.1, 0.0], [0.3, 0.2, 1.0]], dtype=np.float32)
    together = bank.shares(queries)
    assert together.tolist() == [bank.scores(q).tolist() for q in queries]


def test_a_bank_whose_rows_are_not_int8_or_do_not_match_its_labels_is_refused(tmp_path):
    with pytest.raises(ValueError, match="int8 rows, one per label"):
        read_bank(bank_file(tmp_path / "f.npz", ROWS, LABELS, dtype=np.float32))
    with pytest.raises(ValueError, match="int8 rows, one per label"):
        read_bank(bank_file(tmp_path / "n.npz", ROWS, LABELS[:-1]))
    with pytest.raises(ValueError, match="k must be between 1"):
        read_bank(bank_file(tmp_path / "k.npz", ROWS, LABELS, k=9))
