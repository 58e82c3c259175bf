"""The write path: extraction, clause split, write policy, consolidation, expiry."""
