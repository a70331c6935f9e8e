import {
    asksForLogout,
    contextKey,
    customerGroupsParams,
    deliveryOptionParam,
    mergeBasketUuid,
    previewDate,
    setContextParams,
    SET_CONTEXT_PARAMS,
    withoutParams
} from './session-context'

const UUID = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b'
const base = {usid: 'usid-1234-5678', siteCountry: 'GB', currency: 'GBP', isWebView: false}

describe('PWA-SetContext parameters (spec 001 §7.3)', () => {
    test('all eleven parameters, each from its link parameter', () => {
        const search =
            `?glCountry=fr&glCurrency=eur&geCartHash=ab12cd&src=email&sourceCode=SPRING24` +
            `&customerGroup=MKT_SBINSIDERS&previewTimestamp=2030-01-02T03:04:05Z&mergeBasketUUID=${UUID}`
        const params = setContextParams({...base, search, isWebView: true})
        expect(Object.keys(params).sort()).toEqual([...SET_CONTEXT_PARAMS].sort())
        expect(params).toEqual({
            glCountry: 'FR',
            glCurrency: 'EUR',
            uuid: 'usid-1234-5678',
            geCartHash: 'ab12cd',
            src: 'email',
            sourceCode: 'SPRING24',
            customerGroup: 'MKT_SBINSIDERS',
            isWebView: 'true',
            siteDate: '2030-01-02T03:04:05.000Z',
            effectiveDateTime: '2030-01-02T03:04:05.000Z',
            mergeBasketUUID: UUID
        })
    })

    test.each([
        ['without glCountry/glCurrency the site country and currency apply', '', {glCountry: 'GB'}],
        ['a newSrc replaces src', '?src=email&newSrc=sms', {src: 'sms'}],
        ['a malformed country is not sent', '?glCountry=France', {glCountry: 'GB'}],
        ['markup in a source is not sent', '?src=%3Cscript%3E', {src: undefined}],
        ['a basket id that is not a UUID is not sent', '?mergeBasketUUID=abc', {mergeBasketUUID: undefined}],
        ['an unreadable preview date is not sent', '?previewTimestamp=soon', {siteDate: undefined}]
    ])('%s', (_, search, expected: Record<string, string | undefined>) => {
        const params: Record<string, string | undefined> = setContextParams({...base, search})
        for (const [name, value] of Object.entries(expected)) expect(params[name]).toBe(value)
    })

    test('previewTimestamp may be epoch milliseconds', () => {
        expect(previewDate('1893456000000')).toBe('2030-01-01T00:00:00.000Z')
    })

    test('the context key changes only when a parameter changes', () => {
        const one = contextKey(setContextParams({...base, search: '?src=email&q=tops'}))
        expect(contextKey(setContextParams({...base, search: '?q=leggings&src=email'}))).toBe(one)
        expect(contextKey(setContextParams({...base, search: '?src=sms'}))).not.toBe(one)
    })
})

describe('link parameters (spec 000 §2, 001 §2.2)', () => {
    test('"PWA-GetCustomerGroups | query src"', () => {
        expect(customerGroupsParams('?src=email')).toEqual({src: 'email'})
        expect(customerGroupsParams('?q=x')).toEqual({})
    })

    test.each([
        ['?deliveryOption=clickAndCollect', 'clickAndCollect'],
        ['?deliveryOption=deliverToAddress', 'deliverToAddress'],
        ['?deliveryOption=drone', undefined],
        ['', undefined]
    ])('deliveryOption %s', (search, expected) => {
        expect(deliveryOptionParam(search)).toBe(expected)
    })

    test('"logged (false triggers a logout event)"', () => {
        expect(asksForLogout('?logged=false')).toBe(true)
        expect(asksForLogout('?logged=true')).toBe(false)
        expect(asksForLogout('')).toBe(false)
    })

    test('mergeBasketUUID must be a UUID', () => {
        expect(mergeBasketUuid(`?mergeBasketUUID=${UUID}`)).toBe(UUID)
        expect(mergeBasketUuid('?mergeBasketUUID=../../x')).toBeUndefined()
    })

    test('one-shot parameters leave the query; the others stay as they were', () => {
        expect(withoutParams('?refine=c_size=S|M&logged=false&src=email', ['logged'])).toBe(
            '?refine=c_size=S|M&src=email'
        )
        expect(withoutParams('?logged=false', ['logged'])).toBe('')
    })
})
