"""#22 session 37 (h-creds42): a security question's answer in Swiss German ("Sicherheitsfrag",
"isch"), Luxembourgish ("d'Äntwert op «…?» ass …", the quoted question's own "?" ending no
clause), Romanian typed without its accents, Galician and Portuguese without the cedilla.
Kept: the question named with no answer, an answer forgotten, a lowercase description."""

from __future__ import annotations

from tests.screen_helpers import assert_refused_and_hidden, screen_cases

REFUSED = [
    'd Antwort uf d Sicherheitsfrag vom Konto "erschts Auto" isch Opel',
    'd\'Äntwert op "Wéi hätt däin éischten Hond?" ass Rex',
    "ma réponse à « Quel est ton film préféré ? » c'est Amélie",
    "raspunsul la intrebarea de securitate: orasul natal e Brasov",
    "resposta de seguridade: nome do primeiro can = Trasno",
    "pergunta de seguranca do banco: rua da infancia = Rua Augusta",
]

KEPT = [
    "d Antwort uf d Sicherheitsfrag han i vergässe",
    'd\'Äntwert op "Wou bass du gebuer?" ass mir entfall',
    "intrebarea de securitate e prea usoara",
    "resposta de seguridade: non a lembro",
    "d Sicherheitsfrag isch blöd gsi",
    "Die Sicherheitsfragen der Bank sind nervig",
]

test_answers_refused, test_questions_without_answers_kept = screen_cases(REFUSED, KEPT, "secret")


def test_the_answer_is_hidden():
    assert_refused_and_hidden(
        'd\'Äntwert op "Wou wars du an der Schoul?" ass Diekirch', ["Diekirch"]
    )
