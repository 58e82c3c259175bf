"""#22 session 28 (h-creds31): a security question (or its answer) named in the languages of the
Caucasus, Central Asia, the Balkans and Europe's smaller languages, and the answer after a
label or the language's copula ("ydy", "ass", "hija"), is refused and the answer hidden whole.
Kept: the question mentioned with no answer, changed, or called easy or hard."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("təhlükəsizlik sualı: ilk itimin adı Bozqurt", ["Bozqurt"]),
    ("pyetja e sigurisë: qyteti i lindjes — Shkodër", ["Shkodër"]),
    ("Ateb y cwestiwn diogelwch ydy Caernarfon", ["Caernarfon"]),
    ("D'Äntwert op d'Sécherheetsfro ass Mondorf", ["Mondorf"]),
    ("Ir-risposta tal-mistoqsija tas-sigurtà hija Ħamrun", ["Ħamrun"]),
    ("անվտանգության հարց՝ մայրիկի ազգանունը — Պետրոսյան", ["Պետրոսյան"]),
    ("segurtasun galdera: lehen maskota — Txuri", ["Txuri"]),
]

KEPT = [
    "I forgot my security question answer again",
    "cwestiwn diogelwch newydd heddiw",
    "təhlükəsizlik sualını dəyişdim",
    "pyetja e sigurisë është e lehtë",
    "Swali la usalama ni gumu sana",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_an_answer_in_more_languages_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_the_question_with_no_answer_is_kept(text):
    assert screening_verdict(text) is None
