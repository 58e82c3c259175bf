"""Rich renderings of memories for people: the list and search tables, the detail view, history.

Imported only by commands that print for people (rich costs ~40 ms to import).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from rich.table import Table
from rich.text import Text

from ltm_chat.cli.common import as_utc, data_text, plain_table, short_id, stamp, utc_day, when
from ltm_chat.memory.model import HistoryEntry, Memory, RecalledMemory
from ltm_chat.text import plural

PIN_MARK = "●"


def _with_expiry(text: Text, moment: datetime | None, now: datetime) -> Text:
    """A memory's text, with the line "expires <UTC date>" ("expired …" once past) under it
    when it has one (a line, not a column: at 80 columns the table has no room for one)."""
    if moment is None:
        return text
    day = utc_day(moment)
    past = as_utc(moment) <= as_utc(now)
    return Text.assemble(
        text, "\n", (f"expire{'d' if past else 's'} {day}", "red" if past else "dim")
    )


def memories_table(
    memories: list[Memory], *, now: datetime, show_workspace: bool, caption: str | None = None
) -> Table:
    """id prefix, pin mark, text (and its expiry), kind, importance, created, last used, uses
    (, workspace)."""
    from ltm_chat.cli.packed_columns import CENTER, LEFT, RIGHT, pack

    # The short columns packed (packed_columns.py): 3 cells a row for rich instead of 8-9.
    lead_header, lead = pack(
        [("id", LEFT), (PIN_MARK, CENTER)],
        [[Text(short_id(m.id), style="cyan"), _pin(m)] for m in memories],
    )
    facts = [("kind", LEFT), ("imp.", RIGHT), ("created", LEFT), ("last used", LEFT)]
    facts.append(("uses", RIGHT))
    if show_workspace:
        facts.append(("workspace", LEFT))
    facts_header, rest = pack(facts, [_facts(m, now, show_workspace) for m in memories])
    table = plain_table(caption)
    table.add_column(lead_header, no_wrap=True)
    table.add_column("text", ratio=1, min_width=16, overflow="fold")
    table.add_column(facts_header, no_wrap=True)
    for m, first, last in zip(memories, lead, rest, strict=True):
        table.add_row(first, _with_expiry(data_text(m.text), m.expires_at, now), last)
    return table


def _pin(m: Memory) -> Any:
    return Text(PIN_MARK, style="yellow") if m.pinned else ""


def _facts(m: Memory, now: datetime, show_workspace: bool) -> list[Any]:
    row: list[Any] = [
        data_text(m.kind),
        f"{m.importance:.2f}",
        when(m.created_at, now),
        when(m.last_accessed_at, now),
        str(m.retrieval_count),
    ]
    if show_workspace:
        row.append(data_text(m.workspace or "(global)"))
    return row


def pending_table(memories: list[Memory], *, now: datetime, caption: str | None = None) -> Table:
    """The review queue: id prefix, sensitive mark, text, kind, confidence, learned, expires."""
    table = plain_table(caption)
    table.add_column("id", style="cyan", no_wrap=True)
    table.add_column("text", ratio=1, min_width=16, overflow="fold")
    table.add_column("kind", no_wrap=True)
    table.add_column("sure", justify="right", no_wrap=True)
    table.add_column("learned", no_wrap=True)
    table.add_column("expires", no_wrap=True)
    for m in memories:
        text = Text(m.text)
        if m.sensitivity == "sensitive":
            text = Text.assemble(("sensitive ", "bold red"), m.text)
        table.add_row(
            short_id(m.id),
            text,
            m.kind,
            f"{(m.confidence or 0.0):.2f}",
            when(m.created_at, now),
            utc_day(m.expires_at) if m.expires_at else "—",
        )
    return table


def search_table(results: list[RecalledMemory], *, caption: str) -> Table:
    """Ranked results with the parts of each score (DESIGN.md §4)."""
    table = plain_table(caption)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column("id", style="cyan", no_wrap=True)
    table.add_column("text", ratio=1, min_width=16, overflow="fold")
    table.add_column("kind", no_wrap=True)
    table.add_column("score", justify="right", style="bold", no_wrap=True)
    table.add_column("sim.", justify="right", no_wrap=True)
    table.add_column("recency", justify="right", no_wrap=True)
    table.add_column("imp.", justify="right", no_wrap=True)
    for rank, r in enumerate(results, 1):
        text = data_text(r.memory.text)
        if r.memory.pinned:
            text = Text.assemble((PIN_MARK + " ", "yellow"), text)
        table.add_row(
            str(rank),
            short_id(r.memory.id),
            text,
            data_text(r.memory.kind),
            f"{r.score:.3f}",
            f"{r.similarity:.3f}",
            f"{r.recency:.3f}",
            f"{r.importance:.2f}",
        )
    return table


def memory_detail(
    m: Memory, *, provenance: str, history_count: int, client: str | None = None
) -> Table:
    """Every field of one memory as label/value rows."""
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(ratio=1, overflow="fold")
    rows: list[tuple[str, Any]] = [
        ("id", Text(m.id, style="cyan")),
        ("text", data_text(m.text)),
        ("kind", data_text(m.kind)),
        ("importance", f"{m.importance:.2f}"),
        ("pinned", "yes" if m.pinned else "no"),
        ("source", data_text(m.source)),
        ("learned in", data_text(provenance)),
        *([("saved by", data_text(client))] if client else []),
        ("workspace", data_text(m.workspace or "(global)")),
        ("namespace", data_text(m.namespace)),
        ("created", stamp(m.created_at)),
        ("updated", stamp(m.updated_at)),
        ("last used", stamp(m.last_accessed_at) if m.last_accessed_at else "never"),
        ("uses", str(m.retrieval_count)),
        (
            "version",
            f"{m.version}" + (f" ({history_count} earlier in history)" if history_count else ""),
        ),
        ("embedding", data_text(m.embedding_model or "none (lexical)")),
    ]
    if m.expires_at:
        rows.append(("expires", stamp(m.expires_at)))
    if m.status == "pending":
        rows.append(("status", "pending review (not recalled): `memories accept` / `reject`"))
    if m.sensitivity == "sensitive":
        rows.append(("sensitivity", "sensitive"))
    for label, value in rows:
        grid.add_row(label, value)
    return grid


def history_table(m: Memory, entries: list[HistoryEntry]) -> Table:
    """Earlier versions, oldest first, then the current text; each with the change that
    replaced it (edit, supersede, reinforce, pin, undo…) and who made it."""
    table = plain_table()
    table.add_column("version", justify="right", no_wrap=True)
    table.add_column("text", ratio=1, min_width=16, overflow="fold")
    table.add_column("kind", no_wrap=True)
    table.add_column("imp.", justify="right", no_wrap=True)
    table.add_column(PIN_MARK, justify="center", no_wrap=True)
    table.add_column("replaced", no_wrap=True)
    table.add_column("by", no_wrap=True)
    table.add_column("change", no_wrap=True)
    for e in entries:
        change = e.action or "edit"
        if e.restores:
            change += f" (to v{e.restores})"
        table.add_row(
            str(e.version),
            data_text(e.text),
            e.kind or "?",
            f"{e.importance:.2f}" if e.importance is not None else "?",
            "?" if e.pinned is None else (PIN_MARK if e.pinned else ""),
            when(e.changed_at),
            data_text(e.actor),
            change,
        )
    table.add_row(
        Text(str(m.version), style="bold"),
        data_text(m.text, style="bold"),
        m.kind,
        f"{m.importance:.2f}",
        PIN_MARK if m.pinned else "",
        "current",
        "",
        "",
    )
    return table


def log_table(events: list[dict[str, Any]]) -> Table:
    """The audit trail, newest first: when, who, what, which memory and conversation."""
    table = plain_table()
    table.add_column("when", no_wrap=True)
    table.add_column("who", no_wrap=True)
    table.add_column("action", no_wrap=True)
    table.add_column("memory", style="cyan", no_wrap=True)
    table.add_column("conversation", no_wrap=True)
    table.add_column("detail", ratio=1, overflow="fold")
    for e in events:
        table.add_row(
            e["at"][:19].replace("T", " "),
            e["actor"],
            e["action"],
            short_id(e["memory_id"]),
            (e["conversation_id"] or "")[:8],
            describe_detail(e["detail"]),
        )
    return table


def describe_detail(detail: Any) -> str:
    """An event's detail in a few words (versions, reasons, counts, recalled ids)."""
    if not isinstance(detail, dict):
        return ""
    parts = []
    for key, value in sorted(detail.items()):
        if key == "ids" and isinstance(value, list):
            parts.append(
                f"{plural(len(value), 'id')}: " + " ".join(short_id(str(i)) for i in value)
            )
        elif isinstance(value, dict):
            counted = ", ".join(f"{k} {v}" for k, v in value.items() if v)
            parts.append(f"{key} {counted}" if counted else "")  # "dropped" with nothing dropped
        elif isinstance(value, list):
            parts.append(f"{key} " + ", ".join(map(str, value)))
        else:
            parts.append(f"{key} {value}")
    return " · ".join(p for p in parts if p.strip())
