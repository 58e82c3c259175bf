"""A wallet's private key given as 64 hex digits after the wallet's name or a word for a private
key, in any language (secret_speech.py runs it): "Khóa riêng ví ETH của mình 0x4c08…",
"metamask: 4c0883a6…", "kunci pribadi dompet BSC 9f2e…".

64 hex digits are 256 bits: a private key, or a hash (a transaction's, a block's, a file's
checksum). A hash is public and is named as one ("tx", "hash", "giao dịch", "sha256"); a key
is named by its wallet or as a key. So the digits count when a wallet or a private key is named
in the text before them (in the same line) and no hash is.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals, literal_starts

__all__ = ["wallet_hex_key_spans"]

# a wallet (its kind, its app) or a private key, in the languages people keep wallets in
_WALLET = re.compile(
    r"wallet|metamask|trust[ \t]*wallet|phantom|ledger|\beth\b|ethereum|\bbsc\b|\bbtc\b|bitcoin|"
    r"crypto|ví(?![ \t]+dụ)|dompet|carteira|billetera|cartera|portefeuille|portafoglio|brieftasche|"
    r"кошел|гаманец|гаманця|钱包|錢包|ウォレット|지갑|กระเป๋า|private[ \t]*key|privkey|"
    r"khóa[ \t]+riêng|kunci[ \t]+(?:pribadi|privat|peribadi)|clave[ \t]+privada|"
    r"chave[ \t]+privada|clé[ \t]+privée|privater[ \t]+schlüssel|chiave[ \t]+privata|"
    r"приватн\w*[ \t]+ключ|закрыт\w*[ \t]+ключ|私钥|私鑰|秘密鍵|개인[ \t]*키",
    re.IGNORECASE,
)
# what names a public hash instead
_HASH = re.compile(
    r"\btx\b|txid|txn|transaction|hash|block|sha-?256|sha|checksum|digest|commit|"
    r"giao[ \t]+dịch|transaksi|transacci|transação|交易|トランザクション|거래|хеш|транзакц",
    re.IGNORECASE,
)
_HEX = re.compile(r"(?<![0-9A-Za-z])(?:0x)?(?P<v>[0-9a-fA-F]{64})(?![0-9A-Za-z])")
# the gate: one of the wallet's or the key's words (lowered) must occur
_LITERALS = (
    *("wallet", "metamask", "phantom", "ledger", "bsc", "btc", "bitcoin", "crypto", "ethereum"),
    *("ví", "dompet", "carteira", "billetera", "cartera", "portefeuille", "portafoglio"),
    *("brieftasche", "кошел", "гаманец", "гаманця", "钱包", "錢包", "ウォレット", "지갑"),
    *("กระเป๋า", "private", "privkey", "khóa", "kunci", "privada", "privée", "privater"),
    *("privata", "приватн", "закрыт", "私钥", "私鑰", "秘密鍵", "개인"),
)
_FINDS = 20
_READ = 100  # places a literal is read: a message names a few; past them a flood is not read
_AFTER = 200  # the key follows its wallet's word within this many characters, in its line


def wallet_hex_key_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-key", start, end) of each 64-hex-digit key named by its wallet or as a key."""
    if len(text) < 64 or not any(map(chars.has, _LITERALS)):
        return []
    found: list[tuple[str, int, int]] = []
    for at in literal_starts(lowered, _LITERALS, chars, _READ):
        end = lowered.find("\n", at, at + _AFTER)
        m = _HEX.search(text, at, end if end >= 0 else at + _AFTER)
        if m is None or m.span("v") in [f[1:] for f in found]:
            continue
        line = text[text.rfind("\n", 0, m.start()) + 1 : m.start()]
        if _WALLET.search(line) is None or _HASH.search(line) is not None:
            continue
        found.append(("spoken-key", *m.span("v")))
        if len(found) >= _FINDS:
            return found
    return found
