/* Extended grapheme clusters of UTF-8 text without ICU where ICU is not needed.
 *
 * Most text that forms receive (Latin, Cyrillic, Uzbek with ʻ, CJK, emoji) is made of
 * scalars that are each a cluster of their own, now and then joined by a mark (a combining
 * accent, a skin tone, an emoji presentation selector), a ZWJ between two emoji, or a
 * second regional indicator (a flag). Those are counted here from a table of each code
 * point's class (grapheme_table.h, generated from ICU by scripts/grapheme-table.sh, where
 * each class is described), with the rules of UAX #29 that involve them: GB3-GB5 (CR LF,
 * controls), GB9 and GB9a (Extend, ZWJ, SpacingMark join what precedes them unless that is
 * a control), GB11 (PICT EXTEND* ZWJ × PICT) and GB12-GB13 (regional indicators in pairs).
 *
 * A scalar of class JOINS (Prepend, Hangul jamo and syllables, a virama) may join its
 * neighbours by rules not followed here (GB6-GB8, GB9b, and ICU's Indic conjunct rule,
 * which Unicode 15.1 made GB9c). ICU counts the run around it: from the start of the
 * cluster it may join, to the first place where a scalar of class OTHER, PICT, CONTROL or
 * LF is followed by one of OTHER, PICT, CONTROL, CR, LF — a boundary that no rule reaches
 * across — converted to UTF-16 in the caller's scratch buffer and zeroed afterwards.
 * Tests/FormCoreTests/GraphemeCountTests.swift and fuzz target `grapheme` compare every
 * count with ICU's. */
#include "formsh_native.h"
#include "grapheme_table.h"
#include <unicode/uversion.h>

/* A table made from another ICU than the one being built against may disagree with it:
 * then every non-ASCII scalar goes to ICU (ASCII's classes never change). */
#if U_ICU_VERSION_MAJOR_NUM == FN_GC_TABLE_ICU_MAJOR
#define FN_GC_TABLE_CURRENT 1
#else
#warning "grapheme_table.h was made from another ICU: run scripts/grapheme-table.sh (non-ASCII text is counted by ICU until then)"
#define FN_GC_TABLE_CURRENT 0
#endif

/* No scalar yet, or the last one began a run that ICU counted. */
#define FN_GC_START (-1)

static inline int class_of(uint32_t c) {
    if (c < 0x80) {
        if (c >= 0x20 && c != 0x7F) return FN_GC_OTHER;
        return c == 0x0D ? FN_GC_CR : c == 0x0A ? FN_GC_LF : FN_GC_CONTROL;
    }
    if (!FN_GC_TABLE_CURRENT) return FN_GC_JOINS;
    uint32_t block = fn_gc_stage1[c >> FN_GC_SHIFT];
    uint32_t low = c & ((1u << FN_GC_SHIFT) - 1);
    uint8_t pair = fn_gc_stage2[(block << (FN_GC_SHIFT - 1)) + (low >> 1)];
    return (low & 1) ? pair >> 4 : pair & 0x0F;
}

/* Decodes the well-formed UTF-8 sequence at text[*at] (Unicode Table 3-7: no overlong
 * forms, no surrogates, nothing above U+10FFFF) into *scalar and steps over it; 0 when the
 * bytes there are not one. text[*at] is not ASCII. */
static inline int decode(const uint8_t *text, size_t length, size_t *at, uint32_t *scalar) {
    size_t i = *at;
    uint8_t b0 = text[i];
    size_t left = length - i;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        if (left < 2 || (text[i + 1] & 0xC0) != 0x80) return 0;
        *scalar = (uint32_t)(b0 & 0x1F) << 6 | (text[i + 1] & 0x3F);
        *at = i + 2;
        return 1;
    }
    if (b0 >= 0xE0 && b0 <= 0xEF) {
        if (left < 3) return 0;
        uint8_t b1 = text[i + 1], b2 = text[i + 2];
        uint8_t lo = b0 == 0xE0 ? 0xA0 : 0x80, hi = b0 == 0xED ? 0x9F : 0xBF;
        if (b1 < lo || b1 > hi || (b2 & 0xC0) != 0x80) return 0;
        *scalar = (uint32_t)(b0 & 0x0F) << 12 | (uint32_t)(b1 & 0x3F) << 6 | (b2 & 0x3F);
        *at = i + 3;
        return 1;
    }
    if (b0 >= 0xF0 && b0 <= 0xF4) {
        if (left < 4) return 0;
        uint8_t b1 = text[i + 1], b2 = text[i + 2], b3 = text[i + 3];
        uint8_t lo = b0 == 0xF0 ? 0x90 : 0x80, hi = b0 == 0xF4 ? 0x8F : 0xBF;
        if (b1 < lo || b1 > hi || (b2 & 0xC0) != 0x80 || (b3 & 0xC0) != 0x80) return 0;
        *scalar = (uint32_t)(b0 & 0x07) << 18 | (uint32_t)(b1 & 0x3F) << 12 | (uint32_t)(b2 & 0x3F) << 6 | (b3 & 0x3F);
        *at = i + 4;
        return 1;
    }
    return 0;
}

/* The next scalar's class, stepping over it; -1 for bytes that are not UTF-8. */
static inline int next_class(const uint8_t *text, size_t length, size_t *at) {
    uint8_t b = text[*at];
    if (b < 0x80) {
        *at += 1;
        return class_of(b);
    }
    uint32_t c;
    if (!decode(text, length, at, &c)) return -1;
    return class_of(c);
}

/* Whether a cluster boundary lies between scalars of classes `before` and `after` that no
 * rule reaches across: ICU can stop there and the fast path start again. */
static inline int is_restart(int before, int after) {
    return (before == FN_GC_OTHER || before == FN_GC_PICT || before == FN_GC_CONTROL || before == FN_GC_LF)
        && (after == FN_GC_OTHER || after == FN_GC_PICT || after == FN_GC_CONTROL || after == FN_GC_CR
            || after == FN_GC_LF);
}

/* Where the run that ICU must count ends: the first restart point after `at` (the scalar
 * there is of class JOINS), or the end of the text; -1 for bytes that are not UTF-8. */
static int64_t run_end(const uint8_t *text, size_t length, size_t at) {
    int before = FN_GC_JOINS;
    while (at < length) {
        size_t here = at;
        int k = next_class(text, length, &at);
        if (k < 0) return -1;
        if (is_restart(before, k)) return (int64_t)here;
        before = k;
    }
    return (int64_t)length;
}

/* Well-formed UTF-8 (checked by the scan) to UTF-16; returns the units written. */
static size_t to_utf16(const uint8_t *text, size_t length, uint16_t *out) {
    size_t i = 0, n = 0;
    while (i < length) {
        uint32_t c = text[i];
        if (c < 0x80) {
            i++;
        } else {
            decode(text, length, &i, &c);
        }
        if (c >= 0x10000) {
            out[n++] = (uint16_t)(0xD7C0 + (c >> 10));
            out[n++] = (uint16_t)(0xDC00 | (c & 0x3FF));
        } else {
            out[n++] = (uint16_t)c;
        }
    }
    return n;
}

/* ICU's count of text[start, end), converted into scratch and zeroed afterwards. */
static int64_t icu_run(const uint8_t *text, size_t start, size_t end, uint16_t *scratch) {
    size_t units = to_utf16(text + start, end - start, scratch);
    int32_t count = units <= INT32_MAX ? fn_grapheme_count(scratch, (int32_t)units) : -1;
    fn_secure_zero(scratch, units * sizeof *scratch);
    return count < 0 ? FN_GRAPHEME_ERROR : count;
}

/* What the fast path knows of the cluster its last scalar belongs to. */
typedef struct {
    size_t start;  /* where the cluster starts */
    int last;      /* the class of the last scalar, or FN_GC_START */
    int pict;      /* the cluster ends in PICT EXTEND* (GB11 may follow a ZWJ) */
    int pict_zwj;  /* the cluster ends in PICT EXTEND* ZWJ (a PICT now joins it) */
    int ri_alone;  /* the cluster is one regional indicator (a second joins it) */
} cluster_state;

/* Whether the scalar of class `k` at `at` joins the cluster of `s` (updating `s` either
 * way); it starts a cluster when not. k is not JOINS. */
static inline int joins(cluster_state *s, int k, size_t at) {
    int after_control = s->last == FN_GC_START || s->last == FN_GC_CONTROL || s->last == FN_GC_CR || s->last == FN_GC_LF;
    int joined;
    switch (k) {
    case FN_GC_LF:
        joined = s->last == FN_GC_CR;
        s->pict = 0;
        break;
    case FN_GC_EXTEND:
        joined = !after_control;
        s->pict = joined && s->pict;
        break;
    case FN_GC_SPACING:
        joined = !after_control;
        s->pict = 0;
        break;
    case FN_GC_ZWJ:
        joined = !after_control;
        s->pict_zwj = joined && s->pict;
        s->pict = 0;
        s->ri_alone = 0;
        s->last = k;
        if (!joined) s->start = at;
        return joined;
    case FN_GC_PICT:
        joined = s->pict_zwj;
        s->pict = 1;
        break;
    case FN_GC_RI:
        joined = s->ri_alone;
        s->ri_alone = !joined;
        s->pict = 0;
        s->pict_zwj = 0;
        s->last = k;
        if (!joined) s->start = at;
        return joined;
    default: /* OTHER, CONTROL, CR */
        joined = 0;
        s->pict = 0;
        break;
    }
    s->pict_zwj = 0;
    s->ri_alone = 0;
    s->last = k;
    if (!joined) s->start = at;
    return joined;
}

int64_t fn_grapheme_count_utf8(const uint8_t *text, size_t length, uint16_t *scratch, size_t capacity) {
    int64_t count = 0;
    size_t i = 0;
    cluster_state s = {0, FN_GC_START, 0, 0, 0};
    while (i < length) {
        size_t at = i;
        uint8_t b = text[i];
        int k;
        if ((uint8_t)(b - 0x20) < 0x5F) {
            /* A run of printable ASCII: a cluster per byte. */
            do i++; while (i < length && (uint8_t)(text[i] - 0x20) < 0x5F);
            count += (int64_t)(i - at);
            s.start = i - 1;
            s.last = FN_GC_OTHER;
            s.pict = s.pict_zwj = s.ri_alone = 0;
            continue;
        } else if (FN_GC_TABLE_CURRENT && (uint8_t)(b - 0xC2) < 0x1E && i + 1 < length
                   && (uint8_t)(text[i + 1] ^ 0x80) < 0x40) {
            /* A two-byte sequence, read with one look-up. */
            k = fn_gc_two[(b & 0x1F) << 6 | (text[i + 1] & 0x3F)];
            i += 2;
        } else {
            k = next_class(text, length, &i);
        }
        if (k == FN_GC_OTHER) {
            count++;
            s.start = at;
            s.last = k;
            s.pict = s.pict_zwj = s.ri_alone = 0;
            continue;
        }
        if (k < 0) return FN_GRAPHEME_INVALID;
        if (k != FN_GC_JOINS) {
            if (!joins(&s, k, at)) count++;
            continue;
        }
        /* ICU counts from the start of the cluster this scalar may join. */
        size_t start = s.last == FN_GC_START ? at : s.start;
        if (s.last != FN_GC_START) count--;
        int64_t end = run_end(text, length, i);
        if (end < 0) return FN_GRAPHEME_INVALID;
        if (scratch == NULL || capacity < (size_t)end - start) return FN_GRAPHEME_NEEDS_SCRATCH;
        int64_t run = icu_run(text, start, (size_t)end, scratch);
        if (run < 0) return run;
        count += run;
        i = (size_t)end;
        s.last = FN_GC_START;
        s.pict = s.pict_zwj = s.ri_alone = 0;
    }
    return count;
}
