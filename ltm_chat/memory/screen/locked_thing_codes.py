"""The code of a thing that locks, named in the languages' own words (secret_speech.py runs
it): "Cod y larwm yn nhŷ Nain ydy 1966", "kodi i derës së pallatit: 2290", "mã két sắt ở văn
phòng là 582917", "Kodi ya geti la apartment ni *2026#", "šifra za ormarić u teretani 309".

A word for a code near a word for a door, a gate, an entrance, an alarm, a garage, a barrier
(four to eight digits: what is keyed to open it) or for a safe, a locker, a padlock or a key
box (three digits too: a combination's dials); the digits follow the code's word in its clause,
whatever copula the language uses ("ydy", "ni", "là", "huwa", "ass" …) or none, with no other
number between. Such a code has no public use: a zip, an order, a parcel or a product code
names no door. Unspaced scripts (Chinese, Japanese, Thai) are read by the binding already.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.credential_frames import public_code
from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.scan_budget import OverBudget
from ltm_chat.memory.screen.stem_words import value_in_clause, word_spans

__all__ = ["code_word_at", "locked_thing_code_spans", "names_locked_thing", "thing_takes"]
__all__ += ["thing_ends", "year_said_when"]

_FINDS = 20  # a message names a few codes; more is a flood (fail closed)
_EXAMINED = 1000  # code words looked at: past them the rest of a long text is not read
_REACH = 40  # the thing is named this close to the code's word, before or after it
_CLAUSE = 60  # the value follows the code's word within this many characters …
_GAP_WORDS = 7  # … and this many words
# Vietnamese writes each syllable apart ("điện thoại", "của chị Lan"): its words are counted in
# syllables, so the same distance is twice as many of them after its code word "mã".
_SYLLABLE_GAP = 2 * _GAP_WORDS

# Where a code's word can start (found by str.find at C speed), then the whole word.
_STEMS = ("cod", "kod", "kód", "kóð", "kood", "κωδικ", "код", "კოდ", "կոդ", "шифр", "šifr", "mã")
_STEMS += ("کد", "کوډ", "كود", "رمز", "קוד", "कोड", "şifre")
# session 32: a combination is a lock's code by what it is, a keycode a keypad's
_STEMS += ("combin", "kombina", "комбина", "yhdistelm", "keycode")
# session 37: the code's word with its accent in the Celtic and Occitan languages (Welsh
# "côd", Gaelic "còd", Irish "cód"/"chód", Occitan "còdi"), Frisian "koade", Basque's
# combination, Polish "szyfr" (a combination lock's setting), Catalan "clau" (an alarm's "key")
_STEMS += ("côd", "còd", "cód", "chód", "koade", "konbina", "szyfr", "clau", "shifr", "шыфр")
# Kurmanji "kodê", Sorani "کۆد", the code as Igbo, Yoruba and Wolof spell the loanword
_STEMS += ("kodê", "کۆد", "koodu", "koode")
_CODE_WORD = re.compile(
    r"(?:codes?|kod|koda|kodu|kodi|kode|koden|kodas|kods|kodą|kodea|kóði|kóðinn|kóðann|kóða|"
    r"cod|codul|codi|codice|código|codigo|cód|kodiċi|kodici|kood|koodi|koodin|kód|kódja|kódot|"
    r"κωδικός|κωδικό|код|кода|коды|кодот|коду|კოდი|კოდის|կոդ|կոդը|шифра|šifra|mã|"
    r"کد|کوډ|كود|رمز|קוד|कोड|şifre|şifresi|"
    # session 32: Finnish plural, Romanian typed with a k, Bulgarian with its article
    r"koodit|kodul|кодът|"
    # session 37: the word with its accent (Welsh, Gaelic, Irish, Occitan), Frisian, the
    # Russian nominative, Polish "szyfr" and its cases (a "zamek szyfrowy" is set to one)
    r"côd|còd|cód|chód|còdi|còde|koade|шифр|szyfr|szyfru|szyfrem|szyfrow(?:y|ego|ym|a|ej)|clau|"
    # Russian typed in Latin letters, Belarusian
    r"shifr|shifra|шыфр|шыфра|"
    # Kurmanji, Sorani, Igbo, Yoruba, Wolof
    r"kodê|kodên|کۆد|کۆدی|koodu|koode|"
    r"(?P<combination>combinations?|combinaison|combinación|combinazione|combinação|"
    r"kombinations?|kombinationen|kombinace|kombinácia|kombinacija|kombinacja|kombinaatio|"
    r"комбинация(?:та)?|комбинација(?:та)?|комбинацию|yhdistelmä\w*|"
    # session 37: Catalan, Occitan, Basque, Frisian
    r"combinació|combinacion|combinason|konbinazio\w{0,4}|kombinaasje)|"
    r"keycodes?)(?!\w)"
)
# Things whose code is keyed to open them, in many languages (not the words that are common
# words elsewhere: Basque "ate" is English "ate", Albanian "dry" English "dry").
_KEYED = (
    r"door|gate|entrance|intercom|buzzer|alarm|garage|barrier|"
    r"tür|haustür|tor|eingang|garagentor|schranke|dier|hausdier|paart|deur|poort|ingang|"
    r"slagboom|porte|portail|entrée|interphone|digicode|alarme|barrière|puerta|portón|portal|"
    r"entrada|interfono|portero|alarma|garaje|barrera|porta|portão|portao|interfone|garagem|"
    r"cancela|portone|cancello|ingresso|citofono|allarme|sbarra|garatge|ușa|usa|ușii|poarta|"
    r"porții|interfon|interfonul|alarmă|garaj|drzwi|brama|bramy|furtka|furtki|domofon|domofonu|"
    r"garaż|garażu|szlaban|dveře|dveří|dvere|brána|brány|vchod|garáž|ajtó|kapu|bejárat|"
    r"kaputelefon|riasztó|garázs|dörr|dörren|dør|døren|porten|ingång|porttelefon|larm|larmet|"
    r"garasje|ovi|oven|portti|portin|hälytin|autotalli|uks|ukse|värav|garaaž|hurð|hurðin|"
    r"hlið|hliðið|bílskúr|bílskúrinn|bílskúrnum|hurðinni|drws|giât|giat|larwm|garej|doras|geata|aláram|garáiste|"
    r"atea|atari|garajea|bieb|grada|garaxx|derë|derës|dera|portë|alarmit|garazh|vrata|kapija|"
    r"ulaz|ulaza|garaža|garaže|rampa|врата|капија|улаз|гаража|дверь|двери|двері|ворота|"
    r"калитка|калитки|подъезд|подъезда|під'їзд|домофон|домофона|сигнализац\w*|гараж|шлагбаум|"
    r"есік|есіктің|қақпа|подъездтің|eshik|darvoza|qapı|kapı|kapının|darvaza|qaraj|"
    r"კარი|კარის|ჭიშკარი|სიგნალიზაცია|გარაჟი|դուռ|դռան|դարպաս|ավտոտնակ|"
    r"πόρτα|πόρτας|αυλόπορτα|είσοδος|εισόδου|θυροτηλέφωνο|συναγερμός|συναγερμού|γκαράζ|"
    r"cổng|mlango|geti|gereji|pintu|garasi|pinto|darwaza|darwaze|दरवाज़ा|दरवाजा|دروازہ|"
    # session 32: rooms kept locked at work (a ward's drug room, a server room), and doors and
    # gates in the Baltic and Balkan languages' other cases
    r"drug[ \t]+room|med(?:ication|s)?[ \t]+room|server[ \t]+room|store[ \t]?room|"
    r"stock[ \t]?room|comms[ \t]+room|trepikoja|trepikoda|signalisatsiooni|signalisatsioon|"
    r"portës|portën|garazhit|garazhi|branka|branky|branku|brance|branke|"
    r"вход|входа|входът|входната|"
    # session 37: the regional languages of Western Europe, their mutated and genitive forms
    # (Welsh "ddrws", Gaelic and Irish "dorais", "dhoras", "gheata"; Frisian "doar", "poarte";
    # Occitan "pòrta"; Breton "porzh"; Swiss German "Türe", "Huustüre")
    r"ddrws|nrws|gât|dorais|dhoras|dhorais|gheata|doar|doarren|poarte|pòrta|pòrtal|"
    r"porzh|türe|huustüre|huusdüre|"
    # Kurmanji's door, garage and alarm with their endings, Sorani's door, Wolof's door
    r"derî|deriyê|derê|deriyên|garajê|alarmê|دەرگا|دەرگای|دەرگاکە|buntu|"
    r"باب|الباب|بوابة|البوابة|كراج|درب|دزدگیر|דלת|הדלת|שער|השער|אזעקה|በር"
)
# Things opened by turning dials or keying a short combination: three digits are a code too.
_COMBINATION = (
    r"safe|locker|key ?box|lockbox|padlock|tresor|schließfach|spind|schlüsselkasten|kluis|"
    r"kluisje|sleutelkast|hangslot|coffre|casier|vestiaire|cadenas|caja fuerte|taquilla|"
    r"casillero|candado|cofre|cacifo|cadeado|cassaforte|armadietto|lucchetto|caixa forta|"
    r"seif|seiful|dulap|lacăt|sejf|sejfu|szafka|szafki|szatnia|szatni|kłódka|kłódki|trezor|"
    r"skříňka|skrinka|zámek|zámok|széf|szekrény|lakat|kassaskåp|kassaskåpet|skåp|skåpet|skap|"
    r"skapet|kodlås|hänglås|hengelås|kassakaappi|kaappi|kaapin|lukko|seifi|kapp|lukk|skápur|"
    r"skápinn|lás|sêff|clo|locer|taisceadán|kaxxaforti|lokker|kasafortë|kasafortës|dollap|"
    r"dollapit|sef|sefa|ormarić|ormarića|katanac|сеф|сейф|сейфа|шкафчик|шкафчика|замок|замка|"
    r"seyf|shkafcha|qulf|şkaf|şkafın|dolap|dolabın|dolabı|dolabının|kilid|სეიფი|სეიფის|ლოკერი|ლოკერის|კარადა|"
    r"საკეტი|սեյֆ|պահարան|պահարանի|կողպեք|χρηματοκιβώτιο|ντουλάπι|λουκέτο|két sắt|két|khóa|"
    r"sefu|kabati|kufuli|brankas|loker|gembok|kandado|taala|tala|tijori|ताला|तिजोरी|लॉकर|"
    r"تالا|تجوری|خزنة|الخزنة|خزانة|الخزانة|قفل|گاوصندوق|כספת|הכספת|לוקר|ሴፍ|"
    r"boîte[ \t]+à[ \t]+clés|caja[ \t]+de[ \t]+llaves|caixa[ \t]+de[ \t]+chaves|"
    # session 32: a cupboard (a ward's drug cupboard), a cabinet; Danish, Slovak, Estonian and
    # Finnish lockers, key boxes and safes in their other cases or at a compound's end
    r"cupboard|cabinet|skab|skabet|skabe|skrinku|skrinky|skrinke|võtmekarbi|võtmekarp|"
    r"\w{0,12}?(?:kaapin|kaappi)|"
    # session 37: a bike's or a suitcase's combination lock (Russian, Ukrainian, Polish,
    # Czech), a locker's Polish locative; a safe in Basque, Occitan, Frisian
    r"(?:вело)?замк[аеуи]|велозамок|чемодан\w{0,2}|валіз\w{0,2}|szafce|kufru|kufr|"
    r"kutxa[ \t]+gotorr\w{0,5}|còfre|còfrefòrt|brânzkast|jildkiste|"
    # padlocks and bike locks: Catalan, Occitan, Basque, Frisian, Luxembourgish, German, Swiss
    r"cadenat|giltzarrapo\w{0,5}|hingslot|hängeschlass|vorhängeschloss|hängeschloss|"
    r"fahrradschloss|veloschloss|zahlenschloss|armariet|"
    # a safe, a lock, a suitcase in Russian typed in Latin letters
    r"seifa|seyf|seyfa|zamka|zamke|chemodana|chemodane"
)
_THING = re.compile(rf"(?<!\w)(?:(?P<keyed>{_KEYED})|(?P<dials>{_COMBINATION}))(?!\w)")
# the code: digits (a keypad's star or hash around them, a letter key last: "312К", "1984B"),
# or (session 32) its digits said one by one ("7 1 7 4")
_VALUE = re.compile(
    r"(?<![\w.,/:+*#-])(?:[*#]?[0-9]{3,8}[#*]?(?:[^\W\d_])?(?!\w)(?![.,/:-]\d)(?![-:][^\W\d_])|"
    r"[0-9](?:[ \t][0-9]){3,7}(?![ \t]?\w)|"
    # session 37: a capital letter key among the figures ("5A903", "7 2 B 9 1"), the figures
    # of a dial said one by one with dashes ("7-0-2")
    r"[0-9]{1,4}[A-Z][0-9]{2,5}(?!\w)(?![.,/:-]\d)|[0-9](?:[ \t](?:[0-9]|[A-Z])){3,7}(?![ \t]?\w)|"
    r"[0-9](?:-[0-9]){2,7}(?![\w-]))"
)
# A word that ends in a code's word names its lock in the same word ("kapukód", "uksekood",
# "DoorCode", "spindcode"): the lock is the compound's first part.
_COMPOUND_STEMS = ("kód", "kood", "kod", "code", "kode")
_COMPOUND_HEAD = re.compile(r"\w{2,20}$")
# A year after a word of time says when, not what is keyed: "changed in 2019", "seit 2015".
_YEAR = re.compile(r"(?:19|20)[0-9]{2}")
_WHEN = frozenset(
    """in since from until till back year around before after im seit ab bis vor nach depuis
    en dès desde em dal nel dai sinds sedan siden fra od do w we от с со з із від до в
    у από έως yılında dan sejak
    yn sûnt ers ó zënter zanter sit dempuèi despuèi
    în din""".split()
)  # (session 37: Frisian, Welsh, Irish, Luxembourgish, Swiss German, Occitan; session 40: Romanian)


def year_said_when(gap: list[str], digits: str) -> bool:
    """The digits are a year and the word before them a word of time ("since 2015")."""
    return bool(gap) and bool(_YEAR.fullmatch(digits)) and gap[-1].lower() in _WHEN


def names_locked_thing(lowered: str) -> bool:
    """Whether `lowered` names a thing keyed or dialled to open (keyed_codes.py reads it too)."""
    return _THING.search(lowered) is not None


def code_word_at(lowered: str, pos: int) -> int | None:
    """The end of a word for a code starting at `pos` (value_first_locks.py reads it), or None."""
    m = _CODE_WORD.match(lowered, pos)
    return m.end() if m else None


def thing_ends(lowered: str, start: int, end: int) -> bool:
    """Whether lowered[start:end] ends with the name of a thing that locks."""
    return any(m.end() == end for m in _THING.finditer(lowered, start, end))


def _code_words(lowered: str, chars: Literals) -> list[tuple[int, int]]:
    """(start, end) of each word for a code, in order, at most `_EXAMINED` looked at."""
    # (only the stems the text holds: a search for an absent one reads the whole text)
    stems = tuple(stem for stem in _STEMS if chars.has(stem))
    return word_spans(lowered, stems, _CODE_WORD, _EXAMINED)


def _compound_code_words(lowered: str, chars: Literals) -> list[tuple[int, int, int]]:
    """(start, end, fewest digits) of each compound of a lock and a code's word."""
    found: list[tuple[int, int, int]] = []
    for stem in _COMPOUND_STEMS:
        if not chars.has(stem):
            continue
        for pos in capped_occurrences(lowered, stem, _EXAMINED):
            if not pos or not lowered[pos - 1].isalpha():
                continue
            word = _CODE_WORD.match(lowered, pos)
            head = _COMPOUND_HEAD.search(lowered, max(0, pos - 20), pos)
            if word is None or head is None or (head.start() and lowered[head.start() - 1] == "-"):
                continue
            thing = _THING.fullmatch(head.group())
            if thing is not None:
                found.append((head.start(), word.end(), 3 if thing.group("dials") else 4))
    return found


def _fewest(lowered: str, start: int, end: int) -> int | None:
    """The fewest digits the code named by the word at [start, end) has, or None: a
    combination's lock is dialled (three digits)."""
    word = _CODE_WORD.match(lowered, start, end)
    fewest = thing_takes(lowered, start, end)
    if word is not None and word.group("combination") and fewest is not None:
        return 3
    return fewest


def thing_takes(lowered: str, start: int, end: int) -> int | None:
    """The fewest digits the code of a thing named near the code's word has, or None."""
    fewest = None
    for m in _THING.finditer(lowered, max(0, start - _REACH), min(len(lowered), end + _REACH)):
        fewest = 3 if m.group("dials") else min(fewest or 4, 4)
        if fewest == 3:
            break
    return fewest


def locked_thing_code_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each code of a lock, a door or an alarm after its word."""
    if not any(chars.has(stem) for stem in _STEMS):
        return []
    found: list[tuple[str, int, int]] = []
    words = [
        (start, end, _fewest(lowered, start, end)) for start, end in _code_words(lowered, chars)
    ]
    for start, end, fewest in sorted(words + _compound_code_words(lowered, chars)):
        if fewest is None or (after := value_in_clause(text, end, _VALUE, _CLAUSE)) is None:
            continue
        if public_code(lowered, start, end):
            continue  # "Kodi postar i portës …": a postcode, whatever door is named near
        value, gap = after
        most = _SYLLABLE_GAP if lowered.startswith("mã", start) else _GAP_WORDS
        digits = "".join(c for c in value.group() if c.isdigit())
        if len(gap) > most or year_said_when(gap, digits):
            continue
        if len(digits) < fewest:
            continue
        found.append(("spoken-pin", *value.span()))
        if len(found) > _FINDS:
            raise OverBudget(found[0][1])
    return found
