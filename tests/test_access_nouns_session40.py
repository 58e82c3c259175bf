"""#22 session 40 (h-creds43): Wolof's copula "mooy" between a credential's noun and its value,
"sama" (my), "bi", "gi" (the), "ci" (in) between; the password's words in Hausa with its
possessive, Amharic's loanword spelt with ወ, Malagasy, Chichewa, Pashto, Kyrgyz, Khmer, Burmese;
(second pass) Oromo, Sesotho, Shona, Haitian Creole, Maori, Tatar, Amharic's possessives.
Kept: a description or a question after it, a password forgotten or described."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "Sama PIN bu banque mooy 4471",
    "Code bi mooy 5520",
    "Sama PIN Wave mooy 3318",
    "kalmar sirrina ita ce Kano2020",
    "የኢሜል ፓስወርድ: Addis2020",
    "teny miafina ny mailako dia Tana_2020",
    "mawu achinsinsi anga ndi Lilongwe_2020",
    "پاسورډ: Kabul2020",
    "сырсөзүм Bishkek_2020",
    "ពាក្យសម្ងាត់: Phnom2020",
    "စကားဝှက်: Yangon2020",
    "jecha darbii koo Adama2020",
    "lentswe la sephiri ke Maseru2020",
    "pasiwedhi yangu ndeye Harare2020",
    "modpas mwen se Jakmel2020",
    "kupuhipa: Rotorua2020",
    "серсүзем Kazan2020",
    "የይለፍ ቃሌ Addis2020 ነው",
]

KEPT = [
    "Sama code dafa gudd",
    "Code bi mooy lan?",
    "Sama code Wave dama ko fàtte",
    "Na manta kalmar sirrina",
    "ពាក្យសម្ងាត់ត្រូវតែវែង",
    "teny miafina vaovao ilaina",
    "modpas mwen twò long",
    "Nimesahau pasiwedhi yangu",
    "серсүзне оныттым",
    "Shirkaddu waxay nagu qasbaysaa inaan beddelno password-ka 90-kii maalmood",
]

test_wolof_values_refused, test_wolof_without_values_kept = screen_cases(REFUSED, KEPT, "secret")
