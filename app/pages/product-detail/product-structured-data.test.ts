import {productStructuredData} from './product-structured-data'

const base = {
    id: 'VL1',
    name: 'Sculpt Leggings',
    description: 'Second-skin leggings.',
    images: [{url: 'https://img.example/a.jpg', alt: ''}],
    currency: 'GBP',
    url: 'https://www.example/shop/leggings/sculpt-leggings-VL1.html',
    path: '/shop/leggings/sculpt-leggings-VL1.html',
    origin: 'https://www.example',
    trail: [
        {id: 'shop', name: 'Shop', path: '/shop'},
        {id: 'leggings', name: 'Leggings', path: '/shop/leggings'}
    ],
    buildUrl: (path: string) => path
}

describe('product structured data', () => {
    test('a Product with its offer (price, currency, availability) and a BreadcrumbList', () => {
        const [product, breadcrumbs] = productStructuredData({
            ...base,
            price: {price: 45},
            availability: 'InStock'
        })
        expect(product).toMatchObject({
            '@type': 'Product',
            sku: 'VL1',
            name: 'Sculpt Leggings',
            brand: {'@type': 'Brand', name: 'VELA'},
            image: ['https://img.example/a.jpg'],
            offers: {
                '@type': 'Offer',
                price: 45,
                priceCurrency: 'GBP',
                availability: 'https://schema.org/InStock'
            }
        })
        expect(breadcrumbs).toEqual({
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [
                {'@type': 'ListItem', position: 1, name: 'Shop', item: 'https://www.example/shop'},
                {
                    '@type': 'ListItem',
                    position: 2,
                    name: 'Leggings',
                    item: 'https://www.example/shop/leggings'
                },
                {'@type': 'ListItem', position: 3, name: 'Sculpt Leggings', item: base.url}
            ]
        })
    })

    test('a price range becomes an AggregateOffer; coming soon is PreOrder', () => {
        const [product] = productStructuredData({
            ...base,
            price: {minPrice: 10, maxPrice: 200},
            availability: 'PreOrder'
        })
        expect((product as {offers: object}).offers).toMatchObject({
            '@type': 'AggregateOffer',
            lowPrice: 10,
            highPrice: 200,
            availability: 'https://schema.org/PreOrder'
        })
    })
})
