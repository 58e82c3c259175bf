"""A progress bar on stderr for the long `memories` jobs (curate, reembed, the imports)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator


@contextlib.contextmanager
def progress_bar(title: str, total: int | None = None) -> Iterator[Callable[[str, int, int], None]]:
    """A progress bar on stderr; yields `advance(step, done, total)` (step names the phase)."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from ltm_chat.cli.common import stderr_console

    with Progress(
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=stderr_console(),
        transient=False,
    ) as progress:
        task = progress.add_task(title, total=total)

        def advance(step: str, done: int, of: int) -> None:
            label = f"{title}: {step}" if step else title
            progress.update(task, description=label, completed=done, total=of)

        yield advance
