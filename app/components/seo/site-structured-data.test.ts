import {organizationData, websiteData} from './site-structured-data'

const US = {origin: 'https://www.example.com', homePath: '/us', searchPath: '/us/search'}

describe('home page structured data', () => {
    test('the brand as an Organization at the site home', () => {
        expect(organizationData('VELA', US)).toEqual({
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: 'VELA',
            url: 'https://www.example.com/us'
        })
    })

    test("the site's search as a SearchAction whose template the crawler fills in", () => {
        const site = websiteData('VELA', US)
        expect(site.url).toBe('https://www.example.com/us')
        expect(site.potentialAction.target.urlTemplate).toBe(
            'https://www.example.com/us/search?q={search_term_string}'
        )
        expect(site.potentialAction['query-input']).toBe('required name=search_term_string')
    })
})
