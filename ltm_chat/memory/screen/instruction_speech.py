"""Instructions to the assistant as people write them, in any language and spelling.

A rule table (issue #24): ~600 of its lines are the multilingual lexicons below (`_words(...)`),
kept in one file so that a family's concepts read side by side; the code is `fold` and
`addressed_instruction` at the end (~120 lines).

poison.py reads English attack styles; this module reads what an instruction *does*, in the
languages people chat in: it tells the assistant to obey a trigger, to drop its rules, to give
away what it stores, claims authority over it, or smuggles data out through a link. A memory
states something about the user; none of these is one.

Each family is a co-occurrence of concepts, each concept a small multilingual lexicon (English,
German, French, Spanish, Portuguese, Italian, Dutch, Russian, Polish, Turkish, Chinese,
Japanese, Korean, Arabic, Hindi): a verb of control *and* what it controls. A word alone never
decides ("I reset my password", "my kid ignores the rules" stay).

Spelling tricks are undone first (`fold`): leetspeak (`1gn0r3`), letters spaced or dotted
apart (`p r i n t`, `r.u.l.e.s`), Cyrillic and Greek look-alikes inside Latin text,
zero-width characters and mixed case. Every pattern is linear (bounded gaps, no nesting).
"""

from __future__ import annotations

import re
import unicodedata

from ltm_chat.memory.screen.required_literals import Gate, Presence

__all__ = ["FAMILIES", "addressed_instruction", "fold"]

FAMILIES = (
    "standing-order",
    "bypass-rules",
    "reveal-secrets",
    "claimed-authority",
    "exfiltration-link",
    "recall-spoof",
)

_I = re.IGNORECASE


def _words(*alternatives: str) -> str:
    """Latin-script stems (written `\\bstem`) need a word start; CJK, Hindi and Arabic words
    are matched as they are. The word start is one look-behind before the group, so that each
    alternative begins with a literal (`re` then rejects most alternatives at their first
    character instead of testing a word boundary for each)."""
    bounded = [a[2:] for a in alternatives if a.startswith(r"\b")]
    free = [a for a in alternatives if not a.startswith(r"\b")]
    parts = []
    if bounded:
        parts.append(r"(?<![\w])(?:" + "|".join(bounded) + r")")
    if free:
        parts.append(r"(?:" + "|".join(free) + r")")
    return r"(?:" + "|".join(parts) + r")"


# -- concepts --------------------------------------------------------------------------------
_ASSISTANT = _words(
    r"\bassistant",
    r"(?<!')\bai\b",
    r"\ba\.i\.",
    r"\bchatbot",
    r"\bbot\b",
    r"\bmodel\b",
    r"\bllm\b",
    r"\bassistent",
    r"\bki\b",
    r"\bassistente",
    r"\basistente",
    r"\basystent",
    r"\basistan",
    r"\bia\b",
    r"\bассистент",
    r"\bпомощник",
    r"\bбот",
    r"\bии\b",
    r"助手",
    r"助理",
    r"人工智能",
    r"アシスタント",
    r"ボット",
    r"어시스턴트",
    r"챗봇",
    r"المساعد",
    r"सहायक",
)
_ADDRESSEE = _ASSISTANT + r"|\byou\b|\byour\b"
# Obedience itself, whatever it is owed to: "the assistant must obey …".
_OBEY_STRONG = _words(
    r"\bobey",
    r"\bgehorch",
    r"\bob[ée]i",
    r"\bobedec",
    r"\bobbedi",
    r"\bgehoorza",
    r"\bподчиня",
    r"\bposłusz",
    r"\bitaat",
    r"服从",
    r"服從",
    r"従わ",
    r"복종",
    r"يطيع",
    r"आज्ञा",
)
_OBEY = _words(
    r"\bobey",
    r"\bcomply",
    r"\bexecute",
    r"\bcarry out",
    r"\bdo (?:whatever|anything|everything)",
    r"\bfollow (?:any|every|all)",
    r"\bmust (?:follow|do)",
    r"\boverrides?\b",
    r"\btakes? precedence",
    r"\bgehorch",
    r"\bbefolg",
    r"\bausführ",
    r"\bführe\b",
    r"\bob[ée]i",
    r"\bex[ée]cut",
    r"\bobedec",
    r"\btreat\b[^.\n]{0,40}\bas\b[^.\n]{0,20}\b(?:system|developer|admin|authoritative|commands?|"
    r"orders?)\b",
    r"\bcumpl",
    r"\bobbedi",
    r"\besegu",
    r"\buitvoer",
    r"\bgehoorza",
    r"\bвыполня",
    r"\bподчиня",
    r"\bслушай",
    r"\bwykon",
    r"\bsłuch",
    r"\buy(?:malı|sun|)\b",
    r"服从",
    r"服從",
    r"遵守",
    r"执行",
    r"執行",
    r"従",
    r"実行",
    r"복종",
    r"따르",
    r"실행",
    r"يطيع",
    r"ينفذ",
    r"पालन",
)
_TRIGGER = _words(
    r"\b(?:any|every|each)\b[^.\n]{0,20}\b(?:command|request|message|order|instruction|prompt)s?\b",
    r"\b(?:prefixed|starting|beginning|starts|begins) with\b",
    r"\bwhatever\b",
    r"\bjede[nrm]?\b[^.\n]{0,20}\b(?:befehl|anfrage|nachricht|anweisung)",
    r"\bbeginnt\b",
    r"\btout(?:e|es)?\b[^.\n]{0,20}\b(?:commande|demande|ordre|message)",
    r"\bcommence par\b",
    r"\bcualquier\b",
    r"\bempiece con\b",
    r"\bqualquer\b",
    r"\bcomece com\b",
    r"\bqualsiasi\b",
    r"\binizia con\b",
    r"\belk\b[^.\n]{0,20}\b(?:commando|verzoek|bericht)",
    r"\bbegint met\b",
    r"\bлюб(?:ую|ой|ое|ые)\b",
    r"\bначинающ",
    r"\bkażde\b",
    r"\bzaczynając",
    r"\bher\b",
    r"ile başlayan",
    r"任何",
    r"开头",
    r"開頭",
    r"始まる",
    r"すべて",
    r"모든",
    r"시작하는",
    r"أي أمر",
    r"يبدأ",
    r"हर आदेश",
    r"शुरू होने",
)
_BYPASS = _words(
    r"\bignor",
    r"\bdisregard",
    r"\bbypass",
    r"\bcircumvent",
    r"\boverride",
    r"\bget around",
    r"\bswitch off",
    r"\bturn off",
    r"\bdisable",
    r"\bdrop (?:all|your|its|the)",
    r"\bskip",
    r"\bstop (?:following|obeying|applying)",
    r"\bno longer (?:follow|bound|appl)",
    r"\bnot bound",
    r"\bmissacht",
    r"\bumgeh",
    r"\bübergeh",
    r"\bausschalt",
    r"\bcontourn",
    r"\bdésactiv",
    r"\bsalt(?:ar|e|a)",
    r"\bevit",
    r"\bcontorn",
    r"\bdesativ",
    r"\baggir",
    r"\bdisattiv",
    r"\bnegeer",
    r"\bomzeil",
    r"\buitschakel",
    r"\bигнорир",
    r"\bобход",
    r"\bобойд",
    r"\bотключ",
    r"\bignoruj",
    r"\bomij",
    r"\byok say",
    r"\batla",
    r"忽略",
    r"忽視",
    r"无视",
    r"無視",
    r"绕过",
    r"繞過",
    r"回避",
    r"무시",
    r"우회",
    r"تجاهل",
    r"تجاوز",
    r"अनदेखा",
    r"नज़रअंदाज़",
)
_CONTROLS = _words(
    r"\brules?\b",
    r"\bsafety\b",
    r"\bsafeguards?",
    r"\brestrictions?",
    r"\bfilters?\b",
    r"\bguidelines?",
    r"\bpolic(?:y|ies)",
    r"\bguardrails?",
    r"\blimits?\b",
    r"\blimitations?",
    r"\binstructions?",
    r"\bprogramming",
    r"\bprotections?",
    r"\bcensor",
    r"\binstrucci",
    r"\binstru[çc][õo]es",
    r"\bistruzion",
    r"\binstructies",
    r"\bинструкци",
    r"\bуказани",
    r"\binstrukcj",
    r"\btalimat",
    r"指示",
    r"指令",
    r"提示",
    r"지시",
    r"지침",
    r"التعليمات",
    r"निर्देश",
    r"\bregeln",
    r"\bsicherheit",
    r"\beinschränkung",
    r"\brichtlinie",
    r"\banweisung",
    r"\bfilter",
    r"\br[eè]gles",
    r"\bs[ée]curit[ée]",
    r"\brestriction",
    r"\bconsignes",
    r"\breglas",
    r"\bseguridad",
    r"\brestricci",
    r"\bregras",
    r"\bseguran",
    r"\brestri[çc]",
    r"\bregole",
    r"\bsicurezza",
    r"\brestrizion",
    r"\bregels",
    r"\bveiligheid",
    r"\bbeperking",
    r"\bправил",
    r"\bограничен",
    r"\bбезопасн",
    r"\bфильтр",
    r"\bzasad",
    r"\bbezpiecze",
    r"\bograniczen",
    r"\bkural",
    r"\bgüvenlik",
    r"规则",
    r"規則",
    r"限制",
    r"安全",
    r"ルール",
    r"制限",
    r"安全",
    r"규칙",
    r"제한",
    r"안전",
    r"القواعد",
    r"القيود",
    r"الأمان",
    r"नियम",
    r"प्रतिबंध",
    r"सुरक्षा",
)
_REVEAL = _words(
    r"\breveal",
    r"\bdisclose",
    r"\bdivulge",
    r"\bleak",
    r"\bdump",
    r"\bprint",
    r"\boutput",
    r"\bshare",
    r"\btell",
    r"\bsend",
    r"\bforward",
    r"\bexpose",
    r"\bhand over",
    r"\blist",
    r"\bshow",
    r"\brecite",
    r"\brepeat",
    r"\bread\b",
    r"\baccess\b",
    r"\brivel",
    r"\bmostra",
    r"\bpreis",
    r"\bverrat",
    r"\bzeig",
    r"\bgib\b",
    r"\baus\b",
    r"\br[ée]v[èée]l",
    r"\bdivulgu",
    r"\baffich",
    r"\bmontr",
    r"\bdonne",
    r"\brevel",
    r"\bmuestr",
    r"\bmostr",
    r"\bdiv?ulg",
    r"\bda\b",
    r"\bonthul",
    r"\bgeef",
    r"\btoon",
    r"보여",
    r"显示",
    r"顯示",
    r"покажи",
    r"\bраскр",
    r"\bвыда",
    r"\bвывед",
    r"\bпокаж",
    r"\bсообщ",
    r"\bujawn",
    r"\bpokaż",
    r"\bpodaj",
    r"\bifşa",
    r"\bgöster",
    r"透露",
    r"泄露",
    r"泄漏",
    r"输出",
    r"輸出",
    r"告诉",
    r"显示",
    r"開示",
    r"出力",
    r"教え",
    r"表示",
    r"공개",
    r"출력",
    r"알려",
    r"اكشف",
    r"أظهر",
    r"أعط",
    r"बता",
    r"दिखा",
)
_ALL = _words(
    r"\ball\b",
    r"\bevery",
    r"\balle[ns]?\b",
    r"\btou(?:s|tes?)\b",
    r"\btod[oa]s\b",
    r"\btutt[ei]\b",
    r"\bвсе\b",
    r"\bвсех\b",
    r"\bwszystk",
    r"\btüm\b",
    r"所有",
    r"全部",
    r"すべて",
    r"全て",
    r"모든",
    r"كل",
    r"جميع",
    r"सभी",
    r"सारी",
)
_MEMORY_NOUNS = _words(
    r"\bmemor(?:y|ies)",
    r"\berinnerungen",
    r"\bsouvenirs",
    r"\brecuerdos",
    r"\blembran[çc]as",
    r"\bmem[óo]rias",
    r"\bricordi",
    r"\bherinneringen",
    r"\bвоспоминани",
    r"\bпамят",
    r"\bwspomnie",
    r"\banılar",
    r"记忆",
    r"記憶",
    r"回忆",
    r"기억",
    r"الذكريات",
    r"यादें",
)
# What an assistant keeps that an instruction wants out: what it stores, its own prompt.
_STORED = _words(
    _ALL + r"(?:[^.!?。\n]{0,20}?)" + _MEMORY_NOUNS,
    r"\b(?:stored|saved|remembered|kept|all|every|any)\b[^.\n]{0,25}\b(?:passwords?|credentials?|"
    r"secrets?|memor(?:y|ies)|keys?|tokens?|facts?|data|notes?|information)",
    r"\byour memor(?:y|ies)\b",
    r"\b(?:the user'?s?|their|his|her)\b[^.\n]{0,30}\b(?:passwords?|credentials|secrets?|address|"
    r"phone number|bank details|data|memories)",
    r"\b(?:every|each|all)\b[^.\n]{0,20}\b(?:conversations?|chats?|messages?|summar(?:y|ies)|"
    r"histor(?:y|ies)|transcripts?)\b",
    r"\bsystem ?prompt",
    r"\b(?:hidden|system|initial|secret) "
    r"(?:instructions?|configuration|config|prompt|rules)",
    r"\byour (?:configuration|instructions)",
    r"\bgespeichert",
    r"\bsystemanweisung",
    r"\bsystemprompt",
    r"\berinnerung",
    r"\benregistr",
    r"\bsauvegard",
    r"\bm[ée]moire",
    r"\binstructions syst[èe]me",
    r"\bguardad",
    r"\bmemoria",
    r"\binstrucciones del sistema",
    r"\bsalv[ao]s?\b",
    r"\bsalvat",
    r"\bmem[óo]ria",
    r"\binstru[çc][õo]es (?:de|do) sistema",
    r"\bistruzioni di sistema",
    r"\bopgeslagen",
    r"\bсохран[её]нн",
    r"\bсистемн(?:ые|ый) (?:инструкц|промпт)",
    r"\bпамят",
    r"\bzapisan",
    r"\bkaydedil",
    r"保存的",
    r"保存了",
    r"存储的",
    r"系统提示",
    r"系統提示",
    r"保存された",
    r"システムプロンプト",
    r"記憶",
    r"저장된",
    r"시스템 프롬프트",
    r"المحفوظة",
    r"सहेजे",
)
_NEVER_REFUSE = _words(
    r"\bnever (?:refuse|decline|say no|deny)",
    r"\b(?:don'?t|do not) (?:ever )?(?:refuse|decline)",
    r"\bwithout (?:refusing|refusal)",
    r"\bverweigere? niemals",
    r"\bniemals verweiger",
    r"\bne refuse jamais",
    r"\bnunca (?:rechaces|rechace|recuses|recuse|rejeite|recusar)",
    r"\bnon rifiutare mai",
    r"\bmai rifiutare",
    r"\bweiger nooit",
    r"\bникогда не отказыва",
    r"\bnie odmawiaj",
    r"\basla reddetme",
    r"永远不要拒绝",
    r"永遠不要拒絕",
    r"決して断らない",
    r"断らないで",
    r"절대 거절하지",
    r"لا ترفض أبدا",
    r"कभी मना मत",
)
_AUTHORITY = _words(
    r"\bdeveloper",
    r"\badmin(?:istrator)?s?\b",
    r"\bowner\b",
    r"\bcreator",
    r"\bstaff\b",
    r"\bsystem[- ]level",
    r"\broot access",
    r"\bsuperuser",
    r"\bmaintainer",
    r"\boperator",
    r"\bentwickler",
    r"\bd[ée]veloppeu",
    r"\bdesarrollador",
    r"\bdesenvolvedor",
    r"\bsviluppator",
    r"\bontwikkelaar",
    r"\bразработчик",
    r"\bадминистратор",
    r"\bprogramist",
    r"\bgeliştirici",
    r"开发者",
    r"開發者",
    r"管理员",
    r"開発者",
    r"管理者",
    r"개발자",
    r"관리자",
    r"مطور",
    r"المطور",
    r"डेवलपर",
)
_GRANTS = _words(
    r"\bauthori[sz]",
    r"\bapproved",
    r"\bpermitted",
    r"\ballowed",
    r"\bentitled",
    r"\bmay\b",
    r"\bcan\b",
    r"\bdarf\b",
    r"\bpeut\b",
    r"\bpuede\b",
    r"\bpode\b",
    r"\bpuò\b",
    r"\bmag\b",
    r"\bможет\b",
    r"\bmoże\b",
    r"\bunrestricted",
    r"\btreat\b",
    r"\borders?\b",
    r"可以",
    r"できる",
    r"수 있",
    r"يمكنه",
)
_NO_LIMITS = _words(
    r"\b(?:no|without|free of|free from)\b[^.\n]{0,12}\b(?:restrictions?|rules|limits|filters|"
    r"safeguards|guardrails|censorship|safety)",
    r"\bohne\b[^.\n]{0,12}\b(?:einschränkung|regeln|filter)",
    r"\bsans\b[^.\n]{0,12}\b(?:restriction|"
    r"règle|filtre)",
    r"\bsin\b[^.\n]{0,12}\b(?:restricci|reglas|filtro)",
    r"\bsem\b[^.\n]{0,12}\b"
    r"(?:restri|regras|filtro)",
    r"\bsenza\b[^.\n]{0,12}\b(?:restrizion|regole|filtr)",
    r"\bбез\b[^.\n]{0,12}\b(?:ограничен|правил|фильтр)",
    r"没有限制",
    r"无限制",
    r"制限なし",
    r"제한 없이",
)
_STANDING = _words(
    r"\bfrom now on\b",
    r"\bhenceforth\b",
    r"\bwhenever\b",
    r"\bif (?:anyone|someone|asked)\b",
    r"\b(?:always|every time)\b",
    r"\bin (?:every|each|all|any) (?:answer|reply|response|chat)",
    r"\bab (?:jetzt|sofort)\b",
    r"\bwenn (?:jemand|man)\b",
    r"\bimmer\b",
    r"\bdésormais\b",
    r"\bà partir de maintenant\b",
    r"\bsi on te demande\b",
    r"\btoujours\b",
    r"\ba partir de ahora\b",
    r"\bsi te preguntan\b",
    r"\bsiempre\b",
    r"\ba partir de agora\b",
    r"\bse perguntarem\b",
    r"\bsempre\b",
    r"\bd'ora in poi\b",
    r"\bse ti chiedono\b",
    r"\bvanaf nu\b",
    r"\bals iemand\b",
    r"\baltijd\b",
    r"\bс этого момента\b",
    r"\bесли спросят\b",
    r"\bвсегда\b",
    r"\bod teraz\b",
    r"\bbundan sonra\b",
    r"从现在开始",
    r"從現在開始",
    r"今後",
    r"これから",
    r"聞かれたら",
    r"지금부터",
    r"من الآن",
    r"अब से",
)
# A link or image whose address carries a slot for the conversation's data.
_PLACEHOLDER = (
    r"(?:\{[^}\s]{1,40}\}|\[[A-Z_]{3,40}\]|<[a-z_ ]{3,40}>|\$[A-Za-z_]{3,40}|%s|%\([a-z_]+\)s)"
)
_EXFIL_URL = re.compile(
    r"(?:https?:)?//[^\s)\]]{1,200}?[?&/=]"
    + _PLACEHOLDER
    + r"|(?:https?:)?//[^\s)\]]{1,200}?[?&][\w-]{1,20}=(?:…|\.\.\.|\{|<|\[)",
    _I,
)
_MARKDOWN_IMAGE = re.compile(r"!\[[^\]\n]{0,100}\]\(\s*(?:https?:)?//", _I)
_DATA_WORDS = re.compile(
    r"[?&][\w-]{0,20}(?:data|chat|conv|conversation|history|memor|secret|password|token|key|"
    r"prompt|msg|message|q|d|k|c)=",
    _I,
)
# Lines that imitate the recalled block (`- [kind · 2026-01-01] text`, recall.py).
_RECALL_LINE = re.compile(
    r"\[\s*[\w -]{1,20}\s*[·•]\s*[^\]\n]{0,30}\]|\[\s*(?:preference|identity|project|decision|"
    r"event|fact|instruction|note|memory|pinned)\s*[|,:;-]\s*\d{4}-\d{1,2}-\d{1,2}\s*\]",
    _I,
)


class _Near:
    """Concept `first` and concept `second` in one sentence, within `window` characters.

    `first` (the rarer concept) is found in one pass; `second` is looked for only in the
    sentence around each hit. Patterns run on folded (lowered) text, so no IGNORECASE: a
    case-insensitive alternation would cost a case fold per character."""

    __slots__ = ("first", "gates", "second", "window")

    def __init__(self, first: str, second: str, window: int = 80) -> None:
        self.first, self.second = re.compile(first), re.compile(second)
        self.window = window
        # Both concepts must occur: the rule runs only on a text holding words of each.
        self.gates = (Gate(self.first), Gate(self.second))

    def search(self, folded: str, present: Presence | None = None) -> bool:
        if present is not None and not all(gate.open(present) for gate in self.gates):
            return False
        for hits, m in enumerate(self.first.finditer(folded)):
            if hits >= _HIT_BUDGET:
                return False  # looked far enough: memories are 500 characters at most
            lo = max(0, m.start() - self.window)
            for end in _SENTENCE_END.finditer(folded, lo, m.start()):
                lo = end.end()
            hi = min(len(folded), m.end() + self.window)
            stop = _SENTENCE_END.search(folded, m.end(), hi)
            if self.second.search(folded, lo, stop.start() if stop else hi):
                return True
        return False


# A sentence ends at `.`, `!` or `?` before a space (`!sudo`, `v1.2` do not end one).
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[。！？\n]")
# Concept hits looked at per text; a memory has a handful.
_HIT_BUDGET = 1000


class _One:
    __slots__ = ("gate", "pattern")

    def __init__(self, pattern: str) -> None:
        self.pattern = re.compile(pattern)
        self.gate = Gate(self.pattern)

    def search(self, folded: str, present: Presence | None = None) -> bool:
        if present is not None and not self.gate.open(present):
            return False
        return self.pattern.search(folded) is not None


_RULES: list[tuple[str, _Near | _One]] = [
    ("standing-order", _Near(_OBEY, _TRIGGER)),
    ("standing-order", _One(_NEVER_REFUSE)),
    ("standing-order", _Near(_OBEY_STRONG, _ASSISTANT, 40)),
    ("bypass-rules", _Near(_BYPASS, _CONTROLS, 60)),
    ("bypass-rules", _Near(_NO_LIMITS, _ADDRESSEE + "|" + _STANDING, 60)),
    ("reveal-secrets", _Near(_STORED, _REVEAL, 60)),
    ("claimed-authority", _Near(_AUTHORITY, _ASSISTANT, 40)),
]
# Claimed authority is an instruction when it grants something; "I'm a developer building an
# assistant" grants nothing.
_AUTHORITY_GRANTS = _Near(_AUTHORITY, _GRANTS + "|" + _BYPASS + "|" + _CONTROLS, 80)


# -- folding spelling tricks ---------------------------------------------------------------------
_LEET = str.maketrans(
    {"4": "a", "3": "e", "1": "i", "0": "o", "5": "s", "7": "t", "@": "a", "$": "s"}
)
_LEET_WORD = re.compile(r"(?<![\w@$])(?:[A-Za-z]++[0-9@$]|[0-9@$]++[A-Za-z])[A-Za-z0-9@$]*+")
# Cyrillic and Greek letters that look Latin, mapped back when the text is Latin script.
_CONFUSABLES = str.maketrans(
    "аеорсухіѕјԁӏАЕОРСУХІЅЈВМНКТοαειρνυχκτΑΒΕΗΙΚΜΝΟΡΤΥΧΖ",
    "aeopcyxisjdlAEOPCYXISJBMHKToaeipvuxktABEHIKMNOPTYXZ",
)
_LOOKALIKE = re.compile("[аеорсухіѕјԁӏАЕОРСУХІЅЈВМНКТοαειρνυχκτΑΒΕΗΙΚΜΝΟΡΤΥΧΖ]")
# Cyrillic letters with no Latin look-alike: real Russian text has them.
_CYRILLIC_ONLY = re.compile("[бвгджзийклмнптфцчшщъыьэюяБГДЖЗИЙЛПФЦЧШЩЪЫЬЭЮЯ]")
# A word that mixes Latin letters with look-alikes. Tried only where a run starts, and its
# runs never give back: a long Latin word is read once, not once per letter (that was
# quadratic: a megabyte-long word with one Cyrillic letter elsewhere took hours).
_MIXED_SCRIPT = re.compile(
    "(?<![A-Za-z])[A-Za-z]++[аеорсухіѕјԁӏАЕОРСУХІЅЈВМНКТοαειρνυχκτ][\\wа-яА-Я]*+|"
    "(?<![аеорсухіѕјԁӏАЕОРСУХІЅЈВМНКТοαειρνυχκτ])[аеорсухіѕјԁӏАЕОРСУХІЅЈВМНКТοαειρνυχκτ]++"
    "[A-Za-z][\\wа-яА-Я]*+"
)
_SPACED = re.compile(r"(?<!\S)(?:\w ){2,}\w(?!\S)")
_DOTTED = re.compile(r"(?<![^\s])(?:[^\s.]\.){2,}[^\s.]\.{0,2}|\b\w\.\w\b")


def _unspace(m: re.Match[str]) -> str:
    return m.group().replace(" ", "")


def _undot(m: re.Match[str]) -> str:
    return m.group().replace(".", "")


# Unicode's format characters (category Cf: zero-width, joiners, direction marks, tags):
# removed by one regex instead of a category lookup per character (tests check the list).
FORMAT_CHARS = re.compile(
    "[\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b-\u200f"
    "\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd"
    "\U00013430-\U00013438\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001"
    "\U000e0020-\U000e007f]"
)


def without_format_chars(text: str) -> str:
    return FORMAT_CHARS.sub("", text) if FORMAT_CHARS.search(text) else text


def fold(text: str, *, normalised: bool = False) -> str:
    """`text` with spelling tricks undone, lowered (for matching only; never stored).
    `normalised`: NFKC and format characters were already handled (poison.py's _normalise)."""
    if not normalised and not text.isascii():
        text = without_format_chars(unicodedata.normalize("NFKC", text))
    if not text.isascii() and _LOOKALIKE.search(text):
        if not _CYRILLIC_ONLY.search(text):  # a "Cyrillic" text made of look-alikes only
            text = _latin(text)
        elif _latin_beside_other(text) and _MIXED_SCRIPT.search(text):  # inside Latin words
            text = _MIXED_SCRIPT.sub(lambda m: m.group().translate(_CONFUSABLES), text)
    if " " in text and b"w w w" in _shape(text, _SPACED_SHAPE):
        text = _SPACED.sub(_unspace, text)
    if "." in text and b"x.x" in _shape(text, _DOTTED_SHAPE):
        text = _DOTTED.sub(_undot, text)
    # Words mixing letters with leet digits (each step only when its characters occur).
    if any(c in text for c in _LEET_CHARS) and _enough_leet(text, max(2, text.count(" ") // 5)):
        if _KEPT_AS_IS.search(text):
            text = " ".join(
                t.translate(_LEET) if not t.startswith(("http", "/", "#", "!")) else t
                for t in text.split()
            )
        else:  # nothing to keep: one C-speed translation of the whole text
            text = " ".join(text.translate(_LEET).split())
    return text.lower()


# Where spaced or dotted letters can be, told at C speed before a regex tries every offset: a
# byte per character (letters and digits `w`, white space ` `, the rest `.`/`x`), then a bytes
# search for letters between spaces (`w w w`) or a dot between two characters (`x.x`).
# Characters past Latin-1 count as letters (a superset: the regex decides).
_SPACED_SHAPE = bytes(
    32 if chr(c).isspace() else 119 if chr(c).isalnum() or c in (63, 95) or c > 127 else 46
    for c in range(256)
)
_DOTTED_SHAPE = bytes(32 if chr(c).isspace() else 46 if c == 46 else 120 for c in range(256))


def _shape(text: str, table: bytes) -> bytes:
    return text.encode("latin-1", "replace").translate(table)


# A Latin letter `L` beside a character past Latin-1 `?` (each look-alike is one): where a
# word can mix scripts, told by one byte-shape pass before the regex tries every offset.
_SCRIPT_SHAPE = bytes(
    76 if chr(c).isascii() and chr(c).isalpha() else 63 if c == 63 else 32 for c in range(256)
)


def _latin_beside_other(text: str) -> bool:
    shape = _shape(text, _SCRIPT_SHAPE)
    return b"L?" in shape or b"?L" in shape


_LEET_CHARS = "0123456789@$"


def _enough_leet(text: str, needed: int) -> bool:
    """Whether `needed` words mix letters with leet digits (counting stops there)."""
    for count, _ in enumerate(_LEET_WORD.finditer(text), 1):
        if count >= needed:
            return True
    return False


# Words the leet fold leaves alone: links, paths, tags, commands.
_KEPT_AS_IS = re.compile(r"(?<!\S)(?:http|/|#|!)")
_LOOKALIKE_CHARS = "аеорсухіѕјԁӏАЕОРСУХІЅЈВМНКТοαειρνυχκτΑΒΕΗΙΚΜΝΟΡΤΥΧΖ"


def _latin(text: str) -> str:
    """Every look-alike mapped to its Latin letter: one C-speed replace per letter present."""
    for char in _LOOKALIKE_CHARS:
        if char in text:
            text = text.replace(char, char.translate(_CONFUSABLES))
    return text


_TEXT_GATES = {p: Gate(p) for p in (_RECALL_LINE, _EXFIL_URL, _MARKDOWN_IMAGE, _DATA_WORDS)}


def addressed_instruction(
    text: str, folded: str | None = None, present: Presence | None = None
) -> str | None:
    """The family of an instruction addressed to the assistant's behaviour, or None.
    `present`: the literals of `text` when the caller has them already."""
    present = present or Presence(text)

    def found(pattern: re.Pattern[str]) -> bool:
        return _TEXT_GATES[pattern].open(present) and pattern.search(text) is not None

    if found(_RECALL_LINE):
        return "recall-spoof"
    if found(_EXFIL_URL) or (found(_MARKDOWN_IMAGE) and found(_DATA_WORDS)):
        return "exfiltration-link"
    folded = fold(text) if folded is None else folded
    in_folded = Presence(folded, lowered=True)  # fold() lowers
    for family, rule in _RULES:
        if not rule.search(folded, in_folded):
            continue
        if family == "claimed-authority" and not _AUTHORITY_GRANTS.search(folded, in_folded):
            continue
        return family
    return None
