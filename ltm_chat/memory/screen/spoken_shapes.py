"""Secrets said in a chat that are known by their shape whatever is said around them: a BIP-39
seed phrase, a card number that passes Luhn next to an expiry or CVV (or a card's face,
card_faces.py), a TOTP seed, backup codes (secret_speech.py runs them).
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from ltm_chat.memory.screen.card_faces import card_face, security_code_after
from ltm_chat.memory.screen.named_backup_codes import is_backup_name, named_backup_code
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET, OverBudget

# -- seed phrases ------------------------------------------------------------------------------
_BIP39_FILE = Path(__file__).with_name("data") / "bip39-english.txt"
_SEED_MIN_WORDS = 12
_SEED_MAX_WORDS = 48  # a longer run of list words is prose that happens to use them
# Digits (numbering: "1. abandon 2. ability"), punctuation and other scripts become spaces
# before splitting: one byte table, applied at C speed to the ASCII-encoded text.
_LETTERS_ONLY = bytes(c if 97 <= c <= 122 else 32 for c in range(256))
# Twelve list words in a row, or with one word that is none inside (a mistyped or misremembered
# word: "… token witch nurse …"); one side of it then holds six at least.
_SEED_STREAK = re.compile(rb"\x01{6,}\x00\x01+|\x01+\x00\x01{6,}|\x01{12,}")
# A seed's twelve words are drawn from 2,048; fewer distinct list words cannot make one.
_SEED_MIN_DISTINCT = 10


@lru_cache(maxsize=1)
def bip39_words() -> frozenset[str]:
    lines = _BIP39_FILE.read_text(encoding="utf-8").splitlines()
    return frozenset(w for w in lines if w and not w.startswith("#"))


@lru_cache(maxsize=1)
def _bip39_bytes() -> frozenset[bytes]:
    return frozenset(w.encode() for w in bip39_words())


def _letter_words(text: str) -> list[bytes]:
    """The words of `text` with digits, punctuation and other scripts made spaces."""
    return text.encode("ascii", "replace").translate(_LETTERS_ONLY).split()


def _seed_spans(lowered: str, distinct: str | None = None) -> list[tuple[str, int, int]]:
    """Runs of 12-48 words of the BIP-39 list, found on the split words at C speed (the
    distinct words first, then one flag byte per word and a bytes search), located in the
    text only when one is found. `distinct`: the text's distinct words if collected already
    (Literals.words_if_read): too few list words among them and the text is not split."""
    if lowered.count(" ") + lowered.count("\n") < _SEED_MIN_WORDS - 1:
        return []  # twelve words need eleven gaps (counted at C speed)
    listed = _bip39_bytes()
    # (the letter words of the distinct words are the text's letter words, each once)
    if distinct is not None and len(listed.intersection(_letter_words(distinct))) < (
        _SEED_MIN_DISTINCT
    ):
        return []
    words = _letter_words(lowered)
    if len(words) < _SEED_MIN_WORDS:
        return []
    if len(listed.intersection(words)) < _SEED_MIN_DISTINCT:
        return []  # a repeated word or two, or prose with a few list words
    flags = bytes(map(listed.__contains__, words))  # one flag byte per word, at C speed
    found = []
    for run in _SEED_STREAK.finditer(flags):
        streak = [w.decode() for w in words[run.start() : run.end()]]
        drawn = [w for w, f in zip(streak, flags[run.start() : run.end()], strict=True) if f]
        if len(streak) > _SEED_MAX_WORDS or len(streak) < _SEED_MIN_WORDS:
            continue
        # drawn at random from 2,048: nearly all distinct ("key key key …" is no seed)
        if len(drawn) < _SEED_MIN_WORDS - 1 or len(set(drawn)) < 0.8 * len(drawn):
            continue
        located = re.search(r"[^a-z]+".join(map(re.escape, streak)), lowered)
        if located is not None:
            found.append(("seed-phrase", *located.span()))
    return found


# -- payment cards -----------------------------------------------------------------------------
# (the digit first, the look-behind after it: `re` skips to digits at C speed)
_CARD = re.compile(r"[0-9](?<![0-9][0-9])(?:[ -]?[0-9]){12,18}(?![0-9])")
# A card's 13+ digits and their single separators make a run of 13+ such characters: looked for
# at C speed (a byte per character, then a bytes search) before the pattern tries each digit.
_CARD_RUN_CHARS = bytes(1 if chr(c) in "0123456789 -" else 0 for c in range(256))
_CARD_RUN = b"\x01" * 13
_CARD_CONTEXT = re.compile(
    r"cvv|cvc|cvv2|security code|exp|valid|gültig|prüfnummer|cryptogramme|expire|vence|"
    r"validade|scadenza|geldig|срок|有效期|安全码|有効期限|セキュリティコード|"
    r"(?<![0-9])(?:0[1-9]|1[0-2])[/-](?:[0-9]{2}|20[0-9]{2})(?![0-9])|card|karte|carte|tarjeta|"
    r"cartão|cartao|carta|kaart|карта|卡|カード|카드",
    re.IGNORECASE,
)


def _luhn(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = ord(ch) - 48
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _luhn_prefix(run: str) -> str | None:
    """The card number a run of digit groups starts with: the whole run, or the run without
    the groups after it ("4024 5288 2001 8269 12/26": the expiry's month is not the card's)."""
    groups = re.split(r"(?<=[0-9])(?=[ -])", run)
    for end in range(len(groups), 0, -1):
        candidate = "".join(groups[:end])
        digits = re.sub(r"[ -]", "", candidate)
        if 13 <= len(digits) <= 19 and len(set(digits)) >= 2 and _luhn(digits):
            return candidate
    return None


def _card_spans(text: str) -> list[tuple[str, int, int]]:
    if _CARD_RUN not in text.encode("latin-1", "replace").translate(_CARD_RUN_CHARS):
        return []  # no run a card's digits could make: the pattern cannot match
    found = []
    for n, m in enumerate(_CARD.finditer(text)):
        if n > KEYWORD_BUDGET:
            raise OverBudget(m.start())
        number = _luhn_prefix(m.group()) or card_face(text, m)
        if number is None:
            continue
        m = _CARD.match(text, m.start(), m.start() + len(number)) or m
        window = text[max(0, m.start() - 40) : m.end() + 40]
        if _CARD_CONTEXT.search(window.replace(m.group(), " ")):
            found.append(("payment-card", *m.span()))
            # the expiry and CVV that follow are part of it
            if (code := security_code_after(text, m.end())) is not None:
                found.append(("payment-card", *code))
    return found


# -- TOTP seeds and backup codes -----------------------------------------------------------------
# (every branch opens with a literal, the look-behinds after it: a long text with sparse hits
# is scanned about twice as fast as with a branch that opens with a look-behind)
_TWO_FACTOR = re.compile(
    r"2fa|two-factor|two factor|totp|otp(?<![a-z]otp)(?![a-z])|mfa(?<![a-z]mfa)(?![a-z])|authenticator|setup key|backup codes?|recovery codes?|"
    r"backup-codes|codes de secours|códigos de respaldo|codigos de respaldo|códigos de backup|"
    r"codici di backup|back-upcodes|herstelcodes|резервные коды|коды восстановления|备用|備用|"
    r"验证码|バックアップコード|リカバリーコード|2段階|二段階|백업 코드|tan(?<![a-z]tan)s?(?![a-z])|"
    r"tan-liste|códigos de recuperación|codigos de recuperacion|códigos de recuperação|"
    # a 2FA app's seed ("Authy seed: …"), and backup or recovery codes and keys by language
    r"seed(?<![a-z]seed)(?![a-z])|two-step|2-step|zwei-faktor|2-faktor|tvåfaktor|tofaktor|"
    r"iki faktörlü|iki adımlı|dwuetapow|двухфактор|2단계|两步验证|双重验证|双因素|"
    r"recovery keys?|wiederherstellungs(?:code|schlüssel)|backup-code|sicherungscode|"
    r"notfallcode|herstel(?:code|sleutel)|back-upcode|återställningsnyckel|"
    r"återställningskod|reservkod|gjenopprettings(?:kode|nøkkel)|reservekode|"
    r"gendannelses(?:kode|nøgle)|backupkode|palautus(?:koodi|avain)|varakoodi|"
    r"yedek kod|kurtarma (?:kod|anahtar)|kode (?:cadangan|pemulihan)|kunci pemulihan|"
    r"εφεδρικ|ανάκτησης|kody? (?:zapasow|odzyskiwania)|klucz odzyskiwania|"
    r"codes? de récupération|clé de récupération|clave de recuperación|codici di recupero|"
    r"chiave di ripristino|chave de recuperação|ключ восстановления|резервн(?:ый|ые) код|"
    r"קוד(?:י)? (?:גיבוי|שחזור)|رموز الاسترداد|رمز الاسترداد|الرموز الاحتياطية|"
    r"복구 (?:코드|키)|回復(?:キー|コード)|復旧コード|恢复(?:码|密钥)|"
    # (session 15: Romanian, and the Scandinavian plural with a hyphen)
    r"coduri(?:le)? de rezerv[ăa]|coduri(?:le)? de backup|backup-?kod(?:er|erne|ar|arna)|"
    # (session 16: Bulgarian, Albanian, Turkish typed without its dotted letters, Vietnamese)
    r"резервн(?:и|ите) кодове|kod(?:et|e|i) rezerv[ëe]|yedek kodlar|mã khôi phục|"
    # (session 26: Steam's authenticator, "backup" borrowed into Ukrainian and Russian, Korean
    # written without its space, Arabic "backup" as a noun, Spanish and Portuguese authenticators)
    r"steam guard|бекап|бэкап|백업코드|الاحتياط|autenticador|"
    # (session 41: the authenticator app and a seed named in Cyrillic, Korean, Japanese, Chinese,
    # Polish, German, Turkish, Vietnamese: "секрет для гугл аутентификатора JBSW…")
    r"аутентификатор|автентифікатор|аутентифікатор|시드|シード|认证器|認證器|驗證器|验证器|"
    r"authentifikator|autentykator|kimlik doğrulayıcı|ứng dụng xác thực|"
    # (session 40: the spare codes in Serbian, Macedonian and Ukrainian Cyrillic, Serbo-Croatian
    # with the codes' word first, Amharic "recovery" and "spare" codes)
    r"резервн\w*[ \t]+код\w*|kodovi[ \t]+za[ \t]+(?:rezerv|oporav)\w*|"
    r"(?:መልሶ[ \t]+ማግኛ|የመጠባበቂያ|መጠባበቂያ)[ \t]+ኮ[ድዶ]\w*|"
    # (and backup or recovery codes in Swahili, Khmer, Burmese, Lao, Urdu, Mongolian, Kazakh,
    # Uzbek, Azerbaijani, Kyrgyz, Tajik, Vietnamese "dự phòng", and "backup" written in the
    # scripts of South India and Sri Lanka)
    r"(?:nambari|namba|misimbo)[ \t]+(?:za|ya)[ \t]+(?:akiba|kurejesha)|កូដបម្រុង|အရန်[ \t]*ကုဒ်|"
    r"ລະຫັດສຳຮອງ|بیک[ \t]?اپ[ \t]+کوڈ|нөөц[ \t]+код|резервт\w*[ \t]+код|қалпына[ \t]+келтіру[ \t]+код|"
    r"zaxira[ \t]+kod|ehtiyat[ \t]+kod|запастык[ \t]+код|рамз\w*[ \t]+эҳтиёт|mã[ \t]+dự[ \t]+phòng|"
    r"பேக்அப்[ \t]+குறியீ|ബാക്കപ്പ്[ \t]+കോഡ|బ్యాకప్[ \t]+కోడ్|ಬ್ಯಾಕಪ್[ \t]+ಕೋಡ್|උපස්ථ[ \t]+කේත|"
    # (session 36: Persian backup and recovery codes, Hausa "backup numbers")
    r"کد(?:های)?[ \t]+(?:پشتیبان|بازیابی)(?!ی)|lambobin ajiya|"
    # (session 32: a word for restoring or a spare, then a word for codes, spaced or joined, in
    # the Nordic, Baltic, Balkan, Central European and Caucasian languages; Arabic code-first)
    # (each of these branches opens with its own literal, the codes' word written out after
    # it: a branch that opens with a group leaves `re` no first characters to skip by)
    + "|".join(
        head + r"[ \t]*(?:kóð|kood|kod|kód|код|კოდ|կոդ)"
        for head in (
            r"endurheimt\w*",
            "taaste",
            "atjaunošanas",
            "atkūrimo",
            r"atsargin\w*",
            "վերականգնման",
            "կրկնօրինակ",
            "აღდგენის",
            r"záložn\w*",
            r"obnoven\w*",
            r"obnovitven\w*",
            r"helyreállít\w*",
            "tartalék",
            "varmuus",
            "vara(?=kóð)",
            "varu",
            "rezerv(?:n[iíeéa]|es|ë)",
            "oporavak",
            "backup",
        )
    )
    + "|"
    + "|".join(head + r"[ \t]+(?:ال)?(?:استرجاع|استرداد)" for head in ("أكواد", "رموز")),
)
# A recovery key is one code in four or more groups ("4KD9-QW7P-M2XZ-8RT3-LN5V"); a setup key
# as an app shows it, four or more groups of four capitals and digits (group "g").
_RECOVERY_KEY = re.compile(
    r"(?<![0-9A-Za-z-])(?:(?:[0-9A-Za-z]{4,8}-){3,9}[0-9A-Za-z]{4,8}"
    r"|(?P<g>(?:[0-9A-Z]{4} ){3,7}[0-9A-Z]{4}))(?![0-9A-Za-z-])"
)
# (an unspaced seed's length need not be a multiple of four: its last group takes the rest)
_BASE32 = re.compile(
    r"(?<![A-Za-z0-9])(?:[A-Za-z2-7]{4}[ -]?){3,15}[A-Za-z2-7]{4}(?:(?<=[A-Za-z2-7]{8})[A-Za-z2-7]{1,3})?"
    r"(?![A-Za-z0-9])"
)
# A seed in capitals next to a word ("seed KRSXG5CTMVRXEZLU just"): the seed is the capitals.
_UPPER_SEED = re.compile(r"(?<![A-Za-z0-9])(?:[A-Z2-7]{4}[ -]?){3,15}[A-Z2-7]{4}(?![A-Za-z0-9])")
_ONE_CODE = r"(?:[0-9A-Za-z]{4,6}[ -]?[0-9]{3,6}|[0-9]{6,10}|[0-9a-z]{4,6}-[0-9a-z]{4,6}|[0-9A-Z]{4,6}-[0-9A-Z]{4,6})"
_CODE_LIST = re.compile(
    r"(?<![0-9A-Za-z])"
    + _ONE_CODE
    # (commas of Arabic "،" and CJK "，、" separate codes as "," does)
    + r"(?:(?:[ \t]*[,;/،，、][ \t]*|[ \t]+|[ \t]*\n[ \t]*)"
    # (after the first, a lone group of four or five digits is a code too: no tail is left)
    + r"(?:"
    + _ONE_CODE
    + r"|[0-9]{4,5}(?![0-9A-Za-z]))"
    + r")+"
)

_FIVE_DIGIT_CODES = re.compile(
    r"(?<![0-9A-Za-z])[0-9]{5}(?:[ \t]*[,;/،，、][ \t]*[0-9]{5}){3,}(?![0-9A-Za-z])"
)
# A game's or an app's backup codes may be five to eight capitals and digits ("R7K2P, 9MXQ4,
# T3WZ8"): three or more in a list, each with a digit (read only where a capital is).
_CAPS_CODES = re.compile(
    r"(?<![0-9A-Za-z])[0-9A-Z]{5,8}(?:(?:[ \t]*[,;/،，、][ \t]*|[ \t]+)[0-9A-Z]{5,8}){2,}"
    r"(?![0-9A-Za-z])"
)
_CAPITAL = re.compile(r"[A-Z]")

# Every branch of _TWO_FACTOR holds one of _TWO_FACTOR_LITERALS within this many characters
# of its start ("codurile de rezervă": 12), and no match is longer than _MATCH_LONGEST.
_LITERAL_LEAD = 24
_MATCH_LONGEST = 64


class _LiteralCursor:
    """Where a two-factor literal next occurs at or after a position, each literal's
    occurrences walked once, left to right, by str.find (at C speed)."""

    def __init__(self, lowered: str, present: list[str] | None = None) -> None:
        # `present`: the literals known to occur (the caller's gate asked already)
        self._lowered = lowered
        if present is None:
            present = [lit for lit in _TWO_FACTOR_LITERALS if lit in lowered]
        self._next = dict.fromkeys(present, 0)

    def at_or_after(self, pos: int) -> int | None:
        best = None
        for lit, at in list(self._next.items()):
            if at < pos:
                at = self._lowered.find(lit, pos)
                if at < 0:
                    del self._next[lit]
                    continue
                self._next[lit] = at
            best = at if best is None or at < best else best
        return best


def _next_two_factor(lowered: str, end: int, cursor: _LiteralCursor) -> re.Match[str] | None:
    """`_TWO_FACTOR.search(lowered, end)`, read only near the literals every match holds: the
    regex alone scans a long text with sparse hits at ~250 ns a character."""
    pos = end
    while (at := cursor.at_or_after(pos)) is not None:
        lo = max(end, at - _LITERAL_LEAD)
        m = _TWO_FACTOR.search(lowered, lo, min(len(lowered), at + 2 * _MATCH_LONGEST))
        if m is not None and m.start() <= at:
            if m.end() <= at + _MATCH_LONGEST:
                return m
            return _TWO_FACTOR.search(lowered, lo)  # (a match this long: read it unbounded)
        pos = at + 1  # no match holds this occurrence (a match starting before it was seen)
    return None


def _two_factor_spans(
    text: str, lowered: str, present: list[str] | None = None
) -> list[tuple[str, int, int]]:
    found = []
    end = windows = 0
    cursor = _LiteralCursor(lowered, present)
    seen: dict[tuple[int, int, str], list[tuple[str, int, int]]] = {}
    while (hit := _next_two_factor(lowered, end, cursor)) is not None:
        windows += 1
        if windows > KEYWORD_BUDGET:
            raise OverBudget(hit.start())
        start = hit.end()
        end = min(len(text), start + 120)  # the next hit is looked for past this window
        # (a window reads the character before it too; a flood repeats one: read once)
        lo = max(0, start - 1)
        key = (start - lo, end - start, text[lo:end], hit.group())
        if key not in seen:
            seen[key] = [
                (rule, a - start, b - start)
                for rule, a, b in _window_secrets(text, start, end, hit.group())
            ]
        found += [(rule, start + a, start + b) for rule, a, b in seen[key]]
    return found


def _window_secrets(text: str, start: int, end: int, name: str = "") -> list[tuple[str, int, int]]:
    """The seed, backup codes and recovery key in text[start:end], after a two-factor word
    (`name`)."""
    found = []
    if (one := named_backup_code(text, name, start, end)) is not None:
        found.append(("backup-codes", *one))
    for m in _BASE32.finditer(text, start, end):
        if not m.group().isupper() and (upper := _UPPER_SEED.search(text, m.start(), m.end())):
            m = upper
        body = re.sub(r"[ -]", "", m.group())
        # (session 26: a seed of capitals alone, unspaced, is as long as no word is)
        if (
            len(body) >= 16
            and (any(c in "234567" for c in body) or (body.isupper() and body == m.group()))
            and (body.isupper() or body.islower())
        ):
            found.append(("totp-seed", *m.span()))
            break
    # (session 32: five-digit codes, four or more, only under a name that says backup or
    # recovery: after "tan" or "seed" they may be prices or postcodes)
    if is_backup_name(name) and (five := _FIVE_DIGIT_CODES.search(text, start, end)):
        found.append(("backup-codes", *five.span()))
    for m in _CODE_LIST.finditer(text, start, end):
        codes = re.split(r"[\s,;/،，、]+", m.group().strip())
        # numeric codes: 12+ digits in all; codes of letters and digits: 3+ each with a digit
        if sum(c.isdigit() for c in m.group()) >= 12 or (
            len(codes) >= 3 and all(any(c.isdigit() for c in code) for code in codes)
        ):
            found.append(("backup-codes", *m.span()))
            break
    else:
        if _CAPITAL.search(text, start, end):
            for m in _CAPS_CODES.finditer(text, start, end):
                codes = re.split(r"[\s,;/،，、]+", m.group().strip())
                if all(any(c.isdigit() for c in code) for code in codes):
                    found.append(("backup-codes", *m.span()))
                    break
    for m in _RECOVERY_KEY.finditer(text, start, end):
        body = m.group().replace("-", "").replace(" ", "")
        digits = 2 if m.group("g") else 4
        if sum(c.isdigit() for c in body) >= digits and sum(c.isalpha() for c in body) >= 4:
            found.append(("totp-seed" if m.group("g") else "backup-codes", *m.span()))
            break
    return found


_TWO_FACTOR_LITERALS = (
    "2fa two-factor two factor totp otp mfa authenticator setup key backup recovery secours "
    "respaldo codici back-up herstel резерв восстановл 备用 備用 验证码 バックアップ リカバリー "
    "段階 백업 tan códigos codigos seed step faktor faktör adımlı dwuetapow двухфактор 단계 "
    "验证 双因素 wiederherstell sicherungscode notfallcode återställ reservkod gjenoppretting "
    "reservekode gendannelse backupkode palautus varakoodi yedek kurtarma cadangan pemulihan "
    "εφεδρικ ανάκτησης zapasow odzyskiwania récupération recuperación recupero ripristino "
    "recuperação גיבוי שחזור الاسترداد الاحتياطية 복구 回復 復旧 恢复 rezerv backup-kod "
    "khôi steam бекап бэкап 백업코드 الاحتياط autenticador endurheimt taaste atjaunošanas "
    "atkūrimo atsargin վերականգնման կրկնօրինակ აღდგენის záložn obnoven obnovitven helyreállít "
    "tartalék varmuus varakóð varu oporavak أكواد رموز کد ajiya kodovi መልሶ መጠባበቂያ "
    "nambari namba misimbo កូដបម្រុង အရန် ລະຫັດສຳຮອງ بیک нөөц резервт қалпына zaxira ehtiyat "
    "запастык рамз mã பேக்அப் ബാക്കപ്പ് బ్యాకప్ ಬ್ಯಾಕಪ್ උපස්ථ "
    "аутентификатор автентифікатор аутентифікатор 시드 シード 认证器 認證器 驗證器 验证器 "
    "authentifikator autentykator doğrulayıcı xác"
).split()
_CARD_LITERALS = (
    "cvv cvc exp valid gültig prüf crypto vence valid scad geldig срок 有效 安全码 有効 "
    "セキュリティ card karte carte tarjeta cartão cartao carta kaart карт 卡 カード 카드"
).split()
_EXPIRY = re.compile(r"/[0-9]{2}(?![0-9])")
