import {DIGITAL_GIFT_CARD_ID, PHYSICAL_GIFT_CARD_ID, variantId, variationGroupId} from './ids'
import {catalogTranslations} from '../i18n/phrasebook'
import {productNames} from './names'
import type {MasterAttributes, SeedProduct} from './types'

/** Gift card values (spec 000 §9), the same figures in every currency. */
export const GIFT_CARD_AMOUNTS = [10, 25, 50, 100, 150, 200]

/** Card designs offered for the digital card; the first is the default design. */
export const DIGITAL_GIFT_CARD_DESIGNS = ['black', 'blush-pink', 'sage-green', 'cobalt-blue', 'leopard-print']

const giftAttributes = (type: 'digital' | 'physical', linked: string): MasterAttributes => ({
    c_productType: 'gift-cards',
    c_activity: [],
    c_fabric: type === 'physical' ? 'Recycled card, presented in a VELA gift envelope' : 'Delivered by email',
    c_care: '',
    c_features: [],
    c_isNew: false,
    c_isAppExclusive: false,
    c_isHideProduct: false,
    c_searchableIfUnavailable: true,
    c_comingSoon: false,
    c_promos: [],
    c_priceTemplate: 'gift-card',
    c_hideMarkdownPrice: true,
    c_productBadges: {},
    c_averageRating: 4.9,
    c_reviewCount: 212,
    c_launchDate: '2023-01-01',
    c_isGiftVoucher: true,
    c_giftCardType: type,
    c_linkedGiftCardId: linked,
    c_giftCardAmounts: GIFT_CARD_AMOUNTS,
    c_isBestseller: false
})

const description = (type: 'digital' | 'physical') =>
    type === 'digital'
        ? {
              short: 'Sent by email on the date you choose, with your own message. Valid for two years.',
              long:
                  '<p>The easiest gift: a VELA E-Gift Card, delivered by email on the date you choose with a personal ' +
                  'message.</p><ul><li>Choose a value from 10 to 200</li><li>Redeemable online</li>' +
                  '<li>Valid for two years from purchase</li></ul><p>Digital gift cards must be bought separately ' +
                  'from other products.</p>'
          }
        : {
              short: 'A physical gift card posted in a VELA gift envelope. Valid for two years.',
              long:
                  '<p>A VELA Gift Card, posted to the address you enter at checkout in our signature gift ' +
                  'envelope.</p><ul><li>Choose a value from 10 to 200</li><li>Redeemable online</li>' +
                  '<li>Valid for two years from purchase</li></ul>'
          }

/** The physical card (a master whose "sizes" are its values) and the digital card (an item). */
export const generateGiftCards = (): SeedProduct[] => {
    const physical = description('physical')
    const digital = description('digital')
    const values = GIFT_CARD_AMOUNTS.map(String)
    return [
        {
            id: PHYSICAL_GIFT_CARD_ID,
            type: 'master',
            familyId: 'gift-cards',
            kind: 'gift-card-physical',
            rank: 0,
            name: productNames({line: 'VELA', typeWord: 'giftCard'}),
            shortDescription: catalogTranslations(physical.short),
            longDescription: catalogTranslations(physical.long),
            primaryCategoryId: 'gift-cards',
            categoryIds: ['gift-cards'],
            colours: [
                {
                    id: variationGroupId(PHYSICAL_GIFT_CARD_ID, 'black'),
                    colourId: 'black',
                    onSale: false,
                    saleDiscount: 0
                }
            ],
            sizes: values,
            legLengths: [],
            variants: values.map((value) => ({
                id: variantId(PHYSICAL_GIFT_CARD_ID, 'black', value),
                colourId: 'black',
                size: value,
                stockLevel: 5000,
                comingSoon: false
            })),
            gbpListPrice: GIFT_CARD_AMOUNTS[0],
            insiders: false,
            attributes: giftAttributes('physical', DIGITAL_GIFT_CARD_ID)
        },
        {
            id: DIGITAL_GIFT_CARD_ID,
            type: 'item',
            familyId: 'gift-cards',
            kind: 'gift-card-digital',
            rank: 0,
            name: productNames({line: 'VELA', typeWord: 'eGiftCard'}),
            shortDescription: catalogTranslations(digital.short),
            longDescription: catalogTranslations(digital.long),
            primaryCategoryId: 'gift-cards',
            categoryIds: ['gift-cards'],
            colours: [],
            sizes: [],
            legLengths: [],
            variants: [],
            gbpListPrice: GIFT_CARD_AMOUNTS[0],
            insiders: false,
            attributes: giftAttributes('digital', PHYSICAL_GIFT_CARD_ID)
        }
    ]
}
