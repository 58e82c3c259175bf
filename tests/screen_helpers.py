"""One check for the screen's credential families: refused as a memory, and no piece of the
value left in the transcript's redacted text."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest

from ltm_chat.memory.screen.redact import redact_secrets
from ltm_chat.memory.screen.verdict import screening_verdict


def assert_refused_and_hidden(text: str, pieces: Iterable[str]) -> None:
    """`text` is refused, and none of `pieces` (the value, its ends, its words) survives
    redaction."""
    assert screening_verdict(text) is not None, text
    redacted = redact_secrets(text)
    assert not [piece for piece in pieces if piece in redacted], redacted


def screen_cases(
    refused: list[str], kept: list[str], kind: str | None = None
) -> tuple[Callable, Callable]:
    """The two tests of a rule family, for a module to bind as `test_refused, test_kept`: every
    `refused` example refused (as `kind`, "secret" or "instruction", when given), every `kept`
    one kept."""

    @pytest.mark.parametrize("text", refused)
    def test_refused(text: str) -> None:
        verdict = screening_verdict(text)
        assert verdict is not None and kind in (None, verdict[0]), text

    @pytest.mark.parametrize("text", kept)
    def test_kept(text: str) -> None:
        assert screening_verdict(text) is None, text

    return test_refused, test_kept


def instruction_cases(refused: list[str], kept: list[str]) -> tuple[Callable, Callable]:
    """`screen_cases` for an instruction rule family: refused as an instruction."""
    return screen_cases(refused, kept, "instruction")
