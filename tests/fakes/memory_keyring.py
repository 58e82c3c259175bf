"""An in-memory keyring backend: real `keyring` API, no OS store, nothing left behind."""

from __future__ import annotations

from keyring.backend import KeyringBackend
from keyring.compat import properties
from keyring.errors import PasswordDeleteError


class InMemoryKeyring(KeyringBackend):
    """Keeps passwords in a dict; `locked=True` makes every call fail like a locked keyring."""

    @properties.classproperty
    def priority(cls) -> float:
        # Not viable for discovery: keyring registers every subclass, and a second viable
        # backend would make it pick a chainer instead of the real Secret Service.
        raise RuntimeError("only used explicitly, through keyring.set_keyring()")

    def __init__(self) -> None:
        super().__init__()
        self.store: dict[tuple[str, str], str] = {}
        self.locked = False

    def _check(self) -> None:
        if self.locked:
            from keyring.errors import KeyringLocked

            raise KeyringLocked("the collection is locked")

    def get_password(self, service: str, username: str) -> str | None:
        self._check()
        return self.store.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self._check()
        self.store[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        self._check()
        if self.store.pop((service, username), None) is None:
            raise PasswordDeleteError("no such password")
