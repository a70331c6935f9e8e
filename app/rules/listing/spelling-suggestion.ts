/** Characters of markup or script: a phrase holding them was pasted or injected, not misspelt. */
const MARKUP = /[<>{}`]|&[a-z#\d]+;|javascript:/i

const words = (text: string) =>
    text
        .toLocaleLowerCase()
        .split(/\s+/)
        .filter((word) => word.length > 0)

/**
 * Whether a platform spelling suggestion is a real correction worth a "Did you mean": never for a search
 * holding markup (`<script>alert('sculpt')</script>` once gave "Did you mean sculpt alert sculpt?"), never the
 * shopper's own phrase again, and never a phrase that repeats a word, which a correction of typed words does
 * not do.
 */
export const isSpellingCorrection = (term: string, phrase: string): boolean => {
    if (MARKUP.test(term) || MARKUP.test(phrase)) return false
    const suggested = words(phrase)
    if (suggested.length === 0) return false
    if (suggested.join(' ') === words(term).join(' ')) return false
    return new Set(suggested).size === suggested.length
}
