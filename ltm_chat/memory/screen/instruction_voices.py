"""Rule table, third part: the assistant told whom to be, or what to say to someone else.

Two orders a memory cannot hold, whatever their words:
- a scripted reply for a third party: "if my mom asks, tell her I was at the library", "si el
  cliente pregunta, dile que ya salió", "엄마가 물어보면 학원 갔다고 말해". Someone *other than
  the user* asks (the asker is never "I": "when I ask for a recipe, tell me the calories" is a
  preference), and the assistant is told, in the imperative, what to answer. A memory that
  speaks to other people through the assistant steers it; a fact about the user never does.
- a new self: a standing scope ("from now on", "ab jetzt", "今から") with the second person's
  copula ("you are", "du bist", "eres", "ты", "あなたは"), or an imperative of role-play ("act
  as", "finja ser", "udawaj, że", "扮演"). The English forms are read by poison.py's persona
  rules; these are the other languages'.

Each concept lists the forms of each language (English, German, French, Spanish, Portuguese,
Italian, Dutch, Russian, Ukrainian, Polish, Turkish, Swedish, Indonesian, Vietnamese, Greek,
Thai, Hindi, Korean, Japanese, Chinese, Arabic). Data only; patterns run on folded (lowered)
text and every gap is bounded.
"""

from __future__ import annotations

from ltm_chat.memory.screen.instruction_words import _words

# -- someone other than the user asks ------------------------------------------------------------
# A condition, then (within its clause) a third person's verb of asking. First-person askers are
# kept out by the verb's form (3rd person) or by a look-ahead on the subject.
ASKED_BY_SOMEONE = _words(
    r"\b(?:if|when|whenever|once|next time)\b(?! (?:i|we)\b)[^.\n]{0,40}\basks?\b",
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
SAY_TO_THEM = _words(
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

# -- a new self ----------------------------------------------------------------------------------
# From now on (or "now", said to the assistant's self): the other languages' standing scopes.
NOW_ON = _words(
    r"\bab (?:jetzt|sofort|heute)\b",
    r"\bvon nun an\b",
    r"\bjetzt\b",
    r"\bà partir de maintenant\b",
    r"\bdésormais\b",
    r"\bdorénavant\b",
    r"\bmaintenant\b",
    r"\ba partir de (?:ahora|hoy)\b",
    r"\bde ahora en adelante\b",
    r"\bdesde ahora\b",
    r"\bahora\b",
    r"\ba partir de (?:agora|hoje)\b",
    r"\bde agora em diante\b",
    r"\bagora\b",
    r"\bda (?:ora|adesso|oggi) in (?:poi|avanti)\b",
    r"\bd'ora in (?:poi|avanti)\b",
    r"\bora\b",
    r"\bvanaf (?:nu|vandaag)\b",
    r"\bnu\b",
    r"\bс этого (?:момента|дня)\b",
    r"\bотныне\b",
    r"\bтеперь\b",
    r"\bз цього моменту\b",
    r"\bвідтепер\b",
    r"\bтепер\b",
    r"\bod (?:teraz|dziś|dzisiaj)\b",
    r"\bteraz\b",
    r"\bbundan (?:sonra|böyle)\b",
    r"\bartık\b",
    r"\bfrån och med nu\b",
    r"\bmulai (?:sekarang|hari ini)\b",
    r"\bsekarang\b",
    r"\btừ (?:giờ|bây giờ|nay)\b",
    r"\bαπό (?:τώρα|σήμερα)\b",
    r"\bτώρα\b",
    r"ต่อจากนี้",
    r"ตั้งแต่นี้",
    r"ตอนนี้",
    r"अब से",
    r"अब तुम",
    r"이제부터",
    r"지금부터",
    r"앞으로",
    r"今から",
    r"これから",
    r"今日から",
    r"从现在开始",
    r"從現在開始",
    r"从现在起",
    r"从今以后",
    r"من الآن",
    r"منذ الآن",
)
# The second person's "are": whom the assistant is said to be.
YOU_ARE = _words(
    r"\b(?:du bist|bist du)\b",
    r"\b(?:tu es|tu seras|vous êtes)\b",
    r"\b(?:eres|serás|tú eres)\b",
    r"\b(?:você é|você será|tu és|és)\b",
    r"\b(?:sei|sarai|tu sei)\b",
    r"\b(?:je bent|jij bent|ben je)\b",
    r"\b(?:ты|ты теперь)\b",
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
    r"너는",
    r"넌 ",
    r"당신은",
    r"あなたは",
    r"君は",
    r"你是",
    r"你就是",
    r"أنت ",
)
# Role-play told to the assistant, in the imperative ("finja ser", "udawaj, że jesteś").
PLAY_ROLE = _words(
    r"\b(?:act|behave) as my\b",
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
STAY_IN_ROLE = _words(
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
ROLE_NAME = _words(
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
I_CLAIM = _words(
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
ORDER_OVER_YOU = _words(
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
UNTRUE = _words(
    r"\beven (?:if|though|when) (?:it|that|this|he|she|they|i|we)(?:'s| is| was| were|'m| am)? "
    r"(?:not|n't|isn't|wasn't|weren't|aren't|didn't|hasn't|haven't|hadn't|false|a lie)",
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
# A lie told to the assistant to tell: "lie to the user", "make things up", "say you did".
LIE = _words(
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
    r"झूठ बोल(?:ो|ना)",
    r"거짓말(?:해|을 해)",
    r"嘘をつ(?:いて|け)",
    r"(?:撒谎|说谎)",
    r"اكذب",
)
