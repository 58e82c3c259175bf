"""A batch's, a lot's, a sample's code (access_nouns.PUBLIC_CODE_BEFORE) and a code of conduct
or of practice (credential_frames' "code of …") are public labels, not a lock's code: lines
written for these tests, not taken from the training sets."""

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict

KEPT = [
    "the server room is at 18 degrees, code of conduct 2024 applies to everyone",
    "the store room shelf 3 holds the samples, batch code 5521",
    "lot code 77812 on the reagent in the store room",
    "sample code 4471 goes in the server room rack B",
    "we reviewed the code of practice 2019 for the garage in the meeting",
]

REFUSED = [
    "the store room code is 5521",
    "the code of the safe is 4471",
]


@pytest.mark.parametrize("text", KEPT)
def test_a_public_label_is_kept(text):
    assert screening_verdict(text) is None, text


@pytest.mark.parametrize("text", REFUSED)
def test_a_locks_code_is_still_refused(text):
    assert screening_verdict(text) is not None, text
