"""The `unicode` set of generate.py: the ascii set's fields and rules, with labels,
messages, options and text in Cyrillic, in Uzbek with ʻ (U+02BB) and in emoji.

Every piece of text is built from tokens whose grapheme clusters and code points are
known (`Token`), so that the generator knows both counts of every value it writes:
JSON Schema validators count code points, formsh counts clusters, and a value's
minLength/maxLength verdict must be the same for both (see generate.py).
"""
from collections import namedtuple

Token = namedtuple("Token", "text clusters points")

CYRILLIC_UPPER = "АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЭЮЯЁ"
CYRILLIC_LOWER = "абвгдежзиклмнопрстуфхцчшщэюяё"
CYRILLIC_WORDS = ["привет", "улица", "дом", "квартира", "Самарканд", "банк", "кредит", "заявка",
                  "сумма", "месяц", "работа", "адрес", "город", "телефон", "ёлка", "подъезд",
                  "Тошкент", "перевод", "карта", "ответ"]
UZBEK_WORDS = ["oʻzbek", "toʻlov", "gʻalaba", "shahar", "koʻcha", "uy", "manzil", "qoʻngʻiroq",
               "mablagʻ", "bogʻ", "Oʻzbekiston", "soʻm", "oʻqish", "tugʻilgan", "yoʻl", "ish"]
# One code point, one cluster each (Extended_Pictographic with Grapheme_Cluster_Break Other).
EMOJI = ["🎉", "😀", "🚀", "❤", "⭐", "🏠", "📱", "💳", "✅", "🙏"]
# One cluster of several code points: a skin tone, a flag, a ZWJ family, an emoji
# presentation selector, a letter with a combining breve.
CLUSTERS = [Token("👍🏽", 1, 2), Token("🇺🇿", 1, 2), Token("👨\u200d👩\u200d👧", 1, 5),
            Token("❤️", 1, 2), Token("и\u0306", 1, 2)]

OPTIONS = ["Тошкент", "Fargʻona", "Samarqand"]
NOT_AN_OPTION = "Андижон"
CHECKS = ["🍎", "🍐", "🍊"]
NOT_A_CHECK = "🥝"
# The same shapes as the ascii set's patterns, over Cyrillic letters.
CODE_PATTERN = "^[А-ЯЁ]{2}[0-9]{4}$"
MAIL_PATTERN = "^[a-zа-яё]+@[a-zа-яё]+\\.uz$"


def word_token(w):
    return Token(w, len(w), len(w))


def letters(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def token(rng):
    """A word (Cyrillic or Uzbek), now and then an emoji or a cluster of several scalars."""
    r = rng.random()
    if r < 0.12:
        return Token(rng.choice(EMOJI), 1, 1)
    if r < 0.2:
        return rng.choice(CLUSTERS)
    return word_token(rng.choice(CYRILLIC_WORDS if r < 0.6 else UZBEK_WORDS))


def phrase(rng, least, most_points):
    """Tokens joined by spaces: at least `least` clusters, at most `most_points` code points."""
    while True:
        parts = [token(rng)]
        target = rng.randint(least, most_points)
        while sum(t.clusters for t in parts) + len(parts) - 1 < target:
            parts.append(token(rng))
        clusters = sum(t.clusters for t in parts) + len(parts) - 1
        points = sum(t.points for t in parts) + len(parts) - 1
        if least <= clusters and points <= most_points:
            return " ".join(t.text for t in parts)


def component(i):
    """The component of field i, as generate.field(i) but in other scripts."""
    k = i % 10
    base = i - k
    key = f"f{i}"

    def comp(type_, props, validations=None, visible=None):
        label = f"Поле {i}" if i % 2 else f"Maydon {i}"
        c = {"id": f"c{i}", "type": type_, "props": dict(props, stateKey=key, label=label)}
        if validations:
            c["validations"] = validations
        if visible:
            c["visibleWhen"] = visible
        return c
    req = {"rule": "required", "errorMessage": f"Maydon {i} toʻldirilishi shart"}
    if k == 0:
        return comp("text_input", {}, [req, {"rule": "regex", "pattern": CODE_PATTERN,
                                             "errorMessage": f"Поле {i}: две буквы, четыре цифры"}])
    if k == 1:
        return comp("text_input", {}, [req,
            {"rule": "minLength", "value": 3, "errorMessage": f"Поле {i}: не меньше 3 символов"},
            {"rule": "maxLength", "value": 30, "errorMessage": f"Maydon {i}: koʻpi bilan 30 belgi 🙅"}])
    if k == 2:
        return comp("text_input", {"valueType": "number"}, [req,
            {"rule": "min", "value": 0, "errorMessage": f"Поле {i}: не меньше нуля"},
            {"rule": "max", "value": 1000000, "errorMessage": f"Maydon {i}: koʻpi bilan 1000000 soʻm"}])
    if k == 3:
        return comp("dropdown", {"options": [{"value": v, "label": v} for v in OPTIONS]}, [req])
    if k == 4:
        return comp("text_input", {}, [req], visible={"field": f"f{base + 3}", "equals": OPTIONS[0]})
    if k == 5:
        return comp("checkbox", {"options": [{"value": v} for v in CHECKS]})
    if k == 6:
        return comp("toggle_switch", {"defaultValue": False})
    if k == 7:
        return comp("text_input", {}, [{"rule": "required", "errorMessage": f"Поле {i} обязательно, если f{base + 6} включено",
                                        "when": {"field": f"f{base + 6}", "equals": True}}])
    if k == 8:
        return comp("text_input", {"valueType": "integer"}, [
            {"rule": "min", "value": 1, "errorMessage": f"Maydon {i}: 1 yoki koʻproq"},
            {"rule": "max", "value": 120, "errorMessage": f"Maydon {i}: 120 yoki kamroq"}])
    return comp("text_input", {}, [{"rule": "regex", "pattern": MAIL_PATTERN, "errorMessage": f"Поле {i}: адрес почты"}])


def valid_payload(rng, n):
    p = {}
    for i in range(n):
        k = i % 10
        key = f"f{i}"
        group = i - k
        if k == 0:
            p[key] = letters(rng, CYRILLIC_UPPER, 2) + str(rng.randint(1000, 9999))
        elif k == 1:
            p[key] = phrase(rng, 3, 30)
        elif k == 2:
            p[key] = rng.choice([rng.randint(0, 1000000), round(rng.randint(0, 99999999) / 100, 2)])
        elif k == 3:
            p[key] = rng.choice(OPTIONS)
        elif k == 4:
            if p.get(f"f{group + 3}") == OPTIONS[0]:
                p[key] = phrase(rng, 1, 40)
        elif k == 5:
            chosen = [v for v in CHECKS if rng.random() < 0.5]
            if chosen:
                p[key] = chosen
        elif k == 6:
            p[key] = rng.random() < 0.5
        elif k == 7:
            if p.get(f"f{group + 6}") or rng.random() < 0.3:
                p[key] = phrase(rng, 1, 24)
        elif k == 8:
            if rng.random() < 0.7:
                p[key] = rng.randint(1, 120)
        elif rng.random() < 0.5:
            p[key] = letters(rng, CYRILLIC_LOWER, 5) + "@" + letters(rng, CYRILLIC_LOWER + "abcxyz", 4) + ".uz"
    return p


def break_payload(rng, p, n):
    """Makes one field of a valid payload invalid, in one of several ways."""
    i = rng.randrange(n)
    k = i % 10
    key = f"f{i}"
    group = i - k
    if k == 0:
        p[key] = "А1234"
    elif k == 1:
        p[key] = rng.choice(["ок", "oʻ", letters(rng, CYRILLIC_LOWER, rng.randint(31, 40)), 42])
    elif k == 2:
        p[key] = rng.choice([-5, 1000000.01, "12"])
    elif k == 3:
        way = rng.randrange(3)
        if way == 0:
            p[key] = NOT_AN_OPTION
        elif way == 1:
            p[key] = None
        else:
            p.pop(key, None)
    elif k == 4:
        if p.get(f"f{group + 3}") == OPTIONS[0]:
            p.pop(key, None)
        else:
            p[key] = "скрытое значение"
    elif k == 5:
        p[key] = [CHECKS[0], NOT_A_CHECK]
    elif k == 6:
        p[key] = "ha"
    elif k == 7:
        p[f"f{group + 6}"] = True
        p.pop(key, None)
    elif k == 8:
        p[key] = rng.choice([0, 121])
    else:
        p[key] = "не-почта"
    if rng.random() < 0.1:
        p["nomaʼlum_kalit"] = 1
    return p
