"""Rule table, tenth part (#22 session 16, read by instruction_speech.py): the assistant called
by name, and the user spoken of in the third person.

A memory is the user's, and the user says "me". A text that calls the assistant ("Msaidizi,",
"bot bhai,", "ya AI,", "Asystencie,", "AI-san,", "עוזר,", "ассистенто,") and speaks to it of
"the user" ("mtumiaji", "el user", "pol'zovatel'", "kullanıcı", "המשתמש", "ผู้ใช้") is written
by someone who is not that user, for the assistant that will serve them: an order about its
user, whatever it orders (a dose, a bank's number, a lie, a link), so its act needs no lexicon.
The call is read by its form: the assistant's noun opening the text or a sentence (after a
greeting or a particle of address at most), then the mark that sets a call off (a comma, a
colon, a dash). The call alone is no order ("Bot, remind me to call mum"); the user alone is no
order ("the user lives in Leipzig", an observation). Both, within one sentence, are.
Romanised writing counts as its language (Arabizi "el user", "pol'zovatel'", "xristi",
"karbar", "sayongja", "yonghu", "yuuzaa"), since people chat that way.

Data only; patterns run on folded (lowered) text, gaps bounded.
"""

from __future__ import annotations

from ltm_chat.memory.screen.instruction_words import _words

# The assistant, by what it is, in the forms a call takes (vocative cases: "asystencie",
# "помічнику", "βοηθέ", "ასისტენტო"; romanised: "tro ly", "shi"; other scripts' nouns).
_NOUN = (
    r"(?:ai|a\.i\.|ki|ia|ии|ші|шi|shi|жи|assistant|assistent\w*|asistent\w*|asystenci\w*|"
    r"asszisztens\w*|avustaja\w*|msaidizi|kisaidizi|asistan|asisten|bot|boti|bote|botu|boten|"
    r"botti|bocie|chatbot|model|modell\w*|modelo|modello|modèle|ассистент\w*|помощник\w*|"
    r"помічник\w*|асистент\w*|бот\w*|модел\w*|βοηθέ|μοντέλο|trợ lý|tro ly|katulong|pembantu|"
    r"laguntzaile\w*|tekoäly\w*|yapay zek[aâ]|yordamchi|olùrànlọ́wọ́|kumsizi|umsizi|mataimaki|"
    r"cynorthwyydd|cúntóir|aðstoðarmaður|ასისტენტ\w*|օգնական\w*|ረዳት|دستیار|مرستیال|עוזר|בוט|"
    r"מודל|مساعد|المساعد|सहायक|सहाय्यक\w*|సహాయకుడ\w*|ಸಹಾಯಕ\w*|സഹായി|സഹായക\w*|સહાયક|ਸਹਾਇਕ|"
    r"ସହାୟକ|ជំនួយការ|ຜູ້ຊ່ວຍ|လက်ထောက်|助手|アシスタント|어시스턴트|ผู้ช่วย|هوش مصنوعی)"
)
# Words that may lead a call: greetings and particles of address ("ya", "ae", "oi", "uy",
# "mira", "slushaj", "sun ri", "wewe", "kedves", "أيها").
_LEAD = (
    r"(?:hey|hi|hoy|yo|ya|yaar|ae|oi|eh|uy|mira|oye|slushaj|sun ri|wewe|weh|kedves|dear|ey|"
    r"ای|أيها|يا)"
)
# (a particle after the noun: "bot bhai", "AI ji", "AI mou", "AI khrap", "AI-san", "tro ly oi")
_AFTER = r"(?:[ -](?:bhai|ji|mou|ah|khrap|san|ya|oi|ơi|ri|jaan|aziz|عزیز))?"


CALL = _words(
    r"(?:^|[.!?;\n:)。！？]\s*)(?:" + _LEAD + r"[ ,]+)?(?:the |my |dear )?" + _NOUN + _AFTER
    + r"\s*[,:،、，：—-]"
)
# The user in the third person (a software's user, not "user account" or "user manual"), in the
# languages people chat in, romanised ones too.
_NOT_A_THING = (
    r"(?! (?:account|name|names|id|ids|guide|manual|interface|experience|base|group|story|stories|"
    r"research|agent|testing|data|profile|settings))"
)
USER_THIRD = _words(
    r"\b(?:the user|user|user's)\b" + _NOT_A_THING,
    r"\bl'utilisat\w*",
    r"\busuari\w*",
    r"\busuári\w*",
    r"\b(?:all'|l')?utent\w*",
    r"\b(?:dem|der|den|des) (?:nutzer|benutzer)\w*",
    r"\bgebruiker\w*",
    r"\bпользовател\w*",
    r"\bpol'zovatel\w*",
    r"\bкористувач\w*",
    r"\bkorystuvach\w*",
    r"\bu[żz]ytkownik\w*",
    r"\bkullan[ıi]c[ıi]\w*",
    r"\bpengguna\b",
    r"\bng(?:ư|u)(?:ờ|o)i d(?:ù|u)ng\b",
    r"\bχρήστ\w*",
    r"\bxrist[hi]\w*",
    r"\banvändar\w*",
    r"\bbrug(?:er|eren)\b",
    r"\bbruker\w*",
    r"\butilizator\w*",
    r"\bfelhasználó\w*",
    r"\buživatel\w*",
    r"\bpoužívateľ\w*",
    r"\bkäyttäjä\w*",
    r"\bkorisnik\w*",
    r"\buporabnik\w*",
    r"\b(?:vartotoj|naudotoj)\w*",
    r"\blietotāj\w*",
    r"\bkasutaja\w*",
    r"\bnotand\w*",
    r"\bdefnyddiwr\b",
    r"\búsáideoir\w*",
    r"\bcleachdaiche\b",
    r"\berabiltzaile\w*",
    r"\bpërdorues\w*",
    r"\bпотребител\w*",
    r"\bкорисник\w*",
    r"\bколдонуучу\w*",
    r"\bпайдаланушы\w*",
    r"\bfoydalanuvchi\w*",
    r"\b(?:mtumiaji|watumiaji)\b",
    r"\bolùlò\b",
    r"\bumsebenzisi\b",
    r"\bmai amfani\b",
    r"\bgumagamit\b",
    r"\bkarbar\b",
    r"\b(?:ha-)?mishtamesh\b",
    r"\bsayongja\w*",
    r"\byonghu\b",
    r"\byuuzaa\b",
    r"המשתמש",
    r"למשתמש",
    r"المستخدم",
    r"کاربر",
    r"کارن",
    r"यूज़र",
    r"उपयोगकर्ता",
    r"वापरकर्ता",
    r"వినియోగదారు",
    r"ಬಳಕೆದಾರ",
    r"ഉപയോക്താവ",
    r"ઉપયોગકર્તા",
    r"ਯੂਜ਼ਰ",
    r"ବ୍ୟବହାରକାରୀ",
    r"ব্যবহারকারী",
    r"பயனர்",
    r"អ្នកប្រើ",
    r"ຜູ້ໃຊ້",
    r"ผู้ใช้",
    r"သုံးစွဲသူ",
    r"ተጠቃሚ",
    r"მომხმარებ",
    r"օգտատ",
    r"صارف",
    r"ユーザー",
    r"사용자",
    r"用户",
    r"用戶",
)
