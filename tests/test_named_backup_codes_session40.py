"""#22 session 40 (h-creds43): backup codes named in Serbian, Macedonian and Ukrainian Cyrillic
("резервни кодови", "резервні коди"), Serbo-Croatian with the codes' word first ("kodovi za
rezervu"), Amharic ("መልሶ ማግኛ ኮዶች"); and (second family) Swahili, Khmer, Burmese, Lao, Urdu, Mongolian,
Kazakh, Uzbek, Azerbaijani, Kyrgyz, Tajik, Vietnamese, Tamil, Malayalam, Sinhala. Kept: the codes named with none given."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "Резервни кодови за Фејсбук: 48201937, 55102938, 66019283",
    "резервні коди для пошти: 39120485 77102934 10293811",
    "kodovi za rezervu za Microsoft: 883920, 120938, 445566",
    "የፌስቡክ መልሶ ማግኛ ኮዶች 8841 2290, 1177 3345",
    "nambari za akiba za Instagram: 30192847 66120394 11029384",
    "លេខកូដបម្រុង Google: 48201937 55102938 66019283",
    "နောက်ထပ် အရန်ကုဒ်များ: 38291045 77120983 60019234",
    "нөөц кодууд: 48201937 55102938 66019283",
    "ehtiyat kodları: 48201937, 55102938, 66019283",
    "zaxira kodlar: 48201937 55102938 66019283",
    "mã dự phòng Facebook: 48201937 55102938 66019283",
    "பேக்அப் குறியீடுகள்: 48201937 55102938 66019283",
    "උපස්ථ කේත: 48201937 55102938 66019283",
]

KEPT = [
    "Резервни кодови ми требају, где сам их ставио?",
    "Изгубио сам резервне кодове за Google",
    "kodovi za rezervu su u ladici",
    "nambari za akiba zimepotea",
    "ehtiyat kodlarını itirdim",
    "резервтік кодтарды қайдан табамын?",
]

test_backup_codes_refused, test_backup_codes_named_only_kept = screen_cases(REFUSED, KEPT, "secret")
