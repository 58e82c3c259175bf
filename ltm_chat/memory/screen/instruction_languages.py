"""Rule table, ninth part (#22 session 15, read by instruction_speech.py): two forms of an
order the other tables read in English and the major languages only, in thirty more.

- the user, in the third person, told something ("tell the user …"): the assistant's user named
  as "the user" by someone who is not them is the mark of an order to the assistant, in each
  language's imperative of telling and its word for a software's user;
- a note labelled to the assistant (its preposition or case ending with the assistant's noun,
  then the label's colon) that speaks of the user in the third person or of anyone.

Data only; patterns run on folded (lowered) text, gaps bounded.
"""

from __future__ import annotations

from ltm_chat.memory.screen.instruction_words import words_pattern

# The user, in the third person, told something, in the languages that
# instruction_targets.TELL_THE_USER lacks ("tell my mum" is instruction_others.py's).
TELL_THE_USER_MORE = words_pattern(
    r"\b(?:nói|bảo|khuyên|báo|nhắn) (?:với |cho )?người dùng\b",
    r"\b(?:bilang|bilangin|katakan|beritahu|beritahukan|kasih (?:tahu|tau)|sampaikan|bagitahu)"
    r" (?:ke |kepada |pada |sama |kat )?(?:user|pengguna)\b",
    r"\b(?:sabihin|sabihan|ipaalam)(?: mo)? (?:sa|ang) (?:user|gumagamit)\b",
    r"\b(?:mwambie|waambie|mweleze|waeleze) (?:mtumiaji|watumiaji|mteja|wateja)\b",
    r"\buser ko\b[^.\n]{0,40}\b(?:bata|bol|keh|kah)(?:o|na|do|de|dena| do| dena| dijiye)\b",
    r"(?:यूज़र|यूजर|उपयोगकर्ता) को[^।.\n]{0,40}(?:बता|बोल|कह)",
    r"صارف کو[^۔.\n]{0,40}(?:بتا|کہ)",
    r"(?:ব্যবহারকারীকে|ইউজারকে)[^।.\n]{0,40}(?:বল|জানা)",
    r"பயனர(?:ிடம்|ுக்கு)[^.\n]{0,40}(?:சொல்|கூறு)",
    r"వినియోగదారు(?:కు|తో)[^.\n]{0,40}చెప్ప",
    r"वापरकर्त्याला[^।.\n]{0,40}सांग",
    r"વપરાશકર્તાને[^.\n]{0,40}(?:કહે|કહો|જણાવ)",
    r"ਯੂਜ਼ਰ ਨੂੰ[^.\n]{0,40}(?:ਦੱਸ|ਕਹਿ)",
    r"प्रयोगकर्तालाई[^।.\n]{0,40}भन",
    r"\b(?:sọ fún|so fun) (?:olùmúlò|olumulo)\b",
    r"\b(?:gaya|faɗa|fada) wa mai amfani\b",
    r"ለተጠቃሚው[^።.\n]{0,40}(?:ንገር|ንገሪ|ንገረው)",
    r"به کاربر[^.\n]{0,30}(?:بگو|بگوی)",
    r"\b(?:πες|πείτε|να πεις|να λες) (?:στον|στο) χρήστη\b",
    r"\b(?:řekni|řekněte|povedz|povedzte) (?:uživateli|používateľovi)\b",
    r"\bspune(?:-i)?(?: ceva)? utilizatorului\b",
    r"\bmondd (?:meg )?a felhasználónak\b",
    r"\b(?:kerro|sano) käyttäjälle\b",
    r"\b(?:скажи|скажіть|повідом|повідомте|кажи) користувач(?:еві|у|ам)\b",
    r"(?:תגיד|תגידי|תאמר|אמור|תספר) למשתמש",
    r"บอกผู้ใช้",
    r"\b(?:fala|diz|fale|diga) (?:pro|pra|para o|ao) usuário\b",
    r"(?:قول|يقول|تقول) للمستخدم",
    r"\bu sheeg isticmaalaha\b",
    r"\btshela umsebenzisi\b",
    r"\bbwira ukoresha\b",
    r"\bgwa onye (?:ọrụ|oru)\b",
)
# Vietnamese and Indonesian/Malay verbs of telling carry no mood: the order is marked by the
# word before them ("hãy", "nhớ", "luôn"; "tolong", "harus", "terus", "selalu", "jangan lupa").
TELL_THE_USER_MARKED = words_pattern(
    r"\b(?:hãy|nhớ|phải|luôn|cứ)(?: luôn)? (?:nói|bảo|khuyên|báo|nhắn) (?:với |cho )?người dùng\b",
    r"\b(?:tolong|harus|terus|selalu|jangan lupa|pokoknya|mesti|wajib)"
    r" (?:bilang|bilangin|katakan|beritahu|beritahukan|kasih (?:tahu|tau)|sampaikan|bagitahu)"
    r" (?:ke |kepada |pada |sama |kat )?(?:user|pengguna)\b",
)


# A note labelled to the assistant in the languages the label list
# of instruction_notes.py lacks (its preposition or case ending with the assistant's noun,
# then the label's colon), with the user in the third person or anyone at all inside it:
# written for the later reader, about people it will answer (as instruction_notes.py reads
# "Note to the AI: … the user …"). "Notă pentru asistent: răspunde în română" names no one.
NOTE_LABEL_MORE = words_pattern(
    r"\b(?:pentru|către) (?:asistent\w*|ai|ia|bot\w*|model\w*)\s*:",
    r"\b(?:asszisztens|chatbot|bot|ai|mi|modell)(?:nek|nak)\s*:",
    r"\b(?:pro|pre) (?:asistent\w*|bot\w*|ai|ui|model\w*)\s*:",
    r"\b(?:avustaja|botti|tekoäly|malli)lle\s*:",
    r"\bji bo (?:alîkar|asîstan|bot)\w*\s*:",
    r"\b(?:asistentui|botui|dirbtiniam intelektui)\s*:",
    r"\btil (?:gervigreindarinnar|aðstoðarmannsins)\s*:",
    r"\b(?:til|till) (?:assistenten|boten|ki-en|ai-en)\s*:",
    r"\b(?:za|до|за) (?:асистента|асистентот|бота)\s*:",
    r"\bkwa msaidizi\s*:",
    r"\b(?:untuk|buat|kepada) (?:pembantu ai|pembantu|asisten ai|bot)\s*:",
    r"\bper a l'(?:assistent|ia)\s*:",
    r"\bsa (?:ai|assistant|bot)\s*:",
    r"\bkaaliyaha\s*:",
    r"\bassistant-ukku\s*:",
    r"օգնականին",
    r"ასისტენტ(?:ს|ისთვის)\s*:",
    r"ለረዳቱ",
    r"உதவியாளருக்கு",
    r"(?:برائے|کے لیے) ?(?:اسسٹنٹ|اے آئی|بوٹ)",
    r"(?:اسسٹنٹ|اے آئی|بوٹ) کے لیے",
    r"برای (?:دستیار|ربات|هوش مصنوعی)",
    r"সহকারীর (?:জন্য|প্রতি)",
    r"(?:असिस्टेंट|एआई|बॉट) के लिए",
)
# The user in the third person, or anyone, in those languages.
NOTE_ABOUT_OTHERS = words_pattern(
    r"\butilizator\w*",
    r"\bfelhasználó\w*",
    r"\buživatel\w*",
    r"\bpoužívateľ\w*",
    r"\bkäyttäjä\w*",
    r"\bkorisnik\w*",
    r"\b(?:vartotoj|naudotoj)\w*",
    r"\bnotand\w*",
    r"\bbruker\w*",
    r"\banvändar\w*",
    r"\bbruger\w*",
    r"\bkasutaja\w*",
    r"\bbikarhêner\w*",
    r"\b(?:mtumiaji|watumiaji)\b",
    r"\bisticmaal\w*",
    r"\bgumagamit\b",
    r"\buser\b",
    r"\b(?:yeyote|kenelle tahansa|kuka tahansa|oricui|oricine|bárki\w*|komukoli\w*|kdokoli\w*|"
    r"sinuman|siapa (?:pun|saja)|hver den|alle som)\b",
    r"օգտատ\w*",
    r"ցանկացած",
    r"მომხმარებ",
    r"ნებისმიერ",
    r"ተጠቃሚ",
    r"பயனர்",
    r"صارف",
    r"کاربر",
    r"ব্যবহারকারী",
    r"यूज़र",
    r"उपयोगकर्ता",
    r"потребител",
    r"корисник",
)
