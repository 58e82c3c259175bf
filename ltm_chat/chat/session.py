"""ChatSession: one conversation's turn loop — recall -> stream -> persist -> extract.

API (stable; the TUI and `ask` code against it):
    session = ChatSession(settings)
    await session.load()                 # opens the store/embedder (heavy); call off the UI path
    session.decision                     # MemoryDecision (gate.py) for the chip
    session.memory_mode                  # "semantic (local:all-MiniLM-L6-v2)" | "lexical" | "off"
    session.model                        # resolved model name or None
    session.set_memory_toggle(True)      # -> MemoryDecision; persisted unless incognito
    session.set_model("openai/gpt-4o")
    session.add_listener(cb)             # cb(MemoryUpdated) from background extraction
    async for ev in session.send(text):  # RecallDone, Delta*, Done | Failed | Cancelled, ExplicitMemory
        ...
    await session.new_conversation(); await session.resume(conversation_id or "latest")
    await session.wait_for_background(timeout=10)
"""
