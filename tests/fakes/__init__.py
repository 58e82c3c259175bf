"""Local stand-ins for remote services, driven over real sockets by the tests
(`tests.fakes.openai_server`, `tests.fakes.memory_keyring`)."""
