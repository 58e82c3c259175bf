"""Resuming a conversation in the real app (issue 23, item 12): the app's own notices come back
as notices, not as the model's replies, and the conversation goes on with its own model unless
`-m` names another. Real ChatSession, real LanceDB, the fake OpenAI server."""

from __future__ import annotations

from ltm_chat.chat.history import ConversationStore
from ltm_chat.chat.session import ChatSession
from ltm_chat.config import load_settings
from ltm_chat.memory.storage.db import Database
from ltm_chat.tui.app import make_app
from ltm_chat.tui.widgets.composer import Composer
from ltm_chat.tui.widgets.messages import NoteMessage
from ltm_chat.tui.widgets.model_chip import ModelChip
from tests.fixtures_tui import fixed_clock, wait_until

SIZE = (110, 32)
OTHER = "openai/fake-other"


def roles(app) -> list[tuple[str, str]]:
    return app.chat.messages.transcript()


async def resumed(pilot, count: int) -> None:
    app = pilot.app
    await wait_until(pilot, lambda: app.session is not None, timeout=30)
    await wait_until(pilot, lambda: len(roles(app)) == count, timeout=10)


async def test_remembered_notices_come_back_as_notices(fake_llm_settings, fake_openai):
    settings = fake_llm_settings.with_(memory_toggle=True)
    session = ChatSession(settings, embedder=None)
    [_ async for _ in session.send("Remember that I teach in Braga.")]
    fake_openai.script_reply("Start with one clear goal.")
    [_ async for _ in session.send("What is a good lesson plan?")]
    await session.close()
    app = make_app(settings, clock=fixed_clock, resume="latest")
    async with app.run_test(size=SIZE) as pilot:
        await resumed(pilot, 4)
        assert roles(app) == [
            ("user", "Remember that I teach in Braga."),
            ("note", "Remembered: I teach in Braga."),
            ("user", "What is a good lesson plan?"),
            ("assistant", "Start with one clear goal."),
        ]
        [note] = app.chat.query(NoteMessage)
        await wait_until(pilot, lambda: note.query(".message-header"))  # mounted after its note
        assert str(note.query_one(".message-header").render()).startswith("Memory")
        fake_openai.script_reply("Fractions with pizza slices.")
        app.chat.query_one(Composer).insert("And for fractions?")
        await pilot.press("enter")
        await wait_until(pilot, lambda: len(roles(app)) == 6, timeout=20)
        # The model gets the history as before: the notice as that turn's reply.
        turns = [r for r in fake_openai.chat_requests if r not in fake_openai.extraction_requests]
        sent = [m for m in turns[-1]["messages"] if m["role"] != "system"]
        assert sent[:2] == [
            {"role": "user", "content": "Remember that I teach in Braga."},
            {"role": "assistant", "content": "Remembered: I teach in Braga."},
        ]


async def test_a_conversation_saved_before_notes_had_a_role_shows_them_as_notes(
    fake_llm_settings,
):
    """Transcripts written by earlier versions stored the notice as the assistant's reply."""
    store = ConversationStore(
        Database(fake_llm_settings.paths.db_uri), fake_llm_settings.user_id
    ).open()
    conv = store.create("Remember that I collect vinyl.", model="openai/fake-model")
    store.add_messages(
        conv.id,
        [("user", "Remember that I collect vinyl."), ("assistant", "Remembered: I collect vinyl.")],
        "openai/fake-model",
    )
    app = make_app(fake_llm_settings, clock=fixed_clock, resume="latest")
    async with app.run_test(size=SIZE) as pilot:
        await resumed(pilot, 2)
        assert [role for role, _ in roles(app)] == ["user", "note"]


def _two_models(fake_llm_settings, fake_openai) -> None:
    config = fake_llm_settings.paths.config_file
    config.write_text(
        config.read_text() + f'\n[models."{OTHER}"]\napi_base = "{fake_openai.base_url}"\n'
    )


async def _conversation_with(settings, fake_openai, model: str) -> None:
    session = ChatSession(settings.with_(model=model), embedder=None)
    fake_openai.script_reply("Hello.")
    [_ async for _ in session.send("Hi there")]
    await session.close()


async def test_resume_goes_on_with_the_conversations_model(fake_llm_settings, fake_openai):
    _two_models(fake_llm_settings, fake_openai)
    await _conversation_with(load_settings(), fake_openai, OTHER)
    app = make_app(load_settings(), clock=fixed_clock, resume="latest")  # no -m
    async with app.run_test(size=SIZE) as pilot:
        await resumed(pilot, 2)
        assert app.current_model == OTHER and app.session.model == OTHER
        assert app.chat.query_one(ModelChip).model == OTHER
        fake_openai.script_reply("Again.")
        app.chat.query_one(Composer).insert("Once more")
        await pilot.press("enter")
        await wait_until(pilot, lambda: len(roles(app)) == 4, timeout=20)
        assert fake_openai.chat_requests[-1]["model"] == "fake-other"


async def test_a_model_named_with_m_wins_over_the_conversations(fake_llm_settings, fake_openai):
    _two_models(fake_llm_settings, fake_openai)
    await _conversation_with(load_settings(), fake_openai, OTHER)
    flagged = load_settings(model="openai/fake-model")  # as `ltm-chat -m openai/fake-model`
    app = make_app(flagged, clock=fixed_clock, resume="latest")
    async with app.run_test(size=SIZE) as pilot:
        await resumed(pilot, 2)
        assert app.current_model == "openai/fake-model" == app.session.model
