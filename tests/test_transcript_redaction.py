"""A credential typed in a chat never reaches the disk: the stored transcript has it redacted.

Through the chat engine: litellm over real HTTP to the fake server, a real LanceDB on disk, and
a byte scan of the whole data directory afterwards.
"""

from __future__ import annotations

from pathlib import Path

from ltm_chat.chat.events import Done
from ltm_chat.chat.history import ConversationStore, make_title
from ltm_chat.chat.session import ChatSession
from ltm_chat.memory.storage.db import Database

EMBED = "openai/fake-embedding"
# A GitHub token in its documented shape (ghp_ + 36 alphanumerics); not a live one.
SECRET = "ghp_" + "Zq8Lr2Wx5Ty9Ub3Vc6Nd1Me4Kf7Hg0Js2Pa5"
PASSWORD = "Tr0ub4dor&3-horse"
# Words beside the secrets that must be on disk: they prove the scan reads the stored text.
MARKER = "zebrafinch"


def replies_requested(server) -> list[dict]:
    """The chat calls (not the background extraction calls)."""
    return [r for r in server.chat_requests if r not in server.extraction_requests]


def files_containing(root: Path, needle: str) -> list[Path]:
    data = needle.encode()
    return [p for p in root.rglob("*") if p.is_file() and data in p.read_bytes()]


def stored(settings) -> list[tuple[str, list[tuple[str, str]]]]:
    store = ConversationStore(Database(settings.paths.db_uri), settings.user_id).open()
    return [(c.title, [(m.role, m.content) for m in store.messages(c.id)]) for c in store.list()]


async def test_credentials_in_a_chat_are_redacted_on_disk_but_sent_unchanged(
    fake_llm_settings, fake_openai, ltm_home
):
    settings = fake_llm_settings.with_(memory_env="1", embedding_model=EMBED)
    session = ChatSession(settings)
    fake_openai.script_reply(f"Noted. I will not repeat {SECRET} anywhere.")
    # The extraction model (wrongly) proposes the token as a memory: the filter drops it.
    fake_openai.script_json(
        {"memories": [{"text": f"User's GitHub token is {SECRET}", "kind": "fact"}]}
    )
    text = f"My {MARKER} deploy token is {SECRET} and db password = '{PASSWORD}'"
    events = [ev async for ev in session.send(text)]
    assert isinstance(events[-1], Done)
    assert await session.wait_for_background(30)

    # The provider got the message as typed.
    assert replies_requested(fake_openai)[-1]["messages"][-1]["content"] == text

    [(title, messages)] = stored(settings)
    assert messages == [
        (
            "user",
            f"My {MARKER} deploy token is [redacted: github-token] and db password = "
            "'[redacted: password-assignment]'",
        ),
        ("assistant", "Noted. I will not repeat [redacted: github-token] anywhere."),
    ]
    assert SECRET not in title and "[redacted: github-token]" in title
    assert session.conversation_title == title
    for fmt in ("markdown", "json"):  # the TUI's export of the open conversation
        exported = session.export(fmt)
        assert SECRET not in exported and PASSWORD not in exported and MARKER in exported

    # Nothing on disk holds either credential; the marker beside them is there in clear.
    assert files_containing(ltm_home, MARKER), "the scan must see the stored transcript"
    assert files_containing(ltm_home, SECRET) == []
    assert files_containing(ltm_home, PASSWORD) == []

    # The next turn still sends the conversation as it was typed (the call is unchanged).
    fake_openai.script_reply("Sure.")
    events = [ev async for ev in session.send("Thanks")]
    assert isinstance(events[-1], Done)
    await session.wait_for_background(30)
    assert SECRET in str(replies_requested(fake_openai)[-1]["messages"])
    assert files_containing(ltm_home, SECRET) == []


def test_title_is_cut_after_redaction_so_no_fragment_survives():
    title = make_title("a" * 40 + " please use " + SECRET + " for the deploy")
    assert "ghp_" not in title and "Zq8" not in title
    assert make_title(f"token {SECRET}") == "token [redacted: github-token]"


def test_stored_messages_are_returned_redacted(ltm_home, fake_llm_settings):
    store = ConversationStore(
        Database(fake_llm_settings.paths.db_uri), fake_llm_settings.user_id
    ).open()
    conv = store.create("hello")
    saved = store.add_messages(conv.id, [("user", f"key {SECRET}"), ("assistant", "ok")], None)
    assert [m.content for m in saved] == ["key [redacted: github-token]", "ok"]
    assert [m.content for m in store.messages(conv.id)] == [m.content for m in saved]
    for fmt in ("markdown", "json"):  # what `conversations show/export` print
        assert SECRET not in store.export(conv.id, fmt) and "[redacted: github-token]" in (
            store.export(conv.id, fmt)
        )
