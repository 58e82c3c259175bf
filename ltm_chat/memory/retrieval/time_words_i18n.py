"""Rule table: time expressions in German, Spanish, French and Portuguese, said in English.

`translations(text)` finds the expressions of the languages the text is written in and returns
each as (span, the same expression in English); `time_words.resolve` reads the English with its
one set of rules, so every language follows the same conventions. A language's rules apply only
when the text carries more of its function words than of any other's, so German "hier" (here)
is never French "hier" (yesterday). This module is mostly vocabulary tables.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

# Function words that tell the languages apart in a short question (not time words).
_MARKERS = {
    "de": "ich du er wir ihr sie habe hast hat haben ist war waren was wie wo wann der die das "
    "den dem des und nicht mit mein meine meinen ein eine einen zu von auf für über mir dir uns",
    "es": "yo tú qué que el la los las y en un una me te mi mis es está estuve hice por con lo "
    "del al cuál dónde cuándo hicimos pasó tengo hablamos dije",
    "fr": "je j tu il elle nous vous le la les et qu que est de du des ai as avons avez un une "
    "mon ma mes ce cette cet à au aux où quoi suis été fait dit",
    "pt": "eu você tu o a os as que de do da dos das no na nos nas em um uma e é foi meu minha "
    "com para fiz fizemos disse tenho estava aconteceu",
}
_MARKER_SETS = {lang: frozenset(words.split()) for lang, words in _MARKERS.items()}
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)

_NUMBER_WORDS = {
    "de": "ein eins einem einer einen:1 zwei:2 drei:3 vier:4 fünf:5 sechs:6 sieben:7 acht:8 "
    "neun:9 zehn:10 elf:11 zwölf:12 paar:2",
    "es": "un uno una:1 dos:2 tres:3 cuatro:4 cinco:5 seis:6 siete:7 ocho:8 nueve:9 diez:10 "
    "once:11 doce:12",
    "fr": "un une:1 deux:2 trois:3 quatre:4 cinq:5 six:6 sept:7 huit:8 neuf:9 dix:10 onze:11 "
    "douze:12",
    "pt": "um uma:1 dois duas:2 três:3 quatro:4 cinco:5 seis:6 sete:7 oito:8 nove:9 dez:10 "
    "onze:11 doze:12",
}
_UNIT_WORDS = {
    "de": "stunde stunden:hour tag tage tagen:day woche wochen:week monat monate monaten "
    "monats:month jahr jahre jahren:year",
    "es": "hora horas:hour día días dia dias:day semana semanas:week mes meses:month año años:year",
    "fr": "heure heures:hour jour jours:day semaine semaines:week mois:month an ans année "
    "années:year",
    "pt": "hora horas:hour dia dias:day semana semanas:week mês meses mes:month ano anos:year",
}
_MONTH_WORDS = {
    "de": "januar jänner:1 februar:2 märz:3 april:4 mai:5 juni:6 juli:7 august:8 september:9 "
    "oktober:10 november:11 dezember:12",
    "es": "enero:1 febrero:2 marzo:3 abril:4 mayo:5 junio:6 julio:7 agosto:8 septiembre "
    "setiembre:9 octubre:10 noviembre:11 diciembre:12",
    "fr": "janvier:1 février:2 mars:3 avril:4 mai:5 juin:6 juillet:7 août:8 septembre:9 "
    "octobre:10 novembre:11 décembre:12",
    "pt": "janeiro:1 fevereiro:2 março:3 abril:4 maio:5 junho:6 julho:7 agosto:8 setembro:9 "
    "outubro:10 novembro:11 dezembro:12",
}
_WEEKDAY_WORDS = {
    "de": "montag:monday dienstag:tuesday mittwoch:wednesday donnerstag:thursday "
    "freitag:friday samstag sonnabend:saturday sonntag:sunday",
    "es": "lunes:monday martes:tuesday miércoles:wednesday jueves:thursday viernes:friday "
    "sábado:saturday domingo:sunday",
    "fr": "lundi:monday mardi:tuesday mercredi:wednesday jeudi:thursday vendredi:friday "
    "samedi:saturday dimanche:sunday",
    "pt": "segunda segunda-feira:monday terça terça-feira:tuesday quarta quarta-feira:wednesday "
    "quinta quinta-feira:thursday sexta sexta-feira:friday sábado:saturday domingo:sunday",
}
_SEASON_WORDS = {
    "de": "frühling frühjahr:spring sommer:summer herbst:autumn winter:winter",
    "es": "primavera:spring verano:summer otoño:autumn invierno:winter",
    "fr": "printemps:spring été:summer automne:autumn hiver:winter",
    "pt": "primavera:spring verão:summer outono:autumn inverno:winter",
}
_HOLIDAY_WORDS = {
    "de": "weihnachten:christmas heiligabend:christmas_eve ostern:easter silvester:new_year's_eve "
    "neujahr:new_year's_day",
    "es": "navidad navidades:christmas nochebuena:christmas_eve pascua semana_santa:easter "
    "nochevieja:new_year's_eve año_nuevo:new_year's_day",
    "fr": "noël:christmas réveillon:christmas_eve pâques:easter saint-sylvestre:new_year's_eve "
    "nouvel_an:new_year's_day",
    "pt": "natal:christmas véspera_de_natal:christmas_eve páscoa:easter réveillon:new_year's_eve "
    "ano_novo:new_year's_day",
}


def _table(spec: str) -> dict[str, str]:
    """ "a b:x c:y_z" -> {"a": "x", "b": "x", "c": "y z"} ("_" is a space in keys and values)."""
    table: dict[str, str] = {}
    keys: list[str] = []
    for token in spec.split():
        key, _, value = token.partition(":")
        keys.append(key.replace("_", " "))
        if value:
            table |= dict.fromkeys(keys, value.replace("_", " "))
            keys = []
    return table


def _tables(specs: dict[str, str]) -> dict[str, dict[str, str]]:
    return {lang: _table(spec) for lang, spec in specs.items()}


_NUMBERS = _tables(_NUMBER_WORDS)
_UNITS = _tables(_UNIT_WORDS)
_MONTHS = _tables(_MONTH_WORDS)
_WEEKDAYS = _tables(_WEEKDAY_WORDS)
_SEASONS = _tables(_SEASON_WORDS)
_HOLIDAYS = _tables(_HOLIDAY_WORDS)
_EN_MONTHS = "january february march april may june july august september october november december"
_MONTH_NAMES = dict(enumerate(_EN_MONTHS.split(), start=1))


def _alternatives(words) -> str:
    """A regex group of the words, longest first, a space matching any run of spaces."""
    escaped = (re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True))
    return "(" + "|".join(escaped) + ")"


class _Language:
    """One language's vocabulary as regex pieces and the English each word stands for."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.num = rf"(\d{{1,3}}|{_alternatives(_NUMBERS[lang])[1:-1]})"
        self.unit = _alternatives(_UNITS[lang])
        self.month = _alternatives(_MONTHS[lang])
        self.weekday = _alternatives(_WEEKDAYS[lang])
        self.season = _alternatives(_SEASONS[lang])
        self.holiday = _alternatives(_HOLIDAYS[lang])

    def number(self, word: str) -> str:
        word = word.casefold()
        return word if word.isdigit() else _NUMBERS[self.lang][word]

    def unit_en(self, word: str, count: str = "2") -> str:
        unit = _UNITS[self.lang][word.casefold()]
        return unit if count == "1" else unit + "s"

    def month_en(self, word: str) -> str:
        return _MONTH_NAMES[int(_MONTHS[self.lang][word.casefold()])]

    def weekday_en(self, word: str) -> str:
        return _WEEKDAYS[self.lang][word.casefold()]

    def season_en(self, word: str) -> str:
        return _SEASONS[self.lang][word.casefold()]

    def holiday_en(self, word: str) -> str:
        return _HOLIDAYS[self.lang][re.sub(r"\s+", " ", word.casefold())]

    def thing_en(self, word: str) -> str:
        """A unit, weekday, season or 'weekend' word in English (for last/this/next X)."""
        word = word.casefold()
        for table in (_UNITS, _WEEKDAYS, _SEASONS):
            if word in table[self.lang]:
                return table[self.lang][word]
        return "weekend"


Translate = Callable[[_Language, re.Match[str]], str]


def _ago(g: _Language, m: re.Match[str]) -> str:
    count = g.number(m["n"])
    return f"{count} {g.unit_en(m['u'], count)} ago"


def _ahead(g: _Language, m: re.Match[str]) -> str:
    count = g.number(m["n"])
    return f"in {count} {g.unit_en(m['u'], count)}"


def _past(g: _Language, m: re.Match[str]) -> str:
    count = g.number(m["n"])
    return f"in the past {count} {g.unit_en(m['u'], count)}"


def _day_month_year(g: _Language, m: re.Match[str]) -> str:
    return f"{int(m['d'])} {g.month_en(m['m'])} {m['y']}"


def _on_day_month(g: _Language, m: re.Match[str]) -> str:
    return f"on {int(m['d'])} {g.month_en(m['m'])}"


def _month_year(g: _Language, m: re.Match[str]) -> str:
    return f"{g.month_en(m['m'])} {m['y']}"


def _in_month(g: _Language, m: re.Match[str]) -> str:
    return f"in {g.month_en(m['m'])}"


def _in_season(g: _Language, m: re.Match[str]) -> str:
    return f"in {g.season_en(m['s'])}"


def _in_year(g: _Language, m: re.Match[str]) -> str:
    return f"in {m['y']}"


def _over_holiday(g: _Language, m: re.Match[str]) -> str:
    return f"over {g.holiday_en(m['h'])}"


def _part_of_month(part: str) -> Translate:
    return lambda g, m: f"{part} {g.month_en(m['m'])}"


def _modified(modifier: str) -> Translate:
    return lambda g, m: f"{modifier} {g.thing_en(m['x'])}"


def _fixed(english: str) -> Translate:
    return lambda g, m: english


# German adjective forms of "last", "this" and "next".
_DE_LAST = r"(?:letzte[nmrs]?|vorige[nmrs]?|vergangene[nmrs]?)"
_DE_THIS = r"(?:diese[nmrs]?)"
_DE_NEXT = r"(?:nächste[nmrs]?|kommende[nmrs]?)"


def _patterns(g: _Language) -> list[tuple[str, Translate]]:
    num, unit, mon, wd, season, hol = g.num, g.unit, g.month, g.weekday, g.season, g.holiday
    things = rf"(?P<x>{_WEEKEND[g.lang]}|{unit[1:-1]}|{wd[1:-1]}|{season[1:-1]})\b"
    year = r"(?P<y>(?:19|20)\d\d)"
    day = r"(?P<d>\d{1,2})"
    if g.lang == "de":
        return [
            (rf"\b{day}\.\s*(?P<m>{mon[1:-1]})\s+{year}\b", _day_month_year),
            (rf"\bam\s+{day}\.\s*(?P<m>{mon[1:-1]})\b", _on_day_month),
            (rf"\b(?P<m>{mon[1:-1]})\s+{year}\b", _month_year),
            (r"\bvorgestern\b", _fixed("the day before yesterday")),
            (r"\bübermorgen\b", _fixed("the day after tomorrow")),
            (r"\b(?:gestern|letzte)\s+nacht\b", _fixed("last night")),
            (r"\bheute\s+nacht\b", _fixed("tonight")),
            (r"\bheute\s+(?:morgen|früh|vormittag)\b", _fixed("this morning")),
            (r"\bheute\s+nachmittag\b", _fixed("this afternoon")),
            (r"\bheute\s+abend\b", _fixed("this evening")),
            (r"\bgestern\s+(?:morgen|früh|vormittag)\b", _fixed("yesterday morning")),
            (r"\bgestern\s+nachmittag\b", _fixed("yesterday afternoon")),
            (r"\bgestern\s+abend\b", _fixed("yesterday evening")),
            (r"\bmorgen\s+(?:früh|vormittag)\b", _fixed("tomorrow morning")),
            (r"\bmorgen\s+nachmittag\b", _fixed("tomorrow afternoon")),
            (r"\bmorgen\s+abend\b", _fixed("tomorrow evening")),
            (
                rf"\bin\s+den\s+(?:letzten|vergangenen)\s+(?P<n>{num[1:-1]})\s+(?P<u>{unit[1:-1]})\b",
                _past,
            ),
            (
                rf"\bseit\s+{_DE_LAST}\s+(?P<x>woche|monat|jahr)\b",
                lambda g, m: f"since last {g.thing_en(m['x'])}",
            ),
            (rf"\bseit\s+(?P<m>{mon[1:-1]})\b", lambda g, m: f"since {g.month_en(m['m'])}"),
            (rf"\bvor\s+(?P<n>{num[1:-1]})\s+(?P<u>{unit[1:-1]})\b", _ago),
            (rf"\bin\s+(?P<n>{num[1:-1]})\s+(?P<u>{unit[1:-1]})\b", _ahead),
            (
                r"\bvorletzte[nmrs]?\s+(?P<x>woche|monat|jahr)\b",
                lambda g, m: f"the {g.thing_en(m['x'])} before last",
            ),
            (rf"\b{_DE_LAST}\s+{things}", _modified("last")),
            (rf"\b{_DE_THIS}\s+{things}", _modified("this")),
            (rf"\b{_DE_NEXT}\s+{things}", _modified("next")),
            (r"\bam\s+wochenende\b", _fixed("over the weekend")),
            (rf"\b(?:an|zu|über)\s+(?P<h>{hol[1:-1]})\b", _over_holiday),
            (rf"\banfang\s+(?P<m>{mon[1:-1]})\b", _part_of_month("early")),
            (rf"\bmitte\s+(?P<m>{mon[1:-1]})\b", _part_of_month("mid")),
            (rf"\bende\s+(?P<m>{mon[1:-1]})\b", _part_of_month("late")),
            (rf"\bam\s+(?P<x>{wd[1:-1]})\b", lambda g, m: f"on {g.weekday_en(m['x'])}"),
            (rf"\bim\s+(?P<m>{mon[1:-1]})\b", _in_month),
            (rf"\bim\s+(?P<s>{season[1:-1]})\b", _in_season),
            (rf"\bim\s+jahr(?:e)?\s+{year}\b", _in_year),
            (r"\b(?:neulich|letztens)\b", _fixed("the other day")),
            (r"\bgestern\b", _fixed("yesterday")),
            (r"\bheute\b", _fixed("today")),
            (r"\bmorgen\b(?!\s*(?:ritual))", _fixed("tomorrow")),
        ]
    if g.lang == "es":
        last = r"(?:pasad[oa]s?)"
        return [
            (rf"\b{day}\s+de\s+(?P<m>{mon[1:-1]})\s+(?:de|del)\s+{year}\b", _day_month_year),
            (rf"\bel\s+(?:día\s+)?{day}\s+de\s+(?P<m>{mon[1:-1]})\b", _on_day_month),
            (rf"\b(?P<m>{mon[1:-1]})\s+(?:de|del)\s+{year}\b", _month_year),
            (r"\bpasado\s+mañana\b", _fixed("the day after tomorrow")),
            (r"\b(?:anteayer|antier|antes\s+de\s+ayer)\b", _fixed("the day before yesterday")),
            (r"\banoche\b", _fixed("last night")),
            (r"\bayer\s+(?:por|en)\s+la\s+mañana\b", _fixed("yesterday morning")),
            (r"\bayer\s+(?:por|en)\s+la\s+tarde\b", _fixed("yesterday afternoon")),
            (r"\bayer\s+(?:por|en)\s+la\s+noche\b", _fixed("yesterday evening")),
            (r"\bmañana\s+(?:por|en)\s+la\s+mañana\b", _fixed("tomorrow morning")),
            (r"\bmañana\s+(?:por|en)\s+la\s+tarde\b", _fixed("tomorrow afternoon")),
            (r"\bmañana\s+(?:por|en)\s+la\s+noche\b", _fixed("tomorrow evening")),
            (r"\b(?:esta|hoy\s+por\s+la)\s+mañana\b", _fixed("this morning")),
            (r"\b(?:esta|hoy\s+por\s+la)\s+tarde\b", _fixed("this afternoon")),
            (r"\b(?:esta|hoy\s+por\s+la)\s+noche\b", _fixed("tonight")),
            (
                rf"\b(?:en\s+)?(?:los|las)\s+últim[oa]s\s+(?P<n>{num[1:-1]})\s+(?P<u>{unit[1:-1]})\b",
                _past,
            ),
            (
                rf"\bdesde\s+(?:la|el)\s+(?P<x>semana|mes|año)\s+{last}\b",
                lambda g, m: f"since last {g.thing_en(m['x'])}",
            ),
            (rf"\bdesde\s+(?P<m>{mon[1:-1]})\b", lambda g, m: f"since {g.month_en(m['m'])}"),
            (rf"\bhace\s+(?P<n>{num[1:-1]})\s+(?P<u>{unit[1:-1]})\b", _ago),
            (rf"\b(?:dentro\s+de|en)\s+(?P<n>{num[1:-1]})\s+(?P<u>{unit[1:-1]})\b", _ahead),
            (
                r"\b(?:la|el)\s+(?P<x>semana|mes|año)\s+antepasad[oa]\b",
                lambda g, m: f"the {g.thing_en(m['x'])} before last",
            ),
            (rf"\b(?:el|la)\s+{things}\s+{last}\b", _modified("last")),
            (rf"\b(?:el|la)\s+próxim[oa]\s+{things}", _modified("next")),
            (rf"\b(?:el|la)\s+{things}\s+(?:que\s+viene|próxim[oa])\b", _modified("next")),
            (rf"\best[ea]\s+{things}", _modified("this")),
            (rf"\b(?:en|por|para)\s+(?P<h>{hol[1:-1]})\b", _over_holiday),
            (
                rf"\ba\s+(?:principios|comienzos|inicios)\s+de\s+(?P<m>{mon[1:-1]})\b",
                _part_of_month("early"),
            ),
            (rf"\ba\s+mediados\s+de\s+(?P<m>{mon[1:-1]})\b", _part_of_month("mid")),
            (rf"\ba\s+(?:finales|fines)\s+de\s+(?P<m>{mon[1:-1]})\b", _part_of_month("late")),
            (rf"\bel\s+(?P<x>{wd[1:-1]})\b", lambda g, m: f"on {g.weekday_en(m['x'])}"),
            (rf"\b(?:en|durante)\s+(?:el\s+mes\s+de\s+)?(?P<m>{mon[1:-1]})\b", _in_month),
            (rf"\b(?:en|durante)\s+(?:el\s+|la\s+)?(?P<s>{season[1:-1]})\b", _in_season),
            (rf"\b(?:en|durante)\s+(?:el\s+año\s+)?{year}\b", _in_year),
            (r"\bel\s+otro\s+día\b", _fixed("the other day")),
            (r"\bayer\b", _fixed("yesterday")),
            (r"\bhoy\b", _fixed("today")),
            (r"(?<!la\s)(?<!esta\s)\bmañana\b", _fixed("tomorrow")),
        ]
    if g.lang == "fr":
        last = r"(?:derni(?:er|ère)s?|passée?s?)"
        nxt = r"(?:prochaine?s?)"
        return [
            (rf"\b(?:le\s+)?{day}(?:er)?\s+(?P<m>{mon[1:-1]})\s+{year}\b", _day_month_year),
            (rf"\ble\s+{day}(?:er)?\s+(?P<m>{mon[1:-1]})\b", _on_day_month),
            (rf"\b(?P<m>{mon[1:-1]})\s+{year}\b", _month_year),
            (r"\bavant-hier\b", _fixed("the day before yesterday")),
            (r"\baprès-demain\b", _fixed("the day after tomorrow")),
            (r"\bhier\s+matin\b", _fixed("yesterday morning")),
            (r"\bhier\s+après-midi\b", _fixed("yesterday afternoon")),
            (r"\bhier\s+soir\b", _fixed("yesterday evening")),
            (r"\bdemain\s+matin\b", _fixed("tomorrow morning")),
            (r"\bdemain\s+après-midi\b", _fixed("tomorrow afternoon")),
            (r"\bdemain\s+soir\b", _fixed("tomorrow evening")),
            (r"\bce\s+matin\b", _fixed("this morning")),
            (r"\bcet\s+après-midi\b", _fixed("this afternoon")),
            (r"\bce\s+soir\b", _fixed("this evening")),
            (r"\bcette\s+nuit\b", _fixed("last night")),
            (
                rf"\b(?:ces|les|au\s+cours\s+des|pendant\s+les)\s+(?P<n>{num[1:-1]})\s+derni(?:er|ère)s\s+(?P<u>{unit[1:-1]})\b",
                _past,
            ),
            (
                rf"\bdepuis\s+(?:la|le|l')\s*(?P<x>semaine|mois|année|an)\s+{last}\b",
                lambda g, m: f"since last {g.thing_en(m['x'])}",
            ),
            (rf"\bdepuis\s+(?P<m>{mon[1:-1]})\b", lambda g, m: f"since {g.month_en(m['m'])}"),
            (rf"\bil\s+y\s+a\s+(?P<n>{num[1:-1]})\s+(?P<u>{unit[1:-1]})\b", _ago),
            (rf"\bdans\s+(?P<n>{num[1:-1]})\s+(?P<u>{unit[1:-1]})\b", _ahead),
            (rf"\b(?:la|le|l')\s*{things}\s+{last}\b", _modified("last")),
            (rf"\b{things}\s+{last}\b", _modified("last")),
            (rf"\b(?:la|le|l')\s*{things}\s+{nxt}\b", _modified("next")),
            (rf"\b{things}\s+{nxt}\b", _modified("next")),
            (rf"\b(?:ce|cet|cette)\s+{things}", _modified("this")),
            (rf"\b(?:à|pour|pendant)\s+(?P<h>{hol[1:-1]})", _over_holiday),
            (rf"\bdébut\s+(?:de\s+|d')?(?P<m>{mon[1:-1]})\b", _part_of_month("early")),
            (rf"\bmi-(?P<m>{mon[1:-1]})\b", _part_of_month("mid")),
            (rf"\bfin\s+(?:de\s+|d')?(?P<m>{mon[1:-1]})\b", _part_of_month("late")),
            (rf"\b(?:en|au\s+mois\s+(?:de\s+|d'))\s*(?P<m>{mon[1:-1]})\b", _in_month),
            (rf"\b(?:en|au)\s+(?P<s>{season[1:-1]})\b", _in_season),
            (rf"\ben\s+{year}\b", _in_year),
            (r"\bl'autre\s+jour\b", _fixed("the other day")),
            (r"\bhier\b", _fixed("yesterday")),
            (r"\baujourd'hui\b", _fixed("today")),
            (r"\bdemain\b", _fixed("tomorrow")),
        ]
    last = r"(?:passad[oa]s?)"
    return [
        (rf"\b{day}\s+de\s+(?P<m>{mon[1:-1]})\s+de\s+{year}\b", _day_month_year),
        (rf"\b(?:em|no\s+dia|dia)\s+{day}\s+de\s+(?P<m>{mon[1:-1]})\b", _on_day_month),
        (rf"\b(?P<m>{mon[1:-1]})\s+de\s+{year}\b", _month_year),
        (r"\bdepois\s+de\s+amanhã\b", _fixed("the day after tomorrow")),
        (r"\b(?:anteontem|antes\s+de\s+ontem)\b", _fixed("the day before yesterday")),
        (r"\bontem\s+(?:de|pela)\s+manhã\b", _fixed("yesterday morning")),
        (r"\bontem\s+(?:à|pela)\s+tarde\b", _fixed("yesterday afternoon")),
        (r"\bontem\s+(?:à|de)\s+noite\b", _fixed("yesterday evening")),
        (r"\bamanhã\s+(?:de|pela)\s+manhã\b", _fixed("tomorrow morning")),
        (r"\bamanhã\s+(?:à|pela)\s+tarde\b", _fixed("tomorrow afternoon")),
        (r"\bamanhã\s+(?:à|de)\s+noite\b", _fixed("tomorrow evening")),
        (r"\b(?:hoje\s+(?:de|pela)|esta|nesta)\s+manhã\b", _fixed("this morning")),
        (r"\b(?:hoje\s+(?:à|pela)|esta|nesta)\s+tarde\b", _fixed("this afternoon")),
        (r"\b(?:hoje\s+(?:à|de)|esta|nesta)\s+noite\b", _fixed("tonight")),
        (rf"\b(?:n?[oa]s)\s+últim[oa]s\s+(?P<n>{num[1:-1]})\s+(?P<u>{unit[1:-1]})\b", _past),
        (
            rf"\bdesde\s+(?:a|o)\s+(?P<x>semana|mês|ano)\s+{last}\b",
            lambda g, m: f"since last {g.thing_en(m['x'])}",
        ),
        (rf"\bdesde\s+(?P<m>{mon[1:-1]})\b", lambda g, m: f"since {g.month_en(m['m'])}"),
        (rf"\bhá\s+(?P<n>{num[1:-1]})\s+(?P<u>{unit[1:-1]})\b", _ago),
        (rf"\b(?P<n>{num[1:-1]})\s+(?P<u>{unit[1:-1]})\s+atrás\b", _ago),
        (rf"\b(?:daqui\s+a|dentro\s+de|em)\s+(?P<n>{num[1:-1]})\s+(?P<u>{unit[1:-1]})\b", _ahead),
        (
            r"\b(?:n?[oa])\s+(?P<x>semana|mês|ano)\s+retrasad[oa]\b",
            lambda g, m: f"the {g.thing_en(m['x'])} before last",
        ),
        (rf"\b(?:n?[oa])\s+{things}\s+{last}\b", _modified("last")),
        (rf"\b{things}\s+{last}\b", _modified("last")),
        (rf"\b(?:n?[oa])\s+próxim[oa]\s+{things}", _modified("next")),
        (rf"\b(?:n?[oa])\s+{things}\s+que\s+vem\b", _modified("next")),
        (rf"\b(?:n?est[ea])\s+{things}", _modified("this")),
        (rf"\b(?:n[oa]|pel[oa]|para\s+[oa])\s+(?P<h>{hol[1:-1]})\b", _over_holiday),
        (
            rf"\b(?:no\s+)?(?:início|começo|princípio)\s+de\s+(?P<m>{mon[1:-1]})\b",
            _part_of_month("early"),
        ),
        (rf"\b(?:em\s+)?meados\s+de\s+(?P<m>{mon[1:-1]})\b", _part_of_month("mid")),
        (rf"\b(?:no\s+)?(?:final|fim|fins)\s+de\s+(?P<m>{mon[1:-1]})\b", _part_of_month("late")),
        (rf"\bn[oa]\s+(?P<x>{wd[1:-1]})\b", lambda g, m: f"on {g.weekday_en(m['x'])}"),
        (rf"\b(?:em|durante)\s+(?:o\s+mês\s+de\s+)?(?P<m>{mon[1:-1]})\b", _in_month),
        (rf"\b(?:n[oa]|durante\s+[oa])\s+(?P<s>{season[1:-1]})\b", _in_season),
        (rf"\b(?:em|durante)\s+(?:o\s+ano\s+de\s+)?{year}\b", _in_year),
        (r"\b(?:n?o\s+)?outro\s+dia\b", _fixed("the other day")),
        (r"\bontem\b", _fixed("yesterday")),
        (r"\bhoje\b", _fixed("today")),
        (r"\bamanhã\b", _fixed("tomorrow")),
    ]


# "Weekend" in each language (after its modifier: "letztes Wochenende", "fin de semana pasado").
_WEEKEND = {
    "de": "wochenende",
    "es": "fin\\s+de\\s+semana",
    "fr": "week-end",
    "pt": "fim\\s+de\\s+semana",
}

# Words every rule of a language needs one of besides its vocabulary tables (day words).
_DAY_WORDS = {
    "de": "gestern vorgestern heute morgen übermorgen nacht neulich letztens",
    "es": "ayer anteayer antier hoy mañana anoche noche tarde día",
    "fr": "hier avant-hier aujourd'hui demain après-demain matin soir nuit après-midi jour",
    "pt": "ontem anteontem hoje amanhã manhã tarde noite dia",
}
_COMPILED: dict[
    str, tuple[re.Pattern[str], list[tuple[re.Pattern[str], Translate, _Language]]]
] = {}


def _compiled(
    lang: str,
) -> tuple[re.Pattern[str], list[tuple[re.Pattern[str], Translate, _Language]]]:
    """The language's rules and a gate: one scan for any word a rule needs, so text without
    one costs a single pass instead of one per rule."""
    if lang not in _COMPILED:
        g = _Language(lang)
        words = [*_DAY_WORDS[lang].split(), _WEEKEND[lang], r"\d+"]
        for table in (_UNITS, _MONTHS, _WEEKDAYS, _SEASONS, _HOLIDAYS):
            words += [re.escape(w).replace(r"\ ", r"\s+") for w in table[lang]]
        gate = re.compile(r"\b(?:" + "|".join(words) + r")\b", re.I)
        rules = [(re.compile(p, re.I), build, g) for p, build in _patterns(g)]
        _COMPILED[lang] = (gate, rules)
    return _COMPILED[lang]


def languages(text: str) -> list[str]:
    """The languages whose function words the text carries most of (ties: all of them)."""
    words = [w.casefold() for w in _WORD.findall(text)]
    counts = {lang: sum(w in markers for w in words) for lang, markers in _MARKER_SETS.items()}
    best = max(counts.values())
    return [lang for lang, count in counts.items() if count and count == best]


def translations(text: str) -> Iterator[tuple[tuple[int, int], str]]:
    """Each time expression of the text's languages as (span, English), most specific first."""
    for lang in languages(text):
        gate, rules = _compiled(lang)
        if not gate.search(text):
            continue
        for pattern, build, g in rules:
            for found in pattern.finditer(text):
                try:
                    yield found.span(), build(g, found)
                except KeyError:
                    continue
