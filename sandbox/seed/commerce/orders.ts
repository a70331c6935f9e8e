/**
 * Order history of the demo shoppers (sandbox/modules/customers/seed.ts), so account pages have something to
 * show. Products are picked by position in the catalogue's best-selling masters of a category, which keeps the
 * seed stable while the catalogue's own seed is unchanged.
 */
export interface SeedOrderLine {
    category: string
    /** Position among the category's masters (best-ranked first) and among that master's variants. */
    master: number
    variant: number
    quantity: number
}

export interface SeedOrder {
    login: string
    siteId: string
    date: string
    status: 'new' | 'completed' | 'cancelled'
    shippingMethodId: string
    lines: SeedOrderLine[]
    couponCode?: string
}

export const DEMO_ADDRESSES: Record<string, Record<string, string>> = {
    'alex.morgan@example.com': {
        firstName: 'Alex',
        lastName: 'Morgan',
        address1: '14 Canonbury Lane',
        city: 'London',
        postalCode: 'N1 2AS',
        countryCode: 'GB',
        phone: '07700 900111'
    },
    'sam.taylor@example.com': {
        firstName: 'Sam',
        lastName: 'Taylor',
        address1: '3 Royal Crescent',
        city: 'Bath',
        postalCode: 'BA1 2LR',
        countryCode: 'GB',
        phone: '07700 900222'
    },
    'jordan.lee@example.com': {
        firstName: 'Jordan',
        lastName: 'Lee',
        address1: '27 Quay Street',
        city: 'Manchester',
        postalCode: 'M3 3JE',
        countryCode: 'GB',
        phone: '07700 900333'
    }
}

export const SEED_ORDERS: SeedOrder[] = [
    {
        login: 'alex.morgan@example.com',
        siteId: 'vela-gb',
        date: '2024-04-02T09:12:00.000Z',
        status: 'completed',
        shippingMethodId: 'gb-standard',
        lines: [
            {category: 'leggings', master: 0, variant: 3, quantity: 1},
            {category: 'sports-bras', master: 0, variant: 2, quantity: 1}
        ]
    },
    {
        login: 'alex.morgan@example.com',
        siteId: 'vela-gb',
        date: '2024-06-18T17:40:00.000Z',
        status: 'completed',
        shippingMethodId: 'gb-express',
        lines: [{category: 'hoodies', master: 1, variant: 1, quantity: 1}],
        couponCode: 'WELCOME10'
    },
    {
        login: 'alex.morgan@example.com',
        siteId: 'vela-gb',
        date: '2024-09-05T12:03:00.000Z',
        status: 'cancelled',
        shippingMethodId: 'gb-standard',
        lines: [{category: 'shorts', master: 0, variant: 0, quantity: 2}]
    },
    {
        login: 'sam.taylor@example.com',
        siteId: 'vela-gb',
        date: '2024-05-11T08:30:00.000Z',
        status: 'completed',
        shippingMethodId: 'gb-next-day',
        lines: [
            {category: 'leggings', master: 2, variant: 4, quantity: 2},
            {category: 'tanks', master: 0, variant: 1, quantity: 1},
            {category: 'yoga-mats', master: 0, variant: 0, quantity: 1}
        ]
    },
    {
        login: 'sam.taylor@example.com',
        siteId: 'vela-gb',
        date: '2024-11-29T19:45:00.000Z',
        status: 'completed',
        shippingMethodId: 'gb-click-collect',
        lines: [{category: 'jackets', master: 0, variant: 2, quantity: 1}]
    }
]
