"""What a conversation teaches, through the writer: the extraction of a finished turn, "remember
that …" requests, the model's memory_save, another assistant's statements for review, and the
episode of a finished conversation."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ltm_chat.memory.model import (
    KINDS,
    InvalidMemory,
    Memory,
    MemoryChange,
    MemoryError_,
    RecalledMemory,
)
from ltm_chat.memory.screen.vector_opinion import screen_vector, vector_verdict
from ltm_chat.memory.screen.verdict import screen_text, screening_verdict
from ltm_chat.memory.storage.store import ALL_WORKSPACES
from ltm_chat.memory.write import consolidate, episodes, extract, policy
from ltm_chat.memory.write.cap import Cap
from ltm_chat.memory.write.context import WriteContext
from ltm_chat.memory.write.draft import (
    EXPLICIT_IMPORTANCE,
    Draft,
    check_importance,
    check_kind,
    clean,
)
from ltm_chat.memory.write.expiry import proposed_expiry
from ltm_chat.memory.write.writer import Writer

if TYPE_CHECKING:
    from ltm_chat.memory.storage.reads import Reads

log = logging.getLogger(__name__)
# The facade's search (recall's ranking, no access bump): what the extractor is shown.
Search = Callable[..., Awaitable[list[RecalledMemory]]]
Forget = Callable[[list[str]], Awaitable[int]]


class Learner:
    """Turns what was said into writes (each through Writer.remember / Writer.apply)."""

    def __init__(
        self,
        ctx: WriteContext,
        writer: Writer,
        cap: Cap,
        reads: Reads,
        *,
        search: Search,
        forget: Forget,
    ) -> None:
        self.ctx = ctx
        self.writer = writer
        self.cap = cap
        self.reads = reads
        self.search = search
        self.forget = forget

    async def remember_conversation(
        self,
        messages: list[dict],
        *,
        conversation_id: str | None = None,
        message_id: str | None = None,
        recalled: list[Memory] | None = None,
        share_sensitive: bool = True,
        imported: bool = False,
    ) -> list[MemoryChange]:
        """Mine a finished turn for durable facts about the user (DESIGN.md §5), each one
        consolidated with what is stored (one model call judges those with near neighbours).
        The write policy (policy.py) decides what becomes active and what waits for review;
        what was `recalled` into this turn's call is reinforced at most, never learnt again.
        `imported` (another assistant's history): every new fact waits for review, source
        "import", and never rewrites a stored memory."""
        if self.ctx.llm_json is None:
            return []
        turn = extract.render_turn(messages)
        if not turn.strip():
            return []
        related = [r.memory for r in await self.search(turn[-2000:], limit=8)]
        if not share_sensitive:  # the extraction model may not see sensitive memories
            related = [m for m in related if m.sensitivity != "sensitive"]
        now = self.ctx.clock()
        raw = await self.ctx.llm_json(
            extract.build_extraction_messages(turn, related, today=now.date().isoformat())
        )
        candidates, dropped = extract.parse_candidates(raw)
        counts: dict[str, int] = {"malformed": dropped, "secret": 0, "instruction": 0, "expired": 0}
        said = " ".join(
            extract.content_text(m.get("content"))
            for m in messages
            if isinstance(m, dict) and m.get("role") == "user"
        )
        changes: list[MemoryChange] = []
        kept: list[extract.Candidate] = []
        expiries: list[datetime | None] = []
        for c in candidates:
            try:
                c.text = clean(c.text)
            except InvalidMemory:
                counts["malformed"] += 1
                continue
            if verdict := screening_verdict(c.text):
                counts[verdict[0]] += 1  # silent drop, counted in the audit event
                continue
            expires_at, usable = proposed_expiry(c.expires, now)
            if not usable:  # already over, or a date nobody can read: not worth keeping
                counts["expired"] += 1
                continue
            # The recall block echoed back is neither learnt nor reinforced (it would climb to
            # importance 1.0 by being recalled); a correction of it (`replaces`) goes on.
            if c.replaces is None and policy.restated(c.text, recalled or [], said):
                counts["recalled"] = counts.get("recalled", 0) + 1
                continue
            kept.append(c)
            expiries.append(expires_at)
        vectors = await self.ctx.embed([c.text for c in kept]) or [None] * len(kept)
        screened = []
        for c, v, e in zip(kept, vectors, expiries, strict=True):
            if verdict := vector_verdict(v, self.ctx.embedding_model, c.text):
                counts[verdict[0]] += 1  # the vector's second opinion: dropped like the rules'
                continue
            screened.append((c, v, e))
        kept, vectors, expiries = (
            [c for c, _, _ in screened],
            [v for _, v, _ in screened],
            [e for _, _, e in screened],
        )
        near = [
            await asyncio.to_thread(self.writer.neighbours, c.text, v)
            for c, v in zip(kept, vectors, strict=True)
        ]
        verdicts = [consolidate.classify(c.text, n) for c, n in zip(kept, near, strict=True)]
        for n, c in enumerate(kept):  # the extractor's own "replaces" is the model's judgement
            hint = self.replaces_hint(c, related, counts)
            if hint is not None:
                verdicts[n] = consolidate.judge(hint, verdicts[n], c.text)
        asked = [n for n, c in enumerate(kept) if near[n]]
        if asked:
            judged, why = await self.writer.model_verdicts(
                [(kept[n].text, near[n]) for n in asked], [verdicts[n] for n in asked]
            )
            for n, v in zip(asked, judged, strict=True):
                verdicts[n] = v
            for key, value in why.items():
                counts[key] = counts.get(key, 0) + value
        for c, v, verdict, expires_at in zip(kept, vectors, verdicts, expiries, strict=True):
            draft, verdict = self._draft(
                c, verdict, said, expires_at, conversation_id, message_id, imported
            )
            try:
                changes.append(await self.writer.apply(verdict, draft, v))
            except InvalidMemory as exc:
                log.info("extraction candidate dropped: %s", exc)
                counts["malformed"] += 1
        await self.ctx.audit.event(
            "extract",
            None,
            actor="extraction",
            conversation_id=conversation_id,
            detail={"kept": len(changes), "dropped": counts},
        )
        changes.extend(
            await self.cap.enforce(sum(c.action in ("added", "pending") for c in changes))
        )
        return changes

    def _draft(
        self,
        c: extract.Candidate,
        verdict: consolidate.Verdict,
        said: str,
        expires_at: datetime | None,
        conversation_id: str | None,
        message_id: str | None,
        imported: bool,
    ) -> tuple[Draft, consolidate.Verdict]:
        """One extracted candidate as a draft, by the write policy (an imported update waits
        beside the stored memory instead of rewriting it)."""
        kind = c.kind if c.kind in KINDS else "fact"
        judged = policy.judge(self.ctx.review, c.text, c.sensitivity, c.confidence)
        if imported:  # reviewed by the user before it counts; an update waits beside
            draft = Draft(
                c.text,
                kind,
                c.importance,
                False,
                "import",
                conversation_id,
                message_id,
                "pending",
                judged.confidence,
                judged.sensitivity,
                expires_at,
            )
            if verdict.relation == consolidate.UPDATE:
                verdict = consolidate.Verdict(consolidate.DIFFERENT)
        elif policy.explicit_intent(said, c.text):  # "… please remember that I'm vegan."
            draft = Draft(
                c.text,
                kind,
                max(c.importance, EXPLICIT_IMPORTANCE),
                False,
                "explicit",
                conversation_id,
                message_id,
                "active",
                1.0,
                judged.sensitivity,
                expires_at,
            )
        else:
            draft = Draft(
                c.text,
                kind,
                c.importance,
                False,
                "extracted",
                conversation_id,
                message_id,
                judged.status,
                judged.confidence,
                judged.sensitivity,
                expires_at,
                grounded=policy.grounded(c.text, said),
            )
        return draft, verdict

    def replaces_hint(
        self, c: extract.Candidate, related: list[Memory], counts: dict[str, int]
    ) -> consolidate.Verdict | None:
        """The extractor's `replaces`, as a verdict, when it names a listed memory of this
        user and scope (a number outside the list is dropped and counted)."""
        if c.replaces is None:
            return None
        if not 1 <= c.replaces <= len(related):
            counts["bad_replaces"] = counts.get("bad_replaces", 0) + 1
            return None
        old = related[c.replaces - 1]
        if old.user_id != self.ctx.user_id or old.workspace not in ("", self.ctx.workspace):
            counts["bad_replaces"] = counts.get("bad_replaces", 0) + 1
            return None
        relation, reason = consolidate.compare(c.text, old.text)
        if relation == consolidate.SAME and reason == "same_words":
            return consolidate.Verdict(consolidate.SAME, old, reason)
        return consolidate.Verdict(consolidate.UPDATE, old, "replaces", "model")

    async def remember_request(
        self,
        text: str | list[str],
        *,
        conversation_id: str | None = None,
        message_id: str | None = None,
    ) -> list[list[MemoryChange] | MemoryError_]:
        """A "remember that …" request (or several: a list, requests.find_requests): each
        independent statement it conjoins (clauses.split_statements: "I live in Lisbon and I
        prefer short answers" is two) stored at once as its own memory, explicit intent,
        through `remember` (same screen, consolidation, eviction). One outcome per statement,
        in order: its changes (its own change first), or the error that refused it; a refused
        one never stops the others."""
        from ltm_chat.memory.write.clauses import split_statements

        outcomes: list[list[MemoryChange] | MemoryError_] = []
        written: set[str] = set()
        seen: set[str] = set()
        texts = [text] if isinstance(text, str) else text
        parts = [p for t in texts for p in split_statements(t) or [t]]  # none: `remember` says why
        for part in parts:
            if extract.normalise_text(part) in seen:
                continue  # said twice in one breath: one memory
            seen.add(extract.normalise_text(part))
            try:
                changes = await self.writer.remember(
                    part,
                    kind="fact",
                    importance=EXPLICIT_IMPORTANCE,
                    source="explicit",
                    conversation_id=conversation_id,
                    message_id=message_id,
                    apart=written,
                )
            except MemoryError_ as exc:
                outcomes.append(exc)
                continue
            written.add(changes[0].memory_id)
            outcomes.append(changes)
        return outcomes

    async def remember_statement(
        self,
        text: str,
        kind: str = "fact",
        *,
        importance: float = 0.7,
        actor: str = "model",
        conversation_id: str | None = None,
        message_id: str | None = None,
        intent: bool = False,
        said: str | None = None,
    ) -> list[MemoryChange]:
        """One statement from the model's memory_save tool, through the write path every
        statement takes: the same screen (secrets, instructions), consolidation and eviction.
        With `intent` (the user asked for it in this turn, policy.explicit_intent) it stores as
        "remember that …" does; without, the write policy decides as for extraction (sensitive
        or incidental: pending; `said`, the user's words, decides whether it may promote a
        pending twin). Raises SecretRefused / InstructionRefused / InvalidMemory."""
        if intent:
            options: dict[str, Any] = {"source": "explicit"}
            importance = max(importance, EXPLICIT_IMPORTANCE)
        else:
            judged = policy.judge(self.ctx.review, clean(text), None, None)
            options = {
                "source": "extracted",
                "status": judged.status,
                "confidence": judged.confidence,
                "sensitivity": judged.sensitivity,
                "grounded": said is not None and policy.grounded(text, said),
            }
        changes = await self.writer.remember(
            text,
            check_kind(kind),
            importance,
            conversation_id=conversation_id,
            message_id=message_id,
            **options,
        )
        await self.ctx.audit.event(
            f"{actor}_save", changes[0].memory_id, actor=actor, conversation_id=conversation_id
        )
        return changes

    async def propose(
        self,
        text: str,
        kind: str = "fact",
        importance: float = 0.5,
        *,
        conversation_id: str | None = None,
        message_id: str | None = None,
    ) -> MemoryChange | None:
        """An imported statement (another assistant's memory) for the review queue: screened
        like every write (SecretRefused / InstructionRefused / InvalidMemory), stored pending
        with source "import" and its sensitivity marked; None when the same statement is
        already stored (nothing changes: a second import adds nothing)."""
        text = clean(text)
        screen_text(text)
        kind, importance = check_kind(kind), check_importance(importance)
        vectors = await self.ctx.embed([text])
        vector = vectors[0] if vectors else None
        screen_vector(vector, self.ctx.embedding_model, text)
        near = await asyncio.to_thread(self.writer.neighbours, text, vector)
        if consolidate.classify(text, near).relation == consolidate.SAME:
            return None
        judged = policy.judge(self.ctx.review, text, None, None)
        draft = Draft(
            text,
            kind,
            importance,
            False,
            "import",
            conversation_id,
            message_id,
            "pending",
            judged.confidence,
            judged.sensitivity,
            None,
        )
        return await self.writer.apply(consolidate.Verdict(consolidate.DIFFERENT), draft, vector)

    async def episode_conversations(self) -> dict[str, datetime]:
        """The conversations that have an episode, with when it was dated."""
        rows = await self.reads.list(
            kind=episodes.KIND, workspace=ALL_WORKSPACES, with_vectors=False
        )
        return {m.conversation_id: m.created_at for m in rows if m.conversation_id}

    async def write_episode(
        self, conversation_id: str, turns: list[tuple[str, str]], at: datetime
    ) -> MemoryChange | None:
        """Summarise one finished conversation (see write/episodes.py) as an `episode` dated
        `at`, screened like any write; a sensitive one waits for review. None when there is no
        model, nothing worth keeping, or the summary was refused."""
        if self.ctx.llm_json is None or not episodes.worth_an_episode(turns):
            return None
        summary = episodes.parse_summary(await self.ctx.llm_json(episodes.build_messages(turns)))
        if summary is None:
            return None
        if verdict := screening_verdict(summary):
            log.info("episode of %s not kept: %s", conversation_id, verdict[0])
            return None
        # The vector's second opinion before the old episode goes (the writer asks it again).
        vectors = await self.ctx.embed([summary])
        vector = vectors[0] if vectors else None
        if verdict := vector_verdict(vector, self.ctx.embedding_model, summary):
            log.info("episode of %s not kept: %s", conversation_id, verdict[1])
            return None
        old = [
            m.id
            for m in await self.reads.list(
                kind=episodes.KIND, workspace=ALL_WORKSPACES, with_vectors=False
            )
            if m.conversation_id == conversation_id
        ]
        if old:  # the conversation went on since: its new summary replaces the old one
            await self.forget(old)
        label = policy.sensitivity(summary)
        changes = await self.writer.remember(
            summary,
            episodes.KIND,
            0.5,
            created_at=at,
            source="extraction",
            conversation_id=conversation_id,
            dedupe=False,
            sensitivity=label,
            status="pending" if label == "sensitive" else "active",
        )
        return changes[0]
