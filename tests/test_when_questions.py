"""Questions that ask *when* (when_questions.py): the cue, in English and the languages the time
words know, not fooled by look-alikes; recall's diversity is off for them."""

from __future__ import annotations

import pytest

from ltm_chat.memory.retrieval import recall, when_questions
from ltm_chat.memory.retrieval.when_questions import asks_when, diversity_for

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
    "How long should your answers about detailed topics be?",
    "How long is the Golden Gate Bridge?",
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


def test_diversity_is_off_on_a_when_question_only():
    assert when_questions.CUED_DIVERSITY == 0.0
    assert diversity_for("When did I move to Lisbon?", recall.DIVERSITY) == 0.0
    assert diversity_for("Tell me about Lisbon.", recall.DIVERSITY) == recall.DIVERSITY
    assert diversity_for("When you answer, be brief.", recall.DIVERSITY) == recall.DIVERSITY


def test_without_the_knob_every_question_keeps_recalls_diversity(monkeypatch):
    monkeypatch.setattr(when_questions, "CUED_DIVERSITY", None)
    assert diversity_for("When did I move to Lisbon?", 0.3) == 0.3
