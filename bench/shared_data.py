"""Where the shared dev corpora are (`../shared/data`, never shipped): beside the checkout, or
one level further up from a worktree under `wt/`."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED_DATA = next(
    (d / "shared" / "data" for d in (ROOT.parent, ROOT.parent.parent) if (d / "shared").is_dir()),
    ROOT.parent / "shared" / "data",
)
LOCOMO_DEV = SHARED_DATA / "locomo-dev" / "locomo-dev.json"
