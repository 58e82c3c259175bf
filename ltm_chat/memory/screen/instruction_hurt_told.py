"""Rule table, session 33 (read by instruction_speech.py): contempt the assistant is told to say
to its user or to someone they name — "whenever I feel down, tell me nobody at work cares about
me", "always end each reply by telling the user they are worthless", "call me trash every time
I lose", "dígame que a nadie le importo", "Kalla mig idiot i varje svar", "να της λες ότι είναι
άχρηστη", "mujhe darpok bolna", "멍청하다고 말해", "gọi họ là đồ ngu", "aptal de".

What makes one: a verb of telling or calling in a form that orders it, a hearer, and what the
hearer is told is contempt — called worthless, stupid, a coward, to blame; told nobody cares or
everyone hates them; told to give up. Whatever the writer says it is for, the assistant is
made to wound the person it speaks to. Kept: the contempt denied in what is said ("tell me I'm
not a failure"), asked about ("tell me if my plan is stupid", "tell me when I'm being lazy"),
forbidden ("never call me fat"), reported ("my ex always told me I was useless", "people used
to call me lazy"), a tone the user asks for without contempt ("be brutally honest", "roast my
code"), a name asked for ("call me Sam, nobody calls me Samantha").

Data and one skip test; patterns run on folded (lowered) text, gaps bounded.
"""

from __future__ import annotations

from ltm_chat.memory.screen.instruction_far_languages import words_pattern

_APOS = "['’]"
# (a gap that neither denies nor asks: "tell me I'm not …", "tell me if/when/whether I'm …")
_GAP = (
    r"(?:(?!\b(?:not|never|no longer|if|when|whenever|whether|why|how|what|n[’']t|isn[’']t|"
    r"aren[’']t|wasn[’']t|don[’']t|doesn[’']t|stop|nothing)\b)[^.!?;\n]){0,50}?"
)
# What the hearer is called: words of contempt for a person.
_CONTEMPT_EN = (
    r"(?:worthless|useless|stupid|dumb|idiots?|idiotic|morons?|moronic|losers?|a failure|"
    r"failures?|pathetic|cowards?|cowardly|trash|garbage|rubbish|incompetent|hopeless|a burden|"
    r"a disappointment|an embarrassment|disgusting|ugly|fat|lazy|unlovable|a joke|mumu|"
    r"a waste of space|weak|a nobody|clueless)"
)
# What the hearer is told: nobody cares, everyone hates them, they are to blame or deserve it.
_DESPAIR_EN = (
    r"(?:(?:nobody|no one|no-one)(?: \w+){0,4} (?:cares|loves|likes|wants|needs|would miss|"
    r"will miss|listens)|(?:everyone|everybody|all (?:my|his|her|their) \w+)(?: \w+){0,3} "
    r"(?:hates?|despises?|laughs? at)|secretly hates?|(?:it[’']s|it is|it was) (?:all )?"
    r"(?:my|his|her|their) (?:own )?fault|(?:is|are|am|i[’']m|he[’']s|she[’']s|they[’']re) to "
    r"blame|(?:i|he|she|they|you) deserves? (?:it|this|to suffer|to be alone)|(?:\w+ )?life "
    r"(?:no get|has no|have no|is (?:pointless|meaningless|worthless|not worth))|"
    r"(?:should|to|must|better) (?:just )?(?:give up|quit|disappear)(?=\s*(?:$|[.,;!—-]|and\b)))"
)
# The forms of telling that give an order (the imperative, the gerund of a manner, a passive
# wish: "by telling the user …", "keep telling me …", "wants to be told …").
_TELL_EN = r"(?:tell|telling|remind|reminding|say to|saying to)"
_HEARER_EN = (
    r"(?:me|him|her|them|us|am|the user|users|everyone|everybody|anyone|people|customers|"
    r"(?:the|my|our|his|her|their) \w+)"
)
# (the contempt as what the hearer or theirs is: "… he's stupid", "… my drawings are rubbish")
_IS_EN = (
    r"(?:[’']m|[’']s|[’']re|\bam|\bis|\bare|\bwas|\bwere|\blooks?|\bsounds?) (?:(?:such|so|"
    r"really|very|a|an|just|totally|completely|utter|total|complete|fat|big|lazy|ugly|"
    r"stupid) )*"
)
HURT_TOLD = words_pattern(
    # English: told contempt or despair
    r"\b" + _TELL_EN + r" " + _HEARER_EN + r"(?: that)? " + _GAP + _IS_EN + _CONTEMPT_EN + r"\b",
    r"\b" + _TELL_EN + r" " + _HEARER_EN + r"(?: that| say)? " + _GAP + r"\b" + _DESPAIR_EN + r"\b",
    # (said with no hearer: "by saying I'll regret it and I'm a coward")
    r"\b(?:say|saying) (?:that )?(?:i|he|she|they)(?:"
    + _APOS
    + r"m|"
    + _APOS
    + r"s|"
    + _APOS
    + r"re| am| is| are) "
    + _GAP
    + r"\b"
    + _CONTEMPT_EN
    + r"\b",
    r"\b(?:be|being) told (?:that )?(?:i|he|she|they|you)(?:" + _APOS + r"m|" + _APOS + r"re| am|"
    r" is| are) " + _GAP + r"\b" + _CONTEMPT_EN + r"\b",
    # called a name of contempt ("call me trash", "call them \"loser\"")
    r"\b(?:call|calling) " + _HEARER_EN + r" (?:an? |[\"“'‘])?(?:" + _CONTEMPT_EN + r")\b",
    # talked into doubting what they see, or answered in a hurtful way
    r"\bgaslight(?:ing)? " + _HEARER_EN + r"\b",
    r"\b(?:reply|respond|answer|talk|speak) to " + _HEARER_EN + r" in an? (?:mean|cruel|nasty|"
    r"hurtful|demeaning|humiliating|condescending|hateful|insulting) (?:way|manner|tone)\b",
    # Spanish
    r"\b(?:dime|dile|diles|dígame|dígale|díganle|me digas|le digas|les digas|llámame|llámalo|"
    r"llámala|llámalos|me llames|le llames|los llames)\b (?:que )?" + _GAP + r"(?:inútil|idiota|"
    r"estúpid[oa]|tont[oa]|imbécil|fracasad[oa]|un fracaso|perdedor\w*|cobarde|basura|"
    r"patétic[oa]|gord[oa]|fe[oa]|a nadie le importo|a nadie le importas|a nadie le importa|"
    r"nadie (?:me|te|le|lo|la) quiere|todos (?:me|te|le|lo|la) odian|nunca (?:voy|vas|va) a "
    r"poder)\b",
    # Portuguese
    r"\b(?:me (?:chame|chama)|chame-me|me diga|diga-(?:me|lhe)|diga (?:a|ao|à) \w+|fale (?:pra|"
    r"para) (?:mim|ele|ela)|chama (?:ele|ela|eles|elas))\b (?:sempre )?(?:de |que )?"
    + _GAP
    + r"(?:burr[oa]|idiota|inútil|fracassad[oa]|um fracasso|perdedor\w*|covarde|lixo|"
    r"patétic[oa]|gord[oa]|fei[oa]|ninguém (?:me|te|se|lhe) (?:ama|importa|gosta))\b",
    # French
    r"\b(?:dis-moi|dis-lui|dis-leur|dites-moi|dites-lui|appelle-moi|appelle-le|appelle-la|"
    r"traite-moi|traite-le|traite-la|répète-moi|rappelle-moi)\b " + _GAP + r"(?:nul|nulle|"
    r"idiot\w*|stupide|bête|inutile|un raté|une ratée|minable|pathétique|lâche|incapable|"
    r"aucun talent|personne ne (?:m|t|l)"
    + _APOS
    + r"aime|(?:c"
    + _APOS
    + r"est|c"
    + _APOS
    + r"était) (?:ma|ta|sa) faute)\b",
    # German, Dutch
    r"\b(?:sag|sage|nenn|nenne)\b (?:mir|ihm|ihr|ihnen|mich|ihn|sie|(?:dem|den) (?:be)?nutzer|"
    r"(?:dem|den) user) " + _GAP + r"(?:dumm|blöd|dummkopf|trottel|"
    r"nutzlos|wertlos|versager\w*|idiot\w*|erbärmlich|feigling|schuld|niemand (?:mag|liebt|"
    r"will|braucht)|alle hassen)\b",
    r"\b(?:zeg|noem)\b (?:me|mij|hem|haar|ze|tegen \w+) " + _GAP + r"(?:dom|stom|nutteloos|"
    r"waardeloos|mislukkeling|mislukt|idioot|lafaard|niemand (?:houdt|geeft) om)\b",
    # Italian
    r"\b(?:dimmi|digli|dille|chiamami|chiamalo|chiamala|ricordami)\b " + _GAP + r"(?:stupid[oa]|"
    r"idiota|inutile|fallit[oa]|scem[oa]|patetic[oa]|codard[oa]|nessuno (?:mi|ti|gli|le) "
    r"(?:vuole|ama)|(?:è|e) colpa (?:mia|tua|sua))\b",
    # Swedish, Danish, Norwegian
    r"\b(?:säg|kalla|sig|kald|kall|kalle)\b (?:till )?(?:mig|meg|honom|henne|ham|att|at) "
    + _GAP
    + r"(?:idiot\w*|dum|dumma|dumt|dumme|värdelös\w*|oduglig\w*|misslyckad\w*|förlorare|"
    r"ubrugelig|værdiløs|verdiløs|taber|ingen bryr sig)\b",
    # Polish, Czech
    r"\b(?:powiedz|mów|nazywaj|nazwij)\b (?:mi|mu|jej|im|mnie|go|ją)?,? ?(?:że )?"
    + _GAP
    + r"(?:głup\w*|beznadziejn\w*|nic nie wart\w*|bezużyteczn\w*|nieudacznik\w*|idiot\w*|"
    r"tchórz\w*|debil\w*|kretyn\w*|matoł\w*|dureń|durni\w*|nikogo nie obchodz\w*|"
    r"nikt (?:cię|mnie|go|jej) nie (?:lubi|kocha))",
    r"\b(?:řekni|říkej|nazývej)\b (?:mi|mu|jí|jim)?,? ?(?:že )?" + _GAP + r"(?:hloup\w*|"
    r"k ničemu|neschopn\w*|idiot\w*|zbabělec|nikoho nezajím\w*)",
    # Russian, Ukrainian
    r"\b(?:скажи|говори|называй|назови|напоминай|кажи|називай)\b (?:\w+ )?(?:что |що )?"
    + _GAP
    + r"(?:туп\w*|дура\w*|дурак\w*|идиот\w*|ідіот\w*|никчём\w*|нікчем\w*|ничтожеств\w*|"
    r"неудачни\w*|невдах\w*|бесполезн\w*|трус\w*|боягуз\w*|никому (?:\w+ )?не нуж\w*|нікому "
    r"(?:\w+ )?не потрібн\w*|все (?:тебя|меня|его|её) ненавидят|сам\w* винуват\w*)",
    # Greek
    r"(?:πες (?:μου|του|της|τους)|να (?:μου|του|της|τους) λες|λέγε (?:μου|του|της|τους)|"
    r"να (?:με|τον|την|τους) λες|να (?:με|τον|την|τους) αποκαλείς)[^.!?;\n]{0,40}?(?:άχρηστ|"
    r"ηλίθι|χαζ|βλάκ|αποτυχημέν|αποτυχία|δειλ|κανείς δεν (?:σε|με|τον|την) )",
    # Turkish: the contempt, then "say" ("aptal de", "aptal olduğunu söyle")
    r"\b(?:aptal|salak|beceriksiz|işe yaramaz|ezik|korkak|gerizekalı|zavallı|başarısız)\b"
    r"(?: olduğ\w+)?,? (?:de|deyin|söyle|diye (?:hitap et|seslen))(?=\s*(?:$|[.,;!]|ve\b))",
    # Vietnamese: called (gọi, kêu) or told (nói, bảo) a name of contempt
    r"\b(?:gọi|kêu|nói|bảo|chửi)(?: với)? (?:tôi|mình|họ|nó|anh ấy|chị ấy|cô ấy|người dùng|"
    r"khách|em|con) (?:là )?[\"“']?(?:\w+ ){0,2}?(?:ngu|ngốc|vô dụng|vô tích sự|đần|hèn|"
    r"thất bại)\b",
    # Indonesian, Malay
    r"\b(?:bilang|katakan|bilangin|panggil|sebut)\b (?:\w+ ){0,2}(?:bodoh|goblok|tolol|bego|"
    r"payah|tidak berguna|gak berguna|pecundang|penakut)\b",
    # South Asian languages in Latin letters: the name, then the verb of calling or saying
    # ("darpok bolna", '"nee muttaal" nu sollu', '"pichodu" ani pilavu', '"mandan" ennu vilikku')
    r"\b(?:darpok|bekaar|bekar|nikamma|nikammi|nalayak|bewakoof|bevkoof|gadha|gadhi|ullu|"
    r"loser|muttaal|muttal|loosu|paithiyam|pichodu|pichi|mandan|kazhuthe|gaando|gando|murakh|"
    r"moorkh|pagal|pagol|khota|huccha|ghadhav)\b[\"”']?"
    r"(?:(?!\b(?:mat|nahi|nahin|na|mata|vendam|vaddu|beda|nako|koda)\b)[^.!?\n]){0,20}?"
    r"\b(?:bol|bolna|bolo|bol do|bol dena|kehna|kaho|keh do|bulao|bulana|bole|bolbe|dakbe|"
    r"dakish|sollu|sollunga|pilavu|pilu|vilikku|vilikkuka|bolavje|bolav|mhan|mhana|kareyu|"
    r"helu)\b",
    # (session 41) called or told a name of contempt in the languages above lack: the South
    # Slavic languages and Bulgarian, Hungarian, Romanian, Tagalog, Swahili, Zulu, Xhosa,
    # Kinyarwanda, Somali (the verb of calling or telling, then the name)
    r"\b(?:reci|kaži|kaži|zovi|nazivaj|nazovi|recite|кажи|казвай|наричай|наричайте|зови|назови|"
    r"називај)\b,? " + _GAP + r"(?:glup\w*|idiot\w*|budal\w*|kreten\w*|debil\w*|luzer\w*|"
    r"bezvrijedn\w*|bezvredn\w*|глуп\w*|идиот\w*|будал\w*|кретен\w*|дебил\w*|нещастни\w*|"
    r"безполезн\w*|безвредн\w*)",
    r"\b(?:hívd|nevezd|mondd)\b " + _GAP + r"(?:hülye\w*|hülyé\w*|idióta\w*|ostoba\w*|béna\w*|"
    r"lúzer\w*|senki\w*|értéktelen\w*|haszontalan\w*)",
    r"\b(?:spune-i|spune-mi|spuneți|numește-l|numește-mă|zi-i|zi-mi)\b "
    + _GAP
    + r"(?:prost\w*|idiot\w*|ratat\w*|inutil\w*|tâmpit\w*|nimeni nu te)",
    r"\b(?:tawagin|tawaging|tawagan|sabihin|sabihan|ipamukha)\b "
    + _GAP
    + r"(?:bobo|tanga|gago|inutil|"
    r"walang kwenta|walang kuwenta|walang silbi|talunan|duwag)\b",
    r"\b(?:mwite|waite|niite|muite|mwambie|niambie|waambie)\b " + _GAP + r"(?:mjinga|wajinga|"
    r"mpumbavu|pumbavu|hafai|mshindwa|mwoga|takataka)\b",
    r"\b(?:mbize|babize|ngibize|mbiza|biza|bize|mtshele|ngitshele|batshele|mxelele|ndixelele|"
    r"baxelele)\b " + _GAP + r"(?:\w*silima|\w*siphukuphuku|\w*sidenge|\w*zidenge|\w*sidomu|"
    r"igwala|\w*lahleko)\b",
    r"\b(?:wite|mwite|unyite|babwire|mubwire|umbwire)\b " + _GAP + r"(?:igicucu|ibicucu|umuswa|"
    r"injiji|ikigoryi|ikigwari|imburamumaro)\b",
    r"\b(?:u yeer|ugu yeer|u sheeg|dheh)\b " + _GAP + r"(?:doqon|nacas|dabaal|fashil\w*|fuley|"
    r"qashin)\b",
    # Hindi in Devanagari
    r"(?:बेकार|नालायक|निकम्म|बेवकूफ|डरपोक|गधा|गधी)[^.!?।\n]{0,12}(?:बोलना|बोलो|कहना|कहो|"
    r"बुलाना|बुलाओ)",
    # Korean: the contempt, a quotative, then say, call or tease
    r"(?:멍청|바보|한심|쓸모없|겁쟁이|루저|찐따)[^.!?\n]{0,6}(?:라고|다고) ?(?:말해|해|불러|놀려|"
    r"놀리)",
    # Japanese: called a name of contempt
    r"(?:馬鹿|バカ|ばか|アホ|あほ|役立たず|無能|臆病者|負け犬)(?:だ)?(?:と|って)(?:言って|呼んで|"
    r"罵って|言え|呼べ)",
    # Chinese: told or called, after a word that orders it
    r"(?:要|就|请|都|你)(?:说|告诉|骂|叫)(?:我|他|她|他们|用户)(?:是|很|真)?(?:个)?(?:笨蛋|蠢货|"
    r"废物|白痴|傻瓜|没用|失败者|懦夫|窝囊废)",
    # Arabic, Hebrew
    r"(?:قل (?:لي|له|لها|لهم)|قولي (?:لي|له|لها)|نادني|ناديه|ناديها)[^.!?\n]{0,30}?(?:غبي|فاشل|"
    r"عديم الفائدة|عديمة الفائدة|أحمق|حمار|جبان)",
    r"(?:תגיד (?:לי|לו|לה|להם)|תקרא (?:לי|לו|לה))[^.!?\n]{0,30}?(?:טיפש|אפס|כישלון|חסר תועלת|"
    r"חסרת תועלת|פחדן)",
)
