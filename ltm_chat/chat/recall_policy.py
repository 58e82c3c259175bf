"""Which memories each model may see: `all`, `normal` (no sensitive memories) or `none`.

Set per model in the config file (`[models."openai/gpt-4o"] memory = "normal"`). By default a
model served from this machine or a private network (Ollama, LM Studio, an `api_base` on a
loopback or private address) sees every memory; any other model is a cloud model and sees no
memory marked sensitive (health, money, others' private lives: the write policy's labels).
The rule holds for the chat's recalled block, the extraction call's context and the memory
tools' results alike, and for transcript words: past messages on a when-question and the
conversation search tool's titles and excerpts (words the write policy calls sensitive, sealed
at rest, are not sent to such a model).
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

if TYPE_CHECKING:
    from ltm_chat.config import Settings
    from ltm_chat.memory.model import Memory

POLICIES = ("all", "normal", "none")
# What a model that may not see sensitive memories gets in place of sensitive transcript words.
WITHHELD_FROM_MODEL = "[sensitive: not shown to this model]"
# Providers whose default server is this machine (litellm's defaults: localhost ports).
LOCAL_PROVIDERS = frozenset({"ollama", "ollama_chat", "lm_studio", "llamafile"})


@dataclass(frozen=True)
class RecallPolicy:
    """What a model may see, and why (shown in the panel, `doctor` and notes)."""

    name: str  # all / normal / none
    reason: str  # "configured", "local model", "cloud model"

    def allows(self, memory: Memory) -> bool:
        if self.name == "none":
            return False
        return self.name == "all" or memory.sensitivity != "sensitive"


def is_private_host(host: str | None) -> bool:
    """A loopback, private, link-local or unique-local address, or "localhost". Names are not
    looked up: a name other than localhost counts as elsewhere."""
    if not host:
        return False
    host = host.strip("[]").lower()
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    return address.is_loopback or address.is_private or address.is_link_local


def runs_locally(provider: str | None, api_base: str | None) -> bool:
    """Is the model served from this machine or a private network?"""
    if api_base:
        return is_private_host(urlsplit(api_base).hostname)
    return (provider or "") in LOCAL_PROVIDERS


def policy_for(settings: Settings, model: str | None) -> RecallPolicy:
    """The policy of `model`: its configured `memory` key, else local `all` / cloud `normal`."""
    if not model:
        return RecallPolicy("normal", "no model")
    configured = settings.model_config(model).memory
    if configured:
        return RecallPolicy(configured, "configured")
    from ltm_chat.llm import provider_of

    cfg = settings.model_config(model)
    provider = provider_of(model)
    api_base = cfg.api_base
    if api_base is None and provider in ("ollama", "ollama_chat"):
        api_base = settings.ollama_api_url
    if runs_locally(provider, api_base):
        return RecallPolicy("all", "local model")
    return RecallPolicy("normal", "cloud model")


def withheld_note(count: int, policy: RecallPolicy) -> str | None:
    """ "2 sensitive memories withheld: cloud model" (None when nothing was)."""
    if policy.name == "none":
        return f'memory withheld from this model ({policy.reason}: memory = "none")'
    if not count:
        return None
    noun = "memory" if count == 1 else "memories"
    return f"{count} sensitive {noun} withheld: {policy.reason}"
