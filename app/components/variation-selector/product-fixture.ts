import type {ProductDoc, VariantDoc} from './product-document'

/**
 * A small leggings master for tests: black (every length; full-length M out of stock, L coming soon), stone
 * (7/8 only), navy (announced: every size coming soon, searchable when unavailable) and pink (sold out and not
 * searchable, so hidden).
 */
const COMING_SOON = {available: false, buttonTitle: 'Email me when this is in stock'}
const OUT = {available: false, buttonTitle: 'Out Of Stock'}
const IN = {available: true, buttonTitle: 'Add To Bag'}

const variant = (
    colour: string,
    length: string,
    size: string,
    button: typeof IN,
    price = 50
): VariantDoc => ({
    productId: `M1_${colour}_${length}_${size}`,
    orderable: button.available,
    price,
    tieredPrices: [{price: 50, quantity: 1}],
    variationValues: {color: colour, 'leg-length': length, size},
    c_addtocartbutton: button
})

const images = (colour: string, viewType: string, count = 4) => ({
    viewType,
    images: Array.from({length: count}, (_, index) => ({
        alt: `Sculpt Leggings, ${colour}`,
        link: `https://img.example/${colour}/${viewType}-${index}.jpg?sw=800`,
        disBaseLink: `https://img.example/${colour}/${viewType}-${index}.jpg`
    })),
    variationAttributes: [{id: 'color', values: [{value: colour}]}]
})

export const productFixture = (overrides: Partial<ProductDoc> = {}): ProductDoc => ({
    id: 'M1',
    name: 'Sculpt Leggings',
    currency: 'GBP',
    type: {master: true},
    master: {masterId: 'M1', orderable: true, price: 40, priceMax: 50},
    shortDescription: 'Second-skin leggings.',
    primaryCategoryId: 'leggings',
    price: 40,
    priceMax: 50,
    c_productType: 'leggings',
    c_fitRating: 3.2,
    c_features: ['Squat-proof'],
    c_fabric: '88% Polyester',
    c_care: 'Wash at 30',
    variationAttributes: [
        {
            id: 'color',
            name: 'Colour',
            values: [
                {value: 'black', name: 'Black', orderable: true},
                {value: 'stone', name: 'Stone', orderable: true},
                {value: 'navy', name: 'Navy', orderable: false},
                {value: 'pink', name: 'Pink', orderable: false}
            ]
        },
        {
            id: 'leg-length',
            name: 'Leg Length',
            values: [
                {value: '7-8', name: '7/8', orderable: true},
                {value: 'full', name: 'Full Length', orderable: true}
            ]
        },
        {
            id: 'size',
            name: 'Size',
            values: [
                {value: 'S', name: 'S', orderable: true},
                {value: 'M', name: 'M', orderable: true},
                {value: 'L', name: 'L', orderable: true}
            ]
        }
    ],
    variants: [
        variant('black', '7-8', 'S', IN),
        variant('black', '7-8', 'M', IN),
        variant('black', '7-8', 'L', IN),
        variant('black', 'full', 'S', IN),
        variant('black', 'full', 'M', OUT),
        variant('black', 'full', 'L', COMING_SOON),
        variant('stone', '7-8', 'S', IN, 40),
        variant('stone', '7-8', 'M', IN, 40),
        variant('navy', '7-8', 'S', COMING_SOON),
        variant('navy', '7-8', 'M', COMING_SOON),
        variant('pink', '7-8', 'S', OUT)
    ],
    variationGroups: [
        {productId: 'M1_black', orderable: true, price: 50, variationValues: {color: 'black'}},
        {
            productId: 'M1_stone',
            orderable: true,
            price: 40,
            c_standardPrice: 50,
            variationValues: {color: 'stone'}
        },
        {
            productId: 'M1_navy',
            orderable: false,
            price: 50,
            variationValues: {color: 'navy'},
            c_searchableIfUnavailable: true
        },
        {
            productId: 'M1_pink',
            orderable: false,
            price: 50,
            variationValues: {color: 'pink'},
            c_searchableIfUnavailable: false
        }
    ],
    imageGroups: [
        images('black', 'large'),
        images('stone', 'large', 2),
        images('navy', 'large'),
        images('black', 'swatch', 1),
        images('stone', 'swatch', 1),
        images('navy', 'swatch', 1)
    ],
    c_addtocartbutton: IN,
    ...overrides
})
