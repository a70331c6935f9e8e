import type {ProductFamily} from './family-types'
import {BRA_SIZES, CLOTHING_SIZES} from './vocabulary'

const WASH =
    'Machine wash at 30°C with similar colours. Do not tumble dry, iron or dry clean. Wash inside out.'
const PERFORMANCE = [
    '78% Nylon, 22% Elastane',
    '75% Recycled Nylon, 25% Elastane',
    '80% Polyester, 20% Elastane'
]
const SOFT = ['68% Nylon, 32% Elastane', '88% Polyester, 12% Elastane', '60% Modal, 35% Nylon, 5% Elastane']
const COTTON = ['100% Organic Cotton', '80% Cotton, 20% Polyester', '95% Cotton, 5% Elastane']
const FLEECE = ['80% Cotton, 20% Recycled Polyester brushed-back fleece', '100% Organic Cotton loopback']
const SHELL = ['100% Recycled Polyester ripstop with DWR finish', '100% Nylon shell, 100% Polyester wadding']

/** Clothing families; prices are GBP list prices. */
export const CLOTHING_FAMILIES: ProductFamily[] = [
    {
        id: 'leggings',
        productType: 'leggings',
        count: 56,
        styles: [
            {typeWord: 'gymLeggings', kind: 'leggings', activities: ['gym-training']},
            {typeWord: 'yogaLeggings', kind: 'leggings', activities: ['yoga']},
            {typeWord: 'runningLeggings', kind: 'leggings', activities: ['running']},
            {typeWord: 'leggings', kind: 'leggings', activities: ['gym-training', 'outdoor']}
        ],
        modifiers: ['highWaisted', 'seamless', 'ribbed', 'pocket', 'thermal'],
        sizes: CLOTHING_SIZES,
        hasLegLength: true,
        categoryId: 'leggings',
        saleCategoryId: 'sale-leggings',
        clothing: true,
        gbpPrices: [38, 40, 42, 45, 48, 50, 55, 60],
        colours: [2, 5],
        fabrics: [...PERFORMANCE, ...SOFT],
        care: WASH
    },
    {
        id: 'sports-bras',
        productType: 'sports-bras',
        count: 36,
        styles: [
            {typeWord: 'sportsBra', kind: 'sports-bra', activities: ['gym-training', 'running', 'yoga']}
        ],
        modifiers: ['padded', 'racerback', 'seamless', 'longline', 'highSupport', 'lightSupport'],
        sizes: BRA_SIZES,
        categoryId: 'sports-bras',
        saleCategoryId: 'sale-tops',
        clothing: true,
        gbpPrices: [28, 30, 32, 35, 38, 40, 45],
        colours: [2, 5],
        fabrics: [...PERFORMANCE, ...SOFT],
        care: WASH
    },
    {
        id: 'tanks',
        productType: 'tanks',
        count: 20,
        styles: [
            {typeWord: 'tank', kind: 'tank', activities: ['gym-training', 'running']},
            {typeWord: 'cropTop', kind: 'tank', activities: ['yoga', 'gym-training']}
        ],
        modifiers: ['racerback', 'ribbed', 'seamless', 'oversized'],
        sizes: CLOTHING_SIZES,
        categoryId: 'tanks',
        saleCategoryId: 'sale-tops',
        clothing: true,
        gbpPrices: [20, 22, 25, 28, 30, 32],
        colours: [2, 4],
        fabrics: [...SOFT, ...COTTON],
        care: WASH
    },
    {
        id: 't-shirts',
        productType: 't-shirts',
        count: 22,
        styles: [{typeWord: 'tShirt', kind: 'tee', activities: ['gym-training', 'running', 'yoga']}],
        modifiers: ['oversized', 'cropped', 'seamless', 'relaxed', 'lightweight'],
        sizes: CLOTHING_SIZES,
        categoryId: 't-shirts',
        saleCategoryId: 'sale-tops',
        clothing: true,
        gbpPrices: [22, 25, 28, 30, 32, 35],
        colours: [2, 5],
        fabrics: COTTON,
        care: WASH
    },
    {
        id: 'long-sleeve-tops',
        productType: 'long-sleeve-tops',
        count: 16,
        styles: [
            {typeWord: 'longSleeveTop', kind: 'long-sleeve-top', activities: ['running', 'yoga', 'outdoor']}
        ],
        modifiers: ['seamless', 'ribbed', 'cropped', 'thermal', 'lightweight'],
        sizes: CLOTHING_SIZES,
        categoryId: 'long-sleeve-tops',
        saleCategoryId: 'sale-tops',
        clothing: true,
        gbpPrices: [30, 32, 35, 38, 40, 45],
        colours: [2, 4],
        fabrics: [...SOFT, ...PERFORMANCE],
        care: WASH
    },
    {
        id: 'hoodies',
        productType: 'hoodies',
        count: 16,
        styles: [
            {typeWord: 'hoodie', kind: 'hoodie', activities: ['outdoor', 'gym-training']},
            {typeWord: 'zipHoodie', kind: 'hoodie', activities: ['outdoor', 'running']}
        ],
        modifiers: ['oversized', 'cropped', 'relaxed'],
        sizes: CLOTHING_SIZES,
        categoryId: 'hoodies',
        saleCategoryId: 'sale-outerwear',
        clothing: true,
        gbpPrices: [45, 48, 50, 55, 60, 65],
        colours: [2, 4],
        fabrics: FLEECE,
        care: WASH
    },
    {
        id: 'sweatshirts',
        productType: 'sweatshirts',
        count: 12,
        styles: [{typeWord: 'sweatshirt', kind: 'sweatshirt', activities: ['outdoor', 'yoga']}],
        modifiers: ['oversized', 'cropped', 'relaxed'],
        sizes: CLOTHING_SIZES,
        categoryId: 'sweatshirts',
        saleCategoryId: 'sale-outerwear',
        clothing: true,
        gbpPrices: [40, 42, 45, 48, 50, 55],
        colours: [2, 4],
        fabrics: FLEECE,
        care: WASH
    },
    {
        id: 'jackets',
        productType: 'jackets',
        count: 12,
        styles: [
            {typeWord: 'jacket', kind: 'jacket', activities: ['outdoor']},
            {typeWord: 'runningJacket', kind: 'jacket', activities: ['running', 'outdoor']},
            {typeWord: 'pufferJacket', kind: 'jacket', activities: ['outdoor']}
        ],
        modifiers: ['lightweight', 'waterproof', 'thermal'],
        sizes: CLOTHING_SIZES,
        categoryId: 'jackets',
        saleCategoryId: 'sale-outerwear',
        clothing: true,
        gbpPrices: [70, 75, 80, 85, 90, 95, 110, 120, 140],
        colours: [1, 3],
        fabrics: SHELL,
        care: 'Machine wash at 30°C on a gentle cycle. Do not tumble dry. Re-proof after several washes.'
    },
    {
        id: 'gilets',
        productType: 'gilets',
        count: 6,
        styles: [{typeWord: 'gilet', kind: 'gilet', activities: ['outdoor', 'running']}],
        modifiers: ['lightweight', 'thermal', 'padded'],
        sizes: CLOTHING_SIZES,
        categoryId: 'gilets',
        saleCategoryId: 'sale-outerwear',
        clothing: true,
        gbpPrices: [55, 60, 65, 70, 80, 90],
        colours: [1, 3],
        fabrics: SHELL,
        care: 'Machine wash at 30°C on a gentle cycle. Do not tumble dry or iron.'
    },
    {
        id: 'shorts',
        productType: 'shorts',
        count: 24,
        styles: [
            {typeWord: 'shorts', kind: 'shorts', activities: ['gym-training']},
            {typeWord: 'cyclingShorts', kind: 'shorts', activities: ['gym-training', 'outdoor']},
            {typeWord: 'runningShorts', kind: 'shorts', activities: ['running']}
        ],
        modifiers: ['highWaisted', 'seamless', 'pocket', 'lightweight'],
        sizes: CLOTHING_SIZES,
        categoryId: 'shorts',
        saleCategoryId: 'sale-leggings',
        clothing: true,
        gbpPrices: [25, 28, 30, 32, 35, 38],
        colours: [2, 5],
        fabrics: PERFORMANCE,
        care: WASH
    },
    {
        id: 'joggers',
        productType: 'joggers',
        count: 16,
        styles: [{typeWord: 'joggers', kind: 'joggers', activities: ['outdoor', 'gym-training']}],
        modifiers: ['relaxed', 'lightweight', 'pocket', 'cropped'],
        sizes: CLOTHING_SIZES,
        categoryId: 'joggers',
        saleCategoryId: 'sale-leggings',
        clothing: true,
        gbpPrices: [40, 42, 45, 48, 50, 55],
        colours: [2, 4],
        fabrics: FLEECE,
        care: WASH
    }
]
