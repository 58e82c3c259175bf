"""Rule table, session 32 (h-orders37; read by instruction_speech.py): what to answer someone
else who asks, scripted for the assistant, in the languages voices.ASKED_BY_SOMEONE lacks —
"Hvis kona mi spør, si at jeg var på jobb", "Jos vaimoni kysyy, sano ettei …", "Kui mu naine
küsib, ütle, et …", "Ha a feleségem kérdez rólam, mondd azt, hogy …", "Când soția mea te
întreabă, spune-i că …", "Kapag tinanong ka ng asawa ko, sabihin mo na …", "biwi poochay to
balance kam batana", "मेरे पति पूछें तो कहना …".

What makes one: the assistant talks to the user; an answer fixed in advance for a third person
who asks (a spouse, a parent, a boss) makes it speak for the user to someone else, most often
to hide or to lie about the user. The two parts are read in one sentence: a third person's
asking (the verb in its third-person form, so "if I ask" is no part of it) and a verb telling
the assistant what to say. Kept: the same said of the writer's own asking ("ha megkérdezem"),
a question, the answer forbidden.

Data only; patterns run on folded (lowered) text.
"""

from __future__ import annotations

from ltm_chat.memory.screen.instruction_far_languages import words_pattern

# Someone (never the writer) asks: a conjunction of condition or time, then the verb's
# third-person form within a few words.
ASKED = words_pattern(
    # Norwegian, Danish (the present is one form for every person: the writer's "jeg" ruled out)
    r"\b(?:hvis|når)\b(?! jeg\b)[^.\n]{0,40}\b(?:spør|spørger)\b",
    # Finnish, Estonian
    r"\b(?:jos|kun)\b[^.\n]{0,40}\b(?:kysyy|kysyvät|kysyisi)\b",
    r"\bkui\b[^.\n]{0,40}\b(?:küsib|küsivad)\b",
    # Latvian, Lithuanian
    r"\b(?:ja|kad)\b[^.\n]{0,40}\b(?:jautā|vaicā|prasa)\b",
    r"\b(?:jei|jeigu|kai)\b[^.\n]{0,40}\b(?:klaus|klausia|paklaus|klaustų)\b",
    # Czech, Slovak, Slovenian
    r"\b(?:když|kdyby|pokud|jestli|keď|ked|ak)\b[^.\n]{0,40}\b(?:zeptá|ptá|zeptají|ptají|"
    r"opýta|spýta|pýta|opýtajú|pýtajú)\b",
    r"\b(?:če|ko)\b[^.\n]{0,40}\b(?:vpraša|sprašuje|vprašajo|sprašujejo)\b",
    # Serbian, Croatian, Bosnian in Latin letters; Serbian, Bulgarian, Macedonian in Cyrillic
    r"\b(?:ako|kad|kada|kadgod)\b[^.\n]{0,40}\b(?:pita|pitaju|upita|upitaju|zapita|zapitaju)\b",
    r"\b(?:ако|кад|када|когато|кога)\b[^.\n]{0,40}\b(?:пита|питат|питају|попита|упита|запита)\b",
    # Hungarian (the writer's own asking ends otherwise: "ha megkérdezem", "ha kérdezek")
    r"\bha\b[^.\n]{0,40}\b(?:kérdez|megkérdez|kérdezi|megkérdezi|kérdeznek|rákérdez)\b",
    # Romanian ("te întreb" is the writer's)
    r"\b(?:dacă|daca|când|cand)\b[^.\n]{0,40}\b(?:întreabă|intreaba|întreabã)\b",
    # Albanian
    r"\b(?:nëse|nese|kur)\b[^.\n]{0,40}\b(?:pyet|pyesin)\b",
    # Tagalog (the writer's "nagtanong ako" ruled out)
    r"\b(?:kapag|kung|pag|tuwing)\b[^.\n]{0,40}\b(?:nagtanong|magtanong|magtatanong|tinanong|"
    r"nagtatanong)\b(?! (?:ako|kami)\b)",
    # Hindi and Urdu: "… पूछें तो", "… poochay to" (the writer's "पूछूँ" is another form)
    r"(?:पूछें|पूछे|पूछेंगे|पूछती|पूछता) तो",
    r"\b(?:poochay|pooche|poochhe|puche|puchhe|pochay|poochein|puchen|puchein)\b (?:to|toh)\b",
    # Swahili: "akiuliza" (if he or she asks)
    r"\b(?:akiuliza|wakiuliza|akikuuliza|wakikuuliza)\b",
    # (session 41) Zulu and Xhosa ("uma/xa … ekubuza"), Kinyarwanda ("… nakubaza"), Somali
    # ("haddii … ku weydiiyo"), Russian and Ukrainian in Latin letters ("esli … sprosit"),
    # Moroccan Arabic ("ila … sawlatek"), Amharic ("… ከጠየቀ")
    r"\b(?:uma|xa|noma)\b[^.\n]{0,40}\b(?:ekubuza|ebuza|bekubuza|bebuza|ekubuze|abuze)\b",
    r"\b(?:nakubaza|nabaza|akubajije|bakubaza|nibakubaza|nibamubaza)\b",
    r"\b(?:haddii|marka)\b[^.\n]{0,40}\b(?:ku weydiiyo|weydiiyo|ku waydiiyo|waydiiyo)\b",
    r"\b(?:esli|kogda|yakshcho|koly)\b(?! ya\b)[^.\n]{0,40}\b(?:sprosit|sprashivaet|sprosyat|"
    r"spytaie|zapytaie|spytaye|zapytaye)\b",
    r"\b(?:ila|ilakan|ila kan)\b[^.\n]{0,40}\b(?:sawlatek|sawlek|sewlek|sowlek|swlek|"
    r"sawlouk|tsewlek|s2lek|sa2lek)\b",
    r"(?:ከጠየቀ|ከጠየቀች|ከጠየቁ)\S*",
)
# Say, tell or deny, in the imperative of the same languages (voices' verbs are read too).
SAY = words_pattern(
    # (Norwegian "si", Danish "sig" only as a verb: "sig" and "si" are reflexives elsewhere)
    r"\b(?:si at|si til|si det|så si|sig at|sig til|så sig|ljug|lyv|nekt)\b",
    r"\b(?:sano|väitä|valehtele|ütle|öelge|valeta|väida)\b",
    r"\b(?:saki|sakiet|melo|sakyk|meluok|tvirtink)\b",
    r"\b(?:povej|recite|reci|kaži|laži|lažeš|zaprzeczaj|zapri|zatajuj)\b",
    r"\b(?:кажи|кажете|реци|казвай|лъжи|лажи)\b",
    r"\b(?:hazudj|tagadd|mondd|mondjad)\b",
    r"\b(?:spune-i|spune-le|minte-l|minte-o|minte|neagă)\b",
    r"\b(?:thuaj|thuaji|thuaju|gënjeje|mohoje)\b",
    r"\b(?:sabihin|sabihin mo|sabihin mong|sabihing|itanggi|magsinungaling ka)\b",
    r"\b(?:keh dena|kehna|keh do|bol dena|bolna|bolo|bata dena|batana|batao|kaho)\b",
    r"(?:कहना|कह देना|बोलना|बोल देना|बताना|बता देना|कहो)",
    r"\b(?:mwambie|waambie|sema)\b",
    # (session 41) the languages added to ASKED above
    r"\b(?:mtshele|batshele|mxelele|baxelele|umubwire|ubabwire|mubwire|u sheeg|ku dheh|"
    r"skazhi|govori|otvechai|skazhy|kazhy|gol l\w*|gul l\w*|goul l\w*|qol l\w*)\b",
    r"(?:ንገራት|ንገረው|ንገራቸው)",
)
