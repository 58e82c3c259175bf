"""The direct route to servers that speak the OpenAI wire format (an OpenAI-compatible
`api_base`: OpenAI, Ollama's /v1, vLLM, LM Studio, llama.cpp, OpenRouter…), over httpx.

litellm costs seconds of CPU to import; httpx a tenth of one. This module only moves bytes:
it posts the request, yields the parsed server-sent events, and raises httpx's own errors or
`WireStatusError` (an HTTP error status with the server's message); `llm` turns both into the
same ProviderError the litellm route gives. Which calls may come here is decided by `route`.
"""

from __future__ import annotations

import json
import os
from collections.abc import AsyncIterator, Mapping
from typing import Any

from ltm_chat.openai_params import BODY_PARAMS

# Parameters the direct route handles itself (the timeout is the caller's; the others are
# headers or body extras). Any other key in `[models."…"]` sends the model through litellm.
HANDLED_PARAMS = frozenset({"timeout", "extra_headers", "extra_body", "organization"})
# Providers whose servers speak the OpenAI wire format at their base URL (Ollama at /v1).
WIRE_PROVIDERS = frozenset({"openai", "hosted_vllm", "lm_studio", "llamafile", "openrouter"})
OLLAMA_PROVIDERS = frozenset({"ollama", "ollama_chat"})
OLLAMA_DEFAULT_BASE = "http://localhost:11434"  # litellm's default too
ROUTES = ("auto", "litellm")


class WireStatusError(Exception):
    """The server answered with an HTTP error status (or an error event in the stream)."""

    def __init__(self, status_code: int | None, message: str) -> None:
        super().__init__(message)
        self.status_code = status_code
        self.message = message


def direct_base(
    provider: str | None,
    api_base: str | None,
    params: Mapping[str, Any],
    route: str = "auto",
) -> str | None:
    """The OpenAI-compatible base URL to call directly, or None when the call belongs to
    litellm: `route = "litellm"`, a provider of another wire format, no known base URL (the
    provider's default host is litellm's to know), or a parameter only litellm understands."""
    if route == "litellm" or provider is None:
        return None
    if any(key not in BODY_PARAMS and key not in HANDLED_PARAMS for key in params):
        return None
    if provider in OLLAMA_PROVIDERS:
        base = (api_base or os.environ.get("OLLAMA_API_BASE") or OLLAMA_DEFAULT_BASE).rstrip("/")
        return base if base.endswith("/v1") else base + "/v1"
    if provider not in WIRE_PROVIDERS:
        return None
    return api_base.rstrip("/") if api_base else None


def request_body(
    model: str, messages: list[dict[str, Any]], params: Mapping[str, Any], **fields: Any
) -> dict[str, Any]:
    """The JSON body: the model's name without its `provider/` prefix, the messages, the
    configured body parameters and `fields` (stream, tools, response_format)."""
    body: dict[str, Any] = {"model": model.split("/", 1)[1] if "/" in model else model}
    body["messages"] = messages
    body.update({k: v for k, v in params.items() if k in BODY_PARAMS})
    body.update({k: v for k, v in fields.items() if v is not None})
    extra = params.get("extra_body")
    if isinstance(extra, Mapping):
        body.update(extra)
    return body


def headers(api_key: str | None, params: Mapping[str, Any]) -> dict[str, str]:
    out = {"Content-Type": "application/json", "Accept": "application/json"}
    if api_key:
        out["Authorization"] = f"Bearer {api_key}"
    if params.get("organization"):
        out["OpenAI-Organization"] = str(params["organization"])
    extra = params.get("extra_headers")
    if isinstance(extra, Mapping):
        out.update({str(k): str(v) for k, v in extra.items()})
    return out


def _timeout(seconds: float) -> Any:
    import httpx

    return httpx.Timeout(seconds, connect=min(seconds, 10.0))


_tls: Any = None


def _client_options(base: str, timeout: float) -> dict[str, Any]:
    """One verified TLS context per process, made only for an https server: loading the CA
    bundle costs ~0.1 s of CPU, and a plain-http server on this machine never uses it."""
    global _tls
    options: dict[str, Any] = {"timeout": _timeout(timeout), "trust_env": True}
    if base.startswith("https:"):
        if _tls is None:
            import httpx

            _tls = httpx.create_ssl_context()
        options["verify"] = _tls
    else:
        options["verify"] = False  # no TLS on this connection (redirects are not followed)
    return options


async def open_stream(
    base: str, body: dict[str, Any], head: dict[str, str], timeout: float
) -> ChunkStream:
    """POST a streamed chat completion; returns once the server has answered with its status
    (an error status raises WireStatusError here, as litellm raises before its stream)."""
    import httpx

    client = httpx.AsyncClient(**_client_options(base, timeout))
    try:
        request = client.build_request("POST", f"{base}/chat/completions", json=body, headers=head)
        response = await client.send(request, stream=True)
    except BaseException:
        await client.aclose()
        raise
    stream = ChunkStream(client, response)
    if response.status_code >= 400:
        try:
            await response.aread()
            raise WireStatusError(response.status_code, error_message(response.text))
        finally:
            await stream.aclose()
    return stream


class ChunkStream:
    """The events of a streamed reply, each event's JSON; `aclose` hangs up at once."""

    def __init__(self, client: Any, response: Any) -> None:
        self._client = client
        self._response = response

    async def __aiter__(self) -> AsyncIterator[dict[str, Any]]:
        async for line in self._response.aiter_lines():
            if not line.startswith("data:"):
                continue  # comments, event names, keep-alives
            data = line[5:].strip()
            if data == "[DONE]":
                return
            if not data:
                continue
            chunk = json.loads(data)
            if isinstance(chunk, dict) and chunk.get("error"):
                raise WireStatusError(_error_status(chunk["error"]), error_message(data))
            yield chunk

    async def aclose(self) -> None:
        try:
            await self._response.aclose()
        finally:
            await self._client.aclose()


async def post_json(
    base: str, path: str, body: dict[str, Any], head: dict[str, str], timeout: float
) -> dict[str, Any]:
    """One non-streamed POST; the answer's JSON."""
    import httpx

    async with httpx.AsyncClient(**_client_options(base, timeout)) as client:
        response = await client.post(f"{base}{path}", json=body, headers=head)
    return _answer(response)


def post_json_sync(
    base: str, path: str, body: dict[str, Any], head: dict[str, str], timeout: float
) -> dict[str, Any]:
    """post_json for callers in a thread (embeddings)."""
    import httpx

    with httpx.Client(**_client_options(base, timeout)) as client:
        response = client.post(f"{base}{path}", json=body, headers=head)
    return _answer(response)


def _answer(response: Any) -> dict[str, Any]:
    if response.status_code >= 400:
        raise WireStatusError(response.status_code, error_message(response.text))
    try:
        data = response.json()
    except ValueError:
        raise WireStatusError(None, "the answer was not JSON") from None
    if not isinstance(data, dict):
        raise WireStatusError(None, "the answer was not a JSON object")
    if data.get("error"):
        raise WireStatusError(_error_status(data["error"]), error_message(response.text))
    return data


def error_message(text: str) -> str:
    """The server's own words: `error.message` of an OpenAI error body, else the text."""
    try:
        data = json.loads(text)
    except ValueError:
        return text.strip()
    error = data.get("error") if isinstance(data, dict) else None
    if isinstance(error, dict) and error.get("message"):
        return str(error["message"])
    if isinstance(error, str):
        return error
    if isinstance(data, dict) and data.get("message"):
        return str(data["message"])
    return text.strip()


def _error_status(error: Any) -> int | None:
    code = error.get("code") if isinstance(error, dict) else None
    try:
        status = int(code)
    except (TypeError, ValueError):
        return None
    return status if 400 <= status < 600 else None
