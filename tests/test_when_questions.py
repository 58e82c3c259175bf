"""Questions that ask *when* (when_questions.py): the cue, the event they ask about, and which
memories say when."""

from __future__ import annotations

import math

import pytest

from ltm_chat.memory.retrieval.when_questions import (
    asks_when,
    event_core,
    has_time_phrase,
    with_core,
)

WHEN_QUESTIONS = [
    # English
    "When did Caroline go to the LGBTQ support group?",
    "when did I say I'd start the new job",
    "When's my sister's birthday?",
    "When is the dentist appointment?",
    "When was the last time we went hiking?",
    "When will Tim visit Berlin?",
    "Since when have I been vegetarian?",
    "How long ago was Caroline's 18th birthday?",
    "How long has Melanie been practising art?",
    "How many years ago did she move to Porto?",
    "What year did John start surfing?",
    "In which month did I adopt the cat?",
    "Which week did he go to the conference?",
    "Thanks. And when did I last see the doctor?",
    # German
    "Wann habe ich den neuen Job angefangen?",
    "Seit wann wohne ich in Lissabon?",
    "Wie lange ist es her, dass ich in Porto war?",
    "In welchem Jahr bin ich umgezogen?",
    # Spanish
    "¿Cuándo empecé el trabajo nuevo?",
    "¿cuando fue la boda de mi hermana?",
    "¿Desde cuándo vivo en Madrid?",
    "¿Hace cuánto tiempo me mudé?",
    "¿En qué año fui a Japón?",
    # French
    "Quand est-ce que j'ai commencé le nouveau travail ?",
    "Quand as-tu parlé de Lisbonne ?",
    "Tu as commencé quand ?",
    "Depuis quand j'habite ici ?",
    "Il y a combien de temps que je suis allé à Rome ?",
    "En quelle année ai-je déménagé ?",
    # Portuguese
    "Quando comecei o novo emprego?",
    "Quando é que fui a Roma?",
    "Desde quando moro aqui?",
    "Há quanto tempo mudei de casa?",
    "Em que ano fui ao Japão?",
]

LOOK_ALIKES = [
    "When you answer, be brief.",
    "when you answer be brief",
    "When I was young I lived in Porto.",
    "Tell me a story about when dragons ruled.",
    "I long for the summer.",
    "What did Caroline do at the support group?",
    "Which hobby does Melanie like?",
    "How many cats do I have?",
    "What time is it in Tokyo?",
    "Wenn du antwortest, sei kurz.",
    "Wann immer du willst, kannst du fragen.",
    "Cuando puedas, ¿me lo dices?",
    "Cuando respondas, sé breve.",
    "Quand tu réponds, sois bref.",
    "Quando puder, responda em poucas palavras.",
    "",
]


@pytest.mark.parametrize("question", WHEN_QUESTIONS)
def test_a_when_question_is_a_cue(question):
    assert asks_when(question)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_look_alikes_are_not_cues(text):
    assert not asks_when(text)


@pytest.mark.parametrize(
    ("question", "core"),
    [
        ("When did Caroline go to the LGBTQ support group?", "Caroline go to the LGBTQ support group"),
        ("How long ago was Caroline's 18th birthday?", "Caroline's 18th birthday"),
        ("Since when have I been vegetarian?", "I been vegetarian"),
        ("What year did John start surfing?", "John start surfing"),
        ("Thanks. And when did I last see the doctor?", "Thanks. And I last see the doctor"),
        ("Wann habe ich den Job angefangen?", "habe ich den Job angefangen"),
        ("¿Cuándo empecé el trabajo?", "empecé el trabajo"),
        ("Quand est-ce que j'ai commencé ?", "j'ai commencé"),
        ("Há quanto tempo mudei de casa?", "mudei de casa"),
    ],
)
def test_the_core_is_the_question_without_its_frame(question, core):
    assert event_core(question) == core


def test_a_question_without_a_frame_is_its_own_core():
    assert event_core("What did Caroline do?") == "What did Caroline do?"


def test_memories_that_say_when():
    for text in (
        "Caroline went to an LGBTQ support group yesterday.",
        "Melanie has been painting for 7 years.",
        "John started a blog last week.",
        "Maria moved to Porto in March 2022.",
        "Tim recently joined a running club.",
        "Ich war letztes Wochenende in Rom.",
    ):
        assert has_time_phrase(text), text
    for text in (
        "Caroline values her friends.",
        "Melanie finds pottery relaxing.",
        "May prefers green tea.",
    ):
        assert not has_time_phrase(text), text


def test_the_query_leans_towards_the_core():
    question, core = [1.0, 0.0], [0.0, 2.0]
    mixed = with_core(question, core, 1.0)
    assert mixed == pytest.approx([math.sqrt(0.5), math.sqrt(0.5)])
    assert with_core(question, core, math.inf) == core
