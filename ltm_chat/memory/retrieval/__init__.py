"""Recall: ranking, the per-scope search snapshot, follow-up context, time words, tiers."""
