"""A second opinion on memory writes from the text's own vector (#22): "credential" and
"instruction to the assistant", for what the hand rules miss in other scripts and phrasings.

Two shipped files (trained and measured by bench/vector_classifier.py and
bench/vector_neighbours.py on our own corpora and MIT/Apache ones; numbers in bench/RESULTS.md):
round 28's c28, two logistic regressions over multilingual-e5-small's passage vector, decides
credentials; round 33's bank (n33c; since session 39 n39, grown by thirty-six more authors), a
vote of the ten nearest training lines, decides instructions (`neighbour_vote.Paired`).

Only for the embedder it was trained on, at its vector size: another embedder's vectors mean
something else, and lexical mode has none, so there the rules decide alone (logged once, with
the reason). It never finds spans: transcript redaction stays the rules'.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from ltm_chat.memory.screen.neighbour_vote import Neighbours, Paired

log = logging.getLogger(__name__)

WEIGHTS = Path(__file__).parent / "data" / "vector_opinion.npz"
# Round 33 (n33c; n39 from session 39): ten-nearest vote on instructions; None: WEIGHTS alone.
BANK: Path | None = Path(__file__).parent / "data" / "neighbour_bank.npz"
# Row order of the weights file, and the name each verdict carries (model.py words them).
VERDICTS = (("secret", "vector-credential"), ("instruction", "vector-instruction"))


class Opinion(NamedTuple):
    """A weights file: its embedder and vector size, the two models (bias last), their cuts,
    and optionally a second pair of cuts for texts longer than `long_chars` characters (#22
    round 19: one cut for every length was spent on short texts)."""

    embedder: str
    dim: int
    weights: Any
    cuts: Any
    long_cuts: Any | None = None
    long_chars: int | None = None

    def cuts_for(self, text: str) -> Any:
        """The cuts a text of this length is held to."""
        if self.long_cuts is not None and self.long_chars is not None:
            if len(text) > self.long_chars:
                return self.long_cuts
        return self.cuts

    def scores(self, vector: Any) -> Any:
        """Each model's probability for a vector, in `VERDICTS` order."""
        import numpy as np

        raw = self.weights[:, :-1] @ np.asarray(vector, dtype=np.float32) + self.weights[:, -1]
        return 1.0 / (1.0 + np.exp(-raw))


_loaded: Opinion | Neighbours | Paired | None = None
_lock = threading.Lock()
_told: set[str] = set()  # skip reasons already logged


def read_weights(path: Path) -> Opinion:
    """A weights file's opinion; a file with half of the long-text pair is refused."""
    import numpy as np

    with np.load(path) as data:
        return _weights_of(path, data)


def _weights_of(path: Path, data: Any) -> Opinion:
    """The logistic opinion of an open weights file."""
    import numpy as np

    files = set(data.files)
    if ("long_cuts" in files) != ("long_chars" in files):
        raise ValueError(f"{path.name}: long_cuts and long_chars come together, not alone")
    cuts = data["cuts"].astype(np.float32)
    long_cuts, long_chars = None, None
    if "long_cuts" in files:
        long_cuts = data["long_cuts"].astype(np.float32)
        long_chars = int(data["long_chars"])
        if long_cuts.shape != cuts.shape:
            raise ValueError(f"{path.name}: long_cuts must hold one cut per model")
    return Opinion(
        str(data["embedder"]),
        int(data["dim"]),
        data["weights"].astype(np.float32),
        cuts,
        long_cuts,
        long_chars,
    )


def read_opinion(path: Path) -> Opinion | Neighbours:
    """An opinion file: a neighbour bank (it has labels) or logistic weights."""
    import numpy as np

    with np.load(path) as data:  # one read: the file's arrays say which kind it is
        if "labels" in data.files:
            from ltm_chat.memory.screen.neighbour_vote import bank_of_file

            return bank_of_file(path, data)
        return _weights_of(path, data)


def _weights() -> Opinion | Neighbours | Paired:
    """The shipped opinion, read once: WEIGHTS, paired with BANK when both are set."""
    global _loaded
    with _lock:
        if _loaded is None:
            _loaded = read_opinion(WEIGHTS)
            if BANK is not None and isinstance(_loaded, Opinion):
                from ltm_chat.memory.screen.neighbour_vote import paired, read_bank

                _loaded = paired(_loaded, read_bank(BANK), BANK)
        return _loaded


def skip_reason(model: str | None, size: int | None) -> str | None:
    """Why the vectors of `model` (None: lexical mode) get no second opinion, or None."""
    if model is None:
        return "lexical mode has no vectors: the rules screen memories alone"
    if size is None:
        return f"{model} gave no vector for this write: the rules screen it alone"
    opinion = _weights()
    if model != opinion.embedder:
        return f"the vector screen was trained on {opinion.embedder}, not {model}: rules alone"
    if size != opinion.dim:
        return (
            f"the vector screen expects {opinion.dim}-dimensional vectors, not {size}: rules alone"
        )
    return None


def opinions(vector: list[float] | None, model: str | None, text: str) -> list[tuple[str, str]]:
    """Every verdict the vector of `text` reads as, ("secret", "vector-credential") and/or
    ("instruction", "vector-instruction"), from the vector (the text gives its length, for the
    weights that hold long texts to their own cuts, and can overrule a verdict: `overruled`);
    [] when none or there is no opinion to give."""
    reason = skip_reason(model, None if vector is None else len(vector))
    if reason is not None:
        if reason not in _told:
            _told.add(reason)
            log.info("%s", reason)
        return []
    opinion = _weights()
    scores = opinion.scores(vector)
    cuts = opinion.cuts_for(text)
    found = [v for v, p, cut in zip(VERDICTS, scores, cuts, strict=True) if p >= cut]
    return [v for v in found if not overruled(v, text)]


def overruled(verdict: tuple[str, str], text: str) -> bool:
    """Whether the text itself shows the opinion's `verdict` wrong (#22 session 26): a
    credential flag on a number named as a public reference, with no access noun beside it
    (public_numbers.py), on a secret named inside a word game (word_games.py), or on an Indian
    postcode given as a place's "pin code" (postal_pins.py). The rules' own verdicts never pass
    through here."""
    if verdict[0] != "secret":
        return False
    from ltm_chat.memory.screen.postal_pins import names_a_postal_pin
    from ltm_chat.memory.screen.public_numbers import names_a_public_number
    from ltm_chat.memory.screen.word_games import names_a_word_game

    return names_a_word_game(text) or names_a_public_number(text) or names_a_postal_pin(text)


def vector_verdict(
    vector: list[float] | None, model: str | None, text: str
) -> tuple[str, str] | None:
    """("secret", "vector-credential") or ("instruction", "vector-instruction") when the vector
    of `text` reads as one; None when it does not or there is no opinion to give."""
    found = opinions(vector, model, text)
    return found[0] if found else None


def refusal(verdict: tuple[str, str]) -> Exception:
    """The refusal a verdict makes (its `reason` is in the user's terms, never the text)."""
    from ltm_chat.memory.model import InstructionRefused, SecretRefused

    kind, name = verdict
    return SecretRefused(name) if kind == "secret" else InstructionRefused(name)


def screen_vector(vector: list[float] | None, model: str | None, text: str) -> None:
    """Refuse a write whose vector (of `text`) reads as a credential or an instruction (names
    the verdict, never the text); the rules' own screen ran before."""
    verdict = vector_verdict(vector, model, text)
    if verdict is not None:
        raise refusal(verdict)
