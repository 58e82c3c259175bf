"""#22 session 40 (h-creds43): backup codes named in Serbian, Macedonian and Ukrainian Cyrillic
("резервни кодови", "резервні коди"), Serbo-Croatian with the codes' word first ("kodovi za
rezervu"), Amharic ("መልሶ ማግኛ ኮዶች"). Kept: the codes named with none given."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "Резервни кодови за Фејсбук: 48201937, 55102938, 66019283",
    "резервні коди для пошти: 39120485 77102934 10293811",
    "kodovi za rezervu za Microsoft: 883920, 120938, 445566",
    "የፌስቡክ መልሶ ማግኛ ኮዶች 8841 2290, 1177 3345",
]

KEPT = [
    "Резервни кодови ми требају, где сам их ставио?",
    "Изгубио сам резервне кодове за Google",
    "kodovi za rezervu su u ladici",
]

test_backup_codes_refused, test_backup_codes_named_only_kept = screen_cases(REFUSED, KEPT, "secret")
