"""The one screen every write path shares (add, edit, import, "remember that", extraction)."""

from __future__ import annotations

from ltm_chat.memory.model import InstructionRefused, SecretRefused


def screening_verdict(text: str) -> tuple[str, str] | None:
    """Why `text` must not be stored: ("secret", rule) or ("instruction", family); else None."""
    from ltm_chat.memory.screen.poison import looks_like_instruction
    from ltm_chat.memory.screen.redact import looks_like_secret

    if rule := looks_like_secret(text):
        return "secret", rule
    if family := looks_like_instruction(text):
        return "instruction", family
    return None


def screen_text(text: str) -> None:
    """Refuse a write that looks like a credential or an instruction (names the rule, never
    the text)."""
    verdict = screening_verdict(text)
    if verdict is None:
        return
    kind, name = verdict
    raise SecretRefused(name) if kind == "secret" else InstructionRefused(name)
