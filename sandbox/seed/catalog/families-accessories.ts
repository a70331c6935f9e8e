import type {ProductFamily} from './family-types'
import {ONE_SIZE} from './vocabulary'

const WASH =
    'Machine wash at 30°C with similar colours. Do not tumble dry, iron or dry clean. Wash inside out.'
const WIPE = 'Wipe clean with a damp cloth and mild soap. Air dry away from direct sunlight.'

/** Accessory families: one size; prices are GBP list prices. */
export const ACCESSORY_FAMILIES: ProductFamily[] = [
    {
        id: 'yoga-mats',
        productType: 'yoga-mats',
        count: 8,
        styles: [{typeWord: 'yogaMat', kind: 'yoga-mat', activities: ['yoga']}],
        modifiers: ['travel', 'extraThick', 'grip'],
        sizes: [ONE_SIZE],
        categoryId: 'yoga-mats',
        saleCategoryId: 'sale-yoga-mats',
        clothing: false,
        gbpPrices: [35, 40, 45, 55, 65, 85, 110],
        colours: [1, 3],
        fabrics: [
            'Natural tree rubber with a polyurethane top layer',
            '100% TPE, PVC free',
            'Cork top, rubber base'
        ],
        care: WIPE
    },
    {
        id: 'bags',
        productType: 'bags',
        count: 10,
        styles: [
            {typeWord: 'gymBag', kind: 'bag', activities: ['gym-training']},
            {typeWord: 'backpack', kind: 'bag', activities: ['gym-training', 'outdoor']},
            {typeWord: 'toteBag', kind: 'bag', activities: ['yoga']}
        ],
        modifiers: ['lightweight', 'travel', 'waterproof'],
        sizes: [ONE_SIZE],
        categoryId: 'bags',
        saleCategoryId: 'sale-bags',
        clothing: false,
        gbpPrices: [30, 35, 40, 45, 55, 65, 85],
        colours: [1, 3],
        fabrics: ['100% Recycled Polyester', 'Water-resistant nylon with a recycled lining'],
        care: WIPE
    },
    {
        id: 'water-bottles',
        productType: 'water-bottles',
        count: 6,
        styles: [{typeWord: 'waterBottle', kind: 'water-bottle', activities: ['gym-training', 'running']}],
        modifiers: ['insulated', 'lightweight'],
        sizes: [ONE_SIZE],
        categoryId: 'fitness-equipment',
        clothing: false,
        gbpPrices: [15, 18, 20, 25, 30],
        colours: [1, 3],
        fabrics: ['Double-walled 18/8 stainless steel', 'BPA-free Tritan'],
        care: 'Hand wash only. Not suitable for the dishwasher or freezer.'
    },
    {
        id: 'resistance-bands',
        productType: 'fitness-equipment',
        count: 4,
        styles: [{typeWord: 'resistanceBands', kind: 'resistance-band', activities: ['gym-training']}],
        modifiers: ['lightweight', 'travel'],
        sizes: [ONE_SIZE],
        categoryId: 'fitness-equipment',
        clothing: false,
        gbpPrices: [15, 18, 20, 25],
        colours: [1, 2],
        fabrics: ['Natural latex', 'Woven fabric with latex grip'],
        care: WIPE
    },
    {
        id: 'dumbbells',
        productType: 'fitness-equipment',
        count: 4,
        styles: [{typeWord: 'dumbbells', kind: 'dumbbell', activities: ['gym-training']}],
        modifiers: ['neoprene', 'grip'],
        sizes: [ONE_SIZE],
        categoryId: 'fitness-equipment',
        clothing: false,
        gbpPrices: [20, 25, 30, 35, 45],
        colours: [1, 2],
        fabrics: ['Cast iron with a neoprene coating'],
        care: WIPE
    },
    {
        id: 'socks',
        productType: 'socks',
        count: 8,
        styles: [{typeWord: 'socks', kind: 'socks', activities: ['gym-training', 'yoga', 'running']}],
        modifiers: ['crew', 'trainer', 'grip'],
        sizes: [ONE_SIZE],
        categoryId: 'socks-caps',
        clothing: false,
        gbpPrices: [10, 12, 15, 18],
        colours: [1, 3],
        fabrics: ['80% Cotton, 18% Polyamide, 2% Elastane'],
        care: WASH
    },
    {
        id: 'caps',
        productType: 'caps',
        count: 6,
        styles: [{typeWord: 'cap', kind: 'cap', activities: ['running', 'outdoor']}],
        modifiers: ['lightweight'],
        sizes: [ONE_SIZE],
        categoryId: 'socks-caps',
        clothing: false,
        gbpPrices: [18, 20, 22, 25],
        colours: [1, 3],
        fabrics: ['100% Recycled Polyester', '100% Cotton twill'],
        care: 'Hand wash cold. Reshape and air dry.'
    }
]
