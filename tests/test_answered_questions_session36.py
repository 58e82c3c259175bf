"""Security-question answers in the words answered_questions.py lacked before session 36:
Azerbaijani, Kurmanji, Mongolian, the Japanese and Chinese question without an answer word,
Cantonese "係", a question asked before its answer, and "the answer to «…»" beside English."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict


@pytest.mark.parametrize(
    "text",
    [
        "bankın gizli sualının cavabı: Qarabağ",
        "gizli sual (atamın doğulduğu kənd) cavab: Lerik",
        "pirsa ewlehiyê ya bankê: navê bajarê bavê min? bersiv: Amed",
        "Аюулгүйн асуулт: анхны нохойн нэр – Баавгай",
        "銀行的秘密の質問「母の旧姓」→ 佐藤",
        "密碼提示問題「第一隻狗的名字」答案是「旺財」",
        "保安問題嘅答案係「何文田」",
        "Security question: first car? Answer: Corolla",
        "Mi respuesta a «nombre de tu primera mascota» es Canelo",
        "Die Antwort auf „Name der ersten Schule“ ist Lindenschule",
        "Η απάντηση στην «αγαπημένη ομάδα» είναι Ολυμπιακός",
    ],
)
def test_answers_to_named_security_questions_are_refused(text: str) -> None:
    assert screening_verdict(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "gizli sual nədir? heç bilmirəm",
        "Аюулгүйн асуулт бол чухал зүйл",
        "秘密の質問を忘れてしまった",
        "ma réponse à « comment ça va » c'est que je suis fatiguée",
        "la respuesta a «¿vienes mañana?» es que no puedo",
        "Security question: what was your first pet? Answer: I never had one",
        "提示问题在设置里可以改",
    ],
)
def test_questions_without_an_answer_given_are_kept(text: str) -> None:
    assert screening_verdict(text) is None


@pytest.mark.parametrize(
    "text",
    [
        'the answer to "your first school" question na St Mary Kibosho',
        'my answer to "favourite uncle" for the bank ni Mzee Juma',
    ],
)
def test_an_english_quoted_question_reads_on_to_its_answer(text: str) -> None:
    # the quoted kind with no copula after it: the answer is read as before session 36
    assert screening_verdict(text) is not None
