import {testConfig} from '../test-utils/config'
import {loadSiteOverrides} from './site-overrides'

describe('overrides/: per-site business data behind one accessor', () => {
    test.each(testConfig.app.sites.map((site) => [site.alias, site.country]))(
        'the %s site delivers to its own country first (%s), then to distinct countries',
        async (alias, country) => {
            const overrides = await loadSiteOverrides(alias)
            expect(overrides?.deliveryCountries[0]).toBe(country)
            const countries = overrides?.deliveryCountries ?? []
            expect(new Set(countries).size).toBe(countries.length)
            for (const code of countries) expect(code).toMatch(/^[A-Z]{2}$/)
        }
    )

    test('an unknown site has none (callers fall back to the domestic country)', async () => {
        expect(await loadSiteOverrides('zz')).toBeNull()
    })
})
