"""A value that is itself the plural of an access noun ("use passphrases rather than complex
passwords") names the kind of thing, not one of them: no one's password is "passwords"."""

from __future__ import annotations

from ltm_chat.memory.screen.access_nouns import ACCESS_NOUNS

# English and Romance plurals ("passwords", "passphrases", "contraseñas", "senhas", "pins").
_PLURAL_ENDINGS = ("es", "s")


def plural_of_access_noun(value: str) -> bool:
    """Whether `value` (one word, any case, quotes and end marks around it ignored) is an access
    noun's plural, not the noun itself."""
    word = value.strip().strip("\"'“”«».,;:!?()").lower()
    if not word.isalpha() or word in ACCESS_NOUNS:
        return False
    return any(
        word.endswith(ending) and word[: -len(ending)] in ACCESS_NOUNS for ending in _PLURAL_ENDINGS
    )
