"""Reusable widgets: they render what they are given and know nothing of storage."""
