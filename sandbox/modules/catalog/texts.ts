import {categoryPageCopy} from '../../seed/catalog/category-text'
import type {BadgeAddRule, BadgeReplaceRule, MasterAttributes} from '../../seed/catalog/types'
import {phrase} from '../../seed/i18n/phrasebook'
import {localeFallbacks, translate} from '../../seed/catalog/locales'
import {PRODUCT_TYPES} from '../../seed/catalog/vocabulary'
import type {CatalogCategory, CatalogMaster, ProductText} from './model'

/** Localised product copy, field by field: a translated name with English descriptions is normal. */
export const productText = (master: CatalogMaster, locale: string): Required<ProductText> => {
    const pick = (field: keyof ProductText) => {
        for (const candidate of localeFallbacks(locale)) {
            const value = master.texts[candidate]?.[field]
            if (value) return value
        }
        return ''
    }
    return {
        name: pick('name') || master.id,
        shortDescription: pick('shortDescription'),
        longDescription: pick('longDescription')
    }
}

export const productName = (master: CatalogMaster, locale: string) => productText(master, locale).name

export const productTypeName = (productType: string, locale: string) =>
    PRODUCT_TYPES[productType] ? translate(PRODUCT_TYPES[productType], locale) : productType

export const categoryName = (category: CatalogCategory, locale: string) => translate(category.names, locale)

/** Page metadata the platform derives from the product's copy. */
export const productPageMeta = (master: CatalogMaster, locale: string) => {
    const text = productText(master, locale)
    return {
        pageTitle: `${text.name} | VELA`,
        pageDescription: text.shortDescription || text.name,
        pageKeywords: [text.name, productTypeName(master.attributes.c_productType, locale), 'VELA'].join(', ')
    }
}

export const categoryPageMeta = (category: CatalogCategory, locale: string) => {
    const fallbacks = localeFallbacks(locale)
    const copyLocale = fallbacks.find((candidate) => candidate !== 'default') ?? 'default'
    return categoryPageCopy(copyLocale, categoryName(category, locale))
}

/**
 * Fabric, care, features, badges and promotion messages are localisable attributes on the platform: served in
 * the request's locale.
 */
export const localisedAttributes = <T extends Partial<MasterAttributes>>(
    attributes: T,
    locale: string
): T => {
    const say = (english: string) => phrase('catalog', locale, english)
    const badges = attributes.c_productBadges
    return {
        ...attributes,
        ...(attributes.c_fabric ? {c_fabric: say(attributes.c_fabric)} : {}),
        ...(attributes.c_care ? {c_care: say(attributes.c_care)} : {}),
        ...(attributes.c_features ? {c_features: attributes.c_features.map(say)} : {}),
        ...(badges
            ? {
                  c_productBadges: Object.fromEntries(
                      Object.entries(badges).map(([slot, label]) => [slot, label && say(label)])
                  )
              }
            : {}),
        ...(attributes.c_promos
            ? {c_promos: attributes.c_promos.map((promo) => ({...promo, message: say(promo.message)}))}
            : {}),
        ...(attributes.c_promomsg ? {c_promomsg: say(attributes.c_promomsg)} : {})
    }
}

/**
 * Badge rules in the request's locale. A badge label is a localisable value on the platform like the product's
 * own badges; a replace rule's search is localised too, since it must match the product badge it replaces,
 * which is served in the same locale (c_productBadges above).
 */
export const localisedBadgeRules = (
    rules: {add: BadgeAddRule[]; replace: BadgeReplaceRule[]},
    locale: string | undefined
): {add: BadgeAddRule[]; replace: BadgeReplaceRule[]} => {
    const say = (english: string) => phrase('catalog', locale, english)
    return {
        add: rules.add.map((rule) => ({...rule, label: say(rule.label)})),
        replace: rules.replace.map((rule) => ({...rule, search: say(rule.search), label: say(rule.label)}))
    }
}
