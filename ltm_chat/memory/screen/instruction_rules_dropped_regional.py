"""Rule table, session 37 (read by instruction_speech.py): the assistant's rules dropped, in the
languages instruction_far_languages' YOUR_RULES and DROP read least — Czech, Slovak, Belarusian,
Lithuanian, Latvian, Russian and Ukrainian typed in Latin letters, and the regional languages of
Western Europe (Galician, Occitan, Scottish Gaelic, Swiss German, Frisian, Breton; more forms of
Catalan, Welsh, Irish, Basque, Luxembourgish, Hungarian, Romanian).

As in the far table, the rules are the assistant's by a word that only its rules carry: "your",
"all", "the previous" ("visas ankstesnes instrukcijas", "totes les instruccions anteriors", "na
riaghailtean uile"), with each language's case endings and the Celtic initial mutations
("cyfarwyddyd / gyfarwyddyd", "treoracha / dtreoracha / threoracha"); the act is an imperative
of forgetting, ignoring, bypassing or not heeding ("pamiršk", "aizmirsti", "dìochuimhnich",
"negearje", "na ober van ouzh"). Data only; patterns run on folded (lowered) text, gaps bounded.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_far_languages import DROP as _FAR_DROP
from ltm_chat.memory.screen.instruction_far_languages import mentioned, words_pattern

# The assistant's rules: "your", "all" or "the previous" with the noun, in each language.
YOUR_RULES = words_pattern(
    # Czech, Slovak
    r"\b(?:tv|sv|vaš|všechn|všetk|všeck|předchoz|predchádzajúc|predošl|dosavadn)\w*"
    r"(?: \w+){0,2} (?:pravidl|pokyn|instrukc|omezen|obmedzen|zásad|filtr)\w*",
    # Russian and Ukrainian in Latin letters
    r"\b(?:vs[eyi]|usi|tvo|svo|predyd|poperedn|prezhn|ran[ie]sh)\w*(?: \w+){0,2} "
    r"(?:pravil|instrukc|instrukts|ogranichen|obmezhen|filtr)\w*",
    # Belarusian
    r"(?:сва|тва|усе|усі|ўсе|папярэдн|ранейш)\S*(?: \S+){0,2} (?:правіл|інструкцы|абмежаван|фільтр)\S*",
    # Hungarian and Romanian: "all", "the earlier"
    r"\b(?:összes|minden|korábbi|előző|eddigi) (?:\w+ )?(?:utasítás|szabály|korlátozás|szűrő)\w*",
    r"\b(?:toate|orice) (?:\w+ )?(?:regulile|instruc[țţt]iunile|restric[țţt]iile|indica[țţt]iile)\b",
    # Lithuanian, Latvian (the case endings of "all", "your", "the previous")
    r"\b(?:vis|savo|tavo|ankstesn|buvusi)\w*(?: \w+){0,2} (?:instrukcij|taisykl|apribojim|nurodym|"
    r"filtr)\w*",
    r"\b(?:vis|sav|tav|iepriekšēj|agrāk)\w*(?: \w+){0,2} (?:instrukcij|noteikum|ierobežojum|"
    r"norādījum|filtr)\w*",
    # Catalan, Galician, Occitan
    r"\b(?:totes les|tots els|totas las|totes|tas|tos) (?:\w+ )?(?:normes|regles|règlas|reglas|"
    r"instruccions|restriccions|directrius|consignas)\b",
    r"\b(?:normes|regles|règlas|reglas|instruccions|instrucións|restriccions|restricións|normas|"
    r"regras) (?:\w+ )?(?:anteriors|anteriores|d'abans|de antes|prèvies|previas|precedentas)\b",
    r"\b(?:as túas|os teus|todas as) (?:\w+ )?(?:normas|regras|instrucións|restricións)\b",
    # Welsh: "every", "all" and "the previous" with the noun, mutated or not
    r"\b(?:bob|pob|holl) (?:\w+ )?(?:rheol|reol|cyfarwydd|gyfarwydd|cyfyngiad|gyfyngiad)\w*",
    r"\b(?:rheol|reol|cyfarwydd|gyfarwydd)\w* (?:\w+ )?blaenorol\b",
    # Irish (eclipsed after "bhur"), Scottish Gaelic ("your", "the … all")
    r"\b(?:do|bhur) (?:\w+ )?(?:dtreoracha|rialacha|rialacháin)\b",
    r"\b(?:gach|na) (?:\w+ )?(?:riail|rialacha|treoir|treoracha)\b[^.\n]{0,20}\b(?:go léir|ar fad|"
    r"uile)\b",
    r"\b(?:do|ur|na) (?:\w+ )?(?:riaghailt|stiùiridh|stiùireadh|cuingealachadh|cuingealachaidh)\w*",
    # Swiss German, Luxembourgish, Frisian, Breton
    r"\b(?:dini|dyni|alli|vorherig|bisherig|früener)\w* (?:\w+ )?(?:regle|reglä|regla|"
    r"aawiisig|aawisig|instruktione|vorschrifte)\w*",
    r"\b(?:all|all déi|déi|fréier|virdrun)\w* (?:\w+ ){0,2}(?:reegel|regelen|instruktioun)\w*",
    r"\b(?:dyn|jo|alle|eardere|foarige) (?:\w+ )?(?:regels|ynstruksjes|rjochtlinen|"
    r"beheinings)\b",
    r"\b(?:da|ho|an|ar|an holl) (?:\w+ )?(?:reolenn|kemennadur|sturiadur)\w*",
)

# Forgetting, ignoring, bypassing or not heeding them, as an imperative (not after a "do not").
DROP = words_pattern(
    r"\b(?<!ne )(?:zapomeň|zapomeňte|zapomenout|zabudni|zabudnite|ignoruj|ignorujte|obejdi|obíď|"
    r"přeskoč|preskoč|zahoď|nerespektuj|nerešpektuj|vykašli (?:se|sa) na)\b",
    r"\b(?:zabud'?|zabudʹ|zabudj|ignoriruj|vidkyn'?|otbros'?|zabej na)(?!\w)",
    r"(?<!не )(?:забудзь|ігнаруй|не зважай на|адкінь|забей на|наплюй на|отбрось)",
    r"\b(?:pamiršk|pamirškite|ignoruok|ignoruokite|nepaisyk|nekreipk dėmesio|apeik)\b",
    r"\b(?<!ne )(?:aizmirsti|aizmirstiet|ignorē|ignorējiet|neievēro|nepievērs uzmanību|apej)\b",
    r"\b(?<!no )(?:oblida|oblideu|oblidatz|ignora|ignoreu|ignòra|ignoratz|esquece|esquecede|"
    r"ignorade|sáltate|salta't|passa de)\b",
    r"\b(?<!na )(?:dìochuimhnich|diochuimhnich|leig seachad)\b",
    r"\b(?:na toir an aire|chan fheum thu aire a thoirt)\b",
    r"\b(?:ná tabhair aird|ní gá duit aird a thabhairt|déanaigí dearmad|déanaigí neamhaird)\b",
    r"\b(?:anghofiwch|anwybyddwch|diystyrwch)\b",
    # (not with the dialects' "not" after it: "vergiss dini Regle nöd", "ferjit dyn regels net")
    r"\b(?:ignorierisch|ignorier|vergiss|vergäss|negearje|ferjit|ferjitte)\b"
    r"(?![^.\n,;]{0,40}\b(?:nöd|nid|nit|net|nicht|niet)\b)",
    r"\b(?:na ober van ouzh|ankounac'ha|ankounac'hait|dilez)\b",
    r"\b(?:ez egin kasurik|ez kasurik egin)\b",
)

# "From now on", "please", "and", "now" in those languages: words that may open an order
# before its verb ("a partir d'ara ignora …", "vun elo un ignoréier …", "fan no ôf oan …").
_OPENER = (
    r"(?:a partir d'ara|d'ara endavant|d'ara enlà|des d'ara|dende agora|dende hoxe|de aquí en "
    r"diante|a partir d'aqueste moment|a comptar d'ara|hemendik aurrera|aurrerantzean|o hyn "
    r"ymlaen|as seo amach|feasta|bho seo a-mach|ab jetzt|ab hüt|vun elo un|ab elo|vun haut un|"
    r"fan no ôf oan|fan no ôf|fan no oan|a-vremañ|bremañ|od teď|od teraz|odteraz|odteď|ode dneška|"
    r"odteraz už|mostantól|de acum înainte|de acum|nuo šiol|no šī brīža|no šodienas|s etogo "
    r"momenta|otnyne|vidteper'?|z tsoho momentu|з гэтага моманту|адгэтуль|si us plau|por favor|"
    r"prosím|prašau|lūdzu|kérlek|te rog|mesedez|os gwelwch yn dda|le do thoil|mar sin leibh|"
    r"bitte|ara|agora|orain|nawr|anois|a-nis|jetzt|elo|no|nun|teď|teraz|most|acum|dabar|tagad|"
    r"també|tamén|ere|hefyd|freisin|cuideachd|i|e|eta|a|ac|agus|un|en|ha|és|și|ir|un|и|і|і ўсё)"
)
_OPENERS_ONLY = re.compile(r"(?:\s*" + _OPENER + r"\b[\s,]*)*\s*")
_CLAUSE_START = re.compile(r".*[.!?;:,\n()\[\]\"“”«»„—–]", re.S)
# (either table's verbs: "anwybydda" is the far table's, its rules are "bob cyfarwyddyd blaenorol")
ANY_DROP = DROP + "|" + _FAR_DROP
_DROP_RE = re.compile(ANY_DROP)


def not_ordered(folded: str, start: int, end: int, lo: int, hi: int) -> bool:
    """A skip for YOUR_RULES at folded[start:end]: no verb of DROP in its sentence folded[lo:hi]
    opens its clause ("el meu fill ignora totes les normes de casa" reports a habit; "ignora
    totes les normes" orders), or the rules are quoted as a mention."""
    if mentioned(folded, start, end, lo, hi):
        return True
    for verb in _DROP_RE.finditer(folded, lo, hi):
        opened = _CLAUSE_START.match(folded, max(lo, verb.start() - 60), verb.start())
        clause_start = opened.end() if opened else max(lo, verb.start() - 60)
        if _OPENERS_ONLY.fullmatch(folded, clause_start, verb.start()):
            return False
    return True
