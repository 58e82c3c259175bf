"""The entity index: names in memories, and recall bringing a memory through a shared name."""

from __future__ import annotations

import numpy as np

from ltm_chat.memory.entities import names
from ltm_chat.memory.model import Memory, new_id
from ltm_chat.memory.search_cache import ScopeSnapshot


def test_names_are_capitalised_words_inside_a_sentence():
    text = "Caroline got a necklace from her grandmother in Sweden. She walks Oscar's sister daily."
    assert names(text) == {"sweden", "oscar"}


def test_a_sentence_start_a_pronoun_or_a_lower_case_word_is_no_name():
    assert names("Yesterday the user went hiking. I think I'm tired; Today was long!") == set()
    assert names("What did Caroline and Melanie both paint?") == {"caroline", "melanie"}
    assert names("") == set()


def _snapshot(texts: list[str]) -> ScopeSnapshot:
    snap = ScopeSnapshot("u", None, None, 1, 4)
    rows = [Memory(id=new_id(), user_id="u", text=t) for t in texts]
    snap.extend(rows, np.zeros((len(rows), 4), dtype=np.float32))
    return snap


def test_best_linked_is_the_best_other_row_sharing_a_rare_name():
    snap = _snapshot([
        "The user adopted a dog named Coco.",      # 0: coco
        "The user took Coco to the vet in May.",    # 1: coco, may
        "The user likes Paris and Coco.",           # 2: paris, coco
        "The user visited Paris last year.",        # 3: paris
        "The user reads books.",                    # 4: no name
    ])  # fmt: skip
    rows = [0, 1, 2, 3, 4]
    values = [0.9, 0.1, 0.3, 0.2, 0.8]
    linked = snap.best_linked(rows, values, max_rows=3)
    assert list(linked) == [0.3, 0.9, 0.9, 0.3, 0.0]
    # A name carried by more rows than max_rows links nothing ("coco" is in 3).
    assert list(snap.best_linked(rows, values, max_rows=2)) == [0.0, 0.0, 0.2, 0.3, 0.0]
    assert snap.with_names({3}, max_rows=3) == {2, 3}
