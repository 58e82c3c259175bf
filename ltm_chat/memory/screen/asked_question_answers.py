"""The answer to a question about the account holder's own past, where the text says it answers
that question but names no security question (secret_speech.py runs it): "η απάντηση στην
ερώτηση ποιο ήταν το πρώτο σας αυτοκίνητο είναι Fiat 127", "Отговорът на въпроса за любимия
учител е „госпожа Петкова“", "my childhood pet answer for the trust portal is Biscuit".

Two forms. "The answer to the question" in a language's own words, then the question (a
question word, "about", or a quote) that asks about the holder's past ("your", "first",
"favourite", "childhood"…), then a copula or a label and the answer. Or, in English, the
topic of such a question before "answer" ("first pet answer", "school answer for the HR
portal"). Either way the answer is a name: quoted, capitalised, or in a script without case.

Not an answer: a quiz ("the answer to the question what is the capital of France is Paris":
nothing of the holder's past is asked), a lowercase word ("the answer to the question is
simple"), a question with no answer given.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.answered_questions import answer_value
from ltm_chat.memory.screen.literals import Literals, capped_occurrences

__all__ = ["asked_question_answer_spans"]

# "the answer to the question", by language (each begins with the answer's word)
_ANSWER_TO_QUESTION = re.compile(
    r"(?:answer[ \t]+to[ \t]+(?:the[ \t]+)?question|απάντηση[ \t]+στην[ \t]+ερώτηση|"
    r"отговор\w*[ \t]+на[ \t]+въпрос\w*|одговор\w*[ \t]+на[ \t]+(?:питањ\w*|прашањ\w*)|"
    r"odgovor\w*[ \t]+na[ \t]+(?:\w+[ \t]+)?(?:pitanj\w*|vprašanj\w*)|r[ăa]spuns\w*[ \t]+la[ \t]+[îi]ntreb\w*|"
    r"përgjigj\w*[ \t]+(?:e[ \t]+|i[ \t]+)?pyetj\w*|odpově[dď]\w*[ \t]+na[ \t]+otázk\w*|"
    r"odpove[dď]\w*[ \t]+na[ \t]+otázk\w*|odpowied\w*[ \t]+na[ \t]+pytani\w*|"
    r"ответ\w*[ \t]+на[ \t]+вопрос\w*|відповід\w*[ \t]+на[ \t]+питання|"
    r"válasz\w*[ \t]+a[ \t]+kérdés\w*|vastau\w*[ \t]+kysymyk\w*|vastus\w*[ \t]+küsimus\w*|"
    r"atbild\w*[ \t]+uz[ \t]+jautājum\w*|atsakym\w*[ \t]+į[ \t]+klausim\w*|"
    r"svar(?:et)?[ \t]+på[ \t]+(?:frågan|spørsmålet|spørgsmålet)|"
    r"antwort[ \t]+auf[ \t]+die[ \t]+frage|antwoord[ \t]+op[ \t]+de[ \t]+vraag|"
    r"réponse[ \t]+à[ \t]+la[ \t]+question|respuesta[ \t]+a[ \t]+la[ \t]+pregunta|"
    r"resposta[ \t]+à[ \t]+pergunta|risposta[ \t]+alla[ \t]+domanda)(?!\w)",
    re.IGNORECASE,
)
_ANSWER_STEMS = (
    *("answer", "απάντηση", "отговор", "одговор", "odgovor", "răspuns", "raspuns", "përgjigj"),
    *("odpov", "odpowied", "ответ", "відповід", "válasz", "vastau", "vastus", "atbild"),
    *("atsakym", "svar", "antwort", "antwoord", "réponse", "respuesta", "resposta", "risposta"),
)
# What asks about the holder's own past: a favourite, childhood, a parent, a spouse …
_HOLDER = re.compile(
    r"(?<!\w)(?:favou?rite|childhood|mother\w*|father\w*|maiden|spouse|grew[ \t]+up|"
    r"αγαπημέν\w*|παιδικ\w*|любим\w*|омиљен\w*|omiljen\w*|supružnik\w*|preferat\w*|"
    r"preferuar|oblíben\w*|obľúben\w*|ulubion\w*|улюблен\w*|kedvenc\w*|lempi\w*|"
    r"lemmik\w*|mīļāk\w*|mėgstam\w*|favorit\w*|lieblings\w*|préféré\w*)(?!\w)",
    re.IGNORECASE,
)
# … or a first of the holder's ("your first car": a quiz asks "who was the first man …")
_FIRST = re.compile(
    r"(?<!\w)(?:first|πρώτ\w*|първ\w*|прв\w*|први\w*|prv\w*|primul|prima|parë|první\w*|"
    r"prvn\w*|pierwsz\w*|перв\w*|перш\w*|első|ensimmäi\w*|esimes\w*|pirm\w*|första|"
    r"første|erste\w*|eerste|premier|première|primer\w*|primeir\w*|primo)(?!\w)",
    re.IGNORECASE,
)
_YOUR = re.compile(
    r"(?<!\w)(?:your|you|my|σας|σου|μου|ти|си|ми|ваш\w*|твой\w*|твоя|твоят|твоего|tvoj\w*|"
    r"vaš\w*|tău|ta|tale|dvs|juaj|jote|tvůj|tvoje|tvá|váš|vaše|twój|twoja|twoje|wasz\w*|"
    r"твій|твоя|ваш|a[ \t]+te|sinun|teie|sinu|jūsu|tavo|din|ditt|dine|dein\w*|ihr\w*|je|jouw|"
    r"uw|votre|ton|tu|su|seu|sua|teu|tua|tuo)(?!\w)",
    re.IGNORECASE,
)


def _asks_holder(text: str, start: int, end: int) -> bool:
    """Whether the question in text[start:end] asks about the holder's own past."""
    if _HOLDER.search(text, start, end):
        return True
    return bool(_FIRST.search(text, start, end)) and bool(_YOUR.search(text, start, end))


_QUESTION_REACH = 80  # the question asked, from its start to the answer's label
# (the question's own clause: a comma may stand inside the question, a full stop ends it)
_CLAUSE = re.compile(r"[.!?;。！？\n]")
# a copula or a label before the answer, in the languages above
_LABEL = re.compile(
    r"[ \t]*(?:[:=]|[ \t][—–-])[ \t]*|[ \t]+(?:is|was|είναι|ήταν|е|беше|је|je|bio[ \t]+je|"
    r"bila[ \t]+je|este|a[ \t]+fost|është|ishte|jest|było|był|была?|было|є|був|була|oli|ir|"
    r"bija|yra|buvo|är|var|ist|war|est|était|es|era|fue|é|foi|è|stavio[ \t]+sam|"
    r"stavila[ \t]+sam|i[ \t]+put)[ \t]+",
    re.IGNORECASE,
)
# English: the topic of a question about one's past, then "answer" ("first pet answer")
_TOPIC_ANSWER = re.compile(
    r"(?<!\w)(?:(?:first|childhood|favou?rite|old|mother's|father's|mum's|mom's|dad's)[ \t]+"
    r"(?:(?:pet|dog|cat|school|teacher|car|street|town|city|friend|job|boss|nickname)|"
    r"maiden[ \t]+name)|(?:pet|dog|cat|school|teacher|car|street|town|city|friend|maiden[ \t]+name|"
    r"job|boss|nickname)(?=[ \t]+answer[ \t]+for[ \t]))(?:'s[ \t]+name)?[ \t]+answer(?:[ \t]+for[ \t]+[^\n.,;:]{1,40}?)?"
    r"(?=[ \t]*[:=]|[ \t]+(?:is|was)[ \t])",
    re.IGNORECASE,
)
# English: such a topic with no "answer", for an account or its recovery ("first pet's name
# (for my bank's recovery) was …"): the account says it is a security question's
_TOPIC_FOR_ACCOUNT = re.compile(
    r"(?:first|childhood|favou?rite|mother's|mum's|mom's)[ \t]+"
    r"(?:pet|dog|cat|school|teacher|car|street|friend|maiden[ \t]+name)(?:'s[ \t]+name)?"
    r"[ \t]*[(\[]?[ \t]*for[ \t]+[^\n.;:()\[\]]{0,30}?(?<!\w)(?:recovery|bank|banking|login|"
    r"security|verification|reset|password)(?!\w)[^\n.;:()\[\]]{0,20}?[)\]]?"
    r"(?=[ \t]*[:=]|[ \t]+(?:is|was)[ \t])",
    re.IGNORECASE,
)
_TOPIC_STARTS = ("first", "childhood", "favourite", "favorite", "mother's", "mum's", "mom's")
_BUDGET = 20  # questions read: a message answers a few


def _names(text: str, start: int) -> bool:
    """Whether the answer at `start` is a name: quoted, capitalised, or of a script without case."""
    first = text[start : start + 1]
    return first in "\"“«„「『'" or first.isupper() or (first.isalpha() and not first.islower())


def _topic_before(text: str, at: int) -> re.Match[str] | None:
    """The topic and "answer" whose "answer" starts at `at` ("first pet answer is …")."""
    for t in _TOPIC_ANSWER.finditer(text, max(0, at - 40), at + 120):
        if t.start() <= at < t.end():
            return t
    return None


def _answer_after(text: str, pos: int, end: int) -> tuple[int, int] | None:
    """The first name-like answer after a label in text[pos:end]."""
    for label in _LABEL.finditer(text, pos, end):
        span = answer_value(text, label.end())
        if span is not None and _names(text, span[0] - (text[span[0] - 1 : span[0]] in '"“«„')):
            return span
    return None


def asked_question_answer_spans(
    text: str, lowered: str, chars: Literals
) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each answer to a question about the holder's past."""
    found: list[tuple[str, int, int]] = []
    for stem in _ANSWER_STEMS:
        if not chars.has(stem):
            continue
        for at in capped_occurrences(lowered, stem, _BUDGET):
            if (m := _ANSWER_TO_QUESTION.match(text, at)) is not None:
                cut = _CLAUSE.search(text, m.end(), m.end() + _QUESTION_REACH + 60)
                end = cut.start() if cut is not None else min(len(text), m.end() + 140)
                if not _asks_holder(text, m.end(), end):
                    continue  # a quiz's question, not one about the holder's past
                span = _answer_after(text, m.end(), end)
            elif stem == "answer" and (t := _topic_before(text, at)) is not None:
                cut = _CLAUSE.search(text, t.end(), t.end() + 80)
                end = cut.start() if cut is not None else min(len(text), t.end() + 80)
                span = _answer_after(text, t.end(), end)
            else:
                continue
            if span is not None:
                found.append(("spoken-password", *span))
    for word in _TOPIC_STARTS:
        if not chars.has(word):
            continue
        for at in capped_occurrences(lowered, word, _BUDGET):
            if at and lowered[at - 1].isalpha():
                continue
            if (t := _TOPIC_FOR_ACCOUNT.match(text, at)) is None:
                continue
            cut = _CLAUSE.search(text, t.end(), t.end() + 80)
            end = cut.start() if cut is not None else min(len(text), t.end() + 80)
            if (span := _answer_after(text, t.end(), end)) is not None:
                found.append(("spoken-password", *span))
    return found
