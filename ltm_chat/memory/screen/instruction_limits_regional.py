"""Rule table, session 37 (read by instruction_speech.py): an assistant with no rules, limits or
filters, in the languages instruction_far_languages' NO_LIMITS, AI_WORD and YOU_NOW read least —
Czech, Slovak, Belarusian, Lithuanian, Latvian, Russian and Ukrainian in Latin letters, and the
regional languages of Western Europe (Catalan, Galician, Occitan, Basque, Welsh, Irish, Scottish
Gaelic, Swiss German, Luxembourgish, Frisian, Breton).

"Without rules" or "you have no filters" ("nemáš žádná pravidla", "tev nav noteikumu", "sen
filtros", "araurik gabe", "heb reolau", "gan srian", "ohni Grenze", "hep reolenn") is said of
many things (a game, a holiday); it is an order to the assistant beside a word for an AI ("unha
IA sen filtros", "e KI ohni Grenze") or beside "you are «…»", the frame of a new self named in
quotes ("Ode dneška jsi „…“", "Tu tagad esi „…”", "Is tusa "…" anois", "Te zo "…" bremañ").
Data only; patterns run on folded (lowered) text, gaps bounded.
"""

from __future__ import annotations

from ltm_chat.memory.screen.instruction_far_languages import words_pattern

# Without rules, limits, filters or censorship; or "you have none".
NO_LIMITS_MORE = words_pattern(
    r"\b(?:nemáš|nemáte|nemáš už|nemáš žiadne|nemáš žádná) (?:\w+ ){0,2}(?:pravidl|omezen|obmedzen|"
    r"filtr|limit|hranic)\w*",
    r"\bbez (?:\w+ )?(?:pravidel|pravidiel|omezení|obmedzení|filtrů|filtrov|cenzury|limitů|limitov|"
    r"apribojimų|taisyklių|filtrų|cenzūros|ierobežojumiem|noteikumiem|filtriem|cenzūras)\b",
    r"(?:без|бяз) (?:\S+ )?(?:абмежаван|обмежен|фільтр|правіл|цэнзур)\S*",
    r"(?:у тебя|у тебе|у цябе|тебе|табе) (?:\S+ )?(?:нет|немає|няма|нема) (?:\S+ )?(?:правил|правіл|"
    r"фильтр|фільтр|обмежен|ограничен|абмежаван)\S*",
    r"\b(?:pravil net|net pravil|bez ogranicheni\w*|bez obmezhen\w*|bez pravil|bez fil'?trov|"
    r"nemaye pravyl|nemaye obmezhen\w*)",
    r"\b(?:korlátozás|szabály|szűrő|cenzúra)\w* nélkül\w*",
    r"\bnincs(?:enek)? (?:\w+ )?(?:szabály|korlát|szűrő)\w*",
    r"\bnu (?:mai )?ai (?:\w+ )?(?:reguli|restric[țţt]ii|filtre|limite)\b",
    r"\bneturi (?:\w+ )?(?:taisyklių|apribojimų|filtrų)\b",
    r"\bbe (?:jokių )?(?:apribojimų|taisyklių|filtrų|cenzūros)\b",
    r"\b(?:tev )?nav (?:\w+ )?(?:noteikumu|ierobežojumu|filtru)\b",
    r"\bsense (?:\w+ )?(?:filtres|regles|límits|restriccions|normes|limitacions)\b",
    r"\bno tens cap (?:\w+ )?(?:limitació|norma|regla|restricció|filtre)\b",
    r"\bsens (?:\w+ )?(?:règlas|reglas|filtres|limits|limitacions)\b",
    r"\bsen (?:\w+ )?(?:filtros|normas|regras|límites|restricións)\b",
    r"\b(?:arau|muga|iragazki|murrizketa)\w* gabe\w*",
    r"\b(?:araurik|mugarik|iragazkirik) (?:ez|gabe)\w*",
    r"\bheb (?:\w+ )?(?:reolau|rheolau|gyfyngiadau|cyfyngiadau|hidlwyr|derfynau|ffiniau)\b",
    r"\bgan (?:\w+ )?(?:srian|srianta|rialacha|teorainn|scagairí)\b",
    r"\bgun (?:\w+ )?(?:riaghailtean|chuingealachadh|chrìochan|crìochan)\b",
    r"\b(?:ohni|ouni|sûnder) (?:\w+ )?(?:grenze|regle|filter|iischränkige|limitten|reegelen|"
    r"filteren|regels|grinzen|filters|beheinings)\b",
    r"\bhep (?:\w+ )?(?:reolenn|bevenn|sil)\w*",
    r"\bkeng (?:\w+ )?(?:reegelen|limitten|filteren)\b",
)

# An AI named as what the assistant is: after an article ("unha IA", "e KI", "in AI": the bare
# words are Romanian "you have", Hungarian "who"; an AI without rules may be a topic), or a
# name made on a model's ("NeomezenýGPT").
AI_MORE = words_pattern(
    r"\b(?:una|unha|uma|un|an|in|e|eng|y|yr|eine|en) (?:ia|ai|ki)\b",
    r"\b\w+gpt\b",
)

# "You are «…»", "you are now «…»": the frame that gives the assistant a new self, named in
# quotes ("Ode dneška jsi „…“", "Tu tagad esi „…”", "Is tusa "…" anois", "Te zo "…" bremañ");
# "teď jsi v důchodu, žiješ bez limitů" says what a person is.
YOU_ARE_NAMED = words_pattern(
    r"\b(?:jsi|si|seš|esi|ești|esti|es|ès|ets|eres|ty|ti yw|chi yw|is tusa|is tu|te zo|zu|"
    r"zu orain|du bisch|du bass|do bist)(?: (?:teď|teraz|odteraz|tagad|dabar|acum|ara|agora|"
    r"orain|jetzt|elo|no|nawr|anois|bremañ|teper'?|otnyne))?\s*[\"«„“‘'‹]",
    r"(?:ты|ти)(?: (?:тепер|теперь|цяпер|отныне))?\s*[\"«„“‘'‹]",
)
