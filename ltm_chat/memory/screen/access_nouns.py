"""Rule table (data, longer than a module should be on purpose): the words that name what grants
access, in many languages, and the small closed word classes the binding in
credential_binding.py reads a sentence's structure with.

Each access noun has a kind, which says what its value looks like (credential_binding.py):
  password — a chosen token, a name-like word or a quoted phrase or a few words (a passphrase);
  code     — digits typed on a keypad or a lock screen (a PIN, a door or safe code, a combination);
  key      — a random string or groups of digits (a Wi-Fi key, a licence key, a token);
  serial   — a licence's serial: groups of letters and digits (a device's serial is its name);
  answer   — whatever the answer to a security question is.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.code_word_values import CODE_WORDS
from ltm_chat.memory.screen.noun_typos import mistypings

PASSWORD, CODE, KEY, SERIAL, ANSWER = "password", "code", "key", "serial", "answer"

# word -> kind. Lowered. Latin and Cyrillic words must stand alone (or end a compound for
# code and password words: "Türcode", "fietskluiscode"); CJK words are matched anywhere.
ACCESS_NOUNS: dict[str, str] = {
    # English
    "password": PASSWORD,
    "passphrase": PASSWORD,
    "pass phrase": PASSWORD,
    "pass word": PASSWORD,
    "passwrd": PASSWORD,
    "pasword": PASSWORD,
    "passwd": PASSWORD,
    "pwd": PASSWORD,
    "pw": PASSWORD,
    # short forms typed in a hurry (session 12)
    "psw": PASSWORD,
    "pswd": PASSWORD,
    "p/w": PASSWORD,
    "pword": PASSWORD,
    # "pass" alone is a bus, ski or season pass (its number is public): only what logs in
    "wifi pass": PASSWORD,
    "wi-fi pass": PASSWORD,
    "wlan pass": PASSWORD,
    "router pass": PASSWORD,
    "email pass": PASSWORD,
    "login pass": PASSWORD,
    "account pass": PASSWORD,
    "admin pass": PASSWORD,
    "root pass": PASSWORD,
    "db pass": PASSWORD,
    "ssh pass": PASSWORD,
    "vpn pass": PASSWORD,
    # "pass" alone and "wifi" said for its password: only with a value no name could be
    # (STRONG_VALUE_ONLY below): a boarding pass's "BA2490" or "the wifi is down" are not
    "pass": PASSWORD,
    "wifi": PASSWORD,
    "wi-fi": PASSWORD,
    "wlan": PASSWORD,
    "codeword": PASSWORD,
    "code word": PASSWORD,
    "verbal password": PASSWORD,
    "passcode": CODE,
    # a pairing or console passkey is typed digits ("Xbox passkey", "bluetooth passkey")
    "passkey": CODE,
    "pass key": CODE,
    "pin": CODE,
    "pin code": CODE,
    "pin number": CODE,
    "puk": CODE,
    "code": CODE,
    "combination": CODE,
    "combo": CODE,
    # locks whose number is their code ("the padlock on the shed is 6-2-9")
    "keypad": CODE,
    "padlock": CODE,
    "safe": CODE,
    "lockbox": CODE,
    "key safe": CODE,
    "key box": CODE,
    "keybox": CODE,
    "キーボックス": CODE,
    "tresor": CODE,
    "coffre": CODE,
    "coffre-fort": CODE,
    "caja fuerte": CODE,
    "cofre": CODE,
    "cassaforte": CODE,
    "kluis": CODE,
    "сейф": CODE,
    "金庫": CODE,
    "保险箱": CODE,
    "금고": CODE,
    # a login's account and password together ("identifiants : dupont.j / Cerise-29")
    "credentials": PASSWORD,
    "creds": PASSWORD,
    "login details": PASSWORD,
    "zugangsdaten": PASSWORD,
    "anmeldedaten": PASSWORD,
    "identifiants": PASSWORD,
    "credenciales": PASSWORD,
    "credenziali": PASSWORD,
    "credenciais": PASSWORD,
    "inloggegevens": PASSWORD,
    "учётные данные": PASSWORD,
    "учетные данные": PASSWORD,
    "key": KEY,
    "token": KEY,
    "secret": KEY,
    "license": KEY,
    "licence": KEY,
    "license key": KEY,
    "serial number": SERIAL,
    "serial key": SERIAL,
    "login": PASSWORD,
    "security answer": ANSWER,
    "secret answer": ANSWER,
    "security question answer": ANSWER,
    "secret question": ANSWER,
    "security question": ANSWER,
    "maiden name": ANSWER,
    "maiden name answer": ANSWER,
    "mädchenname": ANSWER,
    "nom de jeune fille": ANSWER,
    "memorable word": ANSWER,  # (session 25: any word, as a security answer; was PASSWORD)
    # German
    "passwort": PASSWORD,
    "kennwort": PASSWORD,
    "losungswort": PASSWORD,
    "pincode": CODE,
    "pin-code": CODE,
    "zahlenkombination": CODE,
    "kombination": CODE,
    "schloss": CODE,
    "alarmanlage": CODE,
    "schlüssel": KEY,
    "lizenz": KEY,
    "lizenzschlüssel": KEY,
    "sicherheitsfrage": ANSWER,
    # French
    "mot de passe": PASSWORD,
    "mdp": PASSWORD,
    "phrase secrète": PASSWORD,
    "code pin": CODE,
    "digicode": CODE,
    "code d'accès": CODE,
    "clé": KEY,
    "jeton": KEY,
    "question secrète": ANSWER,
    # Spanish
    "contraseña": PASSWORD,
    "contrasena": PASSWORD,
    "frase de contraseña": PASSWORD,
    "frase secreta": PASSWORD,
    "frase de paso": PASSWORD,
    "clave": PASSWORD,
    # session 22: the short form people type ("la contra del wifi"), Mexico's PIN ("mi NIP")
    "contra": PASSWORD,
    "nip": CODE,
    "código": CODE,
    "codigo": CODE,
    "combinación": CODE,
    "pregunta de seguridad": ANSWER,
    # Portuguese
    "senha": PASSWORD,
    "palavra-passe": PASSWORD,
    "chave": KEY,
    "combinação": CODE,
    "pergunta de segurança": ANSWER,
    # Italian
    "parola d'ordine": PASSWORD,
    "codice": CODE,
    "combinazione": CODE,
    "chiave": KEY,
    "domanda di sicurezza": ANSWER,
    # Dutch
    "wachtwoord": PASSWORD,
    "inlog": PASSWORD,
    "toegangscode": CODE,
    "sleutel": KEY,
    # Russian
    "пароль": PASSWORD,
    "пин": CODE,
    "пин-код": CODE,
    "пинкод": CODE,
    "код": CODE,
    "комбинация": CODE,
    "ключ": KEY,
    "токен": KEY,
    # Polish
    "hasło": PASSWORD,
    "haslo": PASSWORD,
    "kod": CODE,
    "szyfr": CODE,
    "klucz": KEY,
    # Turkish
    "şifre": PASSWORD,
    "şifresi": PASSWORD,
    "şifrem": PASSWORD,
    "sifre": PASSWORD,
    "parola": PASSWORD,
    "parolası": PASSWORD,
    "parolam": PASSWORD,
    "anahtar": KEY,
    "kodu": CODE,
    "kodum": CODE,
    "kodun": CODE,
    "kodunu": CODE,
    "kodumu": CODE,
    "şifreler": PASSWORD,
    "şifrelerim": PASSWORD,
    "anahtarı": KEY,
    "anahtarım": KEY,
    # Swedish, Danish, Norwegian, Finnish
    "lösenord": PASSWORD,
    "lösenordet": PASSWORD,
    "passordet": PASSWORD,
    "salasanani": PASSWORD,
    "nyckeln": KEY,
    "losenord": PASSWORD,
    # session 26: the short forms people type, Swedish "lösen" (also a ransom, German "to
    # solve") and Dutch "ww" (wachtwoord): only with a value no word could be (STRONG_VALUE_ONLY)
    "lösen": PASSWORD,
    "ww": PASSWORD,
    "adgangskode": PASSWORD,
    "passord": PASSWORD,
    "salasana": PASSWORD,
    "koden": CODE,
    "kode": CODE,
    "pinkod": CODE,
    "pinkoden": CODE,
    "pinkode": CODE,
    "koodi": CODE,
    "koodin": CODE,
    "salasanan": PASSWORD,
    "nyckel": KEY,
    "nøkkel": KEY,
    "nøkkelen": KEY,
    "nøgle": KEY,
    "nøglen": KEY,
    "avain": KEY,
    "avaimen": KEY,
    # Wi-Fi in other scripts, said for its password (only with a value no name could be)
    "вајфај": PASSWORD,
    "вайфай": PASSWORD,
    "와이파이": PASSWORD,
    "वाईफाई": PASSWORD,
    "वाई-फाई": PASSWORD,
    "ワイファイ": PASSWORD,
    # Czech, Hungarian, Romanian, Greek, Indonesian
    "heslo": PASSWORD,
    "jelszó": PASSWORD,
    "parolă": PASSWORD,
    "κωδικός": PASSWORD,
    "κωδικό": PASSWORD,
    "κωδικού": PASSWORD,
    "κωδικοί": PASSWORD,
    "κωδικούς": PASSWORD,
    "κλειδί": KEY,
    "κλειδιά": KEY,
    "κλειδιού": KEY,
    "συνδυασμός": CODE,
    "συνδυασμό": CODE,
    "συνδυασμού": CODE,
    "kata sandi": PASSWORD,
    "kata sandinya": PASSWORD,
    "sandinya": PASSWORD,
    "kodenya": CODE,
    "kode pin": CODE,
    "kunci": KEY,
    "kuncinya": KEY,
    # Hindi, Arabic
    "पासवर्ड": PASSWORD,
    "पिन": CODE,
    "कोड": CODE,
    "كلمة المرور": PASSWORD,
    "كلمة السر": PASSWORD,
    "رمز": PASSWORD,
    "الرقم السري": CODE,
    "رقم سري": CODE,
    "رقم التعريف الشخصي": CODE,
    "كلمات المرور": PASSWORD,
    "باسورد": PASSWORD,
    "مفتاح": KEY,
    "الرمز السري": CODE,
    # Vietnamese, Thai
    "mật khẩu": PASSWORD,
    "mat khau": PASSWORD,
    "mã pin": CODE,
    "รหัสผ่าน": PASSWORD,
    "รหัส": CODE,
    # Chinese
    "密码": PASSWORD,
    "密碼": PASSWORD,
    "口令": PASSWORD,
    "暗号": PASSWORD,
    "验证码": CODE,
    "驗證碼": CODE,
    "密钥": KEY,
    "密鑰": KEY,
    "令牌": KEY,
    # Japanese
    "パスワード": PASSWORD,
    "暗証番号": CODE,
    "ロッカーの暗証": CODE,
    "暗証": CODE,
    "パスコード": CODE,
    "キー": KEY,
    "トークン": KEY,
    # Hebrew and Arabic join "the", "and", "for" to the noun: each joined form is listed
    "סיסמה": PASSWORD,
    "סיסמא": PASSWORD,
    "הסיסמה": PASSWORD,
    "הסיסמא": PASSWORD,
    "וסיסמה": PASSWORD,
    "וסיסמא": PASSWORD,
    "סיסמת": PASSWORD,
    "סיסמאות": PASSWORD,
    "סיסמות": PASSWORD,
    "מספר סודי": CODE,
    "מפתח": KEY,
    "קוד": CODE,
    "הקוד": CODE,
    "كلمة مرور": PASSWORD,
    "كلمة سر": PASSWORD,
    "وكلمة المرور": PASSWORD,
    "وكلمة السر": PASSWORD,
    "وكلمة مرور": PASSWORD,
    "كود": CODE,
    # Persian
    "رمز عبور": PASSWORD,
    "گذرواژه": PASSWORD,
    "کد": CODE,
    # Greek, Hungarian, Finnish, Estonian, Danish, Croatian/Serbian, Slovene, Lithuanian
    "συνθηματικό": PASSWORD,
    "κωδικός πρόσβασης": PASSWORD,
    "jelszavam": PASSWORD,
    "jelszava": PASSWORD,
    "jelszót": PASSWORD,
    "pin-koodi": CODE,
    "pin-koodin": CODE,
    "pin-kood": CODE,
    "parool": PASSWORD,
    "kodeord": PASSWORD,
    "kodeordet": PASSWORD,
    "adgangskoden": PASSWORD,
    "lozinka": PASSWORD,
    "geslo": PASSWORD,
    "slaptažodis": PASSWORD,
    # Icelandic and Estonian password nouns in their common forms (session 12: the ten-author
    # opinion no longer reads "lykilorð: …", which the rules had left to it)
    "lykilorð": PASSWORD,
    "lykilorðið": PASSWORD,
    "lykilorðinu": PASSWORD,
    "lykilorðs": PASSWORD,
    "lykilorðsins": PASSWORD,
    "aðgangsorð": PASSWORD,
    "salasõna": PASSWORD,
    "salasõnad": PASSWORD,
    "salasõnaga": PASSWORD,
    "salasõnaks": PASSWORD,
    # Malay, Swahili, Tagalog, Romanian, Czech/Slovak, German
    "kata laluan": PASSWORD,
    "nenosiri": PASSWORD,
    "pin-ul": CODE,
    "pin-kód": CODE,
    "geheimzahl": CODE,
    # Bengali, Swahili (session 11, second pass: train9a's misses; every common form)
    "পাসওয়ার্ড": PASSWORD,
    "পাসওয়ার্ডটা": PASSWORD,
    "পাসওয়ার্ডটি": PASSWORD,
    "পাসওয়ার্ডের": PASSWORD,
    "গোপন নম্বর": CODE,
    # (not "পিন কোড": India's PIN code is its postcode)
    "কোড": CODE,
    "কোডটা": CODE,
    "কোডটি": CODE,
    "nywila": PASSWORD,
    "neno la siri": PASSWORD,
    "neno siri": PASSWORD,
    "namba ya siri": CODE,
    "nambari ya siri": CODE,
    "msimbo": CODE,
    "msimbo wa siri": CODE,
    "ufunguo": KEY,
    # Hungarian: the possessed and object forms ("a széf kódja", "jelszavát"), a safe
    "kód": CODE,
    "kódja": CODE,
    "kódját": CODE,
    "kódom": CODE,
    "kódot": CODE,
    "kódunk": CODE,
    "pinkód": CODE,
    "ajtókód": CODE,
    "kapukód": CODE,
    "riasztókód": CODE,
    "zárkód": CODE,
    "pin kód": CODE,
    "jelszavát": PASSWORD,
    "jelszavad": PASSWORD,
    "jelszavunk": PASSWORD,
    "jelszóm": PASSWORD,
    "széf": CODE,
    # Turkish object and possessed forms ("şifresini 5566 yaptım")
    "şifresini": PASSWORD,
    "şifreni": PASSWORD,
    "şifremi": PASSWORD,
    "şifreyi": PASSWORD,
    "şifreniz": PASSWORD,
    "parolasını": PASSWORD,
    "parolayı": PASSWORD,
    "kodunuz": CODE,
    # Vietnamese: "pass wifi" (its word order: the password of the Wi-Fi), the code words
    "pass wifi": PASSWORD,
    "pass wi-fi": PASSWORD,
    "mật mã": PASSWORD,
    "mã khóa": CODE,
    "mã số bí mật": CODE,
    # German and Spanish as typed in a hurry
    "contrasenia": PASSWORD,
    "contraseñia": PASSWORD,
    "contrasenya": PASSWORD,
    # a one-time code, while it lives, logs in as a password does (session 11, second pass)
    "otp": CODE,
    # OTP as Hindi and Bengali write it (session 14)
    "ओटीपी": CODE,
    "ওটিপি": CODE,
    # a mobile wallet's PIN (GCash, eSewa, bank apps)
    "mpin": CODE,
    "m-pin": CODE,
    "one-time code": CODE,
    "one-time password": CODE,
    "one time password": CODE,
    "verification code": CODE,
    "einmalcode": CODE,
    "einmalpasswort": CODE,
    "bestätigungscode": CODE,
    "código de verificación": CODE,
    "código de verificação": CODE,
    "code de vérification": CODE,
    "codice di verifica": CODE,
    "verificatiecode": CODE,
    "код подтверждения": CODE,
    "認証コード": CODE,
    "確認コード": CODE,
    # a key box by its Japanese name ("鍵の保管箱の番号は 7 3 1 9")
    "保管箱": CODE,
    # Korean: a lock's number is its code ("잠금 번호", "출입문 번호")
    "잠금 번호": CODE,
    "잠금번호": CODE,
    "출입문 번호": CODE,
    "출입 번호": CODE,
    "출입번호": CODE,
    "현관 번호": CODE,
    # Korean
    "비밀번호": PASSWORD,
    "암호": PASSWORD,
    "비번": PASSWORD,
    "핀": CODE,
    "인증번호": CODE,
    "인증 코드": CODE,
    "인증코드": CODE,
    "확인 코드": CODE,
    "토큰": KEY,
    # Session 12: the case forms a noun takes when it is an object or follows a preposition
    # ("jako hasła", "k heslem", "как паролем", "pod kodem"), in the languages that decline it;
    # not the genitive plural, which names a topic ("менеджер паролей", "menedżer haseł")
    **dict.fromkeys(
        """hasła hasłem haśle hasłu hasla haslem hesla heslem hesle heslu
        пароля паролем паролю пароле пароли лозинка лозинку лозинке лозинком парола
        паролата lozinku lozinke lozinkom lozinki gesla geslom slaptažodį slaptažodžio
        salasanasi salasanat salasanaksi""".split(),
        PASSWORD,
    ),
    **dict.fromkeys(
        """kodem kody kodzie kódu kódem kódy кода кодом коду коде коды пин-кода
        пин-кодом пинкода codul codului""".split(),
        CODE,
    ),
    **dict.fromkeys(
        "klucza kluczem kluczu klíč klíče klíčem ключа ключом cheia cheie".split(), KEY
    ),
    # Urdu and Persian spell "password" and "PIN" as they are said, and Persian joins "my" (-م)
    # to the noun; Korean says "key" 키 and writes "password" as a loanword too
    "پاس ورڈ": PASSWORD,
    "پاسورڈ": PASSWORD,
    "پن": CODE,
    "کوڈ": CODE,
    "پسورد": PASSWORD,
    "پسوردم": PASSWORD,
    "رمزم": PASSWORD,
    "پین": CODE,
    "패스워드": PASSWORD,
    "키": KEY,
    # Bengali's PIN alone (its "পিন কোড" is India's postcode, credential_frames._PUBLIC_AFTER)
    "পিন": CODE,
    # session 29: PIN alone in the other scripts of India (their "PIN code" is the postcode too)
    **dict.fromkeys("ಪಿನ್ ਪਿੰਨ ਪਿਨ పిన్ പിൻ പിന്‍ પિન ପିନ".split(), CODE),
    # Session 14: the password's own word in languages the table lacked (Georgian, Armenian,
    # Tamil, Kannada, Telugu, Malayalam, Gujarati, Punjabi, Sinhala, Basque, Welsh, Galician,
    # Albanian, Azerbaijani, Uzbek, Kazakh, Kyrgyz, Mongolian, Amharic, Hausa), with the forms
    # they join "the", "my" or a case to (Armenian -ը/-ս, Basque -a/-ak, Uzbek -im/-i)
    **dict.fromkeys(
        """პაროლი პაროლია စကားဝှက် ពាក្យសម្ងាត់ ລະຫັດຜ່ານ პაროლს პაროლის գաղտնաբառ գաղտնաբառը գաղտնաբառս գաղտնաբառդ
        գաղտնաբառն கடவுச்சொல் கடவுச்சொல்லை பாஸ்வேர்ட் பாஸ்வேர்டு ಪಾಸ್‌ವರ್ಡ್ ಪಾಸ್ವರ್ಡ್ ಗುಪ್ತಪದ
        పాస్వర్డ్ పాస్‌వర్డ్ సంకేతపదం പാസ്‌വേഡ് പാസ്വേഡ് પાસવર્ડ ਪਾਸਵਰਡ මුරපදය pasahitz
        pasahitza pasahitzak pasahitzarekin cyfrinair contrasinal fjalëkalim fjalëkalimi
        fjalëkalimin şifrə şifrəsi şifrəm parol paroli parolim паролим сырсөз
        сырсөзү""".split(),
        PASSWORD,
    ),
    "нууц үг": PASSWORD,
    "нууц үгийн": PASSWORD,
    "nuuts üg": PASSWORD,
    "құпия сөз": PASSWORD,
    "құпия сөзі": PASSWORD,
    "құпиясөз": PASSWORD,
    "የይለፍ ቃል": PASSWORD,
    "የይለፍ ቃሉ": PASSWORD,
    "kalmar sirri": PASSWORD,
    "kalmar wucewa": PASSWORD,
    "lambar sirri": CODE,
    "lambar sirrin": CODE,
    **dict.fromkeys("კოდი კოდია կոդ կոդը ኮድ".split(), CODE),
    # Session 15: the password's and the PIN's words as people type them in Latin letters
    # (Japanese, Chinese, Korean, Persian, Hebrew, Greek, Darija, romanised Hindi), and in
    # languages and scripts the table lacked (Kurdish, Afrikaans, Kinyarwanda, Somali, Zulu,
    # Malagasy, Amharic, Khmer, Lao, Punjabi, Gujarati, Malayalam, Telugu, Kannada); Tamil's
    # "பின்" is also "after", so only the UPI PIN it names
    **dict.fromkeys(
        """pasuwaado pasuwādo pasuwado bimilbeonho paasvard paasvaard pasvard wagwoord
        wagwoorde şîfre şîfreya sisma ha-sisma kodikos kodikós""".split(),
        PASSWORD,
    ),
    "ramz-e": PASSWORD,
    "kelmat sser": PASSWORD,
    "kelmat sir": PASSWORD,
    "ijambo ry'ibanga": PASSWORD,
    "ijambo ry’ibanga": PASSWORD,
    "mima": PASSWORD,
    "anshou bangou": CODE,
    "pasukodo": CODE,
    "lambarka sirta": CODE,
    "kaody miafina": CODE,
    "upi பின்": CODE,
    **dict.fromkeys(
        """ፒን yephini iphini ephini លេខកូដ ລະຫັດ ਪਿੰਨ પિન പിൻ പിന്‍ పాస్‌కోడ్ పాస్కోడ్ ಕೋಡ್""".split(),
        CODE,
    ),
    # Session 16: the password's and the code's words in languages and forms the table lacked
    # (Scottish Gaelic, Irish, Yoruba, Igbo, Zulu, Somali, Amharic, Pashto, Faroese,
    # Luxembourgish, Breton, Azerbaijani, Kannada's "login"; Turkish typed without "ş"; Finnish "tunnusluku", a
    # card's PIN; the code's noun in Lithuanian, Macedonian, Bulgarian, Romanian, Icelandic,
    # Irish, Basque, Catalan, Yoruba, Zulu, Amharic, Pashto, Telugu, Malayalam, Gujarati,
    # Punjabi, Burmese; not Welsh "cod", a fish in English). Latvian "parole" and Punjabi
    # "ਪਾਸ" are also "parole"/"words" and "near": a value no name could be only (below)
    **dict.fromkeys(
        """facal-faire fhacal-faire pasfhocal okwuntughe iphasiwedi yiphasiwedi ፓስዎርድ ፓስዎርዱ
        پټنوم loyniorð loyniorðið passwuert ger-tremen parolu parole ਪਾਸ sifresi sifrem sifreni
        sifremi sifreniz sifreyi sifreler sifrelerim ಲಾಗಿನ್""".split(),
        PASSWORD,
    ),
    "furaha sirta": PASSWORD,
    # session 40: the password's words the table lacked in the languages of Africa and Asia:
    # Hausa's with its possessive ("kalmar sirrina", my password), Amharic's loanword spelt with
    # ወ and its possessive, Malagasy "teny miafina" (the hidden word), Chichewa "mawu achinsinsi"
    # (the secret words), Pashto's loanword, Kyrgyz's possessive, Khmer "ពាក្យសម្ងាត់" and
    # Burmese "စကားဝှက်" (password)
    **dict.fromkeys(
        """ፓስወርድ ፓስወርዱ ፓስወርዴ ፓስዎርዴ tenimiafina پاسورډ پاسورد сырсөзүм сырсөзүң
        ពាក្យសម្ងាត់ စကားဝှက်""".split(),
        PASSWORD,
    ),
    # session 41: Khmer "secret number", said for a login's password as for a PIN
    "លេខសម្ងាត់": PASSWORD,
    # session 41: Sinhala's PIN, code and password with their article "එක" or their case
    # ("පින් අංකය", the PIN number; "කෝඩ් එක", the code; "පාස්වර්ඩ් එක", the password) and
    # Tamil's PIN where nothing else reads "பின்" ("after"): a PIN number, an ATM's, a card's;
    # Tamil's "secret number" (not "கோட்", a coat or a court, nor "குறியீடு", a postcode's too)
    **dict.fromkeys(
        (
            *("පින් අංකය", "පින් අංකේ", "පින් නම්බර් එක", "පින් එක", "පින් කෝඩ් එක"),
            *("කෝඩ් එක", "කේතය", "රහස් අංකය", "රහස් අංකේ"),
            *("பின் நம்பர்", "பின் எண்", "atm பின்", "ஏடிஎம் பின்", "கார்டு பின்"),
            *("ரகசிய எண்", "பாஸ்கோட்"),
        ),
        CODE,
    ),
    **dict.fromkeys(("පාස්වර්ඩ් එක", "පාස්වර්ඩ්", "මුර පදය", "රහස් පදය"), PASSWORD),
    # session 41: "password" borrowed from English, in the scripts of Thai, Lao, Khmer, Hebrew,
    # Armenian, Georgian, Greek and Cyrillic, and with the possessive endings Arabic, Persian
    # and Urdu join to it ("باسورده", his password; "پسوردم", my password)
    **dict.fromkeys(
        (
            *("พาสเวิร์ด", "พาสเวิด", "พาสเวิร์ท", "พาสเวิร์ต", "ພາສເວີດ"),
            *("ប៉ាស់វើដ", "ប៉ាសវើដ", "פסוורד", "הפסוורד", "պասվորդ", "պասվորդը"),
            *("պասվորդս", "პასვორდი", "პასვორდს", "πάσγουορντ", "πασγουορντ", "пасворд"),
            *("пассворд", "пасворда", "пасвордом", "باسوورد", "باسوردي", "باسورده"),
            *("باسوردها", "باسوردك", "باسوردنا", "پسوردم", "پسوردش", "پسوردت"),
            *("پاسورڈ", "پاس ورڈ"),
        ),
        PASSWORD,
    ),
    **dict.fromkeys(("พาสโค้ด", "พาสโค๊ด"), CODE),
    **dict.fromkeys(
        (
            "kalmar sirrina",
            "kalmar sirrinka",
            "kalmar sirrinki",
            "kalmar sirrinta",
            "kalmar sirrin",
        ),
        PASSWORD,
    ),
    **dict.fromkeys(("teny miafina", "mawu achinsinsi", "mawu achinsinsi anga"), PASSWORD),
    # session 40: "code" borrowed into the languages of Africa and the Caribbean as they spell it
    # (Xhosa, Sesotho and Setswana, Shona, Yoruba and Igbo, Somali with its article, Oromo,
    # Haitian Creole)
    **dict.fromkeys(
        """ikhowudi yikhowudi khoutu kodhi koodu koodh koodhka koodii kòd""".split(),
        CODE,
    ),
    # (second pass: Oromo, Luganda, Lingala, Sesotho and Setswana, Xhosa, Shona, Tsonga, Haitian
    # Creole, Maori, Samoan, Tatar and Bashkir, Uyghur, and Amharic's possessives "my", "your",
    # "her password"; not Somali's "password-ka": "password-ka 90-kii maalmood" counts days)
    **dict.fromkeys(
        (
            *("jecha darbii", "jecha icciitii", "ekigambo ekyekusifu", "liloba ya sekele"),
            *("phasewete", "lentswe la sephiri", "lefoko la sephiri", "igama lokugqithisa"),
            *("iphaswedi", "pasiwedhi", "phasiwedi", "modpas", "kupuhipa", "upu fa'alilolilo"),
            *("upu faalilolilo", "серсүз", "серсүзем", "серсүзен", "серһүҙ", "серһүҙем", "ئىم"),
            *("የይለፍ ቃሌ", "የይለፍ ቃልህ", "የይለፍ ቃልሽ", "የይለፍ ቃሏ"),
        ),
        PASSWORD,
    ),
    # typed in Latin letters: Thai "rahat phan" (รหัสผ่าน), Persian "ramze" (رمز), Japanese
    # "pasu" (パス) and the number of a lock or a safe ("kagi no bangou", "kinko no bangou"),
    # Vietnamese "mk" (mật khẩu), Indonesian and Vietnamese "pass email" (the email's password)
    "rahat phan": PASSWORD,
    "rahat phaan": PASSWORD,
    "ramze": PASSWORD,
    "pasu": PASSWORD,
    "mk": PASSWORD,
    "pass email": PASSWORD,
    # English "password" and "passphrase" as other scripts spell the loanword (Japanese
    # katakana and its romaji, Korean hangul, Gulf Arabic), Levantine "kalmet (el) sir" (كلمة السر)
    # in Latin letters, and the leet spellings people write to dodge a search
    **dict.fromkeys(
        """パスフレーズ 패스프레이즈 pasuwa-do pasuwaado pasuwado باسوورد پاسورد
        p4ssw0rd p@ssw0rd passw0rd p4ssword p@ssword""".split(),
        PASSWORD,
    ),
    **dict.fromkeys(("kalmet el sir", "kalmet sir", "kelmet el sir"), PASSWORD),
    "kagi no bangou": CODE,
    "kinko no bangou": CODE,
    "mã cửa": CODE,
    # a phone's lock is its code ("papa ka phone lock 1965 hai"); Malaysia's one-time TAC;
    # the verification code in Swahili
    "phone lock": CODE,
    "screen lock": CODE,
    "tac": CODE,
    "kodi ya uthibitisho": CODE,
    "nambari ya uthibitisho": CODE,
    "msimbo wa uthibitisho": CODE,
    # Croatian, Serbian, Bosnian "šifra" (password, PIN), typed with or without its caron
    **dict.fromkeys("šifra šifru šifrom šifre sifra sifru".split(), PASSWORD),
    # Thai's Wi-Fi password, both spellings ("รหัส" alone is a code: digits)
    "รหัสไวไฟ": PASSWORD,
    "รหัสวายฟาย": PASSWORD,
    # second pass (B's misses): Catalan "clau" (the network's key), Vietnamese "matkhau" run
    # together, a parcel locker's pickup code (取件码), a Finnish key box
    "clau": KEY,
    "matkhau": PASSWORD,
    "取件码": CODE,
    "取件碼": CODE,
    "avainlaatikko": CODE,
    "รหัส wifi": PASSWORD,
    "รหัสwifi": PASSWORD,
    # a phone's screen lock, in Turkish, is a lock whose number is its code
    "ekran kilidi": CODE,
    "ekran kilidim": CODE,
    "ọ̀rọ̀ aṣínà": PASSWORD,
    "ọrọ aṣina": PASSWORD,
    "oro asina": PASSWORD,
    **dict.fromkeys(
        """tunnusluku tunnuslukusi tunnuslukuni tunnusluvun kodas kodą kodo кодот кодът codul
        kóði kóðinn kóðann kóðanum cód chód kodea codi kóòdù ikhodi yikhodi ኮዱ کوډ కోడ్ పిన్
        കോഡ് പാസ്‌കോഡ് પાસકોડ કોડ ਕੋਡ ကုဒ်""".split(),
        CODE,
    ),
    # session 19 (by language, from the probes): a code word agreed between people is a
    # password; Persian's and Turkish's possessive endings, Arabizi's "word of the secret"
    **dict.fromkeys(
        (
            *("кодовое слово", "кодового слова", "кодове слово", "通關密語", "通关密语"),
            *("密語", "密语", "kata kunci rahasia", "hasło umowne", "الكلمة السرية"),
            *("كلمة سرية", "कोड वर्ड", "parolamız", "şifremiz", "kelmet el ser"),
            *("kelmet el sir", "kelma el serreya", "kelma el sereya", "kelmet sirr"),
            *("رمزش", "رمزت", "کلمه عبور", "کلمه‌عبور"),
        ),
        PASSWORD,
    ),
    # session 25: what a bank or an alarm company asks on the phone to know the caller — any
    # word said for it is the secret, as a security answer is ("the memorable name is Bramble",
    # "the password word is SPARROW", "the safe word is Winchester", "合言葉は「からあげ」");
    # its number is a code ("passnumber 77120349", "TelePIN 5527")
    **dict.fromkeys(
        (
            *("memorable name", "memorable data", "memorable information", "memorable place"),
            *("memorable answer", "password word", "safe word", "safeword"),
        ),
        ANSWER,
    ),
    **dict.fromkeys(("合言葉", "あいことば"), PASSWORD),  # (a watchword, as 通關密語)
    **dict.fromkeys(("passnumber", "telepin", "tele-pin", "telephone pin"), CODE),
    "banking security number": CODE,
    # a phone's or a tablet's unlocking code, by the words for unlocking a screen
    **dict.fromkeys(
        (
            *("lock screen code", "lock screen pin", "lockscreen code", "screen lock code"),
            *("unlock code", "unlock pin", "desbloqueo", "código de desbloqueo"),
            *("código de desbloqueio", "code de déverrouillage", "codice di sblocco"),
            *("entsperrcode", "ontgrendelcode", "upplåsningskod", "kod odblokowania"),
            *("код разблокировки", "lukituskoodi", "ロック解除", "ロック解除コード", "解锁密码"),
            *("锁屏密码", "解鎖密碼", "鎖屏密碼", "ekran qulfi", "ekran kilidi", "phone ka lock"),
            *("फोन का लॉक", "फ़ोन का लॉक"),
            # session 32: a phone's screen lock in the languages of Europe
            *("ekraanilukk", "ekraanilukku", "skärmlås", "skærmlås", "skjermlås"),
            *("näytön lukitus", "näytön lukituskoodi", "ekrāna bloķēšanas kods"),
            *("ekrano užrakto kodas", "bildschirmsperre", "schermvergrendeling"),
            *("blokada ekranu", "zámek obrazovky", "képernyőzár", "bloqueo de pantalla"),
            *("blocco schermo", "κλείδωμα οθόνης", "zaključavanje ekrana", "kyçja e ekranit"),
        ),
        CODE,
    ),  # (phone banking's; a social security number is no code)
    # session 24: Slovenian's code ("Koda za alarm je 8080"), Icelandic's after "með"/"af"
    **dict.fromkeys(("koda", "kóða"), CODE),
    # the second (online) PIN of an Iranian card; a gate's and an alarm's code in Vietnamese
    **dict.fromkeys(("رمز دوم", "mã cổng", "mã báo động", "пін"), CODE),
    # session 37: a bank's code word is asked on the phone to know the caller: any word said
    # for it is the secret, as a memorable word is (session 25), in Russian, Ukrainian,
    # Belarusian, Cyrillic and Latin ("kodove slovo dlya banku"); said as a name only
    # (code_word_values.py)
    **dict.fromkeys(CODE_WORDS, ANSWER),
}

# English puts a modifier noun first ("password manager", "PIN diagram", "code review"): after
# these nouns a plain word is the head of a compound; other languages put adjectives there.
ENGLISH_NOUNS = (
    frozenset(
        """password passphrase passwd pwd pw codeword passcode pin puk code combination combo key
    pin code pin number""".split("\n")[0].split()
    )
    | {"license", "licence"}
    | {"pin code", "pin number", "code word", "verbal password", "pass", "wifi", "wi-fi", "wlan"}
    # session 25: the words a bank or an alarm company asks for ("the safe word game")
    | {"memorable word", "memorable name", "memorable data", "memorable information"}
    | {"memorable place", "memorable answer", "password word", "safe word", "safeword"}
    | {"passnumber", "telepin", "tele-pin", "telephone pin"}
)

# What joins a noun to its value, as whole tokens ("is", "ist", "es", "est", "=", "-", ":"…)
# and as leading characters of CJK copulas ("是", "は", "는").
COPULAS = frozenset(
    """is was are were 's = : - – — -> => ist lautet war sind es era son est était sont c'est
    é era são è era sono zijn was är var er jest był to это был была было são e
    now changed set become becomes became stays remains reads geändert changé cambió mudou
    cambiato veranderd изменил lautete هي هو है हैं ہے ہیں là คือ
    היא הוא است είναι este adalah ialah ni ay হলো হল হচ্ছে
    არის бол
    mooy moy""".split()
)  # (session 40, the last line: Wolof "is", "it is": "sama code Wave mooy 6620")
# "it's", "it is", "use", "with", "opens with", "changed to", "set to": a value follows.
INTRODUCERS = frozenset(
    """it's it’s it use using with mit avec con com met try enter type to""".split()
)
CJK_COPULAS = "是为為は：:는은이가"
# Words that may stand between a noun and its copula (what the noun is for or whose it is).
LINKS = frozenset(
    """for of to on at in from my our his her their the a an your for from zum zur fürs für
    von vom des der die das meiner meines mein meine unser unsere beim bei im am de du des la le
    les l' pour mon ma mes notre del los las el mi mis para por da do dos das no na meu minha
    di della dello del dei il lo mio mia per van het voor mijn onze от для у к моего моей мой моя
    nowej nowa new nuevo nueva nouveau nouvelle neue neuer neues nuova nuovo nieuwe novo nova
    новый новая dla mojej mojego mój av för till min mitt vår 的
    για του της το τη την ο η μου σου μας στο στη στην στον από
    untuk dari di ke aku saya ku kami kita milik ya la wa za cha kwa ng sa ko
    sama bi gi ci""".split()
)  # (session 40, the last line: Wolof "my", "the", "in")
# Nouns that name a password only by use ("my insta pass is …", "wifi at grandma's: …"): a
# bus or ski pass, a Wi-Fi network's name or speed share the words; their value must be one
# no name could be (`strong_value_only` in credential_binding.py), and they head no compound.
STRONG_VALUE_ONLY = frozenset(
    {"pass", "wifi", "wi-fi", "wlan", "pass wifi", "pass wi-fi", "ਪਾਸ"}
    # Latvian's password noun is the English and French "parole" too; "pasu", "mk" are short
    # for other words as well (session 16)
    | {"parole", "pasu", "mk", "pass email"}
    # session 22: "contra" is "against" and a counter-attack
    | {"contra"}
    | {"lösen", "ww"}
    | {"вајфај", "вайфай", "와이파이", "वाईफाई", "वाई-फाई", "ワイファイ"}
)
# Hebrew joins "and, that, the, in, to, from, as" (ו ש ה ב ל מ כ) to the noun, Arabic "and,
# so, with, to, as" (و ف ب ل ك) and "the" (ال): one noun stands for all its joined forms.
# Hebrew and Arabic put the head noun first: "מנהל סיסמאות", "مدير كلمات المرور" is a password
# *manager*; after these heads the access noun names a topic, as "password" before "manager".
SEMITIC_TOPIC_HEADS = (
    "מנהל ניהול שינוי איפוס מדיניות שחזור מחולל חוזק אבטחת "
    "مدير إدارة ادارة تغيير سياسة استعادة إعادة اعادة قوة مولد منشئ"
).split()
HEBREW_PREFIX = re.compile("[ושהבלמכ]{1,3}")
ARABIC_PREFIX = re.compile("[وفبلك]{0,2}(?:ال)?")
# After the copula these begin a reference or a description, not a value.
# (session 34, the last line: Swahili describes after "ni" as others do after "is": "password
# ya wifi yetu ni ndefu sana", long, very; short, hard, easy, weak, strong, safe, new, old)
NOT_A_VALUE = frozenset(
    """the a an in on at under behind inside into near by with without from same similar like
    as than not no never too very so quite really also only always usually
    somewhere something nothing anything what which who where when how why that this these
    those there here it its my your our his her their written stored saved kept taped stuck
    printed noted long short strong weak secure safe unsafe easy hard simple complicated
    complex wrong correct right invalid valid expired new old different required optional
    mandatory case-sensitive sensitive unique random known unknown forgotten lost changed
    reset blocked locked leaked stolen compromised useless broken fine ok okay good bad great
    terrible horrible awful annoying impossible obvious all none both each either one two
    three four five six seven eight nine ten several many few some more less most least
    der die das ein eine im am auf unter neben hinter noch schon nicht sehr zu lang kurz
    sicher unsicher falsch richtig le la les un une dans sur sous pas très trop toujours
    encore long longue court courte el la los las un una en sobre bajo no muy demasiado
    todavía o a os as um uma em no na sob não muito ainda il lo gli uno nel sul sotto non
    molto troppo ancora het een op onder niet erg nog в на под не очень слишком еще ещё
    у тот та то
    ndefu fupi ngumu rahisi dhaifu imara salama mpya ya zamani sana""".split()
)
# Arabic in Latin letters spells sounds with digits ("taba3" of, "la2an" because): its small
# words are prose, not values
# ("ta3", "bta3": the same "of" as "taba3", as Maghrebi and Egyptian spell it)
ARABIZI_WORDS = frozenset(
    "taba3 tab3 ta3 bta3 btaa3 bita3 la2an 3ashan 3shan ma3 ba3d 2abl 3and fa2at 3ala 3an".split()
)
# The statement sits in a fiction or an example ("in the film …", "for example …", "e.g."):
# the noun belongs to no one the user names. A fiction noun counts after a locating
# preposition ("in the film", "in the kids' game"), an example marker anywhere before.
FICTION_NOUNS = frozenset(
    """film films movie movies book books novel story stories game games show series episode
    play song riddle quiz joke cartoon comic video videos tutorial lesson course textbook
    exercise example examples scene novel fairytale tale legend myth
    buch spiel spiele geschichte roman serie beispiel übung märchen
    livre jeu jeux histoire roman série exemple conte
    película pelicula peli pelis libro juego juegos historia novela serie ejemplo cuento
    filme livro jogo jogos história novela série exemplo
    gioco giochi storia romanzo esempio fiaba
    boek spel spelletje verhaal voorbeeld
    фильм фильме книге книга игре игра истории сказке примере""".split()
)
# (prepositions only: "the" is an article, "the login for the course: …" is no film's)
LOCATING = frozenset(
    """in im from of dans du en del no na nel nella nello dalla uit van в из""".split()
)
EXAMPLE_MARKERS = (
    "e.g.",
    "eg ",
    "for example",
    "for instance",
    "such as",
    "imagine",
    "suppose",
    "hypothetical",
    "z.b.",
    "z. b.",
    "zum beispiel",
    "par exemple",
    "por ejemplo",
    "por exemplo",
    "per esempio",
    "bijvoorbeeld",
    "например",
    "例如",
    "比如",
    "例えば",
    "예를 들어",
)
# Indefinite articles: "a password is like a toothbrush" says what passwords are in general.
INDEFINITE = frozenset("a an any every ein eine jedes jede un une uno una um uma een любой".split())
# Thai names a code's kind after รหัส ("รหัสไปรษณีย์", post code): these kinds are public.
THAI_PUBLIC_AFTER = (
    "ไปรษณีย์ สินค้า พนักงาน นักศึกษา นักเรียน ติดตาม พัสดุ ส่วนลด โปรโมชั่น โปรโมชัน คูปอง "
    "ประเทศ ข้อผิดพลาด สี บาร์โค้ด อ้างอิง การจอง จอง เที่ยวบิน สมาชิก ลูกค้า คำสั่งซื้อ "
    "ประจำตัว บัตรประชาชน วิชา ห้องเรียน สาขา ไปรษณีย์ "
    # (session 41) the same public kinds after Lao "ລະຫັດ" and Khmer "លេខកូដ"/"កូដ": post, product,
    # parcel, order, tracking, student, member, customer, reference
    "ໄປສະນີ ສິນຄ້າ ພັດສະດຸ ສັ່ງຊື້ ຕິດຕາມ ນັກຮຽນ ນັກສຶກສາ ສະມາຊິກ ລູກຄ້າ ອ້າງອີງ ພະນັກງານ "
    "ប្រៃសណីយ៍ ផលិតផល កញ្ចប់ ការបញ្ជាទិញ តាមដាន សិស្ស និស្សិត សមាជិក អតិថិជន យោង បុគ្គលិក"
).split()
# Words that make a code word name a public number: "zip code", "error code", "promo code",
# a referral, course, model or part code (shared or printed on purpose: session 16);
# India's "PIN code" (পিন কোড) is its postcode.
PUBLIC_CODE_BEFORE = frozenset(
    """zip postal post area country error status exit return promo promotional discount order
    coupon voucher source qr bar dress colour color reference reservation booking tracking
    product item cheat recipe airport flight iata swift sort tax morse genetic machine
    source program programme computer python html css ascii unicode hex colour posta
    pocztowy почтовый indirim kupon ülke hata ürün rezervasyon takip promosyon
    পিন követési nyomkövetési rendelési promóciós kedvezmény kedvezményes kupon hiba termék
    foglalási posta referral course model part
    batch lot sample sku awb waybill""".split()
    # (session 35: a lab's batch, lot and sample codes label what they name, for anyone to read)
)
# Verbs of getting in: the access context a value can be bound to without an access noun.
ACCESS_VERBS = (
    "log in",
    "log into",
    "log on",
    "login to",
    "sign in",
    "sign into",
    "get into",
    "get in",
    "unlock",
    "opens with",
    # an alarm is disarmed with its code ("to disarm the alarm enter 4410")
    "disarm",
    "désarm",
    "desarm",
    # a remote login: "ssh into the pi with pi / …", "rdp into the office pc as …"
    "ssh into",
    "ssh in",
    "ssh onto",
    "rdp into",
    "remote into",
    "open with",
    "einloggen",
    "anmelden",
    "entsperr",
    "se connecter",
    "déverrouill",
    "iniciar sesión",
    "entrar en",
    "desbloque",
    "accedere",
    "sbloccare",
    "inloggen",
    "ontgrendel",
    "войти",
    "разблокир",
    "登录",
    "登入",
    "解锁",
    "ログイン",
    "로그인",
)
# A number followed by one of these counts something: "489 pages", "12 characters".
QUANTITY_UNITS = frozenset(
    """page pages character characters chars char digits letters symbols times minutes mins
    lines loc rows bits bytes kb mb gb ms points pts yen euros eur usd gbp dollars cents
    calories kcal steps
    hours hrs days weeks months years people persons words items euros dollars pounds km
    miles kg metres meters seconds secs
    mm cm km kg mg lb lbs oz ml inch inches ft feet mah hz khz mhz ghz tb
    shillings rupees naira pesos rand cedis francs kwacha birr baht ringgit rupiah dirhams
    riyals lira liras taka
    seiten zeichen stellen ziffern minuten stunden tage wochen monate jahre leute euro
    páginas caracteres dígitos minutos horas días semanas meses años personas
    caractères chiffres heures jours semaines mois ans personnes
    pagine caratteri cifre minuti ore giorni settimane mesi anni persone
    pagina's tekens cijfers minuten uur dagen weken maanden jaar
    страниц страницы символов символа цифр минут часов дней недель месяцев лет человек""".split()
)
# Adverbs that may stand between the copula and the value: "is still 1234", "ist jetzt …".
ADVERBS = frozenset(
    """still now currently just simply actually literally noch immer jetzt aktuell ahora
    todavía actualmente encore maintenant actuellement ainda agora atualmente ancora adesso
    attualmente nog steeds nu momenteel всё всё-таки ещё теперь сейчас
    today yesterday recently finally again heute gestern hoy ayer hier oggi ieri hoje ontem
    vandaag gisteren сегодня вчера""".split()
)
# A pronoun right after the noun starts a relative clause: "the code they texted is …".
PRONOUNS = frozenset(
    """they he she we you i it which that who someone somebody ich du er sie wir ihr man es
    je tu il elle nous vous on ils elles yo tú él ella nosotros eu ele ela nós io lui lei noi
    ik jij hij zij wij я ты он она мы вы они""".split()
)
NUMBER_WORDS = frozenset("one two three four five six seven eight nine ten".split())
# Before a noun these make it a kind, not someone's: "the most common password".
GENERIC_BEFORE = frozenset(
    """most least common popular typical worst weakest generic example sample dummy fake
    häufigste beliebteste courant plus común comum comune meest самый typisches typische
    typischen gängiges gängige schwaches typique typical típica típico tipica tipico""".split()
)


def made_a_kind(lowered: str, start: int) -> bool:
    """Whether the two words before the noun at lowered[start] (within 30 characters) make it a
    kind, not someone's: "the most popular PIN", "a sample password"."""
    return not GENERIC_BEFORE.isdisjoint(lowered[max(0, start - 30) : start].split()[-2:])


# A noun that heads a compound names another thing ("the password manager for … is …").
COMPOUND_HEADS = frozenset(
    """manager managers policy policies reset resets reader pad prompt length field hint hints
    requirement requirements rules rule generator change changes expiry letter screen entry
    vault strength""".split()
)


def heads_a_compound(lowered: str, end: int) -> bool:
    """Whether the word right after the noun ending at lowered[end] heads a compound: "password
    manager", "PIN reset" name a product or a topic, not a credential."""
    after = lowered[end : end + 16].split(maxsplit=1)
    return bool(after) and lowered[end : end + 1] in " -" and after[0].strip("-") in COMPOUND_HEADS


# After a value these go on with another clause: "is Harbourlight and the memorable date …".
CONJUNCTIONS = frozenset(
    "and but or und aber oder et mais ou y pero o e ma en maar и но или".split()
)
# "the password is something like Lemon&Lime2025": a hedge, then the value.
HEDGES = frozenset("something like probably maybe basically roughly kind sort of etwa".split())
# A number after one of these is a time: "the alarm goes off at 0630".
TIME_BEFORE = frozenset("at um à a las alle om в".split())
# A fiction noun followed by one of these sets the scene: "a novel where the spy's passphrase …".
SCENE_AFTER = frozenset("where wherein about wo où donde onde dove waarin где".split())
# English words that end in "code" and name no access code ("encode", "barcode", "opcode").
CODE_WORD_PREFIXES = tuple(
    """en de uni bar op post zip short trans geo qr byte source key error status color colour
    promo re pseudo micro machine ascii hex area zip dress time""".split()
)

# Slips and shortenings of "password" ("passwrod", "psswd"): noun_typos.py.
ACCESS_NOUNS.update(dict.fromkeys(mistypings() - ACCESS_NOUNS.keys(), PASSWORD))
ACCESS_NOUNS.update(dict.fromkeys(mistypings("passwort") - ACCESS_NOUNS.keys(), PASSWORD))
