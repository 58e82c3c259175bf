"""Other assistants' histories and memories into ltm-chat: ChatGPT and Claude exports, `llm`'s
logs.db, and plain lists of facts. Imports neither textual nor typer nor rich.

One module per source turns its format into `ImportedConversation`s (model.py); `source.py`
streams a JSON array out of a file or a zip member; `writer.py` stores the transcripts
idempotently in batches; `ledger.py` remembers what was imported and mined; `mine.py` runs the
chat's extraction over imported user turns into the review queue.
"""
