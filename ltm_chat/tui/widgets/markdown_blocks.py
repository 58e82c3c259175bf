"""Where a growing Markdown reply can be cut into finished blocks and the still-open tail.

A top-level block is finished once another top-level block has started after it: nothing
appended later can change it (only the last block can still become a list, a setext heading,
a longer code fence...), and the text from a block's start on parses the same alone as it does
after the blocks before it. The streamed reply freezes finished blocks and re-renders only the
open tail.
"""

from __future__ import annotations

import re
from functools import cache

# markdown-it numbers lines after normalising \r\n and \r to \n.
_LINE_END = re.compile(r"\r\n|\r|\n")
# A link reference definition ("[id]: url") reaches links in other blocks, before or after it.
_REFERENCE_DEFINITION = re.compile(r"^ {0,3}\[[^\]\n]+\]:", re.MULTILINE)


@cache
def _parser():
    from markdown_it import MarkdownIt

    return MarkdownIt("gfm-like")  # the parser Textual's Markdown widget uses


def block_starts(source: str) -> list[int]:
    """The character offset where each top-level block of `source` starts."""
    lines = [block.map[0] for block in _parser().parse(source) if _is_top_level(block)]
    if not lines:
        return []
    line_starts = [0, *(match.end() for match in _LINE_END.finditer(source))]
    return [line_starts[line] for line in lines]


def _is_top_level(token) -> bool:
    return token.level == 0 and token.nesting >= 0 and token.map is not None


def has_reference_definitions(source: str) -> bool:
    """True if `source` may define link references (these must be rendered in one piece)."""
    return _REFERENCE_DEFINITION.search(source) is not None
