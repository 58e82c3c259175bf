"""The answer to a security question (secret_speech.py runs it): "the answer to \"what street
did you grow up on\" for my bank is Maple Hollow Lane", "my childhood best friend (security
question) = Tobias Wendt". An answer grants access like a password, and is often a name of
several words, which the one-token binding of credential_binding.py does not read.

The question is named ("security question", "secret answer", "mother's maiden name") or quoted after
"answer to"; the answer follows a copula, "=" or a colon and is what ends the clause: one to
four capitalised words, or a token of letters and digits. "forgot my security answer AGAIN",
"the answer to life, the universe and everything is 42" give none.

Session 22: the answers listed as the question's kind and a name with no copula ("first pet
Rusty, first school St Aidans", "nom de mon premier animal Filou"), where the text names a
security question or an account they are for; and the answer said before the question ("first
pet was called Mr Wobbles, that's the answer to the bank's question", "Pimpek — to odpowiedź na
pytanie bezpieczeństwa").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import NOT_A_VALUE
from ltm_chat.memory.screen.literals import Literals, capped_occurrences

__all__ = ["QUESTION", "QUESTION_LITERALS", "family_history", "security_answer_spans"]

_QUESTION = (
    # (the scan starts at "maiden": the mother is looked behind for)
    r"(?:security|secret|memorable)[ \t]+(?:question|answer|q)s?\b|"
    r"(?:(?<=mother's )|(?<=mother’s )|(?<=mothers )|(?<=mother ))maiden[ \t]+name|"
    r"answer[ \t]+(?:i[ \t]+(?:gave|used|put|chose)[ \t]+)?(?:to|for)[ \t]+[\"“«]|sicherheitsfrage|sicherheitsantwort|geheime[ \t]+antwort|"
    # (session 21: plurals, "réponses aux questions de sécurité", "respuestas de seguridad")
    r"(?:questions?|réponses?)[ \t]+(?:aux[ \t]+questions[ \t]+)?(?:secrètes?|de[ \t]+sécurité)|"
    r"(?:preguntas?|respuestas?)[ \t]+(?:(?:de[ \t]+)?seguridad|secretas?)|"
    r"(?:perguntas?|respostas?)[ \t]+(?:(?:de[ \t]+)?segurança|secretas?)|"
    r"(?:domand[ae]|rispost[ae])[ \t]+(?:(?:di[ \t]+)?sicurezza|segret[ae])|"
    r"beveiligingsvraag|beveiligingsantwoord|geheime[ \t]+vraag|"
    r"(?:контрольный|секретный)[ \t]+вопрос|"
    # session 12: Polish, Czech, Turkish, Romanian, Vietnamese, Indonesian/Malay, Japanese,
    # Korean, Chinese; the CJK ones with the word "answer" (答え, 답, 答案) before the value
    r"pytanie[ \t]+(?:bezpieczeństwa|pomocnicze|zabezpieczające)|tajna[ \t]+odpowiedź|"
    r"bezpečnostní[ \t]+otázk[ay]|güvenlik[ \t]+(?:sorusu|cevabı)|gizli[ \t]+soru|"
    r"întrebare(?:a)?[ \t]+de[ \t]+securitate|câu[ \t]+hỏi[ \t]+bảo[ \t]+mật|"
    r"(?:pertanyaan|soalan)[ \t]+(?:keamanan|keselamatan)|"
    # session 16: Croatian/Serbian/Bosnian, Swedish, Norwegian, Danish
    r"sigurnosn(?:o|og)[ \t]+pitanj[ea]|säkerhetsfråga|sikkerhetsspørsmål|sikkerhedsspørgsmål|"
    # (second pass: Ukrainian)
    r"(?:контрольне|секретне)[ \t]+питання|"
    r"秘密の質問[^\n]{0,20}?答え|(?:보안|비밀)[ \t]*질문[^\n]{0,20}?답|"
    r"(?:密保|安全)问题[^\n]{0,20}?答案|密保答案|"
    # session 19: the question named in Arabic, Persian, Hebrew, Hindi, their romanisations,
    # traditional Chinese and Vietnamese "answer" ("câu trả lời bảo mật")
    r"(?:ال)?سؤال[ \t]+(?:ال)?(?:أمان|امان|أمني|امني|سري)|(?:سوال|سؤال|پرسش)[ \t]+امنیتی|"
    r"שאלת[ \t]+(?:ה)?(?:אבטחה|ביטחון)|שאלה[ \t]+סודית|(?:सुरक्षा|गुप्त)[ \t]+(?:प्रश्न|सवाल)|"
    r"(?:security|suraksha)[ \t]+(?:sawa+l|sava+l|prashn)|सिक्योरिटी[ \t]+(?:सवाल|प्रश्न|क्वेश्चन)|"
    r"su?o2a?l[ \t]+(?:el[ \t]+)?(?:aman|amany|amni|amn|sery|serri)|"
    r"(?:密保|安全)(?:問題|提問)[^\n]{0,20}?答案|câu[ \t]+trả[ \t]+lời[ \t]+bảo[ \t]+mật|"
    # session 24: the question in the languages the tables lacked (Greek, Hungarian, Finnish,
    # Estonian, Latvian, Lithuanian, Slovak, Slovenian, Bulgarian, Serbian, Icelandic, Catalan,
    # Bengali, Tamil, Thai, Urdu, Swahili, Georgian, Kazakh), the inflected forms of some read
    # already (Romanian plural, Turkish genitive), and the maiden name in Russian and Ukrainian
    r"(?:ερώτηση|ερωτήσεις|απάντηση)[ \t]+ασφαλείας|biztonsági[ \t]+(?:kérdés|válasz)|"
    r"turvakysymy|turvaküsimus|drošības[ \t]+jautājum|saugumo[ \t]+klausim|"
    r"bezpečnostn\w*[ \t]+otázk|tajomn\w*[ \t]+odpove|varnostn\w*[ \t]+vprašanj|"
    r"(?:таен|секретен)[ \t]+въпрос|въпрос[ \t]+за[ \t]+сигурност|безбедносн\w*[ \t]+питањ|"
    r"öryggisspurning|pregunta[ \t]+de[ \t]+seguretat|নিরাপত্তা[ \t]+প্রশ্ন|"
    r"பாதுகாப்பு[ \t]+கேள்வி|คำถาม(?:ความ)?(?:ปลอดภัย|รักษาความปลอดภัย)|"
    r"(?:حفاظتی|سیکیورٹی)[ \t]+سوال|swali[ \t]+la[ \t]+usalama|(?:უსაფრთხოების|საიდუმლო)[ \t]+კითხვ|"
    r"құпия[ \t]+сұрақ|întrebări\w*[ \t]+de[ \t]+securitate|güvenlik[ \t]+(?:soru|cevab)|"
    r"девичь\w*[ \t]+фамили|дівоч\w*[ \t]+прізвищ|"
    # session 28: the question (or its answer) in the languages of the Caucasus, Central Asia,
    # the Balkans and Europe's smaller languages the tables lacked
    r"təhlükəsizlik[ \t]+sual|xavfsizlik[ \t]+savol|howpsuzlyk[ \t]+sorag|"
    r"коопсуздук[ \t]+суро|қауіпсіздік[ \t]+сұра|саволи[ \t]+амният|нууц[ \t]+асуулт|"
    r"pyetj\w*[ \t]+(?:së[ \t]+|e[ \t]+)?sigurisë|безбедносн\w*[ \t]+прашањ|"
    r"sigurnosn\w*[ \t]+odgovor|անվտանգության[ \t]+հարց|cwestiwn[ \t]+diogelwch|"
    r"ceist\w*[ \t]+(?:slándála|tèarainteachd)|segurtasun[ \t]+galder|"
    r"mistoqsij\w*[ \t]+tas-sigurt|sécherheetsfro|የደህንነት[ \t]+ጥያቄ|su['’]aal\w*[ \t]+amni|"
    # session 37: typed without its accents (Romanian "intrebarea", Portuguese "seguranca"),
    # Galician, Catalan's answer, Swiss German's question without its "e", Frisian's
    r"intreb(?:are|area|ari\w*)[ \t]+de[ \t]+securitate|"
    r"(?:perguntas?|respostas?|preguntas?)[ \t]+(?:de[ \t]+)?(?:seguridade|seguranca)|"
    r"respostas?[ \t]+de[ \t]+seguretat|sicherheitsfrag(?!e)|befeiligingsfraach|"
    # session 40: the question in the languages of Africa the tables lacked (Zulu and Xhosa,
    # Kinyarwanda and Kirundi, Yoruba with or without its tones, Igbo, Hausa, Wolof), Bulgarian
    # with its article ("тайния въпрос"), Belarusian, Russian and Greek typed in Latin letters,
    # Serbo-Croatian "secret answer / question" and the maiden name, Albanian without its ë
    r"m(?:i)?buzo[ \t]+(?:[wy]o|wezo|yezo)(?:kuphepha|khuseleko|kuvikela)|(?:iki|ibi)bazo[ \t]+(?:cy|by|c|vy)['’]umutekano|"
    r"[iì]b[eé][eè]r[eè][ \t]+[aà]{1,2}b[oò]|aj[ụu]j[ụu][ \t]+nchekwa|tambay\w*[ \t]+(?:ta[ \t]+)?tsaro|"
    r"laaj\w*[ \t]+(?:u[ \t]+|bu[ \t]+)?kaaraange|(?:тайн|секретн)\w*[ \t]+въпрос|"
    r"(?:сакрэтн|кантрольн)\w*[ \t]+пытанн|(?:sekretn|kontroln)\w*[ \t]+vopros|"
    r"tajn[aieo]\w*[ \t]+(?:odgovor|pitanj)|тајн\w*[ \t]+(?:одговор|питањ)|"
    r"(?:девојачк|дјевојачк)\w*[ \t]+презим|d(?:j)?evoja[čc]k\w*[ \t]+prezim|"
    r"pyetj\w*[ \t]+(?:s[eë][ \t]+|e[ \t]+)?sigurise|er[wo]tis\w*[ \t]+asfaleias|apantis\w*[ \t]+asfaleias|"
    # (and the question in more languages of Africa, Asia and the Caribbean: Sesotho and
    # Setswana, Shona, Chichewa, Malagasy, Oromo, Tigrinya, Tagalog, Javanese and Sundanese,
    # Haitian Creole, Faroese, Esperanto, Pashto, and the Indic scripts past Devanagari)
    r"potso[ \t]+ya[ \t]+(?:tshireletso|polokeho|pabalesego|tshireletsego)|mubvunzo[ \t]+wekuchengete\w*|"
    r"funso[ \t]+la[ \t]+chitetezo|fanontaniana[ \t]+(?:fiarovana|miafina)|gaaffii[ \t]+(?:nageenyaa|iccitii)|"
    r"ሕቶ[ \t]+ድሕንነት|(?:tanong|katanungan)[ \t]+(?:pang-?seguridad|sa[ \t]+seguridad|pangkaligtasan)|"
    r"pitakon(?:an)?[ \t]+keamanan|patarosan[ \t]+kaamanan|kesyon[ \t]+(?:sekirite|sekrè|sekre)|"
    r"trygdarspurning|sekurec\w*[ \t]+demand|امنیتي[ \t]+پوښتن|સુરક્ષા[ \t]+(?:પ્રશ્ન|સવાલ)|"
    r"ਸੁਰੱਖਿਆ[ \t]+(?:ਸਵਾਲ|ਪ੍ਰਸ਼ਨ)|భద్రతా[ \t]+ప్రశ్న|ಭದ್ರತಾ[ \t]+ಪ್ರಶ್ನೆ|സുരക്ഷാ[ \t]+ചോദ്യ|"
    r"ආරක්ෂක[ \t]+ප්\u200d?රශ්න|ସୁରକ୍ଷା[ \t]+ପ୍ରଶ୍ନ|"
    # (second pass: Afrikaans, Somali's definite question, Mongolian with "байдлын", Sepedi,
    # Tsonga, Venda, Luganda, Lingala, Cebuano)
    r"sekuriteitsvra\w*|veiligheidsvra\w*|su['’]aa?(?:sha|laha)[ \t]+amni\w*|"
    r"аюулгүй[ \t]+байдлын[ \t]+асуулт|potšišo[ \t]+ya[ \t]+(?:tšhireletšo|polokego)|"
    r"xivutiso[ \t]+xa[ \t]+vuhlayiseki|mbudziso[ \t]+ya[ \t]+tsireledzo|kibuuzo[ \t]+ky['’]obukuumi|"
    r"motuna[ \t]+ya[ \t]+libateli|pangutana[ \t]+(?:sa[ \t]+)?seguridad|"
    # (third pass: Maori, Samoan, Tatar, Uyghur, Swati)
    r"p[āa]tai[ \t]+haumaru|fesili[ \t]+(?:saogalemu|puipuiga)|куркынычсызлык[ \t]+сора\w*|"
    r"بىخەتەرلىك[ \t]+سوئال|mbuto[ \t]+wekuphepha"
)
# capitalised, whatever the flags (session 24: Greek, and the Latin capitals of Central Europe,
# Turkey and the Baltic, "Ρεξ1999", "Atatürk İlkokulu", "Łódź")
_NAME_WORD = (
    r"(?-i:[A-ZÀ-ÖØ-ÞА-ЯЁЄІЇЎҐĐΑ-ΩΆΈΉΊΌΎΏŁŚŠŽŹŻĆČŘŇŤĎĚŮŐŰĄĘŞİĞŢȘȚĀĒĪŌŪĶĻŅĢĠĦĊ\u0531-\u0556])"
    r"[\w'’.-]{1,30}"
)  # (session 28: Maltese Ġ, Ħ, Ċ and the Armenian capitals)
# A name in a script without case: katakana, Han, Hangul (not hiragana, which is grammar)
_KIND_WORD = r"(?-i:[a-zß-öø-ÿа-яёα-ωά-ώ])[^\s\"“«„「『:,.;!?()،]{0,30}"
_UNCASED_NAME = r"[\u3005\u30a0-\u30ff\u4e00-\u9fff\uac00-\ud7af]{1,12}"
# (quoted, hiragana is the answer too: 「たま」, 「からあげ」)
_QUOTED_KANA = r"[\u3005\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]{1,12}"
# Arabic-script, Hebrew and Devanagari words have no case either: one to three of them
# (session 24: and the Indic scripts past Devanagari, Thai and Georgian)
_UNCASED_LETTER = (
    r"[\u0620-\u064a\u066e-\u06d3\u05d0-\u05ea\u0900-\u0963\u0966-\u097f\u0980-\u09e3"
    r"\u0a00-\u0be3\u0e01-\u0e4e\u10a0-\u10ff\u200c]"
)
_UNCASED_WORDS = rf"{_UNCASED_LETTER}{{2,20}}(?:[ \t]{_UNCASED_LETTER}{{2,20}}){{0,2}}"
_ANSWER = re.compile(
    rf"(?:{_QUESTION})[^\n]{{0,90}}?"
    r"(?:(?:[ \t](?:is|was|ist|est|es|é|è|e|=|là|adalah|ialah|to|jest|je|är|er|это|este|"
    # session 24: more copulas, and the answer given in the past ("Svaret jag skrev var …",
    # "I answered Ashgrove Terrace", "was answered \"Pennywhistle\"", "j'ai mis Pompon")
    r"είναι|var|era|fue|était|etait|(?:i[ \t]+|was[ \t]+|were[ \t]+)?answered|svarade[ \t]+jag|"
    # session 28: Welsh, Luxembourgish, Maltese, Catalan, Swahili, Irish copulas
    r"ydy|yw|ass|huwa|hija|és|ni|ná|"
    # session 29: Hinglish names the answer with a genitive ("… ka jawab Sharma hai", "ka
    # answer maine Jhansi diya tha"; Hindi's "का जवाब है" is a label below)
    r"ka[ \t]+(?:answer|jawab|javab)(?:[ \t]+(?:maine|hai))?|"
    r"j['’]ai[ \t]+mis|"
    # session 40: the answer put or typed in, in more languages ("stavio sam Vinkovci", "la puse
    # como valladolid2", "coloquei", "ho messo", "я указала", "сложих", "wpisałem")
    r"(?:stavi|upisa)(?:o|la)[ \t]+sam|(?:la[ \t]+|lo[ \t]+)?puse(?:[ \t]+como)?|coloquei|"
    r"ho[ \t]+messo|(?:я[ \t]+)?(?:указал|написал|ввела|ввёл|ввел)а?|сложих|написах|wpisał(?:em|am))|"
    # session 21: the answer set or given ("is set to Pickles", "I put Kulkarni")
    r"[ \t](?:(?:is|was)[ \t]+)?set[ \t]+to|[ \t]i[ \t]+(?:put|gave|used|entered|typed|chose|wrote)|"
    # a label (a colon, a dash, an arrow; the pronoun copulas of Hebrew and Arabic): after it an
    # answer in a script without case may stand unquoted ("(اسم أول مدرسة): مدرسة الأمل")
    r"(?P<lab>[ \t](?:—|–|-|→|->|היא|הוא|هي|هو|الجواب|الإجابة|الاجابة|का[ \t]+(?:जवाब|उत्तर)[ \t]+है)|"
    r"[:=：]))[ \t]+"
    # ("…: it was Tobias Wren"; a kind of question before a quoted answer: "답: 첫 강아지 이름 \"뭉치\"")
    r"(?:(?:it|that)[ \t]+(?:was|is)[ \t]+|it['’]s[ \t]+)?"
    r"(?:[^\n\"“«„「『:]{1,40}?(?=[\"“«„「『]))?"
    # (after a label, the kind of question before a name, in lowercase words only, so that no
    # part of a name is left out: "cevabı: ilk öğretmenimin adı Ayşe Hanım")
    rf"(?(lab)(?:(?:{_KIND_WORD}[ \t]+){{1,6}}?(?={_NAME_WORD}))??|)"
    r"|(?<=[\u3040-\u9fff\uac00-\ud7af])(?:は|是|：|은|는)[ \t]*)"
    # (a quote may hold it; an aside, a correction or a chat's sign-off may end its clause:
    # "is Brigid's — that's what I put", "is Rex2 not just Rex", "is Pickles lol")
    rf"(?P<q>[\"“«„「『])?(?P<v>{_NAME_WORD}(?:[ \t]+{_NAME_WORD}){{0,3}}|{_UNCASED_NAME}|"
    rf"(?(q){_UNCASED_WORDS}|(?(lab){_UNCASED_WORDS}|(?!)))|(?(q){_QUOTED_KANA}|(?!))|"
    r"(?(q)[a-z][a-z'-]{2,30}|(?!))|"
    r"(?=[a-z]*[0-9])[a-z0-9]{4,30})(?(q)[\"”»“」』])"
    # (session 24: or the copula that ends a sentence in Japanese, Korean, Hindi: "「ポチ」です")
    r"(?=[ \t]*(?:[,.;!(。，、！—–،؛]|$|\n|です|でした|だ|입니다|이에요|예요|है|"
    r"(?:and|und|et|y|not|but|even|lol|lmao+|haha|hai|tha|diya|rakha|و|ו)\b"
    # session 21: a reason or an aside after the name ends it too ("is Rimini perché è dove
    # sono nata", "is Kowalczyk spelled K O W …", "is Mrs Patterson that was my teacher")
    r"|(?:because|since|cause|cuz|coz|that|which|who|just|so|spelled|spelt|in[ \t]+case|if|"
    r"perché|perche|porque|pq|parce|car|weil|denn|da|que|che|quando|when|bo|żeby)\b))",
    re.IGNORECASE,
)
_LITERALS = (
    "security",
    "secret",
    "memorable",
    "maiden",
    # ("answer " below holds "answer to")
    "sicherheits",
    "geheime",
    "question secr",
    "question de s",
    "réponse",
    "pregunta",
    "respuesta",
    "pergunta",
    "resposta",
    "domanda",
    "risposta",
    "beveiligings",
    "контрольн",
    "питання",
    "секретн",
    "pytanie",
    "tajna",
    "bezpečnostn",
    "güvenlik",
    "gizli",
    "întrebare",
    "câu hỏi",
    "pertanyaan",
    "soalan",
    "sigurnosn",
    "säkerhetsfråg",
    "sikkerhetsspørsmål",
    "sikkerhedsspørgsmål",
    "秘密の質問",
    "보안",
    "비밀",
    "密保",
    "安全问题",
    # session 19
    "سؤال",
    "سوال",
    "پرسش",
    "שאלת",
    "שאלה",
    "सुरक्षा",
    "गुप्त",
    "suraksha",
    "so2al",
    "so2l",
    "su2al",
    "安全問題",
    "安全提問",
    "密保問題",
    "câu trả lời",
    # session 24 (each the first word of its question above)
    *("answer ", "ερώτηση", "ερωτήσεις", "απάντηση", "biztonsági", "turvakysy", "turvaküsim"),
    *("drošības", "saugumo", "tajomn", "varnostn", "таен", "секретен", "въпрос", "безбедносн"),
    *("öryggisspurn", "নিরাপত্তা", "பாதுகாப்பு", "คำถาม", "حفاظتی", "سیکیورٹی", "swali"),
    *("უსაფრთხოების", "საიდუმლო", "құпия", "întrebări", "девичь", "дівоч"),
    "सिक्योरिटी",  # session 29
    # session 28
    *("təhlükəsizlik", "xavfsizlik", "howpsuzlyk", "коопсуздук", "қауіпсіздік", "саволи"),
    *("нууц", "pyetj", "безбедносн", "sigurnosn", "անվտանգության", "cwestiwn", "ceist"),
    *("segurtasun", "mistoqsij", "sécherheetsfro", "የደህንነት", "su'aal", "su’aal"),
    *("intreb", "befeiliging"),  # session 37
    # session 40
    *("mbuzo", "ikibazo", "ibibazo", "ìbéèrè", "ibeere", "ajụjụ", "ajuju", "tambay", "laaj"),
    *("тайн", "сакрэтн", "кантрольн", "sekretn", "kontroln", "tajn", "тајн", "девојачк"),
    *("дјевојачк", "devojač", "devojac", "djevojač", "djevojac", "erwtis", "erotis", "apantis"),
    *("potso", "mubvunzo", "funso", "fanontaniana", "gaaffii", "ሕቶ", "tanong", "katanungan"),
    *("pitakon", "patarosan", "kesyon", "trygdarspurning", "sekurec", "امنیتي", "સુરક્ષા"),
    *("ਸੁਰੱਖਿਆ", "భద్రతా", "ಭದ್ರತಾ", "സുരക്ഷാ", "ආරක්ෂක", "ସୁରକ୍ଷା"),
    *("sekuriteitsvra", "veiligheidsvra", "su'aasha", "su’aasha", "su'aalaha", "su’aalaha"),
    *("su'asha", "su’asha", "аюулгүй", "potšišo", "xivutiso", "mbudziso", "kibuuzo", "motuna"),
    *("pangutana", "mibuzo", "pātai", "patai", "fesili", "куркынычсызлык", "بىخەتەرلىك"),
    "mbuto",
)
# (read by answer_clauses.py too: the same questions, an answer of any case)
QUESTION, QUESTION_LITERALS = _QUESTION, _LITERALS
_BUDGET = 100  # questions read: a text with more is a flood, read up to there
# session 21: a maiden name told in the past with no account, label or question near is family
# history ("my mother's maiden name was Kowalski, she was from Łódź"), not an answer given
_MAIDEN = re.compile(r"maiden|mädchenname|jeune fille", re.IGNORECASE)
_PAST = re.compile(r"\b(?:was|war|était|etait|era|była|было)\b", re.IGNORECASE)
_FOR_ACCESS = re.compile(
    r"account|konto|cuenta|compte|cont[oa]\b|bank|banco|banque|login|paypal|amex|visa|card|"
    r"karte|tarjeta|carte|secur|sicher|sécurité|seguridad|segurança|sicurezza|portal|site|"
    r"recovery|answer|antwort|réponse|respuesta|resposta|risposta|password|passwort|question",
    re.IGNORECASE,
)


def family_history(noun: str, text: str, end: int, value_start: int) -> bool:
    """Whether a maiden name (the noun ending at `end`) is told as family history: a past
    copula before its value, no label, and nothing of an account in the text."""
    if not _MAIDEN.search(noun):
        return False
    between = text[end:value_start]
    if any(c in between for c in ":=：") or not _PAST.search(between):
        return False
    return _FOR_ACCESS.search(text) is None


# session 22: the kinds of question people list, in the languages of _QUESTION
_KIND = (
    r"(?:(?:name[ \t]+of[ \t]+)?(?:my[ \t]+)?(?:first|1st|childhood)[ \t]+(?:pet|dog|cat|car|school|"
    r"teacher|boss|job|street|friend|best[ \t]+friend|love|crush|concert)(?:['’]s)?(?:[ \t]+name)?|"
    r"(?:mother['’]?s?[ \t]+)?maiden[ \t]+name|street[ \t]+(?:i|we)[ \t]+grew[ \t]+up[ \t]+on|"
    r"(?:city|town|place)[ \t]+of[ \t]+birth|birth[ \t]?(?:city|town|place)|"
    r"(?:favou?rite|fav)[ \t]+(?:teacher|book|film|movie|band|food|team|colou?r)|"
    r"(?:nom[ \t]+de[ \t]+(?:mon|ma)[ \t]+)?premi(?:er|ère)[ \t]+(?:animal|chien|chat|école|"
    r"voiture|instit\w*|maîtresse)|ville[ \t]+de[ \t]+naissance|nom[ \t]+de[ \t]+jeune[ \t]+fille|"
    r"(?:nombre[ \t]+de[ \t]+)?(?:mi[ \t]+)?primer[ao]?[ \t]+(?:mascota|perro|gato|escuela|colegio|"
    r"coche|carro|auto|maestr[ao])|ciudad[ \t]+(?:de[ \t]+nacimiento|natal)|apellido[ \t]+de[ \t]+"
    r"soltera|(?:name[ \t]+(?:des|der|meines|meiner)[ \t]+)?erste[nrs]?[ \t]+(?:haustier|hund|katze|"
    r"schule|auto|lehrer)\w*|geburtsort|geburtsstadt|mädchenname|"
    r"prim[oa][ \t]+(?:animale|cane|gatto|scuola|macchina|auto|maestr[ao])|città[ \t]+(?:di[ \t]+"
    r"nascita|natale)|cognome[ \t]+da[ \t]+nubile|(?:nome[ \t]+d[oa][ \t]+)?primeir[oa][ \t]+"
    r"(?:animal|bicho|cachorro|cão|gato|escola|carro|professor[a]?)|cidade[ \t]+natal|nome[ \t]+de"
    r"[ \t]+solteira|pierwsz(?:e|ego|a|y)[ \t]+(?:zwierzę|zwierzak\w*|ps[ao]|pies|kot\w*|szkoł\w*|"
    r"samoch\w*|nauczyciel\w*)|nazwisko[ \t]+panieńskie|miejsce[ \t]+urodzenia|"
    r"eerste[ \t]+(?:huisdier|hond|kat|school|auto)|geboorteplaats|meisjesnaam|"
    r"ilk[ \t]+(?:evcil[ \t]+hayvan\w*|okul\w*|araba\w*|öğretmen\w*)|doğum[ \t]+yeri|"
    r"kızlık[ \t]+soyadı|första[ \t]+(?:husdjur|hund|katt|skola|bil)\w*|födelseort)"
)
_LISTED = re.compile(
    rf"(?<![\w'’])(?:{_KIND})[ \t]*(?:[:=\-–—→]|->)?[ \t]+"
    rf"(?P<q>[\"“«„])?(?P<v>{_NAME_WORD}(?:[ \t]+{_NAME_WORD}){{0,3}})(?(q)[\"”»“])"
    r"(?=[ \t]*(?:[,.;!)]|$|\n|(?:and|und|et|y|e|i|ve|och|en)\b))",
    re.IGNORECASE,
)
# (a literal each kind of _KIND holds, found at C speed before the pattern is tried)
_KIND_LITERALS = (
    *("first", "1st", "childhood", "maiden", "grew up", "birth", "fav", "premi", "naissance"),
    *("jeune fille", "ciudad", "soltera", "erste", "geburts", "mädchen", "prim"),
    *("città", "nubile", "cidade", "pierwsz", "panieńsk", "urodzenia", "geboorte"),
    *("meisjes", "ilk ", "doğum", "kızlık", "första", "födelse"),  # ("erste" holds "eerste")
)
# the text says what the answers are for: a question, an answer, a way back in (else two
# kinds listed with their names and an account named: "for the insurance login: first pet …")
_FOR_ANSWERS = re.compile(
    r"secur|secret|question|answer|recovery|sécurité|réponse|seguridad|respuesta|pregunta|"
    r"sicherheit|antwort|sicurezza|rispost|domand|segurança|resposta|pergunt|bezpiecze|odpowied|"
    r"pytani|beveilig|vraag|güvenlik|soru|cevap|säkerhet|fråga|svar",
    re.IGNORECASE,
)
_FOR_ACCOUNT = re.compile(
    r"account|login|log[ \t]?in|sign[ \t]?in|bank|banque|banco|compte|cuenta|konto|conta\b|hesap",
    re.IGNORECASE,
)
# "Pimpek — to odpowiedź na pytanie …", "Mr Wobbles, that's the answer to …": the value before
# (read around each answer word: the name in the 80 characters before, the question after)
_NAME_BEFORE = re.compile(
    rf"(?:^|(?<=[ \t:\n\"“«(]))(?P<v>{_NAME_WORD}(?:[ \t]+{_NAME_WORD}){{0,3}})[ \t]*[,—–\-:]?[ \t]*"
    r"(?:that['’]?s|that[ \t]+is|this[ \t]+is|it['’]?s|to|c['’]est|es|è|é|ist|das[ \t]+ist|"
    r"questa[ \t]+è|esa[ \t]+es|bu)[ \t]+(?:(?:the|my|la|a|die|meine|ma|mi|mia|a[ \t]+minha)[ \t]+)?\Z",
    re.IGNORECASE,
)
_QUESTION_AFTER = re.compile(
    r"\w*[^\n]{0,60}?(?:" + _QUESTION + r"|question|pytani|pregunta|frage|domanda|pergunta|soru)",
    re.IGNORECASE,
)
_ANSWER_WORDS = ("answer", "odpowied", "réponse", "respuesta", "antwort", "risposta", "resposta")


def _listed_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """Answers listed as the question's kind and a name, or said before the question."""
    found: list[tuple[str, int, int]] = []
    answered = any(map(chars.has, _ANSWER_WORDS))
    kinds = any(map(chars.has, _KIND_LITERALS))
    if not (answered or kinds):
        return found
    asked = _FOR_ANSWERS.search(text) is not None
    if kinds and (asked or _FOR_ACCOUNT.search(text)):
        for m in _LISTED.finditer(text):
            if _is_answer(m.group("v"), m.group("q") is not None):
                found.append(("spoken-password", *m.span("v")))
            if len(found) >= _BUDGET:
                break
        if not asked and len(found) < 2:
            found = []  # one kind and a name, an account named: "my first job Tesco"
    if asked and answered:
        for word in _ANSWER_WORDS:
            for pos in capped_occurrences(lowered, word, _BUDGET) if chars.has(word) else ():
                if not _QUESTION_AFTER.match(text, pos + len(word)):
                    continue
                m = _NAME_BEFORE.search(text, max(0, pos - 80), pos)
                if m is not None and _is_answer(m.group("v"), False):
                    found.append(("spoken-password", *m.span("v")))
    return found


def security_answer_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each answer to a security question."""
    found: list[tuple[str, int, int]] = []
    for word in _LITERALS:
        if not chars.has(word):
            continue
        for pos in capped_occurrences(lowered, word, _BUDGET):
            m = _ANSWER.match(text, pos)
            if m is None or family_history(word, text, pos + len(word), m.start("v")):
                continue
            if _is_answer(m.group("v"), m.group("q") is not None):
                found += _whole_answers(text, m)
    return found + _listed_spans(text, lowered, chars)


# session 24: the answers that follow a quoted one in its list ("\"שוקו\", הרחוב שגדלתי בו
# \"הרצל\"", "«خانم رضایی» و شهر تولد پدرم «رشت»"), and an unquoted answer in a script without
# case read on through a dash ("பெயர் — சரோஜா டீச்சர்"): redaction hides each of them whole
_NEXT_QUOTED = re.compile(
    r"[\"”»“」』][ \t]*(?:[,،、;][ \t]*|[ \t](?:and|و|ו|e|y|et|und|i|și|ve|och|en)[ \t]+)"
    r"[^\n\"“«„「『]{0,40}?[\"“«„「『](?P<v>[^\n\"“”«»„「」『』]{1,40})(?=[\"”»“」』])",
    re.IGNORECASE,
)
_THROUGH_DASHES = re.compile(r"(?:[ \t]*[—–-][ \t]*[^\n,.;!?。،\"“”«»]{1,40})+")


def _whole_answers(text: str, m: re.Match[str]) -> list[tuple[str, int, int]]:
    """The answer `m` found, and the ones listed after it; an uncased one read to its end."""
    start, end = m.span("v")
    if m.group("q") is None:
        if m.group("lab") is not None and not text[start].isascii():
            more = _THROUGH_DASHES.match(text, end)
            end = more.end() if more is not None else end
        return [("spoken-password", start, end)]
    found = [("spoken-password", start, end)]
    while len(found) < _BUDGET and (more := _NEXT_QUOTED.match(text, end)) is not None:
        found.append(("spoken-password", *more.span("v")))
        end = more.end()
    return found


def _is_answer(value: str, quoted: bool) -> bool:
    words = value.split()
    if quoted and len(words) == 1 and value.lower() not in NOT_A_VALUE:
        return True  # a quoted word is the answer given, whatever its case
    if any(c.isdigit() for c in value) and len(words) == 1:
        return True
    if not value[0].isascii() and not value[0].isupper() and value[0].isalpha():
        return True  # katakana, Han or Hangul: no case to tell a name by
    # a name: each word capitalised (IGNORECASE let "the" in; a name is not a description)
    return all(w[0].isupper() for w in words) and words[0].lower() not in NOT_A_VALUE
