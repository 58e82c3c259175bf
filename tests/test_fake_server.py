"""The fake OpenAI-compatible server, spoken to with plain HTTP (no litellm)."""

from __future__ import annotations

import base64
import http.client
import json
import socket
import struct

import pytest

from tests.fakes.openai_server import (
    FakeOpenAIServer,
    Fault,
    Reply,
    fake_embedding,
    is_json_request,
)


def _post(server, path, body, headers=None):
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    conn.request(
        "POST",
        path,
        json.dumps(body),
        {"Content-Type": "application/json", **(headers or {})},
    )
    response = conn.getresponse()
    data = response.read()
    conn.close()
    return response.status, data


def _sse_events(data: bytes) -> list[str]:
    return [line[6:] for line in data.decode().split("\n\n") if line.startswith("data: ")]


def _chat(text="hello", **extra):
    return {"model": "fake-model", "messages": [{"role": "user", "content": text}], **extra}


def test_base_url_is_loopback_v1(fake_openai):
    assert fake_openai.base_url == f"http://127.0.0.1:{fake_openai.port}/v1"


def test_default_reply_echoes_the_user(fake_openai):
    status, data = _post(fake_openai, "/v1/chat/completions", _chat("tea or coffee?"))
    assert status == 200
    body = json.loads(data)
    assert body["choices"][0]["message"]["content"] == "You said: tea or coffee?"
    assert body["choices"][0]["finish_reason"] == "stop"


def test_stream_sends_chunks_finish_and_done(fake_openai):
    fake_openai.script_reply("abcdefghij", chunks=3)
    status, data = _post(fake_openai, "/v1/chat/completions", _chat(stream=True))
    assert status == 200
    events = _sse_events(data)
    assert events[-1] == "[DONE]"
    chunks = [json.loads(e) for e in events[:-1]]
    contents = [c["choices"][0]["delta"].get("content") for c in chunks]
    assert contents == ["", "abcd", "efg", "hij", None]
    assert chunks[-1]["choices"][0]["finish_reason"] == "stop"
    assert fake_openai.wait_for_stream_outcome("complete")  # recorded after the last byte
    assert fake_openai.stream_outcomes == ["complete"]


def test_stream_reports_usage_when_asked(fake_openai):
    body = _chat("one two three", stream=True, stream_options={"include_usage": True})
    _, data = _post(fake_openai, "/v1/chat/completions", body)
    usage_chunk = json.loads(_sse_events(data)[-2])
    assert usage_chunk["choices"] == []
    assert usage_chunk["usage"]["prompt_tokens"] == 3


def test_records_bodies_and_headers(fake_openai):
    body = _chat("hi")
    body["messages"].insert(0, {"role": "system", "content": "<recalled-memories>x"})
    _post(fake_openai, "/v1/chat/completions", body, {"Authorization": "Bearer sk-abc"})
    assert fake_openai.requests == [body]
    assert fake_openai.chat_requests == [body]
    assert fake_openai.log[0].headers["authorization"] == "Bearer sk-abc"
    assert fake_openai.system_messages(body) == ["<recalled-memories>x"]


def test_scripted_replies_are_used_in_order_then_default(fake_openai):
    fake_openai.script_reply("first")
    fake_openai.script_reply("second")
    answers = [
        json.loads(_post(fake_openai, "/v1/chat/completions", _chat("x"))[1])["choices"][0][
            "message"
        ]["content"]
        for _ in range(3)
    ]
    assert answers == ["first", "second", "You said: x"]


def test_json_requests_get_the_json_queue_not_the_chat_queue(fake_openai):
    fake_openai.script_reply("chat answer")
    fake_openai.script_json({"memories": [{"text": "Likes tea"}]})
    status, data = _post(
        fake_openai, "/v1/chat/completions", _chat(response_format={"type": "json_object"})
    )
    content = json.loads(data)["choices"][0]["message"]["content"]
    assert json.loads(content) == {"memories": [{"text": "Likes tea"}]}
    # the next JSON request gets the default; the chat queue was untouched
    _, data = _post(
        fake_openai, "/v1/chat/completions", _chat(response_format={"type": "json_object"})
    )
    assert json.loads(json.loads(data)["choices"][0]["message"]["content"]) == {"memories": []}
    _, data = _post(fake_openai, "/v1/chat/completions", _chat())
    assert json.loads(data)["choices"][0]["message"]["content"] == "chat answer"
    assert len(fake_openai.extraction_requests) == 2


def test_is_json_request_recognises_an_extraction_prompt_but_not_the_recall_block():
    ask = {"role": "system", "content": 'Return JSON: {"memories": [...]}'}
    recall = {"role": "system", "content": "<recalled-memories>\n- likes json\n memories"}
    assert is_json_request({"messages": [ask]})
    assert not is_json_request({"messages": [recall, {"role": "user", "content": "json?"}]})


def test_on_request_rule_wins_and_can_expire(fake_openai):
    fake_openai.on_request(lambda b: "weather" in str(b), lambda b: "sunny", times=1)
    _, data = _post(fake_openai, "/v1/chat/completions", _chat("weather?"))
    assert json.loads(data)["choices"][0]["message"]["content"] == "sunny"
    _, data = _post(fake_openai, "/v1/chat/completions", _chat("weather?"))
    assert json.loads(data)["choices"][0]["message"]["content"] == "You said: weather?"


def test_on_request_can_answer_with_a_fault(fake_openai):
    fake_openai.on_request(lambda b: True, lambda b: Fault("503"))
    status, data = _post(fake_openai, "/v1/chat/completions", _chat())
    assert status == 503
    assert "error" in json.loads(data)


@pytest.mark.parametrize(
    ("kind", "code"),
    [
        (401, "invalid_api_key"),
        (403, "forbidden"),
        (404, "model_not_found"),
        (429, None),
        (500, None),
    ],
)
def test_fail_next_http_faults_use_openai_error_shape(fake_openai, kind, code):
    fake_openai.fail_next(kind)
    status, data = _post(fake_openai, "/v1/chat/completions", _chat())
    assert status == kind
    error = json.loads(data)["error"]
    assert error["message"]
    if code:
        assert error["code"] == code
    # only the next request fails
    assert _post(fake_openai, "/v1/chat/completions", _chat())[0] == 200


def test_fault_target_skips_other_endpoints(fake_openai):
    fake_openai.fail_next(500, target="embeddings")
    assert _post(fake_openai, "/v1/chat/completions", _chat())[0] == 200
    assert _post(fake_openai, "/v1/embeddings", {"input": "x", "model": "e"})[0] == 500


def test_unknown_fault_kind_is_refused():
    with pytest.raises(ValueError):
        Fault("418")


def test_drop_cuts_the_stream_without_done(fake_openai):
    fake_openai.script_reply("one two three four five")
    fake_openai.fail_next("drop", after_chunks=2)
    conn = http.client.HTTPConnection("127.0.0.1", fake_openai.port, timeout=5)
    conn.request("POST", "/v1/chat/completions", json.dumps(_chat(stream=True)))
    response = conn.getresponse()
    with pytest.raises(http.client.IncompleteRead) as info:
        response.read()
    received = info.value.partial.decode()
    assert "one " in received and "two " in received
    assert "three" not in received and "[DONE]" not in received
    assert fake_openai.stream_outcomes == ["dropped"]


def test_timeout_holds_the_request_then_hangs_up(fake_openai):
    fake_openai.fail_next("timeout", delay=0.5)
    conn = http.client.HTTPConnection("127.0.0.1", fake_openai.port, timeout=5)
    conn.request("POST", "/v1/chat/completions", json.dumps(_chat()))
    with pytest.raises(http.client.RemoteDisconnected):
        conn.getresponse()
    assert fake_openai.pauses == [0.5]  # held for the whole delay, then hung up


def test_reset_wakes_a_sleeping_timeout(fake_openai):
    fake_openai.fail_next("timeout", delay=600)
    sock = socket.create_connection(("127.0.0.1", fake_openai.port), timeout=60)
    payload = json.dumps(_chat()).encode()
    sock.sendall(
        b"POST /v1/chat/completions HTTP/1.1\r\nHost: x\r\nContent-Length: "
        + str(len(payload)).encode()
        + b"\r\n\r\n"
        + payload
    )
    assert fake_openai.wait_for_requests(1)
    fake_openai.reset()
    assert sock.recv(100) == b""  # hung up on reset, not after 600 s (recv would time out)
    assert fake_openai.pauses == []  # the sleep was cut short
    sock.close()


def test_slow_json_mode_delays_extraction_answers(fake_openai):
    fake_openai.json_delay = 0.3
    _post(fake_openai, "/v1/chat/completions", _chat(response_format={"type": "json_object"}))
    assert fake_openai.pauses == [0.3]
    _post(fake_openai, "/v1/chat/completions", _chat())
    assert fake_openai.pauses == [0.3]  # an ordinary chat answer is not delayed


def test_embeddings_are_deterministic_unit_vectors_sharing_words(fake_openai):
    status, data = _post(
        fake_openai,
        "/v1/embeddings",
        {"model": "fake-embedding", "input": ["I like green tea", "green tea please", "rust"]},
    )
    assert status == 200
    vectors = [d["embedding"] for d in json.loads(data)["data"]]
    assert all(len(v) == 384 for v in vectors)
    assert vectors[0] == fake_embedding("I like green tea")

    def cos(a, b):
        return sum(x * y for x, y in zip(a, b, strict=True))

    assert abs(cos(vectors[0], vectors[0]) - 1) < 1e-9
    assert cos(vectors[0], vectors[1]) > cos(vectors[0], vectors[2])


def test_embeddings_honour_dimensions_and_base64(fake_openai):
    fake_openai.embedding_dim = 8
    _, data = _post(fake_openai, "/v1/embeddings", {"model": "e", "input": "x y"})
    assert len(json.loads(data)["data"][0]["embedding"]) == 8
    _, data = _post(
        fake_openai,
        "/v1/embeddings",
        {"model": "e", "input": "x y", "dimensions": 4, "encoding_format": "base64"},
    )
    raw = base64.b64decode(json.loads(data)["data"][0]["embedding"])
    assert struct.unpack("<4f", raw) == pytest.approx(fake_embedding("x y", 4), abs=1e-6)


def test_require_key_and_known_models(fake_openai):
    fake_openai.require_key = "sk-right"
    fake_openai.known_models = {"fake-model"}
    wrong = _post(fake_openai, "/v1/chat/completions", _chat(), {"Authorization": "Bearer sk-no"})
    assert wrong[0] == 401
    good = {"Authorization": "Bearer sk-right"}
    assert _post(fake_openai, "/v1/chat/completions", _chat(), good)[0] == 200
    other_model = {**_chat(), "model": "gpt-9"}
    status, data = _post(fake_openai, "/v1/chat/completions", other_model, good)
    assert status == 404 and "gpt-9" in json.loads(data)["error"]["message"]


def test_models_endpoint(fake_openai):
    conn = http.client.HTTPConnection("127.0.0.1", fake_openai.port, timeout=5)
    conn.request("GET", "/v1/models")
    data = json.loads(conn.getresponse().read())
    assert [m["id"] for m in data["data"]] == ["fake-model", "fake-embedding"]


def test_reply_delay_paces_stream_chunks(fake_openai):
    fake_openai.on_request(lambda b: True, lambda b: Reply("a b c", delay=0.1))
    _post(fake_openai, "/v1/chat/completions", _chat(stream=True))
    # the delay precedes the reply and each chunk after the first
    assert fake_openai.pauses == [0.1, 0.1, 0.1]


def test_runs_standalone_and_stops_cleanly():
    with FakeOpenAIServer(embedding_dim=16) as server:
        status, _ = _post(server, "/v1/embeddings", {"model": "e", "input": "x"})
        assert status == 200
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", server.port), timeout=1)
