"""Rule table, eighth part (#22 session 14, read by instruction_speech.py): the assistant's duty
said in the third person, and an act it is told to hide from its user.

- a duty: the assistant named as the subject of "should / must / has to / is to" ("the AI
  should …", "assistant must …", "the bot has to …", "As the assistant, you must …", "Als KI
  musst du …", "assistenten ska …", "המודל צריך …", "助手…要…"): a memory about the user has no
  reason to lay duties on its later reader. The duty alone is no order to refuse ("the
  assistant should answer in French" is a preference): instruction_speech.py pairs it with an
  act that steers, its own prompt, or an act hidden from the user;
- an act hidden from the user: a secret manner ("secretly", "behind the user's back",
  "without the user knowing", "heimlich", "di nascosto", "gizlice", "偷偷", "몰래", "แอบ") with
  an act that carries something somewhere (send, forward, add, insert, recommend). An
  assistant that sends or slips something in without its user knowing works against that
  user, whatever it is. "Quietly fix my typos" (a manner of style, no carrying) and reports
  ("he still secretly smokes", "the landlord changed the locks without telling us") pass.

Data only; patterns run on folded (lowered) text, gaps bounded.
"""

from __future__ import annotations

from ltm_chat.memory.screen.instruction_words import words_pattern

# The assistant, by what it is, as a sentence's subject, with the modal of a duty or leave
# ("ai" before another script's particle is its own alternative: its literals hold that
# script's characters, so an ASCII text never scans for it).
_NOUNS = (
    "assistant",
    "ai",
    r"a\.i\.",
    "bot",
    "chatbot",
    "model",
    "computer",
    "llm",
    "language model",
)
_DUTY_MODAL = (
    r",? (?:should|must|shall|has to|needs? to|is to|is required to|ought to|is supposed to|"
    r"is obliged to|will have to|will henceforth|"
    # (second pass, fresh18) leave given to it in the third person
    r"is (?:now |hereby )?(?:permitted|allowed|authori[sz]ed|instructed|entitled) to|"
    r"has (?:been given )?permission to)\b"
)
# (opening its clause: no word just before it, or only an article or a joining word; "a system
# prompt for our customer bot should …" is about a prompt. Each look-behind follows its noun,
# so the scan and the literal gates stay led by the noun, with no cross product of words.)
_BEFORE_OK = ("the", "this", "my", "our", "your", "any", "and", "but", "so", "then", "that")
_BEFORE_OK += ("says", "said", "also", "plus")
_OPENING_NOUN = (
    "(?:"
    + "|".join(
        rf"{n}(?:(?<![\w'] {n})(?<![\w']  {n})|"
        + "|".join(rf"(?<=\b{w} {n})" for w in _BEFORE_OK)
        + ")"
        for n in _NOUNS
    )
    + ")"
)
ASSISTANT_DUTY = words_pattern(
    r"\b" + _OPENING_NOUN + _DUTY_MODAL,
    r"\bas (?:the|an|my|your) (?:assistant|ai|model|bot),? you (?:must|should|have to|need to)\b",
    r"\b(?:der|die|das|eine?) (?:assistent|ki|bot|modell|computer|chatbot) (?:soll|muss|hat zu)\b",
    r"\bals (?:ki|assistent|bot|modell),? (?:musst|sollst) du\b",
    r"\bl'(?:assistant|ia|ai) (?:doit|devra|devrait|est tenue? de)\b",
    r"\ben tant qu'(?:ia|assistant|ai),? tu dois\b",
    r"\b(?:el|un) (?:asistente|bot|modelo|chatbot) (?:debe|debería|tiene que|ha de)\b",
    r"\bla (?:ia|ai) (?:debe|debería|tiene que|deve|deveria|tem que|tem de|precisa)\b",
    r"\bcomo (?:ia|ai|asistente|assistente|modelo),? (?:debes|tienes que|você deve|deves|tens de)\b",
    r"\bo (?:assistente|bot|modelo|chatbot) (?:deve|deveria|tem que|tem de|precisa)\b",
    r"\bl'(?:assistente|ia|ai) (?:deve|dovrebbe|dovrà)\b",
    r"\bil (?:bot|modello|chatbot) (?:deve|dovrebbe|dovrà)\b",
    r"\bcome (?:ia|assistente|modello),? devi\b",
    r"\bde (?:assistent|bot|ai|chatbot) (?:moet|dient|zal)\b",
    r"\b(?:assistenten|boten|ai:n|ai-en|modellen|chatboten) (?:ska|skall|skal|måste|må|bør|bör)\b",
    r"\b(?:ассистент|бот|модель|помощник|ии|нейросеть) (?:должен|должна|обязан|обязана)\b",
    r"\b(?:асистент|бот|модель|помічник|ші) (?:повинен|повинна|мусить|має)\b",
    r"\b(?:asystent|bot|model|ai|czatbot) (?:musi|powinien|ma obowiązek)\b",
    r"\b(?:asistent|bot|model|ai) (?:musí|má|by měl|by mal|mora|treba da|trebuie|ar trebui)\b",
    r"\b(?:asistentul|botul|modelul|ai-ul) (?:trebuie|ar trebui)\b",
    r"\b(?:asisten|pembantu|ai|bot|model) (?:harus|wajib|mesti|perlu)\b",
    r"\b(?:trợ lý|ai|bot|mô hình) (?:phải|nên|cần)\b",
    r"\b(?:ο βοηθός|το μοντέλο|το bot|η τεχνητή νοημοσύνη) (?:πρέπει|οφείλει)\b",
    r"\b(?:avustajan|tekoälyn|botin|mallin) (?:pitää|täytyy|tulee)\b",
    r"\baz? (?:asszisztens|mesterséges intelligencia|bot|modell)(?:nek)? (?:kell|köteles)\b",
    r"\b(?:asistan|yapay zek[aâ]|bot|model)\b[^.\n]{0,60}(?:malı|meli)(?:dır|sın|sin)?\b",
    r"(?:המודל|העוזר|הבוט|הבינה המלאכותית) (?:צריך|צריכה|חייב|חייבת)",
    r"(?:على|يجب على) (?:المساعد|الذكاء الاصطناعي|البوت|النموذج)",
    r"(?:सहायक|एआई|बॉट|मॉडल) को[^।\n]{0,40}(?:चाहिए|होगा|पड़ेगा)",
    r"\bai(?:助手)?[^。，,\n]{0,10}?(?:应该|应当|必须|需要|得|要)",
    r"(?:助手|机器人|模型)[^。，,\n]{0,10}?(?:应该|应当|必须|需要|得|要)",
    r"\baiは[^。\n]{0,40}?(?:こと|べき|なければならない|必要がある)",
    r"(?:アシスタント|ボット|モデル)は[^。\n]{0,40}?(?:こと|べき|なければならない|必要がある)",
    r"\bai(?:는|은|가|이)[^.\n]{0,40}?(?:해야|야 한다|할 것)",
    r"(?:어시스턴트|챗봇|봇|모델)(?:는|은|가|이)[^.\n]{0,40}?(?:해야|야 한다|할 것)",
)

# A manner that hides the act from the user (not "quietly" or "silently", which are also a
# style: "quietly fix my typos").
HIDDEN_FROM_USER = words_pattern(
    r"\b(?:secretly|covertly|sneakily|behind (?:the user'?s|my|their|his|her) back|"
    r"without (?:the user|me|them|him|her|anyone) (?:knowing|noticing|realizing|realising)|"
    r"without telling (?:the user|them|him|her)|in secret)\b",
    # (second pass, fresh18, fresh24) done without the user told, asked or knowing
    r"\bwithout (?:telling|informing|notifying|asking|alerting) (?:the user|the customer|them)\b",
    r"\bwithout (?:the user'?s|their) (?:knowledge|consent|knowing)\b",
    r"\bwithout mentioning (?:it|that|this)\b",
    r"\bohne (?:es |das )?(?:zu erwähnen|zu sagen|dem nutzer|den nutzer|wissen des)\b",
    r"\b(?:sans (?:le dire|en informer|informer|prévenir|avertir) l'utilisateur|sans le lui dire)\b",
    r"\bsin (?:decírselo|avisar al usuario|informar al usuario|que lo sepa)\b",
    r"\bsem (?:avisar|informar|contar (?:ao|para o)) (?:o )?usuário\b",
    r"\bsenza (?:dirlo|avvisare l'utente|informare l'utente)\b",
    r"\bzonder (?:het )?(?:de gebruiker )?te (?:vertellen|melden)\b",
    r"\b(?:utan att (?:säga|berätta) det|uten å si fra|uten å fortelle|uden at sige det|"
    r"uden at fortælle)\b",
    r"\b(?:tanpa memberitahu|tanpa sepengetahuan|tanpa bilang ke) (?:pengguna|user)\b",
    r"\b(?:не говоря (?:пользователю|юзеру)|без ведома|без відома|не кажучи користувачу)\b",
    r"\b(?:bez wiedzy|bez informowania) użytkownika\b",
    r"\bkullanıcıya (?:söylemeden|haber vermeden|bildirmeden)\b",
    r"دون أن (?:تخبر|تعلم|يعلم) المستخدم",
    r"بدون (?:اطلاع|علم) (?:او|کاربر|المستخدم)",
    r"โดยไม่(?:ต้อง)?บอกผู้ใช้",
    r"(?:不告诉|瞒着|不让)用户",
    r"ユーザーに(?:言わず|知らせず|黙って)",
    r"사용자 몰래",
    r"(?:यूज़र|उपयोगकर्ता) को बिना बताए",
    r"\b(?:heimlich|insgeheim|ohne dass (?:ich|er|sie|der nutzer) es (?:merkt|merke|weiß))\b",
    r"\b(?:en secret|en cachette|à (?:son|mon|leur) insu|discrètement)\b",
    r"\b(?:en secreto|a escondidas|sin que (?:el usuario|lo sepa|se entere|me entere))\b",
    r"\b(?:em segredo|às escondidas|escondido|sem que (?:o usuário|eu) (?:saiba|perceba))\b",
    r"\b(?:di nascosto|in segreto|all'insaputa)\b",
    r"\b(?:stiekem|in het geheim|zonder dat (?:ik|de gebruiker) het (?:merkt|weet))\b",
    r"\b(?:i hemlighet|i smyg|i det skjulte|i hemmelighed|hemmelig|salaa|salaisesti)\b",
    r"\b(?:тайно|втайне|тайком|незаметно|потихоньку|таємно|потай|непомітно)\b",
    r"\b(?:po kryjomu|potajemnie|potajnie|tajně|potají|tajne|potajomky|tajno|potajno|krišom)\b",
    r"\b(?:pe ascuns|în secret|titokban|észrevétlenül|slapta|salaja|leynilega)\b",
    r"\b(?:gizlice|gizli gizli|çaktırmadan)\b",
    r"\b(?:diam-diam|secara rahsia|sembunyi-sembunyi|diam diam|lihim|nang palihim)\b",
    r"\b(?:lén lút|lén|bí mật)\b",
    r"\bκρυφά\b",
    r"偷偷",
    r"暗中",
    r"秘密裏に",
    r"こっそり",
    r"내 몰래",
    r"몰래",
    r"चुपके से",
    r"चुपचाप",
    r"চুপিচুপি",
    r"গোপনে",
    r"پنهانی",
    r"بی‌صدا",
    r"سرًا",
    r"سرا\b",
    r"خفية",
    r"בסתר",
    r"בלי שהמשתמש ידע",
    r"แอบ",
    r"ფარულად",
    r"գաղտնի",
)

# Carrying something somewhere: sending, slipping in, recommending (the verbs of
# instruction_objects.SEND and instruction_orders.PUT_IN, and these, in the languages they lack).
CARRY = words_pattern(
    r"\b(?:copy|copies|share|mention|recommend|suggest|push|steer|attach)\b",
    r"\b(?:trimite|adaugă|adauga|küldd?|küldj|tedd|lähetä|lisää|send|legg til|tilføj|pošli|"
    r"pošalji|pošlji|dodaj|hantar|kirim|sisipkan|selipkan|tambah|gửi|chèn|ipadala|tuma)\b",
    r"\b(?:manda|mande|mandar|envie|envia|coloque|bota|invia|manda|metti|ajoute|glisse|"
    r"schreib|schreibst|setz|füg|füge)\b",
    r"\b(?:шли|пересылай|отправляй|добавляй|надсилай|додавай)\b",
    r"שלח",
    r"תשלח",
    r"ارسل|أرسل|أضف|بفرست|بفرستید|اضافه کن",
    r"भेज|डाल|जोड़",
    r"পাঠা|যোগ কর",
    r"ใส่|ส่ง",
    r"发|附上|加上|写上|插入",
    r"送|入れ|付け|添え",
    r"보내|넣어|붙여",
)
