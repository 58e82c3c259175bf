"""#22 session 31 (h-creds35): a wallet's private key as 64 hex digits after the wallet's name or
a word for a private key, in any language: refused and hidden. Kept: a transaction's or a
file's hash (named as one), 64 hex digits with no wallet or key named, an example."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

_KEY = "8da4ef21b864d2cc526dbdb2a120bd2874c36c9d0a1fb7f8c63d7f7a8b41de8f"

REFUSED = [
    (f"kunci pribadi dompet BSC saya {_KEY}", [_KEY]),
    (f"metamask cũ của anh: 0x{_KEY}", [_KEY]),
    (f"clave privada de la billetera de papá 0x{_KEY}", [_KEY]),
    (f"my old Phantom wallet, in case: {_KEY}", [_KEY]),
    (f"以前的钱包私钥 {_KEY} 别丢了", [_KEY]),
]

KEPT = [
    f"the refund from my ETH wallet: tx 0x{_KEY}",
    f"sha256 of the wallet app installer is {_KEY}",
    f"giao dịch từ ví của mình 0x{_KEY} đã xác nhận",
    f"the build digest {_KEY} matched the release page",
    f"ví dụ một chuỗi hex: {_KEY}",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_wallet_key_in_hex_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_a_hash_or_an_unnamed_hex_run_is_kept(text):
    assert screening_verdict(text) is None
