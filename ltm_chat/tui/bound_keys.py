"""The key bound to a binding id now, as the user would type it: text that names a key (a hint,
a notice) says what the user's `[keymap]` made of it, not the default."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from textual.binding import Binding

KEY_NAMES = {"escape": "Esc"}


def bound_key(keymap: Mapping[str, str], binding_id: str, classes: Iterable[type]) -> str:
    """The user's keymap entry for `binding_id`, else the default of the first class among
    `classes` whose BINDINGS has it; the first of several keys; "?" when none has it."""
    keys = keymap.get(binding_id)
    if not keys:
        keys = next(
            (
                binding.key
                for cls in classes
                for binding in getattr(cls, "BINDINGS", ())
                if isinstance(binding, Binding) and binding.id == binding_id
            ),
            None,
        )
    first = (keys or "?").split(",")[0].strip()
    return KEY_NAMES.get(first, first)
