"""The memory engine and its public Python API. Imports neither textual nor typer nor rich.

    from ltm_chat.memory import create_default_long_term_memory

    memory = create_default_long_term_memory(user_id="alice", enabled=True)
    await memory.add("Prefers green tea over coffee", kind="preference")
    print(memory.render(await memory.recall("what do I like to drink?")))

Names are loaded on first use (PEP 562), so `import ltm_chat.memory` — which every submodule
import runs — stays light: no LanceDB, no embedding model, no litellm until a memory is opened.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

# public name -> the submodule that defines it
_EXPORTS = {
    "create_default_long_term_memory": "service",
    "open_long_term_memory": "service",
    "LongTermMemory": "service",
    "Memory": "model",
    "RecalledMemory": "model",
    "HistoryEntry": "model",
    "MemoryChange": "model",
    "KINDS": "model",
    "MemoryError_": "model",
    "InvalidMemory": "model",
    "SecretRefused": "model",
    "MemoryNotFound": "model",
    "MemoryVetoed": "model",
    "AmbiguousId": "model",
    "StoreUnavailable": "model",
    "EmbeddingError": "embed",
    "open_memory_snapshot": "storage.memory_rows",
    "save_memory_snapshot": "storage.memory_rows",
    "refresh_memory_snapshot": "storage.memory_rows",
}

__all__ = [
    "AmbiguousId",
    "EmbeddingError",
    "HistoryEntry",
    "InvalidMemory",
    "KINDS",
    "LongTermMemory",
    "Memory",
    "MemoryChange",
    "MemoryError_",
    "MemoryNotFound",
    "MemoryVetoed",
    "RecalledMemory",
    "SecretRefused",
    "StoreUnavailable",
    "create_default_long_term_memory",
    "open_long_term_memory",
    "open_memory_snapshot",
    "refresh_memory_snapshot",
    "save_memory_snapshot",
]  # the same names as _EXPORTS (a test checks)

if TYPE_CHECKING:  # for type checkers and editors; at run time __getattr__ loads them
    from ltm_chat.memory.embed import EmbeddingError
    from ltm_chat.memory.model import (
        KINDS,
        AmbiguousId,
        HistoryEntry,
        InvalidMemory,
        Memory,
        MemoryChange,
        MemoryError_,
        MemoryNotFound,
        MemoryVetoed,
        RecalledMemory,
        SecretRefused,
        StoreUnavailable,
    )
    from ltm_chat.memory.service import (
        LongTermMemory,
        create_default_long_term_memory,
        open_long_term_memory,
    )
    from ltm_chat.memory.storage.memory_rows import (
        open_memory_snapshot,
        refresh_memory_snapshot,
        save_memory_snapshot,
    )


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # the next access is a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
