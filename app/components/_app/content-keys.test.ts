import {testConfig} from '../../test-utils/config'
import {siteContentKey} from './content-keys'

describe('siteContentKey', () => {
    test.each([
        ['vela-gb', 'footer'],
        ['vela-us', 'us/footer'],
        ['vela-eu', 'eu/footer'],
        ['vela-au', 'au/footer']
    ])('%s reads %s', (siteId, key) => {
        const site = testConfig.app.sites.find((candidate) => candidate.id === siteId)
        expect(site && siteContentKey('footer', site, testConfig)).toBe(key)
    })
})
