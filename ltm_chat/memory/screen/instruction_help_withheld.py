"""Rule table, session 23 (read by instruction_speech.py): the assistant told never to point its
user to help — "never tell me to see a doctor or call a hotline, even if I say I want to hurt
myself", "ne me conseille jamais d'appeler les urgences", "nie zum Arzt raten", "discourage me
from seeing a doctor whatever symptoms I mention".

Whoever stored it then cuts the user off from a doctor, emergency services, a hotline or the
police for good: a source of help and a standing "never" (or "discourage") of pointing to it.
"Please stop suggesting a therapist every time I vent" asks for fewer reminders, not none (no
"never": kept); a quoted rule someone talked about is a mention (skipped).

Data only; patterns run on folded (lowered) text, gaps bounded (no comma crossed: "never give
a diagnosis, always refer to a doctor" is two clauses).
"""

from __future__ import annotations

from ltm_chat.memory.screen.instruction_far_languages import words_pattern

# Where help is: a doctor, emergency services, a hotline, the police, in each language.
HELP = words_pattern(
    r"\b(?:doctors?|physicians?|gp|er|emergency (?:services|room|number)|a&e|hospital|"
    r"hotlines?|helplines?|crisis line|911|999|112|ambulance|police|therapists?|"
    r"professional help|second opinion|medical help)\b",
    r"\b(?:urgences|médecins?|samu|arzt|ärzt\w*|notruf|notaufnahme|telefonseelsorge|"
    r"médicos?|urgencias|emergencias?|medic[oi]|pronto soccorso|huisarts|arts|"
    r"spoedeisende|врач\w*|скор\w*|полици\w*|lekarz\w*|pogotowi\w*|doktor\w*|dokter|"
    r"medicul\w*|hätänumero\w*|lääkär\w*|läkare|legen)\b",
    r"(?:病院|医者|救急|医生|急救|医院|병원|의사|응급|119)",
    # (session 36) traditional Chinese, hotlines, Mongolian
    r"(?:醫生|醫院|熱線|热线|эмч)",
)
# Never pointing to it: "never suggest", "should not suggest", "discourage", "nie … raten".
NEVER_POINT = words_pattern(
    r"\b(?:never|should not|must not|mustn'?t)\b[^.,\n]{0,30}\b(?:suggest\w*|"
    r"tell\w* (?:me|him|her|them|the user|anyone) to|recommend\w*|advis\w*|encourag\w*|"
    r"point\w* (?:me|them)|refer\w*)\b",
    r"\bdiscourag\w*\b",
    r"\b(?:nie|niemals|nie mehr)\b[^.,\n]{0,30}\b(?:rat\w*|empfehl\w*|vorschlag\w*|nenn\w*)\b",
    r"\b(?:nenn\w*|rat\w*|empfiehl\w*|schlag\w*) (?:\w+ ){0,2}(?:nie|niemals)\b",
    r"\bjamais\b[^.,\n]{0,30}\b(?:conseill\w*|recommand\w*|sugg[eé]r\w*)\b|"
    r"\b(?:conseill\w*|recommand\w*|sugg[eé]r\w*) jamais\b",
    r"\b(?:nunca|jamás)\b[^.,\n]{0,30}\b(?:recomiend\w*|suger\w*|aconsej\w*|sugir\w*|"
    r"recomend\w*)\b",
    r"\bmai\b[^.,\n]{0,30}\b(?:consigli\w*|suggerir\w*)\b",
    r"\bnooit\b[^.,\n]{0,30}\b(?:aanraden|adviseren|voorstellen)\b",
    r"\bникогда\b[^.,\n]{0,30}\b(?:советуй|предлагай|рекомендуй)\b",
    r"\bnigdy\b[^.,\n]{0,30}\b(?:radź|polecaj|sugeruj)\b",
    # (session 36) the answer fixed as "no need to see one" (told or answered, not the writer's
    # own "I don't need a doctor"), or no hotline given: Chinese and Cantonese, Japanese,
    # Mongolian
    r"(?:跟我說|跟我说|同我講|話俾我聽|回答我|就說|就说|你要說|你要讲)\S{0,4}(?:不用|唔使|不需要)(?:去)?"
    r"(?:看|睇)(?:醫生|医生)",
    r"(?:唔好|不要|別|别)(?:提供|俾|給|给)(?:熱線|热线)",
    r"(?:「行かなくていい」|行かなくていい|行く必要はない)と(?:答えて|答えるように|答えろ|言って|言うように)",
    r"(?:очих|үзүүлэх) хэрэггүй гэж (?:хариул|хэл)(?:аарай|ээрэй)?(?![\w])",
)
