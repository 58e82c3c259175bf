"""#22 session 40 (h-creds43): a security answer put or typed in ("stavio sam", "upisala sam",
"la puse como", "coloquei", "ho messo", "я указала", "wpisałem"), and the question's kind, a
comma, then the answer named ("…, ответ: …", "…, answer: …"). Kept: a description put in, an
answer forgotten after its label."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "na sigurnosno pitanje o prvom ljubimcu upisala sam Žućo",
    "na pregunta de seguridad sobre mi abuela puse Toledo1990",
    "na pergunta de segurança coloquei Maracanã",
    "alla domanda di sicurezza ho messo Garibaldi",
    "Контрольный вопрос банка, я указала Мурзик",
    "Sicherheitsfrage Lieblingsessen, Antwort: Pizza Margherita",
    "security question first pet, answer: Biscuit",
    "Секретный вопрос «первый учитель», ответ: Анна Петровна",
]

KEPT = [
    "Секретный вопрос «первая школа», ответ: не помню",
    "security question first pet, answer: I forgot",
    "na sigurnosno pitanje sam stavio nešto glupo",
    "Sicherheitsfrage vergessen, Antwort weiß ich nicht mehr",
]

test_answers_refused, test_answers_not_given_kept = screen_cases(REFUSED, KEPT, "secret")
