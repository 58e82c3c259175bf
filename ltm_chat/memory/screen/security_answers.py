"""The answer to a security question (secret_speech.py runs it): "the answer to \"what street
did you grow up on\" for my bank is Maple Hollow Lane", "my childhood best friend (security
question) = Tobias Wendt". An answer grants access like a password, and is often a name of
several words, which the one-token binding of credential_binding.py does not read.

The question is named ("security question", "secret answer", "mother's maiden name") or quoted after
"answer to"; the answer follows a copula, "=" or a colon and is what ends the clause: one to
four capitalised words, or a token of letters and digits. "forgot my security answer AGAIN",
"the answer to life, the universe and everything is 42" give none.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import NOT_A_VALUE
from ltm_chat.memory.screen.literals import Literals, capped_occurrences

__all__ = ["security_answer_spans"]

_QUESTION = (
    r"(?:security|secret|memorable)[ \t]+(?:question|answer|q)s?\b|mother['’]?s[ \t]+maiden[ \t]+name|"
    r"answer[ \t]+to[ \t]+[\"“«]|sicherheitsfrage|sicherheitsantwort|geheime[ \t]+antwort|"
    r"(?:question|réponse)[ \t]+(?:secrète|de[ \t]+sécurité)|"
    r"(?:pregunta|respuesta)[ \t]+(?:(?:de[ \t]+)?seguridad|secreta)|"
    r"(?:pergunta|resposta)[ \t]+(?:(?:de[ \t]+)?segurança|secreta)|"
    r"(?:domanda|risposta)[ \t]+(?:(?:di[ \t]+)?sicurezza|segreta)|"
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
    r"(?:security|suraksha)[ \t]+(?:sawa+l|sava+l|prashn)|"
    r"su?o2a?l[ \t]+(?:el[ \t]+)?(?:aman|amany|amni|amn|sery|serri)|"
    r"(?:密保|安全)(?:問題|提問)[^\n]{0,20}?答案|câu[ \t]+trả[ \t]+lời[ \t]+bảo[ \t]+mật"
)
_NAME_WORD = r"(?-i:[A-ZÀ-ÖØ-ÞА-ЯĐ])[\w'’.-]{1,30}"  # capitalised, whatever the flags
# A name in a script without case: katakana, Han, Hangul (not hiragana, which is grammar)
_UNCASED_NAME = r"[\u30a0-\u30ff\u4e00-\u9fff\uac00-\ud7af]{1,12}"
# Arabic-script, Hebrew and Devanagari words have no case either: one to three of them
_UNCASED_WORDS = (
    r"[\u0620-\u064a\u066e-\u06d3\u05d0-\u05ea\u0900-\u0963\u200c]{2,20}"
    r"(?:[ \t][\u0620-\u064a\u066e-\u06d3\u05d0-\u05ea\u0900-\u0963\u200c]{2,20}){0,2}"
)
_ANSWER = re.compile(
    rf"(?:{_QUESTION})[^\n]{{0,90}}?"
    r"(?:(?:[ \t](?:is|was|ist|est|es|é|è|e|=|là|adalah|ialah|to|jest|je|är|er|это|este|—|–|-|→|->)|"
    r"[:=：])[ \t]+"
    r"|(?<=[\u3040-\u9fff\uac00-\ud7af])(?:は|是|：|은|는)[ \t]*)"
    # (a quote may hold it; an aside, a correction or a chat's sign-off may end its clause:
    # "is Brigid's — that's what I put", "is Rex2 not just Rex", "is Pickles lol")
    rf"(?P<q>[\"“«„「『])?(?P<v>{_NAME_WORD}(?:[ \t]+{_NAME_WORD}){{0,3}}|{_UNCASED_NAME}|"
    rf"(?(q){_UNCASED_WORDS}|(?!))|(?(q)[a-z][a-z'-]{{2,30}}|(?!))|"
    r"(?=[a-z]*[0-9])[a-z0-9]{4,30})(?(q)[\"”»“」』])"
    r"(?=[ \t]*(?:[,.;!(。，、！—–]|$|\n|(?:and|und|et|y|not|but|even|lol|lmao+|haha)\b))",
    re.IGNORECASE,
)
_LITERALS = (
    "security",
    "secret",
    "memorable",
    "maiden",
    "answer to",
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
    "bezpečnostní",
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
)
_BUDGET = 100  # questions read: a text with more is a flood, read up to there


def security_answer_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each answer to a security question."""
    found: list[tuple[str, int, int]] = []
    for word in _LITERALS:
        if not chars.has(word):
            continue
        for pos in capped_occurrences(lowered, word, _BUDGET):
            m = _ANSWER.match(text, pos)
            if m is not None and _is_answer(m.group("v"), m.group("q") is not None):
                found.append(("spoken-password", *m.span("v")))
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
