"""`memories reembed`: every vector recomputed with the active embedder."""

from __future__ import annotations

import typer

from ltm_chat.cli.common import (
    UserOption,
    cli_command,
    fail,
    load_cli_settings,
    memories,
    run_async,
    say,
)
from ltm_chat.cli.memories.opening import open_memory
from ltm_chat.cli.memories.progress import progress_bar


@cli_command
def reembed_command(user: UserOption = None) -> None:
    """Recompute every vector with the active embedder (progress bar).

    Needed after changing the embedding model: until then recall falls back to lexical matching.
    """
    settings = load_cli_settings(user=user)
    memory = open_memory(settings)
    if memory.embedder is None:
        raise fail(
            "no embedder is configured (lexical mode has no vectors); set "
            "NODETOOL_MEMORY_EMBEDDING_MODEL or install the `local` extra"
        )
    total = run_async(memory.count(workspace="*"))
    if total == 0:
        say(f"No memories to re-embed for {settings.user_id}.")
        return
    with progress_bar(f"Embedding with {memory.embedder.name}", total) as advance:
        done = run_async(memory.reembed(progress=lambda n, of: advance("", n, of)))
    say(f"Re-embedded {memories(done)} with {memory.embedder.name}.")


def register(group: typer.Typer) -> None:
    """Add reembed to the `memories` group."""
    group.command("reembed")(reembed_command)
