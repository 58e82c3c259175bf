"""The command line the before/after checks share: `--save FILE` on the old code, then
`--check FILE` on the new (bench/secret_same.py, bench/nfd_same.py)."""

from __future__ import annotations

import argparse


def save_or_check_args(doc: str | None) -> argparse.Namespace:
    """`--save FILE` or `--check FILE` (exactly one), described by the script's first paragraph."""
    parser = argparse.ArgumentParser(description=(doc or "").split("\n\n")[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--save", metavar="FILE")
    group.add_argument("--check", metavar="FILE")
    return parser.parse_args()
