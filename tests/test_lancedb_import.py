"""lancedb imported without the REST namespace client's API modules, which stay importable."""

from __future__ import annotations

import subprocess
import sys

PROBE = """
import sys
from ltm_chat.memory.storage.lancedb_import import import_lancedb
lancedb = import_lancedb()
print("api loaded after import:", "lance_namespace_urllib3_client.api" in sys.modules)
db = lancedb.connect(sys.argv[1])
db.create_table("t", data=[{"id": "a", "n": 1}])
print("rows:", db.open_table("t").count_rows())
from lance_namespace_urllib3_client import ApiClient, TableApi  # the real package, on first use
import lance_namespace_urllib3_client as client
print("real package:", client.__version__ != "", ApiClient.__module__, TableApi.__module__)
"""


def test_lancedb_works_and_the_rest_client_loads_only_when_used(tmp_path):
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(tmp_path / "db")],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.splitlines() == [
        "api loaded after import: False",
        "rows: 1",
        "real package: True lance_namespace_urllib3_client.api_client "
        "lance_namespace_urllib3_client.api.table_api",
    ]
