"""`memories list` packs its short columns into one rich cell (cli/packed_columns.py, for speed):
it prints the same characters as the table with one rich column each (the reference below)."""

from __future__ import annotations

import io
from datetime import UTC, datetime, timedelta

import pytest
from rich.console import Console
from rich.text import Text

from ltm_chat.cli.common import data_text, plain_table, short_id, when
from ltm_chat.cli.memory_views import PIN_MARK, _with_expiry, memories_table
from ltm_chat.memory.model import Memory

NOW = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def _reference(memories: list[Memory], show_workspace: bool, caption: str):
    table = plain_table(caption)
    table.add_column("id", style="cyan", no_wrap=True)
    table.add_column(PIN_MARK, justify="center", no_wrap=True, header_style="bold")
    table.add_column("text", ratio=1, min_width=16, overflow="fold")
    table.add_column("kind", no_wrap=True)
    table.add_column("imp.", justify="right", no_wrap=True)
    table.add_column("created", no_wrap=True)
    table.add_column("last used", no_wrap=True)
    table.add_column("uses", justify="right", no_wrap=True)
    if show_workspace:
        table.add_column("workspace", no_wrap=True)
    for m in memories:
        row = [
            short_id(m.id),
            Text(PIN_MARK, style="yellow") if m.pinned else "",
            _with_expiry(data_text(m.text), m.expires_at, NOW),
            data_text(m.kind),
            f"{m.importance:.2f}",
            when(m.created_at, NOW),
            when(m.last_accessed_at, NOW),
            str(m.retrieval_count),
        ]
        if show_workspace:
            row.append(data_text(m.workspace or "(global)"))
        table.add_row(*row)
    return table


def _memories() -> list[Memory]:
    rows = []
    for i in range(12):
        rows.append(
            Memory(
                id=f"{i:02d}a1b2c3d4e5f6{i}",
                user_id="alice",
                text=("Likes oolong tea, brewed twice " * (1 + i % 4)).strip(),
                kind=("fact", "preference", "event")[i % 3],
                importance=0.1 * (i % 10),
                pinned=i % 5 == 0,
                created_at=NOW - timedelta(days=i * 40, minutes=i),
                last_accessed_at=None if i % 2 else NOW - timedelta(hours=i),
                retrieval_count=i * 37,
                expires_at=NOW + timedelta(days=i) if i % 4 == 1 else None,
                workspace="garden-project" if i % 3 == 0 else "",
            )
        )
    return rows


def _printed(table, width: int) -> str:
    console = Console(file=io.StringIO(), width=width, highlight=False, soft_wrap=False)
    console.print(table)
    return console.file.getvalue()


# Where the short columns leave the text its 16 columns (narrower, rich crops every column).
CASES = [
    (72, False),
    (80, False),
    (120, False),
    (240, False),
    (100, True),
    (120, True),
    (240, True),
]


@pytest.mark.parametrize(("width", "show_workspace"), CASES)
def test_the_packed_table_prints_what_one_column_each_prints(width, show_workspace):
    rows = _memories()
    packed = _printed(
        memories_table(rows, now=NOW, show_workspace=show_workspace, caption="12"), width
    )
    assert packed == _printed(_reference(rows, show_workspace, "12"), width)
    assert "Likes oolong" in packed and PIN_MARK in packed and "expires" in packed


@pytest.mark.parametrize("width", [40, 60, 72])
def test_a_narrow_terminal_still_gets_lines_that_fit(width):
    packed = _printed(memories_table(_memories(), now=NOW, show_workspace=True), width)
    assert max(len(line) for line in packed.splitlines()) <= width
