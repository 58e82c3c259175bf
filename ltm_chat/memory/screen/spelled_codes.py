"""A code said digit by digit (secret_speech.py runs it): "the alarm code is six seven two
two", "PIN: 5 then 0 then 8 then 1", "le cadenas s'ouvre avec 33-05-18", "金庫の番号：右に32、
左に17、右に4". A run of three or more one- or two-digit numbers or digit words, in any of the
languages below, is a code when a word for what a code opens or for the code itself stands
before it in the same clause. Dates, versions and times are not runs ("12.03", "10:30"); a
number with more digits is not a spelled digit ("room 4012"), the binding rules read those.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

from ltm_chat.memory.screen.access_nouns import (
    ACCESS_NOUNS,
    CODE,
    CODE_WORD_PREFIXES,
    PASSWORD,
    QUANTITY_UNITS,
    TIME_BEFORE,
)
from ltm_chat.memory.screen.credential_frames import public_code
from ltm_chat.memory.screen.literals import Literals, capped_occurrences, overlaps_itself
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET, OverBudget

__all__ = ["SAID_DIGITS", "code_noun_ends", "spelled_card_spans", "spelled_code_spans"]

# Digit words 0-9, lowered, by language (en de fr es pt it nl ru pl hi tr sv id/ms el ar he vi
# tl sw hu fi cs ro uk da/no fa; session 17: hr/sr/bs ga th bn mr gu or ta te kn ml), and English tens for a dial ("thirty-one, eight, nineteen").
# Words that are also common function words elsewhere are left out: "to" (Danish 2), "en",
# "ni" (Swahili's copula). Korean's Sino-Korean digits (공 일 이 삼 …) are syllables that are
# also particles and nouns ("이" this, "사" company): they count only as a run of three or more
# standing alone after a code word, which no sentence of those words makes.
_DIGIT_WORDS = """
zero oh one two three four five six seven eight nine
null eins zwei drei vier fünf sechs sieben acht neun
zéro un deux trois quatre cinq sept huit neuf
cero uno dos tres cuatro cinco seis siete ocho nueve
um dois duas três quatro sete oito nove
due tre quattro cinque sei sette otto
nul een twee drie vijf zes zeven negen
ноль нуль один одна два две три четыре пять шесть семь восемь девять
jeden dwa trzy cztery pięć sześć siedem osiem dziewięć
शून्य एक दो तीन चार पाँच पांच छह छः सात आठ नौ
sıfır iki üç dört beş altı yedi sekiz dokuz
noll ett två fyra fem sex sju åtta nio
nol kosong satu dua tiga empat lima enam tujuh delapan lapan sembilan
μηδέν ένα δύο τρία τέσσερα πέντε έξι επτά εφτά οκτώ οχτώ εννέα εννιά
صفر واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة
אפס אחת שתיים שלוש ארבע חמש שש שבע שמונה תשע אחד שניים
không một hai ba bốn năm sáu bảy tám chín
isa dalawa tatlo apat lima anim pito walo siyam
sifuri moja mbili tatu nne tano sita saba nane tisa
nulla egy kettő három négy öt hat hét nyolc kilenc
nolla yksi kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän
nula jedna dva tři čtyři pět šest sedm osm devět
unu doi trei patru cinci șase şase șapte şapte opt nouă
нуль чотири п'ять шість сім вісім дев'ять
seks syv otte åtte
صفر یک دو سه چهار پنج شش هفت هشت نه
공 영 일 이 삼 사 오 육 칠 팔 구
jedan četiri cetiri sedam osam devet
náid naid aon dó trí tri ceathair cúig cuig sé seacht ocht naoi
ศูนย์ หนึ่ง สอง สาม สี่ ห้า หก เจ็ด แปด เก้า
শূন্য এক দুই তিন চার পাঁচ ছয় সাত আট নয়
शून्य एक दोन तीन चार पाच सहा सात आठ नऊ
શૂન્ય એક બે ત્રણ ચાર પાંચ છ સાત આઠ નવ
ଶୂନ ଶୂନ୍ୟ ଏକ ଦୁଇ ତିନି ଚାରି ପାଞ୍ଚ ଛଅ ସାତ ଆଠ ନଅ
பூஜ்ஜியம் ஒன்று இரண்டு மூன்று நான்கு ஐந்து ஆறு ஏழு எட்டு ஒன்பது
సున్నా ఒకటి రెండు మూడు నాలుగు ఐదు ఆరు ఏడు ఎనిమిది తొమ్మిది
ಸೊನ್ನೆ ಒಂದು ಎರಡು ಮೂರು ನಾಲ್ಕು ಐದು ಆರು ಏಳು ಎಂಟು ಒಂಬತ್ತು
പൂജ്യം ഒന്ന് രണ്ട് മൂന്ന് നാല് അഞ്ച് ആറ് ഏഴ് എട്ട് ഒമ്പത്
ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty
thirty forty fifty sixty seventy eighty ninety
eent zwee dräi véier fënnef siwen aacht néng
ien twa trije fjouwer fiif seis sân njoggen
quatre cinc sis vuit nou dous catro sete oito nove
bat hiru lau bost zazpi zortzi bederatzi
dau pedwar pump chwech saith wyth naw
neoni dhà trì ceithir còig seachd ochd
unan daou pevar pemp seizh eizh
eis drü füf sächs sibe nüün
nulis vienas trys keturi penki šeši septyni aštuoni devyni
nulle viens divi trīs četri pieci seši septiņi astoņi deviņi
štyri päť šesť deväť
адзін тры чатыры пяць шэсць восем дзевяць
nol odin odna dva dve chetyre chetire pyat pjat shest vosem devyat devjat
odyn chotyry shist visim
shunya teen paanch panch chhe chhah saat aath nau
sifr wahid wa7ed itnein etnein tnein talata tlata arba3a khamsa sitta sab3a tamanya tis3a tes3a
ichi yon roku nana hachi kyu kyuu ling liu jiu
""".split()
# (session 37: Luxembourgish, Frisian, Catalan, Galician, Basque, Welsh, Scottish Gaelic,
# Breton, Swiss German, Lithuanian, Latvian, Slovak, Belarusian; not the digits that are common
# words elsewhere: Catalan "u", "set", Lithuanian "du", Welsh "dim", Basque "bi", Breton "nav")
# (session 41: the digits of Russian, Ukrainian, Hindi-Urdu, Arabic, Japanese and Chinese typed
# in Latin letters; not "sem" (Portuguese "without"), "do", "char", "ni", "go", "san", "er", "yi")
_DIGIT_WORD_SET = frozenset(_DIGIT_WORDS)
# What may be said between the digits besides spaces and punctuation: "then", a dial's direction.
# ("and" is left out: "doors 1, 2 and 3" lists things, a code is said as one sequence)
_SEP_WORDS = frozenset(
    """then next dann puis luego depois poi потом затем left right links rechts gauche droite
    izquierda derecha esquerda direita sinistra destra влево вправо налево направо a la à to
    the 左 右 左に 右に""".split()
)
_GAP = frozenset(" \t,、，;–—-・·")  # what may stand between two pieces of a run
_PIECE = re.compile(
    r"[0-9]+|(?:[^\W\d_]|[\u0900-\u0e7f])+"
)  # a number, or a word (Indic and Thai marks too)
_LATIN = frozenset("abcdefghijklmnopqrstuvwxyzàâçéèêëîïôûùñáíóúãõäöüß")
_MIN_TOKENS = 3
_RUN_REACH = 120  # how far a run may go on after its start

# Words for a code or for what it opens; Latin and Cyrillic ones must begin a word (a suffix
# may follow: "PIN-ul", "PIN-koodi", "Türcode" is the binding's), the others match anywhere.
# (session 22: a key box, a garage gate, a safe, a code lock, an alarm in more languages)
_EXTRA_NOUNS = """geheimzahl lock locker casier taquilla armadietto schließfach spind alarm door garage tür porte portail puerta portão keypad lockbox padlock candado cadenas cadeado lucchetto замок
сигнализац домофон kode koodi kodeord pin-ul オートロック ロック 入館 コード 도어락 도어 비번
קוד סיסמ קומבינציה כספת رمز الرمز كود کد رمز mã
kodlås kodlåset hänglås hänglåset kodelås kodelåsen hengelås hengelåsen hængelås hængelåsen
cijferslot hangslot zahlenschloss vorhängeschloss kodlu kilit şifreli kilit asma kilit
λουκέτο κλειδαριά συνδυασμ gembok kunci kombinasi
ダイヤル 다이얼 自転車の鍵 南京錠 자물쇠 密码锁
unlock\x00pattern entsperrmuster ontgrendelpatroon графический\x00ключ
yhdistelmä kombinacija kombinace kombinácia combinaison combinatie пін kodas kods kood šifra
šifru tunnusluku ரகசிய\x00எண்
garagentor gartentor hoftor codeslot sleutelkluis sleutelkast schlüsselkasten schlüsselkast
schlüsselsafe schlüsseltresor tresor κλειδοθήκη συναγερμ χρηματοκιβώτ kilid låsen låset larwm
kodeks kapij капиј interfon citofono sejf seif alarma alarme alarmit allarme
kilidi kilidin domofonie domofonu шифра шифру
kufuli glas ghlas قفل گاوصندوق خزنة तिजोरी ताला তালা ତାଲା ലോക്ക് లాక్ లాకర్ ล็อค ตู้เซฟ""".split()
# Words for a code that end a compound ("Entsperrcode", "återställningskod"); English words
# that end in "code" ("barcode", "encode") are `CODE_WORD_PREFIXES`' and stay out.
_COMPOUND_HEADS = frozenset("code kode kod koden koodi".split())
_NOUNS = sorted(
    {n for n, kind in ACCESS_NOUNS.items() if kind in (CODE, PASSWORD)}
    | {n.replace("\x00", " ") for n in _EXTRA_NOUNS},
    key=len,
    reverse=True,
)
_ALPHABETIC = frozenset("abcdefghijklmnopqrstuvwxyzäöüßàâçéèêëîïôûùñáíóúãõ") | frozenset(
    map(chr, range(0x0430, 0x0460))
)
# Nouns a number after which is a place in a sequence, not a code ("chapter 3 4 5").
_REFERENCES = frozenset(
    """chapter chapters page pages room row seat line step level floor version bus flight
    track episode season verse figure table section apartment flat street platform exit""".split()
)
# "made in 1 9 8 4", "the combination of 1 2 3 and 4 5 6": a year, a part of something.
_PLACE = frozenset("in of from since into".split())
_OF_VALUE = frozenset("code pin passcode".split())  # ("a code of 2 0 0 2")
# Words that end in "s" and count nothing ("2 9 8 3 plus the hash key").
_NOT_PLURAL = frozenset(
    "this thus plus dans mais also unless après apres pues depois".split()
    # session 24: "then" and "after" in the languages that end them in "s" ("cinq zéro sept deux
    # puis la touche étoile", "… después la tecla"): the next step, not a count
    + "puis después despues després após apos afterwards dus".split()
)
_REACH = 60  # how far after its noun a run may start
# (the one character first: `re` skips to the candidates at C speed)
_CLAUSE_END = re.compile(r"[.!?;。！？\n](?:(?<=[.!?;。！？])(?:\s|$)|(?<=\n))")


def code_noun_ends(lowered: str, chars: Literals) -> list[int]:
    """Where each code word ends, in order; more of them than any message has is a flood."""
    ends: set[int] = set()
    limit = max(KEYWORD_BUDGET, len(lowered) // 500)
    for noun in _NOUNS:
        if not chars.has(noun):
            continue
        standing = _STANDING.get(noun)
        at = _walk(lowered, noun) if standing is None else standing.finditer(lowered)
        for pos in at if standing is None else (m.start() for m in at):
            head = pos and lowered[pos - 1] in _ALPHABETIC
            if head and noun in _COMPOUND_HEADS:
                word = lowered[max(0, pos - 12) : pos].split()[-1:] or [""]
                head = word[0].endswith(CODE_WORD_PREFIXES)  # "barcode" is none
            inside = noun[0] in _ALPHABETIC and (head or _goes_on(lowered, pos + len(noun)))
            if not inside and not public_code(lowered, pos, pos + len(noun)):
                ends.add(pos + len(noun))  # ("clock", "spin" are not; "携帯のPIN" is)
                if len(ends) > limit:
                    raise OverBudget(pos)
    return sorted(ends)


def _walk(lowered: str, noun: str) -> Iterator[int]:
    """Where `noun` occurs, left to right, each next one looked for past the last."""
    pos = lowered.find(noun)
    while pos >= 0:
        yield pos
        pos = lowered.find(noun, pos + len(noun))


# A noun of Latin or Cyrillic letters followed by a letter goes on as a longer word (`_goes_on`:
# "pass" in "password") and ends no code: such places are passed over at C speed instead of one
# at a time, the nouns read where no letter follows (or a plural's "s" and no letter). A noun
# that can overlap itself keeps `_walk`, which never reads an occurrence inside the last one.
_LETTER = "[" + "".join(map(re.escape, sorted(_ALPHABETIC))) + "]"
_STANDING = {
    noun: re.compile(re.escape(noun) + f"(?=s?(?!{_LETTER}))")
    for noun in _NOUNS
    if noun[0] in _ALPHABETIC and not overlaps_itself(noun)
}


_ASCII_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_NOT_PLAIN = re.compile(r"[^a-z\s]")  # (a character other than a-z and white space)


def _pieces_from(lowered: str, start: int, stop: int) -> int | None:
    """Where to start reading the pieces of lowered[start:stop] so that the piece before the
    first digit or digit word is still read: the words of a-z before it are skipped at C speed
    (each is one piece, and none a digit word); at most the last of them is read. None: the
    window is words of a-z alone and none is a digit word (no run starts in it)."""
    plain = _NOT_PLAIN.search(lowered, start, stop)
    first = plain.start() if plain else stop  # [start, first): words of a-z, white space
    head = lowered[start:first]
    said = _DIGIT_WORD_SET.intersection(head.split())
    if plain is None and not said:
        return None
    if said:  # (a digit word's first occurrence: at or before the word itself)
        first = min(lowered.find(word, start, first) for word in said)
        head = lowered[start:first]
    word_start = len(head.rstrip(_ASCII_LETTERS))  # (the word the candidate is in)
    return start + len(head[:word_start].rstrip().rstrip(_ASCII_LETTERS))


def _run_after(lowered: str, start: int, stop: int) -> tuple[int, int] | None:
    """The first run of spelled digits in lowered[start:stop], as (start, end)."""
    # A run starts at a digit or a digit word: the words before the first one are passed over
    # (the one right before it still tells whether it touches a letter), the words of a-z
    # before it without reading them one by one (a flood of letters said apart had each one read).
    if (read_from := _pieces_from(lowered, start, stop)) is None:
        return None
    matches = list(_PIECE.finditer(lowered, read_from, stop))
    first = next(
        (i for i, m in enumerate(matches) if (p := m.group()) in _DIGIT_WORD_SET or p.isdigit()),
        None,
    )
    if first is None:
        return None
    prev_end, prev_kind = start, ""
    if first:
        before = matches[first - 1]
        prev_end, piece = before.end(), before.group()
        prev_kind = "latin" if piece[0] in _LATIN else "digit" if piece.isdigit() else ""
    run: list[tuple[int, int]] = []  # the digit pieces of the run so far
    for m in matches[first:]:
        piece, gap = m.group(), lowered[prev_end : m.start()]
        joined = bool(run) and all(c in _GAP for c in gap)
        if piece.isdigit():
            after = lowered[m.end() : m.end() + 2]
            # "a1", "1a", "1.2", "10:30", "1/2" are not digits said one by one
            touching = (not gap and prev_kind == "latin") or after[:1] in _LATIN
            dotted = after[:1] in ".:/" and after[1:].isdigit()
            dotted = dotted or (gap[-1:] in (".", ":", "/") and prev_kind == "digit")
            digit = len(piece) <= 2 and not touching and not dotted
        else:
            digit = piece in _DIGIT_WORD_SET
        if digit and (joined or not run):
            run.append(m.span())
        elif piece in _SEP_WORDS and joined:
            pass  # "5 then 0", "36 left, 12 right"
        elif len(run) >= _MIN_TOKENS:
            break
        else:
            run = [m.span()] if digit else []
        prev_end = m.end()
        prev_kind = "latin" if piece[0] in _LATIN else "digit" if piece.isdigit() else ""
    if len(run) >= _MIN_TOKENS:
        return run[0][0], run[-1][1]
    return None


def _goes_on(lowered: str, end: int) -> bool:
    """The noun is the start of a longer word ("pinned", "doorbell"); a plural is not."""
    rest = lowered[end : end + 2]
    return rest[:1] in _ALPHABETIC and not (rest[:1] == "s" and rest[1:] not in _ALPHABETIC)


def _counts_or_refers(lowered: str, start: int, end: int) -> bool:
    """The run is a time, a reference or a count: "at 6 3 0", "chapter 3 4 5", "2 3 4 apps"."""
    words = lowered[max(0, start - 30) : start].split()
    before = words[-1:]
    # "a code of two zero zero two": "of" after a code's own noun gives its value
    of_code = before == ["of"] and len(words) > 1 and words[-2] in _OF_VALUE
    if (
        before
        and (before[0] in TIME_BEFORE or before[0] in _REFERENCES)
        or (before and before[0] in _PLACE and not of_code)
    ):
        return True
    after = lowered[end : end + 24].split()[:1]
    word = after[0].strip(".,;:!?)") if after else ""
    plural = len(word) >= 4 and word.endswith("s") and not word.endswith("ss")
    return word in QUANTITY_UNITS or (plural and word.isalpha() and word not in _NOT_PLURAL)


# A noun of another number between a lock's noun and the digits: they are that number.
_OTHER_NUMBER = frozenset(
    "ticket receipt invoice order booking reservation tracking parcel confirmation".split()
)


def spelled_code_spans(
    text: str, lowered: str, chars: Literals, ends: list[int] | None = None
) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) for each code said digit by digit after its noun; `ends`:
    `code_noun_ends` of the text, when the caller has it already."""
    found: list[tuple[str, int, int]] = []
    for end in code_noun_ends(lowered, chars) if ends is None else ends:
        if found and end < found[-1][2]:
            continue  # inside a run found already
        clause = _CLAUSE_END.search(lowered, end, end + _REACH + _RUN_REACH)
        stop = clause.start() if clause else min(len(lowered), end + _REACH + _RUN_REACH)
        run = _run_after(lowered, end, stop)
        if run is not None and _OTHER_NUMBER.intersection(lowered[end : run[0]].split()):
            continue  # "the parking garage ticket number is 0 0 4 5 7 1": the ticket's number
        if run is not None and run[0] - end <= _REACH and not _counts_or_refers(lowered, *run):
            found.append(("spoken-pin", *run))
        elif (before := _run_before(lowered, end)) and not _counts_or_refers(lowered, *before):
            found.append(("spoken-pin", *before))
    return sorted(found, key=lambda f: f[1])


# A code said before its noun (session 11, second pass): "four seven two nine, that's the
# alarm code", "fünf acht null drei ist der Code für …", "tres, cero, ocho, uno: el PIN de …".
# Between the run and the noun only a link, an article and one qualifier; after the noun the
# clause ends or a complement follows ("… the pin for the garage"), never a compound's head.
_LINK_GAP = re.compile(
    r"[ \t]*(?:[—–:=,-][ \t]*)?(?:(?:that's|that’s|that is|das ist|c'est|ist|is|es|é|è|was|"
    r"war|era|dat is|to je|to jest|αυτό είναι|είναι|это)[ \t]+)?(?:(?:the|my|our|der|die|das|"
    r"den|el|la|le|o|a|de|het|il|mein|meine|mi|mijn|mon|ma|meu|minha|το|ο|η|moj|moja|mój)"
    r"[ \t]+)?(?:[^\W\d_]{2,20}(?:'s|’s)?[ \t]+)?"
    # then two more qualifiers, none a preposition or an article ("… Dadi's debit card PIN";
    # "3 4 5 of the code" is a part of something)
    r"(?:(?!(?:of|the|an?|in|on|at|for|from|to|with|and|or|de|la|le|el|der|die|das|von|van|"
    r"di|da|do|du|des|del|het)[ \t])[^\W\d_]{2,20}(?:'s|’s)?[ \t]+){0,2}"
)
_NOUN_ENDS_CLAUSE = re.compile(
    r"[ \t]*(?:$|[,.;:!?—–(]|(?:for|to|at|on|in|from|für|fürs|zum|zur|vom|von|des|de|do|da|"
    r"du|del|della|di|van|voor|bei|dla|от|za|της|του|των)(?![\w-]))"
)


def _noun_start(lowered: str, noun_end: int) -> int | None:
    """Where the noun ending at `noun_end` starts ("alarm" in "the alarm code"), when its
    clause ends with it: only then can a value said before it be its value."""
    if not _NOUN_ENDS_CLAUSE.match(lowered, noun_end):
        return None
    start = noun_end
    while start > max(0, noun_end - 30) and lowered[start - 1] not in " \t\n":
        start -= 1
    return start


def _run_before(lowered: str, noun_end: int) -> tuple[int, int] | None:
    """The run of spelled digits that ends just before the noun ending at `noun_end`."""
    if (start := _noun_start(lowered, noun_end)) is None:
        return None
    # (what the reading below sees: the reach before the noun and the two characters a digit's
    # neighbour is read from; a flood repeats one clause, so each distinct window is read once)
    lo = max(0, start - _RUN_REACH)
    run = _run_before_in(lowered[lo : start + 2], start - lo)
    return None if run is None else (lo + run[0], lo + run[1])


@functools.lru_cache(maxsize=4096)
def _run_before_in(lowered: str, start: int) -> tuple[int, int] | None:
    clause = list(_CLAUSE_END.finditer(lowered, max(0, start - _RUN_REACH), start))
    lo = clause[-1].end() if clause else max(0, start - _RUN_REACH)
    last = None
    while (run := _run_after(lowered, lo, start)) is not None:
        last, lo = run, run[1]
    if last is None or not _LINK_GAP.fullmatch(lowered, last[1], start):
        return None
    return last


# Each digit word's value, ten a language (0-9), for a card number said word by word.
_DIGIT_VALUES = """
zero one two three four five six seven eight nine
null eins zwei drei vier fünf sechs sieben acht neun
zéro un deux trois quatre cinq six sept huit neuf
cero uno dos tres cuatro cinco seis siete ocho nueve
zero um dois três quatro cinco seis sete oito nove
zero uno due tre quattro cinque sei sette otto nove
nul een twee drie vier vijf zes zeven acht negen
ноль один два три четыре пять шесть семь восемь девять
zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć
sıfır bir iki üç dört beş altı yedi sekiz dokuz
noll ett två tre fyra fem sex sju åtta nio
nol satu dua tiga empat lima enam tujuh delapan sembilan
μηδέν ένα δύο τρία τέσσερα πέντε έξι επτά οκτώ εννέα
صفر واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة
אפס אחת שתיים שלוש ארבע חמש שש שבע שמונה תשע
공 일 이 삼 사 오 육 칠 팔 구
""".split("\n")
_DIGIT_OF = {w: str(i) for line in _DIGIT_VALUES for i, w in enumerate(line.split())} | {
    "oh": "0",
    "duas": "2",
    "нуль": "0",
    "одна": "1",
    "две": "2",
    "kosong": "0",
    "lapan": "8",
    "εφτά": "7",
    "οχτώ": "8",
    "εννιά": "9",
    "אחד": "1",
    "שניים": "2",
    "영": "0",
}
SAID_DIGITS = _DIGIT_OF  # each digit word's digit, for a reading of a number said in words
# Words for a payment card, where its number is said word by word.
_CARD_WORDS = """card karte carte tarjeta cartão cartao carta kaart kort карт kart kartu κάρτα
بطاقة כרטיס 카드 カード 卡 cvv cvc""".split()
_CARD_REACH = 200  # from the card word to the end of its number


_CARD_LEAD = 2  # words between the card word and its number ("card number", "Karte Nummer")
_CARD_MAX_PIECES = 25


def _said_digits(lowered: str, start: int, stop: int) -> tuple[str, int, int] | None:
    """The digits said from the first digit word after `start` (within _CARD_LEAD words) to
    the first word that is none, and where they end; a bounded walk, one piece at a time."""
    digits, first, end = "", -1, start
    for n, m in enumerate(_PIECE.finditer(lowered, start, stop)):
        value = _DIGIT_OF.get(m.group(), m.group() if m.group().isdigit() else "")
        if value and len(value) <= 2 and n < _CARD_MAX_PIECES:
            if first < 0:
                first = m.start()
            digits += value
            end = m.end()
        elif first >= 0 or n >= _CARD_LEAD:
            break
    if first < 0:
        return None
    return digits, first, end


def spelled_card_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("payment-card", start, end) of a card number said digit by digit ("four four five
    seven …"): 13-19 digits that pass Luhn, after a word for a card."""
    from ltm_chat.memory.screen.spoken_shapes import _luhn

    found: list[tuple[str, int, int]] = []
    for word in _CARD_WORDS:
        if not chars.has(word):
            continue
        for pos in capped_occurrences(lowered, word, KEYWORD_BUDGET):
            start = pos + len(word)
            run = _said_digits(lowered, start, min(len(lowered), start + _CARD_REACH))
            if run is not None:
                digits, first, end = run
                if 13 <= len(digits) <= 19 and len(set(digits)) >= 2 and _luhn(digits):
                    found.append(("payment-card", first, end))
    return found
