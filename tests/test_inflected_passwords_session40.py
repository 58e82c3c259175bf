"""#22 session 40 (h-creds43): the password named in Macedonian and Serbian Cyrillic
("лозинка", "шифра"), Serbo-Croatian "šifra", Greek "κωδικός" and "kwdikos", Frisian
"wachtwurd", Occitan "senhal", Kinyarwanda "ijambobanga"; and its value read up to eight words
after the noun (whose it is and what for, then the copula). Kept: no value shaped as a chosen
password (a product code, a word), a password forgotten; Russian "шифр", any cipher or code
("шифр группы ИВТ-21"): Cyrillic "шифр-" names a password only with a South Slavic copula."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "Лозинката од рутерот е Skopje#2022",
    "шифра за мејл ми је Vranje_1988",
    "sifra od laptopa je Zmaj2024!",
    "ο κωδικός του email μου είναι Thalassa_77",
    "o kwdikos gia to wifi einai Kafes2020",
    "it wachtwurd fan ús router is Skûtsje#12",
    "lo senhal del wifi es Tolosa_2019",
    "ijambobanga rya email yanjye ni Kigali_2023",
    "Лозинката на брат ми за мејлот е Struga_1990!",
    "шифрата на лаптопот ми е Ohrid#2019",
]

KEPT = [
    "ја заборавив лозинката за мејлот",
    "šifra artikla je na kutiji",
    "ο κωδικός του προϊόντος είναι στο κουτί",
    "ik bin myn wachtwurd wer ferjitten",
    "nibagiwe ijambobanga ryanjye",
    "Лозинката треба да има најмалку 8 знаци",
    "шифр группы ИВТ-21 на расписании",
    "Шифр проекта в системе ПР-2024А, его знает весь отдел",
]

test_passwords_refused, test_passwords_without_values_kept = screen_cases(REFUSED, KEPT, "secret")
