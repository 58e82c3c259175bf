"""Theme files (`themes/*.toml`) -> textual Themes: shipped ones, then the user's own.

A broken file never stops the app: it is skipped and reported, and the app falls back to the
default theme with a notice.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from textual.color import Color, ColorParseError
from textual.theme import Theme

DEFAULT_THEME = "ltm-dark"
COLOR_FIELDS = (
    "primary",
    "secondary",
    "accent",
    "foreground",
    "background",
    "surface",
    "panel",
    "success",
    "warning",
    "error",
    "boost",
)
# Stylesheet variables every theme must define: (theme colour to borrow, fallback).
DEFAULT_VARIABLES = {
    "chip-on": ("success", "#4caf50"),
    "chip-off": ("foreground", "#9e9e9e"),
    "chip-veto": ("error", "#e53935"),
    "chip-incognito": ("secondary", "#ab47bc"),
    "user-message": ("panel", "#2a2a3a"),
}


class ThemeFileError(ValueError):
    """A theme file that cannot be used, with a short reason."""


@dataclass
class ThemeLoadResult:
    themes: list[Theme] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def shipped_themes_dir() -> Path:
    """The `themes/` folder inside the installed package (a symlink to the top-level one)."""
    return Path(__file__).resolve().parent.parent / "themes"


def _color(value: object, where: str) -> str:
    if not isinstance(value, str):
        raise ThemeFileError(f"{where} must be a colour string")
    try:
        Color.parse(value)
    except ColorParseError:
        raise ThemeFileError(f"{where}={value!r} is not a colour") from None
    return value


def theme_from_toml(path: Path) -> Theme:
    """Parse and validate one theme file; raises ThemeFileError with a human reason."""
    try:
        data = tomllib.loads(path.read_text("utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise ThemeFileError(f"cannot read: {exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise ThemeFileError(f"not valid TOML: {exc}") from None
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ThemeFileError("missing `name`")
    if "primary" not in data:
        raise ThemeFileError("missing `primary` colour")
    unknown = set(data) - {*COLOR_FIELDS, "name", "dark", "variables"}
    if unknown:
        raise ThemeFileError(f"unknown keys: {', '.join(sorted(unknown))}")
    colors = {k: _color(data[k], k) for k in COLOR_FIELDS if k in data}
    variables = data.get("variables", {})
    if not isinstance(variables, dict):
        raise ThemeFileError("[variables] must be a table")
    merged = {k: colors.get(src, fallback) for k, (src, fallback) in DEFAULT_VARIABLES.items()}
    merged.update({str(k): _color(v, f"variables.{k}") for k, v in variables.items()})
    return Theme(name=name.strip(), dark=bool(data.get("dark", True)), variables=merged, **colors)


def load_themes(*dirs: Path | None) -> ThemeLoadResult:
    """Load every `*.toml` in `dirs`, in order; later files with the same name win."""
    result = ThemeLoadResult()
    by_name: dict[str, Theme] = {}
    for folder in dirs:
        if folder is None or not folder.is_dir():
            continue
        for path in sorted(folder.glob("*.toml")):
            try:
                theme = theme_from_toml(path)
            except ThemeFileError as exc:
                result.errors.append(f"theme {path.name}: {exc}")
                continue
            by_name[theme.name] = theme
    result.themes = list(by_name.values())
    return result


def resolve_theme_name(requested: str | None, available: set[str]) -> tuple[str, str | None]:
    """The theme to use and, if the request could not be honoured, why."""
    if not requested:
        return DEFAULT_THEME, None
    for candidate in (requested, f"ltm-{requested}"):
        if candidate in available:
            return candidate, None
    return DEFAULT_THEME, f"unknown theme {requested!r}; using {DEFAULT_THEME}"
