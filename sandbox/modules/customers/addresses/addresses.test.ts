import {startSandbox, type RunningSandbox} from '../../../testing/start'
import {loginRegistered, SLAS_TEST_MODULES} from '../../slas/testing'
import {CUSTOMERS_API, failure, registeredShopper} from '../testing'

let running: RunningSandbox
beforeAll(async () => {
    running = await startSandbox({modules: SLAS_TEST_MODULES})
})
afterAll(() => running.stop())

// The storefront's id rule: country + city + address1 without spaces, cut to 20 characters.
const idOf = (address: {countryCode: string; city: string; address1: string}) =>
    `${address.countryCode}${address.city}${address.address1}`.replace(/\s+/g, '').slice(0, 20)

const london = {
    firstName: 'Robin',
    lastName: 'Hart',
    address1: '221B Baker Street',
    city: 'London',
    postalCode: 'NW1 6XE',
    countryCode: 'GB',
    phone: '020 7946 0000'
}
const newYork = {
    firstName: 'Robin',
    lastName: 'Hart',
    address1: '350 Fifth Avenue',
    city: 'New York',
    stateCode: 'NY',
    postalCode: '10118',
    countryCode: 'US',
    phone: '(212) 736-3100'
}

describe('saved addresses', () => {
    test('create, read, update (rename and preferred), delete; the customer lists them', async () => {
        const {client, tokens} = await registeredShopper(running.origin)
        const customerId = tokens.customer_id
        const created = await client.createCustomerAddress({
            parameters: {customerId},
            body: {addressId: idOf(london), ...london, address2: 'Flat 2', preferred: true}
        })
        expect(created).toMatchObject({
            addressId: 'GBLondon221BBakerStr',
            ...london,
            fullName: 'Robin Hart',
            address2: 'Flat 2',
            c_streetName: 'Flat 2',
            preferred: true,
            creationDate: expect.any(String),
            lastModified: expect.any(String)
        })
        const second = await client.createCustomerAddress({
            parameters: {customerId},
            body: {addressId: idOf(newYork), ...newYork, preferred: true}
        })
        expect(second.preferred).toBe(true)
        // Only one preferred address.
        expect(
            await client.getCustomerAddress({parameters: {customerId, addressName: created.addressId}})
        ).toMatchObject({preferred: false})
        const customer = await client.getCustomer({parameters: {customerId}})
        expect(customer.addresses?.map((a) => [a.addressId, a.preferred])).toEqual([
            ['GBLondon221BBakerStr', false],
            ['USNewYork350FifthAve', true]
        ])

        // The storefront's id follows the content, so an edit may rename the address.
        const moved = {...london, address1: '10 Downing Street', postalCode: 'SW1A 2AA'}
        const updated = await client.updateCustomerAddress({
            parameters: {customerId, addressName: created.addressId},
            body: {...moved, addressId: idOf(moved), c_streetName: null, address2: null} as never
        })
        expect(updated).toMatchObject({addressId: 'GBLondon10DowningStr', postalCode: 'SW1A 2AA'})
        expect(updated).not.toHaveProperty('address2')
        const gone = await failure(
            client.getCustomerAddress({parameters: {customerId, addressName: created.addressId}})
        )
        expect(gone.status).toBe(404)

        await client.removeCustomerAddress({parameters: {customerId, addressName: 'GBLondon10DowningStr'}})
        const after = await client.getCustomer({parameters: {customerId}})
        expect(after.addresses?.map((a) => a.addressId)).toEqual(['USNewYork350FifthAve'])
        const again = await failure(
            client.removeCustomerAddress({parameters: {customerId, addressName: 'GBLondon10DowningStr'}})
        )
        expect(again.status).toBe(404)
    })

    test('a duplicate id (in any letter case) is a 400; any unique id is accepted', async () => {
        const {client, tokens} = await registeredShopper(running.origin)
        const parameters = {customerId: tokens.customer_id}
        await client.createCustomerAddress({parameters, body: {addressId: 'home', ...london}})
        const duplicate = await failure(
            client.createCustomerAddress({parameters, body: {addressId: 'HOME', ...london}})
        )
        expect(duplicate.status).toBe(400)
        expect(duplicate.body.detail).toMatch(/already in use/)
        await client.createCustomerAddress({parameters, body: {addressId: 'Work address #2', ...london}})
        const rename = await failure(
            client.updateCustomerAddress({
                parameters: {...parameters, addressName: 'Work address #2'},
                body: {addressId: 'home', ...london}
            })
        )
        expect(rename.status).toBe(400)
    })

    test('a partial update keeps the other fields; the state code is kept only for US addresses', async () => {
        const {client, tokens} = await registeredShopper(running.origin)
        const customerId = tokens.customer_id
        await client.createCustomerAddress({
            parameters: {customerId},
            body: {addressId: 'a', ...london, stateCode: 'XX'}
        })
        const read = await client.getCustomerAddress({parameters: {customerId, addressName: 'a'}})
        expect(read).not.toHaveProperty('stateCode')
        const updated = await client.updateCustomerAddress({
            parameters: {customerId, addressName: 'a'},
            body: {addressId: 'a', phone: '07700 900000'} as never
        })
        expect(updated).toMatchObject({...london, phone: '07700 900000'})
        // Switching country re-checks the whole address: a GB postcode is no US ZIP code.
        const invalid = await failure(
            client.updateCustomerAddress({
                parameters: {customerId, addressName: 'a'},
                body: {addressId: 'a', countryCode: 'US', stateCode: 'NY'} as never
            })
        )
        expect(invalid.status).toBe(400)
        expect(invalid.body.detail).toMatch(/postalCode/)
    })

    const valid = (postalCode: string, countryCode: string, phone = '+33 1 23 45 67 89', extra = {}) => ({
        ...london,
        postalCode,
        countryCode,
        phone,
        ...extra
    })

    test.each([
        ['US ZIP', valid('94105', 'US', '415 555 0100', {stateCode: 'CA'})],
        ['US ZIP+4', valid('94105-1234', 'US', '+1 415 555 0100', {stateCode: 'CA'})],
        ['US phone with 001', valid('94105', 'US', '0014155550100', {stateCode: 'CA'})],
        ['CA', valid('K1A 0B1', 'CA')],
        ['CA without space', valid('k1a0b1', 'CA')],
        ['FR', valid('75008', 'FR')],
        ['FR with F- prefix', valid('F-75008', 'FR')],
        ['FR Corsica', valid('2A004', 'FR')],
        ['IT', valid('00184', 'IT')],
        ['JP', valid('100-0001', 'JP')],
        ['CN', valid('100000', 'CN')],
        ['GB lower case', valid('sw1a 1aa', 'GB')],
        ['GB GIR', valid('GIR 0AA', 'GB')],
        ['IE (general rule)', valid('D02 X285', 'IE')],
        ['names with accents and apostrophes', {...london, firstName: 'Zoë', lastName: "O'Brien-D`Arcy"}]
    ])('%s is accepted', async (_name, address) => {
        const {client, tokens} = await registeredShopper(running.origin)
        const saved = await client.createCustomerAddress({
            parameters: {customerId: tokens.customer_id},
            body: {addressId: 'x', ...address}
        })
        expect(saved).toMatchObject({addressId: 'x', postalCode: address.postalCode})
    })

    test.each([
        ['a US ZIP with letters', valid('9410A', 'US', '4155550100', {stateCode: 'CA'}), /postalCode/],
        ['a US address without state', valid('94105', 'US', '4155550100'), /stateCode/],
        ['a US phone of 9 digits', valid('94105', 'US', '415555010', {stateCode: 'CA'}), /phone/],
        ['a CA postcode in the wrong order', valid('1KA 0B1', 'CA'), /postalCode/],
        ['a FR postcode of 4 digits', valid('7500', 'FR'), /postalCode/],
        ['an IT postcode of 6 digits', valid('001840', 'IT'), /postalCode/],
        ['a JP postcode without hyphen', valid('1000001', 'JP'), /postalCode/],
        ['a CN postcode of 5 digits', valid('10000', 'CN'), /postalCode/],
        ['a GB postcode that is not one', valid('12345', 'GB'), /postalCode/],
        ['an over-long general postcode', valid('A12345678901', 'DE'), /postalCode/],
        ['a phone of 4 digits', valid('75008', 'FR', '1234'), /phone/],
        ['a phone with letters', valid('75008', 'FR', '01 23 AB'), /phone/],
        ['a lower-case country code of 3 letters', valid('75008', 'fra'), /countryCode/],
        ['a first name with digits', {...london, firstName: 'R0bin'}, /firstName/],
        ['a last name with a script tag', {...london, lastName: '<script>alert(1)</script>'}, /lastName/],
        ['an address line with a comma', {...london, address1: '221B, Baker Street'}, /address1/],
        ['a first name over 40 characters', {...london, firstName: 'A'.repeat(41)}, /firstName/],
        ['an over-long city', {...london, city: 'A'.repeat(256)}, /city/],
        ['a missing address1', {...london, address1: undefined}, /address1/],
        ['a missing postal code', {...london, postalCode: ''}, /postalCode/],
        ['a missing last name', {...london, lastName: undefined}, /lastName/],
        ['a non-boolean preferred', {...london, preferred: 'yes'}, /preferred/],
        ['a numeric city', {...london, city: 42}, /city/]
    ])('%s is a 400 naming the field', async (_name, address, detail) => {
        const {client, tokens} = await registeredShopper(running.origin)
        const {status, body} = await failure(
            client.createCustomerAddress({
                parameters: {customerId: tokens.customer_id},
                body: {addressId: 'x', ...address} as never
            })
        )
        expect(status).toBe(400)
        expect(body.detail).toMatch(detail)
    })

    test('no addressId, no body or an over-long id are 400s (plain fetch)', async () => {
        const {tokens} = await registeredShopper(running.origin)
        const url = `${running.origin}${CUSTOMERS_API}/${tokens.customer_id}/addresses?siteId=vela-gb`
        const post = (body: string) =>
            fetch(url, {
                method: 'POST',
                headers: {'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}`},
                body
            })
        expect((await post(JSON.stringify(london))).status).toBe(400)
        expect((await post('')).status).toBe(400)
        expect((await post('{"addressId":')).status).toBe(400)
        expect((await post(JSON.stringify({...london, addressId: 'x'.repeat(300)}))).status).toBe(400)
        expect((await post(JSON.stringify([london]))).status).toBe(400)
    })

    test('the demo shoppers come with saved addresses', async () => {
        const tokens = await loginRegistered(running.origin, 'alex.morgan@example.com', 'VelaDemo#2024')
        const res = await fetch(`${running.origin}${CUSTOMERS_API}/${tokens.customer_id}?siteId=vela-gb`, {
            headers: {authorization: `Bearer ${tokens.access_token}`}
        })
        const customer = await res.json()
        expect(customer.addresses).toEqual([
            expect.objectContaining({
                addressId: 'GBLondon12ChapelStre',
                preferred: true,
                postalCode: 'N1 9GU'
            }),
            expect.objectContaining({addressId: 'GBManchester8Deansga', preferred: false})
        ])
    })
})
