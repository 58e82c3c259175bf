"""What the inspector's table shows: columns, cells, filtering and sorting (pure, no widgets).

Kept apart from the screen so the same code is unit-tested and benchmarked on 10,000 rows.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from rich.text import Text

from ltm_chat.memory.model import Memory, RecalledMemory
from ltm_chat.memory.retrieval.tiers import rank as tier_rank
from ltm_chat.text import safe_text

ALL_WORKSPACES = "*"  # the workspace filter's "everything" value; "" means global only
PIN_MARK = "★"
NEVER = "—"
_OLDEST = datetime.min.replace(tzinfo=UTC)


@dataclass(frozen=True)
class Column:
    """One table column: how to label, fill and sort it."""

    key: str
    label: str
    width: int  # 0: takes the width that is left (the text column)
    sort_key: Callable[[Memory, RecalledMemory | None], Any]
    newest_first: bool = False  # the first click sorts descending (dates, counts, scores)


def local_time(moment: datetime | None, fmt: str = "%Y-%m-%d") -> str:
    """A stored UTC time as the user's local time; "—" for never."""
    if moment is None:
        return NEVER
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone().strftime(fmt)


def _utc(moment: datetime | None) -> datetime:
    if moment is None:
        return _OLDEST
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def _score(r: RecalledMemory | None) -> float:
    return r.score if r else -1.0


COLUMNS: tuple[Column, ...] = (
    Column("pin", PIN_MARK, 1, lambda m, r: m.pinned, newest_first=True),
    Column("text", "Memory", 0, lambda m, r: m.text.casefold()),
    Column("kind", "Kind", 10, lambda m, r: m.kind),
    Column("importance", "Imp.", 4, lambda m, r: m.importance, newest_first=True),
    Column("created", "Created", 10, lambda m, r: _utc(m.created_at), newest_first=True),
    Column("used", "Last used", 10, lambda m, r: _utc(m.last_accessed_at), newest_first=True),
    Column("uses", "Uses", 4, lambda m, r: m.retrieval_count, newest_first=True),
    Column("tier", "Tier", 8, lambda m, r: tier_rank(m.tier)),
    Column("workspace", "Workspace", 10, lambda m, r: m.workspace.casefold()),
)
# The review queue has no tiers (nothing pending is recalled): it says what is sensitive instead.
SENSITIVITY_COLUMN = Column(
    "sensitivity", "Sensitive", 9, lambda m, r: m.sensitivity == "sensitive", newest_first=True
)
TIER_STYLES = {"hot": "", "warm": "", "cold": "dim", "archived": "dim italic"}
SCORE_COLUMNS: tuple[Column, ...] = (
    Column("score", "Score", 5, lambda m, r: _score(r), newest_first=True),
    Column("similarity", "Sim.", 4, lambda m, r: r.similarity if r else 0.0, newest_first=True),
    Column("recency", "Rec.", 4, lambda m, r: r.recency if r else 0.0, newest_first=True),
)
COLUMNS_BY_KEY = {c.key: c for c in (*COLUMNS, *SCORE_COLUMNS, SENSITIVITY_COLUMN)}
CELL_PADDING = 1  # DataTable default: one cell of padding on each side of every column


# On a narrow terminal these columns give way, in this order, until the memory text has room
# (the tier stays: it says why a memory is not recalled; the kind is in the detail pane).
NARROW_DROPS = ("used", "uses", "importance", "kind")
MIN_TEXT_WIDTH = 32


def columns_for(
    semantic: bool, width: int | None = None, pending: bool = False
) -> tuple[Column, ...]:
    """The table's columns: score parts come first while searching by meaning; the review
    queue (`pending`) shows sensitivity where the others show the tier. With the table's
    `width`, those in NARROW_DROPS are left out while the text would be too narrow (80
    columns: the text gets 39 instead of 17; the detail pane still shows them all)."""
    cols = COLUMNS if not semantic else (COLUMNS[0], *SCORE_COLUMNS, *COLUMNS[1:])
    if pending:
        cols = tuple(SENSITIVITY_COLUMN if c.key == "tier" else c for c in cols)
    if width is None:
        return cols
    for key in NARROW_DROPS:
        if text_width(width, cols) >= MIN_TEXT_WIDTH:
            break
        cols = tuple(c for c in cols if c.key != key)
    return cols


def text_width(total_width: int, columns: Iterable[Column]) -> int:
    """Width left for the memory text once the fixed columns and padding are placed."""
    cols = list(columns)
    fixed = sum(c.width for c in cols) + 2 * CELL_PADDING * len(cols)
    return max(16, total_width - fixed - 2)  # 2: the scrollbar and a margin


def _clip(text: str, width: int) -> str:
    return text if len(text) <= width else text[: max(0, width - 1)] + "…"


def _cell(text: str, style: str = "", right: bool = False) -> Text:
    return Text(text, style=style, justify="right" if right else "left", no_wrap=True, end="")


def cells(
    m: Memory, columns: Iterable[Column], width: int, scored: RecalledMemory | None = None
) -> list[Text]:
    """One row's cells. Text objects, so memory text is never parsed as Rich markup."""
    out: list[Text] = []
    for c in columns:
        key = c.key
        if key == "pin":
            out.append(_cell(PIN_MARK if m.pinned else " ", "bold"))
        elif key == "text":
            out.append(_cell(_clip(m.text, width)))
        elif key == "kind":
            out.append(_cell(safe_text(m.kind, multiline=False)))
        elif key == "importance":
            out.append(_cell(f"{m.importance:.2f}", right=True))
        elif key == "created":
            out.append(_cell(local_time(m.created_at)))
        elif key == "used":
            out.append(_cell(local_time(m.last_accessed_at), "" if m.last_accessed_at else "dim"))
        elif key == "uses":
            out.append(_cell(str(m.retrieval_count), right=True))
        elif key == "tier":
            tier = m.tier or "hot"
            out.append(_cell(safe_text(tier, multiline=False), TIER_STYLES.get(tier, "")))
        elif key == "sensitivity":
            sensitive = m.sensitivity == "sensitive"
            out.append(_cell("sensitive" if sensitive else "—", "bold red" if sensitive else "dim"))
        elif key == "workspace":
            out.append(
                _cell(
                    safe_text(m.workspace or "global", multiline=False),
                    "" if m.workspace else "dim",
                )
            )
        elif scored is None:
            out.append(_cell(""))
        elif key == "score":
            out.append(_cell(f"{scored.score:.3f}", right=True))
        elif key == "similarity":
            out.append(_cell(f"{scored.similarity:.2f}", right=True))
        elif key == "recency":
            out.append(_cell(f"{scored.recency:.2f}", right=True))
    return out


def filter_memories(
    memories: Iterable[Memory], needle: str = "", workspace: str = ALL_WORKSPACES
) -> list[Memory]:
    """Case-insensitive substring match on the text, within a workspace ("" = global only).
    `kind:K` and `from:ID` (a conversation id or prefix) in the needle narrow by kind and by
    the conversation a memory was learnt in (to review an import in bulk)."""
    wanted, kind, source = _criteria(needle)
    return [
        m
        for m in memories
        if (workspace == ALL_WORKSPACES or m.workspace == workspace)
        and (not wanted or wanted in m.text.casefold())
        and (kind is None or m.kind == kind)
        and (source is None or (m.conversation_id or "").casefold().startswith(source))
    ]


def _criteria(needle: str) -> tuple[str, str | None, str | None]:
    """(text, kind, conversation prefix) of a filter; plain text stays as typed."""
    words = needle.split()
    if not any(w.casefold().startswith(("kind:", "from:")) for w in words):
        return needle.strip().casefold(), None, None
    text, kind, source = [], None, None
    for word in words:
        low = word.casefold()
        if low.startswith("kind:"):
            kind = low[5:]
        elif low.startswith("from:"):
            source = low[5:]
        else:
            text.append(low)
    return " ".join(text), kind, source


def sort_memories(
    memories: list[Memory],
    column: str,
    descending: bool,
    scores: dict[str, RecalledMemory] | None = None,
) -> list[Memory]:
    """A sorted copy; ties keep the newest first so the order is stable between refreshes."""
    col = COLUMNS_BY_KEY[column]
    scores = scores or {}
    by_age = sorted(memories, key=lambda m: (_utc(m.created_at), m.id), reverse=True)
    return sorted(by_age, key=lambda m: col.sort_key(m, scores.get(m.id)), reverse=descending)


def workspaces(memories: Iterable[Memory]) -> list[str]:
    """The named workspaces in use, sorted (global is offered separately)."""
    return sorted({m.workspace for m in memories if m.workspace})


def expired(m: Memory, now: datetime) -> bool:
    """Past its expiry at `now`: neither recalled nor shown (curation erases it)."""
    if m.expires_at is None:
        return False
    ends = m.expires_at if m.expires_at.tzinfo else m.expires_at.replace(tzinfo=UTC)
    return ends <= (now if now.tzinfo else now.astimezone())
