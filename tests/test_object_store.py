"""The store on S3-compatible object storage, against a real local S3 server (moto's), through
the CLI as a user runs it: round trip, real erasure, two machines, concurrent writers, errors
as one line, read commands that create nothing, and doctor's probes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

from tests.cli_helpers import assert_one_line_error, invoke, invoke_json, run_cli
from tests.fixtures_s3 import BUCKET, LOCK_TABLE, VERSIONED_BUCKET, WRONG_TABLE

pytestmark = pytest.mark.s3


def test_round_trip_through_the_cli(s3_env):
    server, prefix = s3_env
    [m] = invoke_json("memories", "add", "Prefers oolong tea in the afternoon")
    assert invoke("memories", "edit", m["id"], "Prefers oolong tea after lunch").exit_code == 0
    [listed] = invoke_json("memories", "list")
    assert listed["text"] == "Prefers oolong tea after lunch"
    found = invoke_json("memories", "search", "oolong")
    assert [r["id"] for r in found] == [m["id"]]
    history = invoke_json("memories", "history", m["id"])
    assert "Prefers oolong tea in the afternoon" in [h["text"] for h in history]
    assert server.objects(prefix)  # it really lives in the bucket


@pytest.mark.parametrize("how", ["forget", "clear"])
def test_forget_and_clear_leave_no_byte_of_the_text_in_the_bucket(s3_env, how):
    server, prefix = s3_env
    secret_ish = "Keeps the spare key under the blue flowerpot QX7"
    keep = "Likes hiking in the Alps"
    [m] = invoke_json("memories", "add", secret_ish)
    invoke_json("memories", "add", keep)
    assert invoke("memories", "edit", m["id"], secret_ish + " (left side)").exit_code == 0
    assert b"blue flowerpot" in server.all_bytes(prefix)
    if how == "forget":
        assert invoke("memories", "forget", m["id"], "--yes").exit_code == 0
    else:
        assert invoke("memories", "clear", "--yes").exit_code == 0
    data = server.all_bytes(prefix)
    assert b"blue flowerpot" not in data and b"QX7" not in data
    if how == "forget":
        assert keep.encode() in data
        assert [r["text"] for r in invoke_json("memories", "list")] == [keep]


def test_a_second_machine_sees_adds_and_forgets_without_restarting(s3_env, tmp_path):
    other = {"LTM_CHAT_HOME": str(tmp_path / "laptop")}  # another home, the same bucket
    [m] = invoke_json("memories", "add", "Plays the cello")
    seen = run_cli("memories", "list", "--json", env=other)
    assert [r["text"] for r in json.loads(seen.stdout)] == ["Plays the cello"], seen.stderr
    assert run_cli("memories", "forget", m["id"], "--yes", env=other).returncode == 0
    assert invoke_json("memories", "list") == []


ADDER = textwrap.dedent("""
    import asyncio, sys
    from ltm_chat.config import load_settings
    from ltm_chat.memory.service import open_long_term_memory

    async def main(tag):
        memory = open_long_term_memory(load_settings(), embedder=None)
        for i in range(20):
            await memory.add(f"Writer {tag} fact number {i} about topic {tag}{i}")

    asyncio.run(main(sys.argv[1]))
""")


@pytest.mark.parametrize("scheme", ["s3", "s3+ddb"])
def test_two_writers_at_once_lose_nothing(s3_env, monkeypatch, scheme):
    server, prefix = s3_env
    uri = f"s3://{BUCKET}/{prefix}"
    if scheme == "s3+ddb":
        uri = f"s3+ddb://{BUCKET}/{prefix}?ddbTableName={LOCK_TABLE}"
    monkeypatch.setenv("LTM_CHAT_DB_URI", uri)
    monkeypatch.setenv("NODETOOL_MEMORY_MAX_ITEMS", "0")
    invoke_json("memories", "add", "Seed memory so the tables exist")
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", ADDER, tag], env=dict(os.environ), stderr=subprocess.PIPE
        )
        for tag in "ab"
    ]
    for proc in procs:
        _, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err.decode()[-2000:]
    texts = {r["text"] for r in invoke_json("memories", "list", "--all-workspaces")}
    assert len(texts) == 41


def test_read_commands_on_an_empty_prefix_create_nothing(s3_env):
    server, prefix = s3_env
    for argv in (
        ["memories", "list"],
        ["memories", "search", "tea"],
        ["memories", "export"],
        ["conversations", "list"],
        ["memories", "show", "abc"],
    ):
        invoke(*argv)
    assert server.objects(prefix) == []


def test_an_http_endpoint_without_allow_http_is_one_clear_line(s3_env, monkeypatch):
    monkeypatch.delenv("AWS_ALLOW_HTTP")
    result = invoke("memories", "add", "Likes jazz")
    assert_one_line_error(result, "allow_http = true")


def test_a_missing_bucket_is_one_clear_line(s3_env, monkeypatch):
    monkeypatch.setenv("LTM_CHAT_DB_URI", "s3://no-such-bucket/x")
    assert_one_line_error(
        invoke("memories", "add", "Likes jazz"), "bucket 'no-such-bucket' does not exist"
    )


def test_an_unreachable_endpoint_is_one_clear_line(s3_env, monkeypatch):
    from tests.fixtures_s3 import _free_port

    monkeypatch.setenv("AWS_ENDPOINT", f"http://127.0.0.1:{_free_port()}")
    assert_one_line_error(invoke("memories", "add", "Likes jazz"), "cannot reach 127.0.0.1:")


@pytest.mark.parametrize(
    ("table", "needle"), [("absent-table", "is missing"), (WRONG_TABLE, "wrong keys")]
)
def test_dynamodb_lock_table_problems_are_one_clear_line(s3_env, monkeypatch, table, needle):
    _server, prefix = s3_env
    monkeypatch.setenv("LTM_CHAT_DB_URI", f"s3+ddb://{BUCKET}/{prefix}?ddbTableName={table}")
    result = invoke("memories", "add", "Likes jazz")
    assert_one_line_error(result, f"DynamoDB table {table!r}", needle)
    assert "Traceback" not in result.stderr and "{" not in result.stderr


def test_lancedb_cloud_is_refused_with_the_reason(ltm_home, monkeypatch):
    monkeypatch.setenv("LTM_CHAT_DB_URI", "db://my-project")
    assert_one_line_error(invoke("memories", "list"), "(db://) is not supported", "erase")


@pytest.mark.parametrize("uri", ["gs://bucket/prefix", "az://container/prefix"])
def test_an_unsupported_object_store_names_the_file_and_key(ltm_home, uri):
    """Before: `uri = "gs://…"` ended in a raw GCS token-request dump naming no file."""
    config = ltm_home / "config.toml"
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text(f'[storage]\nuri = "{uri}"\n')
    stderr = assert_one_line_error(invoke("memories", "list"), f"{config}: storage.uri")
    assert "is not supported" in stderr and "s3://" in stderr


def test_doctor_probes_the_bucket_and_leaves_nothing_behind(s3_env):
    server, prefix = s3_env
    report = invoke("doctor", "--json")
    assert report.exit_code == 0, report.stderr
    found = {f["message"] for f in json.loads(report.stdout)["object_store"]}
    assert any("safe for several writers" in m for m in found), found
    assert any("versioning is off" in m for m in found), found
    assert server.objects(prefix) == []


def test_doctor_warns_about_a_versioned_bucket(s3_env, monkeypatch):
    server, prefix = s3_env
    monkeypatch.setenv("LTM_CHAT_DB_URI", f"s3://{VERSIONED_BUCKET}/{prefix}")
    report = invoke("doctor", "--json")
    assert report.exit_code == 0, report.stderr
    warnings = [
        f["message"] for f in json.loads(report.stdout)["object_store"] if f["level"] == "warn"
    ]
    assert any("old object versions" in w for w in warnings), warnings
    versions = server.client().list_object_versions(Bucket=VERSIONED_BUCKET, Prefix=prefix)
    assert versions.get("Versions", []) == [] and versions.get("DeleteMarkers", []) == []


def test_doctor_exits_1_for_a_missing_bucket(s3_env, monkeypatch):
    monkeypatch.setenv("LTM_CHAT_DB_URI", "s3://no-such-bucket/x")
    result = invoke("doctor")
    assert result.exit_code == 1
    assert "does not exist" in result.stdout and "IO {" not in result.stdout


def test_the_storage_section_of_the_config_file(s3_server, ltm_home, monkeypatch):
    for name in ("AWS_ENDPOINT", "AWS_ALLOW_HTTP", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    monkeypatch.setenv("MY_S3_ID", "test")
    monkeypatch.setenv("MY_S3_SECRET", "test")
    ltm_home.mkdir(parents=True, exist_ok=True)
    config = ltm_home / "config.toml"
    config.write_text(
        textwrap.dedent(f"""
        [storage]
        uri = "s3://{BUCKET}/cfg-section"
        endpoint = "{s3_server.endpoint}"
        region = "us-east-1"
        allow_http = true
        access_key_id_env = "MY_S3_ID"
        secret_access_key_env = "MY_S3_SECRET"
    """)
    )
    assert invoke("memories", "add", "Configured through the file").exit_code == 0
    assert s3_server.objects("cfg-section")
    config.write_text(config.read_text() + 'bucket = "x"\n')
    assert_one_line_error(invoke("memories", "list"), str(config), "storage.bucket")


def test_on_object_storage_the_cap_evicts_a_batch_at_a_time(s3_env, monkeypatch):
    import ltm_chat.memory.write.cap as cap

    monkeypatch.setattr(cap, "REMOTE_EVICT_BATCH", 2)
    monkeypatch.setenv("NODETOOL_MEMORY_MAX_ITEMS", "3")
    for text in ("Plays chess", "Grows tomatoes", "Reads poetry", "Knits scarves"):
        result = invoke("memories", "add", text)
        assert result.exit_code == 0 and "Evicted" not in result.stdout, result.stdout
        assert "above the cap" not in result.stderr  # one over: the next batch, not a warning
    assert len(invoke_json("memories", "list")) == 4
    fifth = invoke("memories", "add", "Bakes sourdough")
    assert fifth.stdout.count("Evicted") == 2, fifth.stdout  # the batch: both rows over the cap
    assert len(invoke_json("memories", "list")) == 3
    evicted = [e for e in invoke_json("memories", "log") if e["action"] == "evict"]
    assert len(evicted) == 2


def test_on_object_storage_a_lowered_cap_still_evicts_one_per_add(s3_env, monkeypatch):
    import ltm_chat.memory.write.cap as cap

    monkeypatch.setattr(cap, "REMOTE_EVICT_BATCH", 2)
    monkeypatch.setenv("NODETOOL_MEMORY_MAX_ITEMS", "0")
    for i in range(5):
        assert invoke("memories", "add", f"Old hobby number {i} is rowing").exit_code == 0
    monkeypatch.setenv("NODETOOL_MEMORY_MAX_ITEMS", "1")  # 5 over: more than two batches
    result = invoke("memories", "add", "Plays the oboe")
    assert result.stdout.count("Evicted") == 1, result.stdout
    assert "above the cap of 1" in result.stderr
    assert len(invoke_json("memories", "list")) == 5


async def test_a_long_running_window_sees_another_machines_add_within_its_interval(
    s3_env, tmp_path
):
    import asyncio

    from ltm_chat.config import load_settings
    from ltm_chat.memory.service import open_long_term_memory
    from ltm_chat.memory.storage.db import REMOTE_CONSISTENCY

    memory = open_long_term_memory(load_settings(), embedder=None)  # a chat window, kept open
    await memory.add("Seen by both machines")
    assert [m.text for m in await memory.list()] == ["Seen by both machines"]
    other = {"LTM_CHAT_HOME": str(tmp_path / "laptop")}
    done = run_cli("memories", "add", "Added on the laptop", env=other)
    assert done.returncode == 0, done.stderr
    await asyncio.sleep(REMOTE_CONSISTENCY.total_seconds() + 0.2)  # the documented staleness
    texts = {m.text for m in await memory.list()}
    assert texts == {"Seen by both machines", "Added on the laptop"}
    found = await memory.search("laptop")
    assert [r.memory.text for r in found] == ["Added on the laptop"]
