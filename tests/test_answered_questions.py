"""#22 session 31 (h-creds35): the answer to a security question where the text names the
answer as such (or gives it with "=", or after a second label past the question's kind), in
any case or script: refused and hidden. Kept: the question described with no answer, an
answer forgotten, a description after the label, a quiz's answer."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ('câu hỏi bảo mật "tên cô giáo lớp 1" thì trả lời là "cô Hạnh" nhé', ["cô Hạnh"]),
    ('jawapan soalan keselamatan "nama sekolah rendah": SK Taman Melawati', ["Taman Melawati"]),
    ('คำตอบคำถามลับ "สีที่ชอบ" คือ ม่วงคราม', ["ม่วงคราม"]),
    ('ចម្លើយសំណួរសុវត្ថិភាព "ភូមិកំណើត" គឺ ព្រៃវែង', ["ព្រៃវែង"]),
    ('ຄຳຕອບຄຳຖາມລັບ "ຊື່ໝາໂຕທຳອິດ": ໂຕໂຕ້', ["ໂຕໂຕ້"]),
    ('jawaban keamanan: "nama hewan pertama" = Si Belang', ["Belang"]),
    ("Sicherheitsfrage Volksbank: Lieblingslehrer = Herr Brandt", ["Brandt"]),
    ("câu hỏi bảo mật: quê của bố là Thái Bình", ["Thái Bình"]),
    ("秘密の質問の答えは「タロウ」です", ["タロウ"]),
    ('the answer to my bank\'s security question "first street" is Willow Row', ["Willow Row"]),
    ("Antwort auf die Sicherheitsfrage (erstes Auto): Opel Kadett", ["Opel Kadett"]),
    ("جواب سؤال الأمان: اسم جدي الأكبر سليمان", ["سليمان"]),
]

KEPT = [
    'Säkerhetsfrågan var "ditt första husdjur", så gammaldags',
    "I forgot the answer to my security question, the bank will post a letter",
    "the answer to my security question is something only I would know",
    "the answer to the security question was wrong so they locked me out",
    "câu hỏi bảo mật của ngân hàng toàn hỏi tên thú cưng, chán thật",
    "soalan keselamatan bank tu senang sangat nak teka",
    "The bank's security question: mother's maiden name. So old-fashioned.",
    "quiz night question 5 answer: Canberra, not Sydney",
    "보안 질문 답을 까먹어서 고객센터에 전화했어",
    "My security question answers are random strings kept in my password manager",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_named_answer_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_a_question_with_no_answer_given_is_kept(text):
    assert screening_verdict(text) is None
