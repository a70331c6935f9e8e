import {
    ACCOUNT_MESSAGES,
    contextRefreshFailure,
    customerOrderClass,
    isInsider,
    registrationErrorMessage
} from './account-messages'
import {isSameAddress, keepSavedAddress, savedAddressId, usableSavedAddresses} from './addresses'
import {
    cardNumberLength,
    detectCardBrand,
    formatCardNumber,
    PLACEHOLDER_EXPIRY,
    splitCardExpiry,
    stripCardSpaces
} from './payment-card'

describe('saved address id (spec 000 §5 "country, city and first address line with spaces removed, cut to 20 characters")', () => {
    test.each([
        [{countryCode: 'GB', city: 'London', address1: '1 High St'}, 'GBLondon1HighSt'],
        [{countryCode: 'US', city: 'New York', address1: '350 Fifth Avenue Suite 1'}, 'USNewYork350FifthAve'],
        [
            {countryCode: 'FR', city: ' Saint Étienne ', address1: '\t2 rue\nde la Paix'},
            'FRSaintÉtienne2ruede'
        ],
        [{countryCode: 'CN', city: '北京', address1: '朝阳区 建国路 88号'}, 'CN北京朝阳区建国路88号'],
        [{}, '']
    ])('%j → %s', (address, id) => {
        expect(savedAddressId(address)).toBe(id)
        expect(Array.from(savedAddressId(address)).length).toBeLessThanOrEqual(20)
    })
})

describe('address comparison (spec 001 §5.1 "ignores id, addressId, _type, preferred, creationDate, lastModified")', () => {
    const address = {firstName: 'Ann', address1: '1 High St', postalCode: 'N1 1AA', countryCode: 'GB'}
    test.each([
        ['identical', {...address}, true],
        [
            'only ignored fields differ',
            {
                ...address,
                id: 'x',
                addressId: 'home',
                _type: 'customer_address',
                preferred: true,
                creationDate: '2020',
                lastModified: '2021'
            },
            true
        ],
        ['undefined and null equal absent', {...address, address2: undefined, stateCode: null}, true],
        ['a different postcode', {...address, postalCode: 'N1 1AB'}, false],
        ['an extra field', {...address, address2: 'Flat 2'}, false],
        ['a missing field', {firstName: 'Ann', address1: '1 High St', postalCode: 'N1 1AA'}, false]
    ])('%s → %s', (_name, other, same) => {
        expect(isSameAddress(address, other)).toBe(same)
        expect(isSameAddress(other, address)).toBe(same)
    })
})

describe('saved-address keep rule (spec 001 §5.1)', () => {
    test.each([
        [{countryCode: 'GB', phone: '020 7946 0000', postalCode: 'SW1A 1AA'}, true],
        [{countryCode: 'GB', phone: '020 7946 0000', postalCode: '12345'}, false],
        [{countryCode: 'US', phone: '800 222 2222', postalCode: '10001'}, true],
        [{countryCode: 'US', phone: '12', postalCode: '10001'}, false],
        [{countryCode: 'DE', phone: '+49 30 123456', postalCode: '10115'}, true],
        [{countryCode: 'DE', phone: '+49 30 123456'}, false],
        [{countryCode: 'DE', postalCode: '10115'}, false]
    ])('%j kept: %s', (address, kept) => {
        expect(keepSavedAddress(address)).toBe(kept)
    })

    test('usableSavedAddresses filters the list', () => {
        expect(
            usableSavedAddresses([
                {countryCode: 'GB', phone: '02079460000', postalCode: 'N1 1AA'},
                {countryCode: 'GB'}
            ])
        ).toHaveLength(1)
        expect(usableSavedAddresses(undefined)).toEqual([])
    })
})

describe('payment cards (spec 000 §5, spec 001 §5.1)', () => {
    test.each([
        ['4111111111111111', 'Visa', '4111 1111 1111 1111'],
        ['4111-1111-1111-1111', 'Visa', '4111 1111 1111 1111'],
        ['41111111111111119999', 'Visa', '4111 1111 1111 1111'],
        ['5500 0000 0000 0004', 'Mastercard', '5500 0000 0000 0004'],
        ['2221000000000009', 'Mastercard', '2221 0000 0000 0009'],
        ['378282246310005', 'American Express', '3782 822463 10005'],
        ['3782822463100059999', 'American Express', '3782 822463 10005'],
        ['6011111111111117', 'Discover', '6011 1111 1111 1117'],
        ['6511', 'Discover', '6511'],
        ['411', 'Visa', '411'],
        ['41111', 'Visa', '4111 1'],
        ['9999 9999 9999 9999 99', undefined, '9999 9999 9999 9999'],
        ['abc<script>', undefined, ''],
        ['', undefined, '']
    ])('"digits only, grouped per card type, trimmed if too long": %j → %s %j', (input, brand, formatted) => {
        expect(detectCardBrand(input)).toBe(brand)
        expect(formatCardNumber(input)).toBe(formatted)
    })

    test('card lengths and space stripping', () => {
        expect(cardNumberLength('American Express')).toBe(15)
        expect(cardNumberLength('Visa')).toBe(16)
        expect(cardNumberLength(undefined)).toBe(16)
        expect(stripCardSpaces(' 4111 1111 1111 1111 ')).toBe('4111111111111111')
    })

    test.each([
        ['03/30', {month: 3, year: 2030}],
        ['12 / 27', {month: 12, year: 2027}],
        ['1/29', {month: 1, year: 2029}],
        ['13/30', undefined],
        ['00/30', undefined],
        ['03/2030', undefined],
        ['', undefined],
        [undefined, undefined]
    ])('"Card expiry is split month/year and the year prefixed 20": %j → %j', (input, expiry) => {
        expect(splitCardExpiry(input)).toEqual(expiry)
    })

    test('"placeholder expiry month 3, year 2030"', () => {
        expect(PLACEHOLDER_EXPIRY).toEqual({month: 3, year: 2030})
    })
})

describe('account messages (spec 001 §8)', () => {
    test.each([
        ['The login is already in use.', "Sorry, there was a problem and we couldn't create this account."],
        ['Recaptcha score too low', 'Recaptcha score too low'],
        ['', 'Something went wrong. Try again!'],
        [undefined, 'Something went wrong. Try again!']
    ])('registration error %j → %j', (detail, shown) => {
        expect(registrationErrorMessage(detail)).toBe(shown)
    })

    test('"Login context refresh: message containing \'Recaptcha\'" is rethrown, otherwise logged', () => {
        expect(contextRefreshFailure('Recaptcha failed')).toBe('rethrow')
        expect(contextRefreshFailure('timeout')).toBe('log')
        expect(ACCOUNT_MESSAGES.contextUpdateFailed).toBe('Error while updating context')
    })

    test.each([
        [0, 'no orders'],
        [undefined, 'no orders'],
        [1, 'single order'],
        [7, 'multiple orders']
    ])('"Customer order class": %s → %s', (count, cls) => {
        expect(customerOrderClass(count)).toBe(cls)
    })

    test('"Insider status derives from membership of the customer group MKT_SBINSIDERS"', () => {
        expect(isInsider(['Everyone', 'MKT_SBINSIDERS'])).toBe(true)
        expect(isInsider(['mkt_sbinsiders'])).toBe(false)
        expect(isInsider(undefined)).toBe(false)
    })
})
