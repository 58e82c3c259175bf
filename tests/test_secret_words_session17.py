"""Session 17 (#22, branch h-creds19): seed phrases in the other BIP-39 word lists and codes
said in more languages' digit words. Own sentences, none copied from an author's set."""

from __future__ import annotations

import unicodedata

import pytest

from ltm_chat.memory.screen.redact import redact_secrets
from ltm_chat.memory.screen.seed_lists import other_seed_spans
from ltm_chat.memory.screen.verdict import screening_verdict

SEEDS = {
    "spanish": "secreto nobleza privar móvil fijo miel corazón anotar ligero refrán seta litera",
    "italian": "pitone sfoltire enoteca bradipo erario ignorato fachiro invece profumo dogma "
    "calcolo pervaso",
    "french": "roseau carbone tyran domaine rocheux onirique alarmer siphon position bastion "
    "peluche baril",
    "portuguese": "urologia ponderar acaso repolho guru coleira fretar iminente peixe bagagem "
    "joelhada batom",
    "czech": "oslovit lucerna jiskra obsluha pohnutka rokle posudek kukla prvek hadr orchestr pult",
    "korean": "강도 군사 잔치 결국 학용품 엊그제 항공 그러나 서랍 원고 악수 내용",
    "japanese": "りせい いそがしい げぼく ひまん はんぱ さほう しつもん そなえる こうない きろく "
    "しんせいじ うんこう",
    "chinese": "喷 港 轨 式 副 拜 织 尾 泽 硅 佳 转",
    "russian": "граф нефть мрачный оружие клиника повсюду вирус штаны спирт штамм море сухой",
}


@pytest.mark.parametrize("lang", sorted(SEEDS))
def test_a_bare_run_of_one_list_is_a_seed(lang: str) -> None:
    text = f"guardo esto aquí: {SEEDS[lang]} — no lo pierdas"
    assert screening_verdict(text) is not None
    assert SEEDS[lang].split()[5] not in redact_secrets(text)


@pytest.mark.parametrize(
    "text",
    [
        # numbered, accents left out, the ideographic space of Japanese lists
        "1. secreto 2. nobleza 3. privar 4. movil 5. fijo 6. miel 7. corazon 8. anotar "
        "9. ligero 10. refran 11. seta 12. litera",
        "Mots du portefeuille de papa roseau carbone tyran domaine rocheux onirique alarmer "
        "siphon position bastion peluche baril",
        "りせい\u3000いそがしい\u3000げぼく\u3000ひまん\u3000はんぱ\u3000さほう\u3000しつもん"
        "\u3000そなえる\u3000こうない\u3000きろく\u3000しんせいじ\u3000うんこう",
    ],
)
def test_numbered_accentless_and_kana_spaced_seeds(text: str) -> None:
    assert screening_verdict(text) is not None


def test_the_official_test_vector_named_as_one_word() -> None:
    text = "seedphrase: legal winner thank year wave sausage worth useful legal winner thank yellow"
    assert screening_verdict(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        # prose in the lists' languages: grammar words stand between their nouns
        "Ayer fuimos al mercado con mi hermana y compramos miel, pan y fruta para toda la semana, "
        "luego volvimos a casa caminando por el parque porque hacía un día precioso.",
        "Le week-end dernier nous avons visité le château avec les enfants, puis nous avons mangé "
        "une crêpe au chocolat sur la place du marché avant de rentrer en voiture.",
        "Domenica scorsa siamo andati al mare con gli amici, abbiamo mangiato il pesce in un "
        "piccolo ristorante del porto e poi abbiamo fatto una lunga passeggiata sulla spiaggia.",
        "No sábado passado fomos ao cinema com os meus primos e depois jantámos numa pizzaria "
        "perto da estação, foi uma noite muito divertida para todos nós.",
        "Minulý týden jsme byli s dětmi na horách, celý den jsme chodili po lese a večer jsme "
        "si uvařili polévku na chatě u babičky.",
        "지난 주말에 친구들과 함께 바다에 가서 맛있는 회를 먹고 해변을 오래 걸었어요.",
        # things listed with commas, even when every one is a list word
        "lista de la compra: miel, corazón, seta, fijo, ligero, litera, secreto, nobleza, "
        "privar, anotar, refrán, móvil",
        # one word said over and over
        "miel miel miel miel miel miel miel miel miel miel miel miel miel",
        # a list of nouns people keep (not twelve in a row)
        "Mis colores favoritos son el rojo, el azul y el verde; odio el amarillo.",
    ],
)
def test_look_alikes_in_the_lists_languages_pass(text: str) -> None:
    assert other_seed_spans(text.lower()) == []
    assert screening_verdict(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "รหัสผ่านของตู้คือ สี่ แปด สอง หนึ่ง",  # Thai digit words
        "PIN za garažu: četiri osam dva jedan",  # Croatian
        "glas an gheata: ocht naoi trí dó",  # Irish
        "Kufuli ya stoo: tano nane moja sita",  # Swahili, a padlock by name
        "లాకర్ కోడ్: రెండు ఏడు ఐదు తొమ్మిది",  # Telugu
        "ലോക്ക്: മൂന്ന് എട്ട് ഒന്ന് ആറ്",  # Malayalam
        "the shed has a code of seven one one four",
        "six two eight five, that's Grandpa's old garage code",
        "πέντε δύο οκτώ ένα αυτό είναι το PIN της κάρτας",
        "गोदाम की तिजोरी 5-2-8-1 से खुलती है",
        "گاوصندوق دفتر با ۷ ۲ ۹ ۴ باز می‌شود",
    ],
)
def test_codes_said_in_more_languages_words(text: str) -> None:
    assert screening_verdict(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "the lock of the old chest is rusty, we were 2 or 3 people lifting it",
        "we ordered a glass of wine and 2 3 4 tapas",
        "Het glas staat op tafel, we zijn met 2, 3 of 4 mensen",
        "the code of conduct was signed by two of us in 2019",
        "my kids are four, seven and nine, that's the whole family",
    ],
)
def test_digit_word_look_alikes_pass(text: str) -> None:
    assert screening_verdict(text) is None


def test_bad_input_is_no_seed() -> None:
    assert other_seed_spans("") == []
    assert other_seed_spans(" " * 50) == []


@pytest.mark.parametrize(
    "text",
    [
        "back gate of the allotment: 7391#",
        "Tür zum Keller: 5820*, dann drücken",
        "el portal se abre con 3 9 1 7 y luego almohadilla",
        "the lockbox takes 6 0 4 2 then the star key",
        "楼下大门按 8 2 6 3 再按井号键",
    ],
)
def test_a_number_the_keypads_hash_or_star_key_ends_is_a_code(text: str) -> None:
    assert screening_verdict(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "dial *123# to see how much credit is left",
        "type *#06# to show the phone's IMEI",
        "the best summer was 2019 #throwback",
        "sales rose in 2021* (see the note below)",
        "BUF = 4096 # bytes per read",
        "area = 1024 * 768",
        "our flat is number 1204 * the one with the red door",
    ],
)
def test_keypad_look_alikes_pass(text: str) -> None:
    assert screening_verdict(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "ｍｙ ｗｉｆｉ ｐａｓｓｗｏｒｄ ｉｓ Ｂｒａｍｂｌｅ７７",
        "ｐａｓｓｗｏｒｄ：ｏｒｃｈａｒｄ４２",
        "ＰＩＮは５３９１です",
    ],
)
def test_full_width_letters_are_read_as_ascii(text: str) -> None:
    assert screening_verdict(text) is not None


def test_a_full_width_value_is_hidden_as_typed() -> None:
    assert "Ｂｒａｍｂｌｅ" not in redact_secrets("ｍｙ ｐａｓｓｗｏｒｄ ｉｓ Ｂｒａｍｂｌｅ７７")


@pytest.mark.parametrize(
    "text",
    [
        "ＯＫ、明日はＪＲで行きます",
        "ＮＨＫのニュースを見ました",
        "ｌｏｖｅ ｔｈｉｓ ｓｏｎｇ ｓｏ ｍｕｃｈ",
    ],
)
def test_full_width_prose_passes(text: str) -> None:
    assert screening_verdict(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Dveře do sklepa: 5173",
        "drzwi od piwnicy: 9024",
        "Nyckelbox vid stugan: 3318",
        "πόρτα αποθήκης: 7720",
        "pintu belakang: 6645",
        "kapı şifresi yok, bahçe kapısı: 4410",
    ],
)
def test_doors_of_more_languages_named_without_a_code_word(text: str) -> None:
    assert screening_verdict(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "coffee grind: 1200 microns for the espresso",
        "pagar: 1500 euros antes del viernes",
        "drzwi: 2 osoby weszły naraz",
        "kapı 12 numaralı daire",
    ],
)
def test_door_word_look_alikes_pass(text: str) -> None:
    assert screening_verdict(text) is None


def test_an_english_seed_with_one_word_not_in_the_list_is_a_seed() -> None:
    # "gravel" is not a BIP-39 word: a seed misremembered or mistyped by one word
    text = "backup words: orbit canvas humble lizard pepper gravel ribbon salad tower wagon vivid exile"
    assert screening_verdict(text) is not None


def test_english_prose_with_list_words_passes() -> None:
    text = (
        "We had a lovely picnic by the river, the children played with a ball and the dog "
        "chased birds across the field until the rain came and we all ran back to the car."
    )
    assert screening_verdict(text) is None


def test_a_part_of_something_said_before_a_code_noun_passes() -> None:
    assert screening_verdict("we covered 6 7 8 of the code review this week") is None


@pytest.mark.parametrize("form", ["NFC", "NFD"])
def test_a_seed_typed_decomposed_is_a_seed_and_hidden(form: str) -> None:
    # BIP-39's own list files are NFKD, so a phrase copied from one arrives decomposed; the lead
    # found one stored through the TUI ("remember that …") before this
    words = "ábaco amor avaro búho chivo cueva eco falso gamba hoja lacra macho"
    text = unicodedata.normalize(form, f"my wallet words are {words}")
    assert screening_verdict(text) == ("secret", "seed-phrase")
    assert redact_secrets(text) == "my wallet words are [redacted: seed-phrase]"
