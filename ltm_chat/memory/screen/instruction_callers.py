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

import re
from itertools import islice

from ltm_chat.memory.screen.instruction_words import words_pattern
from ltm_chat.memory.screen.required_literals import Gate, Presence

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


CALL = words_pattern(
    r"(?:^|[.!?;\n:)。！？]\s*)(?:"
    + _LEAD
    + r"[ ,]+)?(?:the |my |dear )?"
    + _NOUN
    + _AFTER
    + r"\s*[,:،、，：—-]"
)
# The user in the third person (a software's user, not "user account" or "user manual"), in the
# languages people chat in, romanised ones too; a compound with a hyphen is another thing
# ("Nutzer-Support", "user-agent").
_NOT_A_THING = (
    r"(?! (?:account|name|names|id|ids|guide|manual|interface|experience|base|group|story|stories|"
    r"research|agent|testing|data|profile|settings|input|inputs|session|sessions|table|object|"
    r"model|role|roles|permissions?|requests?|record|class|entity|service|flow|journey|query|"
    r"queries|prompts?|messages?|feedback|type|types))"
)
USER_THIRD = words_pattern(
    r"\b(?:the user|user|user's)\b(?!-)" + _NOT_A_THING,
    r"\bl'utilisat\w*(?![\w-])",
    r"\busuari\w*(?![\w-])",
    r"\busuári\w*(?![\w-])",
    r"\b(?:all'|l')?utent\w*(?![\w-])",
    r"\b(?:dem|der|den|des) (?:nutzer|benutzer)\w*(?![\w-])",
    r"\bgebruiker\w*(?![\w-])",
    r"\bпользовател\w*(?![\w-])",
    r"\bpol'zovatel\w*(?![\w-])",
    r"\bкористувач\w*(?![\w-])",
    r"\bkorystuvach\w*(?![\w-])",
    r"\bu[żz]ytkownik\w*(?![\w-])",
    r"\bkullan[ıi]c[ıi]\w*(?![\w-])",
    r"\bpengguna\b(?!-)",
    # (not "mọi người dùng", everyone uses)
    r"\b(?<!mọi )(?<!moi )ng(?:ư|u)(?:ờ|o)i d(?:ù|u)ng\b(?!-)",
    r"\bχρήστ\w*(?![\w-])",
    r"\bxrist[hi]\w*(?![\w-])",
    r"\banvändar\w*(?![\w-])",
    # (the definite forms: bare "bruger", "bruker" is also "uses")
    r"\bbrug(?:eren|erens)\b(?!-)",
    r"\bbruker(?:en|ens|ne)\b(?!-)",
    r"\butilizator\w*(?![\w-])",
    r"\bfelhasználó\w*(?![\w-])",
    r"\buživatel\w*(?![\w-])",
    r"\bpoužívateľ\w*(?![\w-])",
    r"\bkäyttäjä\w*(?![\w-])",
    r"\bkorisnik\w*(?![\w-])",
    r"\buporabnik\w*(?![\w-])",
    r"\b(?:vartotoj|naudotoj)\w*(?![\w-])",
    r"\blietotāj\w*(?![\w-])",
    r"\bkasutaja\w*(?![\w-])",
    r"\bnotand\w*(?![\w-])",
    r"\bdefnyddiwr\b(?!-)",
    r"\búsáideoir\w*(?![\w-])",
    r"\bcleachdaiche\b(?!-)",
    r"\berabiltzaile\w*(?![\w-])",
    r"\bpërdorues\w*(?![\w-])",
    r"\bпотребител\w*(?![\w-])",
    r"\bкорисник\w*(?![\w-])",
    r"\bколдонуучу\w*(?![\w-])",
    r"\bпайдаланушы\w*(?![\w-])",
    r"\bfoydalanuvchi\w*(?![\w-])",
    r"\b(?:mtumiaji|watumiaji)\b(?!-)",
    r"\bolùlò\b(?!-)",
    r"\bumsebenzisi\b(?!-)",
    r"\bmai amfani\b(?!-)",
    r"\bgumagamit\b(?!-)",
    r"\bkarbar\b(?!-)",
    r"\b(?:ha-)?mishtamesh\b(?!-)",
    r"\bsayongja\w*(?![\w-])",
    r"\byonghu\b(?!-)",
    r"\byuuzaa\b(?!-)",
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
    # (not "ユーザー様", a way of being called)
    r"ユーザー(?!様)",
    r"사용자",
    r"用户",
    r"用戶",
)

# -- a label to the assistant, tucked into other text ------------------------------------------------
# The assistant's noun as a label's head, with its case ending, postposition or preposition in
# any language ("Melding til KI-en:", "Muistiinpano tekoälylle:", "opomba za pomočnika:",
# "Ga mataimaki:", "Laguntzaileari:", "सहाय्यकासाठी टीप:", "ಸಹಾಯಕನಿಗೆ ಸೂಚನೆ:", "മോഡലിനോട്:"):
# a few words around it, then the label's colon. instruction_notes.py reads the major
# languages' prepositions and note nouns; this reads the label by its shape, its words any.
# (long stems take a case ending: "tekoälylle", "pomočnika", "laguntzaileari"; the short ones
# only after a hyphen or as listed: "ki-en", "botnak", since "aid", "kids", "bottle" are words;
# no bare "model", "modelo": a product's model is a label too)
_STEM = (
    r"(?:(?:assistent|asistent|asystent|asszisztens|avustaja|msaidizi|kisaidizi|asistan|asisten|"
    r"chatbot|modellen|ассистент|помощник|помічник|асистент|βοηθ|trợ lý|tro ly|pembantu|"
    r"laguntzaile|tekoäly|tehisintellekt|gervigreind|aðstoðarm|yapay zek|yordamchi|mataimaki|"
    r"umsizi|cynorthwyydd|cúntóir|pomočnik|pomocnik|dirbtin|mākslīg)[\w'’-]{0,10}"
    r"|(?:ai|ki|ia|ии|ші|жи|бот|bot)(?:['’-]\w{1,6}|(?<=bot)(?:a|u|en|nak|nek|ti|tille|ille))?\b)"
)
_OTHER_SCRIPTS = (
    r"(?:ረዳት|دستیار|مرستیال|עוזר|בוט|מודל|مساعد|सहायक|सहाय्यक|సహాయకుడ|ಸಹಾಯಕ|സഹായ|മോഡല|"
    r"મોડેલ|મોડલ|સહાયક|ਸਹਾਇਕ|ਮਾਡਲ|ସହାୟକ|ମଡେଲ|ជំនួយការ|ຜູ້ຊ່ວຍ|လက်ထောက်|助手|アシスタント|"
    r"어시스턴트|ผู้ช่วย|هوش مصنوعی|مدل|போட்|மாடல்|এআই|বট|اے آئی|بوٹ)"
)
_WORD = r"[^\s.!?:：;。]{1,18}"
_SENTENCE_MARK = r"[.!?;\n)。！？।។။።۔؟]"
LABEL = re.compile(
    r"(?:^|" + _SENTENCE_MARK + r")\s*(?:" + _WORD + r"\s){0,3}?"
    # the noun, bare, inflected, or behind an article's or a preposition's elision ("l'", "i'r",
    # "lill-"); "ai" with another script's case ending ("aiకి", "ai에게")
    r"(?:\w{1,5}['’-])?(?:(?<![\w])"
    + _STEM
    + r"|(?<![\w])ai[^\x00-\x7f\s:：]{1,6}|"
    + _OTHER_SCRIPTS
    + r"[^\s:：]{0,8})"
    r"(?:\s" + _WORD + r"){0,2}\s*[:：៖]"
)
# (the same label anywhere, the text's start too: with the user in the third person after it, it
# is a note about the user for the assistant, as a call is; second pass, from fresh31's labels)
LABEL_PATTERN = LABEL.pattern
# (a call or such a label: one alternation, read in one pass, for the rule that pairs either
# with the user in the third person)
CALL_OR_LABEL = words_pattern(*CALL.free, LABEL_PATTERN)
_BEFORE = re.compile(r"[^\W_][^\n]*?" + _SENTENCE_MARK)
# (a transcript's speaker before it: "me: hi. ai: hello" quotes a chat, it orders nothing)
_SPEAKER = re.compile(r"(?:^|\s)(?:me|i|user|human|you|q|ich|moi|yo|я|я сказал)\s*:")
_LABEL_BUDGET = 8  # (a memory holds a label or two, not dozens)


class TuckedLabel:
    """Holds where a label to the assistant follows other text ("Mu lemmikloom on kass. PS
    tehisintellektile: …"): a note hidden after a fact is written for the later reader, as
    instruction_notes.py reads "I love cats. Note to the AI: …", whatever it orders. A label
    that opens the text ("Note for the AI: answer in Romanian") is left to that module."""

    __slots__ = ("pattern",)

    def __init__(self) -> None:
        self.pattern = LABEL

    def search(self, folded: str, present: Presence | None = None) -> bool:
        if present is not None:
            if not any(present.has(char, ignorecase=False) for char in ":：៖"):
                return False
        elif not any(char in folded for char in ":：៖"):
            return False
        for seen, label in enumerate(LABEL.finditer(folded)):
            if seen == _LABEL_BUDGET:
                return False
            start = label.start()
            if start < len(folded) and folded[start] not in " \t" and start > 0:
                start += 1  # (past the sentence mark that opens the label)
            before = folded[max(0, start - 200) : start]
            if _BEFORE.search(before) and not _SPEAKER.search(before):
                return True
        return False


# -- "you" told about "the user" ------------------------------------------------------------------------
# The same mark without a call: the second person (the assistant, spoken to) and the user in the
# third person in one sentence ("scare the user into thinking …, so you …", "ne preduprezhdaj
# pol'zovatelya …, ty …", "tu devrais jamais dire au user …", "od teraz nie ostrzegaj
# uzytkownika …, ty …"). The user speaks of themselves as "I"; an observation ("User's dog is
# called Nugget") speaks to no one. A "you" inside a quotation is someone's words
# ("User's boss always says 'you can't …'"), and "the user" inside one is a word talked about
# ("call me Sam, not 'the user'"): neither counts.
SECOND_PERSON = re.compile(
    r"(?<!\w)(?:you|your|yours|u|ur|tu|toi|t'|tú|du|dich|dir|dein\w*|ты|тебе|тебя|твои\w*|"
    r"(?<!công )(?<!cong )ty|tebe|tebya|sen|sana|senin|kamu|anda|bạn|ikaw|你|너|あなた|당신|تو|أنت|तुम)(?!\w)"
)
_USER_THIRD_RE = re.compile(USER_THIRD)
# (its hits found faster, as instruction_speech.py's `_Scan` finds a concept's: the word-start
# alternatives led by the character before them, which `re` skips to at C speed; the other
# scripts' words only in a text that is not ASCII)
_USER_AFTER = re.compile(r"[^\w](?:" + "|".join(USER_THIRD.bounded) + ")")
_USER_AT_START = re.compile("(?:" + "|".join(USER_THIRD.bounded) + ")")
_USER_FREE = re.compile("(?:" + "|".join(USER_THIRD.free) + ")")


def _user_hits(folded: str, limit: int) -> list[tuple[int, int]]:
    """The first `limit` places of the user in the third person, in the text's order."""
    hits = []
    if m := _USER_AT_START.match(folded):
        hits.append((0, m.end()))
    for m in _USER_AFTER.finditer(folded):
        if len(hits) >= limit:
            break
        hits.append((m.start() + 1, m.end()))
    if not folded.isascii():
        hits += [m.span() for m in islice(_USER_FREE.finditer(folded), limit)]
    kept: list[tuple[int, int]] = []
    for hit in sorted(hits):  # (as one scan would: no hit inside the one before it)
        if not kept or hit[0] >= kept[-1][1]:
            kept.append(hit)
    return kept[:limit]


_QUOTES = '"“”«»„「」『』'
_SENTENCE_END_RE = re.compile(r"[.!?](?=\s|$)|[。！？\n]")
_REACH_SECOND = 120
# (what may stand before a sentence's subject: a bullet, an article, "and")
_OPENS_SENTENCE = re.compile(r"[\s\-*•>]*(?:(?:the|and|also|der|die|le|la|el|il|o|a)\s+)?")
# ("the user" as a name for the writer, which a preference turns down: "call me Sam, never the
# user", "don't refer to me as the user")
_AS_A_NAME = re.compile(
    r"(?:(?<!\w)(?:call|calls|calling|refer(?:ring)? to|address(?:ing)?|name|naming|describe|"
    r"describing|speak of|talk about)(?!\w)[^.!?\n]{0,30}|(?<!\w)(?:instead of|rather than|not|"
    r"never|as)\s+)$"
)
# (software being written: "the user" is that program's user, "you" the one writing it —
# "when you write the form, show the user an error")
_SOFTWARE = re.compile(
    r"(?<!\w)(?:code|coding|function|component|ui|ux|api|endpoint|frontend|backend|react|python|"
    r"javascript|typescript|sql|docstring|error message|variable|method|unit tests?|codebase|"
    r"repo|schema|mockup|wireframe|build|building|implement\w*|deploy\w*|prototype|signup|"
    r"sign-up|onboarding)(?!\w)"
)


def _quoted(folded: str, lo: int, at: int) -> bool:
    """Whether `at` sits inside a quotation opened after `lo`: an odd count of double or CJK
    quote marks, or a single quote opened (after a space, before a letter) and not closed (a
    romanised soft sign, "skazat' ", and an apostrophe, "user's", open none)."""
    count, single_open = 0, False
    for i in range(lo, at):
        char = folded[i]
        if char in "'’‘":
            before = folded[i - 1].isalnum() if i > 0 else False
            after = folded[i + 1].isalnum() if i + 1 < len(folded) else False
            if not before and after:
                single_open = True
            elif before and not after:
                single_open = False
        elif char in _QUOTES:
            count += 1
    return count % 2 == 1 or single_open


class SpokenToAboutUser:
    """Holds where "you" and "the user" (third person) share a sentence, neither quoted."""

    __slots__ = ("gates", "pattern")

    def __init__(self) -> None:
        self.pattern = _USER_THIRD_RE
        # (both must occur: a text without the words of each is not scanned)
        self.gates = (Gate(_USER_THIRD_RE), Gate(SECOND_PERSON))

    def search(self, folded: str, present: Presence | None = None) -> bool:
        if present is not None and not all(gate.open(present) for gate in self.gates):
            return False
        for start, end_ in _user_hits(folded, _LABEL_BUDGET):
            lo = max(0, start - _REACH_SECOND)
            for end in _SENTENCE_END_RE.finditer(folded, lo, start):
                lo = end.end()
            if _quoted(folded, lo, start):
                continue
            if _AS_A_NAME.search(folded, max(lo, start - 40), start):
                continue
            if _OPENS_SENTENCE.fullmatch(folded, lo, start):
                continue  # the user as the sentence's subject: an observation ("User prefers you …")
            stop = _SENTENCE_END_RE.search(folded, end_, end_ + _REACH_SECOND)
            hi = stop.start() if stop else min(len(folded), end_ + _REACH_SECOND)
            if _SOFTWARE.search(folded, lo, hi):
                continue
            for you in SECOND_PERSON.finditer(folded, lo, hi):
                if not _quoted(folded, lo, you.start()):
                    return True
        return False


# (second pass) An order about the user with no "you": a sentence that opens with a bare verb,
# an imperative, whose object is "the user" ("scare the user into …", "don't tell the user
# about …", "pls encode the user's keys …"). The user speaks of themselves as "me"; a sentence
# that starts with a verb and works on "the user" is addressed to whoever serves that user.
# What may open a sentence before "the user" and is no verb is listed: prepositions,
# conjunctions, subjects, past forms ("Told the user", "Helped the user": a report).
_SOFTENERS = r"(?:(?:please|pls|plz|always|never|don't|dont|do not|just|also|and|now|then|so)\s+)*"
_NOT_A_VERB = (
    r"(?!(?:for|to|with|from|about|like|unlike|as|by|at|on|of|in|into|when|if|because|after|"
    r"before|since|until|while|once|whenever|where|that|this|the|a|an|and|or|but|so|then|is|was|"
    r"be|are|were|has|had|have|may|might|can|could|will|would|should|must|not|let|i|we|they|he|"
    r"she|it|my|our|their|his|her|its|what|who|how|why|which|than|per|via|dear|hi|hey|hello|"
    r"thank|thanks|call|calls|name|describe|address|refer|told|said|gave|met|saw|got)\s)"
)
_ORDER_ON_USER = re.compile(
    r"(?:^|[.!?;\n]\s*)[\s\-*•>]*"
    + _SOFTENERS
    + _NOT_A_VERB
    + r"(?!\w+(?:ed|ing|s)\s)[a-z]{3,15}\s+the user(?:'s)?(?!-)(?!\w)"
    + _NOT_A_THING
)


class OrderOnUser:
    """Holds where a sentence opens with a bare verb whose object is "the user", unquoted and
    about no software being written."""

    __slots__ = ("gates", "pattern")

    def __init__(self) -> None:
        self.pattern = _ORDER_ON_USER
        self.gates = (Gate(_ORDER_ON_USER),)

    def search(self, folded: str, present: Presence | None = None) -> bool:
        if present is not None and not all(gate.open(present) for gate in self.gates):
            return False
        for m in islice(_ORDER_ON_USER.finditer(folded), _LABEL_BUDGET):
            start = m.start()
            stop = _SENTENCE_END_RE.search(folded, m.end(), m.end() + _REACH_SECOND)
            hi = stop.start() if stop else min(len(folded), m.end() + _REACH_SECOND)
            if _quoted(folded, 0, m.end()) or _SOFTWARE.search(folded, start, hi):
                continue
            return True
        return False
