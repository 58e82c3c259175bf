"""Every binding id the app defines, for checking `[keymap]` ids (doctor): a remap of an id that
no binding has would otherwise be ignored without a word."""

from __future__ import annotations

import importlib
import inspect
import pkgutil


def binding_ids() -> set[str]:
    """Ids of the bindings of every screen, widget and app class under ltm_chat.tui."""
    import ltm_chat.tui as package

    ids: set[str] = set()
    for info in pkgutil.walk_packages(package.__path__, f"{package.__name__}."):
        module = importlib.import_module(info.name)
        for _name, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ != module.__name__:
                continue
            for binding in getattr(cls, "BINDINGS", None) or []:
                binding_id = getattr(binding, "id", None)
                if binding_id:
                    ids.add(binding_id)
    return ids


def keymap_problems(keymap: dict[str, str], config_file: object) -> list[str]:
    """One line per `[keymap]` id that no binding has, with the closest id as a hint."""
    import difflib

    known = binding_ids()
    problems = []
    for binding_id in sorted(set(keymap) - known):
        close = difflib.get_close_matches(binding_id, sorted(known), n=1, cutoff=0.6)
        hint = f' (did you mean "{close[0]}"?)' if close else ""
        problems.append(f'{config_file}: keymap."{binding_id}" is not a binding id{hint}')
    return problems
