"""A weak value the sentence ranks among what everyone uses: a statistic, no one's credential.

"1234 is still the most common PIN", "many people still use 123456", "oamenii își pun PIN-ul 1234
mai des decât crezi": a value of the shape everyone guesses first (one digit repeated, digits
counted up, the word "password" or a keyboard row with a few digits) named with a ranking or a
count of people tells how people choose, not what anyone's password is. "my PIN is 1234" ranks
nothing and stays a credential.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.credential_frames import clause_bounds

__all__ = ["ranked_weak_value"]

# The shapes every guessing list starts with: a digit four to eight times, 1234… counted up,
# or "password", a keyboard row, "admin" with up to four digits and one mark.
_WEAK = re.compile(
    r"(\d)\1{3,7}|12345?6?7?8?9?0?|"
    r"(?:password|passwort|passwd|pass|qwerty|qwertz|azerty|admin|letmein|abc)\d{0,4}[!.]?",
    re.IGNORECASE,
)
# A ranking of values or a count of the people who pick one, in the languages people chat in
# (lowered text): "most common", "tops the list", "many still use", "am häufigsten", "багато
# хто", "mai des decât", "en yaygın".
_RANKED = re.compile(
    r"(?<!\w)(?:most (?:common|popular|used|frequent|guessed)|commonest|worst|weakest|"
    r"tops? (?:the|of|every|all)|top \d+|(?:many|most|lots of|so many) (?:people|users|folks)|"
    r"people (?:still )?(?:use|pick|choose|set|put)|still use|more often than|"
    r"más (?:común|comunes|usad\w+|popular\w*|frecuente\w*)|mucha gente|muchas personas|"
    r"la gente (?:todavía |aún )?(?:usa|pone|elige)|mais (?:comum|comuns|usad\w+|popular\w*)|"
    r"muita gente|plus (?:courant|fréquent|utilisé)\w*|beaucoup de gens|"
    r"häufigst\w*|am häufigsten|beliebtest\w*|meistgenutzt\w*|schlechtest\w*|viele leute|"
    r"più (?:comun\w+|diffus\w+|usat\w+|frequent\w+)|molta gente|"
    r"meest (?:gebruikte|voorkomende|populaire)|veel mensen|"
    r"самы\w+ (?:популярн\w+|распространённ\w+|распространенн\w+|частый|частые)|чаще всего|"
    r"многие|багато хто|найпоширен\w+|найпопулярн\w+|найчаст\w+|"
    r"najczęst\w+|najpopularniejsz\w+|najgorsz\w+|wiele osób|wielu ludzi|"
    r"cel mai (?:des|comun|folosit|popular)|cele mai (?:comune|folosite)|mai des decât|"
    r"oamenii|en yaygın|en çok kullanılan|çoğu kişi|birçok kişi)(?!\w)"
)
# The writer's own ("my password is password123, like most people's"): theirs, not a statistic.
_WRITERS = re.compile(
    r"(?<!\w)(?:my|mine|our|ours|mi|mis|mío|mía|mein\w*|unser\w*|mon|ma|mes|notre|meu|minha|"
    r"nosso|nossa|mio|mia|miei|nostr\w+|mijn|ons|onze|мой|моя|моё|мои|наш\w*|мій|моє|мої|"
    r"mój|moja|moje|nasz\w*|meu|benim|bizim)(?!\w)"
)
_QUOTES = "\"'“”«»„‘’`"


def ranked_weak_value(text: str, lowered: str, start: int, end: int) -> bool:
    """Whether text[start:end] is a weak value its sentence ranks or counts among people's."""
    if not _WEAK.fullmatch(text[start:end].strip(_QUOTES)):
        return False
    begin, stop = clause_bounds(text, start, end)
    if _WRITERS.search(lowered, begin, stop):
        return False
    return _RANKED.search(lowered, begin, stop) is not None
