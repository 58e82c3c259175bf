"""A password from the top of the breach lists, said as how common it is, is a statistic (#22
session 37): "apparently 1234 is still the most common PIN", "багато хто досі використовує
пароль «123456»", '"Password123!" still tops the leaked password lists'.

Such a value guards nothing: it is the first one every attacker tries, and the sentence tells
how many people use it, not whose it is. Two things make it so, both needed: the value is one
of the few everyone knows (a run or a repeat of digits, or a top entry of the breach lists) and
its sentence speaks of commonness (most common, popular, worst, a list, many people), in the
languages these lines are written in. A sentence that gives it an owner ("my PIN is 1234, the
worst one I know") is someone's credential and keeps its verdict.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.credential_frames import clause_bounds

__all__ = ["common_password"]

# The breach lists' top words, English and national (case and a closing "!" aside).
_LISTED = frozenset(
    """password password1 password12 password123 passw0rd p@ssw0rd qwerty qwerty123 qwertyuiop
    qwertz azerty abc123 abcd1234 letmein iloveyou admin admin123 welcome welcome1 monkey
    dragon football baseball sunshine princess trustno1 123qwe 1q2w3e4r 1qaz2wsx zaq12wsx
    qazwsx asdfgh asdfghjkl zxcvbnm changeme master shadow superman batman starwars hello123
    test123 guest root toor secret passwort passwort1 passwort123 hallo123 motdepasse azerty123
    contraseña senha senha123 haslo haslo123 пароль qwerty12345""".split()
)
# Digits anyone tries: a repeat ("0000"), a run up or down ("1234", "654321"), or a keypad column.
_DIGIT_RUNS = "01234567890"
_KEYPAD = frozenset(("2580", "0852", "1379", "1470", "3690"))
# Commonness, a ranking or a list, and "many people", in the languages of the training text.
_COMMON = re.compile(
    r"(?<!\w)(?:(?:most|least) (?:common|popular|used|frequent|guessed)|commonest|"
    r"(?:very |so |really )?common(?:ly used)?|popular|worst|weakest|tops?|top \d+|"
    r"(?:leak(?:ed|s)?|breach(?:ed|es)?|hacked) (?:\w+ )?(?:password |pin )?lists?|lists?|"
    r"ranking|statistic\w*|(?:many|most|lots of|so many) (?:people|users)|everyone uses|"
    r"people (?:still )?use|"
    r"häufigst\w*|beliebtest\w*|schlechtest\w*|am häufigsten|viele (?:leute|menschen|nutzer)|"
    r"plus (?:courant|utilisé|fréquent|répandu)\w*|pire|beaucoup de gens|"
    r"más (?:común|comunes|usad\w*|utilizad\w*)|peor(?:es)?|mucha gente|"
    r"mais (?:comum|comuns|usad\w*|utilizad\w*)|pior(?:es)?|muita gente|"
    r"più (?:comune|comuni|usat\w*|diffus\w*)|peggior\w*|"
    r"meest (?:gebruikte|voorkomende|gangbare)|slechtste|"
    r"najczęst\w*|najpopularniejsz\w*|najgorsz\w*|nejčastější|nejhorší|"
    r"en (?:yaygın|çok kullanılan|kötü)|"
    r"самы[йемх] (?:популярн|распростран|част)\w*|найпоширеніш\w*|найпопулярніш\w*|"
    r"найгірш\w*|худш\w*|популярн\w*|багато хто|многие|більшість|большинство|список\w*)"
    r"(?!\w)"
    r"|最常见|最常用|最常見|最多人用|排行|가장 흔한|가장 많이 쓰|よく使われる|最も多い|ランキング",
    re.IGNORECASE,
)
# An owner before the value or after it makes it someone's, however common ("my PIN is 1234,
# the worst", "la contraseña de mi router es 123456").
_OWNER_REACH = 40
_OWNER = re.compile(
    r"(?<!\w)(?:my|mine|our|your|mein\w*|unser\w*|mon|ma|mes|notre|mi|mis|meu|minha|mio|mia|"
    r"mijn|moj\w*|mój|moja|mé|můj|benim|мой|моя|моё|мій|моя|наш\w*)(?!\w)|我的|내 |私の",
    re.IGNORECASE,
)


def _guessed_first(value: str) -> bool:
    """Whether `value` is one of the values every guesser tries first."""
    word = value.strip().strip("\"'“”«»‘’„.,;:()").rstrip("!").lower()
    if word in _LISTED:
        return True
    if not word.isdigit() or not 4 <= len(word) <= 10:
        return False
    return (
        len(set(word)) == 1 or word in _DIGIT_RUNS or word in _DIGIT_RUNS[::-1] or word in _KEYPAD
    )


def common_password(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is a value every guesser tries, in a sentence that tells how
    common it is and gives it no owner."""
    if not _guessed_first(text[start:end]):
        return False
    begin, stop = clause_bounds(text, start, end)
    if _COMMON.search(text, begin, stop) is None:
        return False
    # (the owner near before the value: "Mein Kollege meinte, viele Leute …" names a teller)
    return _OWNER.search(text, max(begin, start - _OWNER_REACH), stop) is None
