"""The figures of `memories stats`: what is stored (counts) and what memory costs (the ledger).

Pure functions over memories and ledger rows, no I/O: the CLI reads, these add up. Every
figure is a count or a sum; p50/p95 are nearest-rank percentiles (an observed value, never an
interpolation between two).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from ltm_chat.chat.usage_ledger import MEMORY_CALLS


def memory_counts(memories: Iterable[Any], now: datetime) -> dict[str, Any]:
    """Counts by kind, tier, status, scope, sensitivity, pin and use; no text."""
    rows = list(memories)
    uses = [int(m.retrieval_count or 0) for m in rows]
    scopes = Counter(m.workspace or "" for m in rows)
    return {
        "total": len(rows),
        "by_status": dict(Counter(m.status or "active" for m in rows)),
        "by_kind": dict(sorted(Counter(m.kind for m in rows).items())),
        "by_tier": dict(sorted(Counter(m.tier or "hot" for m in rows).items())),
        "global": scopes.pop("", 0),
        "by_workspace": dict(sorted(scopes.items())),
        "sensitive": sum(1 for m in rows if m.sensitivity == "sensitive"),
        "pinned": sum(1 for m in rows if m.pinned),
        "pending": sum(1 for m in rows if m.status == "pending"),
        "expired": sum(1 for m in rows if m.expires_at is not None and m.expires_at <= now),
        "recalled_at_least_once": sum(1 for n in uses if n > 0),
        "never_recalled": sum(1 for n in uses if n == 0),
        "times_recalled": sum(uses),
    }


def percentile(values: list[float], share: float) -> float | None:
    """Nearest-rank percentile: the smallest value with `share` of the values at or below it."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def _cost(rows: list[dict]) -> float | None:
    priced = [r["cost"] for r in rows if r["cost"] is not None]
    return round(sum(priced), 8) if priced else None


def summarise(rows: list[dict]) -> dict[str, Any]:
    """One period's usage (a day, or the whole span): tokens by what spent them, costs,
    recall latency. Chat tokens include the recalled block (it is part of the chat call)."""
    by_kind: dict[str, list[dict]] = {}
    for r in rows:
        by_kind.setdefault(r["kind"], []).append(r)
    chats, recalls = by_kind.get("chat", []), by_kind.get("recall", [])
    out: dict[str, Any] = {
        "chat_calls": len(chats),
        "chat_tokens": sum(r["prompt_tokens"] + r["completion_tokens"] for r in chats),
        "recalls": len(recalls),
        "recalls_with_memories": sum(1 for r in recalls if r["recalled"]),
        "memories_recalled": sum(r["recalled"] or 0 for r in recalls),
        "memories_withheld": sum(r["withheld"] or 0 for r in recalls),
        "block_tokens": sum(r["prompt_tokens"] for r in recalls),
    }
    call_tokens = 0
    for kind in MEMORY_CALLS:
        calls = by_kind.get(kind, [])
        prompt = sum(r["prompt_tokens"] for r in calls)
        completion = sum(r["completion_tokens"] for r in calls)
        out[f"{kind}_calls"] = len(calls)
        out[f"{kind}_prompt_tokens"] = prompt
        out[f"{kind}_completion_tokens"] = completion
        call_tokens += prompt + completion
    out["memory_call_tokens"] = call_tokens
    out["memory_tokens"] = out["block_tokens"] + call_tokens
    spent = out["chat_tokens"] + call_tokens
    out["memory_share"] = round(out["memory_tokens"] / spent, 4) if spent else None
    memory_rows = recalls + [r for k in MEMORY_CALLS for r in by_kind.get(k, [])]
    out["chat_cost_usd"] = _cost(chats)
    out["memory_cost_usd"] = _cost(memory_rows)
    out["unpriced_calls"] = sum(1 for r in chats + memory_rows if r["cost"] is None)
    out["estimated_calls"] = sum(1 for r in rows if r["estimated"] and r["kind"] != "recall")
    latencies = [r["latency_ms"] for r in recalls if r["latency_ms"] is not None]
    p50, p95 = percentile(latencies, 0.5), percentile(latencies, 0.95)
    out["recall_ms_p50"] = round(p50, 1) if p50 is not None else None
    out["recall_ms_p95"] = round(p95, 1) if p95 is not None else None
    return out


def usage_by_day(rows: list[dict]) -> list[dict[str, Any]]:
    """`summarise` of each day that has rows, oldest first, each with its "day"."""
    days: dict[str, list[dict]] = {}
    for r in rows:
        days.setdefault(r["day"], []).append(r)
    return [{"day": day, **summarise(found)} for day, found in sorted(days.items())]
