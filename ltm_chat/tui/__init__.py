"""The Textual app: chat screen, inspector, widgets, themes."""
