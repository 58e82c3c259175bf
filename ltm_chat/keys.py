"""Provider API keys: the environment first, else the system keyring (never a plain-text file).

Keys live in the OS keyring (Secret Service, macOS Keychain, Windows Credential Locker) under
service "ltm-chat", username = provider name. An environment variable (OPENAI_API_KEY, …) wins
when it is set, so CI and headless servers work without a keyring.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

from ltm_chat.providers import KEY_ENV_VARS, key_env_vars

SERVICE = "ltm-chat"
# A non-secret keyring entry listing the providers stored (keyrings cannot be enumerated).
_INDEX_USER = "__providers__"
_PROVIDER_RE = re.compile(r"^[a-z0-9][a-z0-9_.-]{0,39}$")

# Environment variables litellm reads for each provider (the table lives in providers.py).
ENV_VARS = KEY_ENV_VARS


class KeyStoreError(Exception):
    """A key operation failed; the message is short, human and never contains the key."""


class KeyringUnavailable(KeyStoreError):
    """No usable keyring backend (e.g. a headless server without Secret Service)."""


@dataclass(frozen=True)
class KeyInfo:
    """One provider's key as `keys list` shows it: never the key itself."""

    provider: str
    masked: str
    source: str  # "env:NAME" or "keyring"
    note: str = ""


def env_vars_for(provider: str) -> tuple[str, ...]:
    """The environment variables that hold `provider`'s key (a guess for unknown providers)."""
    return key_env_vars(provider)


def env_key_name(provider: str) -> str | None:
    """The environment variable currently holding `provider`'s key, if any."""
    return next((n for n in env_vars_for(provider) if os.environ.get(n, "").strip()), None)


def check_provider(provider: str) -> str:
    """Normalise and validate a provider name ("OpenAI" -> "openai")."""
    name = provider.strip().lower()
    if not _PROVIDER_RE.match(name) or name == _INDEX_USER:
        raise ValueError(
            f"{provider!r} is not a provider name (letters, digits, '_', '-', '.'; e.g. openai)"
        )
    return name


def mask(key: str) -> str:
    """A recognisable but useless tail: "…a1b2" (nothing at all for short keys)."""
    return f"…{key[-4:]}" if len(key) >= 12 else "…"


def get_key(provider: str) -> tuple[str | None, str]:
    """The key for `provider` and where it came from: ("…", "env:NAME"), ("…", "keyring"),
    or (None, "none"). A missing or locked keyring counts as no key (see `keyring_problem`)."""
    provider = check_provider(provider)
    name = env_key_name(provider)
    if name:
        return os.environ[name].strip(), f"env:{name}"
    try:
        key = _backend().get_password(SERVICE, provider)
    except Exception:  # noqa: BLE001  (no keyring, locked, D-Bus gone: same as no key)
        return None, "none"
    return (key, "keyring") if key else (None, "none")


def stored_secret(name: str) -> str | None:
    """The keyring's entry `name` (no environment variable: e.g. a [storage] credential);
    raises KeyStoreError when the keyring cannot be used."""
    name = check_provider(name)
    return _call(_backend(name).get_password, SERVICE, name) or None


def set_key(provider: str, key: str) -> None:
    """Store `key` for `provider` in the system keyring."""
    provider = check_provider(provider)
    key = key.strip()
    if not key:
        raise KeyStoreError("the key is empty; nothing stored")
    if any(ch in key for ch in "\r\n\t ") or not key.isprintable():
        raise KeyStoreError("the key contains spaces or control characters; paste only the key")
    backend = _backend(provider)
    _call(backend.set_password, SERVICE, provider, key)
    _update_index(backend, add=provider)


def delete_key(provider: str) -> bool:
    """Remove `provider`'s key from the keyring; False when none was stored."""
    provider = check_provider(provider)
    backend = _backend(provider)
    if _call(backend.get_password, SERVICE, provider) is None:
        _update_index(backend, remove=provider)
        return False
    import keyring.errors

    try:
        backend.delete_password(SERVICE, provider)
    except keyring.errors.PasswordDeleteError:
        return False
    except Exception as exc:  # noqa: BLE001
        raise _unavailable(exc, provider) from None
    _update_index(backend, remove=provider)
    return True


def list_keys() -> list[KeyInfo]:
    """Every provider with a key in the environment or the keyring (a missing keyring only
    hides the keyring part; `keyring_problem()` says why)."""
    try:
        backend = _backend()
        stored = set(_read_index(backend)) | set(ENV_VARS)
    except Exception:  # noqa: BLE001  (no keyring, or locked: only the keyring part is hidden)
        backend, stored = None, set(ENV_VARS)
    infos = []
    for provider in sorted(stored):
        in_keyring = None
        if backend is not None:
            try:
                in_keyring = backend.get_password(SERVICE, provider)
            except Exception:  # noqa: BLE001
                in_keyring = None
        env_name = env_key_name(provider)
        if env_name:
            note = "overrides the keyring entry" if in_keyring else ""
            infos.append(
                KeyInfo(provider, mask(os.environ[env_name].strip()), f"env:{env_name}", note)
            )
        elif in_keyring:
            infos.append(KeyInfo(provider, mask(in_keyring), "keyring"))
    return infos


def keyring_problem() -> str | None:
    """Why the keyring cannot be used, or None when it can (for `doctor` and `keys list`)."""
    try:
        _backend()
    except KeyStoreError as exc:
        return str(exc)
    return None


def _backend(provider: str = "openai"):
    """The keyring backend, refusing the ones that cannot keep a secret safe."""
    _skip_foreign_keychain()
    try:
        import keyring
        from keyring.backends import chainer, fail

        backend = keyring.get_keyring()
    except Exception as exc:  # noqa: BLE001  (broken keyring config, missing D-Bus)
        raise _unavailable(exc, provider) from None
    name = f"{type(backend).__module__}.{type(backend).__name__}"
    if isinstance(backend, fail.Keyring) or (
        isinstance(backend, chainer.ChainerBackend) and not backend.backends
    ):
        raise KeyringUnavailable(
            "no usable system keyring (Secret Service, macOS Keychain or Windows Credential "
            "Locker) was found; on a headless machine " + _env_route(provider)
        )
    if name.startswith("keyring.backends.null.") or ".file." in name or "Plaintext" in name:
        raise KeyringUnavailable(
            f"the configured keyring backend ({name}) stores keys in plain text or not at all; "
            + _env_route(provider)
        )
    return backend


def _skip_foreign_keychain() -> None:
    """keyring loads its macOS backend on every system; elsewhere that backend's api module
    only looks for the Security framework (three `ldconfig` runs, ~50 ms of a no-key `ask`)
    and fails, which the backend already treats as "not available": fail it at once."""
    import sys

    if sys.platform != "darwin":
        sys.modules.setdefault("keyring.backends.macOS.api", None)  # type: ignore[arg-type]


def _call(fn, service: str, provider: str, *args):
    try:
        return fn(service, provider, *args)
    except Exception as exc:  # noqa: BLE001
        raise _unavailable(exc, provider) from None


def _unavailable(exc: BaseException, provider: str = "openai") -> KeyringUnavailable:
    import keyring.errors

    route = _env_route(provider)
    if isinstance(exc, keyring.errors.KeyringLocked):
        return KeyringUnavailable(f"the system keyring is locked: unlock it and retry, or {route}")
    return KeyringUnavailable(f"the system keyring failed ({type(exc).__name__}); {route}")


def _env_route(provider: str) -> str:
    return (
        f"set the key in the environment instead, e.g. `export {env_vars_for(provider)[0]}=...` "
        "(ltm-chat never stores keys in a plain-text file)"
    )


def _read_index(backend) -> list[str]:
    raw = backend.get_password(SERVICE, _INDEX_USER) or ""
    return [p for p in raw.split(",") if _PROVIDER_RE.match(p)]


def _update_index(backend, *, add: str | None = None, remove: str | None = None) -> None:
    try:
        names = set(_read_index(backend))
        before = set(names)
        if add:
            names.add(add)
        if remove:
            names.discard(remove)
        if names != before:
            backend.set_password(SERVICE, _INDEX_USER, ",".join(sorted(names)))
    except Exception:  # noqa: BLE001  (the index only helps `list`; the key itself is stored)
        pass
