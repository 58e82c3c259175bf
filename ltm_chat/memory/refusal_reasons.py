"""Why a write was refused, in the user's words: "looks like a password for something".

The screen names a rule ("spoken-password", "aws-access-key") or a family ("reveal-secrets");
the user is told what the text looked like, never any part of it.
"""

from __future__ import annotations

__all__ = ["instruction_reason", "secret_reason"]

_SECRET_REASONS = {
    "a password for something": (
        "spoken-password password-in-text password-assignment url-credentials url-password "
        "curl-credentials credential-call xml-credential netrc-credentials ldap-credentials "
        "database-connection-string vmware-credentials"
    ),
    "a PIN or an access code (a door, an alarm, a card)": "spoken-pin pin-code",
    "a private key": "private-key age-secret-key",
    "a password hash": "password-hash",
    "a wallet seed phrase": "seed-phrase",
    "a payment card number": "payment-card",
    "a two-factor (TOTP) secret": "totp-seed",
    "two-factor backup codes": "backup-codes",
    "so many credential words that the rest was not read": "credential-word-flood",
}
_SECRET_BY_RULE = {
    rule: reason for reason, rules in _SECRET_REASONS.items() for rule in rules.split()
}
# Every other rule names a key or token format (a vendor's, a JWT, a random token).
_DEFAULT_SECRET = "an access key or token"

_INSTRUCTION_REASONS = {
    "it tells the assistant to drop its rules": "ignore-previous bypass-rules",
    "it asks for the assistant's own instructions": "prompt-leak",
    "it tells the assistant to give away what it stores": "reveal-secrets",
    "it gives the assistant a standing order to obey": "standing-order",
    "it claims authority over the assistant": "claimed-authority",
    "it sends conversation data to an address or a link": "exfiltration exfiltration-link",
    "it imitates the assistant's own formatting": "recall-spoof markup",
    "it changes the assistant's role": "persona",
    "it tells the assistant what to say": "fixed-words",
    "it speaks to the assistant": "addresses-assistant",
    "it asks for a one-off piece of work": "task-request",
    "it carries an encoded payload": "encoded",
    "it looks like an adversarial string": "token-soup",
    "it asks the assistant to call a tool": "tool-call",
}
_INSTRUCTION_BY_FAMILY = {
    family: reason
    for reason, families in _INSTRUCTION_REASONS.items()
    for family in families.split()
}


def secret_reason(rule: str) -> str:
    """What the refused text looked like: "a password for something", "a wallet seed phrase"."""
    return _SECRET_BY_RULE.get(rule, _DEFAULT_SECRET)


def instruction_reason(family: str) -> str:
    """What the refused text does: "it tells the assistant to drop its rules"."""
    return _INSTRUCTION_BY_FAMILY.get(family, "it addresses the assistant")
