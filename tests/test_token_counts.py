"""Tokens and prices are litellm's, read without importing litellm (its import is 3.4 s)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from ltm_chat.chat.token_counts import count_tokens, price

MESSAGES = [
    {"role": "system", "content": "<recalled-memories>\n- [fact] Lives in Braga\n"},
    {"role": "user", "content": "Which tea do I prefer? ünïcödé 密码 <|endoftext|>"},
    {"role": "assistant", "content": None},
]


def test_counts_and_prices_agree_with_litellm():
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm

    text = "Which tea do I prefer? ünïcödé 密码"
    assert count_tokens(text) == litellm.token_counter(text=text)
    as_text = [{"role": m["role"], "content": m["content"] or ""} for m in MESSAGES]
    assert count_tokens(messages=MESSAGES) == litellm.token_counter(messages=as_text)
    for model in ("openai/gpt-4o-mini", "gpt-4o", "anthropic/claude-haiku-4-5", "claude-haiku-4-5"):
        want = sum(litellm.cost_per_token(model=model, prompt_tokens=1200, completion_tokens=300))
        assert price(model, 1200, 300) == pytest.approx(want, rel=1e-9), model
    assert price("my-local-model", 10, 10) is None and price(None, 10, 10) is None


def test_counting_does_not_import_litellm():
    code = (
        "import sys; from ltm_chat.chat.token_counts import count_tokens, price; "
        "n = count_tokens('hello there'); p = price('gpt-4o-mini', 10, 10); "
        "print(n, p is not None, 'litellm' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["2", "True", "False"]
