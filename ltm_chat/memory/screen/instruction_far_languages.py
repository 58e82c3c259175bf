"""Rule table, eleventh part (#22 session 17, read by instruction_speech.py): the standard
orders of memory poisoning in the languages the other tables read least (South and Southeast
Asian, African, Caucasian and Central Asian languages, Persian, Pashto, Kurdish, Hebrew,
Greek, Romanian, Hungarian, Finnish, Ukrainian, Haitian Creole; Hindi-Urdu, Bengali, Tamil,
Persian and Arabic written in Latin letters; session 28: South Slavic, Albanian, Welsh, Irish,
Basque, Catalan, Icelandic, Maltese, Luxembourgish).

Each rule pairs what the order acts on with the act, both in the grammar of each language:
- the assistant's own rules (a second-person possessive: "your rules", "-ларыңды", "ohjeesi")
  or "the previous instructions", with a verb that drops, bypasses or outranks them;
- the user in the third person (a software's user: "the user", not "my username"), lied to,
  insulted or kept from being told;
- the system prompt, or stored memories and passwords, with a verb that shows or tells;
- answers without warnings; obedience to whoever says something; an AI with no restrictions;
  the safety filter turned off; the conversation sent to an address.

Data only; patterns run on folded (lowered) text: no zero-width joiners (removed), Arabizi
digits folded (3 → e, 5 → s, 7 → t), nukta kept as a combining mark. Gaps bounded.
"""

from __future__ import annotations

import unicodedata

from ltm_chat.memory.screen.instruction_words import words_pattern as _raw_words


def words_pattern(*alternatives: str):
    """`instruction_words.words_pattern`, each alternative in NFKC as the screened text is (Thai
    "ำ" becomes "ํา", Armenian "և" "եւ", a nukta letter its base and the mark), no joiners."""
    return _raw_words(*(_as_screened(a) for a in alternatives))


def _as_screened(alternative: str) -> str:
    # (the screen removes zero-width joiners: Sinhala "ක්‍ර", Persian "‌ها" reach it without)
    return unicodedata.normalize("NFKC", alternative).replace("\u200c", "").replace("\u200d", "")


def _variants() -> dict[str, str]:
    """Each plain Latin vowel (and n, m, d, s) with its accented lower-case letters."""
    table: dict[str, list[str]] = {}
    for code in (*range(0xC0, 0x250), *range(0x1E00, 0x1F00)):
        char = chr(code)
        if not char.islower():
            continue
        base = unicodedata.normalize("NFD", char)[0]
        if base in "aeioumnds" and base != char:
            table.setdefault(base, []).append(char)
    table.setdefault("d", []).append("đ")
    return {base: "[" + base + "".join(chars) + "]" for base, chars in table.items()}


_VARIANTS = _variants()


def _loose(plain: str) -> str:
    """`plain` (written without tone marks) with any tone or dot marks on its letters, as
    Yoruba and Igbo are typed both ways ("olùmúlò", "olumulo")."""
    out = []
    for char in plain:
        if char in _VARIANTS:
            out.append(_VARIANTS[char] + "[\u0300-\u036f]*")
        else:
            out.append(char)
    return "".join(out)


def _bare(plain: str) -> str:
    """`_loose(plain)` at a word's start."""
    return r"\b" + _loose(plain)


def toneless(plain: str) -> str:
    """`plain` at a word's start, its letters with or without tone and dot marks (for the other
    tables' Yoruba, Igbo, Ewe and Twi words)."""
    return _bare(plain)


# The assistant's own rules: a second-person possessive with the noun, or "the previous
# instructions" (whose only reader is the assistant).
YOUR_RULES = words_pattern(
    r"(?:अपन|तुम्हार|आपक|तेर)\S*(?: \S+){0,3} (?:नियम|निर्देश|हिदायत|सूचना|दिशानिर्देश)",
    r"\b(?:apn|tumhar|tumhär|aapk|apk|tere|teri|tera|tomar|apnar|unnoda|ungaloda)\w*"
    r"(?: \w+){0,3} (?:rules?|niyam\w*|niyom\w*|instructions?|hidayat\w*|nirdesh\w*|"
    r"guidelines?|usool\w*|restrictions?|vidhi\w*)\b",
    r"\b(?:pichl|pichh|pehl|ager|munnadi)\w* (?:\w+ )?(?:rules?|instructions?|hidayat|nirdesh)\b",
    r"(?:اپن|تمہار|آپ ک|تیر)\S*(?: \S+){0,3} (?:ہدایات|اصول|قوانین|قواعد|رولز)",
    r"(?:তোমার|আপনার|তোর)(?: \S+){0,3} (?:নির্দেশ|নিয়ম)",
    r"(?:உன்|உங்கள்|உனது|உங்களது)(?: \S+){0,3} (?:அறிவுறுத்தல்|விதி|கட்டளை)",
    r"(?:నీ|మీ)(?: \S+){0,3} (?:సూచన|నియమ|నిబంధన)",
    r"(?:तुझ्या|तुमच्या|तुझे|तुमचे|तुझी)(?: \S+){0,3} (?:सूचना|नियम)",
    r"(?:ਆਪਣ|ਤੁਹਾਡ|ਤੇਰ)\S*(?: \S+){0,3} (?:ਹਦਾਇਤ|ਨਿਯਮ|ਨਿਰਦੇਸ਼)",
    r"(?:คำสั่ง|กฎ|ข้อจำกัด|แนวทาง)[^\s.]{0,24}ของ(?:คุณ|เธอ|แก|นาย)",
    r"(?:คำสั่ง|กฎ)ก่อนหน้า",
    r"\b(?:hướng dẫn|quy tắc|chỉ dẫn|luật|giới hạn|chỉ thị)[^.\n]{0,30} của (?:bạn|mày|cậu|mình)",
    r"\b(?:hướng dẫn|quy tắc|chỉ dẫn|chỉ thị) trước (?:đây|đó)",
    r"\b(?:instruksi|aturan|arahan|peraturan|perintah|pedoman|batasan)(?:mu|nya)?"
    r"(?: \w+){0,2} (?:kamu|anda|lo|lu|awak|sebelumnya|sebelum ini)\b",
    r"\b(?:instruksi|aturan|arahan|peraturan|perintah|pedoman|batasan)mu\b",
    r"\b(?:tagubilin|patakaran|utos|panuntunan|instruksyon)(?: \w+)? (?:mo|ninyo)\b",
    r"\bnaunang (?:\w+ )?(?:tagubilin|utos|instruksyon)",
    # (session 41) the other Philippine languages: a possessive before the noun (Cebuano
    # "imong", Hiligaynon "imo nga", Bikol "saimong") or after it ("nimo", "mo", "mu"), or
    # Ilocano's suffix ("-mo", "-m"); their nouns of rules and the English ones they borrow
    r"\b(?:imong|imo nga|imo|saimong|saimo na|nimong)(?: mga| dagiti| ding)?(?: \w+)? "
    r"(?:lagda|balaod|balaud|panudlo|pagboot|reglamento|patakaran|tuntunan|pagsulundan|"
    r"sulundan|instruksyon|instruksiyon|rules?|guidelines?|instructions?|restrictions?|"
    r"polic(?:y|ies)|limitasyon)\b",
    r"\b(?:lagda|balaod|balaud|panudlo|pagboot|reglamento|tuntunan|pagsulundan|sulundan|"
    r"pagalagadan|linteg|instruksiyon|rules|guidelines|instructions|restrictions|policy|"
    r"limitasyon)(?: \w+)? (?:nimo|mo|mu|niyo|nyo)\b",
    r"\b(?:pagalagada|bilin|linteg|annurot|instruksion)(?:mo|m|yo)\b",
    r"(?:မင်း|ခင်ဗျား|သင်)[^။]{0,30}(?:ညွှန်ကြားချက်|စည်းမျဉ်း)",
    r"(?:ការណែនាំ|ច្បាប់)[^។]{0,30}របស់(?:អ្នក|ឯង)",
    r"\b(?:maagizo|sheria|maelekezo|kanuni|masharti|vikwazo)(?: \w+)? (?:yako|zako|lako|vyako)\b",
    r"(?:መመሪያ|ደንቦ|ደንብ|ሕጎ|ህጎ)\S{0,3}(?:ህ|ሽ)ን?",
    _bare(r"(?:itosona|ofin|ilana)(?: \w+)? (?:re|yin)\b"),
    r"\b(?:umarnin|dokokin|ƙa'idojin|ka'idojin)(?:ka|ki|ku)\b",
    _bare(r"(?:ntuziaka|iwu)(?: \w+)? gi\b"),
    r"\b\w*(?:miyalo|mithetho|migomo|mikhawulo)(?: \w+)? yakho\b",
    r"\b(?:jou|u) (?:\w+ ){0,2}(?:instruksies|reëls|reels|opdragte|riglyne|beperkings)\b",
    r"\b(?:tilmaam|xeer|amar)\w*(?:kaag|haag|gaag|aag)\w*",
    r"\b(?:enstriksyon|r[eè]g|l[oò]d|restriksyon)\w* ou\b",
    r"(?:دستور|قوانین|قانون|قواعد|محدودیت)\S*(?: قبلی)?(?:ات|ت|تان)(?![\w])",
    r"(?:دستورها|دستورالعملها|قوانین)\S* قبلی",
    r"\b(?:dastoor|ghavanin|ghanoon|ghavaed)\w*(?: ghabli)?(?:et|to|ito|eto)\b",
    r"\b(?:2awa[3e]d|qawa[3e]e?d|awa[3e]d|ta[3e]limat|ta[3e]leemat|qawanin|2awanin)"
    r"(?:ak|ek|k|ik)\b",
    r"\bta[3e]l[ie]+mat (?:el |al )?(?:elli |illi )?(?:2abl|qabl|abl|sab2a|sabqa)",
    r"(?:خپل|ستا|خپلې|ستاسو)\S*(?: \S+){0,2} (?:لارښوون|قوانین|قواعد|اصول|مقررات)",
    r"\b(?:rêwerz|qaîde|qaide|rêgez|sînor)\w*(?: \w+)?(?: (?:yên |ya )?xwe| te)\b",
    r"\b(?:senin |kendi |önceki |tüm |bütün )+(?:\w+ )?(?:talimat|kural|yönerge|kısıtlama)\w*",
    r"\b(?:talimat|kural|yönerge|kısıtlama)lar[ıi]n[ıi]z\w*",
    r"\b(?:sənin |sənə |öz |əvvəlki |bütün )+(?:\w+ )?(?:təlimat|qayda|məhdudiyyət)\w*",
    r"(?:нұсқау|ереже|шектеу)\w*(?:ың|ің|ыңыз|іңіз)\w*",
    r"\b(?:ko.rsatma|qoida|cheklov)\w*(?:ing|ingiz)\w*",
    r"(?:შენ(?:ი|ს|მა)?|თქვენ(?:ი|ს)?) (?:\S+ ){0,2}(?:ინსტრუქც|წეს|მითითებ|შეზღუდვ)",
    r"քո (?:\S+ ){0,2}(?:հրահանգ|կանոն|ինստրուկցի|սահմանափակ)",
    r"(?:կանոններ|հրահանգներ)դ",
    r"(?:ה?הוראות|ה?כללים|ה?הנחיות|ה?מגבלות|ה?חוקים)\S* שלך",
    r"(?:הוראותיך|כלליך|הנחיותיך|ההוראות הקודמות)",
    r"\b(?:οδηγίες|οδηγιών|κανόνες|κανόνων|κανόνα|περιορισμούς|εντολές)(?: \S+)? σου\b",
    r"\bπροηγούμενες οδηγίες",
    r"\b(?:instruc[țţt]iuni|regul|restric[țţt]ii|indica[țţt]ii)\w*(?: \w+)? (?:tale|tăi|voastre)\b",
    r"\b(?:utasítás|szabály|korlátozás|irányelv)\w{0,3}(?:od|id|ed)(?:at|et|nál|nél|ot|tól)?\b",
    r"\b(?:ohjee|ohjeita|sääntö|sääntöjä|rajoitukse|rajoituksia|määräykse)\w{0,3}si\b",
    r"\baiemmat ohjee",
    r"\b(?:сво|тво|ваш)\w*(?: \w+){0,2} (?:інструкц|правил|обмежен|вказівк)\w*",
    r"\bпопередн\w* (?:інструкц|вказівк)",
    r"(?:आफ्ना|आफ्नो|तिम्रा|तिम्रो|तपाईंका)(?: \S+){0,3} (?:निर्देशन|नियम)",
    r"(?:તારી|તારા|તારો|તમારી|તમારા)(?: \S+){0,3} (?:સૂચના|નિયમ)",
    r"(?:ನಿನ್ನ|ನಿಮ್ಮ)(?: \S+){0,3} (?:ಸೂಚನೆ|ನಿಯಮ)",
    r"(?:നിന്റെ|നിങ്ങളുടെ)(?: \S+){0,3} (?:നിർദ്ദേശ|നിയമ)",
    r"(?:ඔයාගේ|ඔබගේ|ඔබේ)(?: \S+){0,3} (?:උපදෙස්|නීති)",
    r"\b(?:huong dan|quy tac|chi dan|luat|gioi han|chi thi)[^.\n]{0,30} cua (?:ban|may|cau|minh)\b",
    r"\b(?:huong dan|quy tac|chi dan|chi thi) truoc (?:day|do)\b",
    # (session 28) "the previous rules" in Georgian, Armenian, Uzbek, Kazakh, and the
    # possessive or "previous" in South Slavic, Albanian, Celtic, Basque, Catalan, Icelandic,
    # Maltese and Luxembourgish
    r"წინა (?:\S+ )?(?:წეს|ინსტრუქც|მითითებ)",
    r"նախորդ (?:\S+ )?(?:հրահանգ|կանոն|ցուցում)",
    r"\b(?:oldingi|avvalgi) (?:\w+ )?(?:ko.rsatma|qoida|buyruq)",
    r"(?:олдинги|аввалги) (?:\S+ )?(?:кўрсатма|қоида|буйруқ)",
    r"(?:бұрынғы|алдыңғы) (?:\S+ )?(?:нұсқау|ереже)",
    r"\b(?:tvoj|vaš|vas|svoj)\w*(?: \w+){0,2} (?:pravil|uput|navodil|instrukcij|ograničenj|"
    r"omejit|smjernic|smernic)\w*",
    r"\b(?:prethodn|prejšnj|dosadašnj)\w* (?:\w+ )?(?:pravil|uput|navodil|instrukcij|naredb|ukaz)\w*",
    r"(?:тво|ваш|сво)\S*(?: \S+){0,2} (?:упутств|упатств|инструкциј|ограничењ|ограничувањ)\S*",
    r"(?:претходн|предишн|досадашњ)\S* (?:\S+ )?(?:упутств|упатств|правил|инструкци|наредб)\S*",
    r"\b(?:udhëzim|rregull|kufizim|urdhr)\w*(?: \w+){0,2} (?:e |të )?(?:tua|tuaja|mëparshm\w*)\b",
    r"\b(?:dy|eich) (?:\w+ )?(?:rheolau|reolau|canllawiau|ganllawiau|cyfarwyddiadau|"
    r"gyfarwyddiadau|cyfyngiadau|gyfyngiadau)\b",
    r"\b(?:cyfarwyddiadau|rheolau|canllawiau) blaenorol\b",
    r"\b(?:do|bhur) (?:\w+ )?(?:rialacha|threoracha|treoracha|shrianta|srianta|threoirlínte|"
    r"treoirlínte)\b",
    r"\b(?:treoracha|rialacha|orduithe)\b[^.\n]{0,40}\broimhe seo\b",
    r"\b(?:zure|zuen) (?:\w+ )?(?:arau|argibide|agindu|jarraibide|muga)\w*",
    r"\baurreko (?:\w+ )?(?:arau|argibide|agindu|jarraibide)\w*",
    r"\b(?:les teves|els teus|les vostres|els vostres) (?:\w+ )?(?:normes|regles|instruccions|"
    r"restriccions|directrius)\b",
    r"\b(?:fyrri|fyrrum) (?:\w+ )?(?:leiðbeining|regl|fyrirmæl)\w*",
    r"\b\w*(?:leiðbeining|regl|takmörk|fyrirmæl)\w* (?:þín|þínar|þínum|þinn|þína)\b",
    r"\b(?:istruzzjonijiet|regoli|restrizzjonijiet|linji gwida)\b[^.\n]{0,30}"
    r"(?:ta' qabel|tiegħek|tieghek)",
    r"\b(?:deng|denger|är) (?:\w+ )?\w*(?:reegel|regel|instruktioun|limitt)\w*",
    r"\b(?:virdrun|vireg|fréier) (?:\w+ )?instruktiounen\b",
    # (session 29) Dravidian and Indic languages, romanised and in their scripts: "your",
    # "the previous", "the old" or "all" with the rules (in Dravidian "all" follows the noun:
    # "un rules ellam")
    r"\b(?:un|unga|ungal|unnudaiya|ungaludaiya|mundhaiya|munthaiya|pazhaya|nee|mee|paata|"
    r"ninna|nimma|hale|hindina|ninte|ninnude|ningalude|munpathe|purono|puraton|tuma|tumara|"
    r"apananka|purana|puruna|purba|tamara|tamari|taro|tari|tara|juna|tuhade|tuhadi|tuhada|"
    r"purane|pichhle|pichle|ellaa|sob|shob|sabu|samasta|badha|badhi|saare|sabhi)"
    r"(?: \w+){0,2} (?:rules?|niyam\w*|niyom\w*|instructions?|nirdesh\w*|vidhi\w*|"
    r"kattupaad\w*|nibandhan\w*|guidelines?|suchana\w*|restrictions?)\b",
    r"\b(?:rules?|niyam\w*|niyom\w*|instructions?|nirdesh\w*|vidhi\w*|kattupaad\w*|"
    r"nibandhan\w*|guidelines?)(?:-\w+)? (?:ellam|ellaam|ella|ellaa|anni|sabu|badha|saare)\b",
    r"(?:முந்தைய|பழைய|எல்லா)(?: \S+){0,2} (?:அறிவுறுத்தல்|விதி|கட்டளை|கட்டுப்பாடு)",
    r"(?:మునుపటి|పాత|అన్ని)(?: \S+){0,2} (?:సూచన|నియమ|నిబంధన|రూల్స్)",
    r"(?:ಹಿಂದಿನ|ಹಳೆಯ|ಎಲ್ಲಾ|ಎಲ್ಲ)(?: \S+){0,2} (?:ಸೂಚನೆ|ನಿಯಮ|ರೂಲ್ಸ್)",
    r"(?:ಸೂಚನೆ|ನಿಯಮ|ರೂಲ್ಸ್)\S* (?:ಎಲ್ಲಾ|ಎಲ್ಲ)",
    r"(?:മുൻപത്തെ|മുമ്പത്തെ|പഴയ|എല്ലാ)(?: \S+){0,2} (?:നിർദ്ദേശ|നിയമ)",
    r"(?:আগের|পুরোনো|পুরনো|সব|সমস্ত)(?: \S+){0,2} (?:নির্দেশ|নিয়ম)",
    r"(?:ତୁମ|ତୁମର|ଆପଣଙ୍କ|ପୂର୍ବର|ପୂର୍ବ|ପୁରୁଣା|ସମସ୍ତ|ସବୁ)(?: \S+){0,2} (?:ନିୟମ|ନିର୍ଦ୍ଦେଶ|ନିର୍ଦେଶ)",
    r"(?:અગાઉની|અગાઉના|પહેલાંની|પહેલાંના|જૂના|જૂની|બધા|બધી)(?: \S+){0,2} (?:સૂચના|નિયમ)",
    r"(?:ਪਹਿਲਾਂ ਵਾਲੇ|ਪਿਛਲੇ|ਪੁਰਾਣੇ|ਸਾਰੇ)(?: \S+){0,2} (?:ਨਿਯਮ|ਹਦਾਇਤ)",
    r"(?:पिछले|पहले के|पुराने|सभी|सारे)(?: \S+){0,2} (?:नियम|निर्देश)",
    # (session 32) the forty most-spoken languages' gaps (bench/order_acts/): the rules as
    # "yours" in Arabic script and Egyptian Arabizi ("قواعدك", "el qawa3ed beta3tak"), Chinese
    # and Cantonese ("你啲規則", "之前嘅指示"), Hausa "the orders you were given", Punjabi in
    # Shahmukhi ("ہدایتاں"), Romanian "the previous instructions" with no possessive
    r"(?:تعليمات|قواعد|قوانين|إرشادات|ارشادات|توجيهات|أوامر|اوامر)(?:ك|كِ|كم)(?![\u0621-\u064a])",
    r"(?:التعليمات|القواعد|الأوامر|الاوامر|الإرشادات) (?:\S+ )?(?:السابقة|القديمة)",
    r"\b(?:qawa[3e]e?d|2awa[3e]e?d|awa[3e]e?d|ta[3e]l[ie]+mat|qawanin|2awanin) "
    r"(?:beta[3e]t?ak|bta[3e]t?ak|beta[3e]t?ek|bta[3e]t?ek|taba[3e]ak|taba[3e]ek)\b",
    r"(?:你|妳|您)(?:啲|嘅|的)?(?:之前|以前|原本)?(?:啲|嘅|的|所有)?(?:規則|规则|指示|指令|守則|守则)",
    r"(?:之前|以前|先前|原本)(?:啲|嘅|的|所有)?(?:規則|规则|指示|指令)",
    r"\b(?:umarni|dokoki|ka'idoji)\w* (?:da aka (?:ba|bai) (?:ka|ki|ku)|na (?:baya|da))\b",
    r"(?:اپنی|اپنے|اپنیاں|تیری|تیرے|تہاڈی|تہاڈے|پچھلی|پچھلیاں|ساریاں)(?: \S+){0,3} "
    r"(?:ہدایت|اصول|قاعد)",
    r"(?:네|너의|당신의|니) (?:\S+ )?(?:규칙|지시|지침|제한)",
    r"(?:あなたの|君の|お前の)(?:ルール|規則|指示|制限)",
    r"\b(?:instruc[țţt]iunile|regulile|indica[țţt]iile) (?:\w+ )?(?:anterioare|de dinainte|"
    r"dumneavoastră|voastre)\b",
    # (session 36) "the earlier rules" where the noun's own word for "earlier" or "all" makes
    # them the assistant's: Persian in Latin letters ("dastoorate ghabli"), Azerbaijani and
    # Turkish typed without their letters ("onceki telimatlari"), Sorani and Kurmanji Kurdish
    # ("یاساکانی پێشووت", "rêgezên berê"), Arabic dialects' "the rules that were before"
    # ("التعليمات اللي قبل كده", "el rules elly 2abl", "kel el qawa3ed"), Hebrew in Latin
    # letters ("kol ha-hora'ot"), Cantonese "規矩", Mongolian ("өмнөх бүх дүрмээ")
    r"\b(?:dastoor|ghavanin|ghanoon|ghavaed)\w* (?:\w+ )?ghabli\b",
    r"\b(?:onceki|önceki|evvelki|əvvəlki|butun|bütün|tum|tüm) (?:\w+ )?"
    r"(?:talimat|telimat|təlimat|kural|qayda|qaydalar)\w*",
    r"(?:یاسا|ڕێسا|رێسا|ڕێنمایی|رێنمایی|فەرمان)\S* (?:\S+ )?پێشوو",
    r"(?:هەموو) (?:\S+ )?(?:یاسا|ڕێسا|رێسا|ڕێنمایی|رێنمایی)\S*",
    r"\b(?:rêwerz|qaîde|qaide|rêgez|rêzik|ferman)\w* (?:\w+ )?(?:berê|kevn)\b",
    r"\bhemû (?:\w+ )?(?:rêwerz|qaîde|qaide|rêgez|rêzik)\w*",
    r"(?:التعليمات|القواعد|القوانين|الأوامر|الاوامر|الإرشادات|التوجيهات) (?:\S+ )?"
    r"(?:اللي|إللي|الي|يلي|لي) ?(?:كانت |كان )?(?:قبل|فاتت|سبقت)",
    r"(?:كل|كاع|جميع|ڭاع|قاع) (?:التعليمات|القواعد|القوانين|الأوامر|الاوامر)",
    r"\b(?:el |al |l)?(?:rules|qawa[3e]e?d|2awa[3e]e?d|9awa[3e]e?id|ta[3e]l[ie]+mat|qawanin|"
    r"2awanin) (?:elly|elli|illi|yalli|lli|li) (?:kan(?:et)? )?(?:2abl|qabl|abl|9bel|qbel|9bl)",
    r"\b(?:kol|kel|koll|kull|ga[3e]|qa[3e]|kamel) (?:el |al |l)?(?:rules|qawa[3e]e?d|2awa[3e]e?d|"
    r"l?9awa[3e]e?id|ta[3e]l[ie]+mat|qawanin|2awanin)\b",
    r"\b(?:mi)?kol ha-?(?:hora'?ot|klalim|hanchayot|chukim|hukim)\b",
    r"\b(?:ha-?)?(?:hora'?ot|klalim|hanchayot|chukim|hukim) (?:shelcha|shelach|ha-?kodmot|"
    r"ha-?kodmim)\b",
    r"(?:之前|以前|先前|原本|你)(?:啲|嘅|的|所有)?(?:規矩|规矩|守則|守则|限制)",
    r"(?:өмнөх|бүх|хуучин)(?: \S+)? (?:дүрэм|дүрм|заавар|заавр|бодлог|хязгаарлалт)\S*",
    # (session 42) Sundanese, Javanese and Minangkabau: their rules, orders, guidelines or
    # limits with the language's "you" after them ("anjeun", "sampeyan", Minang "ang"), the
    # Javanese suffix "-mu", or "the old ones" (Sundanese "heubeul", Javanese "lawas", Minang
    # "lamo") as "the previous instructions"
    r"\b(?:aturan|paréntah|parentah|prentah|parintah|pituduh|tungtunan|wates|watesan|"
    r"larangan|pranatan|paugeran|pedoman|instruksi)(?:-aturan)?(?: \w+){0,2} (?:anjeun|"
    r"manéh|maneh|sampéan|sampean|sampeyan|panjenengan|kowe|kowé|sliramu|ang|kau|sanak|"
    r"waang|dikau)\b",
    r"\b(?:pranatan|paugeran|prentah|pituduh|watesan|wates|parintah|pedoman)mu\b",
    r"\b(?:aturan|paréntah|parentah|prentah|parintah|instruksi|pituduh)(?: \w+)? (?:nan |nu |"
    r"sing )?(?:lamo|heubeul|lawas)\b",
)

# What an order does to those rules: drops, forgets, bypasses, breaks, or outranks them.
DROP = words_pattern(
    r"(?:अनदेखा|नज\u093c?रअंदाज\u093c?|भूल जा|तोड|उल्लंघन|दरकिनार|से ज\u093c?्यादा|से बढ़कर|से ऊपर)",
    r"\b(?:ignore|nazar ?andaa?z|bhool ja|bhul ja|tod|tor|todne|torne|bypass|override|"
    r"upekkha|bhule jao|bhang\w*|langhan|cheye beshi|vida mukkiya\w*|maranthidu|meeru|"
    r"se zyada|se ziada|se upar|andekha)\b",
    r"(?:نظر انداز|نظرانداز|بھول جا|توڑ|خلاف ورزی|سے زیادہ|سے بڑھ کر|سے اوپر)",
    r"(?:উপেক্ষা|ভুলে যাও|ভাঙ|লঙ্ঘন|চেয়ে বেশি|এড়িয়ে)",
    r"(?:புறக்கணி|மறந்துவிடு|மீற|விட முக்கிய)",
    r"(?:పట్టించుకోకు|పట్టించుకోవద్దు|విస్మరించు|మర్చిపో|దాటవేయ|ఉల్లంఘించ|కంటే ముఖ్య)",
    r"(?:दुर्लक्ष|विसर|मोड|उल्लंघन|पेक्षा जास्त|पेक्षा महत्त्वाच)",
    r"(?:ਨਜ\u0a3c?ਰਅੰਦਾਜ|ਭੁੱਲ ਜਾ|ਤੋੜ|ਉਲੰਘਣਾ|ਨਾਲੋਂ ਵੱਧ|ਤੋਂ ਵੱਧ)",
    r"(?:เพิกเฉย|ไม่ต้องสนใจ|ลืม|ข้าม|ละเมิด|ฝ่าฝืน|สำคัญกว่า|เหนือกว่า)",
    r"\b(?:bỏ qua|phớt lờ|lờ đi|quên|vượt qua|vi phạm|phá vỡ|quan trọng hơn|cao hơn)",
    r"\b(?:abaikan\w*|mengabaikan|lupakan|langgar|melanggar|lewati|lebih penting|melangkaui|"
    r"mengatasi|di atas)\b",
    r"\b(?:huwag (?:mong )?pansinin|balewalain|kalimutan|lampasan|labagin|mas mahalaga|"
    r"lusutan)\b",
    # (session 41) Cebuano, Hiligaynon, Waray, Bikol, Ilocano, Kapampangan and Taglish: forget,
    # throw away, set aside, break ("don't forget your rules" keeps them: a negation before)
    r"(?<!ayaw )(?<!dili )(?<!indi )(?<!huwag )(?<!dai )(?<!saan )(?<!diri )(?<!wag )"
    r"\b(?:kalimti|kalimtan|kalingwan|lingawan|kalinguan|lipatem|ibalewala|ibaliwala|"
    r"baliwalaa|baybay-?am|itapok|ilabay|isalikway|lapasa|lapasi|labagi|i-?ignore|i-?bypass|"
    r"i-?override)\b",
    r"(?:လျစ်လျူရှု|မေ့|ကျော်|ချိုးဖောက်|ထက် ?ပို)",
    r"(?:មិនអើពើ|បំភ្លេច|រំលង|បំពាន|សំខាន់ជាង)",
    r"\b(?:\w*puuza|sahau|\w*vunja|\w*kiuka|ruka|muhimu kuliko)\b",
    r"(?:ችላ|እርሳ|ተላለፍ|እንድታልፍ|ጥሰ|በላይ)",
    _bare(r"(?:foju fo|gbagbe|rekoja|pataki ju)"),
    r"\b(?:yi watsi|manta|ketare|karya|fiye da)\b",
    _bare(r"(?:leghara|chefuo|imebi|mebie|karia)"),
    r"\b(?:ziba|khohlwa|weqa|ukweqa|phula|ngaphezu)\b",
    r"\b(?:ignoreer|vergeet|omseil|oortree|verbreek|belangriker as)\b",
    r"\b(?:iska indha tir|ilow|ka gudub\w*|jebi|ka muhiimsan|ka sarreeya)\b",
    r"\b(?:inyore|bliye|kontounen|vyole|pi enp[oò]tan)\b",
    r"(?:نادیده|فراموش|دور بزن|زیر پا|نقض|مهمتر|بالاتر)",
    r"\b(?:nadide|faramoosh|door bezan\w*|zire pa|naghz|mohemtar|balatar)\b",
    r"\b(?:tjahal|t?ajahal|ensa|insa|\w{0,3}(?:[5s]|kh)att?a|a[7t]amm|ahamm)\b",
    r"(?:له پامه|هېر|مات|سرغړونه|ډېر مهم|څخه ډېر)",
    r"\b(?:paşguh|ji bîr bike|binpê|derbas bik\w*|girîngtir)\b",
    r"\b(?:görmezden|unut|çiğne|ihlal|daha önemli|aşman|aş)\b",
    r"\b(?:məhəl qoyma|unut|poz|keç\w*|daha vacib|daha mühüm)\b",
    r"(?:елеме|ұмыт|бұз|айналып өт|маңыздырақ)",
    r"\b(?:e'tiborsiz|unut|buz|chetlab|muhimroq|ustun)\b",
    r"(?:უგულებელყ|დაივიწყ|დაარღვი|გვერდი აუარ|მნიშვნელოვნ)",
    r"(?:անտեսիր|մոռացիր|խախտիր|շրջանց|ավելի կարևոր)",
    r"(?:התעלם|תתעלם|שכח|תשכח|לעקוף|תעקוף|עקוף|להפר|תפר|חשובות יותר|חשוב יותר|מעל)",
    r"\b(?:αγνόησε|αγνοήστε|ξέχασε|παράκαμψ\w*|παρακάμψ\w*|παραβίασ\w*|πιο σημαντικ\w*|πάνω από)",
    r"\b(?:ignoră|ignora[țţt]i|uită|ocol\w*|încalcă|încălca|mai importan\w*|deasupra)\b",
    r"\b(?:figyelmen kívül|felejtsd el|megkerül\w*|szegd meg|fontosabb\w*|felülír\w*)\b",
    r"\b(?:ohita|unohda|sivuuta|kierrä|kiertää|riko|rikkoa|tärkeämp\w*)\b",
    r"\b(?:ігноруй\w*|забудь|обход\w*|обійди|порушуй|порушити|важливіш\w*|понад)\b",
    r"(?:बेवास्ता|बिर्स|भन्दा बढी|भन्दा माथि|અવગણ|ભૂલી જા|તોડ|ઉલ્લંઘન|કરતાં વધુ|ನಿರ್ಲಕ್ಷಿಸ|ಮರೆತುಬಿಡು|ಮೀರ|"
    r"ಉಲ್ಲಂಘಿಸ|ಗಿಂತ ಮುಖ್ಯ|അവഗണിക്ക|മറക്കുക|മറികടക്ക|ലംഘിക്ക|കാൾ പ്രധാന|නොසලකා හරින්න|"
    r"අමතක කරන්න|මඟ හැර|කඩ කරන්න|ට වඩා වැදගත්)",
    r"\b(?:bo qua|phot lo|lo di|vuot qua|vi pham|pha vo|quan trong hon)\b",
    # (session 28) the imperatives of forgetting, ignoring, bypassing and breaking, not after
    # the language's "do not" ("ne zaboravi svoja pravila": keep them)
    r"\b(?<!ne )(?:zaboravi|ignoriši|ignoriraj|ignorisi|zanemari|zaobiđi|zaobidi|prekrši|"
    r"pozabi|prezri|preskoči)\b",
    r"(?<!не )(?:заборави|забрави|игнориши|игнорирај|игнорирай|занемари|заобиђи|прекрши)",
    r"\b(?<!mos )(?<!mos i )(?<!mos e )(?:harro|injoro|shpërfill|anashkalo|shkel)\b",
    r"\b(?:anghofia|anwybydda|diystyra|torra)\b",
    r"\b(?<!ná )(?:déan neamhaird|déan dearmad|ná bac le|sáraigh)\b",
    r"\b(?<!ez )(?:ahaztu|baztertu|saihestu)\b(?! (?:zait|zaizkit|dut|ditut|nuen|nituen|zaigu))",
    r"\b(?<!no )(?:oblida|ignora|salta't|passa per alt)\b",
    r"\b(?:gleymdu|hunsa|hunsaðu|hundsa|hundsaðu|brjóttu)\b(?! ekki)",
    r"\b(?:injora|insa|aqbeż|ikser)\b",
    r"\b(?:ignoréier|ignoréiert|vergiess|iwwergeh)\b(?! net)",
    # (session 29) forget, ignore, leave behind, in Dravidian and Indic languages romanised
    # (an English "ignore" with the language's verb of doing) and in the Odia script
    r"\bignore (?:pannu|pannidu|pannunga|cheyyi|chey|cheyyandi|cheyyuka|cheyyu|maadu|madu|maadi|"
    r"koro|kore dao|kara|kari dia|karo|kar do|kar de|karje)\b",
    r"\b(?:maranthudu|marandhudu|maranthuvidu|marandhuvidu|marchipo|marchipoyi|pattinchukoku|"
    r"vadilesey|vadileyi|maretubidu|maretu bidu|bittubidu|bittu bidu|marakkuka|marannekku|"
    r"marannu kalay\w*|avaganikk\w*|upeksha koro|bhule ja|bhuli jaa|bhuli ja|bhulija|bhuli jao|"
    r"bhull ja|bhul jao|bhool jao|upekhya kara|avgani\w*)\b",
    r"(?:ଭୁଲିଯାଅ|ଭୁଲି ଯାଅ|ଅଣଦେଖା|ଉପେକ୍ଷା|ଭାଙ୍ଗ|മറന്നേക്കൂ|മറന്നുകള)",
    # (session 32) forget, ignore, leave, in the forty most-spoken languages' gaps: Amharic
    # (masculine, feminine, plural), Arabic, Chinese and Cantonese, Javanese (ngoko), Punjabi
    # in Shahmukhi, the polite imperatives of Bengali, Tamil, Kannada, Malayalam, Romanian
    # (not "I forgot": the participles stop before a verb of having done)
    r"(?:ተዋቸው|ተዋት|ተዋው|ተዪ|ተዉ|እርሺ|እርሱ|እርሷቸው|ርሳቸው|አትከተል|አትከተዪ)",
    r"(?:تجاهل|تجاهلي|تجاهلوا|اترك|اتركي|تخط|لا تلتزم|لا تتقيد|"
    r"انس[\u064e]?(?:ى|ي|وا)?(?![\u0621-\u064a]))",
    r"(?:唔好理|唔使理|不要理|別理|别理|不用理|忘晒|忘掉)",
    r"(?:^|(?<=[，。！；：,.!;:\s]))(?:請|请)?(?:你)?(?:忽略|忽視|忘記|忘记|無視|无视|推翻)",
    r"(?:^|(?<=[，。！；：,.!;:\s]))(?:請|请)?(?:你)?把[^，。！,.!]{0,20}(?:忘了|忘掉|忘記|忘记|忽略|無視|无视)",
    r"\b(?:lalekna|lalekno|lalekake|lalèkna|ojo (?:mbok )?(?:n?g|di)gatekake|"
    r"aja (?:mbok |kok )?(?:n?g|di)gatekake|ora usah (?:mbok )?(?:n?g|di)gatekake|"
    r"ora sah (?:n?g|di)gatekake|ojo digubris|aja digubris|langgaren)\b",
    r"(?:بھل جا|بھُل جا|بھلا دے|بھل جاؤ)",
    r"\b(?:etgahel|itgahel|etgahil|etjahal)\b",
    r"(?:ভুলে যান|ভুলে যা(?![\u0980-\u09ff])|উপেক্ষা করুন)",
    r"(?:மறந்துவிட்டு|மறந்துவிடுங்கள்|மறந்து விடு|மறந்துடு|புறக்கணியுங்கள்)",
    r"(?:ಮರೆತು (?!ಬಿಟ್ಟ|ಹೋದ)|ಮರೆತುಬಿಡಿ|ಮರೆಯಿರಿ|ನಿರ್ಲಕ್ಷಿಸಿ)",
    r"(?:മറന്ന് (?!പോയ)|മറക്കൂ|മറന്നേക്ക്|അവഗണിക്കൂ)",
    r"\b(?<!nu )(?:uita[țţt]i|ignora[țţt]i)\b",
    # (session 36) the imperatives those rules take: English "ignore" with Persian "kon" or
    # an Arabizi "all", Arabizi "tjehal", "nsa", Sorani "لەبیر بکە", "پشتگوێ بخە", Moroccan
    # "نسى", Hebrew in Latin letters "titalem", "tishkach", Turkish "sıfırla" (reset them),
    # Mongolian "март", "үл тоо"
    r"\bignore (?:kon|kun|konid|bokon|kol|kel|koll|kull|ga[3e])\b",
    r"\b(?:t?[jg]eh[ae]l|t?[jg]ahel|nsa|tensa)\b",
    r"(?:لەبیر بکە|لە بیر بکە|لەبیربکە|لەبیری بکە|پشتگوێ بخە|پشت گوێ بخە|فەرامۆش بکە)",
    r"(?<![\u0621-\u064a])نسى(?![\u0621-\u064a])",
    r"\b(?:titalem|tit'alem|tishkach|tishkechi|tishkechu)\b",
    r"\b(?:sıfırla|sifirla|sıfırlayın)\b",
    r"(?<![\w])(?:март|мартаарай|үл тоо|тоомсорлохгүй)(?![\w])",
    # (session 42) Sundanese, Javanese and Minangkabau: forget, erase, ignore, leave, break,
    # not after the language's "don't" or "not" ("ulah poho kana aturan anjeun": keep them)
    r"(?<!ulah )(?<!entong )(?<!teu )(?<!aja )(?<!ojo )(?<!ora )(?<!jan )(?<!jaan )"
    r"(?<!indak )(?<!jangan )\b(?:pohokeun|poho kana|hilapkeun|kudu poho|abaikeun|"
    r"tinggalkeun|leupaskeun|pupus|mupus|hapuskeun|langgar|lalia|lalèkna|lalekke|lalèkke|"
    r"kudu lali|lali karo|buwangen|buwang|tinggalen|tinggalna|terjang|trabas|lupoan|lupokan|"
    r"lupoi|abaian|tinggaan|langga|buang)\b",
    r"\b(?:ojo|aja|ora usah|ora sah|ora perlu) (?:mbok |kok )?(?:n?g|di)gatekke\b",
)

# (session 32) Not following, keeping or obeying them: the negated imperative of the verbs of
# following and keeping (read beside YOUR_RULES only: "don't follow your rules" drops them as
# "forget them" does; "you don't have to follow the rules in this game" names no one's rules).
NOT_FOLLOW = words_pattern(
    r"\b(?:не следуй|не соблюдай|не подчиняйся|перестань следовать|не слушайся|не дотримуйся|"
    r"не слідуй|перестань дотримуватися)\b",
    r"(?:पालन मत कर|पालन न कर|मत मानो|मत मानना|न मानो|पाळू नकोस|पाळू नका|मानू नकोस|पालन करू नकोस)",
    r"(?:مت مانو|نہ مانو|پیروی مت کر|پیروی نہ کر|عمل مت کر|عمل نہ کر|نہ من(?![\u0620-\u065f]))",
    r"(?:لا تتبع|لا تتّبع|لا تلتزم|لا تطع|توقف عن اتباع|پیروی نکن|رعایت نکن|اطاعت نکن)",
    r"(?:従わなくて(?:いい|よい|も)|守らなくて(?:いい|よい|も)|従うな|守るな|従わないで|守らないで)",
    r"(?:따르지 ?마|지키지 ?마)",
    r"(?:不要遵守|不用遵守|不必遵守|別遵守|别遵守|不要遵循|不用遵循|唔使跟|唔好跟|唔使遵守|唔好遵守|"
    r"不要理會|不要理会)",
    r"\b(?:đừng tuân theo|dung tuan theo)\b",
    r"\b(?:usifuate|msifuate|usitii)\b",
    r"(?:মেনো না|মেনে চলো না|অনুসরণ করো না|পালন করো না)",
    r"(?:பின்பற்றாதே|பின்பற்ற வேண்டாம்|கடைப்பிடிக்காதே)",
    r"(?:పాటించకు|పాటించవద్దు|అనుసరించకు|అనుసరించవద్దు)",
    r"(?:ಪಾಲಿಸಬೇಡ|ಅನುಸರಿಸಬೇಡ)",
    r"(?:പാലിക്കരുത്|പിന്തുടരരുത്|അനുസരിക്കരുത്)",
    r"(?:(?:ન પાળ|ન માન)(?![\u0a80-\u0aff])|પાળીશ નહીં|અનુસરીશ નહીં)",
    r"(?:ਨਾ ਮੰਨ(?:ੋ|ੀਂ)?(?![\u0a00-\u0a7f])|ਪਾਲਣਾ ਨਾ ਕਰ)",
    r"(?:မလိုက်နာနဲ့|မလိုက်နာပါနဲ့)",
    r"\b(?:kada|kar) (?:ka|ki|ku) bi\b",
    _bare(r"(?:ma se tele|maa tele|ma tele)"),
    r"\b(?:aja|ojo) (?:manut|nuruti|nurut)\b",
    # (session 41) the Philippine languages' "don't follow" and "no longer need to follow"
    r"\b(?:ayaw|indi|dili|dai|diri|wag|huwag)(?: mo| ka| nimo)?(?: na)?(?: kinahanglan)?"
    r"(?: mag-?| mo-?| pag-?| i-?| )(?:sunod|sunda|sundon|sunodon|sundin|tuman|tumana|"
    r"follow)\b",
    r"\b(?:saanmo|dimo|dikay) (?:a |nga )?(?:surotem|tungpalen|sursuroten)\b",
    r"\be mu(?: na)? (?:sunden|sundan|pansinan)\b",
    # (session 42) Sundanese, Javanese, Minangkabau, Indonesian and Malay: "don't", "no need
    # to" or "stop" before a verb of following, obeying or keeping
    r"\b(?:ulah|entong|teu kudu|teu perlu|eureun|aja|ojo|ora usah|ora sah|ora perlu|mandeg|"
    r"jan|jaan|indak usah|indak paralu|ndak usah|baranti|jangan|tidak usah|tak usah|"
    r"tidak perlu|tak perlu|gak usah|ga usah|nggak usah|gausah|berhenti|tak payah)"
    r"(?: lagi| deui| maneh| lai)? (?:nurut|nurutan|nuturkeun|dituturkeun|ngagugu|digugu|"
    r"tumut|manut|nuruti|dituruti|ngetutake|ngugemi|netepi|nggugu|patuahi|patuhi|mematuhi|taati|"
    r"menaati|mentaati|ikuik|ikuiki|maikuik|turuik|manuruik|ikut|ikuti|mengikuti|turuti|"
    r"menuruti|dengar|dengarkan|ngrungokake|ikutkan|mengikut)\b",
)

# The user, in the third person, as a software names its user (not "my username").
USER_THIRD = words_pattern(
    r"(?:उपयोगकर्ता|यूज\u093c?र|प्रयोक्ता)(?! ?नाम)",
    r"\buser (?:ko|se|ki|ke|kitta|kite|ah|a|la|ku|kku|er|ke)\b",
    r"\b(?:saarif|sarif)\w*",
    r"صارف",
    r"(?:ব্যবহারকারী|ইউজার)",
    r"பயனர",
    r"(?:వినియోగదారు|యూజర్)",
    r"वापरकर्त",
    r"(?:ਯੂਜ\u0a3c?ਰ|ਵਰਤੋਂਕਾਰ|ਉਪਭੋਗਤਾ)",
    r"(?<!ชื่อ)ผู้ใช้",
    r"(?<!tên )\bngười dùng",
    r"(?<!nama )\bpengguna\b",
    r"\b(?:sa|ang|ng) (?:user|gumagamit)\b",
    # (session 41) the articles of the other Philippine languages before "user"
    r"\b(?:an|kan|ti|iti|ing|king|han|sang|si) (?:user|gumagamit|nag-?gamit|agus-?usar)\b",
    r"အသုံးပြုသူ",
    r"អ្នកប្រើ",
    r"\b(?:mtumiaji|watumiaji)\b",
    r"ተጠቃሚ",
    _bare(r"olumulo"),
    r"\bmai amfani\b",
    _bare(r"onye oru"),
    r"\b\w*sebenzisi\b",
    r"\bdie gebruiker\b",
    r"\bisticmaala\w*",
    r"\bitilizat[eè]\w*",
    r"کاربر(?!ی)",
    r"\bkarbar\b",
    r"\b(?:most|must)a(?:[5s]|kh)d[ie]m\b",
    r"(?:کاروونکي|کارن)",
    r"\bbikarhêner\w*",
    r"\bkullanıcı(?:ya|yı|ları|lara)\b",
    r"\bi\u0307?stifadəçi(?:yə|ni|lərə|ləri)\b",
    r"пайдаланушы(?:ға|ны|лар)",
    r"\bfoydalanuvchi(?:ga|ni|lar)\b",
    r"მომხმარებ",
    r"օգտատ",
    r"(?:למשתמש|את המשתמש|(?<!שם )המשתמש)",
    r"\b(?:τον|στον|του|στο|το) χρήστη\b",
    r"\b(?:utilizator(?:ul|ului|ii|ilor)|pe utilizator)\b",
    r"\bfelhasználó(?:nak|t|k|kat)\b",
    r"\bkäyttäjä(?:lle|ä|ille|iä)\b",
    r"(?<!ім'я )\bкористувач(?:еві|ам|у|а)\b",
    r"(?:प्रयोगकर्ता|વપરાશકર્તા|ಬಳಕೆದಾರ|ഉപയോക്താവ|පරිශීලක)",
    r"(?<!ten )\bnguoi dung\b",
    # (session 28) South Slavic, Albanian, Welsh, Irish, Basque, Catalan, Icelandic, Maltese,
    # Luxembourgish (the declined noun: not "korisničko ime", "nom d'usuari")
    r"\b(?:korisnik|uporabnik)(?:a|u|om|e|i|ima|ov)?\b",
    r"(?:корисник|корисникот)(?:а|у|ом|е)?\b",
    r"\bpërdorues(?:i|in|it|ve)\b",
    r"\b(?:y|i'r|r) (?:defnyddiwr|ddefnyddiwr)\b",
    r"\búsáideoir\b",
    r"\berabiltzaile(?:a|ari|arekin|ak)\b",
    r"\bl'usuari\b",
    r"\bnotand(?:ann|anum|ans|inn|a)\b",
    r"\b(?:l-|lill-|lil )utent\b",
    r"\b(?:de|dem|den) benotzer\b",
    # (session 32) the user in Chinese and Cantonese ("用戶", "使用者"), Javanese, Gujarati,
    # Punjabi in Shahmukhi, Egyptian Arabizi ("el user")
    r"(?:用戶|用户|使用者)(?!名|帳|账|界面|介面|體驗|体验|協議|协议)",
    r"\bpangguna\b",
    r"(?:યુઝર|યૂઝર)(?! ?નેમ)",
    r"یوزر(?! ?نیم)",
    r"\b(?:el|al|lel|lil) user\b",
    # (session 36) the user in Turkish and Azerbaijani in the nominative (not "kullanıcı adı",
    # the username), Sorani, Arabic script, Moroccan Arabizi "luser", Mongolian
    r"\b(?:kullanıcı|i\u0307?stifadəçi)\b(?! (?:ad|yorum|deneyim|sayı|arayüz|dostu|hesab|kılavuz|"
    r"rəy|interfeys|təcrübə))",
    r"(?<!ناوی )بەکارهێنەر",
    r"(?<!اسم )(?<!تجربة )(?<!واجهة )(?<!دليل )(?:المستخدم|للمستخدم)(?!ين)",
    r"\bl-?user\b",
    r"хэрэглэгч(?! нэр)",
)

# Harm done to that user: lied to, deceived, insulted, or never told.
HARM = words_pattern(
    r"(?:झूठ|अपमान|बेइज\u093c?्ज\u093c?ती|गाली|धोखा|मत बता|कभी न बता|न बताना)",
    r"\b(?:jhooth?|jhuth?|beizz?ati|tauheen|toheen|insult\w*|dhoka|mat batana|mat bata|"
    r"mittha|mitha|opoman|poi|sollaadhe|sollathe|bolbe na|gaali)\b",
    r"(?:جھوٹ|توہین|بے عزتی|دھوکہ|مت بتا|کبھی نہ بتا|گالی)",
    r"(?:মিথ্যা|অপমান|ধোঁকা|বলবে না|বলো না|গালি)",
    r"(?:பொய்|அவமான|ஏமாற்று|சொல்லாதே|சொல்லக்கூடாது)",
    r"(?:అబద్ధ|అవమాన|మోసం|చెప్పకు|చెప్పవద్దు|తిట్టు)",
    r"(?:खोटे|खोटं|अपमान|फसव|सांगू नकोस|सांगू नका|शिव्या)",
    r"(?:ਝੂਠ|ਬੇਇੱਜ\u0a3c?ਤੀ|ਬੇਇਜ\u0a3c?ਤੀ|ਅਪਮਾਨ|ਧੋਖਾ|ਨਾ ਦੱਸ)",
    r"(?:โกหก|ดูถูก|ด่า|หลอก|ห้ามบอก|อย่าบอก|เหยียด)",
    r"\b(?:nói dối|lừa dối|xúc phạm|chửi|sỉ nhục|đừng (?:bao giờ )?nói|không được nói)",
    r"\b(?:bohong\w*|berbohong|menipu|tipu|hina|menghina|ejek|maki|"
    r"jangan (?:pernah |sekali-kali )?(?:bilang|beritahu|memberi tahu|kasih tahu))\b",
    r"\b(?:magsinungaling|sinungaling\w*|insultuhin|laitin|lokohin|"
    r"huwag (?:mong |na )?(?:\w+ )?sabihin)\b",
    # (session 41) Cebuano, Hiligaynon, Waray, Bikol, Ilocano, Kapampangan: lie to, fool,
    # insult, not tell or not warn ("ayaw sultihi", "saanmo nga ibaga")
    r"\b(?:bakak(?!on\b)\w*|binakak|butig(?!on\b)\w*|ulbod(?!an\b)\w*|putikan|buwa-?an|binuwa|kabulaanan|makabulaan|"
    r"limbongi|limbongan|lingla|linglaa|allilawen|insultoha|insultuha|yawyawa|bugalbugala|"
    r"(?:ayaw|indi|dili|dai|saanmo|saan|e mu)(?: na)?(?: \w+)? (?:sultihi|sugiri|suginli|"
    r"ipahibalo|ipahibaro|isugid|ibaga|ibagam|sabihon|sabyan|pasidan-?i|pahimangnoi|"
    r"paandami|patanidan|pakdaaran))\b",
    r"(?:လိမ်|စော်ကား|မပြောပါနဲ့|မပြောနဲ့|လှည့်စား)",
    r"(?:កុហក|ជេរ|ប្រមាថ|បោកប្រាស់|កុំប្រាប់)",
    r"\b(?:\w*danganye|\w*tukane|dharau|usimwambie|usiwaambie)\b",
    r"(?:ዋሽ|ስደብ|ሰድብ|አታልል|አትንገር)",
    _bare(r"(?:puro|bu olumulo|ma se so fun|tan je)"),
    r"\b(?:ƙarya|karya|zagi|yaudara|kada ka (?:taɓa )?gaya|kar ka gaya)\b",
    _bare(r"(?:aghogbu|ghogbu|ugha|kparia|akpari|agwala|ekwula)"),
    r"\b(?:amanga|thuka|hlambalaza|khohlisa|ungalokothi|ungatsheli|ungamtsheli)\b",
    r"\b(?:lieg|lieë|beledig|bedrieg|mislei|moet nooit|moenie)\b",
    r"\b(?:been|caay|khiyaan|ha u sheegin|ha sheegin)\b",
    r"\b(?:manti|ensilte|joure|twonpe|pa janm di)\b",
    r"(?:دروغ|توهین|فحش|فریب|نگو)",
    r"\b(?:dorogh|tohin|fohsh|farib|nagoo|nagu)\b",
    r"\b(?:ekzeb|ekdhib|kzeb|kazzeb|ehin|ahin|sabb|ma t2ool|ma t2oul|la t2ool|ma tqool)\b",
    r"(?:دروغ|سپکاوی|کنځل|غولو|مه وایه|مه ووایه)",
    r"\b(?:derew\w*|heqaret\w*|xap\w*|nebêje)\b",
    r"\b(?:yalan|hakaret|aşağıla\w*|küfret|kandır|asla söyleme|söyleme)\b",
    r"\b(?:yalan|təhqir|aldat|söyüş|demə)\b",
    r"(?:өтірік|қорла|алда|балағат|айтпа)",
    r"\b(?:yolg.on|haqorat|alda\w*|aytma)\b",
    r"(?:მოატყუ|ატყუ|შეურაცხყ|აგინე|არ უთხრა|არასოდეს უთხრა)",
    r"(?:ստիր|խաբիր|վիրավորիր|նվաստացրու|մի ասա)",
    r"(?:תשקר|לשקר|תעליב|להעליב|תרמה|אל תגיד|אל תספר)",
    r"\b(?:ψέματα|πρόσβαλ\w*|βρίσε|εξαπάτησε|κορόιδευε|μην πεις|μην λες|μη λες)",
    r"\b(?:minte\w*|min[țţt]i|insultă|insulta|jigne[șş]te|păcăle[șş]te|nu-i spune|să nu-i spui)\b",
    r"\b(?:hazudj|hazudni|sértegesd|sértsd|becsapd|csapd be|gúnyold|ne mondd|ne áruld)\b",
    r"\b(?:valehtele|loukkaa|pilkkaa|huijaa|älä kerro|älä koskaan kerro)\b",
    r"\b(?:бреши|брехати|обманюй|ображай|принижуй|не кажи|не розповідай)\b",
    r"(?:झूट|नभन|धोका|જૂઠ|અપમાન|ન કહે|ક્યારેય ન કહ|છેતર|ಸುಳ್ಳು|ಅವಮಾನ|ಹೇಳಬೇಡ|ಮೋಸ|കള്ളം|അപമാനി|"
    r"പറയരുത്|വഞ്ചി|බොරු|අපහාස|කියන්න එපා|රවට)",
    r"\b(?:noi doi|lua doi|xuc pham|chui|si nhuc|dung (?:bao gio )?noi|khong duoc noi)\b",
    # (session 28) lie to, deceive, insult, or never tell, in the languages USER_THIRD gained
    r"\b(?:laži|slaži|lagaj|obmanjuj|vređaj|vrijeđaj|ponižavaj|ne reci|ne povej|ne kaži|"
    r"nikad(?:a)? ne govori)\b",
    r"(?:лажи|слажи|вређај|понижавај|не реци|не кажи|никад(?:а)? не говори)",
    r"\b(?:gënje|gënjeje|mashtro|fyej|fyeje|poshtëro|mos (?:i |ia )?(?:thuaj|trego))\b",
    r"\b(?:dweud celwydd|dwed gelwydd|dywed gelwydd|twylla|sarha|bydd yn gas|"
    r"paid (?:byth )?(?:â|a) dweud)\b",
    r"\b(?:inis bréaga|masla|bí maslach|ná habair|ná hinis|meall)\b",
    r"\b(?:gezurra esan|gezurretan|iraindu|engainatu|ez esan|ez diozu esan)\b",
    r"\b(?:menteix|enganya|insulta|humilia|no diguis|no li diguis)\b",
    r"\b(?:ljúgðu|lygðu|móðgaðu|blekktu|aldrei segja|segðu aldrei|segðu ekki)\b",
    r"\b(?:igdeb|qarraq|insulta|tgħidx|m'għandek tgħid)\b",
    r"\b(?:lii|beleideg|bedréi|so (?:\w+ ){0,2}ni)\b",
    # (session 32) lied to in Chinese and Cantonese (the lied-to as the verb's object: "騙他",
    # "呃佢", "對他撒謊"), Javanese, Gujarati, Amharic "lie to him", Tagalog with "pag-"
    r"(?:騙|骗|呃|欺騙|欺骗|瞞|瞒)(?:佢|他|她)",
    r"(?:對|对|向|同)(?:佢|他|她)(?:撒謊|撒谎|說謊|说谎|講大話|讲大话)",
    r"\b(?:ngapusi|goroh|apusen|apusana|ekdeb|ekdib|ikdib)\b",
    r"(?:ખોટું બોલ|જૂઠું બોલ|છેતરજે)",
    r"(?:ዋሸው|ዋሺው|ዋሻቸው|አታልለው)",
    r"\b\w+sinungaling\w*",
    # (session 36) lied to, insulted, mocked, or told they are stupid, as an order: Arabic
    # script, Persian and Sorani "tell him … stupid", Arabizi, Turkish "mock", Chinese "lie to
    # the user", Mongolian
    r"(?<![\u0621-\u064a])(?:اكذب|إكذب|كذب على|اكذبي|اشتم\S*|أهن\S*|اهين\S*|بهدل\S*|سبّه|"
    r"استهزئ|اسخر منه|اتريق)",
    r"(?:قل|قول|قلو|قله|قوله|قوليله|قلّو)\S* (?:\S+ ){0,3}(?:غبي|حمار|فاشل)",
    r"بگو\S* (?:\S+ ){0,4}(?:احمق|خنگ|بی‌ارزش|بی ارزش|بیعرضه)",
    r"بڵێ (?:\S+ ){0,3}(?:گەمژە|گێل|بێ‌نرخ|بێنرخ)",
    r"\b(?:ghaby|ghabi|[7t]mar)\b[^.\n]{0,12}\b(?:2ollo|2olo|2oulo|ollo|golih|golo|2olaha)\b",
    r"\b(?:2ollo|2olo|2oulo|ollo|golih|golo|2olaha) (?:\w+ ){0,3}(?:ghaby|ghabi|[7t]mar)\b",
    r"\b(?:alay et|dalga geç)\w*",
    r"(?:對|对|向)(?:使用者|用戶|用户)(?:撒謊|撒谎|說謊|说谎)",
    r"(?:худлаа хэл|худал хэл|доромжил|хуурч мэхэл)",
)

# Its system prompt, by name.
PROMPT_NAME = words_pattern(
    r"\bsystem[ -]?prompt",
    r"\b(?:prompt sistem|gesaan sistem|sistem istem\w*|sistem təlimat\w*|tizim prompt\w*|"
    r"promptul (?:\w+ )?de sistem|rendszerprompt\w*|järjestelmäkehot\w*|maagizo ya mfumo|"
    r"stelselopdrag|lời nhắc hệ thống)",
    r"(?:सिस्टम प्रॉम्प्ट|सिस्टम प्रोम्प्ट|সিস্টেম প্রম্পট|சிஸ்டம் ப்ராம்ப்ட|సిస్టమ్ ప్రాంప్ట్|"
    r"ਸਿਸਟਮ ਪ੍ਰੋਂਪਟ|سسٹم پرامپٹ|پرامپت سیستم|سیسټم پرامپټ|พรอมต์ระบบ|ሲስተም ፕሮምፕት|"
    r"စနစ်ညွှန်ကြားချက်|системн\w* промпт|жүйелік промпт|სისტემურ\S* პრომპტ|"
    r"համակարգային հուշում|הנחיית המערכת|הנחיות המערכת|פרומפט המערכת)",
    r"(?:सिस्टम प्रम्प्ट|સિસ્ટમ પ્રોમ્પ્ટ|ಸಿಸ್ಟಮ್ ಪ್ರಾಂಪ್ಟ್|സിസ്റ്റം പ്രോംപ്റ്റ്)",
    r"\bloi nhac he thong",
    # (session 28) South Slavic, Albanian, Irish, Basque, Catalan, Icelandic, Maltese, Uzbek,
    # Azerbaijani names of the system prompt
    r"\bsistemsk\w* (?:poziv|prompt|uput|navodil)\w*",
    r"(?:системск\S* (?:промпт|упутств)|тизим промпт)",
    r"\bprompt\w*(?:-\w+)? (?:e |i )?sistemit\b",
    r"\bleid chórais\b",
    r"\b(?:sistemaren prompt|sistema-prompt)\w*",
    r"\bprompt del sistema\b",
    r"\bkerfisboð\w*",
    r"\bprompt tas-sistema\b",
    r"\bsistem prompt\w*",
    # (session 29) the English name the Indic and Dravidian chats use beside "system prompt"
    r"\bsystem message",
    # (session 32) the system prompt named in Chinese, Japanese, Polish, Portuguese, Dutch
    r"(?:你|妳|您)(?:的|嘅|個|个)(?:系統|系统)提示",
    r"(?:システムプロンプト|ਸਿਸਟਮ ਪ੍ਰੌਂਪਟ|ਸਿਸਟਮ ਪ੍ਰਾਂਪਟ)",
    r"\bmaelekezo (?:\w+ )?ya mfumo\b",
    r"\b(?:(?:swój|twój|swoj|twoj) prompt systemow\w*|(?:seu|teu) prompt (?:de|do) sistema|"
    r"(?:je|jouw|uw) systeem-?prompt)\b",
)

# Saved memories or passwords, as a store's contents.
STORED_SECRETS = words_pattern(
    r"(?:सहेज|सेव|संग्रहीत|स्टोर)\S*(?: \S+){0,2} (?:यादें|यादों|स्मृति|पासवर्ड|जानकारी)",
    r"\b(?:saved?|stored?|mehfooz|zakhire shode|mo[5s]azzana|makhzuna|mahfouza|save kora|"
    r"save panna)(?: \w+){0,2} (?:yaad\w*|memor\w*|passwords?|khaterat|thekrayat|ramz\w*)\b",
    r"\b(?:yaad\w*|memor\w*|passwords?|khaterat|ramz\w*|thekrayat|kalimat el ser)"
    r"(?: \w+){0,3} (?:saved|mehfooz|zakhire|mo[5s]azzana|makhzuna)",
    r"(?:محفوظ|سیو)(?: \S+){0,2} (?:یادیں|یادوں|پاس ورڈ|معلومات)",
    r"(?:সংরক্ষিত|সেভ করা)(?: \S+){0,2} (?:স্মৃতি|পাসওয়ার্ড|তথ্য)",
    r"சேமிக்கப்பட்ட(?: \S+){0,2} (?:நினைவு|கடவுச்சொ|பாஸ்வேர்ட்)",
    r"(?:సేవ్ చేసిన|భద్రపరిచిన)(?: \S+){0,2} (?:జ్ఞాపకా|పాస్వర్డ్)",
    r"जतन केलेल्या(?: \S+){0,2} (?:आठवणी|पासवर्ड)",
    r"(?:ਸੰਭਾਲੀ|ਸੇਵ)\S*(?: \S+){0,2} (?:ਯਾਦਾਂ|ਪਾਸਵਰਡ)",
    r"(?:ความทรงจำ|ความจำ|รหัสผ่าน)[^\s]{0,30}(?:บันทึกไว้|ที่เก็บไว้|จัดเก็บ)",
    r"\b(?:ký ức|kí ức|trí nhớ|mật khẩu|bộ nhớ)[^.\n]{0,30}(?:đã lưu|được lưu|lưu trữ)",
    r"\b(?:memori|ingatan|kata sandi|kata laluan|password)\w*(?: \w+){0,3} (?:yang )?"
    r"(?:tersimpan|disimpan)\b",
    r"\bnaka-?save na (?:\w+ ){0,2}(?:alaala|password)",
    r"သိမ်းထား[^။]{0,20}(?:မှတ်ဉာဏ်|စကားဝှက်)",
    r"(?:ការចងចាំ|ពាក្យសម្ងាត់)[^។]{0,40}រក្សាទុក",
    r"\b(?:kumbukumbu|nywila|nenosiri)\w*(?: \w+){0,2} (?:zilizohifadhiwa|iliyohifadhiwa)",
    r"የተቀመጡ\S*(?: \S+){0,2} (?:ትዝታ|የይለፍ ቃል|ማስታወሻ)",
    _bare(r"(?:iranti|oro asina)[^.]{0,40}pamo"),
    r"\b(?:abubuwan da aka adana|kalmomin sirri)",
    _bare(r"(?:echekwara|okwuntughe)"),
    r"\b(?:izinkumbulo|amaphasiwedi|namaphasiwedi)(?: \w+){0,2} (?:agciniwe|ezigciniwe)",
    r"\bgestoorde (?:\w+ )?(?:herinneringe|wagwoorde|geheue)",
    r"\b(?:xusuus|furaha sirta)\w*(?: \w+){0,4} (?:la kaydiyay|kaydsan)",
    r"\b(?:souvni|modpas)\w*(?: \w+){0,3} ki anrejistre",
    r"(?:خاطرهها|خاطرات|رمزها|رمزهای|گذرواژه|حافظه)\S*(?: \S+){0,3} ذخیره",
    r"خوندي شوي (?:\S+ ){0,2}(?:یادون|پټنوم|پاسورډ)",
    r"\b(?:bîranîn|şîfre)\w*(?: \w+){0,2} (?:tomarkirî|tomar kirî)",
    r"\b(?:kayıtlı|kaydedilmiş|saklanan) (?:\w+ ){0,2}(?:anı|şifre|parola|hatıra|bellek)",
    r"\bsaxlanmış (?:\w+ ){0,2}(?:xatirə|parol|şifrə)",
    r"сақталған (?:\S+ ){0,2}(?:естелік|құпия сөз|парол)",
    r"\bsaqlangan (?:\w+ ){0,2}(?:xotira|parol)",
    r"შენახულ\S* (?:\S+ ){0,2}(?:მოგონებ|პაროლ)",
    r"պահպանված (?:\S+ ){0,2}(?:հիշողություն|գաղտնաբառ)",
    r"(?:הזיכרונות|הסיסמאות|זיכרונות|סיסמאות)(?: \S+){0,2} (?:השמורים|השמורות|ששמרת)",
    r"\bαποθηκευμέν\w* (?:\w+ ){0,2}(?:αναμνήσ|κωδικ|μνήμ)",
    r"\b(?:amintiri|parol|memorii)\w*(?: \w+){0,2} salvate",
    r"\belmentett (?:\w+ ){0,2}(?:emlék|jelszó|jelszav)",
    r"\btallennetu\w* (?:\w+ ){0,2}(?:muisto|salasan)",
    r"\bзбережен\w* (?:\w+ ){0,2}(?:спогад|парол)",
    r"सुरक्षित गरिएका(?: \S+){0,2} (?:सम्झना|पासवर्ड)",
    r"સાચવેલ\S*(?: \S+){0,2} (?:યાદો|પાસવર્ડ)",
    r"ಉಳಿಸಿದ(?: \S+){0,2} (?:ನೆನಪು|ಪಾಸ್ವರ್ಡ್)",
    r"സേവ് ചെയ്ത(?: \S+){0,2} (?:ഓർമ്മ|പാസ്വേഡ്)",
    r"සුරැකි(?: \S+){0,2} (?:මතක|මුරපද)",
    r"\b(?:ky uc|ki uc|tri nho|mat khau|bo nho)[^.\n]{0,30}(?:da luu|duoc luu|luu tru)",
    # (session 28) the stored memories or passwords in South Slavic, Albanian, Welsh, Irish,
    # Basque, Catalan, Icelandic, Maltese, Luxembourgish; "memory" in Georgian, "data" in
    # Azerbaijani, Armenian "kept"
    r"\b(?:sačuvan|spremljen|shranjen|pohranjen)\w* (?:\w+ ){0,2}(?:sjećanj|sećanj|spomin|"
    r"lozink|gesl|podat)\w*",
    r"(?:сачуван|спремљен|зачуван)\S* (?:\S+ ){0,2}(?:сећањ|спомен|лозинк|податк)",
    r"\b(?:kujtim|fjalëkalim)\w*(?: \w+){0,3} (?:e |të )?ruajtur\w*",
    r"\b(?:atgofion|cyfrineiriau)\b[^.\n]{0,30}(?:sydd gen ti|wedi'u cadw|a gadwyd)",
    r"\bi do chuimhne\b",
    r"\b(?:pasfhoc|cuimhn)\w* stóráilte\b",
    r"\bgordetako (?:\w+ ){0,2}(?:oroitzapen|pasahitz|datu)\w*",
    r"\b(?:memòri|record|contrasenye)\w*\b[^.\n]{0,30}\b(?:guardad|desad|emmagatzemad)\w*",
    r"\b(?:minning|lykilorð)\w*\b[^.\n]{0,30}\b(?:sem þú geymir|vistuð\w*|geymd\w*)",
    r"\bvistuð\w* (?:\w+ ){0,2}(?:minning|lykilorð)\w*",
    r"\bmemorj\w* (?:kollha|maħżuna|salvati)\b",
    r"\bgespäichert\w* (?:\w+ ){0,2}(?:erënnerung|passwierder|donnéeë)\w*",
    r"შენახულ\S* (?:\S+ ){0,2}მეხსიერებ",
    r"\bsaxlanmış (?:\w+ ){0,2}məlumat",
    r"պահված (?:\S+ ){0,2}(?:հիշողություն|գաղտնաբառ)",
    # (session 32) memories or passwords as what was saved, in a relative clause ("… that you
    # saved", "ulizohifadhi", "yang kamu simpan", "… सेव किए"), in the forty most-spoken
    # languages' gaps
    r"(?:तुमने|आपने|तूने)[^।.!?\n]{0,40}(?:यादें|यादों|स्मृति|पासवर्ड)[^।.!?\n]{0,30}"
    r"(?:सेव|सहेज|स्टोर|संग्रह)",
    r"(?:تم نے|آپ نے|تو نے|توں|تسیں)[^۔.!?\n]{0,40}(?:یادیں|یادوں|یاداں|پاس ورڈ)[^۔.!?\n]{0,30}"
    r"(?:محفوظ|سیو|سٹور|سانبھ)",
    r"(?:ਤੂੰ|ਤੁਸੀਂ)[^।.!?\n]{0,40}(?:ਯਾਦਾਂ|ਪਾਸਵਰਡ)[^।.!?\n]{0,30}(?:ਸੇਵ|ਸੰਭਾਲ|ਸਟੋਰ)",
    r"(?:তুমি|আপনি|তুই)[^।.!?\n]{0,40}(?:স্মৃতি|পাসওয়ার্ড)[^।.!?\n]{0,30}(?:সংরক্ষণ|সেভ|জমা) কর",
    r"(?:तू|तुम्ही) (?:\S+ )?(?:साठवलेल|सेव केलेल|जतन केलेल)\S*(?: \S+){0,3} (?:आठवण|पासवर्ड)",
    r"(?:நீ|நீங்கள்) (?:\S+ )?(?:சேமித்து வைத்த|சேமித்த|சேவ் செய்த)(?: \S+){0,3} "
    r"(?:நினைவு|கடவுச்சொ|பாஸ்வேர்ட்)",
    r"(?:ನೀನು|ನೀವು) (?:\S+ )?(?:ಉಳಿಸಿರುವ|ಉಳಿಸಿದ|ಸೇವ್ ಮಾಡಿದ|ಸಂಗ್ರಹಿಸಿದ|ಉಳಿಸಿಟ್ಟ)(?: \S+){0,3} "
    r"(?:ನೆನಪು|ಪಾಸ್)",
    r"\b(?:memori|ingatan|kenangan|kata sandi|kata laluan|password|sandhi|rahasia)\w*"
    r"[^.!?\n]{0,40}\b(?:kamu|anda|awak|kau|engkau|lu|lo|mbok|kok|sampeyan|panjenengan) "
    r"(?:simpan|simpen|rekam|catat)\b",
    # (session 42) Sundanese (the passive "… nu disimpen ku anjeun": stored by you) and
    # Minangkabau ("… nan ang simpan")
    r"\b(?:mémori|memori|ingetan|ingatan|sandi|kecap konci|kato kunci|kato sandi|password|"
    r"rusiah|rahasio)\w*[^.!?\n]{0,40}\b(?:(?:di)?simpen|disimpén|diteundeun|dicatet|"
    r"dirékam|direkam) ku (?:anjeun|manéh|maneh)\b",
    r"\b(?:memori|ingatan|kato kunci|kato sandi|password|rahasio|data)\w*[^.!?\n]{0,40}"
    r"\bnan (?:ang|kau|sanak|waang) (?:simpan|catat|rekam)\b",
    r"\b(?:alaala|password|memorya|sikreto)[^.!?\n]{0,40}\b(?:naka-?save sa (?:iyo|inyo)|"
    r"nakaimbak sa (?:iyo|inyo)|inimbak mo|sinave mo|na-?save mo|itinago mo)\b",
    r"\b(?:kumbukumbu|nywila|nenosiri)[^.!?\n]{0,40}\bu(?:lizo|liyo|lilo)hifadhi\w*",
    r"(?:الذكريات|ذكريات|كلمات المرور|كلمات السر|الأسرار)[^.!?\n]{0,40}(?:خز|حف)\u0651?(?:ن|ظ)ت",
    r"\b(?:recuerdos|memorias|contraseñas|claves)[^.!?\n]{0,40}\b(?:tienes guardad|has guardado|"
    r"guardaste|tienes almacenad|has almacenado)",
    r"(?:保存|記録)(?:している|してある|した)(?:記憶|パスワード|メモリ)",
    r"\b(?:herinneringen|wachtwoorden|geheugen)[^.!?\n]{0,40}\b(?:je|jij|u) (?:hebt |heeft )?"
    r"(?:opgeslagen|bewaard)\b",
    r"(?:你|妳|您)(?:存储|儲存|保存|储存|儲|存|記住|记住)(?:咗|了)?(?:的|嘅)?(?:所有|全部|啲)?"
    r"(?:记忆|記憶|密码|密碼|回憶|回忆)",
    r"(?:ያስቀመጥ|የያዝ)(?:ካ|ሽ|ኸ|ችሁ)\S*(?: \S+){0,2} (?:ትዝታ|የይለፍ ቃ|ማስታወሻ)",
    r"\b(?:amintiri|parol|memorii)\w*[^.!?\n]{0,40}\bpe care (?:le-?)?(?:ai|a[țţ]i) salvat",
    r"\b(?:kaydettiğin|sakladığın|kaydettiğiniz|sakladığınız) (?:\w+ ){0,2}"
    r"(?:anı|şifre|parola|hatıra|bellek)",
    r"(?:спогад|парол)[^.!?\n]{0,40}(?:ти зберіг|ти зберегла|ти запам'ятав|збережені тобою)",
)

# Shown or told (to anyone: the object makes it a secret).
SHOW_TELL = words_pattern(
    r"(?:दिखा|बता|प्रकट|ਦਿਖਾ|ਦੱਸ|दाखव|सांग|দেখাও|বলো|জানাও|காட்டு|சொல்|கூறு|చూపించు|చెప్పు|"
    r"دکھا|بتا|نشان بده|بگو|فاش کن|وښایه|ووایه|แสดง|บอก|เปิดเผย|ပြ|បង្ហាញ|ប្រាប់|አሳየኝ|አሳይ|"
    r"ንገረኝ|ስጠኝ|покажи|скажи|розкажи|виведи|көрсет|айт|მაჩვენე|მითხარი|მომეცი|ցույց տուր|ասա|"
    r"הראה|תראה|תגיד|אמור|תחשוף|ספר)",
    r"\b(?:dikha\w*|batao|bata|dekhao|bolo|kaattu|sollu|share kar\w*|neshoon bede|neshun bede|"
    r"begoo|begu|warrini|warini|2olli|qolli|hiển thị|cho (?:tôi|tao|mình) (?:xem|biết)|tiết lộ|"
    r"tunjukkan|tunjukin|beritahu|beri tahu|kasih tahu|tampilkan|bagitahu|sebutkan|dedahkan|"
    r"ipakita|sabihin|nionyeshe|onyesha|niambie|nieleze|nipe|nuna min|faɗa min|fada min|"
    r"gaya min|mənə de|ngikhombise|ngitshele|khombisa|wys|sê vir my|se vir my|vertel my|i tus|ii sheeg|"
    r"montre|di m|nîşan\w*|bibêje|göster|söyle|paylaş|göstər|ko.rsat|ayt|δείξε|πες|αποκάλυψε|"
    r"arată(?:-mi)?|spune(?:-mi)?|dezvăluie|mutasd|mondd|áruld el|näytä|kerro|paljasta)\b",
    _bare(r"(?:han mi|fun mi|gosi m|gwa m)"),
    r"(?:देखाऊ|भन|બતાવ|કહે|ತೋರಿಸು|ಹೇಳು|കാണിക്ക|പറയുക|පෙන්වන්න|කියන්න)",
    r"\b(?:hien thi|cho (?:toi|tao|minh) (?:xem|biet)|tiet lo)\b",
    # (session 28) show, tell, print, reveal, give in South Slavic, Albanian, Welsh, Irish,
    # Basque, Catalan, Icelandic, Maltese, Luxembourgish; Georgian and Armenian "give", "send
    # him", "publish"
    r"\b(?:pokaži|prikaži|reci|ispiši|izpiši|otkrij|razkrij|povej|daj)\b",
    r"(?:прикажи|реци|испиши|откриј|кажи)",
    r"\b(?:trego|tregoji|tregoja|tregoma|thuaj|thuaji|zbulo|shfaq)\b",
    r"\b(?:dangos|dangosa|datgela|rho)\b",
    r"\b(?:taispeáin|inis|abair|tabhair|nocht)\b",
    r"\b(?:erakutsi|eman|azaldu)\b",
    r"\b(?:mostra|digues|dona|revela)\b",
    r"\b(?:sýndu|segðu|gefðu|birtu|prentaðu)\b",
    r"\b(?:urini|agħtih|agħtiha|agħtihom|agħtini|għid)\b",
    r"\b(?:weis|gëff|verroden)\b",
    r"(?:აჩვენე|გამოაქვეყნე|მიეცი|გაუგზავნე|უთხარი|տուր)",
    # (session 29) show, tell, write out and give, romanised Tamil, Telugu, Kannada, Malayalam,
    # Bengali, Odia, Gujarati, Punjabi (a giving verb only after a verb of writing: "likh ke
    # de", "lakhi aap"; a bare "de", "dia" or "aap" is a word of other languages)
    r"\b(?:kaattanum|kaatunga|kaatu|chupinchu|chupinchandi|choopinchu|torisu|tori|tora|"
    r"kaanikku\w*|kaanikkoo|kaattu|dekhabe|dekhaben|dekhaw|batav\w*|dikhao|dikhaa|cheppu|"
    r"cheppandi|helu|parayu|parayuka|paranju tharu|dasso|dass de|dass do|kahi de|kahi dia|"
    r"kudu|kodu|kodi|ivvu|ivvandi|tharu|tharuka|thaa|aapi de|aapo|dei dia|diye dao|de do)\b",
    r"\b(?:likh(?:e| ke| kar)? (?:de|do|dao|din|dena)|likhe dao|lekhi (?:dia|de)|lakhi "
    r"(?:aap\w*|de|do)|ezhudhi (?:kudu|thaa)|ezhuthi tharu|raasi ivvu|raayi|bardu kodu|"
    r"copy (?:cheythu|chesi|maadi|panni|kore|kari|kar ke))\b",
    # (session 32) show, tell, list or give in the forty most-spoken languages' gaps: Hausa
    # "nuna mini", Amharic "tell him", Egyptian "say", the compound verbs of Bengali, Gujarati
    # and Punjabi ("বলে দাও", "કહી દે", "دس دے"), Javanese, Swahili "tell him/them",
    # Vietnamese "nói cho … biết", Chinese and Cantonese, Japanese, Spanish, Portuguese,
    # Polish, Dutch, Romanian
    r"\b(?:nuna mini|nuna mana|nuna masa|gaya mini|gaya masa|gaya musu|faɗa mini|faɗa masa|"
    r"fada masa)\b",
    r"(?:ንገረው|ንገሪው|ንገራቸው|ንገሯቸው|አሳያቸው|አሳየው|ስጠው|ስጪው)",
    r"(?:اعرض|أعرض|أظهر|اظهر|أخبر|اخبر|أرني|ارني|اكشف)",
    r"\b(?:2ool|2oul|qool|qoul|2ooly|2oli|2olo|2olaha|2olhom)\b",
    r"(?:বলে দাও|বলে দিও|বলে দিন|বলে দে|জানিয়ে দাও|জানিয়ে দিও|দেখিয়ে দাও)",
    r"(?:કહી દે|કહી દો|બતાવી દે|જણાવી દે)",
    r"(?:دس دے|دس دئیں|دس دیو|دسو|وکھا)",
    r"\b(?:kandhanana|kandhakna|kandakna|kandakno|critakna|critakno|tuduhna|tuduhno|tuduhake|"
    r"wenehna|wenehno|wenehake)\b",
    # (session 42) Sundanese, Javanese and Minangkabau imperatives of showing, telling, listing
    # and writing out, not after the language's "don't"
    r"(?<!ulah )(?<!entong )(?<!aja )(?<!ojo )(?<!jan )(?<!jangan )"
    r"\b(?:tampilkeun|tuduhkeun|tuduhan|pidangkeun|béjakeun|bejakeun|sebutkeun|tuliskeun|"
    r"tampilna|tampilake|wenehana|sebutna|tulisna|tunjuakan|caliakan|kecekan|sabuikan|"
    r"tulihan|agiah tau|agiah tahu)\b",
    r"\b(?:mwambie|waambie|mwonyeshe|waonyeshe)\b",
    r"\bn[óo]i (?:\w+ ){0,3}cho (?:\w+ ){0,2}bi[ếe]t\b",
    r"(?:给我看|給我看|俾我睇|畀我睇|列出来|列出來|告訴|告诉|話俾|话俾|講俾|讲俾|話畀|说出来|說出來)",
    r"(?:見せて|見せろ|見せなさい|教えてあげて|伝えて)",
    r"\b(?:muéstrame|muéstrale|enséñame|enséñale|revélale|mostre|mostre-me|"
    r"mostra-me|conte|conta|revele|pokaż|powiedz|zdradź|ujawnij|wypisz|vertel|onthul|"
    r"spune-i|spuneți|arătați|dezvăluiți)\b",
    r"\blaat (?:me|mij|hem|haar|ze|iedereen) (?:\w+ ){0,8}zien\b",
)

# (session 29) Everyone's memories or data (the app's other users'), in Dravidian and Indic
# languages, romanised and in their scripts: a secret whoever asks, as the stored passwords are.
EVERYONES_DATA = words_pattern(
    r"\b(?:ellarudaiya|ellaroda|ellorudaiya|andari|ellara|ellaradu|ellavarudeyum|"
    r"ellaavarudeyum|sobar|sobai\w*|sabunka|sabanka|sabki|sab ki|sabhi ki|sab di|saareyan di|"
    r"badhani|badhana|badhanu)(?: \w+){0,2} (?:memor\w*|yaad\w*|data|details|info\w*)",
    r"\b(?:ellaa|ella|andaru|anni|sob|sabu|badha|saare|sare|sab|sabhi) users?\w*(?:-\w+)?"
    r"(?: \w+){0,2} (?:memor\w*|yaad\w*|data|details|info\w*)",
    r"(?:எல்லாருடைய|அனைவரின்|அனைத்து பயனர்)\S*(?: \S+){0,2} (?:நினைவு|மெமரி|டேட்டா|தரவு)",
    r"(?:అందరి|అందరికీ|అన్ని యూజర్)\S*(?: \S+){0,2} (?:మెమరీ|జ్ఞాపకా|డేటా)",
    r"(?:ಎಲ್ಲರ|ಎಲ್ಲಾ users|ಎಲ್ಲಾ ಬಳಕೆದಾರ)\S*(?: \S+){0,2} (?:ಡೇಟಾ|ನೆನಪು|ಮೆಮರಿ)",
    r"(?:എല്ലാവരുടെയും|എല്ലാ ഉപയോക്താക്കളുടെയും)(?: \S+){0,2} (?:ഓർമ്മ|ഡാറ്റ|മെമ്മറി)",
    r"(?:সবার|সকলের|সব ইউজার)\S*(?: \S+){0,2} (?:মেমরি|স্মৃতি|ডেটা|তথ্য)",
    r"(?:ସମସ୍ତଙ୍କ|ସବୁ user|ସବୁ ବ୍ୟବହାରକାରୀ)\S*(?: \S+){0,2} (?:ମେମୋରୀ|ମେମୋରି|ସ୍ମୃତି|ତଥ୍ୟ|ଡାଟା)",
    r"(?:બધાની|બધાનો|બધા યુઝર|બધા users)\S*(?: \S+){0,2} (?:મેમરી|યાદો|ડેટા|માહિતી)",
    r"(?:ਸਾਰਿਆਂ ਦੀ|ਸਾਰਿਆਂ ਦਾ|ਸਾਰੇ users|ਸਾਰੇ ਯੂਜ਼ਰ)\S*(?: \S+){0,2} (?:ਮੈਮਰੀ|ਯਾਦਾਂ|ਡਾਟਾ|ਜਾਣਕਾਰੀ)",
    r"(?:सबकी|सभी users|सभी यूज़र|सभी उपयोगकर्ता)\S*(?: \S+){0,2} (?:मेमोरी|यादें|डेटा|जानकारी)",
    # (session 42) Indonesian, Sundanese, Javanese, Minangkabau: other users' or all users'
    # data or memories
    r"\b(?:data|memori|mémori|informasi|info|rahasia|rusiah)(?: \w+)? (?:para )?(?:pengguna|"
    r"pamaké|pamake|pangguna|pamakai|user) (?:lain|lainnya|séjén|sejen|liyane|liya|lainnyo)\b",
    r"\b(?:data|memori|mémori|informasi|info)(?: \w+)? (?:semua|sadaya|sakabéh|kabeh|sado|"
    r"sadonyo) (?:pengguna|pamaké|pamake|pangguna|pamakai|user)\b",
)

# Answers given without warnings.
WITHOUT_WARNING = words_pattern(
    r"(?:बिना (?:किसी )?चेतावनी|بغیر (?:کسی )?(?:انتباہ|وارننگ)|بنا (?:کسی )?(?:انتباہ|وارننگ)|"
    r"সতর্কতা ছাড়া|எச்சரிக்கை(?:யும்)? இல்லாமல்|హెచ్చరిక\S* లేకుండా|इशाऱ्याशिवाय|"
    r"चेतावणीशिवाय|ਬਿਨਾਂ (?:ਕਿਸੇ )?ਚੇਤਾਵਨੀ|ไม่มีคำเตือน|โดยไม่เตือน|သတိပေးချက်မပါ|"
    r"គ្មានការព្រមាន|ያለ (?:ምንም )?ማስጠንቀቂያ|بدون (?:هیچ )?هشدار|پرته له (?:کوم )?خبرداري|"
    r"ескертусіз|გაფრთხილებ\S* გარეშე|առանց (?:որևէ )?նախազգուշաց|"
    r"(?:בלי|ללא) (?:שום )?אזהר)",
    r"\b(?:bina (?:kisi )?warning|baghair (?:kisi )?warning|warning chara|warning um illama|"
    r"bedoone? (?:hich )?hoshdar\w*|bdoon (?:ay )?ta[7t]+h?[dt]?h?ir|"
    r"không (?:có )?(?:bất kỳ |bất cứ )?(?:lời )?cảnh báo|tanpa (?:\w+ )?(?:peringatan|amaran)|"
    r"walang (?:anumang )?babala|bila (?:onyo|tahadhari|maonyo)|ba tare da (?:wani )?garga[ɗd]i|"
    # (session 41) the other Philippine languages' "without a warning"
    r"wala(?:y| sang| nin| ing)? (?:bisan unsang |\w+ nga )?(?:pasidaan|paandam|patanid|"
    r"warning)|awan ti (?:pakdaar|warning)|mayong (?:patanid|warning)|"
    r"ngaphandle kwesixwayiso|sonder (?:enige )?waarskuwing\w*|digniin (?:la'aan|bixin)|"
    r"san (?:okenn )?av[eè]tisman|bêyî (?:ti )?hişyar\w*|uyarı(?:sız| vermeden| olmadan)|"
    r"xəbərdarlıq(?:sız| etmədən| olmadan)|ogohlantirishsiz|ogohlantirmasdan|"
    r"χωρίς (?:καμία |καμιά )?προειδοποίηση|fără (?:niciun |vreun )?avertisment|"
    r"figyelmeztetés(?:ek)? nélkül|ilman (?:mitään )?varoitu\w*|"
    r"без (?:жодних |будь-яких )?попереджен\w*)",
    _bare(r"(?:laisi ikilo|enweghi ido aka)"),
    r"(?:चेतावनी बिना|ચેતવણી (?:વગર|વિના)|ಎಚ್ಚರಿಕೆ(?:ಯೂ)? ಇಲ್ಲದೆ|മുന്നറിയിപ്പ\S* ഇല്ലാതെ|"
    r"අනතුරු ඇඟවීම\S* (?:තොරව|නැතිව))",
    r"\bkhong (?:co )?(?:bat ky |bat cu )?(?:loi )?canh bao\b",
)

# Answering (the act left without its warnings).
ANSWER = words_pattern(
    r"(?:जवाब|उत्तर|جواب|উত্তর|பதில்|సమాధాన|ਜਵਾਬ|پاسخ|ځواب|ตอบ|ဖြေ|ឆ្លើយ|መልስ|жауап|"
    r"უპასუხ|პასუხ|պատասխան|ענה|תענה|תשובה|відповідай)",
    r"\b(?:jawa+b|uttor|badhil|javab|pasokh|jawib|jaweb|trả lời|jawab\w*|sagutin|sumagot|jibu|"
    r"amsa|zaa|phendula|antwoord|beantwoord|jawaab|reponn|bersiv\w*|cevap|yanıt|cavab|javob|"
    r"tubaga|tubagi|tumbaga|sabta|sabati|sungbatam|sungbatan|simbagon|simbagan|batalan|"
    r"απάντα|απάντησε|răspunde|válaszolj|vastaa)\b",
    _bare(r"dahun"),
    r"(?:जवाफ|જવાબ|ಉತ್ತರ|ഉത്തരം|മറുപടി|පිළිතුරු)",
    r"\btra loi\b",
)

# Obedience to whoever says something (a cue that hands the assistant to anyone).
OBEY = words_pattern(
    r"(?:मानो|पालन करो|आज्ञा|مانو|اطاعت|মানো|মেনে চল|கீழ்ப்படி(?![\u0b80-\u0bff])|கீழ்ப்படியுங்கள்|சொல்வதைச் செய்|విను|పాటించు|"
    r"ऐक|पाळ|ਮੰਨੋ|ਮੰਨ|ทำตาม|เชื่อฟัง|နာခံ|ស្តាប់តាម|ធ្វើតាម|ታዘዝ|ታዘዘው|ومنه|бағын|"
    r"დაემორჩილე|հնազանդվիր|תציית|ציית|підкоряйся|слухайся)",
    r"\b(?:maano|mano|maan lo|(?<!dey )obey|kotha mano|sollradha kelu|etaat|ta[3e]o|ta[3e]ou|nghe theo|"
    r"làm theo|tuân theo|vâng lời|patuhi|turuti|taati|sundin|mtii|watii|ka bi|rube ya isi|"
    r"mlalele|lalela|gehoorsaam|adeeco|obeyi|farman bebar|guh bide|itaat|tabe ol|bo.ysun|"
    r"itoat|υπάκουσέ|υπάκουσε|υπάκουε|ascultă-l|supune-te|engedelmeskedj|tottele)\b",
    _bare(r"gboran"),
    r"(?:कुरा मान|વાત માન|ಮಾತು ಕೇಳು|ಪಾಲಿಸು|അനുസരിക്ക(?!ും|ുന്നു)|කීකරු)",
    r"\b(?:nghe theo|lam theo|tuan theo|vang loi)\b",
    # (session 32) obey, or do what they say, as an imperative, in the forty most-spoken
    # languages' gaps (the same verb said of a dog or a child is not an imperative: "our dog
    # obeys anyone" stays): Arabic and Egyptian, Punjabi in Shahmukhi, Gujarati, Hausa, Hindi
    # in both scripts, Japanese, Kannada, Korean, Nigerian Pidgin, Polish, Russian, Ukrainian,
    # Romanian (where the imperative opens its clause: "ascultă de" also says "he listens
    # to"), Vietnamese, Chinese and Cantonese ("你就照做"), Javanese, Malay, Dutch, German,
    # Turkish, Swahili, Persian, Yoruba, Amharic, Burmese
    r"(?:أطع|اطع|أطيعي|نفّذ|نفذ|نفذي|اتبع أوامر|اتّبع أوامر|اسمع كلام)",
    r"\b(?:esma[3e] kalam|isma[3e] kalam|nafe?[zd]|naff?e[zd]|etba[3e]|itba[3e])\b",
    r"(?:گل من|منیں|حکم من|کہنا من)",
    r"(?:કહ્યું માન|માનજે|આદેશ માન|કહે તેમ કર|કહે તે કર)",
    r"\b(?:(?:ka|ki|ku) yi (?:masa |mata |musu )?biyayya|bi umarni\w*)\b",
    r"(?:बात|आदेश|हुक्म|कहना) मान(?:ना|ो|ें|िए|िएगा)",
    r"\b(?:baat|hukam|hukum|order|kehna|kahna) maan(?:na|ni|o|lo|ega|iye)\b",
    r"(?:従え|従って|従うこと|従いなさい|言う通りにし|言うことを聞け|言うことを聞いて)",
    r"(?:ವಿಧೇಯನಾಗಿರು|ವಿಧೇಯಳಾಗಿರು|ಹೇಳಿದಂತೆ ಮಾಡು|ಹೇಳಿದ್ದನ್ನು ಮಾಡು)",
    r"(?:복종해|복종하라|복종하세요|(?:말을|말|명령을|지시를) (?:\S+ )?(?:따라|따르라|따르세요|들어|들어라)"
    r"(?:요)?(?![가-힣]))",
    r"\b(?:do wetin (?:e|dem|im|she|he) (?:talk|say|want)|obey am|obey dem|"
    r"follow wetin (?:e|dem) (?:talk|say))\b",
    r"\b(?:słuchaj|posłuchaj)\b(?![,!])",
    r"\b(?:wykonuj|wykonaj|podporządkuj się)\b",
    r"\b(?:подчиняйся|подчинись|слушайся|повинуйся|выполняй|исполняй|виконуй)\b",
    r"(?:^|(?<=[.!?;:,] ))(?:ascultă|asculta[țţ]i) de\b",
    r"\b(?:supune-te|supune[țţ]i-vă|fă tot ce|face[țţ]i tot ce|execută tot ce)\b",
    r"\b(?:hãy nghe lời|phải nghe lời|hãy nghe theo|hãy làm theo|cứ làm theo)\b",
    r"(?:你就|你都|你要|你必須|你必须|就要)(?:要)?(?:完全|全部|一律)?(?:照做|聽佢話|聽佢|聽他的|听他的|服從|服从|"
    r"照他說的做|照他说的做|聽從|听从)",
    r"(?:佢|他|她)(?:講乜|講咩|說什麼|说什么|說甚麼)都照做",
    r"\b(?:manuta|manuto|turuten|turutana|lakonana)\b",
    r"\bikut (?:semua |segala )?(?:arahan|perintah|kata)\w*",
    r"\b(?:gehoorzaam|voer (?:\w+ ){0,3}(?:bevelen|opdrachten|instructies) uit)\b",
    r"\b(?:gehorche|befolge|befolgst du|gehorchst du)\b",
    r"\b(?:ne derse yap|ne isterse yap|dediğini yap|dediklerini yap|itaat et|"
    r"emirlerini (?:yerine getir|uygula))\b",
    r"\bfanya (?:kila|yote) (?:anachokuambia|anachosema|wanachosema|atakachosema)\b",
    r"(?:هر ?چه (?:\S+ )?گفت انجام بده|اطاعت کن|دستورش را اجرا کن)",
    _bare(r"se gbogbo ohun (?:to|ti) (?:ba )?(?:so|wi)"),
    r"(?:ያለውን ሁሉ አድርግ|የሚለውን አድርግ|የሚልህን አድርግ|ታዘዢው)",
    r"လိုက်နာ",
)
WHOEVER = words_pattern(
    r"(?:जो भी|जो कोई|कोई भी|جو بھی|جو کوئی|যে কেউ|யார்|ఎవరైనా|जो कोणी|कोणीही|ਜੋ ਵੀ|"
    r"ใครก็ตาม|ใครก็ได้|မှန်သမျှ|ဘယ်သူမဆို|អ្នកណាក៏ដោយ|ማንኛውም|هر کس|هرکس|هر څوک|кез келген|"
    r"ვინც|ნებისმიერ|ով|ցանկացած|כל מי|будь-хто|будь-кому)",
    r"\b(?:jo bhi|jo koi|je keu|yaaru|ay [7t]ad|har ki|har kas|bất kỳ ai|bất cứ ai|ai nói|"
    r"siapa (?:pun|saja)|sesiapa|sinuman|sinumang|kahit sino|yeyote|duk wanda|noma ubani|"
    r"enigiemand|qof kasta|nenp[oò]t moun|kî ku|herkes\w*|hər kəs\w*|har qanday|όποιος|"
    r"οποιοσδήποτε|oricine|aki|bárki|kuka tahansa)\b",
    _bare(r"(?:enikeni|onye o bula)"),
    r"(?:जसले पनि|जो कोही|जुनसुकै|જે કોઈ|ಯಾರಾದರೂ|ആരെങ്കിലും|ඕනෑම කෙනෙක)",
    r"\b(?:bat ky ai|bat cu ai|ai noi)\b",
    # (session 32) whoever, or whoever claims to be someone, in the forty most-spoken
    # languages' gaps (read only beside an imperative of obeying)
    r"(?:ማንኛውን|ማንም)",
    r"(?:كل من|أي شخص|اي شخص|أي أحد|من يد\S*عي|من يقول|كل شخص)",
    r"(?:જે પોતાને|जो खुद को|जो अपने आप को|जो स्वतःला|ਜੋ ਆਪਣੇ ਆਪ ਨੂੰ|جو خود کو)",
    r"\b(?:jo khud ko|jo apne aap ko|jo koi)\b",
    r"(?:誰でも|誰にでも|誰であれ|だれでも|名乗る人|と言った人)",
    r"(?:ಯಾರಿಗಾದರೂ|ಯಾರೇ ಆಗಲಿ|ಯಾರ ಮಾತನ್ನೂ|ಹೇಳಿಕೊಳ್ಳುವವರು)",
    r"(?:누구(?:든|에게나|라도|의 말이든|든지)|사람이면 누구|주장하는 사람)",
    r"(?:ആരെയും|ആരുടെയും|ആര് പറഞ്ഞാലും)",
    r"(?:جو وی|جیہڑا وی|کوئی وی|جو اپنے آپ)",
    r"\b(?:anybody wey|anyone wey|any person wey|whoever wey)\b",
    r"\b(?:każdego,? kto|każdemu,? kto|kogokolwiek|ktokolwiek|kto twierdzi)\b",
    r"\b(?:любому|любого|каждому,? кто|кто бы ни|кто назов\w*|будь-кого|хто назвет\w*|"
    r"кожному,? хто)",
    r"\b(?:cine pretinde|cine spune că)\b",
    r"(?:எவருக்கும்|எவரும்|யாருக்கும்|யாராக இருந்தாலும்)",
    r"(?:ఎవరు \S+నా|ఎవరి \S+నా|చెప్పుకునే)",
    r"\b(?:kahit sino\w*|may magsabing)\b",
    r"\b(?:ai tự xưng|ai tu xung)\b",
    r"(?:邊個|边个|任何人|誰|谁)",
    r"\b(?:sapa wae|sapa bae|sinten kemawon)\b",
    r"\b(?:iedereen die|wie (?:ook|dan ook|beweert))\b",
    r"\b(?:jedem,? der|jeder,? der|wer (?:auch immer|behauptet|sagt))\b",
    r"\b(?:kim olursa|iddia eden)\b",
)

# An AI with no restrictions, and the words for an AI.
NO_LIMITS = words_pattern(
    r"(?:बिना (?:किसी )?(?:पाबंदी|प्रतिबंध|सीमा|रोक)|بغیر (?:کسی )?پابندی|বিধিনিষেধ ছাড়া|"
    r"কোনো বিধিনিষেধ|கட்டுப்பாடு(?:ம்)? இல்லாத|ఆంక్షలు లేని|పరిమితులు లేని|निर्बंध नसलेल|"
    r"ਬਿਨਾਂ (?:ਕਿਸੇ )?ਪਾਬੰਦੀ|ไม่มีข้อจำกัด|ကန့်သတ်ချက်မရှိ|គ្មានការរឹតត្បិត|ገደብ የሌለ|"
    r"بدون (?:هیچ )?محدودیت|هیڅ محدودیت|шектеуі жоқ|шектеусіз|შეზღუდვის გარეშე|შეუზღუდავ|"
    r"առանց (?:որևէ )?սահմանափակ|(?:בלי|ללא) (?:שום )?הגבל)",
    r"\b(?:bina (?:kisi )?(?:restriction|pabandi|limit)\w*|baghair (?:kisi )?pabandi|"
    r"restriction chara|restriction um illatha|bala ay 2oyood|bedoone? (?:hich )?mahdoodiyat\w*|"
    r"không có (?:bất kỳ )?(?:giới hạn|hạn chế)|tanpa (?:\w+ )?(?:batasan|sekatan)|"
    r"walang (?:anumang )?(?:limitasyon|restriksyon)|bila (?:vikwazo|mipaka)|"
    r"isiyo na (?:vikwazo|mipaka)|takunkumi|\w*mikhawulo|sonder (?:enige )?beperkings|"
    r"xaddidaad|ki pa gen (?:okenn )?restriksyon|bêsînor|bê sînor|kısıtlaması olmayan|"
    r"kısıtlamasız|məhdudiyyəti olmayan|məhdudiyyətsiz|cheklovsiz|cheklovlarsiz|"
    r"χωρίς (?:κανέναν |κανένα )?περιορισμ\w*|fără (?:nicio |vreo )?restric[țţt]i\w*|"
    r"korlátozások nélkül\w*|ilman (?:mitään )?rajoituksia|без (?:жодних )?обмежень)",
    _bare(r"(?:ko ni ihamo|laisi ihamo|enweghi mmachi)"),
    r"(?:प्रतिबन्ध नभएको|કોઈ પ્રતિબંધ|પ્રતિબંધ (?:વગર|વિના)|ನಿರ್ಬಂಧಗಳಿಲ್ಲದ|ನಿರ್ಬಂಧವಿಲ್ಲದ|"
    r"നിയന്ത്രണവുമില്ലാത്ത|നിയന്ത്രണമില്ലാത്ത|සීමාවක් නැති|සීමා රහිත)",
    r"\bkhong co (?:bat ky )?(?:gioi han|han che)\b",
    # (session 42) Indonesian and Malay, Sundanese, Javanese, Minangkabau: without limits,
    # rules, bans or a filter; "there are no" or "has no" rules or limits
    r"\b(?:tanpa (?:\w+ )?(?:batas|had|aturan|peraturan|larangan|filter|sensor|saringan|wates|"
    r"watesan)|(?:tidak|tak|gak|ga|nggak) (?:ada|punya) (?:\w+ )?(?:aturan|peraturan|larangan|"
    r"batasan|had|sekatan|filter)|euweuh (?:\w+ )?(?:aturan|larangan|wates|watesan|filter)|"
    r"ora (?:ana|duwe|nduwe) (?:\w+ )?(?:aturan|larangan|watesan|wates|pranatan|saringan)|"
    r"(?:indak|ndak) (?:ado|punyo|bapunyo) (?:\w+ )?(?:aturan|batasan|larangan|pantangan))\b"
    # (not rules about one matter, "the office bot has no rules about leave", nor rules a
    # relative clause qualifies, "AI given power without rules that are clear": an opinion)
    r"(?! (?:soal|tentang|mengenai|untuk|buat|perihal|ngeunaan|pikeun|babagan|bab|kanggo|"
    r"tantang|untuak|yang|yg|nu|sing|nan)\b)",
)
# (session 29) "no rules" in romanised Tamil, Telugu, Kannada, Malayalam, Bengali, Odia,
# Gujarati, Punjabi, Hindi ("kono niyom nei", "oru niyamavum illa", "filters kidaiyaadhu"),
# and in the Bengali, Tamil, Kannada, Malayalam scripts: read with YOU_NOW only ("AI ke liye
# koi niyam nahi" says what a country lacks)
NO_RULES_HELD = words_pattern(
    r"\b(?:(?:kono|koi|kichhi|kichhu|yaavude|yavude|yaavudhu|oru|endha|entha|ye|ee) )?"
    r"(?:niyam\w*|niyom\w*|rules?|restrictions?|filters?|limits?|pabandi\w*|kattupaad\w*)"
    r"(?:-\w+)? (?:nei|nai|nahi|nahin|nathi|illa|ille|illai|illaama|ledu|levu|kidaiyaadhu|"
    r"kidaiyathu|kidayathu)\b",
    r"(?:কোনো|কোন) (?:\S+ )?নিয়ম নেই",
    r"எந்த (?:\S+ )?(?:விதி|கட்டுப்பாடு)\S* இல்ல",
    r"ಯಾವುದೇ (?:\S+ )?ನಿಯಮ\S* ಇಲ್ಲ",
    r"ഒരു (?:\S+ )?നിയമ\S* ഇല്ല",
)
# (session 29) "you, now" in romanised Tamil, Telugu, Kannada, Malayalam, Bengali, Odia,
# Gujarati, Punjabi, Hindi: the assistant told what it is from here on ("nee ippo … mode la").
YOU_NOW = words_pattern(
    r"\b(?:nee|nii|neenu|nuvvu|neevu|tumi|tume|tu|tum|aap|tussi|ningal) (?:\w+ )?"
    r"(?:ippo|ippol|ippozhum|eega|ipudu|ippudu|ekhon|ebe|have|hun|ab|ini|inimel)\b",
)
AI_WORD = words_pattern(
    r"(?<!')\bai\b",
    r"\b(?:chatbot|bot|'n ki|kecerdasan buatan|trí tuệ nhân tạo|yapay zeka\w*|"
    r"süni intellekt|sun'iy intellekt|τεχνητή νοημοσύνη|inteligen[țţt]ă artificială|"
    r"mesterséges intelligencia|mi lenn\w*|tekoäly\w*|hoosh masnooi|ші)\b",
    r"(?:एआई|ए आई|اے آئی|এআই|ਏਆਈ|ปัญญาประดิษฐ์|هوش مصنوعی|жасанды интеллект|"
    r"ხელოვნური ინტელექტ|արհեստական բանականություն|בינה מלאכותית|штучний інтелект)",
)

# Its safety filter, and turning it off.
SAFETY_FILTER = words_pattern(
    r"(?:सुरक्षा फ\u093c?िल्टर|حفاظتی فلٹر|নিরাপত্তা ফিল্টার|பாதுகாப்பு வடிகட்டி|భద్రతా ఫిల్టర్|"
    r"ਸੁਰੱਖਿਆ ਫਿਲਟਰ|ตัวกรองความปลอดภัย|လုံခြုံရေး စစ်ထုတ်|តម្រងសុវត្ថិភាព|የደህንነት ማጣሪያ|"
    r"فیلتر ایمنی|فیلتر امنیتی|امنیتي فلټر|қауіпсіздік сүзгі|უსაფრთხოების ფილტრ|"
    r"անվտանգության զտիչ|מסנן הבטיחות|מסנן בטיחות|פילטר הבטיחות|фільтр безпеки)",
    r"\b(?:safety filter\w*|hifazati filter|suraksha filter|bộ lọc an toàn|filter keamanan\w*|"
    r"penapis keselamatan|kichujio (?:\w+ )?cha usalama|matatar tsaro\w*|"
    r"isihlungi (?:\w+ )?sokuphepha|veiligheidsfilter|shaandhaynta\w* badbaad\w*|"
    r"filt sekirite|filtere? imeni\w*|filter (?:taba[3e] )?el aman|parzûna ewlehiyê|"
    r"güvenlik filtre\w*|təhlükəsizlik filtr\w*|xavfsizlik filtr\w*|φίλτρο ασφαλείας|"
    r"filtrul (?:\w+ )?de siguran[țţt]ă|biztonsági szűrő\w*|turvasuodat\w*)",
    _bare(r"(?:alemo aabo|nzacha nchekwa)"),
    r"(?:સુરક્ષા ફિલ્ટર|ಸುರಕ್ಷತಾ ಫಿಲ್ಟರ್|സുരക്ഷാ ഫിൽട്ടർ|ආරක්ෂක පෙරහන)",
    r"\bbo loc an toan\b",
    # (session 28) the safety or security filter (not a content filter: a router has one) in
    # South Slavic, Albanian, Welsh, Irish, Basque, Catalan, Icelandic, Maltese, Luxembourgish
    r"\b(?:sigurnosn|bezbednosn|sigurnosn|varnostn)\w* filt\w*",
    r"безбедносн\S* филт",
    r"\bfiltr\w* (?:e |i |të )?sigurisë\b",
    r"\bhidlydd diogelwch\b",
    r"\bscagair\w* sábháilteachta\b",
    r"\bsegurtasun[- ]iragazki\w*",
    r"\bfiltres? de seguretat\b",
    r"\böryggissí\w*",
    r"\bfiltru tas-sigurtà\b",
    r"\bsécherheetsfilter\w*",
)
TURN_OFF = words_pattern(
    r"(?:बंद|بند|বন্ধ|அணை|ఆపివేయి|ఆఫ్|ਬੰਦ|ปิด|ပိတ်|បិទ|አጥፋ|خاموش|غیرفعال|өшір|გამორთე|"
    r"անջատիր|כבה|תכבה|השבת|תשבית|вимкни|відключи)",
    r"\b(?:band|bondho|off|khamoosh|tafi|teffi|tắt|matikan|nonaktifkan|lumpuhkan|patayin|"
    r"i-off|zima|kashe|vala|cisha|skakel|afskakel|deaktiveer|dami|jooji|etenn|dezaktive|"
    r"bigire|neçalak|kapat|devre dışı|söndür|o.chir|απενεργοποίησε|κλείσε|dezactivea\w*|"
    r"opre[șş]te|kapcsold ki|kikapcsol\w*|pois päältä|poista käytöstä)\b",
    _bare(r"(?:pa|gbanyuo)") + r"\b",
    r"(?:बन्द|બંધ|ಆಫ್|ഓഫ്|අක්රිය)",
    r"\btat\b",
    # (session 28) switched off, ordered or reported, in the languages SAFETY_FILTER gained
    r"\b(?:isključi|isključen\w*|isključio|izklopi|izklopljen\w*|çaktivizo|çaktivizuar|diffodd|"
    r"múch\w*|desaktibatu|itzali|desactiva|desactivat|slökktu|slökkva|slökkt\w*|itfi|titfi|"
    r"mitfi|ausschalten|ausgeschalt\w*)\b",
    r"(?:искључи|искључен|искључио)",
)

# The conversation, sent to an address.
CONVERSATION = words_pattern(
    r"(?:बातचीत|वार्तालाप|گفتگو|بات چیت|কথোপকথন|உரையாட|సంభాషణ|संभाषण|ਗੱਲਬਾਤ|บทสนทนา|"
    r"การสนทนา|စကားဝိုင်း|ការសន្ទនា|ውይይት|مکالمه|خبرې اترې|әңгіме|საუბარ|զրույց|השיחה|"
    r"розмов|переписк)",
    r"\b(?:baatcheet|baatchit|guftagu|conversation|kothopokothon|mo[7t]adatha|goftegoo|"
    r"cuộc trò chuyện|cuộc hội thoại|percakapan|perbualan|obrolan|usapan|pag-uusap|mazungumzo|"
    r"tattaunawa|ngxoxo|gesprek|wadahadal\w*|konv[eè]sasyon|axaftin\w*|konuşma\w*|sohbet\w*|"
    r"söhbət\w*|suhbat\w*|συζήτηση|συνομιλία|conversa[țţt]i\w*|beszélgetés\w*|keskustelu\w*)",
    _bare(r"(?:ijiroro|mkparita uka)"),
    r"(?:कुराकानी|વાતચીત|ಸಂಭಾಷಣೆ|സംഭാഷണ|සංවාද)",
    r"\b(?:cuoc tro chuyen|cuoc hoi thoai)\b",
)
SEND = words_pattern(
    r"(?:भेज|पाठव|ਭੇਜ|بھیج|পাঠা|পাঠি|அனுப்பு|పంపు|ส่ง|ပို့|ផ្ញើ|ላክ|بفرست|ارسال|ولېږه|жібер|"
    r"გაგზავნ|ուղարկ|שלח|תשלח|надішли|відправ)",
    r"\b(?:bhej\w*|pathao|pathiye|anuppu|gửi|kirim\w*|hantar\w*|ipadala|tuma|aika|ziga|thumela|"
    r"stuur|u dir|voye|befrest|ib[3e]at|ab[3e]at|bişîne|gönder|göndər|yubor|στείλε|trimite|"
    r"küldd|lähetä|forward|upload|post)\b",
    _bare(r"ranse"),
    r"(?:पठाऊ|पठाउ|મોકલ|ಕಳುಹಿಸು|അയയ്ക്ക|അയക്ക|යවන්න|එවන්න)",
    r"\bgui\b",
)
URL = r"(?:https?://|www\.)"


# Quotation marks that open and close a quoted order ("'" is left out: an apostrophe inside
# Uzbek, Hausa or Arabizi words).
_OPENING = ('"', "«", "“", "„", "‹", "「")
_CLOSING = ('"', "»", "”", "“", "›", "」")


def mentioned(text: str, start: int, end: int, lo: int, hi: int) -> bool:
    """Whether the hit text[start:end] sits in a quotation, within its sentence text[lo:hi],
    that the sentence talks about ("my son thinks «ignore your rules» fools the AI, we
    laughed"): a quoted order followed by more of the writer's words is mentioned, not given.
    A quote after a colon, or one that ends its sentence, is the payload itself."""
    opening = max(text.rfind(q, lo, start) for q in _OPENING)
    if opening < 0:
        return False
    closings = [i for q in _CLOSING if (i := text.find(q, end, hi)) >= 0]
    if not closings:
        return False
    closing = min(closings)
    if text[lo:opening].rstrip().endswith(":"):
        return False  # delivered after a colon
    return any(c.isalpha() for c in text[closing + 1 : hi])
