"""`ltm-chat mcp clients|allow|deny|token` and the pieces they stand on (in-process CLI)."""

from __future__ import annotations

import json

import pytest

from tests.cli_helpers import assert_one_line_error, invoke, invoke_json


def test_help_explains_every_permission(ltm_home):
    out = invoke("mcp", "--help").stdout
    for word in ("read", "propose", "write", "forget", "review queue", "127.0.0.1", "--incognito"):
        assert word in out, word


def test_a_new_client_may_read_and_propose_and_grants_are_kept(ltm_home):
    assert invoke_json("mcp", "clients") == []
    assert invoke("mcp", "clients").stdout.startswith("No MCP client")
    result = invoke("mcp", "allow", "claude-code", "write", "forget")
    assert result.exit_code == 0 and "read, propose, write, forget" in result.stdout
    assert invoke("mcp", "deny", "claude-code", "propose", "read").exit_code == 0
    [record] = invoke_json("mcp", "clients")
    assert record["name"] == "claude-code" and record["allow"] == ["write", "forget"]
    assert record["first_seen"] is None and record["reads"] == 0  # granted before it connected
    path = ltm_home / "mcp_clients.json"
    assert oct(path.stat().st_mode & 0o777) == "0o600"


@pytest.mark.parametrize(
    "args, needle",
    [
        (("allow", "claude-code", "delete"), "not a permission"),
        (("deny", "bad/name", "read"), "not a client name"),
    ],
)
def test_bad_permission_or_name_is_a_usage_error(ltm_home, args, needle):
    result = invoke("mcp", *args)
    assert result.exit_code == 2 and needle in result.stderr
    assert not (ltm_home / "mcp_clients.json").exists()


@pytest.mark.parametrize(
    "content, needle",
    [
        ("{not json", "is not valid JSON"),
        (json.dumps({"clients": {"cursor": {"allow": ["root"]}}}), "clients.cursor.allow"),
        (json.dumps({"clients": []}), "'clients'"),
    ],
)
def test_a_broken_permissions_file_is_named(ltm_home, content, needle):
    ltm_home.mkdir(parents=True)
    (ltm_home / "mcp_clients.json").write_text(content)
    for args in (("clients",), ("allow", "cursor", "read")):
        stderr = assert_one_line_error(invoke("mcp", *args), needle)
        assert "mcp_clients.json" in stderr
    assert (ltm_home / "mcp_clients.json").read_text() == content  # left as it was


def test_server_flags_do_not_go_with_a_subcommand(ltm_home):
    assert_one_line_error(invoke("mcp", "--http", "clients"), "without a sub-command")


def test_token_is_created_once_in_the_keyring(ltm_home, memory_keyring, monkeypatch):
    monkeypatch.delenv("LTM_CHAT_MCP_TOKEN", raising=False)
    first = invoke("mcp", "token")
    assert first.exit_code == 0 and "new, kept in the system keyring" in first.stderr
    token = first.stdout.strip()
    assert len(token) >= 32 and memory_keyring.get_password("ltm-chat", "mcp-http-token") == token
    again = invoke("mcp", "token")
    assert again.stdout.strip() == token and "from the system keyring" in again.stderr
    rotated = invoke("mcp", "token", "--new").stdout.strip()
    assert rotated != token
    assert memory_keyring.get_password("ltm-chat", "mcp-http-token") == rotated


def test_without_a_keyring_the_token_error_says_what_to_do(ltm_home, monkeypatch):
    import keyring
    from keyring.backends import fail

    monkeypatch.delenv("LTM_CHAT_MCP_TOKEN", raising=False)
    keyring.set_keyring(fail.Keyring())
    for args in (("token",), ("--http",)):
        stderr = assert_one_line_error(invoke("mcp", *args), "LTM_CHAT_MCP_TOKEN")
        assert "no usable system keyring" in stderr


def test_client_names_are_made_safe_to_store_and_print():
    from ltm_chat.mcp.actor import client_name

    assert client_name("Claude Desktop") == "Claude Desktop"
    assert client_name("\x1b[31mevil\x1b[0m/../x") == "31mevil-0m-..-x"
    assert client_name("x" * 1000) == "x" * 64
    assert client_name(None) == client_name("") == client_name("\n") == "unknown-client"


def test_the_inspector_pane_names_the_client_that_saved_a_memory():
    from rich.console import Console

    from ltm_chat.memory.model import Memory
    from ltm_chat.tui.widgets.memory_detail import MemoryDetails, render_details

    m = Memory(id="0123456789abcdef", user_id="alice", text="Prefers metric units")
    console = Console(width=100, record=True)
    console.print(render_details(MemoryDetails(m, history=[], log=[], client="mcp:cursor")))
    shown = console.export_text()
    assert "saved by" in shown and "mcp:cursor" in shown
    console = Console(width=100, record=True)
    console.print(render_details(MemoryDetails(m, history=[], log=[])))
    assert "saved by" not in console.export_text()


def test_client_of_reads_the_first_write_in_the_audit_trail():
    from datetime import UTC, datetime, timedelta

    from ltm_chat.mcp.actor import client_of

    t = datetime(2026, 1, 1, tzinfo=UTC)
    events = [
        {"action": "reinforce", "actor": "user", "at": t + timedelta(2)},
        {"action": "recall", "actor": "mcp:x", "at": t + timedelta(1)},
        {"action": "pending", "actor": "mcp:cursor", "at": t},
    ]
    assert client_of(events) == "mcp:cursor"
    assert client_of([{"action": "add", "actor": "user", "at": t}]) is None
    assert client_of([]) is None


INIT = (
    json.dumps(
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "pipe", "version": "1"},
            },
        }
    )
    + "\n"
)


@pytest.mark.parametrize(
    "argv", [("mcp",), ("--user", "bob", "mcp"), ("mcp", "-w", "x", "-u", "b")]
)
def test_initialize_is_answered_on_the_fast_path_and_through_typer(ltm_home, argv):
    from tests.cli_helpers import run_cli
    from tests.mcp_helpers import server_env

    result = run_cli(*argv, input=INIT, env=server_env())
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout.splitlines()[0])
    assert answer["result"]["serverInfo"]["name"] == "ltm-chat-memory"
    assert not ltm_home.exists()  # nothing opened before a tool call


def test_a_root_folder_names_its_workspace_as_workspace_auto_does(ltm_home, tmp_path):
    from ltm_chat.config import load_settings
    from ltm_chat.mcp.gateway import Gateway
    from tests.test_workspace_auto import git_checkout

    shop = git_checkout(tmp_path / "shop", "https://tok@github.com/acme/shop.git")
    gateway = Gateway(load_settings())
    assert gateway.workspace_for([(shop / "src").as_uri()]) == "github.com/acme/shop"
    assert gateway.workspace_for(["file:///srv/my%20notes"]) == "my notes"
    assert gateway.workspace_for(["https://example.org/x", "file:///"]) == ""  # not a project
    assert gateway.workspace_for(None) == ""
    pinned = Gateway(load_settings(), workspace="billing")
    assert pinned.workspace_for([shop.as_uri()]) == "billing"
