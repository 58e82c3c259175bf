"""#22 session 37 (h-creds42): a lock's code in the regional languages of Western Europe (the
code's word with its accent, the door's mutated and genitive forms), a bike's or suitcase's
combination lock, a combination said with dashes, a capital key among the figures, and an
intercom's flat called by its key before the code. Kept: postcodes, years after a word of
time, a book's shelf mark, a suitcase's size, a key that is a key."""

from __future__ import annotations

from tests.screen_helpers import assert_refused_and_hidden, screen_cases

REFUSED = [
    "côd y ddrws ffrynt ydy 5830",
    "y côd i'r garej ydy 2291 cofia",
    "Còd an dorais cùil: 8812",
    "còd a' gheata ùr aig an achadh: 3 3 0 7",
    "an cód don doras: 6204",
    "De koade fan ús doar is 4471",
    "de koade fan 'e poarte by omke is 9032",
    "Lo còdi de la pòrta es 3308",
    "lo còdi del portal de l'ostal: 7B214",
    "la clau de l'alarma del local és 6620",
    "la combinació del cadenat de la taquilla és 12-40-07",
    "la combinació de la caixa forta: 08-19-33",
    "etxeko kutxa gotorraren konbinazioa 21-09-44 da",
    "шифр на моём велозамке 7281",
    "шифр от старого чемодана 3-9-1",
    "szyfr do kłódki na rower: 5 2 7 9",
    "zamek szyfrowy w szafce w pracy: 0 4 1 6",
    "le code du portail : 3 8 C 1 7",
    "codul de la interfonul blocului e 12#, apoi 4410",
    "el codi del cadenat de la moto és 739",
    "dr Code vom Veloschloss isch 5120",
    "bizikletaren giltzarrapoaren kodea 604 da",
    "shifr ot chemodana 318",
    "шыфр ад сейфа ў кабінеце 5017",
    "kodê deriyê malê 3318 e",
    "کۆدی دەرگای ماڵەوە ٣٣١٨ ە",
    "Koodu alarm ọfịs bụ 4490",
    "Code bi ci buntu bi mooy 5517",
]

KEPT = [
    "côd post y fferm ydy SA31 2PL",
    "côd y drws ydy'r un fath â'r llynedd",
    "De koade fan 'e doar feroare yn 2019",
    "Lo còdi postal de Tolosa es 31000",
    "còd an dorais: faighnich aig an deasg",
    "la clau de casa és sota el test",
    "la clau del pis 3 és a la bústia",
    "Шифр книги в библиотеке 84-3-12",
    "чемодан 55-40-20 помещается в салон",
    "Чемодан весит 23 кг, замок сломан",
    "szyfr Cezara przesuwa litery o 3",
    "kutxa gotorra 1998an erosi genuen",
    "codul de la interfon e 34, la etajul 2",
    "Gate 34B boards at 1145",
    "el cadenat de la bici costa 2500 cèntims",
    "kodê posteyê 34000 e",
]

test_regional_lock_codes_refused, test_near_misses_kept = screen_cases(REFUSED, KEPT, "secret")


def test_the_code_with_its_capital_key_is_hidden_whole():
    assert_refused_and_hidden("lo còdi de la pòrta: 5C871", ["5C871", "871"])
    assert_refused_and_hidden("шифр от чемодана 4-0-8", ["4-0-8"])
