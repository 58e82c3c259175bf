"""The chat on screen as the CLI's Markdown export (`ltm-chat conversations export`).

Built from the messages shown, so it works under --incognito too, where nothing was saved.
"""

from __future__ import annotations

from datetime import UTC, datetime

from ltm_chat.tui.widgets.messages import ChatMessage, MessageList, UserMessage


def _utc(moment: datetime | None, fallback: datetime) -> datetime:
    # A naive time is the app's local clock; astimezone reads it as local.
    return (moment or fallback).astimezone(UTC)


def conversation_markdown(
    messages: MessageList, title: str | None, model: str | None, now: datetime
) -> str | None:
    """The user's and the assistant's messages (notes and errors are the app's, not the
    conversation's, and a stopped turn's message was not kept) in the export format; None when
    there is nothing to export."""
    from ltm_chat.chat.history import Conversation, Message, make_title, to_markdown

    shown = [
        m
        for m in messages.query(ChatMessage)
        if m.ROLE in ("user", "assistant") and not getattr(m, "stopped", False)
    ]
    if not shown:
        return None
    first_user = next((m.text for m in shown if isinstance(m, UserMessage)), "")
    started = _utc(shown[0].when, now)
    conv = Conversation(
        id="",
        user_id="",
        title=title or make_title(first_user),
        created_at=started,
        updated_at=_utc(shown[-1].when, now),
        model=model,
    )
    msgs = [
        Message("", "", m.ROLE, m.text, _utc(m.when, now), getattr(m, "model", None)) for m in shown
    ]
    return to_markdown(conv, msgs)
