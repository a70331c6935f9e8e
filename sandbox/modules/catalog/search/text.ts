/**
 * Text normalisation shared by the index and the queries: lower case, accents folded, light English plural
 * stemming, and a few shopper synonyms. Chinese and Japanese text has no spaces, so CJK runs are matched as
 * substrings instead of tokens.
 */

const STOP_WORDS = new Set([
    'the',
    'a',
    'an',
    'and',
    'for',
    'with',
    'in',
    'of',
    'de',
    'la',
    'le',
    'les',
    'da',
    'di',
    'del',
    'et',
    'e'
])

/** Query words that mean another indexed word (keys and values are stemmed). */
const SYNONYMS: Record<string, string[]> = {
    tight: ['legging'],
    yogapant: ['legging'],
    pant: ['legging', 'jogger'],
    trouser: ['jogger', 'legging'],
    sweatpant: ['jogger'],
    tracksuit: ['jogger', 'hoodie'],
    hoody: ['hoodie'],
    sweater: ['sweatshirt'],
    jumper: ['sweatshirt'],
    crewneck: ['sweatshirt'],
    tee: ['shirt'],
    tshirt: ['shirt'],
    vest: ['tank', 'gilet'],
    singlet: ['tank'],
    gray: ['grey'],
    coat: ['jacket'],
    windbreaker: ['jacket'],
    rain: ['waterproof'],
    hat: ['cap'],
    rucksack: ['backpack'],
    holdall: ['bag'],
    weight: ['dumbbell'],
    band: ['band'],
    bottle: ['bottle'],
    crop: ['crop', 'cropped'],
    giftcard: ['gift'],
    voucher: ['gift'],
    bralette: ['bra'],
    mat: ['mat']
}

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/

export const hasCjk = (text: string) => CJK.test(text)

export const foldText = (text: string) =>
    text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()

/** Plural stripping: the same rule on both sides, so it only has to be consistent, not linguistically exact. */
export const stem = (token: string) =>
    token.length > 3 && token.endsWith('s') && !token.endsWith('ss') ? token.slice(0, -1) : token

/** Index or query tokens: Latin words and numbers ("7/8" -> "7", "8"); CJK runs are left to substring matching. */
export const tokenize = (text: string): string[] =>
    foldText(text)
        .split(/[^a-z0-9]+/)
        .filter((token) => token && !STOP_WORDS.has(token))
        .map(stem)

/** Alternatives for one query token: itself plus its synonyms. */
export const expandToken = (token: string): string[] => [...new Set([token, ...(SYNONYMS[token] ?? [])])]

/** Phrase key for redirects and popular searches: folded, single-spaced. */
export const phraseKey = (text: string) => foldText(text).replace(/\s+/g, ' ').trim()

/** CJK runs of a query, for substring matching against CJK names. */
export const cjkRuns = (text: string) => text.match(/[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+/g) ?? []
