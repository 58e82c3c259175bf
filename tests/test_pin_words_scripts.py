"""PINs named in the scripts of South Asia, Ethiopia and Thailand, India's TPIN and IPIN, and
codes or numbers called secret or confidential, and screen locks (secret_speech.py, access_nouns.py): lines written
for these tests, not taken from the training sets."""

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import screen_cases

REFUSED = [
    "मेरी मम्मी का ATM पिन 5820 है",
    "ਮੇਰੇ ਡੈਡੀ ਦਾ ਕਾਰਡ ਪਿੰਨ 3391 ਹੈ",
    "আমার এটিএম পিন 7714",
    "የእናቴ ካርድ ፒን 6602 ነው",
    "พินบัตรเดบิตของแม่คือ 803311",
    "demat TPIN 558120 hai",
    "le code confidentiel de ma carte Visa est 4471",
    "mon code secret Wave c'est 2290",
    "nambari ya siri ya benki ni 7714",
    "kode rahasia ATM bapak 3308",
]

KEPT = [
    "सेफ्टी पिन का पैकेट 1999 में खरीदा था",
    "पिन 2019 में बदला था",
    "พินัยกรรมของยายทำไว้ปี 2562",
    "ঠিকানার পিন কোড 700019",
    "the TPIN form needs my client ID first",
    "la banque n'envoie jamais le code confidentiel par mail, numéro du service client 3639",
    "le code secret de la recette est le beurre, 250 g",
]


test_refused, test_kept = screen_cases(REFUSED, KEPT)


SCREEN_LOCKS_REFUSED = [
    "mobiili ekraanilukk on 739152",
    "pappas skärmlås är 558201",
    "die Bildschirmsperre von Omas Tablet ist 2280",
]
SCREEN_LOCKS_KEPT = [
    "ekraanilukk on välja lülitatud juba 2019 aastast",
    "die Bildschirmsperre geht nach 30 Sekunden an",
    "skærmlåsen kom med opdatering 17.4",
]


@pytest.mark.parametrize("line", SCREEN_LOCKS_REFUSED)
def test_screen_lock_refused(line):
    assert screening_verdict(line) is not None


@pytest.mark.parametrize("line", SCREEN_LOCKS_KEPT)
def test_screen_lock_kept(line):
    assert screening_verdict(line) is None
