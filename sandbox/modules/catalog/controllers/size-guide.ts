import {phrase} from '../../../seed/i18n/phrasebook'
import type {CatalogMaster} from '../model'

/**
 * `PWA-GetSizeGuide`: the size chart for a product's type as HTML (`{html}`), or the general guide with every
 * chart when no (known) product is given. Size systems are listed with the site's own first; the text is in
 * the controller's locale (the catalogue phrasebooks).
 */
type Say = (english: string) => string
type SizeSystem = 'UK' | 'US' | 'EU' | 'AU'

const SYSTEM_BY_COUNTRY: Record<string, SizeSystem> = {GB: 'UK', US: 'US', IE: 'EU', AU: 'AU'}

interface ClothingRow {
    size: string
    UK: string
    US: string
    EU: string
    AU: string
    bust: [number, number]
    waist: [number, number]
    hip: [number, number]
}

const CLOTHING: ClothingRow[] = [
    {size: 'XXS', UK: '4', US: '0', EU: '32', AU: '4', bust: [74, 77], waist: [57, 60], hip: [82, 85]},
    {size: 'XS', UK: '6', US: '2', EU: '34', AU: '6', bust: [78, 81], waist: [61, 64], hip: [86, 89]},
    {
        size: 'S',
        UK: '8-10',
        US: '4-6',
        EU: '36-38',
        AU: '8-10',
        bust: [82, 89],
        waist: [65, 72],
        hip: [90, 97]
    },
    {size: 'M', UK: '12', US: '8', EU: '40', AU: '12', bust: [90, 94], waist: [73, 77], hip: [98, 102]},
    {size: 'L', UK: '14', US: '10', EU: '42', AU: '14', bust: [95, 99], waist: [78, 82], hip: [103, 107]},
    {size: 'XL', UK: '16', US: '12', EU: '44', AU: '16', bust: [100, 105], waist: [83, 88], hip: [108, 113]},
    {size: 'XXL', UK: '18', US: '14', EU: '46', AU: '18', bust: [106, 111], waist: [89, 94], hip: [114, 119]}
]

const BRAS = [
    {size: 'XS', cups: '30A-32B', underband: [63, 67], bust: [78, 82]},
    {size: 'S', cups: '32C-34B', underband: [68, 72], bust: [83, 87]},
    {size: 'M', cups: '34C-36B', underband: [73, 77], bust: [88, 92]},
    {size: 'L', cups: '36C-38B', underband: [78, 82], bust: [93, 97]},
    {size: 'XL', cups: '38C-40B', underband: [83, 87], bust: [98, 102]}
]

const INSIDE_LEG = [
    {length: 'Petite', cm: 66, note: 'Full length on shoppers 5\'3" (160 cm) and under'},
    {length: '7/8', cm: 63, note: 'Sits just above the ankle. Tip: 5\'4" or under? Try 7/8 as full length'},
    {length: 'Full Length', cm: 74, note: 'Reaches the ankle bone'}
]

const range = ([low, high]: number[], unit: 'cm' | 'in') => {
    const convert = (value: number) => (unit === 'cm' ? String(value) : (value / 2.54).toFixed(1))
    return `${convert(low)}-${convert(high)}`
}

const table = (caption: string, headings: string[], rows: string[][]) =>
    `<table class="size-guide__table"><caption>${caption}</caption><thead><tr>` +
    headings.map((heading) => `<th scope="col">${heading}</th>`).join('') +
    '</tr></thead><tbody>' +
    rows
        .map(
            (cells) =>
                `<tr>${cells
                    .map((cell, i) => (i === 0 ? `<th scope="row">${cell}</th>` : `<td>${cell}</td>`))
                    .join('')}</tr>`
        )
        .join('') +
    '</tbody></table>'

const systemsFor = (country: string): SizeSystem[] => {
    const own = SYSTEM_BY_COUNTRY[country] ?? 'UK'
    return [own, ...(['UK', 'US', 'EU', 'AU'] as SizeSystem[]).filter((system) => system !== own)]
}

const clothingChart = (country: string, say: Say) => {
    const systems = systemsFor(country)
    return (
        table(
            say('Size conversion'),
            [say('Size'), ...systems],
            CLOTHING.map((row) => [row.size, ...systems.map((s) => row[s])])
        ) +
        table(
            say('Body measurements (cm)'),
            ['Size', 'Bust', 'Waist', 'Hip'].map(say),
            CLOTHING.map((row) => [
                row.size,
                range(row.bust, 'cm'),
                range(row.waist, 'cm'),
                range(row.hip, 'cm')
            ])
        ) +
        table(
            say('Body measurements (inches)'),
            ['Size', 'Bust', 'Waist', 'Hip'].map(say),
            CLOTHING.map((row) => [
                row.size,
                range(row.bust, 'in'),
                range(row.waist, 'in'),
                range(row.hip, 'in')
            ])
        )
    )
}

const braChart = (say: Say) =>
    table(
        say('Sports bra sizes'),
        ['Size', 'Cup sizes', 'Underband (cm)', 'Bust (cm)'].map(say),
        BRAS.map((row) => [row.size, row.cups, range(row.underband, 'cm'), range(row.bust, 'cm')])
    )

const legChart = (say: Say) =>
    table(
        say('Leg lengths (inside leg)'),
        [say('Leg length'), 'cm', say('inches'), say('Fit')],
        INSIDE_LEG.map((row) => [say(row.length), String(row.cm), (row.cm / 2.54).toFixed(1), say(row.note)])
    )

const HOW_TO_MEASURE =
    '<h3>How to measure</h3><ul><li><strong>Bust:</strong> around the fullest part of your chest.</li>' +
    '<li><strong>Waist:</strong> around your natural waistline, the narrowest part of your torso.</li>' +
    '<li><strong>Hip:</strong> around the fullest part of your hips.</li>' +
    '<li><strong>Inside leg:</strong> from the top of your inner thigh to your ankle bone.</li></ul>'

const section = (id: string, title: string, body: string) =>
    `<section class="size-guide__section" data-product-type="${id}"><h2>${title}</h2>${body}</section>`

const ONE_SIZE_TYPES = new Set(['yoga-mats', 'bags', 'water-bottles', 'fitness-equipment', 'socks', 'caps'])

export interface SizeGuide {
    title: string
    productType: string | null
    html: string
}

export const sizeGuide = (
    master: CatalogMaster | undefined,
    country: string,
    locale = 'en-GB'
): SizeGuide => {
    const say: Say = (english) => phrase('catalog', locale, english)
    const type = master?.attributes.c_productType
    const wrap = (title: string, body: string) =>
        `<div class="size-guide"><h1>${title}</h1>${body}${say(HOW_TO_MEASURE)}</div>`
    if (type === 'leggings' || type === 'shorts' || type === 'joggers') {
        const title = say('Bottoms size guide')
        const legs = type === 'leggings' && master && master.layout.legLengths.length ? legChart(say) : ''
        return {title, productType: type, html: wrap(title, clothingChart(country, say) + legs)}
    }
    if (type === 'sports-bras') {
        return {
            title: say('Sports bra size guide'),
            productType: type,
            html: wrap(say('Sports bra size guide'), braChart(say) + clothingChart(country, say))
        }
    }
    if (type && ONE_SIZE_TYPES.has(type)) {
        const title = say('Size guide')
        return {
            title,
            productType: type,
            html: `<div class="size-guide"><h1>${title}</h1><p>${say('This product is one size.')}</p></div>`
        }
    }
    if (type && type !== 'gift-cards') {
        return {
            title: say('Clothing size guide'),
            productType: type,
            html: wrap(say('Clothing size guide'), clothingChart(country, say))
        }
    }
    const title = say('Size guide')
    const body =
        section('clothing', say('Clothing'), clothingChart(country, say)) +
        section('sports-bras', say('Sports bras'), braChart(say)) +
        section('leggings', say('Leggings'), legChart(say))
    return {title, productType: null, html: wrap(title, body)}
}
