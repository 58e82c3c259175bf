"""The numpy MiniLM's weights stay a memory map: one layer resident at a time, same vectors."""

from __future__ import annotations

import mmap
import sys

import numpy as np
import pytest

from ltm_chat.memory.embed import local_model_available

pytestmark = [
    pytest.mark.semantic,
    pytest.mark.skipif(not local_model_available(), reason="the `local` extra is not installed"),
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/self/pagemap"),
]

TEXTS = ["what do I like to drink?", "The user lives in Porto and prefers green tea. " * 12]


def present_bytes(encoder, start: int, end: int) -> int:
    """Bytes of the file range [start, end) mapped into this process by this encoder's own map
    (/proc/self/pagemap's present bit, page by page): other maps of the same file, and the
    kernel's fault-around or large folios in the rows of the embeddings, do not count."""
    weights = encoder.weights
    name = next(iter(weights.spans))
    base = weights.tensors[name].ctypes.data - weights.spans[name][0]  # the map's address
    page = mmap.PAGESIZE
    first, last = (base + start) // page, (base + end - 1) // page
    with open("/proc/self/pagemap", "rb") as fh:
        fh.seek(first * 8)
        entries = np.frombuffer(fh.read((last - first + 1) * 8), dtype="<u8")
    return int((entries >> np.uint64(63)).sum()) * page


def layer_span(encoder) -> tuple[int, int, list[int]]:
    spans = encoder.weights.spans
    names = [name for layer in encoder.layers for name in layer.names]
    sizes = [sum(spans[n][1] - spans[n][0] for n in layer.names) for layer in encoder.layers]
    return min(spans[n][0] for n in names), max(spans[n][1] for n in names), sizes


def test_a_query_leaves_at_most_one_layer_of_weights_resident():
    from ltm_chat.memory.minilm import load_bundled

    encoder = load_bundled()
    start, end, layer_bytes = layer_span(encoder)
    assert sum(layer_bytes) > 40 * 2**20  # 6 layers of float32 weights, ~43 MB
    encoder.encode(TEXTS)
    # Each layer's pages are handed back once it has run (never all six, as a plain map).
    assert present_bytes(encoder, start, end) < max(layer_bytes)


def test_without_the_release_all_six_layers_stay_resident(monkeypatch):
    # The control for the test above: the measure does see a plain map's pages.
    from ltm_chat.memory.minilm import MappedWeights, load_bundled

    monkeypatch.setattr(MappedWeights, "release", lambda self, names: None)
    encoder = load_bundled()
    start, end, layer_bytes = layer_span(encoder)
    encoder.encode(TEXTS)
    assert present_bytes(encoder, start, end) > 5 * max(layer_bytes)


def test_vectors_do_not_change_when_the_pages_come_back():
    from ltm_chat.memory.minilm import load_bundled

    encoder = load_bundled()
    first = encoder.encode(TEXTS)
    again = encoder.encode(TEXTS)  # every layer mapped in anew from the file
    np.testing.assert_array_equal(first, again)
    assert np.allclose(np.linalg.norm(first, axis=1), 1.0, atol=1e-6)
