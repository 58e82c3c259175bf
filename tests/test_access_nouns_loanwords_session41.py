"""#22 session 41 (h-creds44): "password" borrowed from English in the scripts of Thai, Lao,
Khmer, Hebrew, Armenian, Georgian, Greek and Cyrillic, and with Arabic's, Persian's and Urdu's
possessive endings; the word with no value, or with a count, is kept."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "พาสเวิร์ดไลน์ของแม่คือ Mae_Lamai55",
    "הפסוורד של הנטפליקס Shir_Tal2023",
    "Պասվորդը Sevan_Lake77 է",
    "пасворд от роутера Kotik_2024",
    "باسوردي للبنك Nakhla_1988",
    "پسوردم Tehran_Sabz99",
]

KEPT = [
    "ลืมพาสเวิร์ดอีกแล้ว",
    "שכחתי את הפסוורד שלי",
    "نسي باسورده 3 مرات",
    "пасворд надо поменять",
]

test_a_borrowed_password_refused, test_a_borrowed_word_alone_kept = screen_cases(
    REFUSED, KEPT, "secret"
)
