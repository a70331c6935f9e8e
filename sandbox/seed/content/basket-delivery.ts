/**
 * Per-site delivery content: basket free-delivery threshold banners ({0} is the remaining amount), delivery
 * option tables and the product page's delivery/returns message slots. AU keeps the older flat banner form.
 */
import type {SeedBook, SeedRef} from './book'
import {SITE_CODES, SITE_MONEY, siteKey, type SiteCode} from './sites'

export const basketDeliveryItems = (book: SeedBook) => {
    for (const site of ['gb', 'us', 'eu'] as const) thresholdBanner(book, site)
    const au = SITE_MONEY.au
    book.add({
        name: 'basket-banner-au',
        schema: 'basketBanner',
        keys: [siteKey('au', 'basket-threshold-banner')],
        fields: {
            enableStandardShipping: true,
            standardCopy: `You're ${au.symbol}{0} away from free standard delivery`,
            standardThreshold: au.freeDeliveryThreshold,
            standardReachedThresholdCopy: 'You qualify for free standard delivery',
            enableExpressShipping: true,
            expressCopy: `Spend ${au.symbol}{0} more for free express delivery`,
            expressThreshold: au.expressThreshold,
            expressReachedThresholdCopy: 'You qualify for free express delivery'
        }
    })
    const options = {} as Record<SiteCode, SeedRef>
    for (const site of SITE_CODES) {
        options[site] = deliveryOptions(book, site)
        messageSlots(book, site)
    }
    return {deliveryOptions: options}
}

const thresholdBanner = (book: SeedBook, site: SiteCode) => {
    const money = SITE_MONEY[site]
    book.add({
        name: `basket-threshold-banner-${site}`,
        schema: 'basketThresholdBanner',
        keys: [siteKey(site, 'basket-threshold-banner')],
        fields: {
            standard: {
                enable: true,
                deliveryCopy: `You're ${money.symbol}{0} away from free standard delivery`,
                deliveryThreshold: money.freeDeliveryThreshold,
                qualifyFreeDeliveryCopy: 'Great news: you qualify for free standard delivery'
            },
            express: {
                // The EU site has no free express tier: only the standard banner shows there.
                enable: site !== 'eu',
                deliveryCopy: `Add ${money.symbol}{0} more for free express delivery`,
                deliveryThreshold: money.expressThreshold,
                qualifyFreeDeliveryCopy: 'You qualify for free express delivery'
            },
            displayOptions: {backgroundColour: '#efe9df', textColour: '#111111'}
        }
    })
}

const OPTION_NAMES: Record<SiteCode, [string, string, string]> = {
    gb: [
        'Standard delivery (3-5 working days)',
        'Express delivery (1-2 working days)',
        'Next day delivery (order by 9pm)'
    ],
    us: [
        'Standard shipping (5-7 business days)',
        'Express shipping (2-3 business days)',
        'Overnight shipping (order by 2pm ET)'
    ],
    eu: [
        'Standard delivery (4-7 working days)',
        'Express delivery (2-3 working days)',
        'Priority delivery (1-2 working days)'
    ],
    au: [
        'Standard delivery (5-8 business days)',
        'Express delivery (2-4 business days)',
        'Priority delivery (1-3 business days)'
    ]
}

const deliveryOptions = (book: SeedBook, site: SiteCode) => {
    const money = SITE_MONEY[site]
    const [standard, express, fastest] = OPTION_NAMES[site]
    return book.add({
        name: `delivery-options-${site}`,
        schema: 'deliveryOptions',
        keys: [siteKey(site, 'delivery-options')],
        fields: {
            title: site === 'us' ? 'Shipping options' : 'Delivery options',
            subtitle: `Free standard ${site === 'us' ? 'shipping' : 'delivery'} on orders over ${
                money.symbol
            }${money.freeDeliveryThreshold}.`,
            deliveryOptions: [
                {
                    name: standard,
                    cost: money.standardCost,
                    description: `FREE over ${money.symbol}${money.freeDeliveryThreshold}`
                },
                {
                    name: express,
                    cost: money.expressCost,
                    description: `FREE over ${money.symbol}${money.expressThreshold}`
                },
                {name: fastest, cost: money.nextDayCost}
            ]
        }
    })
}

const messageSlots = (book: SeedBook, site: SiteCode) => {
    const money = SITE_MONEY[site]
    const word = site === 'us' ? 'shipping' : 'delivery'
    const slots = [
        {
            slotId: 'delivery',
            title: site === 'us' ? 'Free shipping' : 'Free delivery',
            copy: `<p>Free standard ${word} on orders over ${money.symbol}${money.freeDeliveryThreshold}. Express from ${money.expressCost}.</p>`,
            link: '/delivery-returns.html'
        },
        {
            slotId: 'returns',
            title: 'Free returns',
            copy: '<p>Return unworn items within 30 days. Refunds go to your original payment method within 5 business days.</p>',
            link: '/delivery-returns.html'
        }
    ]
    if (site === 'gb') {
        slots.push({
            slotId: 'collect',
            title: 'Click & collect',
            copy: '<p>Free collection from any VELA shop, usually ready in 2 working days.</p>',
            link: '/shop-finder'
        })
    }
    book.add({
        name: `delivery-returns-message-${site}`,
        schema: 'deliveryReturnsMessage',
        keys: [siteKey(site, 'delivery-returns-message')],
        fields: {slots}
    })
}
