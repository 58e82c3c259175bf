"""The inspector's detail pane: one memory in full, where it came from, and its versions."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static

from ltm_chat.memory.model import HistoryEntry, Memory, RecalledMemory
from ltm_chat.memory.retrieval.recall import W_IMP, W_REC, W_SIM
from ltm_chat.memory.write.expiry import editable_expires
from ltm_chat.text import plural, safe_text
from ltm_chat.tui.data_text import data_text
from ltm_chat.tui.screens.inspector_view import local_time

WHEN = "%Y-%m-%d %H:%M"
TIER_NOTES = {
    "hot": "hot: recalled first",
    "warm": "warm: recalled at a lower priority",
    "cold": "cold: recalled at the lowest priority",
    "archived": "archived: never recalled",
}
WIDE = 100  # from this width, versions sit beside the facts instead of below them
SOURCES = {
    "explicit": "you asked to remember it",
    "extracted": "picked up from a conversation",
    "manual": "added by hand",
    "import": "imported",
}


@dataclass
class Provenance:
    """The conversation a memory was learned in (title None: it was deleted since)."""

    conversation_id: str
    title: str | None = None
    created_at: datetime | None = None


@dataclass
class MemoryDetails:
    """Everything the pane shows; history and provenance arrive after the row is picked."""

    memory: Memory
    history: list[HistoryEntry] | None = None  # None: still loading
    provenance: Provenance | None = None
    scored: RecalledMemory | None = None
    extra: list[str] = field(default_factory=list)
    log: list[dict] | None = None  # audit events about it, newest first (ids and actions only)
    client: str | None = None  # the MCP client that saved it (mcp:<name>), if one did


def _grid() -> Table:
    grid = Table.grid(padding=(0, 1))
    grid.add_column(style="dim", no_wrap=True, min_width=11)
    grid.add_column(ratio=1)
    return grid


def render_details(d: MemoryDetails, wide: bool = False) -> RenderableType:
    """The pane's content (memory text is plain Text, never markup); versions at the side
    when `wide`, below otherwise."""
    m = d.memory
    title = Text(m.text, style="bold")
    facts = _grid()
    if d.scored is not None:
        s = d.scored
        facts.add_row(
            "score",
            f"{s.score:.3f} = {W_SIM}×{s.similarity:.2f} similarity + {W_REC}×{s.recency:.2f}"
            f" recency + {W_IMP}×{s.importance:.2f} importance",
        )
    if m.status == "pending":
        facts.add_row("review", Text("waiting, not recalled: y accepts, n rejects", "bold"))
    if m.sensitivity == "sensitive":
        facts.add_row("sensitive", Text("health, money, beliefs, location or others' data", "red"))
    if m.expires_at is not None:
        facts.add_row("expires", editable_expires(m.expires_at))  # as the edit dialog has it
    if m.status != "pending":  # nothing pending is recalled: the review line says so
        tier = m.tier or "hot"
        note = TIER_NOTES.get(tier, tier) + ("" if tier == "hot" else " · t restores it")
        facts.add_row("tier", data_text(note))
    pin = Text("  ★ pinned", style="bold") if m.pinned else Text("")
    facts.add_row("kind", Text.assemble(safe_text(m.kind), pin))
    facts.add_row("importance", f"{m.importance:.2f}")
    facts.add_row("source", data_text(f"{m.source} ({SOURCES.get(m.source, 'unknown')})"))
    facts.add_row("learned in", _provenance(m, d.provenance))
    if d.client:  # saved through `ltm-chat mcp` by this tool
        facts.add_row("saved by", data_text(d.client))
    if d.provenance is not None and d.provenance.title is not None:
        facts.add_row(
            "open with", data_text(f"ltm-chat --conversation {d.provenance.conversation_id}")
        )
    facts.add_row("workspace", data_text(m.workspace or "global (every workspace)"))
    facts.add_row("created", local_time(m.created_at, WHEN))
    facts.add_row("version", f"{m.version} · updated {local_time(m.updated_at, WHEN)}")
    if m.retrieval_count:
        last = local_time(m.last_accessed_at, WHEN)
        recalled = f"{plural(m.retrieval_count, 'time')}, last {last}"
    else:
        recalled = "never"
    facts.add_row("recalled", recalled)
    facts.add_row("id", data_text(m.id))
    about = Group(title, Text(""), facts)
    versions = Group(_history(m, d.history), Text(""), _log(d.log))
    if not wide:
        return Group(about, Text(""), versions)
    sides = Table.grid(padding=(0, 3), expand=True)
    sides.add_column(ratio=3)
    sides.add_column(ratio=2)
    sides.add_row(about, versions)
    return sides


def _provenance(m: Memory, p: Provenance | None) -> Text:
    if not m.conversation_id:
        if m.source in {"manual", "import"}:
            return Text("not a conversation", style="dim")
        return Text("a conversation that was not recorded", style="dim")
    if p is None:
        return Text("…", style="dim")
    if p.title is None:
        return Text(f"a conversation since deleted ({m.conversation_id})", style="dim")
    title = safe_text(p.title, multiline=False)
    return Text.assemble((f"“{title}”", "italic"), f" · {local_time(p.created_at)}")


def _history(m: Memory, history: list[HistoryEntry] | None) -> RenderableType:
    head = Text("Versions", style="bold underline")
    if history is None:
        return Group(head, Text("loading…", style="dim"))
    lines: list[RenderableType] = [head, _version(f"v{m.version} · current", m.text)]
    for entry in sorted(history, key=lambda e: e.version, reverse=True):
        how = entry.action or "replaced"
        if entry.restores:
            how += f" to v{entry.restores}"
        when = f"v{entry.version} · {how} {local_time(entry.changed_at, WHEN)} by {entry.actor}"
        lines.append(_version(when, entry.text))
    if not history:  # an undone edit leaves none either: "never edited" would not be true
        lines.append(Text("no earlier versions", style="dim"))
    return Group(*lines)


def _log(events: list[dict] | None) -> RenderableType:
    """Who did what to this memory and when, in which conversation: ids and actions only."""
    head = Text("Log", style="bold underline")
    if events is None:
        return Group(head, Text("loading…", style="dim"))
    if not events:
        return Group(head, Text("no events recorded", style="dim"))
    lines: list[RenderableType] = [head]
    for e in events:
        line = Text.assemble(
            (local_time(e["at"], WHEN), "dim"), " ", (e["actor"], "bold"), " ", e["action"]
        )
        if e.get("conversation_id"):
            line.append(f" · conversation {e['conversation_id'][:8]}", style="dim")
        lines.append(line)
    return Group(*lines)


def _version(label: str, text: str) -> Text:
    return Text.assemble((label, "bold"), "\n", ("  " + text, ""))


class MemoryDetail(VerticalScroll, can_focus=False):
    """Scrollable pane; `show(None)` puts the hint back."""

    DEFAULT_CSS = """
    MemoryDetail { padding: 0 1; }
    MemoryDetail > #detail-body { width: 1fr; }
    """

    def __init__(self, hint: str, **kwargs) -> None:
        super().__init__(**kwargs)
        self.hint = hint
        self.details: MemoryDetails | None = None

    def compose(self):
        yield Static(Text(self.hint, style="dim"), id="detail-body")

    def show(self, details: MemoryDetails | None) -> None:
        self.details = details
        body = self.query_one("#detail-body", Static)
        if details is None:
            body.update(Text(self.hint, style="dim"))
        else:
            body.update(render_details(details, wide=self.size.width >= WIDE))
