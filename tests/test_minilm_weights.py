"""The numpy MiniLM's weights stay a memory map: one layer resident at a time, same vectors."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from ltm_chat.memory.embed import local_model_available

pytestmark = [
    pytest.mark.semantic,
    pytest.mark.skipif(not local_model_available(), reason="the `local` extra is not installed"),
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/smaps"),
]

TEXTS = ["what do I like to drink?", "The user lives in Porto and prefers green tea. " * 12]


def resident_bytes(path: Path) -> int:
    """Bytes of `path`'s mappings that are resident in this process (/proc/self/smaps)."""
    total, inside = 0, False
    for line in Path("/proc/self/smaps").read_text().splitlines():
        head = line.split()
        if head and "-" in head[0] and len(head) >= 5 and ":" in head[3]:  # a mapping's header
            inside = line.endswith(str(path))
        elif inside and line.startswith("Rss:"):
            total += int(head[1]) * 1024
    return total


def test_a_query_leaves_at_most_one_layer_of_weights_resident():
    from ltm_chat.memory.minilm import load_bundled

    encoder = load_bundled()
    path = Path(encoder.weights.path)
    layer_bytes = [
        sum(end - start for start, end in (encoder.weights.spans[n] for n in layer.names))
        for layer in encoder.layers
    ]
    all_layers = sum(layer_bytes)
    assert all_layers > 40 * 2**20  # 6 layers of float32 weights, ~43 MB
    before = resident_bytes(path)
    encoder.encode(TEXTS)
    after = resident_bytes(path)
    # Each layer's pages are handed back once it has run: what stays is the embeddings' rows
    # and positions that were used, far less than one layer (never all six, as a plain map).
    assert after - before < max(layer_bytes), (before, after)


def test_vectors_do_not_change_when_the_pages_come_back():
    from ltm_chat.memory.minilm import load_bundled

    encoder = load_bundled()
    first = encoder.encode(TEXTS)
    again = encoder.encode(TEXTS)  # every layer mapped in anew from the file
    np.testing.assert_array_equal(first, again)
    assert np.allclose(np.linalg.norm(first, axis=1), 1.0, atol=1e-6)
