"""#22 session 41 (h-creds44): Lao, Khmer and Burmese are written without spaces between words,
as Thai is: a password's noun joined to its complement ("ລະຫັດຜ່ານອີເມວ…", the email's password)
still names the value after it; a post or product code after the code's noun stays public."""

from __future__ import annotations

from ltm_chat.memory.screen.credential_frames import unspaced
from tests.screen_helpers import screen_cases

REFUSED = [
    "ລະຫັດຜ່ານເຟສບຸກຂອງນ້ອງແມ່ນ Dok_Champa77",
    "ពាក្យសម្ងាត់វ៉ាយហ្វាយនៅហាងគឺ Angkor_Wat2023",
    "លេខសម្ងាត់ធនាគារ Sokha#1990bank",
    "ລະຫັດເຂົ້າລະບົບຂອງແມ່: 482913",
]

KEPT = [
    "ລະຫັດໄປສະນີ 01000",
    "លេខកូដផលិតផល 48213",
    "ມື້ນີ້ຂ້ອຍໄປຕະຫຼາດກັບແມ່",
    "ខ្ញុំចូលចិត្តផឹកកាហ្វេពេលព្រឹក",
]

test_a_joined_noun_refused, test_a_public_code_or_prose_kept = screen_cases(REFUSED, KEPT, "secret")


def test_the_scripts_are_unspaced():
    assert all(unspaced(c) for c in "ລ ក က ร 密".split())
    assert not any(unspaced(c) for c in "a я ა".split())
