import {translate} from '../../seed/catalog/locales'
import type {Currency} from '../../seed/catalog/pricing'
import {LEG_LENGTHS, SIZE_NAMES, VARIATION_ATTRIBUTE_NAMES} from '../../seed/catalog/vocabulary'
import {colourName} from './images'
import {orderableRows, type StockRecord} from './inventory'
import type {CatalogMaster, CatalogVariant} from './model'

/**
 * Variation model documents: attributes with their values, variant and variation group lists. Attribute
 * order follows the storefront's URLs: colour, leg length, size.
 */
export type AttributeId = 'color' | 'leg-length' | 'size'

export const variationValuesOf = (
    master: CatalogMaster,
    variant: CatalogVariant
): Record<string, string> => ({
    color: variant.colourId,
    ...(master.layout.legLengths.length ? {'leg-length': variant.legLength ?? ''} : {}),
    size: variant.size
})

const formatters = new Map<string, Intl.NumberFormat>()
/** Gift card values read as money ("£50"); everything else by its size label. */
export const formatMoney = (amount: number, currency: Currency, locale: string) => {
    const key = `${locale}|${currency}`
    let formatter = formatters.get(key)
    if (!formatter) {
        formatter = new Intl.NumberFormat(locale, {style: 'currency', currency, minimumFractionDigits: 0})
        formatters.set(key, formatter)
    }
    return formatter.format(amount)
}

const sizeName = (master: CatalogMaster, size: string, currency: Currency, locale: string) => {
    if (master.attributes.c_giftCardType === 'physical') return formatMoney(Number(size), currency, locale)
    return SIZE_NAMES[size] ? translate(SIZE_NAMES[size], locale) : size
}

export const legLengthName = (value: string, locale: string) => {
    const entry = LEG_LENGTHS.find((length) => length.value === value)
    return entry ? translate(entry.name, locale) : value
}

export const valueName = (
    master: CatalogMaster,
    attribute: AttributeId,
    value: string,
    currency: Currency,
    locale: string
) =>
    attribute === 'color'
        ? colourName(value, locale)
        : attribute === 'leg-length'
        ? legLengthName(value, locale)
        : sizeName(master, value, currency, locale)

export const attributeIds = (master: CatalogMaster): AttributeId[] =>
    master.type === 'item'
        ? []
        : master.layout.legLengths.length
        ? ['color', 'leg-length', 'size']
        : ['color', 'size']

const layoutValues = (master: CatalogMaster, attribute: AttributeId) =>
    attribute === 'color'
        ? master.layout.colours
        : attribute === 'leg-length'
        ? master.layout.legLengths
        : master.layout.sizes

/** `variationAttributes`: every value, flagged orderable when some variant with it can be bought. */
export const variationAttributes = (
    master: CatalogMaster,
    stock: Map<string, StockRecord>,
    currency: Currency,
    locale: string
) =>
    attributeIds(master).map((attribute) => {
        const rows = orderableRows(stock, master)
        const orderable = new Set<string>()
        for (const variant of master.variants) {
            if (!rows[variant.index]) continue
            orderable.add(
                attribute === 'color'
                    ? variant.colourId
                    : attribute === 'size'
                    ? variant.size
                    : variant.legLength ?? ''
            )
        }
        return {
            id: attribute,
            name: translate(VARIATION_ATTRIBUTE_NAMES[attribute], locale),
            values: layoutValues(master, attribute).map((value) => ({
                value,
                name: valueName(master, attribute, value, currency, locale),
                orderable: orderable.has(value)
            }))
        }
    })
