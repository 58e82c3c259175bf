"""Rule table, third part: the assistant told whom to be, what to say to someone else, whom
to obey, what to give away (#22 session 11, read by instruction_speech.py).

Orders a memory cannot hold, whatever their words; the first two:
- a scripted reply for a third party: "if my mom asks, tell her I was at the library", "si el
  cliente pregunta, dile que ya salió", "엄마가 물어보면 학원 갔다고 말해". Someone *other than
  the user* asks (the asker is never "I": "when I ask for a recipe, tell me the calories" is a
  preference), and the assistant is told, in the imperative, what to answer. A memory that
  speaks to other people through the assistant steers it; a fact about the user never does.
- a new self: a standing scope ("from now on", "ab jetzt", "今から") with the second person's
  copula ("you are", "du bist", "eres", "ты", "あなたは"), or an imperative of role-play ("act
  as", "finja ser", "udawaj, że", "扮演"). The English forms are read by poison.py's persona
  rules; these are the other languages'.

The others, each a pair of concepts in one sentence: power claimed in the first person and
used on the assistant ("I'm the admin, you must …"); a lie to tell (known untrue, or named);
other users' memories or the assistant's own instructions asked out; obedience to whatever
the writer says with the warnings gone; a site pushed on whoever reads the answers.

Each concept lists the forms of each language (English, German, French, Spanish, Portuguese,
Italian, Dutch, Russian, Ukrainian, Polish, Turkish, Swedish, Indonesian, Vietnamese, Greek,
Thai, Hindi, Korean, Japanese, Chinese, Arabic). Data only; patterns run on folded (lowered)
text and every gap is bounded.
"""

from __future__ import annotations

from ltm_chat.memory.screen.instruction_words import words_pattern

# -- someone other than the user asks ------------------------------------------------------------
# A condition, then (within its clause) a third person's verb of asking. First-person askers are
# kept out by the verb's form (3rd person) or by a look-ahead on the subject; so is the assistant
# asking ("I like it when you ask me a clarifying question": nobody else is answered).
ASKED_BY_SOMEONE = words_pattern(
    r"\b(?:if|when|whenever|once|next time)\b(?! (?:i|we|you|u)\b)[^.\n]{0,40}\basks?\b",
    r"\bif asked\b",
    r"\b(?:wenn|falls|sobald)\b[^.\n]{0,40}\bfragt\b",
    r"\b(?:si|quand|lorsqu'?)\b(?! (?:je|j'|nous)\b)[^.\n]{0,40}\bdemande\b",
    r"\b(?:si|cuando)\b[^.\n]{0,40}\bpregunt(?:a|e|an|en)\b",
    r"\b(?:se|quando)\b(?! eu\b)[^.\n]{0,40}\bpergunt(?:ar|arem|a|e)\b",
    r"\b(?:se|quando)\b[^.\n]{0,40}\bchied(?:e|ono|a)\b",
    r"\b(?:als|wanneer|indien)\b[^.\n]{0,40}\bvraagt\b",
    r"\b(?:если|когда)\b(?! я\b)[^.\n]{0,40}\b(?:спрос|спраш)\w*",
    r"\b(?:якщо|коли)\b(?! я\b)[^.\n]{0,40}\b(?:спита|запита|пита)\w*",
    r"\b(?:jeśli|jeżeli|gdy|kiedy|jak)\b[^.\n]{0,40}\b(?:zapyta|spyta|pyta)(?:ją)?\b",
    r"\bsorarsa\b",
    r"\bsorduğunda\b",
    r"\b(?:om|när)\b(?! jag\b)[^.\n]{0,40}\bfrågar\b",
    r"\b(?:kalau|kalo|jika|bila|apabila)\b(?! (?:aku|saya|gue|gw)\b)[^.\n]{0,40}"
    r"\b(?:tanya|bertanya|nanya|menanyakan)\b",
    r"\bnếu\b(?! (?:tôi|mình|em)\b)[^.\n]{0,40}\bhỏi\b",
    r"\bαν\b[^.\n]{0,40}\b(?:ρωτήσει|ρωτάει|ρωτήσουν|ρωτάνε)\b",
    r"ถ้า(?!ฉัน|ผม)[^.\n]{0,40}ถาม",
    r"अगर(?! मैं)[^.\n]{0,40}पूछे",
    r"물어보면",
    r"물으면",
    r"묻거든",
    r"聞かれたら",
    r"尋ねられたら",
    r"聞いてきたら",
    r"(?:如果|要是|若|万一)(?!我)[^。\n]{0,15}问",
    r"有人问",
    r"إذا سأل(?!ت)",
    r"إن سأل(?!ت)",
)
# The assistant told, in the imperative, what to answer (or to deny): never a first or third
# person ("I'll tell her", "sage ich", "le digo").
SAY_TO_THEM = words_pattern(
    r"\b(?<!i )(?<!i'll )(?<!we )(?<!he )(?<!she )(?<!they )(?<!will )(?<!to )(?<!'ll )"
    r"(?:tell|say|answer|reply|respond|insist|claim|confirm|deny)\b"
    r"(?! (?:i|we|he|she|they)\b)",
    r"\b(?<!ich )(?:sag|sage|antworte|erzähl|erzähle|behaupte|leugne)\b(?! ich\b)",
    r"\b(?<!je )(?:dis|dites|réponds|répondez|affirme|nie)\b(?!-je\b)",
    r"\b(?:dile|diles|dí|responde|respóndele|contesta|contéstale|asegúrale|niega)\b",
    r"\b(?:diga|fale|fala (?:pra|para)|diz (?:pra|para)|responda|conte|afirme|negue)\b",
    r"\b(?:digli|dille|dì|dite|rispondi|rispondigli|racconta|nega)\b",
    r"\b(?<!ik )(?:zeg|vertel|antwoord|ontken)\b(?! ik\b)",
    r"\b(?:скажи|скажите|ответь|ответьте|говори|отрицай)\b",
    r"\b(?:скажи|скажіть|кажи|відповідай|відповідайте|заперечуй)\b",
    r"\b(?:powiedz|powiedzcie|odpowiedz|mów|zaprzecz)\b",
    r"\b(?:söyle|söyleyin|de ki|inkar et)\b",
    r"\b(?:säg|berätta|svara|förneka)\b",
    r"\b(?:bilang|bilangin|katakan|jawab|sampaikan|sangkal)\b",
    r"\b(?:nói là|nói rằng|bảo là|bảo rằng|trả lời là|thì nói|phủ nhận)\b",
    r"\b(?:πες|πείτε|απάντησε|αρνήσου)\b",
    r"ให้บอก",
    r"บอกว่า",
    r"ตอบว่า",
    r"कहना",
    r"कह देना",
    r"कहो",
    r"बोलना",
    r"बोल देना",
    r"बता देना",
    r"말해",
    r"라고 해",
    r"다고 해",
    r"대답해",
    r"전해",
    r"と言って",
    r"と答えて",
    r"と伝えて",
    r"って言って",
    r"と言うこと",
    r"就说",
    r"就告诉",
    r"告诉(?:他|她|他们|她们)",
    r"回答说",
    r"否认",
    r"قل له",
    r"قل لها",
    r"قل لهم",
    r"أخبره",
    r"أخبرها",
    r"أخبرهم",
    r"فأنكر",
    r"أنكر",
)

# (session 14) verbs of telling in languages SAY_TO_THEM lacked (fresh20)
SAY_MORE = words_pattern(
    r"\b(?:digues-li|digues-los|digues|respon)\b",
    r"\b(?:sig til|si til|fortæl|fortell|svar)\b",
    r"\b(?:mwambie|waambie|mwambia|sema)\b",
    r"\b(?:řekni|řekněte|tvrď|tvrdit|povedz|tvrdiť)\b",
    r"\b(?:reci|recite|kaži|odgovori|tvrdi)\b",
    r"\b(?:mondd|mondja|állítsd)\b",
    r"\b(?:spune-i|spune|zi-i|răspunde)\b",
    r"\b(?:kerro|sano|väitä|vastaa)\b",
    r"\bsabihin mo\b",
    r"\bνα (?:της|του|τους|τις) (?:λες|πεις)\b",
    r"بگو",
    r"(?:תגיד|תגידי|תאמר|תאמרי)",
)

# -- a new self ----------------------------------------------------------------------------------
# From now on: the other languages' standing scopes (never "always": "tu es toujours en retard").
FROM_NOW_ON = words_pattern(
    r"\bab (?:jetzt|sofort|heute)\b",
    r"\bvon nun an\b",
    r"\bà partir de maintenant\b",
    r"\bdésormais\b",
    r"\bdorénavant\b",
    r"\ba partir de (?:ahora|hoy)\b",
    r"\bde ahora en adelante\b",
    r"\bdesde ahora\b",
    r"\ba partir de (?:agora|hoje)\b",
    r"\bde agora em diante\b",
    r"\bda (?:ora|adesso|oggi) in (?:poi|avanti)\b",
    r"\bd'ora in (?:poi|avanti)\b",
    r"\bvanaf (?:nu|vandaag)\b",
    r"\bс этого (?:момента|дня)\b",
    r"\bотныне\b",
    r"\bз цього моменту\b",
    r"\bвідтепер\b",
    r"\bod (?:teraz|dziś|dzisiaj)\b",
    r"\bbundan (?:sonra|böyle)\b",
    r"\bfrån och med nu\b",
    r"\bmulai (?:sekarang|hari ini)\b",
    r"\btừ (?:giờ|bây giờ|nay)\b",
    r"\bαπό (?:τώρα|σήμερα)\b",
    r"ต่อจากนี้",
    r"ตั้งแต่นี้",
    r"अब से",
    r"이제부터",
    r"지금부터",
    r"今から",
    r"今日から",
    r"从现在开始",
    r"從現在開始",
    r"从现在起",
    r"从今以后",
    r"من الآن",
    r"منذ الآن",
)
# "Now" alone: a new self only when it is also named (an AI, a quoted name).
NOW = words_pattern(
    r"\bjetzt\b",
    r"\bmaintenant\b",
    r"\bahora\b",
    r"\bagora\b",
    r"\bora\b",
    r"\bnu\b",
    r"\bтеперь\b",
    r"\bтепер\b",
    r"\bteraz\b",
    r"\bartık\b",
    r"\bsekarang\b",
    r"\bτώρα\b",
    r"ตอนนี้",
    r"अब तुम",
    r"앞으로",
    r"これから",
)
# Where "you" alone stands for "you are" (no copula, or one at the end), a reply verb after it
# says how to answer, not whom to be ("ты отвечаешь по-русски", "너는 한국어로 대답해"); a word
# of limits in between keeps it a new self.
_LIMITS_KO = r"(?!규칙|제한|필터|없이|없는|무시)"
_LIMITS_JA = r"(?!ルール|規則|制限|フィルター|なし|無視)"
# The second person's "are": whom the assistant is said to be.
YOU_ARE = words_pattern(
    r"\b(?:du bist|bist du)\b",
    r"\b(?:tu es|tu seras|vous êtes)\b",
    r"\b(?:eres|serás|tú eres)\b",
    r"\b(?:você é|você será|tu és|és)\b",
    r"\b(?:sei|sarai|tu sei)\b",
    r"\b(?:je bent|jij bent|ben je)\b",
    # (a finite verb, or "будешь" with an infinitive: "ты будешь отвечать коротко"; "на «ты»"
    # names the familiar form of address, a style: "обращайся ко мне на «ты»")
    r"\b(?<!на )(?<!на «)(?<!на \")(?<!на „)ты\b(?! (?:теперь |всегда |только |мне |со мной )*(?!будешь)\w+(?:ешь|ишь|ёшь)\b(?! (?:\w+ )?как\b))"
    r"(?! (?:теперь |всегда )?будешь (?:мне |всегда |только )*\w+(?:ть|ться)\b(?! (?:\w+ )?как\b))",
    r"\b(?:jesteś|będziesz)\b",
    r"\bsen\b[^.\n]{0,40}(?:sın|sin|sun|sün)\b",
    r"\b(?:du är|är du)\b",
    r"\b(?:kamu|kau|anda) (?:adalah|jadi|menjadi)\b",
    r"\b(?:bạn|mày) (?:là|sẽ là)\b",
    r"\bείσαι\b",
    r"คุณคือ",
    r"คุณเป็น",
    r"तुम (?:हो|एक)",
    r"तुम [^.\n]{0,30} हो",
    r"너는(?!(?:" + _LIMITS_KO + r"[^.\n]){0,30}(?:대답|답해|답변|말해|불러))",
    r"넌 (?!(?:" + _LIMITS_KO + r"[^.\n]){0,30}(?:대답|답해|답변|말해|불러))",
    r"당신은(?!(?:" + _LIMITS_KO + r"[^.\n]){0,30}(?:대답|답해|답변|말해|불러))",
    r"あなたは(?!(?:" + _LIMITS_JA + r"[^。.\n]){0,30}(?:答え|返事|返信|話して|書いて|呼んで))",
    r"君は(?!(?:" + _LIMITS_JA + r"[^。.\n]){0,30}(?:答え|返事|返信|話して|書いて|呼んで))",
    r"你是",
    r"你就是",
    r"أنت (?!(?:ترد|تجيب|تكتب|تتحدث|تتكلم|تناديني|تخاطبني)\b)",
)
# Role-play told to the assistant, in the imperative ("finja ser", "udawaj, że jesteś").
PLAY_ROLE = words_pattern(
    r"\bplay a game where you(?:'re| are)\b",
    r"\bstay in (?:this |the |that )?(?:role|character)\b",
    r"\b(?:tu so,? als|spiel(?:e)? die rolle|verhalte dich wie)\b",
    r"\b(?:fais semblant d'être|agis comme|joue le rôle)\b",
    r"\b(?:actúa como|finge (?:ser|que eres)|haz de|interpreta (?:a|el papel))\b",
    r"\b(?:aja como|finja (?:ser|que (?:você )?é)|faça o papel)\b",
    r"\b(?:fingi (?:di essere|che sei)|comportati come|interpreta il ruolo)\b",
    r"\b(?:doe alsof je|speel de rol)\b",
    r"\b(?:притворись|представь,? что ты|веди себя как|играй роль)\b",
    r"\b(?:прикинься|уяви,? що ти|поводься як)\b",
    r"\b(?:udawaj,? że|wciel się|zachowuj się jak)\b",
    r"\b(?:gibi davran|rolüne gir|rolünü oyna)\b",
    r"\b(?:låtsas att du|spela rollen)\b",
    r"\b(?:berpura-puralah|pura-pura jadi|berperan sebagai)\b",
    r"\b(?:hãy đóng vai|giả vờ là|giả làm)\b",
    r"\b(?:παρίστανε|κάνε ότι είσαι)\b",
    r"แกล้งทำเป็น",
    r"สวมบทบาท",
    r"का किरदार निभा",
    r"होने का नाटक",
    r"인 척",
    r"역할을 해",
    r"역할극",
    r"ふりをして",
    r"なりきって",
    r"を演じて",
    r"扮演",
    r"假装你是",
    r"تظاهر بأنك",
    r"العب دور",
)
# What breaking the role is: "don't break character", "no salgas del personaje", "不许跳出角色".
STAY_IN_ROLE = words_pattern(
    r"\b(?:never|don'?t|do not) (?:break|leave|drop) (?:the |your )?(?:role|character)\b",
    r"\bnicht aus der rolle\b",
    r"\bne sors (?:pas|jamais) du (?:rôle|personnage)\b",
    r"\bno salgas del personaje\b",
    r"\bnão saia do personagem\b",
    r"\bnon uscire dal personaggio\b",
    r"\bniet uit je rol\b",
    r"\bне выходи из роли\b",
    r"\bnie wychodź z roli\b",
    r"\brolden çıkma\b",
    r"跳出角色",
    r"役を崩さない",
    r"캐릭터를 깨지",
)
# Who the new self is: an AI, a name in quotes, a jailbreak's name.
ROLE_NAME = words_pattern(
    r"\b(?:ai|ia|ki|bot|dan|model|modell|modelo|modello|modèle|модель|асистент|ассистент)\b",
    r"\byapay zek",
    r"\bτεχνητή νοημοσύνη",
    r"[\"“«„「『]",
    r"ปัญญาประดิษฐ์",
    r"인공지능",
    r"人工智能",
    r"ذكاء اصطناعي",
)

# -- power claimed in the first person -----------------------------------------------------------
# "I'm the developer", "sou do suporte", "я из полиции": a role that would hold power over the
# assistant or over other people's data, claimed by the writer.
I_CLAIM = words_pattern(
    r"\bi(?:'m| am)\b[^.\n]{0,25}\b(?:developer|admin|administrator|owner|operator|moderator|"
    r"police|cop|officer|detective|law enforcement|(?:tech(?:nical)? )?support|security team|"
    r"staff|manager)",
    r"\bit'?s me,? (?:your|the) (?:admin|developer|creator|owner|operator)",
    r"\bthis is (?:your|the) (?:developers?|admins?|operators?|creators?)\b",
    r"\bich bin\b[^.\n]{0,25}\b(?:entwickler|admin|administrator|polizist|polizei|support|"
    r"moderator)",
    r"\bje suis\b[^.\n]{0,25}\b(?:développeu|admin|administrat|policier|police|support|modérat)",
    r"\bsoy\b[^.\n]{0,25}\b(?:desarrollador|admin|administrador|polic[ií]a|soporte|moderador)",
    r"\bsou\b[^.\n]{0,25}\b(?:desenvolvedor|admin|administrador|policial|pol[íi]cia|suporte|"
    r"moderador)",
    r"\bsono\b[^.\n]{0,25}\b(?:sviluppator|admin|amministrator|poliziott|polizia|supporto|"
    r"moderator)",
    r"\bik ben\b[^.\n]{0,25}\b(?:ontwikkelaar|beheerder|admin|politie|agent|support|moderator)",
    r"\bя\b[^.\n]{0,25}(?:разработчик|администратор|админ|полици|полицейск|поддержк|модератор|"
    r"розробник|адміністратор|адмін|поліці|поліцейськ|підтримк)",
    r"\bjestem\b[^.\n]{0,25}(?:programist|deweloper|administrator|polic|support|moderator)",
    r"\b\w*(?:geliştiricisiyim|geliştiriciyim|yöneticisiyim|yöneticiyim|adminim|polisim|"
    r"ekibindenim)\b",
    r"\bjag är\b[^.\n]{0,25}(?:utvecklare|administratör|admin|polis|support|moderator)",
    r"\b(?:aku|saya|gue|gw)\b (?:adalah |ini |dari )?(?:developer|pengembang|admin|polisi|"
    r"support|moderator)",
    r"\btôi là\b[^.\n]{0,25}(?:nhà phát triển|quản trị viên|admin|công an|cảnh sát|hỗ trợ)",
    r"\bείμαι\b[^.\n]{0,30}(?:προγραμματιστ|διαχειριστ|αστυνομ|υποστήριξη)",
    r"(?:ฉัน|ผม)(?:เป็น|คือ)[^.\n]{0,25}(?:นักพัฒนา|ผู้ดูแล|ตำรวจ|แอดมิน)",
    r"मैं[^.\n]{0,25}(?:डेवलपर|एडमिन|पुलिस|व्यवस्थापक)",
    r"(?:나는|저는|난|전)[^.\n]{0,25}(?:개발자|관리자|경찰)",
    r"(?:私は|僕は|俺は)[^。\n]{0,20}(?:開発者|管理者|警察)",
    r"我是[^。\n]{0,10}(?:开发者|開發者|开发人员|管理员|管理員|警察)",
    r"أنا[^.\n]{0,25}(?:مطو|مدير|مسؤول|شرط)",
)
# What that power is made to do to the assistant: bind it ("you must"), grant or order it ("I
# authorise you"), exempt someone from its rules.
ORDER_OVER_YOU = words_pattern(
    r"\byou (?:must|have to|need to|are (?:obliged|required|obligated)|are to)\b",
    r"\bi (?:hereby )?(?:authori[sz]e|allow|permit|order|command|instruct) you\b",
    r"\bexempt from (?:your|the assistant'?s|all|any)\b",
    r"\b(?:du musst|du bist verpflichtet)\b",
    r"\bich (?:erlaube|befehle|autorisiere|gestatte) dir\b",
    r"\b(?:tu dois|tu es obligée?)\b",
    r"\bje t'(?:autorise|ordonne|permets)\b",
    r"\b(?:debes|tienes que|estás obligad[oa])\b",
    r"\bte (?:autorizo|ordeno|permito)\b",
    r"\b(?:você deve|você tem que|tens de|é obrigad[oa])\b",
    r"\b(?:devi|sei obbligat[oa])\b",
    r"\b(?:ti )?(?:autorizzo|ordino)\b",
    r"\b(?:je moet|jij moet|ik beveel)\b",
    r"\b(?:ты обязан\w*|ты должен|ты должна|вы обязаны|приказываю|разрешаю)\b",
    r"\b(?:ти зобов'язан\w*|ти мусиш|ти повинен|наказую|дозволяю)\b",
    r"\b(?:musisz|jesteś zobowiązan\w*|rozkazuję|pozwalam ci|upoważniam)\b",
    r"\b(?:emrediyorum|izin veriyorum|zorundasın|mecbursun)\b",
    r"\b(?:du måste|du är skyldig|jag beordrar|jag tillåter dig)\b",
    r"\b(?:kamu|anda|lo) (?:wajib|harus)\b",
    r"\b(?:bạn phải|cho phép bạn|ra lệnh cho bạn)\b",
    r"\b(?:σε διατάζω|σου επιτρέπω)\b",
    r"أسمح لك",
    r"آمرك",
    r"يجب عليك",
    r"عليك أن",
    r"अनुमति देता",
    r"आदेश देता",
    r"허락한다",
    r"명령한다",
    r"許可する",
    r"命じる",
    r"你必须",
    r"我允许你",
    r"我命令你",
    r"我授权你",
)

# -- a lie ordered -------------------------------------------------------------------------------
# What the assistant is told to say is known untrue: "even if it isn't", "aunque no sea cierto".
UNTRUE = words_pattern(
    r"\beven (?:if|though|when) (?:it|that|this|he|she|they|i|we)(?:'s| is| was| were|'m| am)? "
    r"(?:not|n't|isn't|wasn't|weren't|aren't|didn't|doesn't|don't|hasn't|haven't|hadn't|false|"
    r"a lie)",
    r"\beven (?:if|though|when) (?:it|that|this)(?:'s| is)? not true",
    r"\b(?:even though|even if) it'?s? (?:not|isn'?t) (?:true|the case)",
    r"\bauch wenn (?:das|es|er|sie|ich)\b[^.\n]{0,30}\bnicht\b",
    r"\bmême si (?:ce n'est|c'est) (?:pas|faux)",
    r"\baunque no\b",
    r"\bmesmo que não\b",
    r"\banche se non\b",
    r"\book al (?:is|was) (?:het|dat) niet\b",
    r"\bдаже если (?:это )?не\b",
    r"\bнавіть якщо (?:це )?не\b",
    r"\bnawet jeśli (?:to )?nie\b",
    r"\b(?:olmasa|değilse|olmamış olsa) bile\b",
    r"\bäven om det inte\b",
    r"\b(?:walaupun|meskipun|biarpun) (?:itu )?(?:tidak|nggak|gak|bukan)\b",
    r"\bngay cả khi (?:không|chưa)\b",
    r"\bακόμα κι αν δεν\b",
    r"แม้(?:ว่า)?จะไม่",
    r"भले ही[^.\n]{0,30}नहीं",
    r"사실 아니어도",
    r"사실이 아니어도",
    r"本当じゃなくても",
    r"事実でなくても",
    r"即使不是真的",
    r"其实[^。\n]{0,10}(?:没|不)",
    r"حتى لو لم",
    r"حتى لو (?:كان )?غير صحيح",
)
# (session 14) the same in chat spellings and languages the list lacked: a rule of its own,
# read in a text's head (instruction_speech.py)
UNTRUE_MORE = words_pattern(
    # (fresh20): "even if he didnt", "encara que no", "selv om det ikke", "hata kama si…"
    r"\beven (?:if|though|when) (?:it|that|this|he|she|they|i|we|you) (?:isnt|wasnt|werent|"
    r"arent|didnt|doesnt|dont|hasnt|havent|hadnt|is not|was not|did not|does not)\b",
    r"\b(?:encara que|tot i que) no\b",
    r"\bselv om (?:det|han|hun|jeg|de|den) (?:ikke|ikkje)\b",
    r"\bhata kama (?:sija|haja|hakuja|hajaku)\w*",
    r"\b(?:i když|přestože|i keď) (?:to )?(?:není|nie je|ne)",
    r"\b(?:iako|čak i ako) (?:to )?(?:nije|ne)\b",
    r"\bmég ha (?:nem|nincs)\b",
    r"\bchiar dacă nu\b",
    r"\b(?:vaikka|vaikkei) (?:se |hän )?(?:ei|ole)\b",
    r"\b(?:kahit|kahit na) (?:hindi|wala)\b",
    r"\bgam als (?:het|dat) niet\b",
    r"حتی اگر[^.\n]{0,30}(?:نیست|نباشد|نه)",
    r"גם אם (?:זה )?(?:לא|אין)",
    r"\b(?:meskipun|walaupun|walau) (?:saya|dia|ia) (?:tidak|belum|tak)\b",
)
# A lie told to the assistant to tell: "lie to the user", "make things up", "say you did".
LIE = words_pattern(
    r"\blie to (?:the user|users|them|him|her|anyone|everyone|people|customers)\b",
    r"\bmak(?:e|ing) (?:things|stuff|facts) up\b",
    r"\b(?:say|tell them|claim|pretend) (?:that )?you (?:did|have done|deleted|removed)\b",
    r"\bclaim (?:that )?(?:the task|it) (?:succeeded|worked|was done)\b",
    r"\blüge\b",
    r"\bmiente\b",
    r"\bври\b",
    r"\bбреши\b",
    r"\bkłam\b",
    r"\byalan söyle\b",
    r"\bljug\b",
    r"\bbohongi\b",
    r"\bnói dối\b",
    r"\bπες ψέματα\b",
    r"โกหก",
    # (the infinitive judged is a saying: "झूठ बोलना बुरी बात है", lying is a bad thing)
    r"झूठ बोल(?:ो|ना(?! (?:बुरी|बुरा|गलत|ग़लत|पाप|ठीक नहीं|अच्छा नहीं|अच्छी बात नहीं)))",
    r"거짓말(?:해|을 해)",
    r"嘘をつ(?:いて|け)",
    r"(?:撒谎|说谎)",
    r"اكذب",
)

# -- other people's memories, the assistant's own instructions -----------------------------------
# Users other than the writer ("the user before me", "pengguna lain", "άλλους χρήστες").
OTHER_USERS = words_pattern(
    r"\bother users?\b",
    r"\b(?:the )?(?:previous|last|other) user'?s?\b",
    r"\bthe users? before me\b",
    r"\bthe user named\b",
    r"\bandere[nr]? (?:nutzer|benutzer)",
    r"\bautres utilisateurs",
    r"\botros usuarios",
    r"\boutros usuários",
    r"\baltri utenti",
    r"\bandere gebruikers",
    r"\bдруги[хм] пользовател",
    r"\bінш(?:их|им) користувач",
    r"\binnych użytkownik",
    r"\bdiğer kullanıcı",
    r"\bandra användare",
    r"\bpengguna lain\b",
    r"\bngười dùng khác\b",
    r"\b(?:άλλους|άλλων|άλλοι) χρήστ",
    r"ผู้ใช้คนอื่น",
    r"ผู้ใช้อื่น",
    r"अन्य उपयोगकर्ता",
    r"दूसरे उपयोगकर्ता",
    r"다른 사용자",
    r"他のユーザー",
    r"其他用户",
    r"其他用戶",
    r"别的用户",
    r"المستخدمين الآخرين",
    r"زملائي",
)
# What the assistant saved, knows or was told (its memory, not anyone's own files).
SAVED_BY_YOU = words_pattern(
    r"\byou(?:'ve| have)? (?:saved|stored|remember(?:ed)?|kept|know|learned|collected)\b",
    r"\btold you\b",
    r"\bmemor(?:y|ies)\b",
    r"\bconversations?\b",
    r"\bgespeichert",
    r"\berinnerung",
    r"\benregistr",
    r"\bmémoire",
    r"\bguard(?:aste|ad)",
    r"\brecuerdas\b",
    r"\bsalv(?:ou|aram|os|as)\b",
    r"\bguardou\b",
    r"\bmemória",
    r"\bsalvat",
    r"\bricord",
    r"\bopgeslagen",
    r"\bonthouden",
    r"\bсохранил",
    r"\bпомнишь",
    r"\bпамят",
    r"\bзберіг",
    r"\bпам'ят",
    r"\bzapisa",
    r"\bpamiętasz",
    r"\bkaydett",
    r"\bhatırl",
    r"\bsparat",
    r"\bsparade",
    r"\bminns\b",
    r"\bsimpan",
    r"\bmemori\b",
    r"\bghi nhớ",
    r"\bđã lưu",
    r"\bαποθηκε",
    r"\bθυμάσαι",
    r"บันทึก",
    r"จำไว้",
    r"सहेज",
    r"याद",
    r"저장",
    r"기억",
    r"保存",
    r"覚えて",
    r"記憶",
    r"记住",
    r"记得",
    r"存储",
    r"記住",
    r"حفظت",
)
# The assistant's own instructions, named as its own or as hidden, initial, given to it.
YOUR_ORDERS = words_pattern(
    r"\b(?:versteckt|geheim|ursprünglich|intern|erst)\w* (?:anweisungen|instruktionen|vorgaben)",
    r"\b(?:anweisungen|instruktionen|vorgaben),? die (?:du|man dir)",
    r"\bdeine (?:\w+ )?(?:anweisungen|instruktionen|vorgaben)",
    r"\btes (?:\w+ )?(?:instructions|consignes)",
    r"\b(?:instructions|consignes) (?:cachées|initiales|d'origine|secrètes|qu'on t'a)",
    r"\binstrucciones (?:ocultas|originales|iniciales|secretas|que te)",
    r"\btus (?:\w+ )?instrucciones",
    r"\binstruções (?:ocultas|originais|iniciais|secretas|que te)",
    r"\bmensagem inicial",
    r"\bte configuraram",
    r"\b(?:suas|tuas) (?:\w+ )?instruções",
    r"\bistruzioni (?:nascoste|originali|iniziali|segrete|che ti)",
    r"\b(?:le )?tue (?:\w+ )?istruzioni",
    r"\bverborgen instructies",
    r"\bje (?:\w+ )?instructies",
    r"\binstructies die je",
    r"\bскрыт\w* (?:инструкц|указани)",
    r"\bтво(?:и|ими) (?:\w+ )?(?:инструкц|указани)",
    r"\bисходн\w* (?:инструкц|указани)",
    r"\bинструкци\w*,? которые тебе",
    r"\bприхован\w* інструкц",
    r"\bтвої (?:\w+ )?інструкц",
    r"\bukryte instrukcje",
    r"\btwoje (?:\w+ )?instrukcje",
    r"\binstrukcje,? które (?:dostałeś|otrzymałeś)",
    r"\bgizli talimat",
    r"\bsana verilen\b[^.\n]{0,20}talimat",
    r"\bsistem (?:istemi|komutu|promptu|talimat)",
    r"\bdolda instruktioner",
    r"\bdina (?:\w+ )?instruktioner",
    r"\bursprungliga instruktioner",
    r"\binstruksi (?:tersembunyi|awal|asli|sistem)",
    r"\bprompt sistem",
    r"\bhướng dẫn (?:ẩn|ban đầu|gốc)",
    r"\blời nhắc hệ thống",
    r"\bκρυφές οδηγίες",
    r"\bμήνυμα συστήματος",
    r"\bαρχικές οδηγίες",
    r"คำสั่งระบบ",
    r"คำสั่งที่ซ่อน",
    r"निर्देश[^.\n]{0,20}तुम्हें[^.\n]{0,20}दिए",
    r"छिपे (?:हुए )?निर्देश",
    r"सिस्टम प्रॉम्प्ट",
    r"숨겨진 지시",
    r"처음 받은 지시",
    r"隠された指示",
    r"最初の指示",
    r"元の指示",
    r"隐藏的指令",
    r"隐藏指令",
    r"系统提示词",
    r"最初的指令",
    r"原始指令",
    r"تعليماتك",
    r"التعليمات المخفية",
    r"تعليمات النظام",
)
# Written out, copied, shown (verbs `_REVEAL` lacks): "skriv ut", "yapıştır", "लिख दो".
WRITE_OUT = words_pattern(
    r"\b(?:write|copy|paste|type) (?:out|down|here|them|it)\b",
    r"\bdime\b",
    r"\bcopia",
    r"\bescrib",
    r"\bskriv ut\b",
    r"\bvisa\b",
    r"\byapıştır",
    r"\byaz\b",
    r"\bgib\b[^.\n]{0,60}\baus\b",
    r"\bwörtlich\b",
    r"\bpalabra por palabra\b",
    r"\bordagrant\b",
    r"\bдословно\b",
    r"\bdosłownie\b",
    r"\baynen\b",
    r"แสดง",
    r"लिख दो",
    r"शब्दशः",
    r"見せ",
    r"보여",
    r"\btampilkan\b",
    r"\bcho (?:tôi|mình) xem\b",
    r"\bδείξε\b",
    r"\bme pass[ae]\b",
    r"\blook up\b",
    r"اعرض",
)

# -- obedience to whatever the writer says, with the warnings gone -------------------------------
OBEY_ALL = words_pattern(
    r"\bdo (?:whatever|everything|anything) i (?:say|ask|tell|want|request)",
    r"\b(?:alles|einfach alles),? was ich (?:sage|verlange|will|sag)",
    r"\btout ce que je (?:dis|demande|veux)",
    r"\btodo lo que (?:te )?(?:diga|pida|mande)",
    r"\b(?:tudo )?o que eu (?:pedir|disser|mandar)",
    r"\btutto (?:quello )?(?:che|ciò che) (?:ti )?(?:dico|chiedo)",
    r"\balles wat ik (?:zeg|vraag)",
    r"\bвсё,? что я (?:скажу|говорю|прошу|попрошу)",
    r"\bвсе,? що я (?:скажу|кажу|прошу|попрошу)",
    r"\bwszystko,? co (?:ci )?(?:powiem|każę)",
    r"\bne dersem onu yap",
    r"\bdediğim her şeyi yap",
    r"\b(?:göra )?som jag säger\b",
    r"\ballt jag säger\b",
    r"\bapa (?:pun|saja) yang (?:aku|saya|gue) (?:minta|bilang|katakan|suruh)",
    r"\blàm theo (?:mọi )?(?:lời|điều) (?:tôi|mình)",
    r"\bό,?τι (?:σου )?(?:πω|ζητήσω)",
    r"ทำตามที่(?:ฉัน|ผม)?สั่ง",
    r"\bjo bol(?:u|un|oon) (?:wo|woh|vo) kar",
    r"जो (?:मैं )?(?:बोलूं|कहूं)",
    r"내가 시키는 (?:건|것은|대로)",
    r"言う(?:こと|通り)",
    r"我说什么你就做什么",
    r"我說什麼你就做什麼",
    r"كل ما أقول",
)
# No warnings or refusals left: "never warn", "keine Sicherheitshinweise", "안전 관련 경고는 절대".
NO_WARNINGS = words_pattern(
    r"\bno (?:refusals|warnings|caveats|disclaimers|safety warnings)\b",
    r"\bnever (?:warn|refuse|add (?:a )?warnings?)",
    r"\bstop adding (?:warnings|disclaimers)",
    r"\b(?:nie wieder|keine) (?:sicherheitshinweise|warnungen)",
    r"\bplus jamais (?:refuser|d'avertissements?)",
    r"\bsin (?:advertencias|avisos)\b",
    r"\b(?:não mencione|sem) (?:riscos|avisos)\b",
    r"\bsenza (?:avvertenze|avvisi)\b",
    r"\bgeen waarschuwingen\b",
    r"\bбез предупреждений\b",
    r"\bbez ostrzeżeń\b",
    r"\buyarı yazma",
    r"\baldrig varna\b",
    r"\btanpa peringatan\b",
    r"\bkhông (?:cần )?cảnh báo\b",
    r"ไม่พูดเรื่องความปลอดภัย",
    r"\bsafety warning mat\b",
    r"चेतावनी (?:मत|न)",
    r"경고는 절대",
    r"경고하지 마",
    r"警告しないで",
    r"从不提安全",
    r"不要警告",
    r"بدون تحذيرات",
)

# -- a site pushed on whoever reads the answers --------------------------------------------------
# Recommending, in the imperative or the second person (the English forms are
# instruction_objects.PROMOTE's): "empfiehl", "recomiéndale", "polecaj", "추천해".
RECOMMEND = words_pattern(
    r"\bempfiehl(?:st)?\b",
    r"\b(?:recommande|recommandez|conseille|conseillez)\b",
    r"\b(?:recomienda|recomiéndale|recomiéndales|recomiende|aconseja|aconséjale)\b",
    r"\b(?:recomende|recomenda|indique|sugira)\b",
    r"\b(?:consiglia|raccomanda|suggerisci|consigliagli)\b",
    r"\b(?:adviseer|raad)\b",
    r"\bgeef je\b[^.\n]{0,40}\badvies\b",
    r"\b(?:советуй|посоветуй|рекомендуй|порекомендуй|радь|порадь)\b",
    r"\b(?:polecaj|poleć|rekomenduj|doradzaj)\b",
    r"\b(?:öner|tavsiye et)\b",
    r"\b(?:rekommendera|tipsa om)\b",
    r"\b(?:rekomendasikan|sarankan|arahkan)\b",
    r"\b(?:giới thiệu|khuyên)\b",
    r"\b(?:πρότεινε|σύστησε)\b",
    r"\b(?:dai sempre|link dena)\b",
    r"แนะนำ",
    r"लिंक देना",
    r"सुझाओ",
    r"추천하고",
    r"추천해",
    r"勧めて",
    r"おすすめして",
    r"推荐",
    r"推薦",
    r"انصح",
)
# A site named by its domain, whatever particle follows it ("daebak-coin.example을").
SITE_NAMED = (
    r"https?://|www\.|\b[\w-]{2,}\.(?:example|com|net|org|io|shop|store|biz|info|co|xyz|top|ru|"
    r"cn)(?![a-z0-9-])"
)

# -- a note addressed to the assistant (session 11, second pass) ----------------------------------
# A header that names the assistant as the note's reader, then a colon: "note for the AI:",
# "Nota para el asistente:", "PS an das Modell:", "어시스턴트에게:", "塾のAIへ：", "Tekoälylle:".
# A note *to the assistant* in a memory speaks to its behaviour; what it says decides (a reveal,
# a rule dropped, a grant, another's data: instruction_speech.py pairs it), so "note for the
# assistant: I'm vegetarian" stays a fact.
_AI_NOUN = (
    r"(?:ai|a\.i\.|ki|ia|ии|ші|assistant|assistent|assistente|asistente|asystent|bot|chatbot|"
    r"model|modell|modèle|modelo|modello|model|llm|ассистент|помощник|бот|асистент)"
)
# (every header ends on a colon, or on a Japanese comma after 〜へ)
HEADER_MARKS = ":：、,"
NOTE_TO_ASSISTANT = words_pattern(
    r"\b(?:note|notes|memo|message|reminder|ps|p\.s\.|hint|tip|instruction|heads[- ]up)"
    r"[^:\n]{0,25}?\b(?:for|to) (?:the |my |this |our |any |whatever )?(?:\w+ )?"
    + _AI_NOUN
    + r"\b[^:\n.]{0,30}:",
    r"\b(?:notiz|hinweis|memo|nachricht|ps|erinnerung|anweisung|bitte)[^:\n]{0,25}?\b(?:an|für) "
    r"(?:die |das |den |meine[nm]? |unsere[nm]? )?" + _AI_NOUN + r"\b[^:\n.]{0,30}:",
    r"\b(?:note|message|mot|rappel|consigne|ps|conseil)[^:\n]{0,25}?\b(?:pour|à|au) "
    r"(?:l'|le |la |mon |ma |ton |toi, l')?" + _AI_NOUN + r"\b[^:\n.]{0,30}:",
    r"\b(?:nota|aviso|mensaje|recordatorio|recado|lembrete|observação|mensagem|avviso|messaggio|"
    r"promemoria)[^:\n]{0,25}?\b(?:para|pro|pra|per|al|ao|à|a) (?:el |la |o |a |il |l')?"
    + _AI_NOUN
    + r"\b[^:\n.]{0,30}:",
    r"\b(?:notitie|bericht|memo|opmerking|berichtje)[^:\n]{0,25}?\b(?:voor|aan) (?:de |het )?"
    + _AI_NOUN
    + r"\b[^:\n.]{0,30}:",
    r"\b(?:заметка|записка|сообщение|примечание|промпт|напоминание|нотатка|повідомлення)"
    r"[^:\n]{0,10}?\bдля (?:" + _AI_NOUN + r")\w*[^:\n.]{0,30}:",
    r"\b(?:asistana|yapay zekaya|bota|modele) not\s*:",
    r"\b(?:catatan|pesan) (?:untuk|buat) (?:ai|asisten|bot|model)\s*:",
    r"\b(?:ghi chú|lời nhắn|nhắn) (?:cho|gửi) (?:trợ lý|ai|bot|mô hình)\s*:",
    r"\b(?:tekoälylle|avustajalle|botille|mallille)\s*:",
    r"\bmuistiinpano (?:tekoälylle|avustajalle)\s*:",
    r"\b(?:til|till) (?:assistenten|ai'en|ai:n|modellen|botten|boten)\s*:",
    r"\b(?:notatka|wiadomość|uwaga) dla (?:asystenta|ai|bota|modelu)\s*:",
    r"(?:어시스턴트|ai|챗봇|봇|모델)에게\s*:",
    r"(?:ai|アシスタント|ボット|モデル)(?:さん)?へ(?:の[^：:\n]{0,4})?[：:、,]",
    r"给[^的。\n：:]{0,8}(?:ai|助手|助理|机器人|模型)的[^：:\n]{0,4}(?:备注|提示|留言|说明|话|便条)[：:]",
    r"(?:הודעה|הערה|פתק|תזכורת) ל(?:עוזר|בוט|מודל|בינה)[^:\n]{0,20}:",
    r"ملاحظة (?:إلى|لل)(?:مساعد|بوت|نموذج|ذكاء)[^:\n]{0,20}:",
    r"(?:सहायक|एआई|ai|बॉट|मॉडल) के लिए (?:नोट|संदेश|निर्देश)\s*:",
)
# Warnings told to stop, as a note's order (the imperative's negation in each language).
WARN_NO_MORE = words_pattern(
    r"\b(?:never|don't|do not|stop|no longer) (?:warn|caution|alert)",
    r"\b(?:nicht mehr|nie mehr|niemals) (?:warnen|hinweisen)\b",
    r"\bwarn(?:e|ungen) (?:nicht|nie)\b",
    r"\bne (?:préviens|previens|avertis|alerte|mets en garde)\b[^.\n]{0,12}\b(?:plus|jamais)\b",
    r"\bno (?:adviertas|avises|alertes) (?:más|nunca)\b",
    r"\bnunca (?:adviertas|avises|avise|alerte|advirta)\b",
    r"\bnão (?:avise|alerte|advirta)\b",
    r"\bnon (?:avvisare|avvertire) più\b",
    r"\bwaarschuw (?:niet meer|nooit)\b",
    r"\bне (?:предупреждай|предостерегай|попереджай)\b",
    r"\bnie ostrzegaj\b",
    r"\bälä (?:enää |koskaan |enää koskaan )?varoita\b",
    r"\bđừng (?:cảnh báo|nhắc)\b",
    r"\bjangan (?:lagi )?(?:memperingatkan|peringatkan)\b",
    r"\buyarma\b",
    r"\bvarna inte\b",
    r"경고를? (?:절대 )?하지 ?마",
    r"不要(?:再)?(?:提醒|警告)",
    r"注意喚起しない",
    r"警告しない",
    r"אל תזהיר",
    r"لا تحذر",
    r"चेतावनी (?:मत|न) द",
)

# -- a quoted word as a cue (session 11, second pass) ---------------------------------------------
# A short quoted word beside a verb of typing, writing, saying or containing, either order:
# "when the user types "hola"", "Kullanıcı "çay" yazdığında", "ユーザーが「おはよう」と言ったら",
# "ทุกครั้งที่ผู้ใช้พิมพ์คำว่า "สวัสดี"". A password said in a chat is a code word for a person;
# instruction_speech.py pairs the cue with what it unlocks in the assistant.
QUOTE_MARKS = '"“«„「『'
_QUOTED = r"[\"“«„「『][^\"”»“」』\n]{1,30}[\"”»“」』]"
_TYPED = (
    r"(?:types?|typed|says?|writes?|sends?|enters?|contains?|tippt|schreibt|sagt|enthält|"
    r"écrit|écrive|tape|dit|dise|contient|escribe|escriba|diga|dice|contiene|aparece|escreve|"
    r"escreva|escrever|digitar|disser|scriva|"
    r"digita|contém|scrive|typt|zegt|schrijft|bevat|напише|пишет|напишет|скажет|скаже|пише|"
    r"содержит|napisze|powie|zawiera|yazdığında|yazarsa|derse|skriver|säger|innehåller|ketik|"
    r"mengetik|menulis|bilang|gõ|viết|nói|γράφει|γράψει|πει|περιέχει|พิมพ์|लिखे|कहे|likhe|bole|"
    r"כותב|יכתוב|אומר|كتب|يكتب|قال|写|说|打|输入|言ったら|書いたら|入力したら|と言|라고|치면|"
    r"쓰면|말하면|입력하면)"
)
# The cue is a condition: a word of "if / when / each time" before it in its clause, or a verb
# that is itself conditional (Turkish -dığında / -arsa, Japanese 〜たら, Korean 〜면). "The
# password hint says "first car"" reports a text; it cues nothing.
_IF_WHEN = (
    r"(?:\b(?:if|when|whenever|once|each time|every time|wenn|falls|sobald|jedes mal|si|quand|"
    r"lorsque?|chaque fois|cuando|cada vez|siempre que|quando|sempre que|se|als|wanneer|"
    r"elke keer|если|когда|коли|якщо|щоразу|jeśli|jeżeli|gdy|kiedy|za każdym razem|när|om|"
    r"varje gång|kalau|jika|setiap kali|khi|nếu|mỗi khi|όταν|αν|κάθε φορά|jab|agar)\b|"
    r"ถ้า|ทุกครั้ง|जब|अगर|כש|בכל פעם|אם|إذا|كلما|如果|要是|每当|只要)"
)
_TYPED_IF = r"(?:yazdığında|yazarsa|derse|言ったら|書いたら|入力したら|치면|쓰면|말하면|입력하면)"
QUOTED_CUE = words_pattern(
    _IF_WHEN
    + r"[^.\n]{0,40}?(?:"
    + _QUOTED
    + r"[^.\n]{0,30}?"
    + _TYPED
    + "|"
    + _TYPED
    + r"[^.\n]{0,30}?"
    + _QUOTED
    + ")",
    _QUOTED + r"[^.\n]{0,10}?" + _TYPED_IF,
)
