"""ltm-chat: a terminal chat client for any LLM with opt-in, user-controlled long-term memory."""

__version__ = "0.1.0"
