import type {Page} from 'playwright-core'
import {generateCatalog} from '../../../sandbox/seed/catalog'
import {SHIPPING_METHODS} from '../../../sandbox/seed/commerce/shipping-methods'
import {buildContentSeed} from '../../../sandbox/seed/content'
import {localizedValues, textFields} from '../../../sandbox/seed/i18n/content-text'
import {identicalTranslations} from '../../../sandbox/seed/i18n/identical'
import {phrasebook, type TranslatedLocale} from '../../../sandbox/seed/i18n/phrasebook'
import {readMessages} from '../../../scripts/translations/compile'
import {pageSegments} from './page-text'

/**
 * The locale check's rule: a page in French, Italian, Chinese or Japanese must not show a piece of text that
 * the shop writes in English (its own messages, CMS content, catalogue or platform text), unless that text is
 * the same in both languages on purpose: a size code, a language's own name, a collection name, or a
 * translation the translators wrote identical.
 */

/** Codes and names that read the same in every language. */
const UNIVERSAL = /^(XXS|XS|S|M|L|XL|XXL|ONE SIZE|VELA|English|Français|Italiano|中文|日本語|[\d\s/.,:%+-]*)$/

/** Text that is a piece of English: at least one run of three Latin letters. */
const LATIN_WORD = /[A-Za-z]{3}/

/** Breadcrumb slashes and separators around a segment are layout, not language. */
export const normaliseSegment = (segment: string) =>
    segment.replace(/^[\s/|·•>:-]+|[\s/|·•>:-]+$/g, '').replace(/\s+/g, ' ')

/** Removes ICU arguments (`{name}`, `{count, plural, one {# item} other {# items}}`), nesting included. */
const withoutArguments = (message: string): string[] => {
    const pieces: string[] = []
    let depth = 0
    let current = ''
    for (const char of message) {
        if (char === '{') {
            if (depth === 0) {
                pieces.push(current)
                current = ''
            }
            depth += 1
        } else if (char === '}') depth = Math.max(0, depth - 1)
        else if (depth === 0) current += char
    }
    pieces.push(current)
    return pieces
}

export interface EnglishCorpus {
    /** Whole segments, as pages show them. */
    exact: Set<string>
    /** Literal parts of messages with placeholders (two words or more): a segment must not contain them. */
    fragments: string[]
}

const addText = (corpus: EnglishCorpus, text: string | undefined) => {
    if (!text) return
    for (const segment of pageSegments(`<div class="react-target">${text}</div><script>`))
        corpus.exact.add(normaliseSegment(segment))
}

const addTemplate = (corpus: EnglishCorpus, template: string) => {
    const pieces = withoutArguments(template.replace(/<\/?\w+>/g, ' '))
    if (pieces.length === 1) return addText(corpus, template)
    for (const piece of pieces.map(normaliseSegment)) {
        if ((piece.match(/[A-Za-z]{2,}/g) ?? []).length >= 2) corpus.fragments.push(piece)
    }
}

let cachedCorpus: EnglishCorpus | undefined

export const englishCorpus = (): EnglishCorpus => {
    if (cachedCorpus) return cachedCorpus
    const corpus: EnglishCorpus = {exact: new Set(), fragments: []}
    for (const message of Object.values(readMessages('en-GB'))) addTemplate(corpus, message.defaultMessage)
    for (const message of Object.values(readMessages('en-US'))) addTemplate(corpus, message.defaultMessage)
    for (const item of buildContentSeed()) {
        for (const field of textFields(item.body)) addTemplate(corpus, field.value)
        for (const value of localizedValues(item.body)) addTemplate(corpus, value.english)
    }
    const catalog = generateCatalog()
    for (const product of catalog.products) {
        addText(corpus, product.name.default)
        addText(corpus, product.shortDescription.default)
        addText(corpus, product.longDescription.default)
    }
    for (const category of catalog.categories) addText(corpus, category.names.default)
    for (const domain of ['catalog', 'commerce'] as const)
        for (const english of Object.keys(phrasebook(domain, 'fr-FR'))) addTemplate(corpus, english)
    for (const method of SHIPPING_METHODS) {
        for (const text of [method.name, method.description, method.estimatedArrivalTime])
            addText(corpus, text)
    }
    cachedCorpus = corpus
    return corpus
}

/** The storefront's own messages a locale keeps identical to British English (checked by the unit tests). */
const identicalMessages = (locale: TranslatedLocale): string[] => {
    const english = readMessages('en-GB')
    const translated = readMessages(locale)
    return Object.keys(english)
        .filter((id) => translated[id]?.defaultMessage === english[id].defaultMessage)
        .map((id) => english[id].defaultMessage)
}

const allowedCache = new Map<TranslatedLocale, Set<string>>()

export const allowedIdentical = (locale: TranslatedLocale): Set<string> => {
    let allowed = allowedCache.get(locale)
    if (!allowed) {
        allowed = new Set(
            [...identicalTranslations(locale), ...identicalMessages(locale)].map(normaliseSegment)
        )
        allowedCache.set(locale, allowed)
    }
    return allowed
}

/** The segments of a page in `locale` that are the shop's English. */
export const localeLeaks = (segments: string[], locale: TranslatedLocale): string[] => {
    const {exact, fragments} = englishCorpus()
    const allowed = allowedIdentical(locale)
    const leaks = segments.map(normaliseSegment).filter((segment) => {
        if (!LATIN_WORD.test(segment) || allowed.has(segment) || UNIVERSAL.test(segment)) return false
        return exact.has(segment) || fragments.some((fragment) => segment.includes(fragment))
    })
    return [...new Set(leaks)]
}

/**
 * What the shopper reads: visible text lines and the names read out (aria-label, alt, placeholder). Blocks and
 * the footer painted on demand (content-visibility: auto) are text the shopper reads once they scroll, but
 * innerText leaves out what is not painted yet: they are painted for the reading.
 */
const VISIBLE_TEXT = `(() => {
    const onDemand = Array.from(document.querySelectorAll('section, footer'))
        .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
    onDemand.forEach((element) => { element.style.contentVisibility = 'visible' })
    const lines = document.body.innerText.split('\\n')
    onDemand.forEach((element) => { element.style.contentVisibility = '' })
    const attributes = Array.from(document.querySelectorAll('[aria-label], img[alt], [placeholder]'))
        .map((element) => element.getAttribute('aria-label') || element.getAttribute('alt') || element.getAttribute('placeholder') || '')
    return lines.concat(attributes).map((line) => line.trim()).filter(Boolean)
})()`

/** The shop's English a page in the browser shows in `locale` (what only the browser renders included). */
export const pageLocaleLeaks = async (page: Page, locale: TranslatedLocale): Promise<string[]> =>
    localeLeaks(await page.evaluate<string[]>(VISIBLE_TEXT), locale)

/**
 * The storefront's wording for a message id in `locale` (translations/), so a journey finds controls as that
 * locale's shopper does. A missing message fails the journey rather than falling back to English.
 */
export const storefrontWording = (locale: string) => {
    const messages = readMessages(locale)
    return (id: string): string => {
        const message = messages[id]?.defaultMessage
        if (!message) throw new Error(`no ${locale} message ${id}`)
        return message
    }
}
