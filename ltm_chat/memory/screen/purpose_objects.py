"""What a credential is for: the word after "for" names the thing it opens, not its value.

"das Passwort für die Lernplattform", "token za bankarstvo", "the PIN for the garage": the
first word of letters after a preposition of purpose (past its articles) is the account, site
or device the credential belongs to, when no copula or colon binds a value later in the clause
("the password for the NAS is …" is read as before) and the word has no value's shape (digits,
symbols) right after "for".
"""

from __future__ import annotations

__all__ = ["PURPOSE_BEFORE", "names_the_purpose"]

# Prepositions of purpose in the languages the access nouns are read in.
PURPOSE_BEFORE = frozenset("for für fürs pour para per voor za dla для för til".split())


def names_the_purpose(core: str) -> bool:
    """Whether a token (its core, quotes and stops off) after a preposition of purpose names
    what the credential is for: a word of letters, maybe hyphenated ("BTM-Schrank")."""
    return bool(core) and all(part.isalpha() for part in core.split("-"))
