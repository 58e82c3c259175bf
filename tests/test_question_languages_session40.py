"""#22 session 40 (h-creds43): a security question and its answer in more languages of Africa,
Asia and the Caribbean (Shona, Oromo, Malagasy, Tagalog, Haitian Creole, Gujarati, Telugu,
Sesotho; second pass: Afrikaans, Somali, Mongolian, Sepedi, Luganda, Cebuano, Zulu's
"wezokuphepha"; third pass: Maori, Samoan, Tatar, Swati). Kept: the question named with no answer, an answer forgotten."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "Mhinduro yemubvunzo wekuchengetedza: Tendai",
    "Deebii gaaffii nageenyaa: Caalaa",
    "Valiny ny fanontaniana fiarovana: Rakoto",
    "Sagot sa tanong pangseguridad: Bantay",
    "Repons kesyon sekirite a: Jakmel",
    "સુરક્ષા પ્રશ્નનો જવાબ: અમદાવાદ",
    "భద్రతా ప్రశ్న సమాధానం: విజయవాడ",
    "Karabo ya potso ya tshireletso: Maseru",
    "antwoord op die sekuriteitsvraag: Stellenbosch",
    "jawaabta su'aasha amniga: Berbera",
    "Аюулгүй байдлын асуултын хариулт: Эрдэнэт",
    "karabo ya potšišo ya tšhireletšo: Lebowakgomo",
    "Okuddamu ku kibuuzo ky'obukuumi: Masaka",
    "Tubag sa pangutana sa seguridad: Iloilo",
    "Impendulo yombuzo wezokuphepha: Empangeni",
    "Te whakautu ki te pātai haumaru: Whanganui",
    "tali i le fesili saogalemu: Salelologa",
    "Куркынычсызлык соравына җавап: Чаллы",
    "Imphendvulo yembuto wekuphepha: Mbabane",
]

KEPT = [
    "kesyon sekirite a twò difisil",
    "Ndayiwala yankho la funso la chitetezo",
    "Hindi ko maalala ang sagot sa tanong pangseguridad",
    "potso ya tshireletso e thata",
    "ek het die sekuriteitsvraag se antwoord vergeet",
    "su'aasha amniga way adag tahay",
    "kua wareware au te whakautu ki te pātai haumaru",
]

test_answers_refused, test_questions_without_answers_kept = screen_cases(REFUSED, KEPT, "secret")
