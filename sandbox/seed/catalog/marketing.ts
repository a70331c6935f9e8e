import {tr} from './locales'
import type {Random} from './random'
import type {BadgeAddRule, BadgeReplaceRule, SeedProduct, SeedProductPromotion} from './types'

/**
 * Badge rules (spec 000 §3): the "add" list puts a badge on listed products, optionally only inside time
 * frames or while a real-time field condition holds; the "replace" list swaps a badge label for another. The
 * storefront picks the lowest priority number. Dates are fixed: one rule is current, one has ended, one has
 * not started, so each outcome exists whatever today's date is (until 2099).
 */
export const buildBadgeRules = (random: Random, products: SeedProduct[]) => {
    const r = random.fork('badges')
    const available = products.filter((p) => p.type === 'master' && p.variants.some((v) => v.stockLevel > 0))
    // Real-time rules are judged on the product's live stock across its sizes: "Low Stock" under 50 units.
    const totalStock = (p: SeedProduct) => p.variants.reduce((sum, v) => sum + v.stockLevel, 0)
    const lowStock = available.filter((p) => totalStock(p) < 50)
    const ids = (list: SeedProduct[], count: number) =>
        r
            .sample(list, count)
            .map((p) => p.id)
            .sort()
    const add: BadgeAddRule[] = [
        {
            id: 'limited-edition',
            products: ids(available, 6),
            label: 'Limited Edition',
            'background-color': '#111111',
            'font-color': '#FFFFFF',
            position: 'topLeft',
            priority: 1,
            timeframes: [{start: '2024-01-01T00:00:00Z', end: '2099-12-31T23:59:59Z'}],
            realTimefields: []
        },
        {
            id: 'low-stock',
            products: ids(lowStock, 10),
            label: 'Low Stock',
            'background-color': '#C0392B',
            'font-color': '#FFFFFF',
            position: 'bottomLeft',
            priority: 2,
            timeframes: [],
            realTimefields: [{field: 'stockLevel', operator: 'lessThan', value: 50}]
        },
        {
            id: 'black-friday-preview',
            products: ids(available, 8),
            label: 'Black Friday',
            'background-color': '#000000',
            'font-color': '#E0A526',
            position: 'topLeft',
            priority: 0,
            timeframes: [{start: '2099-11-27T00:00:00Z', end: '2099-12-01T00:00:00Z'}],
            realTimefields: []
        },
        {
            id: 'summer-drop-2020',
            products: ids(available, 5),
            label: 'Summer Drop',
            'background-color': '#F08A7E',
            'font-color': '#111111',
            position: 'topRight',
            priority: 1,
            timeframes: [{start: '2020-06-01T00:00:00Z', end: '2020-08-31T23:59:59Z'}],
            realTimefields: []
        }
    ]
    const replace: BadgeReplaceRule[] = [
        {
            id: 'sale-last-chance',
            search: 'Sale',
            label: 'Last Chance',
            colours: {'background-color': '#8E1F3B', 'font-color': '#FFFFFF'},
            priority: 3
        },
        {
            id: 'new-just-landed',
            search: 'New',
            label: 'Just Landed',
            colours: {'background-color': '#F7F6F2', 'font-color': '#111111'},
            priority: 5
        }
    ]
    return {add, replace}
}

/**
 * Product promotions shown on product pages and tiles (SCAPI `productPromotions`). The percentage one lowers
 * `promotionalPrice`; the multibuy one is a message only (its saving depends on the basket).
 */
export const buildProductPromotions = (random: Random, products: SeedProduct[]): SeedProductPromotion[] => {
    const r = random.fork('promotions')
    const accessories = products.filter(
        (p) =>
            ['bags', 'water-bottles', 'yoga-mats', 'caps'].includes(p.familyId) &&
            !p.colours.some((g) => g.onSale)
    )
    const socks = products.filter((p) => p.familyId === 'socks')
    return [
        {
            // The US site's leggings week: advertised on the pages so the page price is the basket's.
            id: 'LEGGINGS-20',
            callout: tr(
                '20% off all leggings',
                '20 % de réduction sur tous les leggings',
                '20% di sconto su tutti i leggings',
                '全部紧身裤 8 折',
                'レギンス全品20%オフ'
            ),
            discount: 0.2,
            productIds: products
                .filter((p) => p.categoryIds.includes('leggings'))
                .map((p) => p.id)
                .sort(),
            sites: ['vela-us']
        },
        {
            id: 'ACCESSORIES-15',
            callout: tr(
                '15% off selected accessories',
                '15 % de réduction sur une sélection d’accessoires',
                '15% di sconto su accessori selezionati',
                '精选配饰 85 折',
                '対象アクセサリー15%オフ'
            ),
            discount: 0.15,
            productIds: r
                .sample(accessories, 6)
                .map((p) => p.id)
                .sort()
        },
        {
            id: 'SOCKS-3FOR2',
            callout: tr(
                '3 for 2 on socks',
                '3 paires pour le prix de 2',
                '3 paia al prezzo di 2',
                '袜子买三付二',
                'ソックス3点で2点分の価格'
            ),
            discount: 0,
            productIds: socks.map((p) => p.id).sort()
        }
    ]
}

/** Search terms that send the shopper to a page instead of results (storefront paths, no site prefix). */
export const SEARCH_REDIRECTS = [
    {phrase: 'gift card', url: '/shop/gifts/gift-cards'},
    {phrase: 'gift cards', url: '/shop/gifts/gift-cards'},
    {phrase: 'giftcard', url: '/shop/gifts/gift-cards'},
    {phrase: 'gift voucher', url: '/shop/gifts/gift-cards'},
    {phrase: 'e-gift card', url: '/shop/gifts/gift-cards'},
    {phrase: 'size guide', url: '/size-guide'},
    {phrase: 'size chart', url: '/size-guide'},
    {phrase: 'sizing', url: '/size-guide'},
    {phrase: 'returns', url: '/delivery-returns.html'},
    {phrase: 'delivery', url: '/delivery-returns.html'},
    {phrase: 'student discount', url: '/student-discount'},
    {phrase: 'insiders', url: '/sb-insiders'}
]

/** Most searched phrases, most popular first (PWA-GetPopularSuggestions). */
export const POPULAR_SEARCHES = [
    'leggings',
    'sports bra',
    'power leggings',
    'super soft',
    'shorts',
    'hoodie',
    'joggers',
    'seamless',
    'yoga mat',
    'gym bag',
    'running jacket',
    'crop top',
    'gift card',
    'socks',
    'black leggings'
]
