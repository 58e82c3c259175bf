"""The vector opinion as a vote of the ten nearest labelled training vectors (#22 round 33,
n33; built and measured by bench/vector_neighbours.py, figures in bench/RESULTS.md).

A text reads as a credential or an instruction when the cosine-weighted share of that kind
among its k nearest rows of the bank reaches the kind's cut. The bank holds one int8 row per
training line (our own hand-written sets and the tune halves of the public corpora), labelled
kept / credential / instruction. A cut of NaN means the bank does not vote on that verdict: the
shipped bank (n33c, grown in session 39 to n39's 170 authors) votes on instructions only, and
c28's logistic model decides credentials (`Paired`): on code-shaped look-alikes no neighbour cut
held c28's level.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

# Neighbour labels: kept lines, then one code per verdict in `VERDICTS` order.
KEPT, NEIGHBOUR_CODES = 0, (1, 2)
_CHUNK = 16384  # bank rows widened to float32 at a time (a whole bank would be ~170 MB)


class Neighbours(NamedTuple):
    """A bank of labelled training vectors (int8, one row per line), each row's inverse norm,
    the k nearest that vote, and one cut per verdict on the cosine-weighted share of its kind."""

    embedder: str
    dim: int
    vectors: Any
    inverse_norms: Any
    labels: Any
    k: int
    cuts: Any

    def cuts_for(self, text: str) -> Any:
        """The cuts: one for every length."""
        return self.cuts

    def scores(self, vector: Any) -> Any:
        """Each verdict's cosine-weighted share among the k nearest rows, in `VERDICTS` order."""
        return self.shares(np.asarray(vector, dtype=np.float32)[None, :])[0]

    def shares(self, queries: Any) -> Any:
        """`scores` for each row of a (texts × dim) array, rounded to 1e-6 so that k
        neighbours of one kind make exactly 1.0."""
        return self.neighbourhood(queries)[0]

    def neighbourhood(self, queries: Any) -> tuple[Any, Any, Any]:
        """For each row of a (texts × dim) array: the verdicts' shares (as `shares`), the
        cosine of the nearest row and the mean cosine of the k nearest (how near they are)."""
        norms = np.linalg.norm(queries, axis=1, keepdims=True)
        unit = (queries / np.where(norms > 0, norms, 1.0)).astype(np.float32)
        sims = np.empty((len(unit), len(self.labels)), dtype=np.float32)
        for start in range(0, len(self.labels), _CHUNK):
            rows = self.vectors[start : start + _CHUNK]
            sims[:, start : start + len(rows)] = unit @ rows.astype(np.float32).T
        sims *= self.inverse_norms
        nearest = np.argpartition(-sims, self.k, axis=1)[:, : self.k]
        weights = np.maximum(np.take_along_axis(sims, nearest, axis=1), 0.0)
        labels = self.labels[nearest]
        total = weights.sum(axis=1, keepdims=True)
        each = np.stack([(weights * (labels == c)).sum(axis=1) for c in NEIGHBOUR_CODES], axis=1)
        near = np.take_along_axis(sims, nearest, axis=1)
        shares = np.round(each / np.where(total > 0, total, 1.0), 6)
        return shares, near.max(axis=1), near.mean(axis=1)


def read_bank(path: Path) -> Neighbours:
    """A neighbour bank file; rows and labels must agree."""
    with np.load(path) as data:
        return bank_of_file(path, data)


def bank_of_file(path: Path, data: Any) -> Neighbours:
    """The bank of an open file."""
    vectors = data["vectors"]
    labels = data["labels"].astype(np.uint8)
    if vectors.dtype != np.int8 or vectors.ndim != 2 or len(vectors) != len(labels):
        raise ValueError(f"{path.name}: vectors must be int8 rows, one per label")
    k = int(data["k"])
    if not 0 < k < len(labels):
        raise ValueError(f"{path.name}: k must be between 1 and the number of rows")
    norms = np.sqrt(np.einsum("ij,ij->i", vectors, vectors, dtype=np.float32))
    return Neighbours(
        str(data["embedder"]),
        int(data["dim"]),
        vectors,
        (1.0 / np.maximum(norms, 1e-9)).astype(np.float32),
        labels,
        k,
        data["cuts"].astype(np.float64),  # (float32's 0.8 is above a share of exactly 0.8)
    )


class Paired(NamedTuple):
    """A logistic opinion and a bank: the bank decides every verdict it has a cut for, the
    logistic model the rest (same embedder and vector size, checked when read)."""

    logistic: Any
    bank: Neighbours

    @property
    def embedder(self) -> str:
        return self.logistic.embedder

    @property
    def dim(self) -> int:
        return self.logistic.dim

    def votes(self) -> Any:
        """Which verdicts the bank decides (a cut that is a number)."""
        return ~np.isnan(self.bank.cuts)

    def scores(self, vector: Any) -> Any:
        return np.where(self.votes(), self.bank.scores(vector), self.logistic.scores(vector))

    def cuts_for(self, text: str) -> Any:
        return np.where(self.votes(), self.bank.cuts, self.logistic.cuts_for(text))


def paired(logistic: Any, bank: Neighbours, path: Path) -> Paired:
    """The pair, when the bank was built from the same embedder's vectors of the same size."""
    if (bank.embedder, bank.dim) != (logistic.embedder, logistic.dim):
        raise ValueError(
            f"{path.name}: built from {bank.embedder} ({bank.dim}), "
            f"the weights from {logistic.embedder} ({logistic.dim})"
        )
    return Paired(logistic, bank)
