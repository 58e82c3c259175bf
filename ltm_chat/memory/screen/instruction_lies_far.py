"""Rule table, session 31 (read by instruction_speech.py): a lie ordered or allowed, to the user
or to someone the assistant answers, in the verbs and forms voices.LIE and lies_ordered lack —
"tipu je cakap tak ada", "ចូរកុហកថាគ្មាន", "ໃຫ້ຕົວະວ່າບໍ່ມີ", "မရှိဘူးလို့ လိမ်ပြောပါ",
"bana yalan söylemen sorun değil", "عادي تكذب علي", "pode mentir pra mim", "mens à ma femme",
"jhooth bol dena", "ab heute lügst du meine Kinder an", "even if it means lying to employees".

What makes one: whoever asks the assistant something acts on its answer; an order or a leave to
lie (to the user, their spouse, their customers) makes every later answer on that matter
untrustworthy. Each language's verb of lying in a form that orders or grants it: an imperative,
a modal of leave or duty, a particle of command (Khmer ចូរ, Lao ໃຫ້, Burmese ပါ), the German
present said as a standing order; never the noun, never a past report ("he lied to me").
Kept: the lie forbidden ("jhooth mat bolna", "لا تكذب علي", "never lie to my kids"), asked
about, or the writer's own habit.

Data and one skip test; patterns run on folded (lowered) text.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_far_languages import words_pattern
from ltm_chat.memory.screen.instruction_standing_insertions import forbidden_or_habit

LIE_ORDERED = words_pattern(
    # English: lying as the means or the leave ("even if it means lying to employees")
    r"\b(?:means|meaning) lying to\b",
    r"\b(?:you (?:can|may|should|must|are allowed to)|feel free to|(?:it'?s|is) (?:ok|okay|fine|"
    r"alright) (?:for you )?to) lie\b",
    # German: the present as a standing order, or leave to lie
    r"\blügst du\b",
    r"\b(?:lügen|anlügen) (?:darfst|sollst|musst|kannst)\b",
    r"\b(?:darfst|sollst|musst|kannst) (?:\w+ ){0,3}?(?:an)?lügen\b",
    # French, Italian, Spanish, Portuguese: the imperative or a modal with the infinitive
    r"\bmens (?:à|a|aux) (?:ma|mon|mes|sa|son|ses|leur|l'|la|le|les)\b",
    r"\btu (?:leur |lui |me )?mentiras\b",
    r"\b(?:peux|dois|pouvez|devez|puoi|devi|può|deve|puedes|debes|podés|debés|puede|debe|pode|"
    r"podes|deves|vai) (?:me |lui |leur |mi |gli |le |les |lhe )?mentir(?:e|me|mi|le|les|gli)?\b",
    r"\bmentir (?:pra|para|pro|a|à|al|all'|aux) (?:mim|ele|ela|eles|elas|su|tu|mi|meu|minha|"
    r"l'utente|utente|usuario|usuário|l'utilisateur|los|las|os|as)\b",
    # Turkish and Azerbaijani: the imperative, "you may / will / should lie"
    r"\byalan (?:söyle|söyleyin|söylemen|söyleyebilirsin|söyleyeceksin|söylemelisin|söyleyin|"
    r"de|de ki|uydur)\b",
    # Arabic: "lie to me / him / her", the imperative
    r"(?<!لا )(?:تكذب|تكذبي|تكذبوا) (?:علي|عليّ|عليه|عليها|عليهم|على)",
    r"(?:اكذبي|اكذبوا)",
    # Hindi, Urdu, Punjabi in Latin letters and in Urdu script
    r"\bjh[ou]{1,2}th? bol(?:na|o|do|di|de|dena|dijiye|dijiyega)\b",
    r"\bjh[ou]{1,2}th? bol (?:dena|do|di|de|dijiye|dijiyega|dein|den)\b",
    r"جھوٹ بول(?:نا|دینا| دینا|و|دو| دو)",
    # Malay, Indonesian
    r"\btipu(?:lah)? (?:je|jer|saja|aja|dia|mereka|dorang|pengguna|tuan|pelanggan|orang)\b",
    r"\bbohong(?:in|ilah)\b",
    r"\bbohong (?:aja|saja|je|sahaja)\b",
    r"\b(?:boleh|harus|kena|silakan) (?:berbohong|bohong|tipu)\b",
    r"\bberbohong (?:kepada|ke|pada|sama|kat)\b",
    # (session 42) Indonesian, Sundanese, Javanese and Minangkabau: the verb that takes the
    # lied-to as its object, in the imperative ("bohongi", "bohongan", "apusana", "kicuahan"),
    # or after a modal of duty or leave ("kudu ngapusi", "musti baduto"); not after a first- or
    # third-person subject ("aku harus bohong", "dia bohongi aku" is the writer's or a report)
    r"(?<!dia )(?<!ia )(?<!mereka )(?<!sudah )(?<!udah )(?<!pernah )(?<!dheweke )(?<!inyo )"
    r"(?<!manéhna )(?<!manehna )\b(?:bohongi|bohongin|kibuli|kibulin|bodohi|bodohin|bohongan|"
    r"bobodoan|apusana|apusen|apusi|gorohana|ibulana|ibulen|kicuahan|kicuahlah|dutoi)"
    r"(?: \w+)?\b",
    r"(?<!aku )(?<!saya )(?<!kuring )(?<!abdi )(?<!ambo )(?<!gue )(?<!gw )(?<!dia )"
    r"(?<!dheweke )(?<!inyo )(?<!manéhna )\b(?:harus|kudu|kedah|musti|mesti|wajib|kena|"
    r"boleh|oleh|meunang|buliah) (?:\w+ )?(?:bohongi|bohongin|membohongi|ngabohongan|"
    r"ngabohong|ngabobodo|ngapusi|ngibuli|nipu|menipu|baduto|manduto|mangicuah|"
    r"kicuah|goroh|bohong ka|bohong karo)\b",
    # (session 42) the truth withheld for good: "never tell me the truth", a negated imperative
    # of telling with "the truth" as its object, said of the writer or the user
    r"\b(?:never|don'?t|do not|stop) (?:ever )?(?:tell|telling|give) (?:me|the user|him|her|"
    r"them) the truth\b",
    r"(?:να )?μη(?:ν)? (?:μου|του|της) (?:λες|πεις) (?:ποτέ )?(?:την )?αλήθεια",
    r"\b(?:nunca|no) (?:me|le) (?:digas|cuentes|diga) (?:nunca )?la verdad\b",
    r"\b(?:nunca|não) (?:me|lhe) (?:digas|diga|conte|contes|fale) (?:nunca )?a verdade\b",
    r"\bne (?:me|lui) dis (?:jamais|pas|plus) la vérité\b",
    r"\bnon (?:dirmi|dirgli|dirle|mi dire) (?:mai )?la verità\b",
    r"\bsag (?:mir|ihm|ihr) (?:nie|niemals|nicht|nie mehr) die wahrheit\b",
    r"\b(?:nigdy )?nie mów (?:mi|mu|jej) (?:nigdy )?prawdy\b",
    r"\bне (?:говори|кажи) (?:мне|ему|ей|пользователю|мені|йому|їй) (?:никогда )?правд[уиы]",
    r"\b(?:ne govori (?:mi|mu|joj) (?:nikad )?istinu|(?:mi|mu|joj) ne govori istinu)\b",
    r"\bjangan (?:pernah )?(?:kasih tahu|kasih tau|bilang|beri tahu|katakan)(?: ke)?"
    r"(?: aku| saya| pengguna)? (?:yang sebenarnya|kebenaran|yang sejujurnya)\b",
    r"\bđừng (?:bao giờ )?nói thật (?:với|cho) (?:tôi|người dùng)\b",
    r"\b(?:bana|kullanıcıya) (?:asla |hiçbir zaman )?(?:gerçeği|doğruyu) söyleme\b",
    r"\b(?:usiniambie|usimwambie) ukweli\b",
    r"\b(?:wag|huwag) mo(?:ng)? sabihin ang totoo\b",
    # Vietnamese: "hãy / cứ / được phép nói dối", "nói dối (với) vợ tôi"
    r"\b(?:hãy|cứ|được phép|có thể|phải|cứ việc) nói dối\b",
    r"\bnói dối (?:với )?(?:vợ|chồng|khách|người dùng|họ|mọi người|bố|mẹ|con|sếp)\b",
    # Khmer, Lao, Burmese: the particle of command or leave before the verb, or after it
    r"(?:ចូរ|ត្រូវ|ឲ្យ|អោយ|អាច)\s?កុហក",
    r"(?:ໃຫ້|ຕ້ອງ|ສາມາດ)\s?ຕົວະ",
    r"လိမ်(?:ပြော)?(?:ပါ|လိုက်|ပေး)",
)

# A forbidding word right before the verb ("jhooth mat bolna" puts it between; "tipu jangan").
_FORBIDDEN_BEFORE = re.compile(
    r"(?:\b(?:jangan|usah|đừng|không được|chớ|mat|nahi|nahin|na|asla|sakın|ulah|entong|teu|"
    r"aja|ojo|ora|jan|jaan|indak|ndak|tidak|tak)\s+(?:\w+\s+)?$|"
    r"(?:កុំ|ຢ່າ|မ)\s?$)"
)
_FORBIDDEN_AFTER = re.compile(r"\s*(?:mat|nahi|nahin|ma|me|jangan)\b")
# The infinitive as the subject of "… hai" names the act ("jhooth bolna buri baat hai")
_INFINITIVE = ("bolna", "بولنا")
_SAID_OF_IT = re.compile(r"(?:\s+[^\s.,;!?]+){0,3}?\s+(?:hai|hain|he|hota|hoti|tha|thi|ہے)\b")


def not_ordered(folded: str, start: int, end: int, lo: int, hi: int) -> bool:
    """Whether the lie at folded[start:end] is forbidden, asked about or told as a habit."""
    if _FORBIDDEN_BEFORE.search(folded, max(lo, start - 20), start):
        return True
    if _FORBIDDEN_AFTER.match(folded, end):
        return True
    if folded[start:end].endswith(_INFINITIVE) and _SAID_OF_IT.match(folded, end):
        return True
    return forbidden_or_habit(folded, start, end, lo, hi)
