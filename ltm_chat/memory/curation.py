"""The daily / whole-store curation job: erase expired memories, merge rows that state the same
thing, store every active memory's tier. Moved out of service.py (issue #24); the facade's
`purge_expired`, `consolidate_store` and `curate` call it.

It gets what it needs passed in: the store, the audit trail, the user, the clock, the review
setting, and two callables it shares with the write path (write/neighbours.py's search and the
writer's activation of a pending memory).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, Iterator
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ltm_chat.memory.model import Memory
from ltm_chat.memory.retrieval import tiers
from ltm_chat.memory.storage.db import sql_str
from ltm_chat.memory.storage.store import ALL_WORKSPACES
from ltm_chat.memory.write import consolidate

if TYPE_CHECKING:
    from ltm_chat.memory.storage.audit import AuditTrail
    from ltm_chat.memory.storage.store import MemoryStore

CURATE_BATCH = 2_000  # ids per tier update: one filter of a few thousand ids stays quick
Neighbours = Callable[..., list[tuple[Memory, float | None]]]
Activate = Callable[..., Awaitable[None]]


class Curation:
    """One user's curation over every namespace and workspace of the store."""

    def __init__(
        self,
        store: MemoryStore,
        audit: AuditTrail,
        *,
        user_id: str,
        clock: Callable[[], datetime],
        review: str,
        neighbours: Neighbours,
        activate: Activate,
    ) -> None:
        self.store = store
        self.audit = audit  # the facade's audit trail (one for the engine)
        self.user_id = user_id
        self.clock = clock
        self.review = review
        self.neighbours = neighbours  # the facade's neighbour search (consolidation's)
        self.activate = activate  # a pending memory becomes active, with its audit event

    async def purge_expired(self, dry_run: bool = False) -> list[Memory]:
        """Curation's expiry step: erase expired memories for real (as forget)."""
        found = await asyncio.to_thread(self.store.expired, self.user_id, self.clock())
        if found and not dry_run:
            await asyncio.to_thread(self.store.forget, self.user_id, [m.id for m in found])
            await self.audit.event(
                "purge_expired", None, actor="curation", detail={"count": len(found)}
            )
        return found

    async def consolidate_store(
        self, dry_run: bool = False, *, full: bool = True
    ) -> list[list[Memory]]:
        """Curation's consolidation step: rows that state the same thing
        (consolidate.duplicate_groups) become one, the keeper first in each group. The keeper
        takes the highest importance and use and a pin; a pending keeper stays pending (only the
        user's own words promote, policy.promotes); the others are erased for real.

        `full`: the whole store. Otherwise (the app's daily run) only the rows new or changed
        since the last merge started, each with its nearest older neighbours (`_nearest_older`),
        grouped by the same rules; the first run, with no merge recorded yet, is a full one.
        The start of each finished merge is recorded last (a "consolidate" audit event): a
        crash before it just redoes the work. Safe to rerun after a crash: the merged values
        are maxima (idempotent) and the same keeper is picked again."""
        from ltm_chat.memory.storage.db import crash_point

        start = self.clock()
        since = None if full else await asyncio.to_thread(self.last_merge)
        if since is None:
            rows = await asyncio.to_thread(
                self.store.list,
                self.user_id,
                namespace=None,
                workspace=ALL_WORKSPACES,
                with_vectors=False,
            )
            groups = consolidate.duplicate_groups(_live(rows, start))
        else:
            groups = await asyncio.to_thread(self._new_duplicate_groups, since, start)
        if dry_run:
            return groups
        if groups:
            await self._merge(groups)
        crash_point("merged")
        await self.audit.event(
            "consolidate",
            None,
            actor="curation",
            detail={
                "from": start.isoformat(),
                "scope": "all" if since is None else "new",
                "merged": sum(len(g) - 1 for g in groups),
            },
        )
        return groups

    def last_merge(self) -> datetime | None:
        """When the last finished merge started (its audit event), or None."""
        event = self.store.last_event(self.user_id, "consolidate")
        try:
            return datetime.fromisoformat(json.loads(event["detail"])["from"]) if event else None
        except (TypeError, ValueError, KeyError):  # an event this code did not write: start over
            return None

    def _new_duplicate_groups(self, since: datetime, now: datetime) -> list[list[Memory]]:
        """The duplicate groups holding a row new or changed since `since`, found among those
        rows and their nearest older neighbours only (old pairs are the full pass's)."""
        fresh = _live(self.store.changed_since(self.user_id, since, "curation"), now)
        pool = {m.id: m for m in fresh}
        for near in self._nearest_older(fresh, since):
            for other in near:
                pool.setdefault(other.id, other)
        groups = consolidate.duplicate_groups(_live(list(pool.values()), now))
        new = {m.id for m in fresh}
        return [g for g in groups if any(m.id in new for m in g)]

    def _nearest_older(self, rows: list[Memory], since: datetime) -> Iterator[list[Memory]]:
        """The nearest neighbours last changed before `since` (the new rows are all compared
        anyway, and identical ones would fill the k places) of each statement among `rows`,
        in its namespace and workspace: by vector (cosine at least NEAR_COSINE among rows of
        its embedder; batched, as one search costs ~30 ms), else by BM25 and the lexical
        signals (`_neighbours`). Rows stating one statement alike share one search."""
        alike: dict[tuple, Memory] = {}
        for m in rows:
            model = m.embedding_model if m.vector is not None else None
            alike.setdefault((consolidate.statement_key(m), model), m)
        scopes: dict[tuple[str, str, str], list[Memory]] = {}
        for (_, model), m in alike.items():
            if model is None:
                near = self.neighbours(
                    m.text, None, m.workspace or "", namespace=m.namespace, before=since
                )
                yield [other for other, _ in near]
            else:
                scopes.setdefault((m.namespace, m.workspace or "", model), []).append(m)
        for (namespace, workspace, model), members in scopes.items():
            where = self.store.scope_filter(self.user_id, namespace, workspace)
            where += f" AND embedding_model = {sql_str(model)}"
            where += f" AND updated_at < timestamp '{since.isoformat()}'"
            for start in range(0, len(members), CURATE_BATCH):
                chunk = members[start : start + CURATE_BATCH]
                found = self.store.vector_search_many(
                    [m.vector for m in chunk], where, consolidate.MERGE_NEIGHBOURS
                )
                for hits in found:
                    yield [other for other, sim in hits if sim >= consolidate.NEAR_COSINE]

    async def _merge(self, groups: list[list[Memory]]) -> None:
        """Carry out duplicate groups: the keepers' merged values, then one erasure of the
        others and one "merge" event per group."""
        from ltm_chat.memory.storage.db import crash_point

        updates: dict[tuple, list[str]] = {}  # keepers taking the same values: one update
        for keeper, *others in groups:
            values = _merged_values(keeper, others)
            if values:  # never a promotion: twins in the store are the model's output
                updates.setdefault(tuple(sorted(values.items())), []).append(keeper.id)
        for values, ids in updates.items():
            for start in range(0, len(ids), CURATE_BATCH):
                await asyncio.to_thread(
                    self.store.set_fields,
                    self.user_id,
                    ids[start : start + CURATE_BATCH],
                    **dict(values),
                )
        crash_point("consolidate")
        removed = [m.id for _, *others in groups for m in others]
        await asyncio.to_thread(self.store.forget, self.user_id, removed, "consolidate")
        await self.audit.events(
            [
                {
                    "action": "merge",
                    "memory_id": keeper.id,
                    "actor": "curation",
                    "detail": {"removed": [m.id for m in others]},
                }
                for keeper, *others in groups
            ]
        )

    async def curate(
        self,
        dry_run: bool = False,
        progress: Callable[[str, int, int], None] | None = None,
        merge: bool = True,
        full: bool = True,
    ) -> dict[str, Any]:
        """The curation job: erase expired memories, merge rows that state the same thing
        (`full`: over the whole store; else only what is new since the last merge, see
        consolidate_store), then store every active memory's tier (tiers.py). Safe to rerun
        after a crash (kill -9 at any step): each step starts from what is on disk."""
        from ltm_chat.memory.storage.db import crash_point

        expired = await self.purge_expired(dry_run=dry_run)
        if progress:
            progress("expiry", 1, 1)
        groups = await self.consolidate_store(dry_run=dry_run, full=full) if merge else []
        if progress:
            progress("consolidation", 1, 1)
        rows = await asyncio.to_thread(
            self.store.list,
            self.user_id,
            namespace=None,
            workspace=ALL_WORKSPACES,
            status="active",
            with_vectors=False,
        )
        gone = {m.id for m in expired} | {m.id for _, *others in groups for m in others}
        now = self.clock()
        passed_over = tiers.PassedOver(await asyncio.to_thread(self.store.recalls, self.user_id))
        moves: dict[str, list[Memory]] = {}
        for m in rows:
            if m.id in gone:
                continue
            new = tiers.tier_of(m, now, passed_over(m))
            if new != (m.tier or "hot"):
                moves.setdefault(new, []).append(m)
        done, total = 0, sum(len(v) for v in moves.values())
        if not dry_run:
            for tier, members in moves.items():
                for start in range(0, len(members), CURATE_BATCH):
                    chunk = [m.id for m in members[start : start + CURATE_BATCH]]
                    await asyncio.to_thread(self.store.set_fields, self.user_id, chunk, tier=tier)
                    crash_point("tiers")
                    done += len(chunk)
                    if progress:
                        progress("tiers", done, total)
        if progress:  # also when nothing moved (or a dry run): the last phase is done
            progress("tiers", total, total)
        if not dry_run:
            await self.audit.event(
                "curate",
                None,
                actor="curation",
                detail={
                    "expired": len(expired),
                    "merged": sum(len(g) - 1 for g in groups),
                    **{t: len(v) for t, v in moves.items()},
                },
            )
        return {
            "dry_run": dry_run,
            "expired": expired,
            "merged": groups,
            "moved": {m.id: (m.tier or "hot", t) for t, ms in moves.items() for m in ms},
            "texts": {m.id: m.text for ms in moves.values() for m in ms},
        }


def _merged_values(keeper: Memory, others: list[Memory]) -> dict[str, Any]:
    """What the keeper of a duplicate group takes from the others (maxima: rerunning after a
    crash changes nothing more); only the fields that change."""
    rows = [keeper, *others]
    values: dict[str, Any] = {
        "importance": max(m.importance for m in rows),
        "pinned": any(m.pinned for m in rows),
        "retrieval_count": max(m.retrieval_count or 0 for m in rows),
        "sensitivity": "sensitive"
        if any(m.sensitivity == "sensitive" for m in rows)
        else keeper.sensitivity,
    }
    used = [m.last_accessed_at for m in rows if m.last_accessed_at is not None]
    if used:
        values["last_accessed_at"] = max(used)
    if keeper.expires_at is not None:  # one of them never expires: neither does the fact
        ends = [m.expires_at for m in rows]
        values["expires_at"] = None if None in ends else max(ends)
    return {k: v for k, v in values.items() if getattr(keeper, k) != v}


def _live(rows: list[Memory], now: datetime) -> list[Memory]:
    """The rows not past their expiry (the expired ones are the purge's)."""
    return [m for m in rows if m.expires_at is None or m.expires_at > now]
