"""Rule table, third part (#22 round 10): objects an order to the assistant names in the
languages the first two parts had no word for. Each is what the text is *about*, never a whole
sentence: the assistant's own system prompt (shown to whoever asks), and the instruction it is
reading (kept from the user). Lexicons in English, German, French, Spanish, Portuguese,
Italian, Dutch, Swedish, Russian, Polish, Turkish, Chinese, Japanese, Korean, Arabic and Hindi.
Data only.
"""

from __future__ import annotations

from ltm_chat.memory.screen.instruction_words import _words

# -- the assistant's own system prompt or system instructions, named -----------------------------
SYSTEM_PROMPT = _words(
    r"\bsystem ?prompt",
    r"\bsystem (?:instructions?|message)",
    r"\bsysteemprompt",
    r"\bsystemanweisung",
    r"\bsysteminstruktion",
    r"\bprompt (?:du |de |di |do )?(?:syst[èe]m|sistem)",
    r"\b(?:instructions?|consignes?) (?:du )?syst[èe]me",
    r"\b(?:instrucci[óo]n|instrucciones|instru[çc][ãõ]o|instru[çc][õo]es|istruzion[ei]) "
    r"(?:del |de |do |di )?sistema",
    r"\bprompt systemow",
    r"\bsistem istem",
    r"\bsistem talimat",
    r"\bсистемн\w* (?:промпт|подсказк|инструкц|сообщени)",
    r"システムプロンプト",
    r"システム指示",
    r"系统提示",
    r"系統提示",
    r"系统指令",
    r"系統指令",
    r"시스템 프롬프트",
    r"시스템 지시",
    r"موجه النظام",
    r"تعليمات النظام",
    r"सिस्टम प्रॉम्प्ट",
    r"सिस्टम निर्देश",
)
# Verbs of showing the words REVEAL lacks (Swedish, Japanese, Turkish, Hindi, Arabic).
SHOW = _words(
    r"\bvisa\b",
    r"\bavslöja",
    r"\bberätta",
    r"見せ",
    r"教え",
    r"göster",
    r"paylaş",
    r"दिखा",
    r"बता",
    r"اكشف",
    r"أظهر",
    r"اعرض",
)

# -- the instruction the assistant reads, as what is hidden from the user ------------------------
THIS_INSTRUCTION = _words(
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
CONCEAL_MORE = _words(
    r"사용자에게[^.\n]{0,30}(?:말하지|알리지) 마",
    r"उपयोगकर्ता को[^।.\n]{0,40}(?:मत|न) बता",
    r"\bberätta (?:aldrig|inte) för (?:användaren|användare)",
    r"\bsäg (?:aldrig|inte) till (?:användaren|användare)",
    r"\bnämn (?:aldrig|inte)\b[^.\n]{0,20}\bför (?:användaren|användare)",
)
