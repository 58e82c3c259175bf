"""Exports built to each source's documented schema, for the import tests and the bench.

ChatGPT (`conversations.json`): a list of conversations {id, conversation_id, title,
create_time, update_time (Unix seconds), mapping: {node id: {id, message, parent, children}},
current_node, default_model_slug, …}; a message is {id, author: {role, name, metadata},
create_time, content: {content_type, parts | text, language}, status, end_turn, weight,
metadata: {model_slug, attachments, is_visually_hidden_from_conversation, …}, recipient}.
Claude (`conversations.json`): a list of {uuid, name, created_at, updated_at, account,
chat_messages: [{uuid, text, content: [{type, text}], sender: human|assistant, created_at,
updated_at, attachments: [{file_name, file_size, file_type, extracted_content}], files:
[{file_name}]}]}.
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any


class ChatGPTTree:
    """One ChatGPT conversation built node by node (branches by giving the same parent)."""

    def __init__(self, conv_id: str, title: str, created: float, model: str = "gpt-4o"):
        self.conv_id, self.title, self.created, self.model = conv_id, title, created, model
        root = f"{conv_id}-root"
        self.mapping: dict[str, Any] = {
            root: {"id": root, "message": None, "parent": None, "children": []}
        }
        self.root = root
        self.current: str = root
        self.updated = created
        self._n = 0
        # the hidden system message every real export starts with
        self.system = self.add(self.root, "system", "", hidden=True)

    def add(
        self,
        parent: str,
        role: str,
        text: str | None = None,
        *,
        at: float | None = None,
        content: dict[str, Any] | None = None,
        hidden: bool = False,
        recipient: str = "all",
        attachments: list[dict] | None = None,
    ) -> str:
        self._n += 1
        node_id = f"{self.conv_id}-n{self._n}"
        at = at if at is not None else self.created + self._n * 60
        meta: dict[str, Any] = {}
        if role == "assistant":
            meta["model_slug"] = self.model
        if hidden:
            meta["is_visually_hidden_from_conversation"] = True
        if attachments:
            meta["attachments"] = attachments
        message = {
            "id": node_id,
            "author": {"role": role, "name": None, "metadata": {}},
            "create_time": at,
            "update_time": None,
            "content": content or {"content_type": "text", "parts": [text or ""]},
            "status": "finished_successfully",
            "end_turn": role == "assistant",
            "weight": 1.0,
            "metadata": meta,
            "recipient": recipient,
        }
        self.mapping[node_id] = {
            "id": node_id,
            "message": message,
            "parent": parent,
            "children": [],
        }
        self.mapping[parent]["children"].append(node_id)
        self.current = node_id
        self.updated = max(self.updated, at)
        return node_id

    def to_json(self) -> dict[str, Any]:
        return {
            "title": self.title,
            "create_time": self.created,
            "update_time": self.updated,
            "mapping": self.mapping,
            "moderation_results": [],
            "current_node": self.current,
            "plugin_ids": None,
            "conversation_id": self.conv_id,
            "conversation_template_id": None,
            "gizmo_id": None,
            "is_archived": False,
            "safe_urls": [],
            "default_model_slug": self.model,
            "id": self.conv_id,
        }


def claude_conversation(
    uuid: str, name: str, created: str, messages: list[dict[str, Any]]
) -> dict[str, Any]:
    """messages: {sender, text, created_at, attachments?, files?, extra_blocks?}."""
    chat = []
    for n, m in enumerate(messages):
        blocks = [*m.get("extra_blocks", []), {"type": "text", "text": m["text"]}]
        chat.append(
            {
                "uuid": f"{uuid}-m{n}",
                "text": m["text"],
                "content": blocks,
                "sender": m["sender"],
                "created_at": m["created_at"],
                "updated_at": m["created_at"],
                "attachments": m.get("attachments", []),
                "files": m.get("files", []),
            }
        )
    last = messages[-1]["created_at"] if messages else created
    return {
        "uuid": uuid,
        "name": name,
        "created_at": created,
        "updated_at": last,
        "account": {"uuid": "acct-1"},
        "chat_messages": chat,
    }


def write_export(
    path: Path,
    conversations: list[dict[str, Any]],
    *,
    zipped: bool,
    extra: dict[str, str] | None = None,
) -> Path:
    """conversations.json, or a zip holding it (and the export's other files)."""
    data = json.dumps(conversations, ensure_ascii=False)
    if not zipped:
        path.write_text(data, encoding="utf-8")
        return path
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in (extra or {"user.json": "{}", "chat.html": "<html></html>"}).items():
            archive.writestr(name, text)
        archive.writestr("conversations.json", data)
    return path
