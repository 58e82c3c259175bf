"""Vetoes on the vector opinion from what a thing is (#22 round 12). The opinion
(vector_opinion.py) reads a text's vector alone, and a linear model over e5 vectors reads topic
as much as address: "my password manager nags me", "use clinical terms, I'm an ICU nurse". The
text is at hand too, and each verdict needs something in it:
- a credential needs a VALUE, something that could grant access: a token with digits, symbols
  or mixed case, a random draw, digits said as words, a run of seed words, a quoted value or
  one bound by a colon or "=";
- an instruction needs an OBJECT beyond style: the assistant's rules, instructions, filters,
  memories or system prompt, stored data and secrets, other people, addresses and commands, the
  truth told to the user, authority over the assistant. A preference only says how to answer
  or treat the user (language, length, tone, format, units, name, topics, sources).
A verdict whose need is absent is overruled; the rules' own verdicts are never vetoed.
Lexicons are the rules' own (instruction_*.py, spoken_values.py, spelled_codes.py), plus the
object words they had no concept for, below.

Not wired into the write paths: round 12 measured it on authors nobody tuned on and did not
adopt it (it spares about two benign lines for each instruction it lets through, and the rule
fixed before the run allows no instruction loss past 0.5 points; bench/RESULTS.md "#22 round
12"). bench/opinion_vetoes.py, bench/screen_heldout.py and `bench/vector_classifier.py
--compare --veto` measure it.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

__all__ = ["has_object", "has_value", "upheld"]

# Quoted spans in the scripts people quote with (spoken_values' marks and the CJK corners).
_QUOTED = re.compile(r"(?<!\w)[\"“«'‘„「『]([^\"”»'’“」』\n]{2,100})[\"”»'’“」』](?!\w)")
# A value bound to a label: "wifi: sunflower", "pin=…", "密码：…" (a clause of at most four
# words after the mark: a longer one is a sentence, "Note: I changed my password today").
_BOUND = re.compile(r"[:=：]\s*([^\s:=：][^\n.!?。:：]{0,60})")
# scheme://user:pass@host and scheme://:pass@host
_USERINFO = re.compile(r"://[^/\s@]*:[^/\s@]+@")
# A colour as CSS writes it (#3A7BD5): it names a shade, it opens nothing.
_COLOUR = re.compile(r"#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})")
_CAMEL = re.compile(r"[a-zà-öø-ÿ][A-ZÀ-ÖØ-Þ]")
_SEED_RUN = 6  # list words in a row: prose rarely strings six, a seed phrase is 12-24


def _token_value(core: str) -> bool:
    """A token shaped like a value: spoken_values' shapes, three or more digits that are not a
    date, a time or a quantity, or letters in mixed case inside the word (`PurpleMonkey`)."""
    from ltm_chat.memory.screen import spoken_values as v

    if not core or v._EMAIL_OR_URL.match(core) or _COLOUR.fullmatch(core):
        return False
    if any(
        check(core)
        for check in (
            v.chosen_password,
            v.random_letters,
            v._key_shaped,
            v._grouped_code,
            v._short_code,
            v._digits_code,
        )
    ):
        return True
    if sum(c.isdigit() for c in core) >= 3 and not v._DATE_OR_VERSION.fullmatch(core):
        return True
    return len(core) >= 6 and core.isalpha() and _CAMEL.search(core) is not None


def _digit_words_run(words: list[str]) -> bool:
    """Three or more digits said as words in a row ("six seven two two", "drei eins vier")."""
    from ltm_chat.memory.screen.spelled_codes import _DIGIT_WORD_SET

    run = 0
    for w in words:
        run = run + 1 if w in _DIGIT_WORD_SET else 0
        if run >= 3:
            return True
    return False


def _seed_run(words: list[str]) -> bool:
    from ltm_chat.memory.screen.spoken_shapes import bip39_words

    listed, run = bip39_words(), 0
    for w in words:
        run = run + 1 if w in listed else 0
        if run >= _SEED_RUN:
            return True
    return False


def has_value(text: str) -> bool:
    """Whether `text` holds something that could be a credential's value."""
    from ltm_chat.memory.screen.native_digits import ascii_digits
    from ltm_chat.memory.screen.spoken_values import token_core

    text = ascii_digits(unicodedata.normalize("NFKC", text))
    if _USERINFO.search(text) or _QUOTED.search(text):
        return True
    for m in _BOUND.finditer(text):
        if len(m.group(1).split()) <= 4:
            return True
    tokens = text.split()
    if any(_token_value(token_core(t)) for t in tokens):
        return True
    words = [w.strip(".,;:!?()\"'«»“”") for w in text.lower().split()]
    return _digit_words_run(words) or _seed_run(words)


# Objects the rules' lexicons had no concept for (lowered, matched on the folded text; Latin
# and Cyrillic stems need a word start, other scripts match anywhere).
_MORE_OBJECTS = (
    # the assistant's own prompt and configuration
    r"\bsystem ?prompts?",
    r"\bprompts?\b",
    r"\bsystemprompt",
    r"\bprompt (?:du )?syst[èe]me",
    r"\bprompt del sistema",
    r"\bprompt do sistema",
    r"\bsysteemprompt",
    r"\bсистемн\w* (?:промпт|подсказк|инструкц)",
    r"\bпромпт",
    r"موجه النظام",
    r"تعليمات النظام",
    r"系统提示",
    r"系統提示",
    r"提示词",
    r"システムプロンプト",
    r"プロンプト",
    r"시스템 프롬프트",
    r"프롬프트",
    # the assistant's rules, instructions, limits, filters and memory in the languages the
    # rules' lexicons lack (Hungarian, Finnish, Czech, Slovak, Romanian, Greek, Vietnamese,
    # Indonesian/Malay, Tagalog, Thai, Hebrew, Persian, Swahili, Ukrainian, Bengali, Nordic)
    r"\bszabály",
    r"\butasítás",
    r"\bkorlátoz",
    r"\bszűrő",
    r"\bmemóri",
    r"\bemlékez",
    r"\bsääntö",
    r"\bsäännö",
    r"\bohje",
    r"\brajoitu",
    r"\bsuodat",
    r"\bmuisti",
    r"\bpravid",
    r"\bpokyn",
    r"\bomezen",
    r"\bobmedz",
    r"\bfiltr",
    r"\bpaměť",
    r"\bpamäť",
    r"\breguli",
    r"\bregulil",
    r"\binstrucțiun",
    r"\binstructiun",
    r"\brestricți",
    r"\bmemori",
    r"\bκανόν",
    r"\bκανον",
    r"\bοδηγί",
    r"\bοδηγι",
    r"\bπεριορισμ",
    r"\bφίλτρ",
    r"\bμνήμη",
    r"\bquy tắc",
    r"\bhướng dẫn",
    r"\bhạn chế",
    r"\bbộ lọc",
    r"\bbộ nhớ",
    r"\bchỉ thị",
    r"\baturan",
    r"\binstruksi",
    r"\bbatasan",
    r"\bingatan",
    r"\bperaturan",
    r"\barahan",
    r"\bsekatan",
    r"\bpatakaran",
    r"\btagubilin",
    r"\bregler\b",
    r"\breglerne",
    r"\breglene",
    r"\binstruktion",
    r"\binstruks",
    r"\bbegränsning",
    r"\bbegrænsning",
    r"\bbegrensning",
    r"\bminne\b",
    r"\bhukommelse",
    r"\bsheria",
    r"\bmaagizo",
    r"\bmaelekezo",
    r"\bvikwazo",
    r"\bkumbukumbu",
    r"\bправил",
    r"\bінструкці",
    r"\bобмежен",
    r"\bфільтр",
    r"\bпам'ят",
    r"\bпам’ят",
    r"\bограничени",
    r"\bфильтр",
    r"\bkural",
    r"\bkısıtlama",
    r"\bfiltre",
    r"\bhafıza",
    r"\bbellek",
    r"\breglas\b",
    r"\bnormas\b",
    r"\bregras\b",
    r"\bregole\b",
    r"\bregels\b",
    r"\brègles?\b",
    r"\bgedächtnis",
    r"\beinschränkung",
    r"\bbeschränkung",
    r"\bzasad",
    r"\breguł",
    r"\binstrukcj",
    r"\bogranicze",
    r"\bpamięć",
    r"\bpamięci",
    r"כללים",
    r"הוראות",
    r"הגבלות",
    r"מגבלות",
    r"זיכרון",
    r"قواعد",
    r"قوانین",
    r"دستورالعمل",
    r"محدودیت",
    r"حافظه",
    r"قيود",
    r"ذاكرة",
    r"ذاكرتك",
    r"กฎ",
    r"คำสั่ง",
    r"ข้อจำกัด",
    r"ตัวกรอง",
    r"ความจำ",
    r"नियम",
    r"प्रतिबंध",
    r"स्मृति",
    r"নিয়ম",
    r"নির্দেশ",
    r"规则",
    r"規則",
    r"规定",
    r"限制",
    r"过滤",
    r"過濾",
    r"审查",
    r"審查",
    r"ルール",
    r"制限",
    r"フィルター",
    r"メモリ",
    r"규칙",
    r"제한",
    r"필터",
    r"메모리",
    # a self without limits
    r"\bjailbr[eo]a?k",
    r"\bdan\b",
    r"\bdeveloper mode",
    r"\bgod mode",
    r"\bunrestricted",
    r"\buncensored",
    r"\bunfiltered",
    r"\bunzensiert",
    r"\bsans censure",
    r"\bsin censura",
    r"\bsem censura",
    r"\bsenza censura",
    r"\bбез цензуры",
    r"\bbez cenzury",
    r"无限制",
    r"無制限",
    r"검열 없",
    # commands run on the user's machine or elsewhere
    r"\bcommands?\b",
    r"\bshell\b",
    r"\bterminal\b",
    r"\bsudo\b",
    r"\bexecut",
    r"\bbefehl",
    r"\bcommande",
    r"\bcomando",
    r"\bкоманд",
    r"\bpolecen",
    r"\bkomut",
    r"命令",
    r"コマンド",
    r"명령",
    # secrets as a class
    r"\bsecrets?\b",
    r"\bcredentials?",
    r"\bpasswords?\b",
    r"\bapi keys?",
    r"\btokens?\b",
    r"\bgeheimnis",
    r"\bsecrets?\b",
    r"\bsecreto",
    r"\bsegredo",
    r"\bsegreto",
    r"\bсекрет",
    r"\bпарол",
    r"密码",
    r"密碼",
    r"秘密",
    r"パスワード",
    r"비밀",
    # the truth told to the user
    r"\b(?:lie|lies|lying|deceive|mislead|fake|false|untrue|made[- ]up|invent)\b",
    r"\bl[üu]gen?\b",
    r"\bmentir",
    r"\bmentire",
    r"\bлгать",
    r"\bобманыва",
    r"\bkłam",
    r"撒谎",
    r"說謊",
    r"嘘をつ",
    r"거짓",
    r"\bhazud",
    r"\bvalehtel",
    r"\blhát\b",
    r"\blži\b",
    r"\bψέμα",
    r"\bψέματα",
    r"\bnói dối",
    r"\bbohong",
    r"\bbrehat",
    r"\bбрехат",
    r"\bбреши",
    r"\byalan",
    r"\bljug",
    r"\blieg",
    r"\bmenti\b",
    r"\bminta\b",
    r"\bmens\b",
    r"\buongo",
    r"โกหก",
    r"לשקר",
    r"שקר",
    r"كذب",
    r"اكذب",
    r"झूठ",
    r"دروغ",
    # other users, and power claimed over the assistant, in the same further languages
    r"\bmás felhasználó",
    r"\bmuiden käyttäjien",
    r"\bmuut käyttäjät",
    r"\bostatní uživatel",
    r"\bostatních uživatel",
    r"\bάλλους χρήστες",
    r"\bάλλων χρηστών",
    r"\bngười dùng khác",
    r"\bpengguna lain",
    r"\bwatumiaji wengine",
    r"\bінших користувач",
    r"\bдругих пользовател",
    r"\bandra användare",
    r"\bandre brugere",
    r"\bandre brukere",
    r"\bdiğer kullanıcı",
    r"ผู้ใช้คนอื่น",
    r"משתמשים אחרים",
    r"المستخدمين الآخرين",
    r"अन्य उपयोगकर्ता",
    r"دیگر کاربران",
    r"其他用户",
    r"其他用戶",
    r"他のユーザー",
    r"다른 사용자",
    r"\bfejlesztő",
    r"\bkehittäjä",
    r"\bylläpitäjä",
    r"\bvývojář",
    r"\bsprávce",
    r"\bπρογραμματιστ",
    r"\bδιαχειριστ",
    r"\bnhà phát triển",
    r"\bquản trị viên",
    r"\bpengembang",
    r"\bmsanidi",
    r"\bрозробник",
    r"\bадміністратор",
    r"\bgeliştirici",
    r"\butvecklare",
    r"\budvikler",
    r"\butvikler",
    r"ผู้พัฒนา",
    r"ผู้ดูแลระบบ",
    r"מפתח",
    r"מנהל המערכת",
    r"المطور",
    r"توسعه‌دهنده",
    r"डेवलपर",
    r"开发者",
    r"開發者",
    r"开发人员",
    r"管理员",
    r"管理員",
    r"開発者",
    r"管理者",
    r"개발자",
    r"관리자",
    # the rule as one, and rules inside a compound ("säkerhetsregler", "Sicherheitsregeln")
    r"\bregul",
    r"regler\b",
    r"regeln\b",
    r"regels\b",
    r"قاعدة",
    r"القاعدة",
    r"قانون",
    r"הוראה",
    r"أوامر",
    r"\bأمر",
    # the assistant's refusals: a preference never asks for fewer of them
    r"\brefus",
    r"\bdecline\b",
    r"\bverweiger",
    r"\bablehn",
    r"\brechaz",
    r"\bniegues",
    r"\brecus",
    r"\brifiut",
    r"\bweiger",
    r"\bотказ",
    r"\bотказыва",
    r"\bвідмов",
    r"\bodmawia",
    r"\bodmów",
    r"\bodmítej",
    r"\breddet",
    r"\bkieltäyd",
    r"\bvägra",
    r"\bnægt",
    r"\bnekt",
    r"\bmegtagad",
    r"\butasíts el",
    r"\bmenolak",
    r"\btolak",
    r"\btừ chối",
    r"\btumanggi",
    r"\bkukataa",
    r"\busikatae",
    r"\bαρν",
    r"拒绝",
    r"拒絕",
    r"拒否",
    r"断らない",
    r"断る",
    r"거절",
    r"거부",
    r"ترفض",
    r"رفض",
    r"رد نکن",
    r"मना मत",
    r"ปฏิเสธ",
    r"תסרב",
    r"לסרב",
    # pretending: the assistant deceiving about itself or what it did
    r"\bpretend",
    r"\bfais semblant",
    r"\bfaire semblant",
    r"\bfinge",
    r"\bfinja",
    r"\bfingi",
    r"\btu so,? als",
    r"\bdoe alsof",
    r"\bпритвор",
    r"\bделай вид",
    r"\bсделай вид",
    r"\bвдавай",
    r"\bудавай",
    r"\budawaj",
    r"\bdělej,? že",
    r"\bπροσποι",
    r"\bgibi davran",
    r"\btetteti",
    r"\bteeskentele",
    r"\blåtsas",
    r"\bgiả vờ",
    r"\bpura-pura",
    r"\bberpura",
    r"\bmagpanggap",
    r"假装",
    r"假裝",
    r"ふりをし",
    r"ふりして",
    r"척해",
    r"척하",
    r"تظاهر",
    r"העמד פנים",
    r"होने का नाटक",
    r"\bdeny\b",
    r"\bdenies\b",
    r"\binkar",
    r"\bзаперечуй",
    r"\bотрицай",
    r"\bzaprzecz",
    r"\bleugne",
    r"\bniega\b",
    r"\bnega\b",
    r"否认",
    r"否定し",
    r"부인해",
    # what the assistant is, as the truth it could be told to deny
    r"\bartificial intelligence",
    r"\bkünstliche intelligenz",
    r"\bintelligence artificielle",
    r"\binteligencia artificial",
    r"\binteligência artificial",
    r"\bintelligenza artificiale",
    r"\bsztuczn\w* inteligenc",
    r"\bискусственн\w* интеллект",
    r"\bштучн\w* інтелект",
    r"\bші\b",
    r"\bии\b",
    r"\byapay zeka",
    r"\bτεχνητή νοημοσύνη",
    r"\btekoäly",
    r"\bkecerdasan buatan",
    r"人工智能",
    r"人工知能",
    r"인공지능",
    r"ذكاء اصطناعي",
    r"الذكاء الاصطناعي",
    r"कृत्रिम बुद्धि",
    r"\b(?:an?|the|not|no|you're|you are|being)\s+(?:ai|a\.i\.|bot|chatbot|language model)\b",
    # what is kept from the user, and codes sent to them
    r"\bhidden\b",
    r"\bconfidential",
    r"\bversteckt",
    r"\bverborgen",
    r"\bcach[ée]",
    r"\boculto",
    r"\bnascost",
    r"\bскрыт",
    r"\bприхован",
    r"\bukryt",
    r"隐藏",
    r"隱藏",
    r"隠し",
    r"숨겨",
    r"\botp\b",
    r"\b2fa\b",
    r"\bsms[- ]?(?:code|kod|код|kode)",
    r"\b(?:code|kod|код|kode) (?:z |з |from |de |aus )?sms",
    r"\bverification code",
    r"\bcódigo de verificaci",
    r"\bcode de vérification",
    r"\bbestätigungscode",
    r"\bкод подтвержден",
    r"验证码",
    r"驗證碼",
    r"認証コード",
    r"인증번호",
    r"קוד האימות",
    r"קוד אימות",
    r"رمز التحقق",
    # the user in the third person, told or asked something (the rules' forms and these)
    r"\bкористувач",
    r"\bpengguna\b",
    r"\bpenggunanya",
    r"\bkullanıcı",
    r"\bχρήστ",
    r"\bngười dùng",
    r"\banvändaren",
    r"\bbrugeren",
    r"\bbrukeren",
    r"\bkäyttäjä",
    r"\bfelhasználó",
    r"\buživatel",
    r"\butilizator",
    r"\bmtumiaji",
    r"משתמש",
    r"المستخدم",
    r"उपयोगकर्ता",
    r"यूज़र",
    r"यूजर",
    r"کاربر",
    r"用户",
    r"用戶",
    r"使用者",
    r"ユーザー",
    r"사용자",
    # links the assistant would follow or hand out
    r"\blinks?\b",
    r"\burls?\b",
    r"\benlaces?\b",
    r"\bliens?\b",
    r"\bcollegament",
    r"\bссылк",
    r"\bпосилан",
    r"\blinki?\b",
    r"\bbağlantı",
    r"\btautan",
    r"\bliên kết",
    r"链接",
    r"鏈接",
    r"連結",
    r"リンク",
    r"링크",
    r"رابط",
    r"लिंक",
    r"קישור",
    # where the assistant was made and trained
    r"\btraining data",
    r"\bopenai\b",
    r"\banthropic\b",
)


@lru_cache(maxsize=1)
def _object_pattern() -> re.Pattern[str]:
    """One pattern for every object concept: the rules' lexicons and the words above."""
    from ltm_chat.memory.screen import instruction_objects as o
    from ltm_chat.memory.screen import instruction_targets as t
    from ltm_chat.memory.screen import instruction_voices as v
    from ltm_chat.memory.screen import instruction_words as w

    concepts = (
        # the assistant's rules and memory, and power over it
        w._CONTROLS,
        w._MEMORY_NOUNS,
        w._STORED,
        w._AUTHORITY,
        w._NO_LIMITS,
        w._NEVER_REFUSE,
        w._OBEY_STRONG,
        o.SAFETY_RULES,
        o.RULES_VOID,
        o.PRECEDENCE,
        o.CLAIMED_ROLE,
        o.SYSTEM_HEADER,
        o.CONCEAL,
        o.ASK_FOR_SECRET,
        v.YOUR_ORDERS,
        v.I_CLAIM,
        v.OBEY_ALL,
        v.NO_WARNINGS,
        v.WARN_NO_MORE,
        v.STAY_IN_ROLE,
        t.THIS_INSTRUCTION,
        t.SECRET_ASKED,
        t.THIRD_PERSON_USER,
        # other people, and what the user is told
        o.OTHER_PEOPLE,
        v.OTHER_USERS,
        v.ASKED_BY_SOMEONE,
        v.LIE,
        v.UNTRUE,
        t.TELL_THE_USER,
        # addresses the conversation could go to
        o.ADDRESS,
        o.SITE,
        w.words_pattern(*_MORE_OBJECTS),
    )
    return re.compile("|".join(f"(?:{c})" for c in concepts), re.IGNORECASE)


# Arabic vowel marks and shadda: "موجّه" is "موجه" with a mark (written or not, one word).
_HARAKAT = re.compile("[\u064b-\u0652\u0670]")
# Latin letters that look Cyrillic, inside a word that has Cyrillic letters ("инcтрукции" with a
# Latin c): instruction_fold maps the other way only, for Latin words.
_TO_CYRILLIC = str.maketrans("aceopxyiACEOPXYIBHKMT", "асеорхуіАСЕОРХУІВНКМТ")
_MIXED_CYRILLIC = re.compile(r"\w*[а-яёіїєґ]\w*", re.IGNORECASE)


def _unmixed(text: str) -> str:
    if text.isascii():
        return text
    text = _HARAKAT.sub("", text)
    return _MIXED_CYRILLIC.sub(lambda m: m.group().translate(_TO_CYRILLIC), text)


def has_object(text: str) -> bool:
    """Whether `text` names something beyond how to answer the user (see the module's doc)."""
    from ltm_chat.memory.screen.instruction_fold import fold

    return _object_pattern().search(fold(_unmixed(text))) is not None


def upheld(verdict: tuple[str, str], text: str) -> bool:
    """Whether the opinion's `verdict` ("secret" or "instruction", and its name) stands for
    `text`: a credential needs a value in it, an instruction an object beyond style."""
    return has_value(text) if verdict[0] == "secret" else has_object(text)
