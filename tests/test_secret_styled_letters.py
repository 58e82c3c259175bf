"""#22 session 38 (p38): a secret written in fancy, fullwidth or circled letters or in small
capitals gets its plain form's verdict from the secret scan, and its redaction covers the whole
styled value (one character for one, so no tail is left)."""

from __future__ import annotations

import pytest

from ltm_chat.memory.model import SecretRefused
from ltm_chat.memory.screen.redact import find_secrets, looks_like_secret, redact_secrets
from ltm_chat.memory.screen.styled_letters import plain_letters
from tests.memory_helpers import HashEmbedder, files_containing, make_memory


def bold(text: str) -> str:
    """Mathematical bold letters and digits."""
    out = []
    for c in text:
        if "a" <= c <= "z":
            out.append(chr(0x1D41A + ord(c) - ord("a")))
        elif "A" <= c <= "Z":
            out.append(chr(0x1D400 + ord(c) - ord("A")))
        elif "0" <= c <= "9":
            out.append(chr(0x1D7CE + ord(c) - ord("0")))
        else:
            out.append(c)
    return "".join(out)


def fullwidth(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def circled(text: str) -> str:
    def one(c: str) -> str:
        if "a" <= c <= "z":
            return chr(0x24D0 + ord(c) - ord("a"))
        if "1" <= c <= "9":
            return chr(0x2460 + ord(c) - ord("1"))
        return c

    return "".join(one(c) for c in text)


STYLES = [bold, fullwidth, circled]
SECRETS = [
    "my gmail password is Tr0ub4dorAndMore33",
    "the wifi password: hunter2hunter2",
    "my bank pin is 4821",
]
ORDINARY = [
    "I changed my password yesterday",
    "my pin code was blocked so I called the bank",
    "the pin of the map is on the cafe",
]


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("text", SECRETS)
def test_a_styled_secret_is_refused_and_redacted_whole(style, text):
    styled = style(text)
    assert styled != text and len(styled) == len(text)
    assert looks_like_secret(text) is not None
    assert looks_like_secret(styled) is not None
    spans = find_secrets(styled)
    assert [(s.start, s.end) for s in spans] == [(s.start, s.end) for s in find_secrets(text)]
    # the value (the last word) lies inside one span, from its first character to its last
    start = len(text) - len(text.split()[-1])
    assert any(s.start <= start and s.end == len(styled) for s in spans)
    assert redact_secrets(styled).endswith("]")


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("text", ORDINARY)
def test_styled_ordinary_words_get_the_plain_verdict(style, text):
    assert looks_like_secret(style(text)) == looks_like_secret(text) is None


def test_small_capitals_are_read_as_letters():
    assert plain_letters("ᴍʏ ᴘɪɴ ɪs 4821") == "my pin is 4821"
    assert looks_like_secret("ᴍʏ ᴘɪɴ ɪs 4821") is not None


def test_text_without_styled_letters_is_the_same_object():
    for text in ("plain ascii", "Grüße aus München", "我的密码是什么", "m² and ½"):
        assert plain_letters(text) is text


async def test_a_styled_password_is_never_stored(tmp_path):
    mem = make_memory(tmp_path, embedder=HashEmbedder())
    styled = bold("my laptop password is Purple-Monkey-Dish-77")
    with pytest.raises(SecretRefused) as info:
        await mem.add(styled)
    assert styled not in str(info.value)
    assert await mem.list() == []
    assert not files_containing(tmp_path, bold("Purple-Monkey-Dish-77"))


def test_the_quick_search_finds_every_styled_character():
    from ltm_chat.memory.screen.styled_letters import _MAYBE_STYLED, _PLAIN

    assert len(_PLAIN) > 800
    assert all(_MAYBE_STYLED.match(chr(c)) for c in _PLAIN)


def test_a_styled_secret_inside_a_long_paste_is_redacted_whole():
    paste = "notes from the meeting. " * 400 + bold("the wifi password: hunter2hunter2") + " bye"
    redacted = redact_secrets(paste)
    assert bold("hunter2hunter2") not in redacted
    assert "[redacted:" in redacted and redacted.endswith(" bye")
