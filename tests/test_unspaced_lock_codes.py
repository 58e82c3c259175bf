"""Lock codes in unspaced scripts (Thai, Lao, Khmer, Burmese) and Vietnamese codes far from
their word: lines written for these tests, not taken from the training sets."""

from tests.screen_helpers import screen_cases

REFUSED = [
    "รหัสเปิดประตูบ้านยายคือ 4471 นะ",
    "รหัสตู้ล็อกเกอร์ที่ฟิตเนส 318",
    "ລະຫັດປະຕູຫ້ອງການ 7205",
    "ລະຫັດຕູ້ເຊບຂອງພໍ່ 908",
    "កូដទ្វារការិយាល័យ 6613",
    "កូដសោកង់របស់ខ្ញុំ 274",
    "ကုဒ်သော့ဗီရိုက 5521",
    "mã mở khóa điện thoại của anh Tuấn ở cửa hàng là 908172",
    "mã mở khóa cửa sau nhà bà nội ở quê là 4417",
]

KEPT = [
    "รหัสไปรษณีย์ 10110",
    "ประตูบ้านเลขที่ 45 รหัสไปรษณีย์ 10110",
    "รหัสวิชา 2110 ที่ตึกประตู 3",
    "ตู้เย็นราคา 5900 บาท",
    "รหัสตู้ 12 ชั้น 3",
    "ລະຫັດໄປສະນີ 01000",
    "ទូទឹកកកថ្មីតម្លៃ 450 ដុល្លារ",
    "mã bưu điện của nhà bà nội ở quê là 550000",
    "hôm qua chị Lan ở quầy mở cửa lúc 7 giờ",
]


test_refused, test_kept = screen_cases(REFUSED, KEPT)
