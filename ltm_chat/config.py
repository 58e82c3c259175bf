"""Settings from environment, the TOML config file and CLI flags; data, config and state paths.

Nothing here computes a path at import time: call `resolve_paths()` / `load_settings()`.
"""

from __future__ import annotations

import getpass
import json
import os
import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

APP_NAME = "ltm-chat"
DEFAULT_NAMESPACE = "chat"
DEFAULT_MAX_ITEMS = 500
DEFAULT_RECALL_LIMIT = 6


class ConfigError(Exception):
    """A configuration problem with a short, human message."""


@dataclass(frozen=True)
class Paths:
    """Where this installation keeps its data, config and state."""

    data_dir: Path
    config_file: Path
    state_file: Path
    user_themes_dir: Path
    db_uri: str
    # LanceDB storage options for an object-store URI (`[storage]`; secrets from variables).
    storage_options: dict[str, str] = field(default_factory=dict)
    # {storage option: keyring entry}: credentials read from the keyring when the store opens.
    storage_keyring: dict[str, str] = field(default_factory=dict)

    @property
    def db_is_local(self) -> bool:
        return "://" not in self.db_uri


def resolve_paths(env: dict[str, str] | None = None) -> Paths:
    """Resolve paths: `LTM_CHAT_HOME` holds everything, else the platform's user dirs."""
    env = os.environ if env is None else env
    home = env.get("LTM_CHAT_HOME")
    if home:
        root = Path(home).expanduser()
        data_dir, config_dir, state_dir = root, root, root
    else:
        import platformdirs  # only when needed: keeps `--help` light

        data_dir = platformdirs.user_data_path(APP_NAME)
        config_dir = platformdirs.user_config_path(APP_NAME)
        state_dir = platformdirs.user_state_path(APP_NAME)
    db_uri = env.get("LTM_CHAT_DB_URI") or str(data_dir / "db")
    return Paths(
        data_dir=data_dir,
        config_file=Path(env.get("LTM_CHAT_CONFIG") or config_dir / "config.toml"),
        state_file=state_dir / "state.json",
        user_themes_dir=config_dir / "themes",
        db_uri=db_uri,
    )


def ensure_private_dir(path: Path) -> Path:
    """Create a directory readable only by its owner (memories are personal data)."""
    path.mkdir(parents=True, exist_ok=True, mode=0o700)
    try:
        os.chmod(path, 0o700)
    except OSError:
        pass  # not ours to change (e.g. a shared mount); the files inside are still 0600
    return path


@dataclass(frozen=True)
class ModelConfig:
    """Per-model overrides from the config file (`[models."name"]`)."""

    api_base: str | None = None
    api_key_env: str | None = None
    memory: str | None = None  # which memories it may see: all / normal / none (recall_policy)
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Settings:
    """Everything the engine, the CLI and the TUI need to know, resolved once."""

    paths: Paths
    user_id: str
    namespace: str = DEFAULT_NAMESPACE
    workspace: str = ""
    model: str | None = None
    model_from_flag: bool = False  # named with -m: it wins over a resumed conversation's own
    memory_env: str | None = None  # raw NODETOOL_MEMORY_ENABLED
    memory_toggle: bool | None = None  # --memory/--no-memory, chip, or the state file
    incognito: bool = False
    embedding_model: str | None = None
    embedding_provider: str | None = None
    max_items: int = DEFAULT_MAX_ITEMS
    recall_limit: int = DEFAULT_RECALL_LIMIT
    theme: str | None = None
    keymap: dict[str, str] = field(default_factory=dict)
    models: dict[str, ModelConfig] = field(default_factory=dict)
    extraction_model: str | None = None
    ollama_api_url: str | None = None
    provider_route: str = "auto"  # "litellm": every call through litellm (wire.direct_base)
    model_tools: bool = False  # memory_search/save/forget offered to the model ([memory])
    memory_review: str = "pending"  # [memory] review: pending | auto | explicit-only (policy.py)
    daily_token_budget: int = 0  # [memory]: memory model tokens a day before extraction pauses
    config_problems: tuple[str, ...] = ()  # only with load_settings(strict=False)

    def with_(self, **changes: Any) -> Settings:
        """A copy with some fields changed (CLI flags apply on top of env and file)."""
        return replace(self, **changes)

    def model_config(self, model: str | None) -> ModelConfig:
        return self.models.get(model or "", ModelConfig())


def read_config_file(path: Path) -> dict[str, Any]:
    """Read the TOML config file; missing is empty, broken is a ConfigError."""
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        return {}
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ConfigError(f"config file {path} is not valid TOML: {exc}") from None
    except OSError as exc:
        raise ConfigError(f"cannot read config file {path}: {exc.strerror}") from None


def read_state(path: Path) -> dict[str, Any]:
    """The small state file (memory toggle, theme, model); broken state is ignored."""
    try:
        data = json.loads(path.read_text("utf-8"))
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}


def write_state(path: Path, **changes: Any) -> None:
    """Merge `changes` into the state file atomically (never called in incognito)."""
    state = read_state(path)
    state.update(changes)
    ensure_private_dir(path.parent)
    tmp = path.with_suffix(".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(state, fh, indent=2, sort_keys=True)
    os.replace(tmp, path)


def _int_env(env: dict[str, str], name: str, default: int) -> int:
    raw = env.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ConfigError(f"{name}={raw!r} is not a whole number") from None
    if value < 0:
        raise ConfigError(f"{name}={raw!r} must be 0 or more")
    return value


def _provider_route(env: dict[str, str], cfg: dict[str, Any]) -> str:
    """`provider_route`: LTM_CHAT_PROVIDER_ROUTE beats the config file (checked by its schema)."""
    from ltm_chat.wire import ROUTES

    raw = env.get("LTM_CHAT_PROVIDER_ROUTE", "").strip().lower()
    if raw and raw not in ROUTES:
        raise ConfigError(
            f"LTM_CHAT_PROVIDER_ROUTE={raw!r}: expected {' or '.join(map(repr, ROUTES))}"
        )
    return raw or cfg.get("provider_route", "auto")


def _with_storage(paths: Paths, section: Any, env: dict[str, str]) -> Paths:
    """The `[storage]` section on top of the paths; LTM_CHAT_DB_URI still wins for the URI."""
    from ltm_chat.memory.storage.object_store import (
        StorageConfigError,
        check_uri,
        keyring_entries,
        parse_storage_section,
    )

    try:
        uri, options = parse_storage_section(section, paths.config_file, env)
        secrets = keyring_entries(section, paths.config_file)
        if env.get("LTM_CHAT_DB_URI"):
            uri = env["LTM_CHAT_DB_URI"]
            check_uri(uri, "LTM_CHAT_DB_URI")
    except StorageConfigError as exc:
        raise ConfigError(str(exc)) from None
    return replace(
        paths, db_uri=uri or paths.db_uri, storage_options=options, storage_keyring=secrets
    )


def default_user() -> str:
    try:
        return getpass.getuser()
    except Exception:  # no login name (containers): still a stable owner id
        return "default"


def check_config(path: Path) -> tuple[dict[str, Any], list[str]]:
    """The config file's values that fit the schema, and one line per problem naming the file
    and the key (`doctor` shows them all; commands stop on them)."""
    from ltm_chat.config_schema import validate

    result = validate(read_config_file(path))
    return result.values, [f"{path}: {p.message}" for p in result.problems]


def config_error(problems: list[str]) -> ConfigError:
    """One line: the first problem, and how many more `doctor` lists."""
    more = len(problems) - 1
    tail = f" (and {more} more: run `ltm-chat doctor`)" if more else ""
    return ConfigError(problems[0] + tail)


def load_settings(
    env: dict[str, str] | None = None, *, strict: bool = True, **overrides: Any
) -> Settings:
    """Resolve settings: defaults < config file < state file < environment < `overrides` (flags).

    Overrides whose value is None are ignored, so CLI code can pass every flag through. A config
    file with bad keys is a ConfigError; with `strict=False` (doctor) the bad keys fall back to
    their defaults and are listed in `settings.config_problems`.
    """
    env = dict(os.environ if env is None else env)
    paths = resolve_paths(env)
    cfg, problems = check_config(paths.config_file)
    if problems and strict:
        raise config_error(problems)
    paths = _with_storage(paths, cfg.get("storage"), env)
    state = read_state(paths.state_file)
    mem_cfg = cfg.get("memory", {})
    models = {
        name: ModelConfig(
            api_base=spec.get("api_base"),
            api_key_env=spec.get("api_key_env"),
            memory=spec.get("memory"),
            extra={k: v for k, v in spec.items() if k not in {"api_base", "api_key_env", "memory"}},
        )
        for name, spec in cfg.get("models", {}).items()
    }
    toggle = state.get("memory_toggle")
    settings = Settings(
        paths=paths,
        user_id=env.get("LTM_CHAT_USER") or cfg.get("user") or default_user(),
        namespace=mem_cfg.get("namespace", DEFAULT_NAMESPACE),
        workspace=env.get("LTM_CHAT_WORKSPACE")
        or mem_cfg.get("workspace")
        or cfg.get("workspace", ""),
        model=env.get("LTM_CHAT_MODEL") or state.get("model") or cfg.get("model"),
        memory_env=env.get("NODETOOL_MEMORY_ENABLED"),
        memory_toggle=toggle if isinstance(toggle, bool) else None,
        embedding_model=env.get("NODETOOL_MEMORY_EMBEDDING_MODEL")
        or mem_cfg.get("embedding_model"),
        embedding_provider=env.get("NODETOOL_MEMORY_EMBEDDING_PROVIDER")
        or mem_cfg.get("embedding_provider"),
        max_items=_int_env(
            env, "NODETOOL_MEMORY_MAX_ITEMS", mem_cfg.get("max_items", DEFAULT_MAX_ITEMS)
        ),
        recall_limit=mem_cfg.get("recall_limit", DEFAULT_RECALL_LIMIT),
        theme=state.get("theme") or cfg.get("theme"),
        keymap=dict(cfg.get("keymap", {})),
        models=models,
        extraction_model=env.get("NODETOOL_MEMORY_EXTRACTION_MODEL")
        or mem_cfg.get("extraction_model"),
        ollama_api_url=env.get("OLLAMA_API_URL") or cfg.get("ollama_api_url"),
        provider_route=_provider_route(env, cfg),
        model_tools=mem_cfg.get("model_tools", False),
        memory_review=mem_cfg.get("review", "pending"),
        daily_token_budget=mem_cfg.get("daily_token_budget", 0),
        config_problems=tuple(problems),
    )
    changes = {k: v for k, v in overrides.items() if v is not None}
    if "model" in changes:  # the caller's flag, not a default from env, state or file
        changes.setdefault("model_from_flag", True)
    settings = settings.with_(**changes) if changes else settings
    if settings.workspace.strip().lower() == "auto":  # from the project you work in
        from ltm_chat.workspace import auto_workspace

        settings = settings.with_(workspace=auto_workspace())
    return settings
