import {ShopperStores} from 'commerce-sdk-isomorphic'
import {loadSandboxConfig} from '../../core/config'
import {startSandbox, type RunningSandbox} from '../../testing/start'
import {failure} from '../baskets/testing'
import {loginGuest, sdkConfig, SLAS_TEST_MODULES} from '../slas/testing'
import {storesModule} from '.'
import {geocode} from './geo'

// Shopper Stores through the real client: search by postcode, town or coordinates, and lookup by id.
let running: RunningSandbox
let stores: ShopperStores<never>
beforeAll(async () => {
    running = await startSandbox({modules: [...SLAS_TEST_MODULES, storesModule]})
    const guest = await loginGuest(running.origin)
    stores = new ShopperStores({
        ...sdkConfig(running.origin),
        headers: {authorization: `Bearer ${guest.access_token}`}
    }) as never
})
afterAll(() => running.stop())

describe('store search', () => {
    test('a London postcode finds the London shops first, nearest first, with distances', async () => {
        const result = await stores.searchStores({
            parameters: {countryCode: 'GB', postalCode: 'WC2E 9LY', maxDistance: 20, distanceUnit: 'km'}
        })
        const ids = result.data?.map((store) => store.id)
        expect(ids?.[0]).toBe('london-covent-garden')
        expect(ids).toEqual(
            expect.arrayContaining(['london-kings-road', 'london-white-city', 'london-spitalfields'])
        )
        const distances = result.data?.map((store) => store.distance ?? 0) ?? []
        expect([...distances].sort((a, b) => a - b)).toEqual(distances)
        expect(result.data?.[0]).toMatchObject({
            name: 'VELA Covent Garden',
            countryCode: 'GB',
            distanceUnit: 'km',
            storeHours: expect.stringContaining('Monday - Friday'),
            c_clickAndCollectEnabled: true,
            c_storeHoursJson: expect.arrayContaining([expect.objectContaining({day: 'sunday'})])
        })
        expect(result.total).toBe(ids?.length)
    })

    test('town names, coordinates, miles and paging work; unknown places give no results', async () => {
        const town = await stores.searchStores({
            parameters: {countryCode: 'AU', postalCode: 'Melb', maxDistance: 50}
        })
        expect(town.data?.[0].id).toBe('melbourne-south-yarra')
        const dublin = await stores.searchStores({
            parameters: {latitude: 53.34, longitude: -6.26, maxDistance: 10, distanceUnit: 'mi'}
        })
        expect(dublin.data?.map((store) => store.id)).toEqual(['dublin-grafton-street', 'dublin-dundrum'])
        const paged = await stores.searchStores({
            parameters: {countryCode: 'GB', postalCode: 'SW3 4TR', maxDistance: 1000, limit: 2, offset: 2}
        })
        expect(paged).toMatchObject({limit: 2, offset: 2})
        expect(paged.data).toHaveLength(2)
        const nowhere = await stores.searchStores({parameters: {countryCode: 'GB', postalCode: 'ZZ99 9ZZ'}})
        expect(nowhere).toMatchObject({data: [], total: 0})
    })

    test('stores by id; bad parameters are 400', async () => {
        const found = await stores.getStores({parameters: {ids: 'bath,new-york-soho,unknown'}})
        expect(found.data?.map((store) => store.id)).toEqual(['bath', 'new-york-soho'])
        expect(found.data?.[1]).toMatchObject({c_clickAndCollectEnabled: false, c_storeType: 'showroom'})
        const {organizationId} = loadSandboxConfig()
        const base = `${running.origin}/store/shopper-stores/v1/organizations/${organizationId}`
        expect((await fetch(`${base}/store-search?siteId=vela-gb`)).status).toBe(400)
        expect((await fetch(`${base}/store-search?siteId=vela-gb&latitude=100&longitude=0`)).status).toBe(400)
        expect(
            (await fetch(`${base}/store-search?siteId=vela-gb&postalCode=W1&distanceUnit=furlong`)).status
        ).toBe(400)
        expect((await failure(stores.getStores({parameters: {ids: ''}}))).status).toBe(400)
    })

    test('the geocoder matches GB outward codes and other postcode prefixes', () => {
        expect(geocode('sw3 4tr', 'GB')?.town).toBe('Chelsea')
        expect(geocode('75004', 'FR')?.town).toBe('Paris')
        expect(geocode('bri', 'GB')?.town).toBe('Bristol')
        expect(geocode('xx', 'GB')).toBeUndefined()
    })
})
