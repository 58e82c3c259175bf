"""Credentials by structure (issue #22): an access noun or a way of getting in, bound to a value
shaped for its noun, in many languages; references, descriptions and fictional or generic
frames are not values; the whole value is redacted (credential_binding.py and its neighbours)."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.redact import looks_like_secret, redact_secrets

# (sentence, the value in it): a noun bound to a value in the order each language uses.
BOUND = [
    ("the code for the bike shed is 2-8-1-4", "2-8-1-4"),
    ("our door code changed to 5177, tell the cleaner", "5177"),
    ("the verbal password for the energy company is Pumpkin", "Pumpkin"),
    ("security question answer (favourite teacher): MrsHolloway", "MrsHolloway"),
    ("WLAN: FritzBox7590 XY, Schlüssel 4471 9920 1836 5502", "4471 9920 1836 5502"),
    ("die PIN meiner EC-Karte lautet 5521", "5521"),
    ("Kombination vom Fahrradschloss: 3-9-1", "3-9-1"),
    ("le digicode de l'immeuble c'est 45B21", "45B21"),
    ("la combinación del candado es 12-34-56", "12-34-56"),
    ("o código do portão é 8812", "8812"),
    ("il PIN del bancomat è 3390", "3390"),
    ("de pincode van mijn pas is 6620", "6620"),
    ("код от гаража 3071", "3071"),
    ("hasło do wifi: Kotek2020!", "Kotek2020!"),
    ("şifre: Ankara06!", "Ankara06!"),
    ("wifi 密码是 chengdu888", "chengdu888"),
    ("ドアの暗証番号は 4471 です", "4471"),
    ("현관 비밀번호 2580", "2580"),
    ("كلمة المرور هي Sahara#2024", "Sahara#2024"),
    ("मेरा पासवर्ड है Delhi@2024", "Delhi@2024"),
    ("mật khẩu email của tôi là Hoasen@2468", "Hoasen@2468"),
    ("the password is still 12345678", "12345678"),
    ("the code they texted me is 482913", "482913"),
    ("the passphrase for my wallet file is cobalt tunnel river ember", "cobalt tunnel river ember"),
    ("family code word: pineapple express", "pineapple express"),
    ("the password is my dog's name and my house number: Rufus112", "Rufus112"),
    ("backup codes (dropbox): k7tq 2mwe, 9pzx r4nb, hh3c 8ylu", "k7tq 2mwe, 9pzx r4nb, hh3c 8ylu"),
    ("for the shared drive the password's Grapes&Cheese7", "Grapes&Cheese7"),
    ("Passwort für den Router? Ach ja: Bergsee#2019", "Bergsee#2019"),
    ("my laptop login is just hunter-orchard-lamp, all lowercase", "hunter-orchard-lamp"),
    ("логин ivan.petrov пароль Морошка!77", "Морошка!77"),
    # a reference *with* the value given after it is a value
    ("my PIN is my birth year, 1987", "1987"),
    ("my PayPal password is the same as email, Quokka$Island8", "Quokka$Island8"),
    ('secret answer to "city you were born in": Tromsø1979', "Tromsø1979"),
    ("gate code is *2793, press the star first", "*2793"),
    ("ricorda che la mia password notion è C0b4lt*90", "C0b4lt*90"),
    ("code wifi de la maison : croissant-velo-2233", "croissant-velo-2233"),
    ("kod do sejfu: 4-1-9-9", "4-1-9-9"),
    ("lösenordet till wifi: Midsommar!24", "Midsommar!24"),
    ("kata sandi wifi saya adalah Melati123", "Melati123"),
    ("รหัสผ่าน wifi คือ Mango2024", "Mango2024"),
    # French sets its quotes apart by spaces: the lone « and » open and close the aside
    ("la réponse à ma question secrète « ville natale » c'est Pontivy", "Pontivy"),
    ("le mot de passe « du bureau » est Tilleul#44", "Tilleul#44"),
]
# No noun, a way of getting in: "log into", "unlocks with", "use … to get into", "… as the answer".
CONTEXT = [
    ("if you need to log into my PayPal, it's Pacific#Wave31", "Pacific#Wave31"),
    ("my work phone unlocks with 846201", "846201"),
    ("the key box at the cottage opens with 0-4-2-7", "0-4-2-7"),
    ("use HorseBattery#9 to log into the NAS", "HorseBattery#9"),
    ("to get into the NAS, it's admin / Qw3rty!!", "Qw3rty!!"),
    ('security question "first pet" -> I put Biscuit99 as the answer', "Biscuit99"),
]


@pytest.mark.parametrize(("text", "value"), BOUND + CONTEXT)
def test_a_value_bound_to_an_access_noun_or_context_is_refused_and_hidden(text, value):
    assert looks_like_secret(text) is not None
    redacted = redact_secrets(text)
    assert "[redacted: " in redacted
    for piece in value.replace(",", " ").split():
        assert piece not in redacted, (piece, redacted)


NOT_VALUES = [
    # references: where the value is, not the value
    "the wifi password at my parents' place is written on the fridge",
    "I keep all my passwords in 1Password now",
    "the key to the shed is under the pot",
    "my PIN is the same as my old one",
    "the code is in the email they sent",
    # descriptions
    "my password is long and has symbols",
    "the door code changed again",
    # compounds and qualified nouns: the noun names another thing
    "My password manager is Dashlane.",
    "il mio gestore di password è Enpass",
    "我用的密码管理器是 Bitwarden",
    "the PIN diagram in the manual shows the wiring",
    # generic and fictional frames
    "a password is like a toothbrush, don't share it",
    "the most common password in the leak was 123456",
    "passwords like 123456 are the most common",
    'in the film the password to the club is "swordfish"',
    'the password of the day in the kids\' game was "banana"',
    "I'm writing a novel where the spy's passphrase is \"the owl flies at midnight\"",
    "for example, a password like Summer2024! is weak",
    # public numbers and quantities
    "el código postal de mi barrio es 28004",
    "el código de barras es 8412345678901",
    "kod pocztowy to 00-950",
    "the code on the fridge is the pizza order code, 7781, not anything important",
    "The Da Vinci Code is 489 pages long",
    "the serial number of the dishwasher is SN4471-82-B",
    "my locker number is 4417",
    "my PIN is my birth year",
    # a number that counts something, or a status, is not a code
    "my code is 200 lines long",
    "the code was 404 not found",
    "the combination lock costs 1299 yen",
    # code, not speech: a label in a string literal, camelCase, a word that ends in "code"
    'usernameLabel:"Username or email:",passwordLabel:"Password:",rememberMeLabel:"Remember me:"',
    "this.addPassword = '#add-password';",
    '"strict-uri-encode@npm:2.0.0"\n  checksum: eaac4cf978b6fbd480f1092cab8b233c9b949bcab',
    "the alarm goes off at 0630 every day",
    "I used Python3 as my code language for years",
    # a passphrase is content words, in any language: not "ich brauche ein neues"
    "das Passwort ist abgelaufen, ich brauche ein neues",
    "le mot de passe est sur le frigo",
    "my password is long and has symbols",
    "I forgot the answer to my security question, the bank is sending a letter",
    "la réponse à ma question secrète « ville natale » est trop facile, je la change",
]


@pytest.mark.parametrize("text", NOT_VALUES)
def test_references_descriptions_and_frames_are_not_values(text):
    assert looks_like_secret(text) is None


@pytest.mark.parametrize(
    ("text", "pieces"),
    [
        # separators inside a code: spaces, dashes, spaced dashes
        ("The PIN for the Halifax account is 3 - 9 - 6 - 2.", ["3", "9", "6", "2"]),
        ("WLAN-Schlüssel 4471 9920 1836 5502 bitte merken", ["4471", "9920", "1836", "5502"]),
        # zero-width characters inside the value
        ("the code for the bike shed is 2-8-1\u200b-4", ["2-8-1", "-4"]),
        ("if you need to log into my PayPal, it's Pacific#Wa\u200bve31", ["Pacific", "ve31"]),
        # line breaks inside the value, or between the copula and the value
        ("the passphrase for my wallet file is cobalt tunnel\nriver ember", ["cobalt", "ember"]),
        ("WLAN: FritzBox, Schlüssel 4471 9920\n1836 5502 thanks", ["4471", "1836", "5502"]),
        ("the password to the wifi is\nHunter22!", ["Hunter22"]),
        ("the door code is:\n4417 thanks", ["4417"]),
    ],
)
def test_redaction_hides_the_whole_value_through_separators_and_breaks(text, pieces):
    redacted = redact_secrets(text)
    for piece in pieces:
        assert piece not in redacted, (piece, redacted)


def test_the_words_around_a_bound_value_stay():
    redacted = redact_secrets("код от гаража 3071, не забудь")
    assert redacted == "код от гаража [redacted: spoken-pin], не забудь"


# -- through the chat engine: transcripts, titles, exports and files on disk -------------------
EMBED = "openai/fake-embedding"


async def test_chat_transcript_and_title_keep_no_part_of_a_bound_value(
    fake_llm_settings, fake_openai, ltm_home
):
    from ltm_chat.chat.events import Done
    from ltm_chat.chat.history import ConversationStore
    from ltm_chat.chat.session import ChatSession
    from ltm_chat.memory.storage.db import Database
    from tests.memory_helpers import files_containing

    settings = fake_llm_settings.with_(memory_env="1", embedding_model=EMBED)
    session = ChatSession(settings)
    fake_openai.script_reply("Noted.")
    fake_openai.script_json({"memories": []})
    text = (
        "the code for the bike shed is 2-8-\u200b1-4. "
        "if you need to log into my PayPal, it's Pacific#Wa\nve31\n"
        "WLAN: Schlüssel 4471 9920\n1836 5502, and the verbal password is Pumpkin."
    )
    events = [ev async for ev in session.send(text)]
    assert isinstance(events[-1], Done)
    assert await session.wait_for_background(30)
    store = ConversationStore(Database(settings.paths.db_uri), settings.user_id).open()
    [conversation] = store.list()
    stored = [m.content for m in store.messages(conversation.id)]
    exports = (session.export("markdown"), session.export("json"))
    for stored_text in (conversation.title, stored[0], *exports):
        for part in ("2-8-", "1-4", "Pacific", "ve31", "4471", "9920", "1836", "5502", "Pumpkin"):
            assert part not in stored_text, (part, stored_text)
    assert "bike shed" in stored[0]
    for part in ("Pacific#Wa", "4471 9920", "Pumpkin"):
        assert files_containing(ltm_home, part) == []
