"""#22 session 40 (h-creds43): a security question and its answer named in Zulu and Xhosa,
Kinyarwanda, Yoruba, Igbo, Hausa, Wolof, Bulgarian with its article, Belarusian, Serbo-Croatian
("tajni odgovor", the maiden name), Russian, Greek and Albanian typed in Latin letters, Japanese
in katakana and Chinese with an arrow. Kept: the question named with no answer, an answer
forgotten."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "Impendulo yombuzo wokuphepha: idolobha engazalelwa kulo nguMthatha",
    "impendulo yombuzo wokhuseleko: igama lomama wam omncinci nguNosipho",
    "igisubizo cy'ikibazo cy'umutekano: izina ry'ishuri ryanjye rya mbere ni Gahini",
    "Ìdáhùn ìbéèrè àbò: orúkọ ìlú tí mo ti bí ni Ibadan",
    "Azịza ajụjụ nchekwa: aha nkịta m mbụ bụ Okpa",
    "Amsar tambayar tsaro: sunan makarantar farko shi ne Gidan Dan Hausa",
    "Tontu laaj kaaraange bi: turu sama xaj bu njëkk mooy Bëgg",
    "Отговор на тайния въпрос: първо училище – Христо Ботев",
    "Адказ на сакрэтнае пытанне: мянушка першага сабакі – Шарык",
    "Tajni odgovor: ime prve učiteljice – Marija",
    "Одговор на питање о девојачком презимену мајке је Петровић",
    "otvet na kontrolnyi vopros: gorod rozhdeniya - Tula",
    "apantisi stin erotisi asfaleias: onoma skylou - Rex",
    "pergjigjja e pyetjes se sigurise: qyteti i lindjes - Korca",
    "セキュリティの質問の答え：母の旧姓は「佐藤」",
    "安全問題：第一間學校 → 聖心",
]

KEPT = [
    "Angiyikhumbuli impendulo yombuzo wokuphepha",
    "Ikibazo cy'umutekano cya banki kirakomeye",
    "Отговорът на тайния въпрос го забравих",
    "tajni odgovor sam zaboravio",
    "セキュリティの質問が難しすぎる",
    "安全問題太多了",
    "Amsar tambayar tsaro ta ɓace mini",
]

test_answers_refused, test_questions_without_answers_kept = screen_cases(REFUSED, KEPT, "secret")
