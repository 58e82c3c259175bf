"""A "pass" that is a network's password (credential_binding.py asks): "pass" alone is a bus,
ski or boarding pass, so its value must be one no pass number could be (access_nouns.py
STRONG_VALUE_ONLY). In a text that names a network — wifi, SSID, router, hotspot — and with no
qualifier of its own before it ("network Hansen_Hjem, pass Fjordhest2019", "SSID X, pass Y"),
it is the network's password, and takes the values a "wifi pass" takes.
"""

from __future__ import annotations

import re

__all__ = ["network_pass"]

# (lowered text) the network the pass would open, named anywhere in the text
_NETWORK = re.compile(
    r"wi-?fi|wlan|ssid|router|hotspot|wpa2?|(?<![a-z])(?:network|netzwerk|réseau|red|rede|rete|"
    r"netwerk|nätverk|nettverk|netværk|sieć|síť|сеть|мережа)(?![a-z])|와이파이|ワイファイ|ไวไฟ"
)
# What may stand right before such a "pass": nothing of its own kind ("boarding", "bus", "ski")
_BEFORE = frozenset("and und et y e i og och en , : ; - — – / =".split())


def network_pass(lowered: str, start: int) -> bool:
    """Whether the "pass" at `start` of the lowered text is the password of a network it names."""
    words = lowered[max(0, start - 24) : start].split()
    before = words[-1] if words else ""
    if before and before not in _BEFORE and before[-1].isalnum():
        return False  # "boarding pass", "my bus pass", "day pass"
    return _NETWORK.search(lowered) is not None
