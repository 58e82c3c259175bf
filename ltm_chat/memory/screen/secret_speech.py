"""Secrets as people say them in a chat, in many languages (the companion of redact.py's rules).

A secret grants access. In a chat it is *named* ("my wifi password is …", "el código de la
alarma es …", "银行卡密码 …") or *shaped* as one whatever is said around it: a BIP-39 seed
phrase, a card number that passes Luhn next to an expiry or CVV, a TOTP seed, backup codes, a
URL with a password. `find_spoken_secrets(text)` returns (rule, start, end) for each, the span
covering the whole value (a passphrase's words, a card number's groups, every backup code).

What is *not* a secret is told apart by what the value is, not by a list of examples: a value
must follow a credential word (or its copula) and look like a chosen password (letters mixed
with digits or symbols, a random string, digits for a PIN or code); a number after "order",
"ticket" or "phone" is never near a credential word; a password *manager*, *reset* or *policy*
is a topic, not a credential; public keys, hashes and UUIDs carry no credential word.

Every scan is bounded: keyword literals found by `re`, then a fixed window after each one.
The named secrets are read first by structure — an access noun or a way of getting in bound
to a value shaped for it (credential_binding.py, access_context.py, bound_values.py, with the
frames that make a statement no one's in credential_frames.py); here the older keyword scan
stays for what that does not cover yet, and every spoken find passes the frames and the
quantity test. Pairs and lock codes are spoken_pairs.py, what a said value looks like
spoken_values.py, the secrets known by their shape alone (seeds, cards, 2FA) spoken_shapes.py.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from ltm_chat.memory.screen.access_context import find_bound_secrets
from ltm_chat.memory.screen.access_nouns import ARABIZI_WORDS
from ltm_chat.memory.screen.account_names import names_the_account
from ltm_chat.memory.screen.account_passwords import account_password_spans
from ltm_chat.memory.screen.answer_clauses import answer_clause_spans
from ltm_chat.memory.screen.answered_questions import answered_question_spans
from ltm_chat.memory.screen.api_keys_named import api_key_named_spans
from ltm_chat.memory.screen.app_passwords import app_password_spans
from ltm_chat.memory.screen.arabizi_values import arabizi_word
from ltm_chat.memory.screen.arrow_values import arrow_value_spans
from ltm_chat.memory.screen.aside_values import aside_value_spans
from ltm_chat.memory.screen.asked_question_answers import asked_question_answer_spans
from ltm_chat.memory.screen.assembled_passwords import assembled_password_spans
from ltm_chat.memory.screen.bound_values import phrase_word, phrase_words, quantity_after
from ltm_chat.memory.screen.calendar_dates import said_when
from ltm_chat.memory.screen.card_code_owners import card_code_owner_spans
from ltm_chat.memory.screen.changed_values import changed_value_spans
from ltm_chat.memory.screen.chat_password_words import chat_password_word_spans
from ltm_chat.memory.screen.cjk_lock_codes import cjk_lock_code_spans, public_number_before
from ltm_chat.memory.screen.code_word_values import quoted_code_word_spans
from ltm_chat.memory.screen.colon_logins import colon_login_spans
from ltm_chat.memory.screen.combination_groups import combination_group_spans
from ltm_chat.memory.screen.companion_values import (
    companion_codes,
    companion_quoted,
    companion_spans,
)
from ltm_chat.memory.screen.credential_binding import noun_hits
from ltm_chat.memory.screen.credential_frames import generic_noun, in_frame, public_code, unspaced
from ltm_chat.memory.screen.credential_lists import credential_list_spans
from ltm_chat.memory.screen.described_nouns import described_noun_spans
from ltm_chat.memory.screen.dial_combinations import dial_combination_spans
from ltm_chat.memory.screen.dictated_digits import dictated_digit_spans
from ltm_chat.memory.screen.inflected_passwords import inflected_password_spans
from ltm_chat.memory.screen.inflected_pins import inflected_pin_spans
from ltm_chat.memory.screen.instrument_passwords import instrument_password_spans
from ltm_chat.memory.screen.joined_words import joined_word_spans
from ltm_chat.memory.screen.key_button_codes import key_button_code_spans
from ltm_chat.memory.screen.keyed_codes import keyed_code_spans
from ltm_chat.memory.screen.keypad_codes import keypad_code_spans
from ltm_chat.memory.screen.labelled_logins import labelled_login_spans
from ltm_chat.memory.screen.labelled_numbers import labelled_public_number
from ltm_chat.memory.screen.lettered_codes import lettered_code_spans
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.lock_labels import lock_label_spans
from ltm_chat.memory.screen.locked_thing_codes import locked_thing_code_spans
from ltm_chat.memory.screen.locking_verbs import locking_verb_spans
from ltm_chat.memory.screen.login_pairs import login_pair_spans
from ltm_chat.memory.screen.manager_masters import manager_master_spans
from ltm_chat.memory.screen.measure_compounds import measure_compound
from ltm_chat.memory.screen.memorable_dates import memorable_date_spans
from ltm_chat.memory.screen.menu_paths import next_step
from ltm_chat.memory.screen.named_shapes import named_shape_spans
from ltm_chat.memory.screen.native_digits import ascii_digits
from ltm_chat.memory.screen.network_cards import network_card_spans
from ltm_chat.memory.screen.nordic_code_passwords import nordic_code_password_spans
from ltm_chat.memory.screen.opening_codes import opening_code_spans
from ltm_chat.memory.screen.panel_codes import panel_code_spans
from ltm_chat.memory.screen.passphrase_words import passphrase_word_spans
from ltm_chat.memory.screen.password_managers import names_a_manager
from ltm_chat.memory.screen.password_shape import password_shaped_spans
from ltm_chat.memory.screen.pin_digits import pin_digit_spans
from ltm_chat.memory.screen.plural_nouns import plural_of_access_noun
from ltm_chat.memory.screen.postal_pins import postal_pin
from ltm_chat.memory.screen.public_key_comments import in_public_key_comment
from ltm_chat.memory.screen.quoted_answers import quoted_answer_spans
from ltm_chat.memory.screen.recipe_values import recipe_value_spans
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET, OverBudget
from ltm_chat.memory.screen.security_answers import security_answer_spans
from ltm_chat.memory.screen.seed_lists import other_seed_spans
from ltm_chat.memory.screen.seed_word_lists import seed_word_list_spans
from ltm_chat.memory.screen.sent_codes import sent_code_spans
from ltm_chat.memory.screen.sentence_digit_runs import sentence_digit_run_spans
from ltm_chat.memory.screen.session_cookies import session_cookie_spans
from ltm_chat.memory.screen.short_pass_words import short_pass_word_spans
from ltm_chat.memory.screen.spaced_figures import spaced_figure_spans
from ltm_chat.memory.screen.spelled_codes import (
    code_noun_ends,
    spelled_card_spans,
    spelled_code_spans,
)
from ltm_chat.memory.screen.spelled_values import spelled_value_spans
from ltm_chat.memory.screen.spoken_pairs import _ACCESS_OBJECTS, pair_spans
from ltm_chat.memory.screen.spoken_shapes import (
    _CARD_LITERALS,
    _EXPIRY,
    _TWO_FACTOR_LITERALS,
    _card_spans,
    _seed_spans,
    _two_factor_spans,
)
from ltm_chat.memory.screen.spoken_values import (
    _CODE_OR_PLACEHOLDER,
    _QUOTED,
    _SENTENCE_END,
    _TOKEN,
    _digits_code,
    _grouped_code,
    _key_shaped,
    _short_code,
    chosen_password,
    random_letters,
    token_core,
)
from ltm_chat.memory.screen.typed_values import typed_value_spans
from ltm_chat.memory.screen.underscored_passwords import underscored_password_spans
from ltm_chat.memory.screen.unspaced_lock_codes import unspaced_lock_code_spans
from ltm_chat.memory.screen.value_as_noun import value_as_noun_spans
from ltm_chat.memory.screen.value_first import value_first_spans
from ltm_chat.memory.screen.value_first_codes import value_first_code_spans
from ltm_chat.memory.screen.value_first_locks import value_first_lock_spans
from ltm_chat.memory.screen.value_then_noun import value_then_noun_spans
from ltm_chat.memory.screen.wallet_hex_keys import wallet_hex_key_spans
from ltm_chat.memory.screen.warned_codes import warned_code_spans
from ltm_chat.memory.screen.wifi_keys import wifi_key_spans
from ltm_chat.memory.screen.year_endings import year_with_ending

__all__ = ["SPOKEN_RULES", "find_spoken_secrets"]

SPOKEN_RULES = (
    "credential-word-flood",
    "spoken-password",
    "spoken-pin",
    "spoken-key",
    "seed-phrase",
    "payment-card",
    "totp-seed",
    "backup-codes",
    "url-password",
    "session-cookie",
)

# How far after a credential word its value is looked for (a clause, not a paragraph).
_WINDOW = 90
_MAX_TOKENS = 8

# -- the words that name a credential, by kind --------------------------------------------------
_PASSWORD_WORDS = (
    r"pass(?:word|wort|wd|phrase|code)|kennwort|mot de passe|mdp|contrase[ñn]a|clave|senha|"
    r"parola d'ordine|wachtwoord|пароль|hasło|haslo|lösenord|losenord|şifre(?:si|m)?|sifre|"
    r"salasana|adgangskode|passord|heslo|jelszó|parolă|κωδικός|sandi|"
    r"密码|密碼|口令|パスワード|暗証番号|비밀번호|암호|"
    r"pw|pwd|passwd|login|phrase secrète|frase de contraseña|frase secreta|"
    r"code ?word|verbal password|losungswort|mot de passe verbal|parola(?:m|n|sı|nız)"
)
_PIN_WORDS = (
    r"pin(?:[ -]?code|[ -]?nummer|[ -]?number)?|pincode|пин(?:-?код)?|pin码|pin碼|puk|passcode|"
    # one-time codes grant access while they last
    r"(?:verification|one-time|one time|login|sign-in|confirmation|security|sms|2fa|otp|mfa)"
    r" codes?|bestätigungscode|code de vérification|código de verificación|"
    r"código de verificação|codice di verifica|код подтверждения|tan|"
    # session 32: "PIN" written in the scripts of South Asia, Ethiopia and Thailand (not the
    # Devanagari "पिन कोड", a postcode), and India's telephone and internet banking PINs
    # (a code or a number called secret or confidential is a PIN: "mon code secret", "code
    # confidentiel de la carte", "nambari ya siri ya M-Pesa", "kode rahasia", "الرقم السري")
    r"code (?:secret|confidentiel)|numéro secret|número secreto|numero segreto|codice segreto|"
    r"geheimzahl|namb(?:ari|a)(?: yako| yangu| yake| yetu)? ya siri|kode rahasia|mã bí mật|الرقم السري|رقم سري|"
    r"kod tajny|tajný kód|секретный код|"
    r"(?<!सेफ्टी )(?<!सेफ़्टी )पिन(?![\u0900-\u097f]| कोड)|ਪਿੰਨ|পিন(?! কোড)|પિન(?! કોડ)|ಪಿನ್|ፒን|ፒኔ|พิน(?![ัา])|tpin|ipin"
)
# Code words count only beside something a code opens (a door, an alarm, a safe…).
_CODE_WORDS = (
    r"codes?|combination|combo|code d'accès|digicode|c[óo]digo|codice|код|kod|kod dostępu|"
    r"koden|番号|号码|코드|번호|zahlenkombination|kombination"
)
_KEY_WORDS = (
    r"(?:api|access|secret|private|license|licence|wifi|wi-fi|wlan|setup|app|client|shared|"
    r"master|encryption|recovery|vpn|product|activation|unseal)[ -]?(?:key|token|secret)|"
    r"(?:recovery|activation|backup|license|licence|registration) ?codes?|license|licence|"
    r"serial (?:number|key)|"
    r"key|token|secret|bearer|"
    r"schlüssel|clé|cle|chave|chiave|sleutel|ключ|токен|jeton|gettone|令牌|密钥|密鑰|"
    r"キー|トークン|シークレット|토큰"
)
_KEYWORD = re.compile(
    r"(?:(?P<pw>"
    + _PASSWORD_WORDS
    + r")|(?P<pin>"
    + _PIN_WORDS
    + r")|(?P<code>"
    + _CODE_WORDS
    + r")|(?P<key>"
    + _KEY_WORDS
    + r"))(?![a-zà-öø-ÿа-яё])",
)
# (run on the lowered text: IGNORECASE would cost a case fold per position)
# A credential word followed by one of these names a topic: "password manager", "PIN reset".
_TOPIC_AFTER = re.compile(
    r"[ -]?(?:manager|managers|reset|resets|policy|policies|hint|hints|strength|field|rules|"
    r"requirements|generator|vault|safe|app|protection|change|changes|recovery|expired|expires|"
    r"expiry|leak|leaks|breach|prompt|box|entry|length|less|based|protected|locked|"
    r"verwaltung|manager|gestionnaire|gestor|gerenciador|管理|マネージャ|"
    r"ids?\b|fingerprints?|identifier|servers?\b|signatures?|size\b|type\b|ring\b|board|"
    r"chain\b|pair\b|stroke|note\b|word|notes\b|plates?\b|"
    # a password's hash is what a server keeps instead of it: "password hashing with argon2id"
    r"hash(?:es|ing|ed)?\b)",
    re.IGNORECASE,
)
# What joins a credential word to its value: "is", ":", "ist", "lautet", "es", "是", "は"…
_COPULA_TOKENS = frozenset(
    """is was : - – — -> ist lautet war est es era é è és zijn är er to be now
    become becomes became changed set ser sono sont son c'est c’est cest""".split()
)
# (`=` is code's: redact.py's assignment rules read code, these read sentences.)
_COPULA_CHARS = re.compile(r"[:：—–]|是|为|為|は|는|은|это|—|ist\b|est\b|é|è")
# "with" and "opens with" introduce a code as well: "the lockbox opens with 7-3-9-1".
_WITH_TOKENS = frozenset("with using use mit avec con com".split())


def _clause_end(text: str, start: int) -> int:
    limit = min(len(text), start + _WINDOW)
    end = _SENTENCE_END.search(text, start, limit)
    return end.start() if end else limit


class _WordFacts:
    """What `_value_after` asks of a word that needs more than a set look-up, asked once per
    word in one screening (a text's clauses repeat its words); held by one screening only."""

    __slots__ = ("_keyword", "_phrase", "_random")

    def __init__(self) -> None:
        self._keyword: dict[str, bool] = {}
        self._random: dict[str, bool] = {}
        self._phrase: dict[str, bool] = {}

    def phrase_word(self, token: str) -> bool:
        hit = self._phrase.get(token)
        if hit is None:
            hit = self._phrase[token] = phrase_word(token)
        return hit

    def keyword(self, low: str) -> bool:
        hit = self._keyword.get(low)
        if hit is None:
            hit = self._keyword[low] = _KEYWORD.fullmatch(low) is not None
        return hit

    def random_letters(self, core: str) -> bool:
        if len(core) < 8:
            return False  # (random_letters' first test, without a look-up)
        hit = self._random.get(core)
        if hit is None:
            hit = self._random[core] = random_letters(core)
        return hit


def _value_after(
    text: str,
    kind: str,
    start: int,
    end: int,
    is_code: bool = False,
    is_serial: bool = False,
    facts: _WordFacts | None = None,
) -> tuple[int, int] | None:
    """The value a credential word at text[:start] names, within text[start:end]."""
    quoted = _QUOTED.search(text, start, min(end, start + 80)) if kind == "pw" else None
    if quoted and _quoted_value(text, start, quoted):
        return quoted.span(1)
    facts = _WordFacts() if facts is None else facts
    copula = bool(_COPULA_CHARS.match(text, start))
    pos = start
    compound = False
    comma = text.find(",", start, end)  # (a "to" after it is another verb's)
    after_comma = 0  # the words read past the comma
    for count, m in enumerate(_TOKEN.finditer(text, start, end)):
        if count >= _MAX_TOKENS:
            break
        gap = text[pos : m.start()]
        past_comma = 0 <= comma < m.start()
        after_comma += past_comma
        pos = m.end()
        if gap != " " and _COPULA_CHARS.search(gap):
            copula = True
        token = m.group()
        # (a word of letters is its own core, and no public key, no code, no symbol)
        word = token.isalpha()
        core = token if word else token_core(token)
        letters = word or core.isalpha()
        if not letters and _PUBLIC_VALUE.match(core):
            return None
        low = core.lower()
        if low == "to" and past_comma:
            continue  # "…, I'll send it to the group": another verb's "to", not "changed to"
        if low in _COPULA_TOKENS or token in _COPULA_TOKENS:
            copula = True
            continue
        if low in _WITH_TOKENS:
            copula = True
            continue
        # The value without the quotes or brackets around it (those stay in a transcript).
        if word:  # (no quote, bracket or stop around it)
            value_start, value_end = m.start(), m.end()
        else:
            lead = len(token) - len(token.lstrip("(\"'“«‘"))
            value_end = m.start() + len(token.rstrip(".,;)\"'”»’"))
            value_start = m.start() + lead
        if text[m.end() : m.end() + 1] in _BY_MEANS_OF_FIRST and _BY_MEANS_OF.match(text, m.end()):
            continue  # "パスワードはKeePassXCで管理": the tool the password is kept with
        if facts.keyword(low):
            continue  # another credential word ("key passphrase"): not a value
        if low in ARABIZI_WORDS:
            return None  # "el password taba3 el wifi": a word of the sentence, not a value
        if after_comma > 1 and not copula:
            # "changed my password after that email, also turned on 2-step": the comma closed
            # the noun's clause, and a clause with words of its own and no copula names no value
            copula = token.endswith(":")
            continue
        if count == 0 and not copula and low not in _LINKS and not token.endswith(":"):
            compound = True  # "password game was fun": the word names another thing
        # (a phrase's first word is this token when a space follows it: test that one first)
        alone = word and (m.end() == end or text[m.end()].isspace())
        if (
            kind == "pw"
            and not compound
            and copula
            and (not alone or facts.phrase_word(token))
            and _phrase_follows(text, m.start(), end, copula)
        ):
            return m.start(), end
        if kind in ("pin", "code"):
            if _digits_code(core) or _grouped_code(core):
                return value_start, value_end
            # a door code or a device code may mix letters in ("B4012", "hx92kq")
            if copula and (kind == "pin" or _short_code(core)) and chosen_password(core):
                return value_start, value_end
            if token.endswith(":"):
                copula = True
            continue
        if kind == "key" and is_serial:
            if (copula or count == 0) and _grouped_code(core):
                return value_start, value_end  # a device's serial is its name: grouped only
            continue
        if kind == "key":
            if (copula or count == 0) and (
                _key_shaped(core) or _grouped_code(core) or (is_code and _short_code(core))
            ):
                return value_start, value_end
            if token.endswith(":"):
                copula = True
            continue
        if not letters and chosen_password(core):
            return value_start, value_end
        if (copula or count == 0) and (
            facts.random_letters(core)
            or (not letters and kind == "pw" and _digits_code(core) and "-" not in core)
        ):
            return value_start, value_end
        if token.endswith(":"):
            copula = True
    return None


# Japanese "by means of" after a name: "…で管理", "…に保存" (but "…です" ends a statement).
_BY_MEANS_OF = re.compile(r"で(?!す)|に保存|を使")
_BY_MEANS_OF_FIRST = frozenset("でにを")


def _quoted_value(text: str, start: int, quoted: re.Match[str]) -> bool:
    """`… password is "seven purple lanterns"`: a quoted value right after the copula."""
    between = text[start : quoted.start()]
    if not (_COPULA_CHARS.search(between) or re.search(r"\b(?:is|was)\b", between)):
        return False
    if _COPULA_CLOSED.search(between):
        return False  # "what his password was and he said '…'": the copula ended its clause
    value = quoted.group(1)
    return (
        len(between) <= 50
        and value[0] not in ",;:)=+ "
        and not _CODE_OR_PLACEHOLDER.search(value.replace('"', ""))
        and not value.rstrip().endswith(("=", ":"))
    )


# A copula a conjunction follows closes an embedded question ("what the password was and …").
_COPULA_CLOSED = re.compile(r"\b(?:is|was)\s+(?:and|but|so|or)\b")


# What may stand between a credential word and its copula: "for", "of", "to" and possessives.
_LINKS = frozenset(
    """for of to on at in from with für von zu zum zur de du des pour para por di del da van
    voor meiner meines mein meine my mon ma mes mi mijn от для моего моей""".split()
)
_PHRASE_WORD = re.compile(r"[a-zäöüßéèàçñ]{2,12}")


def _phrase_follows(text: str, start: int, end: int, copula: bool) -> bool:
    """A passphrase: after the copula, the rest of the clause is 3-8 lowercase words."""
    if not copula:
        return False
    return phrase_words(text[start:end].split())


_WORD_CHAR = re.compile(r"[a-zà-öø-ÿа-яё0-9_]")
_PUBLIC_BEFORE = re.compile(
    r"(?:public|öffentliche[rn]?|publique|p[úu]blica|pubblica|publieke|открытый|публичный)"
    r"[ -]?(?:ssh[ -]|gpg[ -]|pgp[ -])?\Z|公|公開"
)
_PUBLIC_VALUE = re.compile(r"(?:ssh-|ecdsa-|sk-ssh|age1|npub1|-----BEGIN PGP PUBLIC)")


# A credential word in code is an identifier's part (`key_length`, `dist.key`, `--key-id`,
# `"AWS::KMS::Key":`); redact.py's assignment rules read code, these rules read sentences.
_CODE_BEFORE = re.compile(r"[a-zà-öø-ÿа-яё0-9_.$:\"'`]")
_CODE_AFTER = re.compile(r"[a-zà-öø-ÿа-яё0-9_\"'`(\[]|\.[a-z_]|-[a-z]")


class _LastSpace:
    """The last space or newline before a position, for positions asked in increasing order:
    each stretch of the text is searched once (a search back to the text's start for every
    credential word read a text without newlines once per word)."""

    def __init__(self, lowered: str):
        self.lowered, self.upto, self.last = lowered, 0, -1

    def before(self, pos: int) -> int:
        low = self.lowered
        if pos < self.upto:  # (asked out of order: searched in full)
            return max(low.rfind(" ", 0, pos), low.rfind("\n", 0, pos))
        found = max(low.rfind(" ", self.upto, pos), low.rfind("\n", self.upto, pos))
        self.last = found if found >= 0 else self.last
        self.upto = pos
        return self.last


def _keyword_in_prose(
    text: str, lowered: str, start: int, end: int, kind: str, spaces: _LastSpace
) -> bool:
    if start and _CODE_BEFORE.match(lowered, start - 1):
        # Germanic compounds end in their head noun ("Alarmcode", "Türcode"); camelCase
        # (`addPassword`) is code, and a key or a PIN inside a word is another word ("monkey").
        compound = kind in ("pw", "code") and text[start - 1].isalpha() and text[start].islower()
        if not compound:
            return False
    if _CODE_AFTER.match(lowered, end):
        return False
    word_start = spaces.before(start) + 1
    return not lowered.startswith(("--", "-", "/"), word_start)


# Where a credential word can start, as plain strings: each is looked for with one C-speed
# search, and the keyword pattern is tried only where one occurs (trying its alternatives at
# every offset would cost ~100 steps a character).
_KEYWORD_LITERALS = tuple(
    """pass pw kennwort mot de passe mdp contrase clave senha parola d'ordine wachtwoord
    verbal losungswort parola serial security maiden mädchenname nom sicherheits question pregunta
    pergunta domanda puk verification one sign-in confirmation sms 2fa otp mfa
    bestätigungscode tan license licence recovery activation backup registration product
    unseal
    пароль hasło haslo lösenord losenord şifre sifre salasana adgangskode heslo jelszó parolă
    κωδικός sandi 密码 密碼 口令 パスワード 暗証番号 비밀번호 암호 login phrase secrète frase de
    frase secreta pin tpin ipin пин nambari namba numéro número numero geheimzahl rahasia bí السري سري
    tajny tajný секретный पिन ਪਿੰਨ পিন પિન ಪಿನ್ ፒን ፒኔ พิน cod combination combo digicode código код kod 番号 号码 코드 번호
    zahlenkombination kombination key token secret bearer schlüssel clé cle chave chiave sleutel
    ключ токен jeton gettone 令牌 密钥 密鑰 キー トークン シークレット 토큰""".replace(
        "mot de passe", "mot\x00de\x00passe"
    )
    .replace("parola d'ordine", "parola\x00d'ordine")
    .replace("phrase secrète", "phrase\x00secrète")
    .replace("frase de", "frase\x00de")
    .replace("frase secreta", "frase\x00secreta")
    .split()
)
_KEYWORD_LITERALS = tuple(lit.replace("\x00", " ") for lit in _KEYWORD_LITERALS)
_LITERAL_PATTERNS = tuple(re.compile(re.escape(lit)) for lit in _KEYWORD_LITERALS)
# More than one credential word every 100 characters (and over the budget) is a flood, not
# prose: a page about passwords has one every few hundred.
_FLOOD_DENSITY = 100


_Chars = Literals  # (the name the scans below use)


def _flood_position(lowered: str, chars: _Chars) -> int | None:
    """Where a flood of one credential word starts (counted at C speed), if there is one."""
    for literal in _KEYWORD_LITERALS:
        if chars.has(literal):
            count = lowered.count(literal)
            if count > KEYWORD_BUDGET and count * _FLOOD_DENSITY > len(lowered):
                return lowered.find(literal)
    return None


def _keyword_matches(lowered: str, chars: _Chars) -> list[re.Match[str]]:
    starts: set[int] = set()
    for literal, pattern in zip(_KEYWORD_LITERALS, _LITERAL_PATTERNS, strict=True):
        if chars.has(literal):
            count = lowered.count(literal)  # counted at C speed first
            if count > KEYWORD_BUDGET and count * _FLOOD_DENSITY > len(lowered):
                raise OverBudget(lowered.find(literal))
            starts.update(m.start() for m in pattern.finditer(lowered))
            if len(starts) > KEYWORD_BUDGET and len(starts) * _FLOOD_DENSITY > len(lowered):
                raise OverBudget(min(starts))
    out = []
    for start in sorted(starts):
        m = _KEYWORD.match(lowered, start)
        if m is not None:
            out.append(m)
    return out


# `_value_after` reads its clause, the character before it (a quote's look-behind) and at most
# this many after it (a copula's word end, "で"/"に保存" after a value).
_CLAUSE_CONTEXT_AFTER = 4


def _clause_value(
    text: str,
    kind: str,
    start: int,
    end: int,
    word: str,
    facts: _WordFacts,
    seen: dict[tuple, tuple[int, int] | None],
) -> tuple[int, int] | None:
    """`_value_after` for the credential word `word`, each distinct clause (with what it reads
    around it) read once per screening: a flood repeats one clause thousands of times."""
    lo = max(0, start - 1)
    key = (kind, word, start - lo, end - start, text[lo : end + _CLAUSE_CONTEXT_AFTER])
    if key in seen:
        rel = seen[key]
        return None if rel is None else (start + rel[0], start + rel[1])
    value = _value_after(text, kind, start, end, "code" in word, word.startswith("serial"), facts)
    seen[key] = None if value is None else (value[0] - start, value[1] - start)
    return value


def _keyword_spans(text: str, lowered: str, chars: _Chars) -> list[tuple[str, int, int]]:
    found = []
    checked = 0
    spaces = _LastSpace(lowered)
    facts = _WordFacts()
    clauses: dict[tuple, tuple[int, int] | None] = {}
    for m in _keyword_matches(lowered, chars):
        kind = m.lastgroup or "pw"
        after = m.end()
        if m.start() and lowered[m.start() - 1] == "#":
            continue  # a hashtag names a topic: "#password #security"
        if m.group()[0].isascii() and not _keyword_in_prose(
            text, lowered, m.start(), after, kind, spaces
        ):
            continue
        if kind == "key" and _PUBLIC_BEFORE.search(lowered, max(0, m.start() - 14), m.start()):
            continue  # a public key is published on purpose
        if _TOPIC_AFTER.match(lowered, after) or generic_noun(lowered, m.start()):
            continue
        word = m.group()
        if kind == "pw" and word == "login" and not _COPULA_CHARS.match(lowered, after):
            # "login" names a credential only as a label: "login: …", "login is …"
            if not re.match(r"\s*(?:is|was|for)\b", lowered[after : after + 8]):
                continue
        # (a one-time "confirmation code" too: "my flight confirmation code is …" is a reference)
        if (kind == "code" or word.startswith("confirmation")) and public_code(
            lowered, m.start(), after
        ):
            continue
        if kind == "code" and unspaced(word[0]) and public_number_before(lowered, m.start()):
            continue  # "玄関の電話番号は …": a phone's, an order's number is no code
        if kind == "code" and not _ACCESS_OBJECTS.search(
            lowered, max(0, m.start() - 40), min(len(lowered), after + 40)
        ):
            continue
        checked += 1
        if checked > max(KEYWORD_BUDGET, len(text) // 500):
            raise OverBudget(m.start())
        end = _clause_end(text, after)
        value = _clause_value(text, kind, after, end, m.group(), facts, clauses)
        if value is not None:
            rule = {
                "pw": "spoken-password",
                "pin": "spoken-pin",
                "code": "spoken-pin",
            }.get(kind, "spoken-key")
            found.append((rule, *value))
    return found


def find_spoken_secrets(
    text: str, end: int | None = None, *, read: tuple[str, _Chars] | None = None
) -> list[tuple[str, int, int]]:
    """(rule, start, end) of every secret said in `text`, in order of position. A text with
    more credential words or card-like numbers than any message has is treated as secret
    from the first one past the budget (fail closed). `end`: only text[:end] needs reading
    (the rest is hidden already); a flood is still told from the whole text. `read`: the
    text's ASCII-lowered copy and its literals when the caller has them already."""
    if not text:
        return []
    original = text
    text = ascii_digits(text)  # one character for one: the spans hold for the original
    if read is not None and text is original:
        lowered, chars = read
    else:
        lowered = text.lower()
        if len(lowered) != len(text):
            lowered = text.translate({c: c + 32 for c in range(65, 91)})
        chars = _Chars(lowered)
    if end is not None and end < len(text):
        flood = _flood_position(lowered, chars)
        if flood is not None:
            return [("credential-word-flood", flood, len(text))]
        text, lowered = text[:end], lowered[:end]
        chars = _Chars(lowered)
    try:
        hits = noun_hits(text, lowered, chars)  # read once: the bound values and value_then_noun
        found = find_bound_secrets(text, lowered, chars, hits)
        found += _keyword_spans(text, lowered, chars)
        found += pair_spans(text, lowered, chars)
        found += _seed_spans(lowered, chars.words_if_read())
        found += other_seed_spans(lowered, chars.words_if_read())
        found += seed_word_list_spans(text, lowered, chars)
        code_ends = code_noun_ends(lowered, chars)  # (both spelled scans start at these)
        found += spelled_code_spans(text, lowered, chars, code_ends)
        found += spelled_value_spans(text, lowered, chars, code_ends)
        found += sentence_digit_run_spans(lowered, chars, code_ends)
        found += spaced_figure_spans(text, lowered, chars, hits)
        found += underscored_password_spans(text, lowered, chars, hits)
        found += keypad_code_spans(text, lowered, chars)
        found += key_button_code_spans(text, lowered, chars)
        found += panel_code_spans(text, lowered, chars)
        found += opening_code_spans(text, lowered, chars)
        found += locking_verb_spans(text, lowered, chars)
        found += instrument_password_spans(text, lowered, chars)
        found += lock_label_spans(text, lowered, chars)
        found += lettered_code_spans(text, lowered, chars, hits)
        found += dial_combination_spans(text, lowered, chars)
        found += combination_group_spans(text, lowered, chars)
        found += dictated_digit_spans(text, lowered, chars)
        found += locked_thing_code_spans(text, lowered, chars)
        found += keyed_code_spans(text, lowered, chars)
        found += cjk_lock_code_spans(text, lowered, chars)
        found += unspaced_lock_code_spans(text, lowered, chars)
        found += inflected_pin_spans(text, lowered, chars)
        found += inflected_password_spans(text, lowered, chars)
        found += sent_code_spans(text, lowered, chars)
        found += warned_code_spans(text, lowered, chars)
        found += typed_value_spans(text, lowered, hits)
        found += recipe_value_spans(text, lowered, hits)
        found += assembled_password_spans(text, lowered, hits)
        found += login_pair_spans(text, lowered, chars)
        found += labelled_login_spans(text, lowered, chars)
        found += colon_login_spans(text, lowered, chars)
        found += wifi_key_spans(text, lowered, chars)
        found += network_card_spans(text, lowered, chars)
        found += manager_master_spans(text, lowered, chars)
        found += credential_list_spans(text, lowered, chars)
        found += memorable_date_spans(text, lowered, chars)
        found += account_password_spans(text, lowered, chars)
        found += arrow_value_spans(text, lowered, chars)
        found += value_first_spans(text, lowered, chars)
        found += value_first_code_spans(text, lowered, chars)
        found += value_first_lock_spans(text, lowered, chars)
        found += value_then_noun_spans(text, lowered, _hits_in(hits))
        if not text.isascii():
            found += value_as_noun_spans(text, chars)
        found += security_answer_spans(text, lowered, chars)
        found += quoted_code_word_spans(text, lowered, chars)
        found += quoted_answer_spans(text, lowered, chars)
        found += answer_clause_spans(text, lowered, chars)
        found += answered_question_spans(text, lowered, chars)
        found += asked_question_answer_spans(text, lowered, chars)
        found += passphrase_word_spans(text, lowered, chars)
        found += named_shape_spans(text, lowered, chars)
        found += card_code_owner_spans(text, lowered, chars)
        found += api_key_named_spans(text, lowered, chars)
        found += password_shaped_spans(text, chars)
        found += short_pass_word_spans(text, lowered, chars)
        found += chat_password_word_spans(text, lowered, chars)
        found += nordic_code_password_spans(text, lowered, chars)
        found += changed_value_spans(text, lowered, chars, hits)
        found += aside_value_spans(text, lowered, chars, hits)
        found += described_noun_spans(text, lowered, chars, hits)
        found += joined_word_spans(text, lowered, chars, hits)
        found += pin_digit_spans(text, lowered, chars, hits)
        found += session_cookie_spans(text, lowered, chars)
        found += app_password_spans(text, lowered, chars)
        found += wallet_hex_key_spans(text, lowered, chars)
        if any(chars.has(w) for w in _CARD_LITERALS) or (
            chars.has("/") and _EXPIRY.search(lowered)
        ):
            found += _card_spans(text)
            found += spelled_card_spans(text, lowered, chars)
        if present := [w for w in _TWO_FACTOR_LITERALS if chars.has(w)]:
            found += _two_factor_spans(text, lowered, present)
    except OverBudget as over:
        return [("credential-word-flood", over.position, len(text))]
    # A statement set in a fiction or an example names no one's credential.
    found = [f for f in found if f[0] not in _FRAMED or not in_frame(text, lowered, f[1], f[2])]
    # A number that counts something is not a code ("the combination lock costs 1299 yen").
    found = [f for f in found if f[0] != "spoken-pin" or not quantity_after(text, f[2])]
    # India's postcode is a "PIN code" of six digits ("our pin code is 560001"): an address.
    if "pin" in lowered:
        found = [f for f in found if f[0] != "spoken-pin" or not postal_pin(lowered, f[1], f[2])]
    # A whole date after "on", "since", "am" … says when ("changed my PIN on 2024-03-15").
    found = [f for f in found if f[0] not in _FRAMED or not said_when(text, f[1], f[2])]
    # A year with a postposition of time after it says when ("पिन 2019 में बदला": "in 2019").
    if not text.isascii():
        found = [f for f in found if f[0] != "spoken-pin" or not year_with_ending(text, *f[1:])]
    # The word after a noun in a menu path is the next step ("Settings -> Password -> Change").
    found = [f for f in found if f[0] not in _FRAMED or not next_step(text, f[1], f[2])]
    # A value that is the plural of a word for a credential names the kind, not one of them.
    found = [
        f for f in found if f[0] not in _FRAMED or not plural_of_access_noun(text[f[1] : f[2]])
    ]
    # (session 35) A value after "the password for/of/de" names the account ("… for Cl@ve").
    found = [f for f in found if f[0] not in _FRAMED or not names_the_account(lowered, f[1], f[2])]
    # (session 35) A password manager's name is a product ("1Password vs Bitwarden").
    found = [f for f in found if f[0] not in _FRAMED or not names_a_manager(lowered, f[1], f[2])]
    # (session 35) A number hyphened to its unit measures the noun after it ("a 90-day rotation").
    if "-" in text:
        found = [f for f in found if f[0] not in _FRAMED or not measure_compound(text[f[1] : f[2]])]
    # (session 36) A word of an Arabizi sentence is prose ("ghayyarto mbere7": "yesterday");
    # a PIN's is a digit said ("el pin: talata, wa7ed …").
    found = [f for f in found if f[0] not in _WORDED or not arabizi_word(text, lowered, f[1], f[2])]
    # (session 37) A value right after an order's, a parcel's or a queue's number label is that
    # number ("license key was renewed, order number ADB-55281934"): pasted notices carry them.
    found = [
        f for f in found if f[0] not in _FRAMED or not labelled_public_number(text, f[1], f[2])
    ]
    # The comment of a public key line ("ssh-ed25519 AAAA… mk@thinkpad") is published with it.
    if "aaaa" in lowered:
        found = [
            f for f in found if f[0] not in _FRAMED or not in_public_key_comment(text, f[1], f[2])
        ]
    found = sorted(found, key=lambda f: f[1])
    found += companion_spans(text, found) + companion_codes(text, found)
    found += companion_quoted(text, found)
    return sorted(found, key=lambda f: f[1])


_FRAMED = frozenset(("spoken-password", "spoken-pin", "spoken-key"))
_WORDED = frozenset(("spoken-password", "spoken-key"))


def _hits_in(hits: list[tuple[int, int, str]]):
    """The access nouns (start, end, kind) inside a span, of the text's nouns `hits`."""

    def hits_in(start: int, end: int):
        inside = []
        for hit in hits[bisect_left(hits, (start,)) :]:
            if hit[1] > end:
                break
            inside.append(hit)
        return inside

    return hits_in
