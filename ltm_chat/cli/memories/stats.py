"""`ltm-chat memories stats`: what is stored and what memory costs, per day.

The figures come from chat/usage_stats.py over the store and the usage ledger
(chat/usage_ledger.py, written by the chat and `ask` as they run).
"""

from __future__ import annotations

import os
from datetime import datetime, timedelta
from pathlib import Path
from typing import Annotated, Any

import typer

from ltm_chat.cli.common import (
    JsonOption,
    UserOption,
    cli_command,
    load_cli_settings,
    parse_moment,
    plain_table,
    print_json,
    run_async,
    say,
    stdout_console,
)

DEFAULT_DAYS = 7  # without --since: this week, today included


def _since_day(since: str | None, today: datetime) -> str:
    moment = parse_moment(since, "--since", end=False)
    if moment is None:
        return (today.date() - timedelta(days=DEFAULT_DAYS - 1)).isoformat()
    return moment.astimezone().date().isoformat()


def _store_bytes(settings: Any) -> int | None:
    """Bytes of the LanceDB directory on disk; None on object storage (not listed)."""
    if not settings.paths.db_is_local:
        return None
    total = 0
    for folder, _dirs, files in os.walk(Path(settings.paths.db_uri).expanduser()):
        for name in files:
            try:
                total += (Path(folder) / name).stat().st_size
            except OSError:
                continue  # removed meanwhile (cleanup of old versions)
    return total


@cli_command
def stats_command(
    since: Annotated[
        str | None,
        typer.Option(
            "--since",
            metavar="WHEN",
            help=f"Usage from this day on (date or words; default: the last {DEFAULT_DAYS} days).",
        ),
    ] = None,
    as_json: JsonOption = False,
    user: UserOption = None,
) -> None:
    """What is stored and what memory costs.

    Counts of your memories (kind, tier, status, scope, sensitive, pinned, how often recalled),
    the store's size, and per day: chat tokens, the tokens memory added (the recalled block,
    extraction, consolidation, episodes), their cost where litellm knows the model's price, and
    recall latency p50/p95. Usage is counted by the chat and `ask` as they run (never in
    incognito); it holds numbers only, so it outlives forgotten memories.
    """
    from ltm_chat.chat.usage_ledger import UsageLedger
    from ltm_chat.chat.usage_stats import memory_counts, summarise, usage_by_day
    from ltm_chat.cli.memories.opening import is_stored, open_memory

    settings = load_cli_settings(writes=False, user=user)
    now = datetime.now().astimezone()
    since_day = _since_day(since, now)

    async def stored() -> list[Any]:
        if not is_stored(settings):
            return []
        return await open_memory(settings).list(workspace="*", with_vectors=False)

    rows = run_async(stored())
    ledger = UsageLedger.in_dir(settings.paths.data_dir)
    usage = ledger.rows(since_day=since_day, user_id=settings.user_id)
    today = now.date().isoformat()
    budget = settings.daily_token_budget
    spent_today = ledger.memory_call_tokens(today)
    report = {
        "user": settings.user_id,
        "memories": memory_counts(rows, now),
        "store_bytes": _store_bytes(settings),
        "ledger_bytes": ledger.size,
        "since": since_day,
        "days": usage_by_day(usage),
        "total": summarise(usage),
        "budget": {
            "daily_tokens": budget or None,
            "spent_today": spent_today,
            "paused": bool(budget) and spent_today >= budget,
        },
    }
    if as_json:
        print_json(report)
        return
    _print_report(report)


def _size(n: int | None) -> str:
    if n is None:
        return "not measured (object storage)"
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n:,.0f} {unit}" if unit == "B" else f"{n:,.1f} {unit}"
        n /= 1024  # type: ignore[assignment]
    return str(n)


def _pairs(counts: dict[str, int]) -> str:
    return ", ".join(f"{k} {v:,}" for k, v in counts.items()) or "—"


def _print_report(report: dict[str, Any]) -> None:
    m = report["memories"]
    status = m["by_status"]
    say(
        f"Memories of {report['user']}: {m['total']:,} ({status.get('active', 0):,} active, "
        f"{m['pending']:,} pending) · {m['sensitive']:,} sensitive · {m['pinned']:,} pinned"
    )
    say(f"  by kind: {_pairs(m['by_kind'])}")
    say(f"  by tier: {_pairs(m['by_tier'])}")
    say(
        f"  scope: global {m['global']:,}"
        + "".join(f", {k} {v:,}" for k, v in m["by_workspace"].items())
    )
    say(
        f"  recalled at least once: {m['recalled_at_least_once']:,} "
        f"({m['times_recalled']:,} {'time' if m['times_recalled'] == 1 else 'times'} in all); "
        f"never: {m['never_recalled']:,}"
    )
    say(f"Store: {_size(report['store_bytes'])}; usage ledger {_size(report['ledger_bytes'])}")
    days, total = report["days"], report["total"]
    if not days:
        say(f"No usage recorded since {report['since']} (chats and `ask` record it as they run).")
    else:
        stdout_console().print(_usage_table(days, total, report["since"]))
    budget = report["budget"]
    if budget["daily_tokens"]:
        state = "extraction paused until tomorrow" if budget["paused"] else "extraction runs"
        say(
            f"Daily memory budget: {budget['spent_today']:,} of {budget['daily_tokens']:,} "
            f"tokens spent today; {state}."
        )


def _usage_table(days: list[dict], total: dict, since: str) -> Any:
    table = plain_table(
        f"Since {since}. Chat includes the block; memory = block + extraction + consolidation + "
        "episodes. ~ counted here (the provider reported none); cost at litellm's list price."
    )
    for name in ("day", "chat", "block", "extract", "other", "memory", "share", "cost $"):
        table.add_column(name, justify="left" if name == "day" else "right", no_wrap=True)
    table.add_column("recall p50/p95", justify="right", no_wrap=True)
    for row in [*days, {**total, "day": "total"}]:
        other = sum(
            row[f"{k}_prompt_tokens"] + row[f"{k}_completion_tokens"]
            for k in ("consolidation", "episode")
        )
        extract = row["extraction_prompt_tokens"] + row["extraction_completion_tokens"]
        cost = [c for c in (row["chat_cost_usd"], row["memory_cost_usd"]) if c is not None]
        share = row["memory_share"]
        latency = (
            f"{row['recall_ms_p50']:.0f} / {row['recall_ms_p95']:.0f} ms"
            if row["recall_ms_p50"] is not None
            else "—"
        )
        table.add_row(
            row["day"],
            f"~{row['chat_tokens']:,}",
            f"~{row['block_tokens']:,}",
            f"{extract:,} ({row['extraction_calls']})",
            f"{other:,}",
            f"{row['memory_tokens']:,}",
            f"{share:.0%}" if share is not None else "—",
            f"{sum(cost):.4f}" if cost else "—",
            latency,
        )
    return table


def register(group: typer.Typer) -> None:
    """Add stats to the `memories` group."""
    group.command("stats", short_help="What is stored and what memory costs, per day.")(
        stats_command
    )
