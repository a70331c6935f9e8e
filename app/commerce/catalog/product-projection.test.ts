import type {ShopperProductsTypes} from 'commerce-sdk-isomorphic'
import {galleryImages, swatchImages} from '../../components/product-gallery/gallery-model'
import {asProductDoc, type ProductDoc} from '../../components/variation-selector/product-document'
import {projectProduct} from './product-projection'

const image = (view: string, colour: string) => ({
    alt: `Leggings, ${colour}`,
    title: `Leggings, ${colour}`,
    link: `http://media/${colour}-${view}.jpg?sw=1200`,
    disBaseLink: `http://media/${colour}-${view}.jpg`
})

const group = (viewType: string, colour: string, count: number) => ({
    viewType,
    images: Array.from({length: count}, () => image(viewType, colour)),
    variationAttributes: [{id: 'color', values: [{value: colour}]}]
})

const product = {
    id: 'VL10001',
    name: 'Leggings',
    variants: [{productId: 'VL10001_BLK_S', variationValues: {color: 'black', size: 'S'}, orderable: true}],
    imageGroups: ['black', 'stone'].flatMap((colour) => [
        group('large', colour, 4),
        group('medium', colour, 2),
        group('small', colour, 4),
        group('swatch', colour, 1)
    ]),
    c_promos: [{id: 'p'}],
    c_priceTemplate: 'standard'
} as unknown as ShopperProductsTypes.Product

describe('product projection', () => {
    const lean = projectProduct(product)

    test('the gallery and swatches show exactly what they showed from the whole document', () => {
        const whole = asProductDoc(product) as ProductDoc
        const projected = asProductDoc(lean) as ProductDoc
        for (const colour of ['black', 'stone', undefined]) {
            expect(galleryImages(projected, colour)).toEqual(galleryImages(whole, colour))
        }
        expect(swatchImages(projected)).toEqual(swatchImages(whole))
    })

    test('keeps only the large and swatch view types, each image as link and alt', () => {
        expect(lean.imageGroups?.map((kept) => kept.viewType)).toEqual(['large', 'swatch', 'large', 'swatch'])
        expect(lean.imageGroups?.[0].images[0]).toEqual({
            alt: 'Leggings, black',
            disBaseLink: 'http://media/black-large.jpg'
        })
    })

    test('keeps every other field (variants and the c_* attributes features read)', () => {
        const {imageGroups: _dropped, ...rest} = lean
        const {imageGroups: _original, ...expected} = product
        expect(rest).toEqual(expected)
    })
})
