"""How people mistype and shorten "password" in a chat ("passwrod", "pasword", "psswd",
"p/w"): the access-noun table (access_nouns.py) takes these as password nouns too. Only
one slip from the word (a letter left out, two neighbours swapped) and the shortenings people
write; none of them is a word of its own in the languages the table reads."""

from __future__ import annotations

__all__ = ["mistypings"]

_SHORTENINGS = ("pswd", "psswd", "pswrd", "pword", "passw", "p/w", "pwrd", "passwd")


def mistypings(word: str = "password") -> frozenset[str]:
    """`word` with one letter left out or two neighbours swapped (keeping its first letter),
    and the usual shortenings."""
    out = {word[:i] + word[i + 1 :] for i in range(1, len(word))}
    out |= {word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(1, len(word) - 1)}
    out |= set(_SHORTENINGS)
    return frozenset(w for w in out if w != word and len(w) >= 4)
