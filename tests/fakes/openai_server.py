"""A local OpenAI-compatible HTTP server for tests: chat (streaming SSE and not), embeddings,
models, scripted replies, JSON extraction answers, and injected faults.

Tests drive litellm over real HTTP to it, so the whole client stack (litellm, the openai SDK,
httpx) runs exactly as it does against a real provider. Every request is recorded.

    server = FakeOpenAIServer().start()
    server.script_reply("Hello there", chunks=3)
    server.script_json({"memories": [{"text": "Likes tea", "kind": "preference", "importance": 0.6}]})
    server.fail_next(429)
    server.script_tool_call("memory_save", {"text": "Likes tea", "kind": "preference"})
    ... litellm.completion(model="openai/fake-model", api_base=server.base_url, api_key="sk-x")
    server.chat_requests[-1]["messages"]
    server.stop()

Run by hand: `python -m tests.fakes.openai_server --port 8765` prints the base URL.
"""

from __future__ import annotations

import argparse
import base64
import copy
import hashlib
import json
import math
import re
import socket
import struct
import sys
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

DEFAULT_EMBEDDING_DIM = 384
DEFAULT_MODELS = ("fake-model", "fake-embedding")
DEFAULT_JSON_REPLY: dict[str, Any] = {"memories": []}
HTTP_FAULTS = {
    400: ("invalid_request_error", "bad_request", "The request was malformed."),
    401: ("invalid_request_error", "invalid_api_key", "Incorrect API key provided."),
    403: ("permission_denied", "forbidden", "You are not allowed to use this model."),
    404: ("invalid_request_error", "model_not_found", "The model does not exist."),
    429: ("rate_limit_exceeded", "rate_limit_exceeded", "Rate limit reached. Slow down."),
    500: ("server_error", None, "The server had an error while processing your request."),
    502: ("server_error", None, "Bad gateway."),
    503: ("server_error", None, "The engine is currently overloaded."),
}
OTHER_FAULTS = ("timeout", "drop")


@dataclass
class Reply:
    """A scripted chat reply. `delay` is slept before the reply and between stream chunks."""

    text: str
    chunks: int | None = None  # None: one chunk per word
    delay: float = 0.0
    finish_reason: str = "stop"
    # When set, the stream stops before chunk `hold_after` until the event is set: tests see
    # the order of events (a chunk printed before the rest was sent), never a duration.
    hold: threading.Event | None = None
    hold_after: int = 1
    tool_calls: list[dict[str, Any]] | None = None  # [{"id", "name", "arguments": str}]


@dataclass
class Fault:
    """An injected failure: an HTTP status (400, 401, 403, 404, 429, 500, 502, 503),
    "timeout" (hold the request for `delay` seconds, then hang up without answering), or
    "drop" (stream `after_chunks` chunks, then cut the connection without [DONE])."""

    kind: str
    target: str = "any"  # "chat", "embeddings" or "any"
    after_chunks: int = 2
    delay: float = 30.0
    message: str | None = None

    def __post_init__(self) -> None:
        self.kind = str(self.kind)
        if self.kind not in OTHER_FAULTS and not (
            self.kind.isdigit() and int(self.kind) in HTTP_FAULTS
        ):
            raise ValueError(f"unknown fault kind {self.kind!r}")
        if self.target not in {"chat", "embeddings", "any"}:
            raise ValueError(f"unknown fault target {self.target!r}")


@dataclass
class RecordedRequest:
    """One request as the server saw it (headers lower-cased)."""

    method: str
    path: str
    headers: dict[str, str]
    body: dict[str, Any] | None
    at: float = field(default_factory=time.time)

    @property
    def kind(self) -> str:
        return endpoint_kind(self.path)


@dataclass
class _Rule:
    predicate: Callable[[dict[str, Any]], bool]
    responder: Callable[[dict[str, Any]], Any]
    times: int | None


def endpoint_kind(path: str) -> str:
    """ "chat", "embeddings", "models" or "other" for a request path (with or without /v1)."""
    path = path.split("?", 1)[0].rstrip("/")
    if path.endswith("/chat/completions"):
        return "chat"
    if path.endswith("/embeddings"):
        return "embeddings"
    if path.endswith("/models"):
        return "models"
    return "other"


def is_json_request(body: dict[str, Any]) -> bool:
    """True for an extraction-style call: JSON response format, or a system prompt asking
    for memories as JSON (the recalled-memories block itself does not count)."""
    fmt = body.get("response_format")
    if isinstance(fmt, dict) and fmt.get("type") in {"json_object", "json_schema"}:
        return True
    for message in body.get("messages") or []:
        if not isinstance(message, dict) or message.get("role") != "system":
            continue
        content = _text_of(message.get("content"))
        if content.lstrip().startswith("<recalled-memories>"):
            continue
        lowered = content.lower()
        if "json" in lowered and "memories" in lowered:
            return True
    return False


def last_user_text(body: dict[str, Any]) -> str:
    """The text of the last user message of a chat request ("" when there is none)."""
    for message in reversed(body.get("messages") or []):
        if isinstance(message, dict) and message.get("role") == "user":
            return _text_of(message.get("content"))
    return ""


def fake_embedding(text: str, dim: int = DEFAULT_EMBEDDING_DIM) -> list[float]:
    """A deterministic unit vector: hashed bag of words, so texts sharing words are similar."""
    vector = [0.0] * dim
    for token in re.findall(r"\w+", text.lower()):
        h = int.from_bytes(hashlib.blake2b(token.encode(), digest_size=8).digest(), "big")
        vector[h % dim] += 1.0 if (h >> 40) & 1 else -1.0
    if not any(vector):  # no words: still a stable vector of the raw text
        seed = hashlib.sha256(text.encode()).digest()
        for i in range(dim):
            vector[i] = seed[i % len(seed)] / 255.0 - 0.5 + 1e-3
    norm = math.sqrt(sum(x * x for x in vector))
    return [x / norm for x in vector]


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # multi-part content: keep the text parts
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return ""


def _split(text: str, chunks: int | None) -> list[str]:
    if not text:
        return []
    if chunks is None:
        return re.findall(r"\S+\s*|\s+", text)
    chunks = max(1, min(chunks, len(text)))
    size, extra = divmod(len(text), chunks)
    pieces, start = [], 0
    for i in range(chunks):
        end = start + size + (1 if i < extra else 0)
        pieces.append(text[start:end])
        start = end
    return pieces


def _as_reply(value: Any) -> Reply | Fault:
    if isinstance(value, Reply | Fault):
        return value
    if isinstance(value, str):
        return Reply(value)
    if isinstance(value, dict | list):
        return Reply(json.dumps(value), chunks=1)
    raise TypeError(f"a responder returned {type(value).__name__}; want str, dict, Reply or Fault")


class FakeOpenAIServer:
    """An OpenAI-compatible server on 127.0.0.1 (a free port unless given), in a thread."""

    def __init__(
        self,
        host: str = "127.0.0.1",
        port: int = 0,
        *,
        embedding_dim: int = DEFAULT_EMBEDDING_DIM,
    ) -> None:
        self._lock = threading.Condition()
        self._httpd = _HTTPServer((host, port), _Handler)
        self._httpd.fake = self
        self._thread: threading.Thread | None = None
        self.default_embedding_dim = embedding_dim
        self.reset()

    # lifecycle -------------------------------------------------------------------------------

    def start(self) -> FakeOpenAIServer:
        if self._thread is None:
            self._thread = threading.Thread(
                target=self._httpd.serve_forever, args=(0.05,), name="fake-openai", daemon=True
            )
            self._thread.start()
        return self

    def stop(self) -> None:
        self._wake.set()
        if self._thread is not None:
            self._httpd.shutdown()
            self._thread.join(timeout=5)
            self._thread = None
        self._httpd.server_close()

    def __enter__(self) -> FakeOpenAIServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def port(self) -> int:
        return self._httpd.server_address[1]

    @property
    def url(self) -> str:
        return f"http://{self._httpd.server_address[0]}:{self.port}"

    @property
    def base_url(self) -> str:
        """What clients use as api_base: `http://127.0.0.1:PORT/v1`."""
        return f"{self.url}/v1"

    def reset(self) -> None:
        """Forget requests, scripts, rules, faults and settings (between tests)."""
        with self._lock:
            old_wake = getattr(self, "_wake", None)
            self._wake = threading.Event()  # requests sleeping on the old one wake up now
            self._log: list[RecordedRequest] = []
            self._replies: deque[Reply] = deque()
            self._json_replies: deque[tuple[Reply, float]] = deque()
            self._rules: list[_Rule] = []
            self._faults: deque[Fault] = deque()
            self._stream_outcomes: list[str] = []
            self.pauses: list[float] = []  # every delay slept to its end, in order (not times)
            self.embedding_dim = self.default_embedding_dim
            self.json_delay = 0.0  # slow extraction: seconds before every JSON answer
            self.require_key: str | None = None  # when set, other bearer tokens get 401
            self.known_models: set[str] | None = None  # when set, other models get 404
            self.default_json: dict[str, Any] = copy.deepcopy(DEFAULT_JSON_REPLY)
        if old_wake is not None:
            old_wake.set()

    # scripting -------------------------------------------------------------------------------

    def script_reply(
        self,
        text: str,
        chunks: int | None = None,
        delay: float = 0.0,
        finish_reason: str = "stop",
        hold: threading.Event | None = None,
        hold_after: int = 1,
    ) -> None:
        """Queue the reply to the next ordinary chat request (not an extraction call)."""
        with self._lock:
            self._replies.append(Reply(text, chunks, delay, finish_reason, hold, hold_after))

    def script_tool_call(
        self, name: str, arguments: Any, *, call_id: str | None = None, text: str = ""
    ) -> None:
        """Queue a reply to the next ordinary chat request that calls the tool `name` with
        `arguments` (a dict, sent as JSON, or a raw string to test malformed arguments)."""
        self.script_tool_calls([(name, arguments)], call_id=call_id, text=text)

    def script_tool_calls(
        self, calls: list[tuple[str, Any]], *, call_id: str | None = None, text: str = ""
    ) -> None:
        """Queue one reply that calls several tools at once (parallel tool calls)."""
        specs = [
            {
                "id": f"{call_id or 'call'}_{i}_{time.monotonic_ns()}",
                "name": name,
                "arguments": args if isinstance(args, str) else json.dumps(args),
            }
            for i, (name, args) in enumerate(calls)
        ]
        with self._lock:
            self._replies.append(Reply(text, finish_reason="tool_calls", tool_calls=specs))

    def script_json(
        self, payload: Any, delay: float = 0.0, hold: threading.Event | None = None
    ) -> None:
        """Queue the answer to the next JSON/extraction request: a dict/list (sent as JSON
        text) or a raw string (to test defensive parsing). `hold`: answer only once it is set."""
        text = payload if isinstance(payload, str) else json.dumps(payload)
        with self._lock:
            self._json_replies.append((Reply(text, chunks=1, hold=hold, hold_after=0), delay))

    def _pause(self, wake: threading.Event, delay: float) -> None:
        """Sleep `delay` seconds (early when reset/stop wakes it); a full sleep is recorded."""
        if not wake.wait(delay):
            with self._lock:
                self.pauses.append(delay)

    @staticmethod
    def _wait_for_hold(reply: Reply, wake: threading.Event) -> None:
        """Block until the test releases `reply.hold` (or reset/stop wakes every request)."""
        while reply.hold is not None and not reply.hold.wait(0.05) and not wake.is_set():
            pass

    def on_request(
        self,
        predicate: Callable[[dict[str, Any]], bool],
        responder: Callable[[dict[str, Any]], Any],
        *,
        times: int | None = None,
    ) -> None:
        """Answer chat requests matching `predicate(body)` with `responder(body)`, which returns
        a str, a dict (sent as JSON text), a Reply or a Fault. Rules are tried in order, before
        the queues; `times=None` keeps the rule forever."""
        with self._lock:
            self._rules.append(_Rule(predicate, responder, times))

    def fail_next(
        self,
        kind: int | str,
        *,
        times: int = 1,
        target: str = "any",
        after_chunks: int = 2,
        delay: float = 30.0,
        message: str | None = None,
    ) -> None:
        """Fail the next `times` requests to `target` ("chat", "embeddings", "any") with `kind`:
        400, 401, 403, 404, 429, 500, 502, 503, "timeout" or "drop"."""
        with self._lock:
            for _ in range(times):
                self._faults.append(Fault(str(kind), target, after_chunks, delay, message))

    # what was received -----------------------------------------------------------------------

    @property
    def log(self) -> list[RecordedRequest]:
        """Every request, in order, with path and headers."""
        with self._lock:
            return list(self._log)

    @property
    def requests(self) -> list[dict[str, Any]]:
        """The JSON bodies of every POST request, in order."""
        return [r.body for r in self.log if r.body is not None]

    @property
    def chat_requests(self) -> list[dict[str, Any]]:
        return [r.body for r in self.log if r.kind == "chat" and r.body is not None]

    @property
    def embedding_requests(self) -> list[dict[str, Any]]:
        return [r.body for r in self.log if r.kind == "embeddings" and r.body is not None]

    @property
    def extraction_requests(self) -> list[dict[str, Any]]:
        return [b for b in self.chat_requests if is_json_request(b)]

    def system_messages(self, body: dict[str, Any]) -> list[str]:
        """The text of every system message of a recorded chat request."""
        return [
            _text_of(m.get("content"))
            for m in body.get("messages") or []
            if isinstance(m, dict) and m.get("role") == "system"
        ]

    @property
    def stream_outcomes(self) -> list[str]:
        """How each streamed reply ended: "complete", "dropped" (an injected drop) or
        "client_closed" (the client hung up first, e.g. a cancelled reply)."""
        with self._lock:
            return list(self._stream_outcomes)

    def wait_for_stream_outcome(self, outcome: str, timeout: float = 5.0) -> bool:
        """Block until a streamed reply ended with `outcome`; False on timeout."""
        with self._lock:
            return self._lock.wait_for(lambda: outcome in self._stream_outcomes, timeout=timeout)

    def _stream_ended(self, outcome: str, wake: threading.Event) -> None:
        with self._lock:
            if wake is not self._wake:
                return  # a stream from before the last reset(): not this test's business
            self._stream_outcomes.append(outcome)
            self._lock.notify_all()

    def wait_for_requests(self, count: int, kind: str = "chat", timeout: float = 5.0) -> bool:
        """Block until at least `count` requests of `kind` ("chat", "embeddings", "extraction",
        "any") arrived; False on timeout. For work that runs off the critical path."""

        def arrived() -> int:
            if kind == "any":
                return len(self._log)
            if kind == "extraction":
                return sum(
                    1 for r in self._log if r.kind == "chat" and r.body and is_json_request(r.body)
                )
            return sum(1 for r in self._log if r.kind == kind)

        with self._lock:
            return self._lock.wait_for(lambda: arrived() >= count, timeout=timeout)

    # used by the handler ---------------------------------------------------------------------

    def _record(self, request: RecordedRequest) -> threading.Event:
        with self._lock:
            self._log.append(request)
            self._lock.notify_all()
            return self._wake

    def _take_fault(self, kind: str) -> Fault | None:
        with self._lock:
            for fault in self._faults:
                if fault.target in ("any", kind):
                    self._faults.remove(fault)
                    return fault
        return None

    def _plan_chat(self, body: dict[str, Any]) -> tuple[Reply | Fault, float]:
        """Pick the answer to a chat request and the delay before it."""
        with self._lock:
            rules = list(self._rules)
        for rule in rules:
            if rule.predicate(body):
                with self._lock:
                    if rule.times is not None:
                        rule.times -= 1
                        if rule.times <= 0 and rule in self._rules:
                            self._rules.remove(rule)
                answer = _as_reply(rule.responder(body))
                return answer, answer.delay if isinstance(answer, Reply) else 0.0
        with self._lock:
            if is_json_request(body):
                if self._json_replies:
                    reply, delay = self._json_replies.popleft()
                else:
                    reply, delay = Reply(json.dumps(self.default_json), chunks=1), 0.0
                return reply, max(delay, self.json_delay)
            if self._replies:
                reply = self._replies.popleft()
                return reply, reply.delay
        return Reply(f"You said: {last_user_text(body)}"), 0.0


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    fake: FakeOpenAIServer

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A client that hangs up (a cancel, a killed `ask`) is what tests do on purpose; the
        # default prints a traceback to whatever stderr a CLI test is capturing at that moment.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _HTTPServer

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        pass  # quiet: tests read the recorded requests instead

    # dispatch --------------------------------------------------------------------------------

    def do_GET(self) -> None:  # noqa: N802
        fake = self.server.fake
        fake._record(RecordedRequest("GET", self.path, self._headers(), None))
        if endpoint_kind(self.path) != "models":
            return self._error(404, "not_found", None, f"no route for GET {self.path}")
        if not self._authorised():
            return self._http_fault(Fault("401"))
        models = sorted(fake.known_models) if fake.known_models else list(DEFAULT_MODELS)
        self._json(
            200,
            {
                "object": "list",
                "data": [
                    {"id": m, "object": "model", "created": 0, "owned_by": "fake"} for m in models
                ],
            },
        )

    def do_POST(self) -> None:  # noqa: N802
        fake = self.server.fake
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            body = {"_raw": raw.decode("utf-8", "replace")}
        wake = fake._record(RecordedRequest("POST", self.path, self._headers(), body))
        kind = endpoint_kind(self.path)
        if kind not in ("chat", "embeddings") or not isinstance(body, dict) or "_raw" in body:
            return self._error(400, "invalid_request_error", None, "unsupported request")
        fault = fake._take_fault(kind)
        if fault is not None and fault.kind != "drop":
            return self._fault(fault, wake)
        if not self._authorised():
            return self._http_fault(Fault("401"))
        model = str(body.get("model", ""))
        if fake.known_models is not None and model not in fake.known_models:
            return self._http_fault(
                Fault(
                    "404",
                    message=f"The model `{model}` does not exist or you do not have access to it.",
                )
            )
        if kind == "embeddings":
            if fault is not None:  # a drop on a non-streamed call: hang up without answering
                return self._hang_up()
            return self._embeddings(body)
        answer, delay = fake._plan_chat(body)
        if isinstance(answer, Fault):
            return self._fault(answer, wake)
        if delay:
            fake._pause(wake, delay)
        if body.get("stream"):
            return self._stream(body, answer, wake, drop=fault)
        if fault is not None:
            return self._hang_up()
        fake._wait_for_hold(answer, wake)
        return self._json(200, _completion(body, answer))

    # answers ---------------------------------------------------------------------------------

    def _embeddings(self, body: dict[str, Any]) -> None:
        fake = self.server.fake
        inputs = body.get("input")
        texts = [inputs] if isinstance(inputs, str) else list(inputs or [])
        dim = int(body.get("dimensions") or fake.embedding_dim)
        as_base64 = body.get("encoding_format") == "base64"
        data = []
        for i, item in enumerate(texts):
            vector = fake_embedding(item if isinstance(item, str) else json.dumps(item), dim)
            embedding: Any = vector
            if as_base64:  # what the openai SDK asks for by default
                embedding = base64.b64encode(struct.pack(f"<{dim}f", *vector)).decode()
            data.append({"object": "embedding", "index": i, "embedding": embedding})
        tokens = sum(len(str(t).split()) for t in texts)
        self._json(
            200,
            {
                "object": "list",
                "data": data,
                "model": body.get("model", ""),
                "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
            },
        )

    def _stream(
        self, body: dict[str, Any], reply: Reply, wake: threading.Event, drop: Fault | None
    ) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        base = _chunk_base(body)
        try:
            self._event({**base, "choices": [_choice({"role": "assistant", "content": ""})]})
            if reply.tool_calls:
                self._stream_tool_calls(base, reply.tool_calls)
            for i, piece in enumerate(_split(reply.text, reply.chunks)):
                if drop is not None and i >= drop.after_chunks:
                    self.server.fake._stream_ended("dropped", wake)
                    return self._hang_up()
                if i and reply.delay:
                    self.server.fake._pause(wake, reply.delay)
                if i == reply.hold_after:
                    self.server.fake._wait_for_hold(reply, wake)
                self._event({**base, "choices": [_choice({"content": piece})]})
            if drop is not None:
                self.server.fake._stream_ended("dropped", wake)
                return self._hang_up()
            self._event({**base, "choices": [_choice({}, reply.finish_reason)]})
            if (body.get("stream_options") or {}).get("include_usage"):
                self._event({**base, "choices": [], "usage": _usage(body, reply.text)})
            self._send_chunk(b"data: [DONE]\n\n")
            self._send_chunk(b"")
            self.server.fake._stream_ended("complete", wake)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True  # the client went away (e.g. a cancelled stream)
            self.server.fake._stream_ended("client_closed", wake)

    def _stream_tool_calls(self, base: dict[str, Any], calls: list[dict[str, Any]]) -> None:
        """Each call as OpenAI streams it: id and name first, the arguments in two pieces."""
        for index, call in enumerate(calls):
            head = {
                "index": index,
                "id": call["id"],
                "type": "function",
                "function": {"name": call["name"], "arguments": ""},
            }
            self._event({**base, "choices": [_choice({"tool_calls": [head]})]})
            args = call["arguments"]
            for piece in (args[: len(args) // 2], args[len(args) // 2 :]):
                part = {"index": index, "function": {"arguments": piece}}
                self._event({**base, "choices": [_choice({"tool_calls": [part]})]})

    def _fault(self, fault: Fault, wake: threading.Event) -> None:
        if fault.kind == "timeout":
            self.server.fake._pause(wake, fault.delay)
            return self._hang_up()
        if fault.kind == "drop":
            return self._hang_up()
        self._http_fault(fault)

    def _http_fault(self, fault: Fault) -> None:
        status = int(fault.kind)
        err_type, code, message = HTTP_FAULTS[status]
        headers = {"Retry-After": "1"} if status == 429 else {}
        self._error(status, err_type, code, fault.message or message, headers)

    # plumbing --------------------------------------------------------------------------------

    def _authorised(self) -> bool:
        wanted = self.server.fake.require_key
        return wanted is None or self.headers.get("Authorization") == f"Bearer {wanted}"

    def _headers(self) -> dict[str, str]:
        return {k.lower(): v for k, v in self.headers.items()}

    def _error(
        self,
        status: int,
        err_type: str,
        code: str | None,
        message: str,
        headers: dict[str, str] | None = None,
    ) -> None:
        payload = {"error": {"message": message, "type": err_type, "param": None, "code": code}}
        self._json(status, payload, headers)

    def _json(self, status: int, payload: Any, headers: dict[str, str] | None = None) -> None:
        data = json.dumps(payload).encode()
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def _event(self, payload: dict[str, Any]) -> None:
        self._send_chunk(f"data: {json.dumps(payload)}\n\n".encode())

    def _send_chunk(self, data: bytes) -> None:
        self.wfile.write(f"{len(data):X}\r\n".encode() + data + b"\r\n")
        self.wfile.flush()

    def _hang_up(self) -> None:
        """Close the socket mid-response: the client sees an incomplete body or no answer."""
        self.close_connection = True
        try:
            self.wfile.flush()
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass


def _chunk_base(body: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": f"chatcmpl-fake-{time.monotonic_ns()}",
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": body.get("model", ""),
        "system_fingerprint": None,
    }


def _choice(delta: dict[str, Any], finish_reason: str | None = None) -> dict[str, Any]:
    return {"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish_reason}


def _usage(body: dict[str, Any], text: str) -> dict[str, int]:
    prompt = sum(len(_text_of(m.get("content")).split()) for m in body.get("messages") or [])
    completion = len(text.split())
    return {
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "total_tokens": prompt + completion,
    }


def _completion(body: dict[str, Any], reply: Reply) -> dict[str, Any]:
    return {
        "id": f"chatcmpl-fake-{time.monotonic_ns()}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": body.get("model", ""),
        "system_fingerprint": None,
        "choices": [
            {
                "index": 0,
                "message": {
                    "role": "assistant",
                    "content": reply.text or (None if reply.tool_calls else ""),
                    **(
                        {
                            "tool_calls": [
                                {
                                    "id": c["id"],
                                    "type": "function",
                                    "function": {"name": c["name"], "arguments": c["arguments"]},
                                }
                                for c in reply.tool_calls
                            ]
                        }
                        if reply.tool_calls
                        else {}
                    ),
                },
                "logprobs": None,
                "finish_reason": reply.finish_reason,
            }
        ],
        "usage": _usage(body, reply.text),
    }


def main(argv: list[str] | None = None) -> None:
    """Serve until interrupted, for trying the client by hand (e.g. in tmux)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--dim", type=int, default=DEFAULT_EMBEDDING_DIM)
    parser.add_argument("--require-key", default=None, help="answer 401 to any other bearer token")
    parser.add_argument("--delay", type=float, default=0.0, help="seconds between stream chunks")
    args = parser.parse_args(argv)
    server = FakeOpenAIServer(args.host, args.port, embedding_dim=args.dim)
    server.require_key = args.require_key
    if args.delay:
        server.on_request(
            lambda body: not is_json_request(body),
            lambda body: Reply(f"You said: {last_user_text(body)}", delay=args.delay),
        )
    server.start()
    print(server.base_url, flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        server.stop()


if __name__ == "__main__":
    main()
