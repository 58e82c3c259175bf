"""What the inspector's keys that change memories do: ask (a modal) when it matters, then write
through a worker (inspector_workers), with how to undo it. Functions of the InspectorScreen.
"""

from __future__ import annotations

import asyncio
from functools import partial
from pathlib import Path
from typing import Any

from ltm_chat.memory.model import Memory
from ltm_chat.text import every, memories
from ltm_chat.tui.data_text import data_markup
from ltm_chat.tui.screens import inspector_workers
from ltm_chat.tui.screens.inspector_confirm import (
    ConfirmModal,
    ExportPathModal,
    ForgetModal,
    TypedConfirmModal,
)
from ltm_chat.tui.screens.inspector_edit import MemoryDraft, MemoryEditModal
from ltm_chat.tui.screens.inspector_messages import WriteDone
from ltm_chat.tui.screens.inspector_undo import UndoStep, final_step, of, version_step
from ltm_chat.tui.screens.inspector_view import ALL_WORKSPACES, filter_memories
from ltm_chat.tui.widgets.memory_table import MemoryTable

ACCEPTED = "it is a memory now: forget it (d) if you no longer want it"


def accept(screen: Any) -> None:
    m = screen._selected() if screen._ready() else None
    if m is None:
        return
    inspector_workers.write(
        screen,
        lambda: screen.memory.accept([m.id]),
        lambda r: (f"Accepted: {r[0].text}", screen._neighbour(m.id)),
        lambda r: final_step(of("Accept", m.text), ACCEPTED),
    )


def reject(screen: Any) -> None:
    m = screen._selected() if screen._ready() else None
    if m is None:
        return
    inspector_workers.write(
        screen,
        lambda: screen.memory.reject([m.id]),
        lambda n: (f"Rejected and erased: {m.text}", screen._neighbour(m.id)),
        lambda n: final_step(of("Reject", m.text)),
    )


def review_shown(screen: Any, *, accept: bool) -> None:
    """Accept or reject every pending memory the filter shows, after a yes."""
    if not screen._ready():
        return
    ids = [m.id for m in screen.query_one(MemoryTable).view if m.status == "pending"]
    if not ids:
        screen.notify("Nothing waiting for review is shown.", severity="warning", timeout=3)
        return
    verb = "Accept" if accept else "Reject"
    question = data_markup(f"{verb} the {memories(len(ids))} shown?")
    detail = (
        "They become active and are recalled." if accept else "They are erased for good."
    ) + " The filter chooses which: text, kind:KIND, from:CONVERSATION-ID."

    def confirmed(yes: bool | None) -> None:
        if not yes:
            return
        if accept:
            inspector_workers.write(
                screen,
                lambda: screen.memory.accept(ids),
                lambda r: (f"Accepted {memories(len(r))}.", None),
            )
        else:
            inspector_workers.write(
                screen,
                lambda: screen.memory.reject(ids),
                lambda n: (f"Rejected and erased {memories(len(ids))}.", None),
            )

    screen.app.push_screen(ConfirmModal(question, detail, verb), confirmed)


def add(screen: Any) -> None:
    if not screen._ready():
        return
    space = screen.workspace if screen.workspace != ALL_WORKSPACES else screen.memory.workspace
    draft = MemoryDraft("", workspace=space)

    said: list[str] = []
    steps: list[UndoStep] = []

    async def save(d: MemoryDraft) -> Memory:
        changes = await screen.memory.remember(
            d.text,
            d.kind,
            d.importance,
            d.pinned,
            workspace=d.workspace,
            expires_at=None if d.expires_at == "keep" else d.expires_at,
        )
        first = changes[0]
        verb = {"reinforced": "Already known; reinforced", "superseded": "Updated"}
        note = f"{verb.get(first.action, 'Added')}: {first.text}"
        if first.previous_text:
            note += f" (was: {first.previous_text})"
        evicted = sum(c.action == "evicted" for c in changes)
        said.append(note + (f"; {evicted} evicted over the cap" if evicted else ""))
        stored = await screen.memory.get(first.memory_id)
        if first.action in {"added", "pending"}:  # a new memory: undone by erasing it
            steps.append(UndoStep(of("Add", stored.text), "erase", stored.id, stored.version))
        else:  # restated an existing one (reinforced, superseded): a version of it
            steps.append(version_step("Add", stored.text, stored.id, stored.version))
        return stored

    def done(stored: Memory | None) -> None:
        if stored is not None:
            screen.post_message(WriteDone(said[-1], stored.id, step=steps[-1]))

    modal = MemoryEditModal("Add a memory", draft, save, new=True, clock=screen.memory.clock)
    screen.app.push_screen(modal, done)


def edit(screen: Any) -> None:
    m = screen._selected() if screen._ready() else None
    if m is None:
        return
    draft = MemoryDraft.of(m)
    if m.status == "pending":
        edit_then_accept(screen, m, draft)
        return

    async def save(d: MemoryDraft) -> Memory:
        return await screen.memory.update(
            m.id,
            d.text,
            kind=d.kind,
            importance=d.importance,
            expires_at=d.expires_at,
            expected_version=d.version,
        )

    async def load() -> Memory:
        return await screen.memory.get(m.id)

    def done(stored: Memory | None) -> None:
        if stored is not None:
            note = f"Saved version {stored.version}. Undo with {screen._key('undo')}."
            step = version_step("Edit", m.text, stored.id, stored.version)
            screen.post_message(WriteDone(note, stored.id, step=step))

    title = f"Edit memory (version {m.version}; the current text is kept in its history)"
    modal = MemoryEditModal(title, draft, save, new=False, load=load, clock=screen.memory.clock)
    screen.app.push_screen(modal, done)


def edit_then_accept(screen: Any, m: Memory, draft: MemoryDraft) -> None:
    async def save(d: MemoryDraft) -> Memory:
        [kept] = await screen.memory.accept([m.id], text=d.text)  # a refused text: no change
        if d.expires_at != "keep":  # part of the accept, as the text: it was never a memory
            kept = await screen.memory.set_expires(m.id, d.expires_at)
        return kept

    def done(stored: Memory | None) -> None:
        if stored is not None:
            step = final_step(of("Edit and accept", stored.text), ACCEPTED)
            screen.post_message(WriteDone(f"Edited and accepted: {stored.text}", None, step=step))

    title = "Edit, then accept (the pending text is not kept)"
    screen.app.push_screen(
        MemoryEditModal(title, draft, save, new=False, clock=screen.memory.clock), done
    )


def restore(screen: Any) -> None:
    m = screen._selected() if screen._ready() else None
    if m is None:
        return
    if (m.tier or "hot") == "hot":
        screen.notify("This memory is hot already.", timeout=3)
        return
    inspector_workers.write(
        screen,
        lambda: screen.memory.restore(m.id),
        lambda r: (f"Restored to hot: {r.text}", r.id),
        lambda r: final_step(
            of("Restore", m.text), "tiers are not versions (curation sets them again from use)"
        ),
    )


def pin(screen: Any) -> None:
    m = screen._selected() if screen._ready() else None
    if m is None:
        return
    inspector_workers.write(
        screen,
        lambda: screen.memory.pin(m.id, not m.pinned),
        lambda r: (f"{'Pinned' if r.pinned else 'Unpinned'}: {r.text}", r.id),
        lambda r: (
            version_step("Pin" if r.pinned else "Unpin", r.text, r.id, r.version)
            if r.version != m.version
            else None
        ),
    )


def undo_last(screen: Any) -> None:
    """Take back the user's last action in this inspector, whatever row is selected."""
    if not screen._ready():
        return
    step = screen.undo_stack.pop()
    if step is None:
        screen.notify(
            "Nothing to undo: you have changed nothing in this inspector yet. "
            "(`ltm-chat memories undo ID` takes back a memory's last change.)",
            timeout=6,
        )
        return
    if step.undo == "none":
        before = screen.undo_stack.peek()
        key = screen._key("undo")
        then = f" {key} again undoes the action before it ({before.what})." if before else ""
        screen.notify(
            data_markup(f"{step.what} cannot be undone: {step.why}.{then}"),
            severity="warning",
            timeout=8,
        )
        return
    inspector_workers.write(
        screen,
        partial(inspector_workers.undo_step, screen, step),
        lambda note: (note, step.memory_id),
    )


def forget(screen: Any) -> None:
    m = screen._selected() if screen._ready() else None
    if m is None:
        return
    table = screen.query_one(MemoryTable)
    index = table.index_of(m.id) or 0
    after = table.view[index + 1] if index + 1 < len(table.view) else None
    after = after or (table.view[index - 1] if index > 0 else None)

    after_id = after.id if after else None

    async def ask() -> None:
        source, learned = await asyncio.to_thread(
            partial(inspector_workers.forget_source, screen), m
        )
        screen.app.push_screen(ForgetModal(m.text, source, learned), confirmed)

    def confirmed(answer: tuple[bool, bool] | None) -> None:
        if answer is None:
            return
        if not answer[1]:
            inspector_workers.write(
                screen,
                lambda: screen.memory.forget(m.id),
                lambda n: (f"Forgotten and erased: {m.text}", after_id),
                lambda n: final_step(of("Forget", m.text)),
            )
            return

        async def both() -> None:
            await screen.memory.forget(m.id)
            await inspector_workers.erase_conversation(screen, m.conversation_id)

        inspector_workers.write(
            screen,
            both,
            lambda _: (f"Forgotten and erased, with its conversation: {m.text}", after_id),
            lambda _: final_step(of("Forget", m.text)),
        )

    screen.run_worker(ask, group="forget", exclusive=True, exit_on_error=False)


def clear(screen: Any) -> None:
    if not screen._ready():
        return
    scope = screen.workspace
    doomed = filter_memories(screen.rows, "", scope)
    if not doomed:
        screen.notify("Nothing to clear here.", severity="warning", timeout=3)
        return
    where = {ALL_WORKSPACES: "in every workspace", "": "that are global"}.get(
        scope, f"in workspace {scope}"
    )
    question = data_markup(f"Erase {every(len(doomed))} {where}?")
    detail = (
        "They are erased for good, with their earlier versions. The workspace filter above "
        "chooses what is cleared."
    )

    def confirmed(yes: bool | None) -> None:
        if yes:
            inspector_workers.write(
                screen,
                lambda: screen.memory.clear(None if scope == ALL_WORKSPACES else scope),
                lambda n: (f"Erased {memories(n)} {where}.", None),
                lambda n: final_step(f"Clear of {memories(n)} {where}"),
            )

    screen.app.push_screen(TypedConfirmModal(question, detail, "clear"), confirmed)


def export(screen: Any) -> None:
    if not screen._ready():
        return
    view = list(screen.query_one(MemoryTable).view)
    if not view:
        screen.notify("Nothing to export: no memory is shown.", severity="warning", timeout=4)
        return
    stamp = screen.now().strftime("%Y%m%d-%H%M%S")
    suggested = screen.export_dir / f"memories-{stamp}.jsonl"

    def chosen(path: Path | None) -> None:
        if path is None:
            return

        async def write() -> int:
            await asyncio.to_thread(inspector_workers.write_export, path, view)
            return len(view)

        inspector_workers.write(
            screen,
            write,
            lambda n: (f"Exported {memories(n)} to {path}", None),
            lambda n: final_step(
                f"Export to {path}", "the file stays; delete it if you no longer want it"
            ),
        )

    screen.app.push_screen(ExportPathModal(suggested, len(view)), chosen)
