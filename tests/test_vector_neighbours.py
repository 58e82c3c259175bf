"""Round 32's candidate opinion (#22): a vote of the k nearest labelled training vectors
(bench/vector_neighbours.py); a small bank written here proves the vote, the cuts, the file
checks, and that the app's `vector_opinion.opinions` takes its verdicts from such a bank."""

from __future__ import annotations

import numpy as np
import pytest

from ltm_chat.memory.screen import vector_opinion
from ltm_chat.memory.screen.neighbour_vote import Neighbours, read_bank


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


def test_the_app_reads_a_bank_or_logistic_weights_from_the_same_setting(tmp_path, monkeypatch):
    bank_path = bank_file(tmp_path / "bank.npz", ROWS, LABELS)
    logistic = logistic_file(tmp_path / "logistic.npz", np.zeros((2, 4)))
    assert isinstance(vector_opinion.read_opinion(bank_path), Neighbours)
    assert isinstance(vector_opinion.read_opinion(logistic), vector_opinion.Opinion)
    monkeypatch.setattr(vector_opinion, "WEIGHTS", bank_path)  # a bank alone is never paired
    monkeypatch.setattr(vector_opinion, "_loaded", None)
    assert vector_opinion.skip_reason("local:test", 3) is None  # the bank names its embedder
    assert vector_opinion.opinions([0.0, 1.0, 0.05], "local:test", "x") == [
        ("secret", "vector-credential")
    ]


def logistic_file(path, rows, cuts=(0.5, 0.5)):
    np.savez(
        path,
        embedder=np.array("local:test"),
        dim=np.array(3),
        weights=np.array(rows, np.float32),
        cuts=np.array(cuts, np.float32),
    )
    return path


def test_a_bank_with_no_cut_for_a_verdict_leaves_it_to_the_logistic_model(tmp_path, monkeypatch):
    # the logistic model reads the first axis as a credential and nothing as an instruction
    logistic = logistic_file(tmp_path / "w.npz", [[20, 0, 0, -10], [0, 0, 0, -10]])
    bank = bank_file(tmp_path / "b.npz", ROWS, LABELS, cuts=(np.nan, 0.8))
    monkeypatch.setattr(vector_opinion, "WEIGHTS", logistic)
    monkeypatch.setattr(vector_opinion, "BANK", bank)
    monkeypatch.setattr(vector_opinion, "_loaded", None)
    monkeypatch.setattr(vector_opinion, "skip_reason", lambda model, size: None)
    # near the bank's credentials, but the bank does not vote on credentials: kept
    assert vector_opinion.opinions([0.0, 1.0, 0.05], "local:test", "x") == []
    # the logistic model's credential, though no credential row of the bank is near
    assert vector_opinion.opinions([1.0, 0.0, 0.0], "local:test", "x") == [
        ("secret", "vector-credential")
    ]
    # the bank's instructions, which the logistic model never reads
    assert vector_opinion.opinions([0.0, 0.0, 1.0], "local:test", "x") == [
        ("instruction", "vector-instruction")
    ]


def test_a_bank_of_another_embedder_is_a_clear_error(tmp_path, monkeypatch):
    logistic = logistic_file(tmp_path / "w.npz", np.zeros((2, 4)))
    np.savez(logistic, **{**np.load(logistic), "embedder": np.array("local:other")})
    monkeypatch.setattr(vector_opinion, "WEIGHTS", logistic)
    monkeypatch.setattr(vector_opinion, "BANK", bank_file(tmp_path / "b.npz", ROWS, LABELS))
    monkeypatch.setattr(vector_opinion, "_loaded", None)
    with pytest.raises(ValueError, match=r"b.npz: built from local:test \(3\)"):
        vector_opinion.skip_reason("local:test", 3)


def test_the_neighbourhood_tells_how_near_the_voters_are(tmp_path):
    bank = read_bank(bank_file(tmp_path / "b.npz", ROWS, LABELS))
    queries = np.array([[0.0, 0.0, 1.0], [1.0, 1.0, 1.0]], dtype=np.float32)
    shares, nearest, mean = bank.neighbourhood(queries)
    assert shares.tolist() == bank.shares(queries).tolist()
    # a query on the instruction rows is nearer to them than one between all three kinds
    assert nearest[0] > 0.99 > nearest[1]
    assert (mean <= nearest).all() and mean[0] > mean[1]
