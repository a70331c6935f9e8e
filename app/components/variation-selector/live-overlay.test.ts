import {priceForSelection, withLiveData} from './live-overlay'
import {productFixture} from './product-fixture'

const product = productFixture()

describe('price for the selection', () => {
    test('the product range before a colour is known', () => {
        expect(priceForSelection(product, {}, undefined)).toMatchObject({minPrice: 40, maxPrice: 50})
    })

    test("the colour's price, with its standard price when marked down", () => {
        expect(priceForSelection(product, {color: 'stone'}, undefined)).toMatchObject({
            price: 40,
            standardPrice: 50
        })
    })

    test("the chosen variant's price", () => {
        const variant = product.variants?.find((candidate) => candidate.productId === 'M1_stone_7-8_S')
        expect(priceForSelection(product, {color: 'stone', size: 'S'}, variant)).toMatchObject({
            price: 40,
            standardPrice: 50
        })
    })

    test("the pricing controller's details win once they have arrived", () => {
        const pricing = {
            variationGroups: {
                M1_black: {
                    productId: 'M1_black',
                    pricingDetails: {minPrice: 30, maxPrice: 30, standardPrice: 50, isRange: false}
                }
            }
        }
        expect(priceForSelection(product, {color: 'black'}, undefined, pricing)).toMatchObject({
            price: 30,
            standardPrice: 50
        })
    })
})

describe('live data over the server document', () => {
    test("the live call's availability replaces the document's (spec 000 §7: live stock refresh)", () => {
        const live = {
            id: 'M1',
            c_addtocartbutton: {available: false, buttonTitle: 'Out Of Stock'},
            variants: [
                {
                    productId: 'M1_black_7-8_S',
                    orderable: false,
                    c_addtocartbutton: {available: false, buttonTitle: 'Out Of Stock'}
                }
            ]
        }
        const merged = withLiveData(product, undefined, live)
        expect(merged.c_addtocartbutton).toEqual(live.c_addtocartbutton)
        expect(merged.variants?.find((variant) => variant.productId === 'M1_black_7-8_S')?.orderable).toBe(
            false
        )
        expect(merged.variants?.find((variant) => variant.productId === 'M1_black_7-8_M')?.orderable).toBe(
            true
        )
    })

    test('the pricing controller also refreshes each variant’s button', () => {
        const pricing = {
            variationGroups: {
                M1_black: {
                    productId: 'M1_black',
                    variants: [
                        {
                            productId: 'M1_black_full_M',
                            orderable: true,
                            addToBag: {available: true, buttonTitle: 'Add To Bag'}
                        }
                    ]
                }
            }
        }
        const merged = withLiveData(product, pricing)
        expect(merged.variants?.find((variant) => variant.productId === 'M1_black_full_M')?.orderable).toBe(
            true
        )
    })
})
