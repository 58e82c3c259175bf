"""Which embedding models made a user's stored vectors (`doctor`: which model a store uses)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ltm_chat.memory.storage.db import sql_str


def embedding_models(store: Any, user_id: str) -> dict[str, int]:
    """Model name -> rows of `user_id` it embedded ("none" for rows without a vector)."""

    def run(t: Any) -> list[Any]:
        where = f"user_id = {sql_str(user_id)}"
        table = t.search().where(where).select(["embedding_model"]).limit(None).to_arrow()
        return table.column("embedding_model").to_pylist()

    return dict(Counter(name or "none" for name in store._read(run)).most_common())
