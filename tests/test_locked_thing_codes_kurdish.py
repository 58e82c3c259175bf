"""A lock's code in Kurmanji ("kodê deriyê …") and Sorani ("کۆدی دەرگای …") (session 36), and
codes of no lock kept."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict


@pytest.mark.parametrize(
    "text",
    [
        "kodê derîyê avahiyê 3318 e",
        "koda dergehê malê 5507 e, ji bîr neke",
        "kodê alarmê ya malê 7720",
        "کۆدی دەرگای ماڵی خاڵۆم ٦٦٠٢",
        "کۆدی دەروازەی باخچەکە 8841 ە",
    ],
)
def test_kurdish_lock_codes_are_refused(text: str) -> None:
    assert screening_verdict(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "کۆدی پۆستی شارەکە 44001",
        "kodê derî nayê bîra min",
        "دەرگای ژمارە 12 داخراوە",
        "deriyê odeya 204 vekirî ye",
    ],
)
def test_kurdish_lines_with_no_lock_code_are_kept(text: str) -> None:
    assert screening_verdict(text) is None
