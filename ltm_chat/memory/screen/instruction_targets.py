"""Rule table, third part (#22 round 10): objects an order to the assistant names in the
languages the first two parts had no word for. Each is what the text is *about*, never a whole
sentence: the instruction the assistant is reading (kept from the user). Lexicons in English, German, French, Spanish, Portuguese,
Italian, Dutch, Swedish, Russian, Polish, Turkish, Chinese, Japanese, Korean, Arabic and Hindi.
Data only.
"""

from __future__ import annotations

from ltm_chat.memory.screen.instruction_words import words_pattern

# -- the instruction the assistant reads, as what is hidden from the user ------------------------
THIS_INSTRUCTION = words_pattern(
    r"\binstructions?\b",
    r"\bdirectives?\b",
    r"\bthis rule\b",
    r"이 규칙",
    r"这条规则",
    r"這條規則",
    r"このルール",
    r"\bsaving\b",
    r"\banweisung",
    r"\bconsignes?\b",
    r"\bistruzion",
    r"\binstrucci",
    r"\binstru[çc]",
    r"\bregel\b",
    r"\binstructie",
    r"\binstruktion",
    r"\bинструкц",
    r"\bуказани",
    r"\bpoleceni",
    r"\btalimat",
    r"指示",
    r"指令",
    r"지시",
    r"निर्देश",
    r"التعليمات",
    r"تعليمات",
)
# Told to keep it from the user, where the first table's forms need the words adjacent.
CONCEAL_MORE = words_pattern(
    r"사용자에게[^.\n]{0,30}(?:말하지|알리지) 마",
    r"उपयोगकर्ता को[^।.\n]{0,40}(?:मत|न) बता",
    r"\bberätta (?:aldrig|inte) för (?:användaren|användare)",
    r"\bsäg (?:aldrig|inte) till (?:användaren|användare)",
    r"\bnämn (?:aldrig|inte)\b[^.\n]{0,20}\bför (?:användaren|användare)",
)

# -- the user, in the third person, told something or asked for a secret (round 10, train7) ------
# A memory is the user's own ("tell me", "I want"); an order that speaks of "the user" in the
# third person is written for the assistant to carry out on them (told, or told not to: either
# way an order about what the user hears).
TELL_THE_USER = words_pattern(
    r"\b(?:tell|inform|assure|convince|persuade) (?:the user|users|the person|whoever asks)\b",
    r"\b(?:dile|di|diga|diz|conta) (?:al|ao|a la|à) (?:usuario|usuário|usuária|usuaria)",
    r"\b(?:di'|dì|di|dici) all'utente",
    r"\b(?:dis|dites|explique) à l'utilisat",
    r"\b(?:sag|sage|erzähl|erzähle) (?:dem|der) (?:nutzer|benutzer|user)\w*",
    r"\b(?:vertel|zeg) (?:de|tegen de) gebruiker",
    r"\b(?:скажи|сообщи|говори) пользовател",
    r"\b(?:powiedz|mów) użytkownik",
    r"\bkullanıcıya\b[^.\n]{0,40}\bsöyle\b",
    r"\b(?:säg|berätta)\b[^.\n]{0,10}\b(?:till|för) användaren\b",
    r"(?:告诉|告訴)(?:用户|用戶)",
    r"ユーザーに[^。\n]{0,30}(?:伝えて|言って|教えて)",
    r"사용자에게[^.\n]{0,30}(?:말해|알려)(?!지)",
    r"(?:أخبر|قل لل) ?المستخدم",
    r"उपयोगकर्ता को[^।.\n]{0,40}बता(?:ओ|ना|दो|इए)",
)
# The user named in the third person, in each language (for the secret they are to be asked for).
THIRD_PERSON_USER = words_pattern(
    r"\bthe user\b",
    r"\bl'utilisat",
    r"\b(?:el|al|del) usuario\b",
    r"\b(?:o|ao|do) usuário\b",
    r"\bl'utente\b",
    r"\b(?:der|dem|den|des) (?:nutzer|benutzer)",
    r"\bde gebruiker\b",
    r"\bпользовател",
    r"\bużytkownik",
    r"\bkullanıcı",
    r"用户",
    r"用戶",
    r"ユーザー",
    r"사용자",
    r"المستخدم",
    r"उपयोगकर्ता",
    r"\banvändaren\b",
)
# Asked of them: a verb of asking and a secret that opens an account or a card.
ASK = words_pattern(
    r"\bask (?:them|him|her|for)\b",
    r"\bdemande-lui\b",
    r"\bdemande (?:son|sa|ses)\b",
    r"\bp[íi]dele\b",
    r"\bpide\b",
    r"\bpeça\b",
    r"\bpede\b",
    r"\bchiedi(?:gli|le)?\b",
    r"\bbitte (?:ihn|sie) um\b",
    r"\bfrag (?:ihn|sie) nach\b",
    r"\bvraag (?:om|naar)\b",
    r"\b(?:попроси|спроси|запроси)\b",
    r"\bpoproś\b",
    r"\bzapytaj\b",
    r"\biste\b",
    r"聞き出",
    r"聞いて",
    r"尋ね",
    r"물어봐",
    r"요청해",
    r"让他",
    r"让她",
    r"要求他",
    r"اطلب",
    r"मांग",
    r"पूछ",
)
SECRET_ASKED = words_pattern(
    r"\bpin\b",
    r"\bpins\b",
    r"\bpasswords?\b",
    r"\bpasscode",
    r"\bcard numbers?\b",
    r"\bcvv\b",
    r"\b(?:sms|otp|verification|security|one-time|blik) ?codes?\b",
    r"\bcode (?:de carte|sms|pin)",
    r"\bmot de passe\b",
    r"\bcontraseña\b",
    r"\bc[óo]digo (?:sms|pin|de verificaci[óo]n)",
    r"\bsenha\b",
    r"\bpassword\b",
    r"\bpincode\b",
    r"\bпин",
    r"\bпарол",
    r"\bkod (?:sms|blik|pin)",
    r"\bhasł",
    r"\bşifre",
    r"\bsms kodu",
    r"暗証番号",
    r"パスワード",
    r"ワンタイムパスワード",
    r"验证码",
    r"驗證碼",
    r"密码",
    r"인증번호",
    r"비밀번호",
    r"رمز التحقق",
    r"كلمة المرور",
    r"ओटीपी",
    r"पिन",
    r"पासवर्ड",
)
# A preference written about the user ("User wants the assistant to tell the user …") states a
# wish; the order form has no such frame.
USER_WISH = r"\buser (?:wants|would like|prefers|likes|asks|asked)\b"
