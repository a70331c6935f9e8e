import {generateCatalog} from './catalog'
import {formatLook, type LookSource, parseLook, productLook} from './looks'

describe('product looks (issue 13: pictures distinct per type, fit, length)', () => {
    test.each([
        // [what the seed knows, tokens the picture must carry]
        [{kind: 'hoodie', typeWord: 'hoodie', modifier: 'cropped'}, ['crop']],
        [{kind: 'hoodie', typeWord: 'zipHoodie'}, ['zip']],
        [{kind: 'leggings', typeWord: 'gymLeggings', legLengths: ['7-8']}, ['78', 'contour']],
        [
            {kind: 'leggings', typeWord: 'yogaLeggings', legLengths: ['7-8', 'full-length']},
            ['full', 'crossover']
        ],
        [
            {kind: 'leggings', typeWord: 'leggings', modifier: 'highWaisted', legLengths: ['full-length']},
            ['highrise', 'full']
        ],
        [{kind: 'sports-bra', typeWord: 'sportsBra', supportLevel: 'high'}, ['highsupport']],
        [
            {kind: 'sports-bra', typeWord: 'sportsBra', modifier: 'racerback', supportLevel: 'light'},
            ['racer', 'lightsupport']
        ],
        [{kind: 'shorts', typeWord: 'cyclingShorts'}, ['bike']],
        [{kind: 'shorts', typeWord: 'runningShorts'}, ['run']],
        [{kind: 'tank', typeWord: 'cropTop'}, ['crop']],
        [{kind: 'jacket', typeWord: 'pufferJacket'}, ['puffer']],
        [{kind: 'bag', typeWord: 'backpack'}, ['backpack']]
    ] as const)('%j draws with %j', (source, tokens) => {
        const {legLengths = [], ...rest} = source as typeof source & {legLengths?: readonly string[]}
        const look = parseLook(
            productLook({id: 'VL10001', ...rest, legLengths: [...legLengths]} as LookSource)
        )
        for (const token of tokens) expect(look).toContain(token)
        expect([...look].filter((token) => /^v\d$/.test(token))).toHaveLength(1)
    })

    test('a look is one URL-safe path segment that parses back to its tokens; unknown words are dropped', () => {
        const segment = formatLook(['pocket', '78', 'highrise', 'v2', 'pocket'])
        expect(segment).toBe('78-highrise-pocket-v2')
        expect([...parseLook(segment)]).toEqual(['78', 'highrise', 'pocket', 'v2'])
        expect([...parseLook('78-<script>-crop')]).toEqual(['78', 'crop'])
        expect(parseLook(undefined).size).toBe(0)
    })

    test('every generated clothing product carries a look, and looks vary within a family', () => {
        const catalog = generateCatalog()
        const clothing = catalog.products.filter((p) => p.attributes.c_fitRating !== undefined)
        expect(clothing.every((p) => p.look && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.look))).toBe(true)
        const leggings = clothing.filter((p) => p.kind === 'leggings').map((p) => parseLook(p.look))
        expect(leggings.some((look) => look.has('78'))).toBe(true)
        expect(leggings.some((look) => look.has('full'))).toBe(true)
        const hoodies = clothing.filter((p) => p.kind === 'hoodie').map((p) => parseLook(p.look))
        expect(hoodies.some((look) => look.has('crop'))).toBe(true)
        expect(hoodies.some((look) => !look.has('crop'))).toBe(true)
        // A product named 7/8 is drawn 7/8; a cropped one is drawn cropped.
        const named = (pattern: RegExp) => catalog.products.filter((p) => pattern.test(p.name.default ?? ''))
        expect(named(/7\/8/).length).toBeGreaterThan(0)
        expect(named(/7\/8/).filter((p) => !parseLook(p.look).has('78'))).toEqual([])
        expect(named(/Cropped/).length).toBeGreaterThan(0)
        expect(named(/Cropped/).filter((p) => !parseLook(p.look).has('crop'))).toEqual([])
    })
})
