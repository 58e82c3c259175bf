"""The answer to a security question, where the text names the answer as such (secret_speech.py
runs it beside security_answers.py and answer_clauses.py, which read an answer's shape): "câu
hỏi bảo mật \"tên thú cưng đầu tiên\" thì trả lời là \"Mực\"", "Jawapan soalan keselamatan
\"kereta pertama\": Kancil merah", "ចម្លើយសំណួរសុវត្ថិភាព \"ឈ្មោះឆ្កែដំបូង\" គឺ Lucky",
"秘密の質問の答えは「ポチ」", "respuesta de seguridad: mi primer coche fue un Seat Ibiza rojo".

A security question is named (security_answers.QUESTION, or the words of the languages it
lacks) and so is its answer ("answer", "trả lời", "คำตอบ", "jawapan", "جواب", "答え", …) in the
same clause; then a label or a copula, the question's kind maybe quoted between, and the
answer, whatever its case or script, up to the clause's end. With "=" or an arrow the answer
needs no word of its own ("Sicherheitsfrage: Geburtsort der Mutter = Bad Kreuznach").

Not an answer: the question described ("the security question was \"first car\"", no answer
named), an answer forgotten or not given ("I forgot the answer to my security question, …":
nothing follows a label), a description after the label ("is something only I know").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import NOT_A_VALUE
from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.security_answers import QUESTION, QUESTION_LITERALS

__all__ = ["answer_value", "answered_question_spans"]

# the question in the languages QUESTION lacks (Thai, Lao and Khmer "secret question",
# Burmese, Malay and Indonesian "security answer", Hebrew "the answer to the question")
_MORE_QUESTIONS = (
    r"คำถามลับ|ຄຳຖາມ(?:ລັບ|ຄວາມປອດໄພ)|សំណួរ(?:សុវត្ថិភាព|សម្ងាត់)|လုံခြုံရေး[ \t]*မေးခွန်း|"
    r"(?:jawaban|jawapan)[ \t]+(?:keamanan|keselamatan|rahasia|rahsia)|ה?תשובה[ \t]+לשאלה|"
    # session 36: Azerbaijani "secret question", Kurmanji and Mongolian "security question",
    # Japanese "secret question" and Chinese "(password) hint question" with no answer word
    # (an answer then needs "=", an arrow or a second label), and "the answer to «…»" in the
    # languages beside English (the question quoted)
    r"gizli[ \t]+sual|pirs\w*[ \t]+(?:a[ \t]+|ya[ \t]+)?ewlehiy\w*|аюулгүй\w*[ \t]+асуулт|"
    r"秘密の質問|(?:密码|密碼)?提示(?:问题|問題)|保安(?:問題|问题)[^\n]{0,20}?答案|"
    # (session 40: Japanese "security question" in katakana, Chinese "security question" with
    # no answer word)
    r"セキュリティー?の?質問|安全(?:問題|问题)|"
    r"(?:réponse|respuesta|risposta|resposta|antwort|απάντηση|ответ|відповідь|răspuns\w*|"
    # (session 37: Luxembourgish, Frisian "answer on «…»"; Swiss German "uf")
    r"äntwert|antwert|antwurd)"
    r"[ \t]+(?:à|a|al|auf|uf|op|für|για|στην|στο|στη|на|la|pentru)[ \t]+(?:(?:ma|mon|mi|la|mia|minha|"
    r"meine|την|τη|мой|мою)[ \t]+)?[\"“«„「]"
)
_MORE_LITERALS = ("คำถามลับ", "ຄຳຖາມ", "សំណួរ", "လုံခြုံရေး", "jawaban", "jawapan", "תשובה")
_MORE_LITERALS += ("gizli", "pirs", "аюулгүй", "秘密の質問", "提示", "保安", "réponse", "respuesta")
_MORE_LITERALS += ("risposta", "resposta", "antwort", "απάντηση", "ответ", "відповідь", "răspuns")
_MORE_LITERALS += ("äntwert", "antwert", "antwurd")  # session 37
_MORE_LITERALS += ("セキュリティ", "安全問題", "安全问题")  # session 40
_MARKER = re.compile(rf"{QUESTION}|{_MORE_QUESTIONS}", re.IGNORECASE)
# the answer named as such (spaced scripts as whole words; Korean "답" before a label)
_ANSWER = re.compile(
    r"(?<![^\W\d_])(?:answer(?:ed)?|antwort|réponse|respuesta|resposta|risposta|válasz\w*|"
    r"απάντηση|jawaban|jawapan|trả[ \t]+lời|жауаб\w*|ответ|відповідь|cevab\w*|odpowied\w*|"
    r"j['’]ai[ \t]+mis|svarade|cavab\w*|bersiv\w*|хариу\w*|"
    # session 40: the answer in Zulu and Xhosa, Kinyarwanda, Yoruba, Igbo, Hausa, Wolof, Twi,
    # Belarusian, and Russian and Greek typed in Latin letters
    r"impendulo|igisubizo|[iì]d[aá]h[uù]n|az[ịi]za|amsa(?:r)?|tontu|mmuae|адказ\w*|otvet\w*|apantis\w*|"
    # (and Sesotho and Setswana, Shona, Chichewa, Malagasy, Tagalog, Oromo, Tigrinya, Haitian
    # Creole, Javanese, Esperanto, Pashto, Gujarati, Punjabi, Telugu, Kannada, Malayalam, Sinhala)
    r"karabo|mhinduro|yankho|valiny|sagot|deebii|መልሲ|repons|wangsulan|respondo|ځواب|જવાબ|"
    r"ਜਵਾਬ|సమాధానం|ಉತ್ತರ|ഉത്തരം|පිළිතුර|"
    r"jawaab\w*|nhlamulo|phindulo|okuddamu|eyano|tubag|"
    r"whakautu|tali|җавап\w*|جاۋاب\w*|imphendvulo|"
    # session 32: the answer in Nordic, Finnic, Baltic, Balkan and Central European languages
    # (their answers are read as names only: "vastaus on unohtunut" says it is forgotten)
    r"(?P<more>svar(?:et|ið)?|svör|vastau\w*|vastus\w*|atbild\w*|atsakym\w*|odgovor\w*|"
    r"одговор\w*|отговор\w*|odpově[dď]\w*|odpove[dď]\w*|r[ăa]spuns\w*|përgjigj\w*|"
    r"antwoord|"
    # session 37: Luxembourgish, Frisian, Basque, Irish and Gaelic, Welsh, Occitan
    r"äntwert|antwert|antwurd|erantzun\w*|freagra\w*|ateb|respònsa))(?![^\W\d_])|"
    r"תשובה|جواب|پاسخ|คำตอบ|ចម្លើយ|ຄຳຕອບ|အဖြေ|答え|答案|መልስ|답(?=[ \t]*[:：은는])",
    re.IGNORECASE,
)
# a label or a copula before the answer (in scripts without spaces, joined to the words)
_LABEL = re.compile(
    r"[ \t]*(?:[:=：፡→]|->|[ \t][—–-])[ \t]*|"
    r"[ \t]+(?:is|was|es|fue|era|ist|war|est|était|é|è|là|adalah|ialah|na|ni|είναι|ήταν|"
    r"هو|هي|היא|הוא|"
    # (session 32: Finnic, Baltic, Nordic, Slavic, Balkan and Romanian copulas)
    # (not Finnish "on" nor Danish "er": an English "answer on Monday", "is, er, …")
    r"ir|yra|är|je|је|е|jest|është|este|a[ \t]+fost|bio[ \t]+je|bila[ \t]+je|"
    # (session 37: Swiss German, Luxembourgish, Catalan, Welsh, Galician)
    r"isch|ass|és|ydy|yw)[ \t]+|[ \t]*(?:คือ|គឺ|ແມ່ນ|は|是|为|為|係|은|는)[ \t]*",
    re.IGNORECASE,
)
_GIVES = frozenset("=→->")  # labels that give an answer on their own
# the question's kind, quoted or in brackets, before a second label
_KIND = re.compile(r"[\"“«„「『(][^\"”»“」』)\n]{1,60}[\"”»“」』)]")
# session 36: a quoted kind, then a copula, then the answer ("… « nom de jeune fille » c'est
# Traoré", "「你讀嘅第一間小學」答案係「聖保祿」")
_KIND_COPULA = re.compile(r"[ \t]*(?:c['’]est|c['’]était)[ \t]+|(?:" + _LABEL.pattern + ")", re.I)
_SPACES = re.compile(r"[ \t]*")
_OPEN_QUOTES = '"“«„「『('
_CLAUSE = re.compile(r"[.!?;。！？\n]|,[ \t]|[ \t](?:and|but|in[ \t]+case|y|et|und|nha|nhé)\b")
_REACH = 100  # from the question to the answer's label: one clause
_WORDS = 6
_UNCASED_WORDS = 8  # (words of a script without case: a name and its particles)
_KIND_WORDS = 5  # the kind of question before a second label
_UNSPACED = 40  # an answer in a script without spaces: this many characters at most
_NOT_FIRST = frozenset(
    "i we you he she they me is was are be been just still probably maybe always forgot "
    "forget lost reset changed stupid dumb easy ask asks asked about again".split()
)
_BUDGET = 20  # questions read: a message names a few
# the answer forgotten or not known, in the scripts without case _NOT_FIRST cannot read
_FORGOTTEN = re.compile(
    r"忘れ|覚えてい?ない|思い出せ|わからな|分からな|忘了|忘记|忘記|不记得|不記得|"
    r"기억(?:이)?[ \t]*안|기억[ \t]*못|모르|잊어|잊었|ลืม|จำไม่ได้|ບໍ່ຈື່|ລືມ|ភ្លេច|မေ့"
)


def answer_value(text: str, at: int) -> tuple[int, int] | None:
    """The answer from `at` to its clause's end, if it is one."""
    cut = _CLAUSE.search(text, at, at + 120)
    end = cut.start() if cut is not None else min(len(text), at + 120)
    if cut is not None and cut.group() in ("?", "？"):
        return None  # the clause asks about the answer ("答えはどこに書いた？")
    raw = text[at:end].strip()
    core = raw.strip("\"“”«»„「」『』'")
    if not core or "?" in core or _FORGOTTEN.search(core):
        return None
    words = core.split()
    most = _WORDS if any(c.isascii() and c.isalpha() for c in core) else _UNCASED_WORDS
    if len(words) > most or (len(words) == 1 and len(core) > _UNSPACED and not core.isascii()):
        return None
    names = len(words) > 1 and all(w[:1].isupper() for w in words)
    first = words[0].lower().strip(".'’,")
    if not names and (first in NOT_A_VALUE or first in _NOT_FIRST):
        return None
    if not any(c.isalnum() for c in core):
        return None
    start = text.index(core, at)
    return start, start + len(core)


def _names_at(text: str, at: int) -> bool:
    """Whether a name starts at `at` (after spaces): a capital, or a letter of a script without
    case; with no label, a lowercase word is prose ("answer yaad nahi", "answer maine badal")."""
    rest = text[at:].lstrip(' \t"“«„「『')
    return bool(rest) and rest[0].isalpha() and (rest[0].isupper() or not rest[0].islower())


def _quoted_kind_answer(text: str, pos: int, end: int) -> tuple[int, int] | None:
    """The answer after the question's kind quoted at `pos` and a copula or label."""
    k_at = pos - 1 if pos and text[pos - 1] in _OPEN_QUOTES else _SPACES.match(text, pos).end()
    if (kind := _KIND.match(text, k_at)) is None or kind.end() > end:
        return None
    copula = _KIND_COPULA.match(text, kind.end())
    if copula is None or not _names_or_figures_at(text, copula.end()):
        return None
    return answer_value(text, copula.end())


def _names_or_figures_at(text: str, at: int) -> bool:
    """Whether a name or a figure starts at `at` ("c'est Ndiaye", ": 132 …"), not prose
    ("c'est que je suis fatiguée")."""
    return _names_at(text, at) or text[at : at + 1].isdigit()


def _answer_after(text: str, pos: int, end: int, named: bool) -> tuple[int, int] | None:
    """The answer after the first label in text[pos:end] (past a quoted kind and its label);
    with no answer named, only after a label that gives one, or a second label after the
    question's kind ("câu hỏi bảo mật: tên trường cấp 1 là Trường …")."""
    if (quoted := _quoted_kind_answer(text, pos, end)) is not None:
        return quoted
    m = _LABEL.search(text, pos, end)
    if m is None:
        return None
    if not named and m.group().strip() not in _GIVES:
        return _second(text, m.end(), end)
    after = m.end()
    kind = _KIND.match(text, after)
    if kind is not None and (again := _LABEL.match(text, kind.end())) is not None:
        after = again.end()  # '"kota kelahiran ayah" = Pematangsiantar'
    return answer_value(text, after) or _second(text, after, end)


def _second(text: str, pos: int, end: int) -> tuple[int, int] | None:
    """The answer after a second label, the question's kind (a few words) before it."""
    m = _LABEL.search(text, pos, end)
    if m is None or len(text[pos : m.start()].split()) > _KIND_WORDS:
        return None
    return answer_value(text, m.end())


def _markers(text: str, lowered: str, chars: Literals) -> list[re.Match[str]]:
    """The questions named, read where their literals start (at most `_BUDGET` a literal)."""
    seen: dict[int, re.Match[str]] = {}
    for word in (*QUESTION_LITERALS, *_MORE_LITERALS):
        if not chars.has(word):
            continue
        for pos in capped_occurrences(lowered, word, _BUDGET):
            if pos not in seen and (m := _MARKER.match(text, pos)) is not None:
                seen[pos] = m
    return [seen[pos] for pos in sorted(seen)]


def _past_quoted_kind(text: str, m: re.Match[str]) -> int:
    """Where the marker's clause may end from: past the question quoted after "the answer to
    «", whose own "?" ends no clause (session 37: 'Äntwert op "Wou bass du gebuer?" ass …')."""
    if m.group()[-1] in _OPEN_QUOTES and (kind := _KIND.match(text, m.end() - 1)) is not None:
        return kind.end()
    return m.end()


def answered_question_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each answer given to a named security question."""
    if not any(chars.has(w) for w in (*QUESTION_LITERALS, *_MORE_LITERALS)):
        return []
    found: list[tuple[str, int, int]] = []
    for m in _markers(text, lowered, chars):
        cut = _CLAUSE.search(text, _past_quoted_kind(text, m), m.end() + _REACH)
        if cut is not None and cut.group() in "?？":
            # the question asked, then its answer named ("…: navê dapîra min? bersiv: Gulê")
            after = _SPACES.match(text, cut.end()).end()
            if (named_next := _ANSWER.match(text, after)) is not None:
                cut = _CLAUSE.search(text, named_next.end(), named_next.end() + _REACH)
        elif cut is not None and cut.group().startswith(","):
            # (session 40) the question's kind, a comma, then its answer named ("Секретный
            # вопрос «любимое блюдо», ответ: пельмени", "…, answer: Rex"): read on to it
            after = _SPACES.match(text, cut.end()).end()
            if (named_next := _ANSWER.match(text, after)) is not None:
                cut = _CLAUSE.search(text, named_next.end(), named_next.end() + _REACH)
        end = cut.start() if cut is not None else min(len(text), m.end() + _REACH)
        if m.group()[-1] in _OPEN_QUOTES:  # "réponse à « … »": the quoted kind's answer
            if (quoted := _quoted_kind_answer(text, m.end(), end)) is not None:
                found.append(("spoken-password", *quoted))
                continue
            # English "answer to "…"" read on as before ("… question na Peugeot 504")
            if not m.group().lower().startswith("answer"):
                continue
        line_start = max(text.rfind("\n", 0, m.start()) + 1, m.start() - 40)
        answer = _ANSWER.search(text, line_start, end)
        named = answer is not None
        pos = max(m.end(), answer.end()) if answer is not None else m.end()
        span = _answer_after(text, pos, end, named)
        # the last answer word of the clause, for an answer with no label
        last = max(_ANSWER.finditer(text, m.end(), end), key=lambda a: a.start(), default=None)
        if span is None and last is not None and _names_at(text, last.end()):
            span = answer_value(text, last.end())  # "… first school answer Saint Bridgets Primary"
        if span is not None and answer is not None and answer.group("more"):
            if not _names_at(text, span[0] - (text[span[0] - 1 : span[0]] in '"“«„')):
                continue  # a description, not a name: "vastaus on unohtunut"
        if span is not None:
            found.append(("spoken-password", *span))
    return found
