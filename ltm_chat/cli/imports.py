"""`ltm-chat import chatgpt|claude|llm|facts|memories`: bring another assistant's history and
memories in, and `ltm-chat memories mine`: extract facts from imported conversations.

Every import reads the whole export once before writing anything (a malformed one is one line
naming the file and what is wrong), then stores the transcripts in batches, skipping those
already present, with a progress bar on stderr and a summary at the end. Facts never become
memories by themselves: they wait in the review queue (`memories pending`).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from ltm_chat.cli.apps import new_typer
from ltm_chat.cli.common import (
    JsonOption,
    UserOption,
    YesOption,
    cli_command,
    confirm,
    fail,
    load_cli_settings,
    note,
    print_json,
    run_async,
    say,
)
from ltm_chat.text import plural

if TYPE_CHECKING:
    from ltm_chat.config import Settings

imports_app = new_typer(
    "Import ChatGPT, Claude and llm histories, and other assistants' memories, for review."
)

DryRunOption = Annotated[
    bool, typer.Option("--dry-run", help="Read and check the export; only print the counts.")
]
MineOption = Annotated[
    bool,
    typer.Option(
        "--mine", help="Extract facts from the imported user turns into the review queue."
    ),
]
SinceOption = Annotated[
    str | None,
    typer.Option(
        "--since",
        metavar="DATE",
        help="Mine only conversations started on or after DATE (YYYY-MM-DD).",
    ),
]
LimitOption = Annotated[
    int | None,
    typer.Option("--limit", min=1, metavar="N", help="Mine only the N most recent conversations."),
]
ConversationOption = Annotated[
    str | None,
    typer.Option(
        "--conversation", metavar="ID", help="Mine only this conversation (id or prefix)."
    ),
]


def _since(value: str | None) -> datetime | None:
    if value is None:
        return None
    try:
        moment = datetime.fromisoformat(value.strip())
    except ValueError:
        raise typer.BadParameter(f"{value!r} is not a date; use YYYY-MM-DD") from None
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


# -- conversations ---------------------------------------------------------------------------


def _import(
    source: str,
    path: Path,
    *,
    dry_run: bool,
    mine: bool,
    yes: bool,
    since: str | None,
    limit: int | None,
    conversation: str | None,
    as_json: bool,
    user: str | None,
) -> None:
    from ltm_chat.importers import writer

    since_at = _since(since)
    settings = load_cli_settings(user=user)  # --incognito refuses here, before anything is read
    reader, label = _reader(source, path)
    with _bar(f"Reading {path.name}", None) as advance:
        summary = writer.scan(_counting(reader, advance), source, label)
    if dry_run:
        writer.preview(_existing_store(settings), summary)
        _report(summary, as_json, dry_run=True)
        return
    store, ledger = _store(settings), _ledger(settings)
    try:
        with _bar(f"Importing {path.name}", len(summary.conversations)) as advance:
            writer.write(
                reader,
                store,
                ledger,
                summary,
                workspace=settings.workspace,
                progress=lambda done, of: advance("", done, of),
            )
    except KeyboardInterrupt:
        note(
            f"Stopped after {plural(summary.imported, 'conversation')}: the same command "
            "finishes the import (what is stored is skipped)."
        )
        raise
    _report(summary, as_json, dry_run=False)
    if mine:
        _mine(
            settings,
            store,
            ledger,
            among=[c.id for c in summary.conversations],
            since=since_at,
            limit=limit,
            conversation=conversation,
            yes=yes,
        )
    elif summary.imported or summary.updated:
        note(
            "Facts are not extracted yet: `ltm-chat memories mine` does it (the review "
            "queue gets each one); --since, --limit and --conversation narrow it."
        )


def _reader(source: str, path: Path) -> tuple[Any, str]:
    """A function returning a fresh iterator of the export's conversations (read twice: once
    to check, once to write), and the name to show."""
    from ltm_chat.importers import chatgpt, claude, llm_logs
    from ltm_chat.importers import source as stream

    if source == "llm":

        def read_logs() -> Any:
            db = llm_logs.connect(path)
            try:
                yield from llm_logs.conversations(db, str(path))
            finally:
                db.close()

        llm_logs.connect(path).close()  # a wrong file fails before the bar starts
        return read_logs, str(path)
    parse = chatgpt.parse if source == "chatgpt" else claude.parse

    def read_json() -> Any:
        with stream.open_export(path) as (fh, label):
            for n, item in enumerate(stream.iter_array(fh, label)):
                yield parse(item, n, label)

    return read_json, str(path)


def _counting(reader: Any, advance: Any) -> Any:
    def counted() -> Any:
        for n, conv in enumerate(reader(), start=1):
            advance("", n, None)
            yield conv

    return counted


def _report(summary: Any, as_json: bool, *, dry_run: bool) -> None:
    if as_json:
        print_json({**summary.to_json(), "dry_run": dry_run})
        return
    verb = "Would import" if dry_run else "Imported"
    parts = [f"{verb} {plural(summary.imported, 'conversation')}"]
    if summary.updated:
        verb = "would be updated" if dry_run else "updated"
        parts.append(f"{summary.updated} {verb} (continued since the last import)")
    if summary.present:
        parts.append(f"{summary.present} already present (skipped)")
    refused = sum(summary.refused.values())
    if refused:
        reasons = ", ".join(f"{n} {why}" for why, n in summary.refused.most_common())
        parts.append(f"{refused} refused ({reasons})")
    say(
        f"{', '.join(parts)} from {summary.label}: {plural(summary.found, 'conversation')} "
        f"in the export, {plural(summary.messages, 'message')}."
    )


def _existing_store(settings: Settings) -> Any:
    from ltm_chat.cli.conversations import _store as existing

    return existing(settings)


def _store(settings: Settings) -> Any:
    from ltm_chat.chat.history import ConversationStore
    from ltm_chat.memory.storage.db import Database

    return ConversationStore(Database.at(settings.paths), settings.user_id).open()


def _ledger(settings: Settings) -> Any:
    from ltm_chat.importers.ledger import Ledger

    return Ledger(settings.paths.data_dir, settings.user_id)


def _bar(title: str, total: int | None) -> Any:
    """A progress bar on stderr for a person at a terminal; nothing in a pipe or a log."""
    import contextlib
    import sys

    from ltm_chat.cli.memories.progress import progress_bar

    if not sys.stderr.isatty():
        return contextlib.nullcontext(lambda *_: None)
    return progress_bar(title, total)


PathArgument = Annotated[
    str, typer.Argument(metavar="PATH", help="The export's .zip, or its conversations.json.")
]


@imports_app.command("chatgpt", short_help="Import a ChatGPT export (.zip or conversations.json).")
@cli_command
def chatgpt_command(
    path: PathArgument,
    dry_run: DryRunOption = False,
    mine: MineOption = False,
    yes: YesOption = False,
    since: SinceOption = None,
    limit: LimitOption = None,
    conversation: ConversationOption = None,
    as_json: JsonOption = False,
    user: UserOption = None,
) -> None:
    """Import a ChatGPT data export (Settings › Data controls › Export data).

    Each conversation keeps its title, dates and model, and the branch you last saw;
    system, tool and hidden messages are left out, images and files are noted, not fetched.
    Credentials in messages are stored as [redacted: rule].
    """
    _import(
        "chatgpt",
        Path(path).expanduser(),
        dry_run=dry_run,
        mine=mine,
        yes=yes,
        since=since,
        limit=limit,
        conversation=conversation,
        as_json=as_json,
        user=user,
    )


@imports_app.command("claude", short_help="Import a Claude export (.zip or conversations.json).")
@cli_command
def claude_command(
    path: PathArgument,
    dry_run: DryRunOption = False,
    mine: MineOption = False,
    yes: YesOption = False,
    since: SinceOption = None,
    limit: LimitOption = None,
    conversation: ConversationOption = None,
    as_json: JsonOption = False,
    user: UserOption = None,
) -> None:
    """Import a Claude data export (Settings › Privacy › Export data).

    Attachments and files are noted by name, not imported; tool use and thinking are left out.
    """
    _import(
        "claude",
        Path(path).expanduser(),
        dry_run=dry_run,
        mine=mine,
        yes=yes,
        since=since,
        limit=limit,
        conversation=conversation,
        as_json=as_json,
        user=user,
    )


@imports_app.command("llm", short_help="Import the conversations in the `llm` tool's logs.db.")
@cli_command
def llm_command(
    path: Annotated[
        str | None,
        typer.Argument(metavar="[PATH]", help="logs.db (default: where `llm logs path` points)."),
    ] = None,
    dry_run: DryRunOption = False,
    mine: MineOption = False,
    yes: YesOption = False,
    since: SinceOption = None,
    limit: LimitOption = None,
    conversation: ConversationOption = None,
    as_json: JsonOption = False,
    user: UserOption = None,
) -> None:
    """Import the conversations of Simon Willison's `llm` tool from its logs.db."""
    from ltm_chat.importers.llm_logs import default_path

    _import(
        "llm",
        Path(path).expanduser() if path else default_path(),
        dry_run=dry_run,
        mine=mine,
        yes=yes,
        since=since,
        limit=limit,
        conversation=conversation,
        as_json=as_json,
        user=user,
    )


# -- facts -----------------------------------------------------------------------------------


@imports_app.command("facts", short_help="Send another assistant's memories to the review queue.")
@cli_command
def facts_command(
    source: Annotated[str, typer.Argument(metavar="FILE|-", help="A text file, or - for stdin.")],
    kind: Annotated[
        str, typer.Option("--kind", "-k", help="The kind given to every fact.")
    ] = "fact",
    dry_run: DryRunOption = False,
    as_json: JsonOption = False,
    user: UserOption = None,
) -> None:
    """Send another assistant's memories to the review queue: one fact per line or bullet.

    Ask the other assistant "list everything you remember about me" (or copy its memory
    settings page) into a file. Each fact is screened like every write (credentials and
    instructions are refused, with the rule named) and waits in `memories pending`.
    """
    import sys

    from ltm_chat.cli.memories.options import parse_kind
    from ltm_chat.importers.facts import facts

    chosen = parse_kind(kind) or "fact"
    settings = load_cli_settings(user=user)
    if source == "-":
        text = sys.stdin.read()
    else:
        try:
            text = Path(source).expanduser().read_text(encoding="utf-8")
        except UnicodeDecodeError:
            raise fail(f"{source}: not UTF-8 text; nothing was imported") from None
    found = facts(text)
    if not found:
        raise fail(f"{source}: no facts found (one per line or bullet); nothing was imported")
    outcomes = run_async(_propose_all(settings, found, chosen, dry_run))
    _report_facts(source, outcomes, as_json, dry_run)
    if not any(o[1] in ("pending", "would add") for o in outcomes) and any(
        o[1] == "refused" for o in outcomes
    ):
        raise typer.Exit(1)


async def _propose_all(
    settings: Settings, found: list[tuple[int, str]], kind: str, dry_run: bool
) -> list[tuple[int, str, str]]:
    """(line, outcome, detail) per fact: pending / present / refused (with the reason)."""
    from ltm_chat.memory import MemoryError_
    from ltm_chat.memory.model import validate_text
    from ltm_chat.memory.screen.verdict import screen_text

    out: list[tuple[int, str, str]] = []
    memory = None if dry_run else _open_memory(settings)
    for line, text in found:
        try:
            if memory is None:
                screen_text(validate_text(text))
                out.append((line, "would add", ""))
                continue
            change = await memory.propose(text, kind)
        except MemoryError_ as exc:
            out.append((line, "refused", str(exc)))
            continue
        out.append((line, "present", "") if change is None else (line, "pending", change.memory_id))
    return out


def _open_memory(settings: Settings, llm_json: Any = None, database: Any = None) -> Any:
    from ltm_chat.memory.service import open_long_term_memory

    return open_long_term_memory(settings, llm_json=llm_json, database=database)


def _report_facts(
    source: str, outcomes: list[tuple[int, str, str]], as_json: bool, dry_run: bool
) -> None:
    if as_json:
        print_json(
            [
                {
                    "line": n,
                    "outcome": o,
                    **({"reason": d} if o == "refused" else {"id": d} if d else {}),
                }
                for n, o, d in outcomes
            ]
        )
        return
    for line, outcome, detail in outcomes:
        if outcome == "refused":
            note(f"line {line} refused: {detail}")
    count = {
        o: sum(x[1] == o for x in outcomes) for o in ("pending", "present", "refused", "would add")
    }
    head = (
        f"Would send {plural(count['would add'], 'fact')} to review"
        if dry_run
        else f"Sent {plural(count['pending'], 'fact')} to review"
    )
    parts = [head]
    if count["present"]:
        parts.append(f"{count['present']} already present (skipped)")
    if count["refused"]:
        parts.append(f"{count['refused']} refused")
    say(", ".join(parts) + f" from {source}.")
    if count["pending"]:
        note("Review them: `ltm-chat memories pending`, then `memories accept --all` or by id.")


# -- mining ----------------------------------------------------------------------------------


def _extraction_call(settings: Settings, resolved: Any) -> Any:
    """The mining model call, its tokens recorded in the usage ledger (`memories stats`); an
    explicit command, so the daily budget does not pause it."""
    from ltm_chat.chat.usage_meter import UsageMeter, metered_json_call
    from ltm_chat.memory.model import utcnow

    meter = UsageMeter.for_session(settings, utcnow)

    async def call(messages: list[dict]) -> str:
        return await metered_json_call(meter, messages, resolved)

    return call


def _mine(
    settings: Settings,
    store: Any,
    ledger: Any,
    *,
    among: list[str] | None,
    since: datetime | None,
    limit: int | None,
    conversation: str | None,
    yes: bool,
    again: bool = False,
) -> None:
    from ltm_chat import llm
    from ltm_chat.importers import mine

    try:
        resolved = llm.resolve_chat_model(settings, settings.extraction_model or settings.model)
    except llm.ProviderError as exc:
        note(f"Not mined: {exc}.")
        note(
            "The transcripts are imported; once a model is configured, run "
            "`ltm-chat memories mine` (--since DATE, --limit N, --conversation ID narrow it)."
        )
        return
    convs = mine.select(
        store, ledger, among=among, since=since, limit=limit, conversation=conversation, again=again
    )
    plan, work = mine.plan(store, convs, resolved.name)
    if not work:
        say(
            "Nothing to mine: every selected conversation was mined already "
            "(--again mines them once more)."
        )
        return
    cost = " (price unknown to litellm)"
    if plan.cost is not None:  # cents matter to a user mining a few conversations
        cost = f", about ${plan.cost:.2f}" if plan.cost >= 0.01 else f", about ${plan.cost:.4f}"
    say(
        f"Mining {plural(len(plan.conversations), 'conversation')} "
        f"({plural(plan.turns, 'user turn')}) with {resolved.name}: {plural(plan.calls, 'call')}, "
        f"about {plan.input_tokens:,} input tokens{cost}."
    )
    memory = _open_memory(
        settings, llm_json=_extraction_call(settings, resolved), database=store.db
    )
    from ltm_chat.memory.write.extract import MAX_CANDIDATES  # facts one call may keep

    room = memory.max_items - run_async(memory.count(workspace="*"))
    if memory.max_items > 0 and plan.calls * MAX_CANDIDATES > room:
        note(
            f"The cap (max_items = {memory.max_items}) counts facts waiting for review too: "
            "past it the lowest-scored waiting ones are dropped first. For a large history "
            "raise [memory] max_items (0 = no cap) or mine in parts (--limit)."
        )
    confirm("Send them to the model?", yes=yes)

    from ltm_chat.chat.recall_policy import policy_for

    # as in the chat: a cloud model sees no sensitive memory in the extraction context
    share = policy_for(settings, resolved.name).name == "all"

    async def go(advance: Any) -> dict[str, int]:
        return await mine.run(
            memory, ledger, work, progress=lambda d, of: advance("", d, of), share_sensitive=share
        )

    try:
        with _bar("Mining", len(work)) as advance:
            counts = run_async(go(advance))
    except llm.ProviderError as exc:
        raise fail(
            f"mining stopped: {exc}; run `ltm-chat memories mine` again to go on where it stopped"
        ) from None
    say(
        f"Mined {plural(counts['conversations'], 'conversation')}: "
        f"{plural(counts['pending'], 'fact')} waiting for review"
        + (f", {counts['reinforced']} already known" if counts["reinforced"] else "")
        + (f", {counts['evicted']} evicted by the cap (max_items)" if counts["evicted"] else "")
        + ". Review them: `ltm-chat memories pending`."
    )


def mine_command(
    since: SinceOption = None,
    limit: LimitOption = None,
    conversation: ConversationOption = None,
    again: Annotated[
        bool, typer.Option("--again", help="Mine conversations mined before too.")
    ] = False,
    yes: YesOption = False,
    user: UserOption = None,
) -> None:
    """Extract facts from imported conversations into the review queue.

    Uses the chat's extraction (same prompt, screens and policy) on the user turns; prints the
    conversations, turns, estimated tokens and cost first, and asks unless --yes. A stopped run
    goes on where it stopped.
    """
    since_at = _since(since)
    settings = load_cli_settings(user=user)
    store = _existing_store(settings)
    if store is None:
        raise fail("no conversations are stored yet: import some first (`ltm-chat import --help`)")
    _mine(
        settings,
        store,
        _ledger(settings),
        among=None,
        since=since_at,
        limit=limit,
        conversation=conversation,
        yes=yes,
        again=again,
    )


mine_command = cli_command(mine_command)


def register(app: typer.Typer) -> None:
    """Add the `import` group, `memories mine`, and `import memories` (= `memories import`)."""
    from ltm_chat.cli.memories import memories_app
    from ltm_chat.cli.memories.transfer import import_command

    memories_app.command("mine")(mine_command)
    imports_app.command(
        "memories", short_help="Import memories: a jsonl export or Markdown files."
    )(import_command)
    app.add_typer(
        imports_app, name="import", short_help="Import ChatGPT, Claude, llm histories and facts."
    )
