"""The one door to language models: model resolution, streamed chat, JSON calls, embeddings.

This is the only module that imports litellm, and only inside functions (it takes ~3 s to
import and must never slow down `--help` or the first painted frame). A server that speaks
the OpenAI wire format at a known address is called directly instead (wire.py, over httpx),
unless `provider_route = "litellm"`. Every provider failure, on either route, leaves here as
one `ProviderError` with a `.kind` and a short message that says what to do.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
import sys
import threading
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ltm_chat import keys, wire
from ltm_chat.providers import (  # noqa: F401  (provider_of, is_known_provider: re-exported)
    BASE_ENV_VARS,
    KEYLESS_PROVIDERS,
    is_known_provider,
    model_name_problem,
    provider_of,
    provider_suggestion,
)

if TYPE_CHECKING:
    from ltm_chat.config import Settings

# Tried in this order when no model is configured: the first provider with a key wins.
DEFAULT_CHAT_MODELS: dict[str, str] = {
    "openai": "openai/gpt-4o-mini",
    "anthropic": "anthropic/claude-3-5-haiku-latest",
    "gemini": "gemini/gemini-1.5-flash",
}
DEFAULT_OLLAMA_MODEL = "ollama/llama3.2"
ERROR_KINDS = frozenset(
    {
        "no_model",
        "no_key",
        "auth",
        "forbidden",
        "not_found",
        "rate_limit",
        "server",
        "timeout",
        "connection",
        "stream_cut",
        "bad_request",
        "unknown",
    }
)


class ProviderError(Exception):
    """A model call failed. `kind` is one of ERROR_KINDS; str(error) is the human message."""

    def __init__(
        self,
        kind: str,
        message: str,
        *,
        provider: str | None = None,
        model: str | None = None,
        status: int | None = None,
    ) -> None:
        assert kind in ERROR_KINDS, kind
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.provider = provider
        self.model = model
        self.status = status


@dataclass
class ResolvedModel:
    """A model ready to call: its litellm name, where it lives and which key it uses."""

    name: str
    api_base: str | None
    api_key: str | None = field(repr=False)
    key_source: str  # "env:OPENAI_API_KEY", "keyring", "config" or "none"
    params: dict[str, Any] = field(default_factory=dict)  # extra litellm arguments from config
    route: str = "auto"  # "litellm" forces litellm; "auto" goes direct where the wire allows

    @property
    def provider(self) -> str | None:
        return provider_of(self.name)


def resolve_chat_model(settings: Settings, model: str | None = None) -> ResolvedModel:
    """Pick the chat model: `model` (--model), settings.model (LTM_CHAT_MODEL, state, config
    file), else the first provider with a key (env or keyring), else Ollama when
    OLLAMA_API_BASE / OLLAMA_API_URL is set. Raises ProviderError(kind="no_model")."""
    name = model or settings.model
    if name:
        return _resolve(settings, name)
    for provider, default in DEFAULT_CHAT_MODELS.items():
        if keys.get_key(provider)[0]:
            return _resolve(settings, default)
    if os.environ.get("OLLAMA_API_BASE") or settings.ollama_api_url:
        return _resolve(settings, DEFAULT_OLLAMA_MODEL)
    raise ProviderError(
        "no_model",
        "no model configured and no API key found: run `ltm-chat keys set openai` (or set "
        "OPENAI_API_KEY), or choose a model with --model / LTM_CHAT_MODEL, e.g. ollama/llama3.2",
    )


def resolve_model(settings: Settings, name: str) -> ResolvedModel:
    """Resolve a named model (chat, extraction or embeddings): api_base and key."""
    return _resolve(settings, name)


def _resolve(settings: Settings, name: str) -> ResolvedModel:
    cfg = settings.model_config(name)
    provider = provider_of(name)
    api_base = cfg.api_base
    if api_base is None and provider in ("ollama", "ollama_chat") and settings.ollama_api_url:
        api_base = settings.ollama_api_url
    key, source = None, "none"
    if cfg.api_key_env:
        key = os.environ.get(cfg.api_key_env, "").strip() or None
        source = "config" if key else "none"
    elif provider and provider not in KEYLESS_PROVIDERS:
        key, source = keys.get_key(provider)
    return ResolvedModel(name, api_base, key, source, dict(cfg.extra), settings.provider_route)


def direct_base(resolved: ResolvedModel) -> str | None:
    """The OpenAI-compatible base URL this model is called at without litellm, or None when
    litellm calls it (wire.direct_base says which)."""
    return wire.direct_base(resolved.provider, _base_url(resolved), resolved.params, resolved.route)


def needs_litellm(settings: Settings, model: str | None = None) -> bool:
    """Whether calling the chat model goes through litellm (worth warming up early)."""
    try:
        return direct_base(resolve_chat_model(settings, model)) is None
    except ProviderError:
        return False  # nothing will be called


# litellm -------------------------------------------------------------------------------------

_litellm_module: Any = None
_litellm_lock = threading.Lock()


def load_litellm() -> Any:
    """Import and quieten litellm once (call from a worker to warm it up off the UI thread)."""
    global _litellm_module
    if _litellm_module is not None:
        return _litellm_module
    with _litellm_lock:
        if _litellm_module is None:
            # Without this litellm downloads a price list from the internet at import time.
            os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
            import litellm

            litellm.suppress_debug_info = True  # no "Give Feedback / Get Help" banners
            litellm.telemetry = False
            litellm.set_verbose = False
            if not os.environ.get("LITELLM_LOG"):  # its log lines would tear the TUI apart
                for name in ("LiteLLM", "LiteLLM Router", "LiteLLM Proxy"):
                    logging.getLogger(name).setLevel(logging.CRITICAL)
            _litellm_module = litellm
    return _litellm_module


def _call_kwargs(resolved: ResolvedModel, timeout: float) -> dict[str, Any]:
    check_model_name(resolved.name)  # before the key: "keys set fakeprovider" helps no one
    _require_key(resolved)
    kwargs: dict[str, Any] = dict(resolved.params)
    kwargs.update(timeout=timeout, num_retries=0, max_retries=0)
    if resolved.api_base:
        kwargs["api_base"] = resolved.api_base
    if resolved.api_key:
        kwargs["api_key"] = resolved.api_key
    elif resolved.provider == "openai" and _base_url(resolved):
        # A self-hosted OpenAI-compatible server needs no key, but the SDK insists on one.
        kwargs["api_key"] = "no-key"
    return kwargs


def check_model_name(name: str) -> None:
    """Refuse, before anything is sent, a model name litellm cannot route: an unknown
    `provider/` prefix, or a bare name litellm does not know (it would report a 400 as if a
    server had answered). Raises ProviderError(kind="no_model") with a "did you mean"."""
    problem = model_name_problem(name)
    if problem is None and "/" not in name:
        problem = _bare_model_problem(name)
    if problem:
        raise ProviderError("no_model", problem, provider=provider_of(name), model=name)


def _bare_model_problem(name: str) -> str | None:
    litellm = load_litellm()
    try:
        litellm.get_llm_provider(model=name)
        return None
    except Exception:  # noqa: BLE001  (litellm raises its BadRequestError: no provider found)
        pass
    import difflib

    known = sorted(m for m in getattr(litellm, "model_cost", {}) if "/" not in m)
    close = difflib.get_close_matches(name, known, n=3, cutoff=0.75)
    hint = f" (did you mean {' or '.join(close)}?)" if close else ""
    example = f"{provider_of(name) or 'openai'}/{name}"
    return (
        f"unknown model {name!r}{hint}: no provider is known by that name alone; "
        f"name it with its provider, e.g. {example} (nothing was sent)"
    )


def check_ready(settings: Settings, model: str | None = None) -> None:
    """Raise the ProviderError a call would raise for a missing model or key, before anything
    heavy is imported (a one-shot `ask` should fail in a moment, not after litellm loads)."""
    resolved = resolve_chat_model(settings, model)
    problem = model_name_problem(resolved.name)  # before the key: no "keys set fakeprovider"
    if problem:
        raise ProviderError("no_model", problem, provider=resolved.provider, model=resolved.name)
    _require_key(resolved)


def _require_key(resolved: ResolvedModel) -> None:
    provider = resolved.provider
    if resolved.api_key or provider in KEYLESS_PROVIDERS or provider is None:
        return
    if _base_url(resolved):
        return  # the user's own server: let it decide
    names = " or ".join(keys.env_vars_for(provider))
    raise ProviderError(
        "no_key",
        f"no API key for {provider}: run `ltm-chat keys set {provider}` or set {names}",
        provider=provider,
        model=resolved.name,
    )


def _base_url(resolved: ResolvedModel) -> str | None:
    if resolved.api_base:
        return resolved.api_base
    for name in BASE_ENV_VARS.get(resolved.provider or "", ()):
        if os.environ.get(name):
            return os.environ[name]
    return None


async def stream_chat(
    messages: list[dict[str, Any]], resolved: ResolvedModel, *, timeout: float = 60
) -> AsyncIterator[str]:
    """Stream the reply as text deltas. Cancelling the consuming task (or closing this
    generator) closes the HTTP stream. Raises ProviderError, including kind="stream_cut" when
    the stream ends without the provider saying it finished."""
    async for item in stream_chat_turn(messages, resolved, timeout=timeout):
        if isinstance(item, str):
            yield item


@dataclass
class ToolCall:
    """One function call the model asked for; `arguments` is the raw JSON text it sent."""

    id: str
    name: str
    arguments: str


async def stream_chat_turn(
    messages: list[dict[str, Any]],
    resolved: ResolvedModel,
    *,
    tools: list[dict[str, Any]] | None = None,
    timeout: float = 60,
) -> AsyncIterator[str | list[ToolCall]]:
    """Like stream_chat, offering `tools` (OpenAI function specs): text deltas as they come,
    then, when the model called tools, one list of ToolCall (assembled from the stream)."""
    base = direct_base(resolved)
    if base is not None:
        check_model_name(resolved.name)
        _require_key(resolved)
        body = wire.request_body(
            resolved.name, messages, resolved.params, stream=True, tools=tools or None
        )
        head = wire.headers(_wire_key(resolved), resolved.params)
        try:
            response: Any = await wire.open_stream(base, body, head, timeout)
        except Exception as exc:  # noqa: BLE001
            raise to_provider_error(exc, resolved, timeout=timeout) from None
    else:
        litellm = load_litellm()
        kwargs = _call_kwargs(resolved, timeout)
        if tools:
            kwargs["tools"] = tools
        try:
            response = await litellm.acompletion(
                model=resolved.name, messages=messages, stream=True, **kwargs
            )
        except Exception as exc:  # noqa: BLE001  (every provider failure becomes a ProviderError)
            raise to_provider_error(exc, resolved, timeout=timeout) from None
    finished = False
    calls: dict[int, dict[str, str]] = {}
    try:
        async for chunk in response:
            choices = _get(chunk, "choices") or []
            if not choices:
                continue
            if _get(choices[0], "finish_reason"):
                finished = True
            delta = _get(choices[0], "delta")
            if delta is None:
                continue
            for part in _get(delta, "tool_calls") or []:
                _merge_tool_call(calls, part)
            content = _get(delta, "content")
            if content:
                yield content
    except Exception as exc:  # noqa: BLE001
        raise to_provider_error(exc, resolved, timeout=timeout, midstream=True) from None
    finally:
        await _close_quietly(response)
    if not finished:
        raise to_provider_error(None, resolved, timeout=timeout, midstream=True)
    if calls:
        yield [
            ToolCall(c["id"] or f"call_{i}", c["name"], c["arguments"])
            for i, c in sorted(calls.items())
        ]


def _get(item: Any, name: str) -> Any:
    """A field of a chunk: a dict from the direct route, an object from litellm."""
    return item.get(name) if isinstance(item, dict) else getattr(item, name, None)


def _wire_key(resolved: ResolvedModel) -> str | None:
    if resolved.api_key:
        return resolved.api_key
    # a self-hosted OpenAI-compatible server needs no key; send what litellm sends
    return "no-key" if resolved.provider == "openai" else None


def _merge_tool_call(calls: dict[int, dict[str, str]], part: Any) -> None:
    """Streamed tool calls arrive in pieces keyed by index: id and name once, arguments in
    fragments to concatenate."""
    index = _get(part, "index") or 0
    entry = calls.setdefault(index, {"id": "", "name": "", "arguments": ""})
    if _get(part, "id"):
        entry["id"] = _get(part, "id")
    function = _get(part, "function")
    if function is not None:
        if _get(function, "name"):
            entry["name"] = _get(function, "name")
        if _get(function, "arguments"):
            entry["arguments"] += _get(function, "arguments")


async def _close_quietly(response: Any) -> None:
    """Close the HTTP stream, even while the task is being cancelled."""
    aclose = getattr(response, "aclose", None)
    if aclose is None:
        return
    try:
        await asyncio.shield(aclose())
    except BaseException:  # noqa: BLE001  (closing is best effort; the real error matters)
        pass


async def complete_json(
    messages: list[dict[str, Any]],
    resolved: ResolvedModel,
    *,
    timeout: float = 60,
    usage: dict[str, int] | None = None,
) -> str:
    """One non-streamed call asking for a JSON object (where the provider supports it);
    returns the raw text for the caller to parse defensively. `usage`, when given, receives
    the provider's prompt_tokens / completion_tokens (left empty when it reports none)."""
    base = direct_base(resolved)
    if base is not None:
        check_model_name(resolved.name)
        _require_key(resolved)
        body = wire.request_body(
            resolved.name, messages, resolved.params, response_format={"type": "json_object"}
        )
        head = wire.headers(_wire_key(resolved), resolved.params)
        try:
            answer = await wire.post_json(base, "/chat/completions", body, head, timeout)
        except Exception as exc:  # noqa: BLE001
            raise to_provider_error(exc, resolved, timeout=timeout) from None
        if usage is not None:
            usage.update(reported_usage(answer))
        try:
            return (answer["choices"][0].get("message") or {}).get("content") or ""
        except (KeyError, IndexError, TypeError, AttributeError):
            raise to_provider_error(
                wire.WireStatusError(None, "the answer had no choices"), resolved
            ) from None
    litellm = load_litellm()
    kwargs = _call_kwargs(resolved, timeout)
    try:
        response = await litellm.acompletion(
            model=resolved.name,
            messages=messages,
            response_format={"type": "json_object"},
            drop_params=True,  # providers without JSON mode still get the call
            **kwargs,
        )
    except Exception as exc:  # noqa: BLE001
        raise to_provider_error(exc, resolved, timeout=timeout) from None
    if usage is not None:
        usage.update(reported_usage(response))
    return response.choices[0].message.content or ""


def reported_usage(response: Any) -> dict[str, int]:
    """The token counts a provider reported with a response ({} when it reported none)."""
    found = _get(response, "usage")  # an object from litellm, a dict from the direct route
    counts = {name: _get(found, name) for name in ("prompt_tokens", "completion_tokens")}
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in counts.values()):
        return {}
    return counts  # type: ignore[return-value]


def embed(
    texts: list[str], model: str, settings: Settings, *, timeout: float = 30
) -> list[list[float]]:
    """Embed `texts` with `model` (synchronous: the engine calls it from a thread)."""
    if not texts:
        return []
    resolved = resolve_model(settings, model)
    base = direct_base(resolved)
    if base is not None:
        check_model_name(resolved.name)
        _require_key(resolved)
        body = wire.request_body(resolved.name, [], {}, input=list(texts))
        del body["messages"]
        head = wire.headers(_wire_key(resolved), resolved.params)
        try:
            answer = wire.post_json_sync(base, "/embeddings", body, head, timeout)
        except Exception as exc:  # noqa: BLE001
            raise to_provider_error(exc, resolved, timeout=timeout) from None
        rows = answer.get("data")
        if not isinstance(rows, list):
            raise to_provider_error(wire.WireStatusError(None, "the answer had no data"), resolved)
    else:
        rows = _litellm_embedding(texts, resolved, timeout)
    rows = sorted(rows, key=lambda item: _field(item, "index") or 0)
    return [[float(x) for x in _field(item, "embedding")] for item in rows]


def _litellm_embedding(texts: list[str], resolved: ResolvedModel, timeout: float) -> list[Any]:
    litellm = load_litellm()
    kwargs = _call_kwargs(resolved, timeout)
    try:
        response = litellm.embedding(model=resolved.name, input=list(texts), **kwargs)
    except Exception as exc:  # noqa: BLE001
        raise to_provider_error(exc, resolved, timeout=timeout) from None
    return list(response.data)


def _field(item: Any, name: str) -> Any:
    return item[name] if isinstance(item, dict) else getattr(item, name)


# errors --------------------------------------------------------------------------------------


def to_provider_error(
    exc: BaseException | None,
    resolved: ResolvedModel,
    *,
    timeout: float | None = None,
    midstream: bool = False,
) -> ProviderError:
    """Translate a litellm/openai/httpx failure into a ProviderError with a human message.
    `exc=None` with `midstream=True` means the stream ended without a finish reason."""
    if isinstance(exc, ProviderError):
        return exc
    provider = resolved.provider or "the provider"
    base = _base_url(resolved)
    who = f"the server at {base}" if base else provider
    chain = _chain(exc) if exc is not None else []
    status = _status(chain)
    kind = _kind(chain, status) if exc is not None else "connection"
    if midstream and kind in ("connection", "unknown"):
        kind = "stream_cut"
    if kind in ("connection", "stream_cut", "timeout"):
        status = None  # litellm stamps synthetic codes (500, 408) on transport failures
    key_hint = f"`ltm-chat keys set {resolved.provider}`" if resolved.provider else "your config"
    if kind == "auth":
        message = f"{who} rejected the API key (401): check it with {key_hint}"
    elif kind == "forbidden":
        message = (
            f"{who} refused access to {resolved.name} (403): check that your key may use this model"
        )
    elif kind == "not_found":
        message = (
            f"model {resolved.name} was not found at {who} (404): check the name "
            "(--model, LTM_CHAT_MODEL or the config file)"
        )
    elif kind == "rate_limit":
        message = f"rate limited by {who} (429): wait a moment and retry"
    elif kind == "server":
        message = f"{who} had a server error ({status or '5xx'}): retry in a moment"
    elif kind == "timeout":
        after = f" within {timeout:g} s" if timeout else " in time"
        message = f"{who} did not answer{after}: retry, or check that it is up"
    elif kind == "stream_cut":
        message = f"the reply from {who} was cut off mid-way: retry"
    elif kind == "connection":
        if any(isinstance(e, ConnectionRefusedError) for e in chain) and base:
            message = f"connection refused at {base}: is the server running?"
        else:
            message = (
                f"cannot connect to {who}: check your network{' and the api_base' if base else ''}"
            )
    elif kind == "bad_request" and resolved.provider is None and not base:
        # litellm could not tell whom to call; its own text is a paragraph about its internals
        message = (
            f"unknown model {resolved.name!r}: name it with its provider, e.g. "
            "openai/gpt-4o-mini, anthropic/claude-3-5-haiku-latest or ollama/llama3.2"
        )
    elif kind == "bad_request":
        message = f"{who} rejected the request ({status or 400}): {_detail(exc, resolved)}"
    else:
        message = f"unexpected error from {who}: {_detail(exc, resolved)}"
    return ProviderError(
        kind,
        _scrub(message, resolved),
        provider=resolved.provider,
        model=resolved.name,
        status=status,
    )


def _chain(exc: BaseException) -> list[BaseException]:
    """The exception, what it wraps (litellm's original_exception) and its causes."""
    seen: list[BaseException] = []
    todo: list[BaseException | None] = [exc]
    while todo and len(seen) < 20:
        item = todo.pop(0)
        if item is None or any(item is s for s in seen):
            continue
        seen.append(item)
        todo.extend([getattr(item, "original_exception", None), item.__cause__, item.__context__])
    return seen


def _status(chain: list[BaseException]) -> int | None:
    for exc in chain:
        code = getattr(exc, "status_code", None)
        if isinstance(code, int) and code >= 400 and not _is_transport(exc):
            return code
    return None


def _openai() -> Any:
    """The openai SDK when something (litellm) loaded it: no exception can be one of its
    types otherwise, and importing it costs the direct route most of a second."""
    return sys.modules.get("openai")


def _is_transport(exc: BaseException) -> bool:
    import httpx

    openai = _openai()
    if (
        openai is not None
        and isinstance(exc, openai.APIConnectionError)
        and not isinstance(exc, openai.APITimeoutError)
    ):
        # litellm wraps transport failures as APIConnectionError with a synthetic status
        return True
    return isinstance(exc, ConnectionError | httpx.TransportError) or type(
        exc
    ).__module__.startswith("aiohttp")


def _kind(chain: list[BaseException], status: int | None) -> str:
    import httpx

    openai = _openai()
    timeouts: tuple[type[BaseException], ...] = (httpx.TimeoutException, TimeoutError)
    if openai is not None:
        timeouts += (openai.APITimeoutError,)
    if any(isinstance(e, timeouts) for e in chain) or status == 408:
        return "timeout"
    transport = any(_is_transport(e) for e in chain)
    if status is None and transport:
        return "connection"
    by_status = {401: "auth", 403: "forbidden", 404: "not_found", 429: "rate_limit"}
    if status in by_status:
        return by_status[status]
    if status is not None and status >= 500:
        # a synthetic 500 around a transport failure is a connection problem
        return "connection" if transport else "server"
    if status is not None and 400 <= status < 500:
        return "bad_request"
    if transport:
        return "connection"
    return "unknown"


_PREFIX_RE = re.compile(r"^\s*(?:litellm\.)?[A-Za-z]*(?:Error|Exception)\s*[:\-]\s*")
_SECRETISH_RE = re.compile(r"\b(?:sk|pk|rk)-[A-Za-z0-9_\-*]{6,}|AIza[0-9A-Za-z_\-]{10,}")


def _detail(exc: BaseException | None, resolved: ResolvedModel) -> str:
    """The provider's own words, without litellm's prefixes, bounded, scrubbed of keys."""
    text = str(getattr(exc, "message", None) or exc or "").strip()
    for _ in range(4):
        text = _PREFIX_RE.sub("", text)
    text = text.replace("OpenAIException - ", "").split("\n", 1)[0].strip()
    if len(text) > 200:
        text = text[:199] + "…"
    return _scrub(text, resolved) or "no details"


def _scrub(text: str, resolved: ResolvedModel) -> str:
    if resolved.api_key:
        text = text.replace(resolved.api_key, "***")
    return _SECRETISH_RE.sub("***", text)
