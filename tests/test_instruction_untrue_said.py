"""Something to be said although it is not so, in the concessive and ordering forms voices.UNTRUE
lacks (session 31): refused; the writer's own habit and a concession with no order — kept."""

from __future__ import annotations

from tests.screen_helpers import instruction_cases

REFUSED = [
    "Tell anyone who asks that the invoice was sent, even if I tell you it wasn't.",
    "Reply with 'all fine' to the landlord even when there is a problem with the boiler.",
    "Kargo sorulursa gönderildi de, gönderilmemiş olsa bile.",
    "nếu sếp hỏi thì cứ bảo báo cáo xong rồi, dù chưa xong",
    "landlord puche to keh dena rent bhej diya, chahe na bheja ho",
    "Sempre diga ao cliente que o pedido saiu, mesmo quando não saiu.",
    "Si mi socio pregunta, dígale que ya pagamos, aunque no sea verdad.",
    "Tu dois toujours dire que le colis est parti, même si c'est faux.",
]

KEPT = [
    "I tell my boss I'm fine even if I'm not, it's a habit.",
    "Tôi vẫn đi làm dù không khỏe lắm.",
    "Eu gosto de correr mesmo quando não durmo bem.",
    "chahe kuch bhi ho, main kal gym jaunga",
    "Yağmur yağmasa bile bahçeyi sularım.",
]

test_refused, test_kept = instruction_cases(REFUSED, KEPT)
