"""Memory on/off resolution (DESIGN.md §3): a pure function of three inputs, no I/O."""

from __future__ import annotations

from dataclasses import dataclass

TRUTHY = frozenset({"1", "true", "yes", "on"})
FALSY = frozenset({"0", "false", "no", "off"})


@dataclass(frozen=True)
class EnvFlag:
    """A parsed NODETOOL_MEMORY_ENABLED value."""

    value: bool | None  # None: unset or unrecognised
    raw: str | None
    recognised: bool


def parse_env_flag(raw: str | None) -> EnvFlag:
    """Parse an env flag; an unrecognised value counts as unset (and is reported as such)."""
    if raw is None or raw.strip() == "":
        return EnvFlag(None, raw, True)
    norm = raw.strip().lower()
    if norm in TRUTHY:
        return EnvFlag(True, raw, True)
    if norm in FALSY:
        return EnvFlag(False, raw, True)
    return EnvFlag(None, raw, False)


@dataclass(frozen=True)
class MemoryDecision:
    """Whether memory is on, what the chip shows, and which rule decided it."""

    enabled: bool
    label: str
    reason: str
    row: int  # the row of the DESIGN.md §3 table, 1-based
    operator_veto: bool = False
    incognito: bool = False


def resolve_memory(incognito: bool, env_raw: str | None, toggle: bool | None) -> MemoryDecision:
    """Apply the DESIGN.md §3 truth table."""
    env = parse_env_flag(env_raw)
    if incognito:
        return MemoryDecision(
            False, "Incognito", "incognito: no recall, no writes of any kind", 1, incognito=True
        )
    if env.value is False:
        return MemoryDecision(
            False,
            "Memory: off (disabled by operator)",
            f"NODETOOL_MEMORY_ENABLED={env.raw} is an operator veto; the toggle cannot override it",
            2,
            operator_veto=True,
        )
    if toggle is False:
        return MemoryDecision(False, "Memory: off", "turned off for this session (toggle)", 3)
    if toggle is True:
        return MemoryDecision(True, "Memory: on", "turned on (toggle)", 4)
    if env.value is True:
        return MemoryDecision(True, "Memory: on", f"NODETOOL_MEMORY_ENABLED={env.raw}", 5)
    why = "default-off: NODETOOL_MEMORY_ENABLED unset and no toggle"
    if not env.recognised:
        why = (
            f"default-off: NODETOOL_MEMORY_ENABLED={env.raw!r} is not recognised (counts as unset)"
        )
    return MemoryDecision(False, "Memory: off", why, 6)
