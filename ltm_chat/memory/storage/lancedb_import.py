"""`import lancedb` without loading the REST namespace client's API classes it never uses here.

Why: `lancedb` imports `lance_namespace`, which imports `lance_namespace_urllib3_client`, whose
package `__init__` eagerly imports nine generated REST API modules (~41,000 lines of
pydantic-validated methods) and the HTTP client: ~0.55 s of the ~1 s `import lancedb` on a
quiet machine (python -X importtime), for a remote-namespace client (`lance`'s
RestNamespace) that a local database never touches. Neither lancedb nor lance_namespace uses
those API classes: both import only `lance_namespace_urllib3_client.models.*`.

How, and why it is safe: before lancedb is imported, the client package is registered as a
module built from its own spec (real `__path__`, `__file__`, `__version__`) whose `__init__`
has not run yet. Its submodules (`.models`, `.api.table_api`, …) import normally through
`__path__`; the first access to any name the `__init__` defines (`ApiClient`, `TableApi`, …)
runs the real `__init__` then, so a user of the REST client gets exactly the real package.
If the layout ever changes (no such package, or it is already imported), nothing is done.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import threading
from types import ModuleType
from typing import Any

REST_CLIENT = "lance_namespace_urllib3_client"
_lock = threading.Lock()


def _defer_package_init(name: str) -> None:
    """Register package `name` with its `__init__` run on first use of one of its names."""
    if name in sys.modules:
        return
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None or spec.submodule_search_locations is None:
        return
    module = importlib.util.module_from_spec(spec)
    state = {"ran": False}
    init_lock = threading.RLock()

    def run_init() -> None:
        with init_lock:
            if state["ran"]:
                return
            state["ran"] = True
            del module.__dict__["__getattr__"]
            spec.loader.exec_module(module)  # type: ignore[union-attr]

    def __getattr__(attr: str) -> Any:  # PEP 562: only for names not (yet) in the module
        if attr.startswith("__"):
            raise AttributeError(attr)
        run_init()
        return getattr(module, attr)

    module.__getattr__ = __getattr__  # type: ignore[method-assign]
    sys.modules[name] = module


def import_lancedb() -> ModuleType:
    """The `lancedb` module, imported with the REST client's package init deferred."""
    if "lancedb" in sys.modules:
        return sys.modules["lancedb"]
    with _lock:
        _defer_package_init(REST_CLIENT)
        # Lance's Rust log writes deprecation warnings straight to stderr, under our output.
        os.environ.setdefault("LANCEDB_LOG", "error")
        import lancedb

    return lancedb
