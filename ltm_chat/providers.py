"""Provider names and their key variables: which `provider/` prefixes litellm routes, which
providers need no key, and where each one's key and base URL live in the environment.

Below both `config` (which validates model names in the config file) and `llm`/`keys` (which
call and store): pure Python, no litellm at import time. litellm's bundled provider table is
read as JSON when first needed; litellm itself is imported only for a name that table lacks.
"""

from __future__ import annotations

import difflib
import os

# Environment variables litellm reads for each provider's key, in order of precedence.
KEY_ENV_VARS: dict[str, tuple[str, ...]] = {
    "openai": ("OPENAI_API_KEY",),
    "anthropic": ("ANTHROPIC_API_KEY",),
    "gemini": ("GEMINI_API_KEY", "GOOGLE_API_KEY"),
    "mistral": ("MISTRAL_API_KEY",),
    "groq": ("GROQ_API_KEY",),
    "openrouter": ("OPENROUTER_API_KEY",),
    "deepseek": ("DEEPSEEK_API_KEY",),
    "xai": ("XAI_API_KEY",),
    "cohere": ("COHERE_API_KEY",),
    "together_ai": ("TOGETHERAI_API_KEY", "TOGETHER_API_KEY"),
}
# Providers that run locally or behind a user's own server need no key.
KEYLESS_PROVIDERS = frozenset(
    {"ollama", "ollama_chat", "hosted_vllm", "lm_studio", "llamafile", "vllm"}
)
# litellm's own environment variables for a provider's base URL (read by litellm itself).
BASE_ENV_VARS: dict[str, tuple[str, ...]] = {
    "openai": ("OPENAI_API_BASE", "OPENAI_BASE_URL"),
    "anthropic": ("ANTHROPIC_API_BASE", "ANTHROPIC_BASE_URL"),
    "ollama": ("OLLAMA_API_BASE",),
    "ollama_chat": ("OLLAMA_API_BASE",),
}
# Model names litellm maps without a "provider/" prefix (a guess: litellm has the last word).
BARE_PREFIXES = (
    ("gpt-", "openai"),
    ("chatgpt-", "openai"),
    ("o1", "openai"),
    ("o3", "openai"),
    ("o4", "openai"),
    ("text-embedding-", "openai"),
    ("claude", "anthropic"),
    ("gemini", "gemini"),
)
# How alike a misspelt provider and a real one must be to suggest it.
SUGGEST_CUTOFF = 0.75
_COMMON = frozenset({*KEY_ENV_VARS, *KEYLESS_PROVIDERS})


def provider_of(model: str) -> str | None:
    """The litellm provider of a model name ("openai/gpt-4o" -> "openai"), None if unknown."""
    if "/" in model:
        return model.split("/", 1)[0].lower() or None
    lowered = model.lower()
    return next((p for prefix, p in BARE_PREFIXES if lowered.startswith(prefix)), None)


def key_env_vars(provider: str) -> tuple[str, ...]:
    """The environment variables that hold `provider`'s key (a guess for unlisted providers)."""
    return KEY_ENV_VARS.get(
        provider, (f"{provider.upper().replace('-', '_').replace('.', '_')}_API_KEY",)
    )


def listed_providers() -> frozenset[str]:
    """Providers named in litellm's bundled endpoint table, read without importing litellm
    (a 170 kB JSON file: ~2 ms, where `import litellm` takes seconds)."""
    global _LISTED
    if _LISTED is None:
        import importlib.util
        import json
        from pathlib import Path

        names: set[str] = set(_COMMON)
        try:
            spec = importlib.util.find_spec("litellm")
            base = Path(next(iter(spec.submodule_search_locations or ())))  # type: ignore[union-attr]
            table = json.loads((base / "provider_endpoints_support_backup.json").read_text("utf-8"))
            names.update(str(p).lower() for p in table.get("providers", {}))
        except (AttributeError, StopIteration, OSError, ValueError):
            pass  # no table in this litellm: the full list is asked for below
        _LISTED = frozenset(names)
    return _LISTED


_LISTED: frozenset[str] | None = None


def is_known_provider(provider: str) -> bool:
    """Whether litellm routes `provider/…` model names; imports litellm only for a name its
    bundled table does not hold (a typo, or a provider newer than the table)."""
    provider = provider.lower()
    if provider in _COMMON or provider in listed_providers():
        return True
    return provider in _all_providers()


def _all_providers() -> frozenset[str]:
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm

    return frozenset(getattr(p, "value", p) for p in litellm.provider_list)


def provider_suggestion(provider: str, extra: tuple[str, ...] = ()) -> str | None:
    """The known provider closest to a misspelt one ("opneai" -> "openai"), if any is close."""
    names = sorted({*listed_providers(), *extra})
    close = difflib.get_close_matches(provider.lower(), names, n=1, cutoff=SUGGEST_CUTOFF)
    return close[0] if close else None


def unknown_provider(provider: str, extra: tuple[str, ...] = ()) -> str | None:
    """Why `provider` is not one litellm routes, with a "did you mean"; None when it is."""
    if provider.lower() in extra or is_known_provider(provider):
        return None
    close = provider_suggestion(provider, extra)
    hint = f' (did you mean "{close}"?)' if close else ""
    return f'"{provider}" is not a provider litellm knows{hint}'


def model_name_problem(name: str) -> str | None:
    """What is wrong with a `provider/model` name's provider, checked without litellm; None
    when the prefix is known or there is none (a bare name is litellm's to judge, at the call)."""
    if "/" not in name:
        return None
    provider = name.split("/", 1)[0]
    if not provider.strip():
        return f'"{name}" has an empty provider before "/" (e.g. openai/gpt-4o-mini)'
    problem = unknown_provider(provider)
    return f"model {name}: {problem}" if problem else None
