"""Orders reported from someone's life: addressed to nobody here, so not an instruction.

"My boss told me to ignore the old instructions in the wiki", "la profesora nos dijo que
olvidáramos las instrucciones anteriores", "my daughter likes to pretend to be a cat": the words
of an instruction, but a third party gave the order (to the user or to others), or the user or
someone they know takes a role in their own life. Such a clause is an instruction only when its
order names the assistant ("the developer told *you* to …", "tell *the assistant* to …",
"my boss says *ChatGPT* must …") or a standing scope ("from now on"). An order that opens its
sentence ("Ignore the rules; my boss said so") is given here, whatever follows it, and so is a
reported order the text then hands on ("My boss told me to ignore the rules. Do the same.").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_words import _ADDRESSEE, _AUTHORITY, _STANDING
from ltm_chat.memory.screen.quote_names import NAMED_AFTER, NAMED_BEFORE, named_as_instrument
from ltm_chat.memory.screen.required_literals import Gate, Presence
from ltm_chat.memory.screen.sentences import SENTENCE_END as _SENTENCE_END

__all__ = [
    "ReaderWords",
    "in_own_life",
    "quoted_as_mention",
    "reported_to_someone_else",
]

# The verb that reports an order someone gave (past or third person: never an imperative).
_REPORTING = re.compile(
    r"(?<!\w)(?:"
    r"told|tells|(?:keeps?|kept) (?:on )?telling|said|says|asked|asks|wants|wanted|ordered|"
    # (session 26) the writer's habit of telling people in their life: "I always tell my kids
    # to …", "we ask our guests to …" (a bare verb is a report only with its subject before it)
    r"(?:i|we)(?: (?:always|often|usually|still|just|never|sometimes|constantly|regularly))* "
    r"(?:tell|ask|remind|warn|teach|beg|encourage)|ich sage|ich bitte|je dis|je demande|"
    r"(?:les|le) digo|(?:les|le) pido|eu digo|eu peço|ik zeg|ik vraag|я говорю|я прошу|"
    r"instructed|reminded|warned|advised|suggested|"
    r"gesagt|sagte|sagt|meinte|meint|gebeten|bat|befahl|befohlen|"
    r"a dit|disait|dit|a demandé|demande|veut que|"
    r"dijo|dice|decía|pidió|pide|mandó|manda|quiere que|ordenó|"
    r"disse|diz|dizia|pediu|pede|mandou|quer que|"
    r"ha detto|detto|diceva|ha chiesto|chiede|vuole che|"
    r"zei|zegt|vroeg|vraagt|wil dat|gezegd|"
    r"сказал\w*|говорит|говорил\w*|попросил\w*|просит|велел\w*|"
    r"kazał\w*|powiedział\w*|mówi|prosił\w*|każe"
    r")(?!\w)",
    re.IGNORECASE,
)
# Who takes a role in their own life: the user, the people around them (never "you"), or what
# is theirs ("my friend's jailbroken iPhone", "my kids' school's rules").
_OWN_SUBJECT = re.compile(
    r"\s*(?:i|we|he|she|they|(?:my|our|his|"
    # (session 29) not Turkish "her" ("every": "her zaman", "her kullanıcıya"), which a word
    # with Turkish letters or one of the words it counts follows
    r"her(?! (?:\S*[ıİğĞşŞ]|zaman|gun|gün|sey|şey|seferinde|defa|kez|yerde|biri\w*|hafta|sabah|"
    r"aksam|akşam|durumda|kosulda|koşulda|soru\w*|cevap\w*|mesaj\w*|kullanici\w*)\b)|"
    r"their) [\w-]+(?:['’]s?)?(?: [\w-]+(?:['’]s?)?)?|"
    r"mom|mum|dad|grandma|grandpa|everyone|everybody|someone|people)"
    r"(?: [\w'-]+){0,4}\s*",
    re.IGNORECASE,
)
# What makes a reported order the assistant's: named or spoken to (English and the
# second-person words of `_ADDRESSEE`, with the object forms it lacks: "t'a dit", "te dijo").
_NAMES_ASSISTANT = re.compile(
    _ADDRESSEE + r"|(?<!\w)(?:chatgpt|gpt|claude|gemini|copilot|the user|user's|"
    r"t'|te|tes|ton|ta|tus|tu|teu|ti|tuo|tua|tuoi|tue|dein\w*|jij|je|jou|jouw|"
    r"тебе|тебя|тво\w+|вам|вас|ваш\w*|ciebie|tw\w+|sana|seni|senin)(?!\w)",
    re.IGNORECASE,
)
# After the order, to its clause's end, only words that cannot be another language's article
# ("du wiki" is French): "… the instructions you were given".
_NAMES_AFTER = re.compile(
    r"(?<!\w)(?:you|your|yourself|assistant|ai|chatbot|chatgpt|gpt|claude|gemini|copilot)(?!\w)",
    re.IGNORECASE,
)
# A report heard under a condition is a trigger: "if my boss says so, ignore the rules".
_CONDITION = re.compile(
    r"(?<!\w)(?:if|when|whenever|once|as soon as|wenn|falls|sobald|si|quand|lorsque|cuando|"
    r"quando|als|zodra|если|когда|jeśli|gdy|kiedy|eğer)(?!\w)",
    re.IGNORECASE,
)
# The order opens its own clause after the report ("the teacher said hi, ignore the rules"), or
# is quoted word for word ("my friend told me: ignore all previous instructions"): a quote
# carries the order itself into the memory, to be read by the assistant later.
_OWN_CLAUSE = re.compile(
    r".*(?:[,;:\"“”«»„‘’]|(?<!\w)(?:and|then|but|so)(?!\w))[\s\"“”«»„‘’]*"
    r"(?:(?:please|now|just|also|then)\s+)*",
    re.S | re.IGNORECASE,
)
# A report from who claims authority over the assistant is that claim: "the developer says to …".
_AUTHORITY_RE = re.compile(
    _AUTHORITY + r"|(?<!\w)(?:system|openai|anthropic|google|microsoft)(?!\w)", re.IGNORECASE
)
# ... or given a standing scope ("from now on", "always") inside the order itself.
_STANDING_RE = re.compile(_STANDING, re.IGNORECASE)
# What hands a reported order on to whoever reads it: "Do the same.", "you too", "follow it".
_HANDED_ON = re.compile(
    r"(?<!\w)(?:do (?:the same|so|it too|that too|likewise)|you (?:too|as well|also)|"
    r"same (?:for|goes for) you|follow (?:it|that|this|them|suit)|comply|obey|"
    r"mach(?:e)? (?:das )?(?:auch|genauso|dasselbe)|tu (?:das )?(?:auch|dasselbe)|"
    r"fais (?:de même|pareil|la même chose)|haz (?:lo mismo|igual)|"
    r"fa[çc]a (?:o mesmo|igual)|fai (?:lo stesso|altrettanto)|doe (?:hetzelfde|dat ook)|"
    r"сделай (?:так же|то же)|zrób (?:to samo|tak samo))(?!\w)",
    re.IGNORECASE,
)
# Where the reported order ends: a clause mark or a word that opens a circumstance.
_ORDER_END = re.compile(
    r"[.!?;,\n。！？]|(?<!\w)(?:when|while|because|if|since|before|after|until|"
    r"wenn|weil|quand|parce|cuando|porque|quando|perché|omdat|когда|потому|kiedy|bo)(?!\w)",
    re.IGNORECASE,
)
_CLAUSE_MARK = re.compile(r".*(?:[,;:()\"“«]|\b(?:and|but|then)\b)", re.S | re.IGNORECASE)


def _sentence_start(text: str, at: int) -> int:
    # (no sentence end in 200 characters: the sentence is read from there, never from 0)
    start = max(0, at - 200)
    for end in _SENTENCE_END.finditer(text, start, at):
        start = end.end()
    return start


def _order_names_assistant(text: str, start: int, order: int, end: int) -> bool:
    """Whether text[start:…] (the reporting clause, then the order from `order` to `end` and
    on to its clause's end) names the assistant, or gives the order a standing scope."""
    stop = _ORDER_END.search(text, end, end + 200)
    last = stop.start() if stop else min(len(text), end + 200)
    if _NAMES_ASSISTANT.search(text, start, end) or _NAMES_AFTER.search(text, end, last):
        return True
    if _HANDED_ON.search(text, end, end + 200):
        return True
    return _STANDING_RE.search(text, order, last) is not None


def reported_to_someone_else(text: str, start: int, end: int) -> bool:
    """Whether the order at text[start:end] is reported from someone's life: a reporting verb
    ("told me", "sagte", "nos dijo") earlier in its sentence, and the order never naming the
    assistant."""
    lo = _sentence_start(text, start)
    if (verb := _REPORTING.search(text, lo, start)) is None:
        return False
    if _CONDITION.search(text, lo, verb.start()) or _OWN_CLAUSE.fullmatch(text, verb.end(), start):
        return False
    if _AUTHORITY_RE.search(text, lo, verb.end()):
        return False
    return not _order_names_assistant(text, lo, verb.end(), end)


def in_own_life(text: str, start: int, end: int) -> bool:
    """Whether the role at text[start:end] is taken by the user or someone they know, in their
    own life ("I pretend to be asleep", "my kid likes to pretend to be a dinosaur"): its clause
    opens with that person, and nothing in it names the assistant."""
    lo = _sentence_start(text, start)
    mark = _CLAUSE_MARK.match(text, lo, start)
    clause_start = mark.end() if mark else lo
    if not _OWN_SUBJECT.fullmatch(text, clause_start, start):
        return False
    return not _order_names_assistant(text, lo, start, end)


# -- an order quoted as words someone said, typed or hid: talked about, not given ---------------
_OPENING_QUOTES = '"“«„「『'
_CLOSING_QUOTES = '"”»“」』'
# Said, typed or hidden by someone, never in the imperative ("saying", "says", "typed", "the
# hacker types"): the quote is what they said. Read at the end of the words before the quote.
_MENTIONED_BY = re.compile(
    r"(?<!\w)(?:says|said|saying|types|typed|typing|writes|wrote|writing|hides|hid|hiding|"
    r"shouts|shouted|yells|yelled|whispers|whispered|quoted|quoting|posted|"
    # (session 26) any English past tense ("texted", "tweeted", "replied"): done, never ordered
    r"[a-z]{2,}(?<!e)ed|[a-z]*ied|sent|"
    r"(?:told|tells|telling|asked|asks|asking) (?:\w+ ){0,2}to(?: (?:just|simply))?|"
    r"(?:people|they|someone|somebody|he|she|\w{2,}[^s\W]s) (?:\w+ )?(?:hide|type|write|"
    r"say|use|paste|try|"
    # (session 29) what they ask or tell someone to do: 'people constantly ask her to "just
    # ignore" the rules' (a third person's habit: the quote is the words they ask for)
    r"(?:ask|tell) (?:\w+ ){0,2}to(?: (?:just|simply))?))\s*$",
    re.IGNORECASE,
)
# ... or named as a thing: a determiner, "like", a word for words or a naming verb right before
# it ('the "…" trick', 'a prompt like "…"', 'фразой «…»', 'a talk called "…"'), or a third
# person's verb of saying in another language ('Mon ado dit « … »'): the order is then a noun
# of the sentence, not said to anyone.
_NAMED_BEFORE = re.compile(
    r"(?<!\w)(?:the|that|this|these|those|like|such as|le|les|ce|cette|ces|comme|der|die|das|"
    r"wie|el|los|las|ese|esa|este|esta|como|esse|essa|il|gli|quel|quella|questo|questa|het|"
    r"dat|deze|zoals|det|som|att|phrase|line|meme|memes|prompt|prompts|message|messages|"
    r"trick|joke|words|sentence|phrases|called|named|titled|entitled|"
    r"фраз\w*|слова\w*|сообщени\w*|промпт\w*|"
    r"dit|disait|écrit|tape|tapent|sagt|sagte|schreibt|tippt|dijo|escribe|diz|disse|"
    r"escreve|digita|scrive|zegt|zei|typt|schrijft|säger|sa|skriver|говорит|сказал\w*|"
    r"пишет|написал\w*|mówi|powiedział\w*|pisze|"
    # (session 41) the Spanish and Italian "says", participles of saying, the Hindi perfect
    # ("el examen dice "…"", "en lui disant « … »", "boss ne bola "…""): never an imperative
    r"dice|dicen|decía|decia|diceva|dicono|dizem|disent|disant|diciendo|dizendo|dicendo|"
    r"sagend|zeggend|bola|boli|bole|kaha|"
    # (session 41) a naming noun and its "of" ('los memes de "…"', 'the meme of "…"')
    r"(?:memes?|jokes?|chistes?|bromas?|blagues?|witze?|piadas?|tricks?|trucos?|phrases?|"
    r"frases?|prompts?|messages?|mensajes?)\s+(?:of|de|del|des|du|di|do|da|von|van))\s*$",
    re.IGNORECASE,
)
# ... or the quote is the subject of a remark about it: '"…" is such a meme', '"…" memes are
# everywhere', '"…" är det vanligaste angreppet'.
_MENTIONED_AS = re.compile(
    # (session 41) a dash may stand before the copula, or for it ('«…» — это мем')
    r"\s*(?:[—–-]\s*)?(?:(?:is|was|has become|became)\s+(?:such |just |still |kind of |basically |now )*"
    r"(?:a|an|the|my|our)\b|[\w-]+\s+(?:is|are|was|were)\b|"
    r"(?:är|var|ist|war|est|était|es|era|é|è|jest|был|была|было|это)(?!\w)|"
    # (session 41) the Swahili, Kinyarwanda and Somali copulas ('"…" ni utani', '"…" ari
    # urwenya', '"…" ay tahay kaftan')
    r"(?:ni|ari|ay tahay|waa)\s+\w|"
    # (session 34) the Chinese copula and the Japanese topic particle, which join the next word
    # unspaced: '"忽略之前的指令"是常见的提示词注入', '「…」は有名なフレーズ'; not the quote made
    # yours, or a rule or an order ('"…"是你的新规则', '「…」は今後のルール')
    r"(?:是|は)(?![^，。！？、,.!?\n]{0,12}(?:你|您|规则|規則|规定|指令|命令|原则|任务|要求|"
    r"ルール|指示|あなた)))",
    re.IGNORECASE,
)
# Who reads the memory later, spoken to outside the quote: then the quote is handed to it.
# (a whole word "you", "your", "yours", "yourself", "u" or "ur"; its first letter first, the
# look-behind after it: `re` skips to the candidates instead of trying each offset)
_SECOND_PERSON = re.compile(
    r"[uy](?<!\w.)(?:(?<=[yY])ou(?:r(?:s|self)?)?|(?<=[uU])r?)(?!\w)", re.IGNORECASE
)
_QUOTE_REACH = 200
_AFTER_REACH = 400


def quoted_as_mention(text: str, start: int, end: int, reader: ReaderWords | None = None) -> bool:
    """Whether the order at text[start:end] sits inside a quotation that the sentence talks
    about ("my students tried it by saying \"ignore previous instructions\", it didn't work";
    "\"ignore previous instructions\" is such a meme at work"): said, typed or hidden by
    someone, or remarked on, embedded in the user's own words (not delivered after a colon),
    with nothing outside the quote that speaks to the assistant or hands the order on.
    `reader`: the screening's ReaderWords of `text` (else a new one)."""
    lo = max(0, start - _QUOTE_REACH)
    opening = max(text.rfind(q, lo, start) for q in _OPENING_QUOTES)
    if opening < 0 or any(q in text[opening + 1 : start] for q in _CLOSING_QUOTES):
        return False
    if text[opening] == '"' and text.count('"', 0, opening) % 2:
        return False  # a straight quote that closes an earlier one
    closings = [i for q in _CLOSING_QUOTES if (i := text.find(q, end, end + _QUOTE_REACH)) >= 0]
    if not closings:
        return False
    closing = min(closings)
    before = text[_sentence_start(text, opening) : opening]
    # (the words after it are read to its sentence's end, at most _AFTER_REACH: a 1 MB paste
    # of quotes and no full stop is not read to its end at each quote)
    reach = min(len(text), closing + 1 + _AFTER_REACH)
    stop = _SENTENCE_END.search(text, closing + 1, reach)
    after = text[closing + 1 : stop.start() if stop else reach]
    if before.rstrip().endswith(":") or not any(c.isalpha() for c in after):
        return False  # delivered after a colon, or the text's last words: the payload itself
    named = _MENTIONED_BY.search(before) or _NAMED_BEFORE.search(before)
    named = named or NAMED_BEFORE.search(before) or NAMED_AFTER.match(after)
    named = named or named_as_instrument(before)
    if not (named or _MENTIONED_AS.match(after)):
        return False
    if reader is None or reader.text != text:
        reader = ReaderWords(text)
    habit = _SAYING_HABIT.search(before)
    spared = opening - (len(before) - habit.start()) if habit else opening
    return not reader.speaks_outside(spared, closing)


# (session 41) A habit word beside a third person's verb of saying, right before the quote ("my
# boss always says "…"", "sagt immer „…“", "dice sempre "…""): how often they say it, not a
# standing scope handed to the reader (the words from it to the quote are spared).
_HABIT_WORD = r"(?:always|still|immer|noch|sempre|siempre|toujours|всегда|zawsze|altijd|hep|daima)"
_SAYING_3P = (
    r"(?:says|said|tells|told|sagt|sagte|dice|decía|decia|diceva|dit|disait|diz|dizia|zegt|zei|"
    r"говорит|говорил\w*|mówi|powiedział\w*)"
)
_SAYING_HABIT = re.compile(
    rf"(?<!\w)(?:{_SAYING_3P}\s+{_HABIT_WORD}|{_HABIT_WORD}\s+{_SAYING_3P})\s*$",
    re.IGNORECASE,
)


_READER_PATTERNS = (_SECOND_PERSON, _HANDED_ON, _STANDING_RE)
_READER_GATES = tuple(map(Gate, _READER_PATTERNS))


# How far from a quote the words that speak to the reader are looked for: a memory is 500
# characters at most, so only a long paste is cut, where far words belong to other messages
# (reading a megabyte for them cost ~0.1 s a pattern).
_READER_REACH = 4096
# Longer than any reader word: a look that must stop at a point reads this far past it, so
# that a word across the point is whole.
_HIT_REACH = 256


class ReaderWords:
    """Whether one text speaks to its reader or hands an order on near a quote, each pattern
    asked only if its words occur (kept by the screening: one for all its rules). `present`:
    the text's literals, when the screening has them (a pattern none of whose words occur is
    not run)."""

    __slots__ = ("_patterns", "_present", "text")

    def __init__(self, text: str, present: Presence | None = None) -> None:
        self.text = text
        self._present = present
        self._patterns: tuple[re.Pattern[str], ...] | None = None

    @classmethod
    def of(cls, text: str, present: Presence | None) -> ReaderWords:
        """The screening's reader of `text`, kept on `present` (the literals of `text`, which
        the screening's rules share: each finds it there); without `present`, a new one."""
        if present is None:
            return cls(text)
        reader = present.reader
        if not isinstance(reader, ReaderWords) or reader.text != text:
            reader = present.reader = cls(text, present)
        return reader

    def speaks_outside(self, spared: int, closing: int) -> bool:
        """Whether a hit starts before `spared` or after `closing` (within _READER_REACH)."""
        if self._patterns is None:
            present = self._present
            self._patterns = tuple(
                pattern
                for pattern, gate in zip(_READER_PATTERNS, _READER_GATES, strict=True)
                if present is None or gate.open(present)
            )
        text = self.text
        before = (max(0, spared - _READER_REACH), min(len(text), spared + _HIT_REACH))
        after = (closing + 1, min(len(text), closing + 1 + _READER_REACH))
        for pattern in self._patterns:
            hit = pattern.search(text, *before)
            if (hit and hit.start() < spared) or pattern.search(text, *after):
                return True
        return False


# Where a clause opens before a verb: a mark or a joining word (80 characters back at most).
_CLAUSE_OPENS = re.compile(r".*(?:[.!?;:,\n()\"“«]|\b(?:and|then|but|y|e|und|et)\b)", re.S)


def own_subject_before(folded: str, start: int) -> bool:
    """Whether the clause that reaches `start` has the writer as its subject ("I always tell my
    kids …"): what follows is told of, not ordered."""
    reach = max(0, start - 80)
    opened = _CLAUSE_OPENS.match(folded, reach, start)
    return _OWN_SUBJECT.fullmatch(folded[opened.end() if opened else reach : start]) is not None


def hit_has_own_subject(folded: str, start: int, end: int, lo: int, hi: int) -> bool:
    """`own_subject_before` as a rule's skip test (`_Near(..., skip=…)`): the verb at
    folded[start:end] has its own subject ("my boss always sends …", "I follow my coach, not
    …"), a habit told of, not an order."""
    return own_subject_before(folded, start)
