"""#22 session 42 (h-benign45): a Nguni or Sotho noun-class prefix hyphened onto a number or an
acronym ("i-2FA", "ezingu-90") is grammar; the value after it is judged alone."""

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict

KEPT = [
    "Umsebenzi wami usicela ukuthi sishintshe iphasiwedi ezinsukwini ezingu-60",
    "Ndatshintsha iphasiwedi ndaze ndavula i-2FA kwi-akhawunti yam",
]

REFUSED = [
    "iphasiwedi yami ngu-Kiwi2024!",
    "iphasiwedi ye-wifi ithi i-Mamba77x",
]


@pytest.mark.parametrize("text", KEPT)
def test_class_prefixes_are_grammar(text):
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_values_after_a_prefix_stay_refused(text):
    assert screening_verdict(text) is not None
