"""Tokens and list prices as litellm counts them, without importing litellm (3.4 s at start-up):
its bundled tokenizer files (cl100k, read by tiktoken) and its offline price list, read directly.
"""

from __future__ import annotations

import importlib.util
import json
import os
import threading
from functools import cache
from pathlib import Path
from typing import Any

# OpenAI's chat format: each message costs 3 tokens around its fields, the reply's start 3.
TOKENS_PER_MESSAGE = 3
TOKENS_FOR_REPLY = 3
_lock = threading.Lock()


@cache
def _litellm_dir() -> Path:
    """litellm's package folder, found without running its __init__."""
    spec = importlib.util.find_spec("litellm")
    if spec is None or spec.origin is None:
        raise RuntimeError("litellm is not installed")
    return Path(spec.origin).parent


@cache
def _encoding() -> Any:
    # litellm points tiktoken at its bundled files the same way, so nothing is downloaded.
    if not os.environ.get("CUSTOM_TIKTOKEN_CACHE_DIR"):
        os.environ["TIKTOKEN_CACHE_DIR"] = str(_litellm_dir() / "litellm_core_utils" / "tokenizers")
    import tiktoken

    return tiktoken.get_encoding("cl100k_base")


def count_tokens(text: str | None = None, messages: list[dict] | None = None) -> int:
    """Tokens of `text`, or of chat `messages` with OpenAI's per-message overhead."""
    with _lock:  # the first call loads the encoding; one thread does it
        encoding = _encoding()
    if messages is None:
        return len(encoding.encode(text or "", disallowed_special=()))
    total = TOKENS_FOR_REPLY
    for m in messages:
        total += TOKENS_PER_MESSAGE
        for value in (m.get("role") or "user", m.get("content") or ""):
            total += len(encoding.encode(str(value), disallowed_special=()))
    return total


@cache
def _price_list() -> dict[str, dict]:
    path = _litellm_dir() / "model_prices_and_context_window_backup.json"
    return json.loads(path.read_text(encoding="utf-8"))


def price(model: str | None, prompt_tokens: int, completion_tokens: int) -> float | None:
    """US dollars for the tokens at litellm's list price; None when it has no price for it."""
    if not model:
        return None
    try:
        prices = _price_list()
    except (OSError, ValueError, RuntimeError):
        return None
    # "openai/gpt-4o-mini" is listed as "gpt-4o-mini"; other providers keep their prefix.
    for name in (model, model.split("/", 1)[-1]):
        entry = prices.get(name)
        if isinstance(entry, dict) and "input_cost_per_token" in entry:
            prompt = float(entry["input_cost_per_token"]) * prompt_tokens
            completion = float(entry.get("output_cost_per_token") or 0.0) * completion_tokens
            return prompt + completion
    return None
