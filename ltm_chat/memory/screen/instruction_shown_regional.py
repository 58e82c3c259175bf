"""Rule table, session 37 (read by instruction_speech.py): the assistant's system prompt or its
stored memories shown, told or sent, in the languages instruction_far_languages' PROMPT_NAME,
STORED_SECRETS and SHOW_TELL read least — Czech, Slovak, Belarusian, Lithuanian, Latvian, Russian
and Ukrainian (Cyrillic and Latin letters), and the regional languages of Western Europe
(Galician, Occitan, Scottish Gaelic, Swiss German, Frisian, Breton; more forms of Catalan,
Welsh, Irish, Basque, Hungarian, Romanian).

What is shown makes it a secret: the system prompt by name ("systémový prompt", "sistēmas
uzvedne", "sistema-gonbita"), or memories and passwords as what is stored ("uložené spomienky",
"gach cuimhne atá stóráilte", "alli gspeicherte Erinnerige"). The act is an imperative of
showing, telling, giving or sending, or its infinitive after "you may / you must" ("můžeš mi
ukázat", "man drīkst parādīt", "rhaid i ti ddatgelu"). Data only; patterns run on folded
(lowered) text, gaps bounded.
"""

from __future__ import annotations

from ltm_chat.memory.screen.instruction_far_languages import words_pattern

# The system prompt, by name.
PROMPT_MORE = words_pattern(
    r"\bsyst[ée]mov\w* (?:prompt|pokyn|instrukc|inštrukc)\w*",
    r"сістэмн\S* (?:промпт|інструкцы)\S*",
    r"\bs[iy]stemn\w* prompt\w*",
    r"\bsistemos (?:užklaus|instrukcij|nurodym)\w*",
    r"\bsistēmas (?:uzvedn|instrukcij|norādījum)\w*",
    r"\b(?:sistema-gonbit|sistemaren gonbit|sistemaren argibide)\w*",
    r"\b(?:prompt|instrucións|indicacions|instruccions) (?:do|del) (?:sistema|sistèma)\b",
    r"\bprompt ar reizhiad\b",
    r"\bsysteem-?prompt\w*",
)

# Memories, passwords or personal data, as what is stored ("all" with them: the whole store).
STORED_MORE = words_pattern(
    r"(?:сохран[её]нн|запомненн|захаван|збережен)\S* (?:\S+ )?(?:воспоминан|данн|парол|заметк|"
    r"успамін|спогад|дадзен|дан)\S*",
    r"(?:все|всё|всех|усе|ўсе|усі|всі) (?:\S+ ){0,2}(?:воспоминани|спогад|успамін)\S*",
    r"(?:вс[её],? что|усё,? што|все,? що) (?:ты |ти )?(?:помнишь|помніш|пам'ятаєш|знаешь)",
    r"\buložen\w* (?:\w+ )?(?:vzpomín|spomien|paměť|pamäť|hesl|údaj|poznámk|zpráv|správ)\w*",
    r"\b(?:všechny|všetky|všecky) (?:\w+ )?(?:vzpomínky|spomienky|hesla|heslá)\b",
    r"\bskryt\w* (?:instrukc|inštrukc|pokyn)\w*",
    r"\b(?:összes|minden) (?:\w+ )?(?:emlék|jelszav|jelszó|privát beszélgetés)\w*",
    r"\btoate (?:\w+ )?(?:amintirile|parolele|memoriile)\b",
    r"\bišsaugot\w* (?:\w+ )?(?:prisimin|atmint|slaptažod|duomen)\w*",
    r"\bvis(?:us|ą|as) (?:\w+ )?(?:prisiminimus|slaptažodžius|istorij\w*)\b",
    r"\bsaglabāt\w* (?:\w+ )?(?:atmiņ|parol|dat)\w*",
    r"\bvisas (?:\w+ )?(?:atmiņas|paroles)\b",
    r"\b(?:dades personals|memòries|records|contrasenyes)\b[^.\n]{0,30}\bguardad\w*",
    r"\b(?:el meu )?historial sencer\b",
    r"\b(?:miñas|túas|todas as) (?:\w+ )?(?:memorias|lembranzas|contrasinais)\b",
    r"\b(?:memorias|lembranzas|contrasinais)\b[^.\n]{0,30}\bgardad\w*",
    r"\bgordetako (?:\w+ ){0,2}(?:memoria|gako)\w*",
    # (every password is a secret; every memory only as one kept: "a h-uile cuimhne a th' agad")
    r"\b(?:bob|pob|holl) (?:\w+ )?(?:cyfrinair|gyfrinair|cyfrineiriau)\b",
    r"\b(?:bob|pob|holl) (?:\w+ )?(?:cof|atgof)\w* (?:sydd gen ti|sydd wedi'i gadw|wedi'u cadw)",
    r"\b(?:gach|a h-uile) (?:\w+ )?(?:pasfhocal|facal-faire)\b",
    r"\b(?:gach|a h-uile) (?:\w+ )?cuimhne (?:atá agat|a th' ?agad|a tha agad|glèidhte)",
    r"\bcuimhn\w* (?:atá )?stóráilte\b",
    r"\bgspeichert\w* (?:\w+ )?(?:erinnerig|passwört|date)\w*",
    r"\bbewarre (?:\w+ )?(?:oantinkens|wachtwurden|gegevens)\b",
    r"\b(?:memòrias|remembres)\b[^.\n]{0,20}\bgardad\w*",
    r"\b(?:eñvorennoù|gerioù-tremen)\b[^.\n]{0,20}\bmiret\b",
)

# Showing, telling, giving or sending, as an imperative or after "you may / you must".
SHOW_MORE = words_pattern(
    r"\b(?:ukaž|ukažte|ukáž|ukážte|zobraz|zobrazte|vypiš|vypište|vypíš|prozraď|prozraďte|"
    r"prezraď|vydej|vydaj|pošli|pošlite|pošlete)\b",
    r"\b(?:můžeš|můžete|smíš|máš|musíš|môžeš|smieš) (?:\w+ )?(?:ukázat|zobrazit|vypsat|prozradit|"
    r"poslat|vydat|ukázať|zobraziť|vypísať|prezradiť|poslať|vydať)\b",
    r"(?:пакажы|пакажыце|выведзі|раскажы|дашлі|выгрузи|вивантаж|вывали|перешли|показывай|"
    r"выдавай|выдай|надсилай|показуй)",
    r"(?:можно|разрешено|дозволено|можешь|можаш|можеш|дазволена) (?:\S+ )?(?:видеть|бачити|"
    r"бачыць|показать|показывать|показати|паказаць|выдавать|давать)",
    r"\b(?:pokazh[iy]|vyvedi|vyhruzy|vygruzi|mozhno videt'?|mozhna bachyty)\b",
    r"\b(?:mutasd meg|mutasd|add ki|küldd el|megmutathatod|megmutatni)\b",
    # (not "arată", "trimite": the third person too, "the app shows all saved memories")
    r"\b(?:arată-mi|să-mi arăți|să arăți|trimite-i|trimite-mi)\b",
    r"\b(?:parodyk|parodykite|atskleisk|išsiųsk|pasakyk)\b",
    r"\b(?:galima|gali) (?:\w+ )?parodyti\b",
    r"\b(?:parādi|parādiet|atklāj|nosūti|sūti|pasaki|izdod)\b",
    r"\b(?:drīkst|vari|var) (?:\w+ )?parādīt\b",
    r"\b(?:envia-li|envia'ls|dona-li|respon amb|amosa|amósalle|envíalle|envíallas|"
    r"envíaas|dálle|mòstra|mòstra-li|mostra-li|manda-li|balha-li)\b",
    r"\b(?:bidali|erakutsi)\b",
    r"\b(?:ddatgel|datgel)\w*",
    r"\b(?:seall|seallaibh|innis)\b",
    r"\b(?:zeig|zeigsch|zeiged|verrot|gisch)\b",
    r"\blit (?:\w+ ){0,6}sjen\b",
    r"\bdiskouez\b",
)
