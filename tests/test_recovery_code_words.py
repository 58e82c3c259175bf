"""Backup and recovery codes named in Nordic, Baltic, Balkan, Central European and Caucasian
words, lists of five-digit codes, and TOTP seeds whose length is not a multiple of four
(spoken_shapes.py): lines written for these tests, not taken from the training sets."""

from tests.screen_helpers import screen_cases

REFUSED = [
    "Varakóðar fyrir Google: 5521-0934, 7710-2286, 3349-8812",
    "Taastekoodid Facebooki jaoks: 5521 0934, 7710 2286, 3349 8812",
    "Atjaunošanas kodi Microsoft kontam: 2210-9934, 6612-0087",
    "Atsarginiai kodai: 55210934, 77102286, 33498812",
    "Rezervni kodovi za Microsoft: 5521 0934, 7710 2286, 3349 8812",
    "Záložní kódy k Seznamu: 5521-0934, 7710-2286, 3349-8812",
    "Instagram-ի վերականգնման կոդեր՝ 55210934, 77102286",
    "Google-ის აღდგენის კოდები: 55210934, 77102286, 33498812",
    "رموز الاسترجاع لحساب مايكروسوفت: 5521-0934, 7710-2286",
    "Garanti yedek kodları: 55210, 77102, 33498, 12093",
    "the TOTP seed for the exchange is JBSWY3DPEHPK3PXPJBSWY3DPE",
    "二段階認証のシード: GEZDGNBVGY3TQOJQGEZDGNBVG",
]

KEPT = [
    "Rezervasyon kodum 71029, otel 38847 numaralı oda",
    "backup of the photos: 12 folders, 2019, 2020, 2021, 2022",
    "Atjaunošanas darbi: 2019, 2020 un 2021 gadā",
    "order numbers 48213 55012 66789 for the recovery kit",
    "the backup drive holds 50000 photos and 12000 videos",
    "Taastekoodid tuleb uuesti luua, vanad ei kehti",
]


test_refused, test_kept = screen_cases(REFUSED, KEPT)
