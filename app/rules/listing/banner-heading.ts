/**
 * A listing's CMS filter banner may carry a header of its own. Under the listing's title it is only worth
 * showing when it adds something: "Leggings" under "Women's Leggings" reads as the same heading twice, so a
 * header that repeats the title (whole words, any case or punctuation; any run of characters in scripts
 * written without spaces) is left out.
 */

const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u

const words = (text: string): string[] =>
    text
        .normalize('NFKC')
        .toLocaleLowerCase()
        .replace(/[\p{P}\p{S}]+/gu, '')
        .split(/\s+/)
        .filter(Boolean)

const containsRun = (haystack: readonly string[], needle: readonly string[]) =>
    haystack.some((_, start) => needle.every((word, offset) => haystack[start + offset] === word))

/** Whether a banner header says nothing the listing's title does not already say. */
export const repeatsListingTitle = (header: string, title: string): boolean => {
    const said = words(header)
    if (!said.length) return true
    const heading = words(title)
    if (containsRun(heading, said)) return true
    return UNSPACED_SCRIPT.test(header) && heading.join('').includes(said.join(''))
}
