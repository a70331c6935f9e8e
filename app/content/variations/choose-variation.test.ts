import {chooseVariation, isVariable, previewCustomerGroup} from './choose-variation'

const block = {
    _meta: {schema: 'https://schema.example/hero.json', deliveryId: 'hero', name: 'hero'},
    title: 'Default',
    variations: [
        {
            sfCustomerGroup: [{id: 'MKT_SBINSIDERS', name: 'Insiders'}],
            content: {title: 'Insiders', variations: []}
        },
        {
            sfCustomerGroup: [{id: 'STUDENTS'}],
            content: {_meta: {schema: 'https://schema.example/banner.json'}, title: 'Students'}
        }
    ]
}

describe('chooseVariation (spec 001 §4.5)', () => {
    test.each([
        ['no groups known yet', undefined, undefined, 'Default'],
        ['no matching group', ['Everyone'], undefined, 'Default'],
        ['insiders', ['Everyone', 'MKT_SBINSIDERS'], undefined, 'Insiders'],
        ['students', ['STUDENTS'], undefined, 'Students'],
        ['first listed variation wins', ['STUDENTS', 'MKT_SBINSIDERS'], undefined, 'Insiders'],
        ['preview group wins over the shopper', ['MKT_SBINSIDERS'], 'STUDENTS', 'Students'],
        ['preview group without a variation', ['MKT_SBINSIDERS'], 'Nobody', 'Default']
    ])('%s', (_, groups, preview, title) => {
        expect(chooseVariation(block, groups, preview).title).toBe(title)
    })

    test('the chosen body keeps the block metadata it lacks and never carries variations', () => {
        const chosen = chooseVariation(block, ['MKT_SBINSIDERS'])
        expect(chosen._meta).toEqual(block._meta)
        expect(chosen.variations).toBeUndefined()
    })

    test("a variation's own schema wins", () => {
        expect(chooseVariation(block, ['STUDENTS'])._meta?.schema).toBe('https://schema.example/banner.json')
    })

    test('slot-style items show their default body without a match', () => {
        const slot = {_meta: block._meta, default: {title: 'Slot default'}, variations: []}
        expect(chooseVariation(slot, []).title).toBe('Slot default')
    })

    test.each([
        [{_meta: block._meta}, false],
        [{_meta: block._meta, variations: []}, false],
        [block, true],
        [{_meta: block._meta, default: {title: 'x'}}, true]
    ])('isVariable %#', (item, expected) => {
        expect(isVariable(item)).toBe(expected)
    })
})

describe('previewCustomerGroup', () => {
    test.each([
        ['?customerGroup=MKT_SBINSIDERS', undefined],
        ['?vse=hub-preview.staging.example&customerGroup=MKT_SBINSIDERS', 'MKT_SBINSIDERS'],
        ['?previewTimestamp=1700000000&customerGroup=STUDENTS', 'STUDENTS'],
        ['?vse=hub-preview.staging.example&customerGroup=', undefined],
        ['', undefined]
    ])('%s -> %s', (search, expected) => {
        expect(previewCustomerGroup(search)).toBe(expected)
    })
})

test('the same choice is the same object, so a block the shopper groups leave unchanged is not rendered again', () => {
    const block = {
        _meta: {schema: 'hero'},
        headline: 'Default',
        variations: [{sfCustomerGroup: [{id: 'VIP'}], content: {headline: 'For VIPs'}}]
    }
    const beforeGroups = chooseVariation(block, undefined)
    expect(chooseVariation(block, ['Everyone'])).toBe(beforeGroups)
    const vip = chooseVariation(block, ['VIP'])
    expect(vip).not.toBe(beforeGroups)
    expect(vip).toMatchObject({headline: 'For VIPs'})
    expect(chooseVariation(block, ['VIP', 'Everyone'])).toBe(vip)
})
