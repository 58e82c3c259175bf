"""#22 session 24 (h-creds26): the answer to a security question in the languages the tables
lacked, in scripts without case after a label, after the kind of question, and every answer of
a quoted list — refused and hidden whole. Kept: the question asked, talk about security
questions, a maiden name told as family history, a lowercase remark after the label."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("Η απάντηση στην ερώτηση ασφαλείας για την τράπεζα είναι Σπύρος", ["Σπύρος"]),
    ("biztonsági kérdés (kedvenc étel): Töltött Káposzta", ["Töltött", "Káposzta"]),
    ("Turvakysymys verkkopankissa: Pekka Virtanen", ["Pekka", "Virtanen"]),
    ("saugumo klausimas banke: Žalgiris", ["Žalgiris"]),
    ("сигурност: таен въпрос на пощата — Пловдив", ["Пловдив"]),
    ("নিরাপত্তা প্রশ্ন (প্রিয় খাবার): ইলিশ মাছ", ["ইলিশ", "মাছ"]),
    ("سؤال الأمان في البريد: حديقة الزيتون", ["حديقة", "الزيتون"]),
    ('שאלת האבטחה של הבנק: שם המורה הראשונה "רחל", העיר "חיפה"', ["רחל", "חיפה"]),
    ('보안 질문 답: 좋아하는 음식 "떡볶이"', ["떡볶이"]),
    ("秘密の質問の答えは「さくら」です", ["さくら"]),
    ("girişte güvenlik sorusunun cevabı: annemin köyü İncesu", ["İncesu"]),
    ('security question "first concert" — I answered Iron Maiden', ["Iron Maiden"]),
    ('the answer I gave for "childhood hero": it was Zorro', ["Zorro"]),
    ("девичья фамилия матери в банке — Соколова", ["Соколова"]),
]

KEPT = [
    "Η ερώτηση ασφαλείας ήταν δύσκολη, δεν τη θυμάμαι",
    "biztonsági kérdés: mi volt az első háziállatod neve?",
    "security question: what was your first concert?",
    'the answer I gave for "childhood hero" was wrong, I need to reset it',
    "saugumo klausimas: nepamenu",
    "моя бабушка — девичья фамилия матери была Иванова, она из Твери",
    "I answered the security question wrong three times and got locked out",
    "סבתא שאלה על שאלת האבטחה, הסברתי לה מה זה",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_security_answer_in_more_languages_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_talk_about_security_questions_is_kept(text):
    assert screening_verdict(text) is None, text
