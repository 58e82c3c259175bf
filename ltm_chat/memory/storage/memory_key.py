"""Where the memory key lives: the system keyring, else a 0600 key file (with a warning).

One 256-bit AES key per OS user and machine seals the text of sensitive memories (sealed.py).
It is kept in the keyring under service "ltm-chat", entry "memory-key" (base64). On a machine
without a usable keyring it is kept in `memory.key` beside the config file, mode 0600, and
`doctor` names that file. `export_key`/`import_key` move it to another machine.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import os
from pathlib import Path

from ltm_chat.memory.model import MemoryError_

ENTRY = "memory-key"  # the keyring user name under service "ltm-chat"
FILE_NAME = "memory.key"
KEY_BYTES = 32  # AES-256
EXPORT_PREFIX = "ltm-chat-memory-key:1:"


class MemoryKeyError(MemoryError_):
    """The memory key cannot be read, kept or imported; the message never holds the key."""


def key_id(key: bytes) -> str:
    """A short public fingerprint of a key: which key sealed a row (no use for decryption)."""
    return hashlib.sha256(b"ltm-chat memory key id\x00" + key).hexdigest()[:8]


def _decode(text: str, where: str) -> bytes:
    value = text.strip()
    if value.startswith(EXPORT_PREFIX):
        value = value[len(EXPORT_PREFIX) :]
    try:
        key = base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        key = b""
    if len(key) != KEY_BYTES:
        raise MemoryKeyError(f"{where} does not hold an ltm-chat memory key")
    return key


def _encode(key: bytes) -> str:
    return base64.b64encode(key).decode("ascii")


class KeyVault:
    """The memory key's home: keyring entry first, then the key file (if one was made)."""

    def __init__(self, key_file: Path):
        self.key_file = Path(key_file)

    @classmethod
    def for_paths(cls, paths: object) -> KeyVault:
        config_file = getattr(paths, "config_file", None)
        folder = Path(config_file).parent if config_file else Path.cwd()
        return cls(folder / FILE_NAME)

    @classmethod
    def default(cls) -> KeyVault:
        """Beside the config file, by config.resolve_paths' rule (storage sits below config:
        config imports the write policy's names, which storage may not)."""
        config = os.environ.get("LTM_CHAT_CONFIG")
        home = os.environ.get("LTM_CHAT_HOME")
        if config:
            folder = Path(config).expanduser().parent
        elif home:
            folder = Path(home).expanduser()
        else:
            import platformdirs

            folder = platformdirs.user_config_path("ltm-chat")
        return cls(folder / FILE_NAME)

    # -- the keyring --------------------------------------------------------------------------
    @staticmethod
    def keyring_problem() -> str | None:
        from ltm_chat.keys import keyring_problem

        return keyring_problem()

    @staticmethod
    def _backend():
        import keyring

        from ltm_chat.keys import SERVICE

        return keyring.get_keyring(), SERVICE

    def _from_keyring(self) -> bytes | None:
        if self.keyring_problem():
            return None
        backend, service = self._backend()
        try:
            stored = backend.get_password(service, ENTRY)
        except Exception as exc:  # noqa: BLE001  (locked, D-Bus gone)
            raise MemoryKeyError(
                f"the system keyring failed ({type(exc).__name__}) reading the memory key"
            ) from None
        return _decode(stored, f"keyring entry {ENTRY!r}") if stored else None

    # -- reading and keeping ------------------------------------------------------------------
    def load(self) -> tuple[bytes | None, str]:
        """(the key, where it is: "keyring" or "file:PATH"), or (None, "none")."""
        key = self._from_keyring()
        if key is not None:
            return key, "keyring"
        if self.key_file.is_file():
            return _decode(self.key_file.read_text(), str(self.key_file)), f"file:{self.key_file}"
        return None, "none"

    def where(self) -> str:
        """Where the key is (or would be made) and any warning, for `doctor`."""
        try:
            _key, source = self.load()
        except MemoryKeyError as exc:
            return f"unreadable: {exc}"
        if source == "keyring":
            return "system keyring"
        if source.startswith("file:"):
            return f"key file {self.key_file} (no usable keyring: protect this file)"
        problem = self.keyring_problem()
        target = f"key file {self.key_file}" if problem else "system keyring"
        return f"not made yet (the first sensitive memory makes it, in the {target})"

    def create(self) -> tuple[bytes, str]:
        """A new random key, kept in the keyring (or, without one, in the key file)."""
        key = os.urandom(KEY_BYTES)
        return key, self.keep(key)

    def keep(self, key: bytes) -> str:
        """Store `key` (replacing any); where it went: "keyring" or "file:PATH"."""
        if not self.keyring_problem():
            backend, service = self._backend()
            try:
                backend.set_password(service, ENTRY, _encode(key))
                return "keyring"
            except Exception as exc:  # noqa: BLE001
                raise MemoryKeyError(
                    f"the system keyring failed ({type(exc).__name__}) storing the memory key"
                ) from None
        self.key_file.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        tmp = self.key_file.with_name(self.key_file.name + ".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as fh:
            fh.write(_encode(key) + "\n")
        os.replace(tmp, self.key_file)
        return f"file:{self.key_file}"

    def export_text(self) -> str:
        """The key as one line to carry to another machine (`keys import-memory-key`)."""
        key, _source = self.load()
        if key is None:
            raise MemoryKeyError("there is no memory key here yet (no sensitive memory stored)")
        return EXPORT_PREFIX + _encode(key)

    @staticmethod
    def parse(text: str) -> bytes:
        return _decode(text, "the input")
