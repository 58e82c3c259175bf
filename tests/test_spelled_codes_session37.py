"""#22 session 37 (h-creds42): a code said digit by digit in words of the regional languages of
Western Europe and of Eastern Europe the table lacked (Luxembourgish, Frisian, Catalan, Basque,
Welsh, Lithuanian, Latvian, Belarusian). Kept: a postcode spelled, a clause with no run."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "de PIN vun der Kaart ass véier, fënnef, siwen, aacht",
    "de PIN fan ús pas is trije fiif seis sân",
    "el codi de l'alarma és cinc vuit sis quatre",
    "txartelaren pin kodea: zortzi zazpi hiru lau",
    "PIN y cerdyn: wyth pump naw pedwar",
    "durų kodas: septyni aštuoni penki devyni",
    "durvju kods ir septiņi astoņi divi pieci",
    "код ад пад'езда: восем пяць шэсць тры",
]

KEPT = [
    "codi postal: dos tres quatre",
    "the code is in the drawer, bat signal on",
    "de PIN ass nei, ech hunn en nach net",
]

test_spelled_codes_refused, test_near_misses_kept = screen_cases(REFUSED, KEPT, "secret")
