import {SHIPPING_METHODS} from '../commerce/shipping-methods'
import {generateCatalog} from '../catalog'
import {translate} from '../catalog/locales'
import {buildContentSeed} from '../content'
import {localisedShippingMethod} from './commerce-text'
import {missingContentTranslations} from './coverage'
import {PHRASE_LOCALES, phrasebook, TRANSLATED_LOCALES, type PhraseDomain} from './phrasebook'

/**
 * Issue #13: "the sandbox's catalogue, categories, content, shipping methods and payment pages must carry real
 * translations for every locale the sites offer". These tests fail as soon as a seed string a shopper can
 * read in French, Italian, Chinese or Japanese has no translation, so new English copy cannot ship untranslated.
 */
const catalog = generateCatalog()
const content = buildContentSeed()

/** Placeholders and markup a translation must keep: {name} slots, tags, link targets. */
const structure = (text: string) =>
    [
        ...(text.match(/\{\w+\}/g) ?? []),
        ...(text.match(/<\/?[a-z0-9]+/gi) ?? []).map((tag) => tag.toLowerCase()),
        ...(text.match(/href="[^"]*"/g) ?? [])
    ].sort()

describe('phrasebooks', () => {
    test.each(TRANSLATED_LOCALES)('every content string %s shoppers can read is translated', (locale) => {
        expect(missingContentTranslations(content)[locale].map((entry) => entry.english)).toEqual([])
    })

    const domains: PhraseDomain[] = ['catalog', 'content', 'commerce']
    test.each(domains.flatMap((domain) => PHRASE_LOCALES.map((locale) => [domain, locale] as const)))(
        '%s phrases in %s keep every placeholder, tag and link',
        (domain, locale) => {
            const broken = Object.entries(phrasebook(domain, locale)).filter(
                ([english, translated]) =>
                    JSON.stringify(structure(english)) !== JSON.stringify(structure(translated))
            )
            expect(broken).toEqual([])
        }
    )

    test.each(TRANSLATED_LOCALES)('every product reads in %s: name, descriptions, attributes', (locale) => {
        const book = phrasebook('catalog', locale)
        const untranslated: string[] = []
        for (const product of catalog.products) {
            for (const field of ['name', 'shortDescription', 'longDescription'] as const) {
                if (!product[field][locale]) untranslated.push(`${product.id} ${field}`)
            }
            const {c_fabric, c_care, c_features, c_productBadges, c_promos} = product.attributes
            const attributeText: (string | undefined)[] = [
                c_fabric,
                c_care,
                ...c_features,
                ...Object.values(c_productBadges),
                ...c_promos.map((promo) => promo.message)
            ]
            for (const text of attributeText)
                if (text && !book[text]) untranslated.push(`${product.id} ${text}`)
        }
        expect([...new Set(untranslated)]).toEqual([])
    })

    test.each(TRANSLATED_LOCALES)('every category and promotion callout reads in %s', (locale) => {
        const missing = [
            ...catalog.categories
                .filter((category) => !category.names[locale])
                .map((category) => category.id),
            ...catalog.promotions
                .filter((promotion) => !promotion.callout[locale])
                .map((promotion) => promotion.id)
        ]
        expect(missing).toEqual([])
    })

    test.each(TRANSLATED_LOCALES)('every shipping method reads in %s', (locale) => {
        const book = phrasebook('commerce', locale)
        const missing = SHIPPING_METHODS.flatMap((method) =>
            [method.name, method.description, method.estimatedArrivalTime].filter(
                (text) => text && !book[text]
            )
        )
        expect(missing).toEqual([])
    })

    test('the French description of a product is French, composed from its translated name and parts', () => {
        const leggings = catalog.products.find(
            (product) => translate(product.name, 'default') === 'Power 7/8 Gym Leggings'
        )
        expect(leggings?.name['fr-FR']).toBe('Legging de sport Power 7/8')
        expect(leggings?.shortDescription['fr-FR']).toContain('Le modèle Legging de sport Power 7/8, en ')
        expect(leggings?.longDescription['fr-FR']).toContain('<h3>Entretien</h3>')
        expect(leggings?.longDescription['fr-FR']).not.toMatch(/Machine wash|Meet the/)
    })

    test('en-US says shipping where the British source says delivery', () => {
        const standard = SHIPPING_METHODS.find((method) => method.id === 'us-international')
        expect(standard && localisedShippingMethod(standard, 'en-US').name).toBe('International shipping')
        const gb = SHIPPING_METHODS.find((method) => method.id === 'gb-standard')
        expect(gb && localisedShippingMethod(gb, 'fr-FR').name).toBe('Livraison standard')
        expect(gb && localisedShippingMethod(gb, 'ja-JP').estimatedArrivalTime).toBe('3〜5営業日')
    })
})
