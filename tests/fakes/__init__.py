"""Local stand-ins for remote services, driven over real sockets by the tests."""

from tests.fakes.openai_server import FakeOpenAIServer, Fault, Reply

__all__ = ["FakeOpenAIServer", "Fault", "Reply"]
