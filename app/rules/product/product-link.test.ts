import {productDetailPath, productPath, productSlug, productUrl, variationChangeQuery} from './product-link'

describe('product link helper (spec 001 §2.2)', () => {
    test.each([
        ['Power Leggings', 'power-leggings'],
        ['Power Leggings 7/8', 'power-leggings-7-8'],
        ['  Sports Bra ', 'sports-bra'],
        ['Café Top', 'caf%C3%A9-top'],
        ['Tee #1 ?x', 'tee-%231-%3Fx'],
        ['<script>', '%3Cscript%3E']
    ])('"the slug lower-cased with spaces and slashes replaced by hyphens": %j → %s', (name, slug) => {
        expect(productSlug(name)).toBe(slug)
    })

    test.each([
        [
            {id: 'VL10001', name: 'Power Leggings', categoryIds: ['shop', 'bottoms', 'leggings']},
            '/shop/bottoms/leggings/power-leggings-VL10001.html'
        ],
        [{id: 'VL10001', name: 'Power Leggings'}, '/power-leggings-VL10001.html'],
        [{id: 'VL2', name: 'Tee', categoryIds: ['', 'tops']}, '/tops/tee-VL2.html']
    ])('"/{category ids joined by slash}/{product-name-slug}-{productId}.html": %j', (target, path) => {
        expect(productPath(target)).toBe(path)
    })

    test('"Optional query: cgid, dwvar_{id}_color, dwvar_{id}_leg-length, dwvar_{id}_size, tile, oldpid"', () => {
        const target = {id: 'VL1', name: 'Tee', categoryIds: ['tops']}
        expect(
            productUrl(target, {
                cgid: 'tops',
                color: 'black',
                legLength: 'long',
                size: 'M',
                tile: 3,
                oldpid: 'VL0'
            })
        ).toBe(
            '/tops/tee-VL1.html?cgid=tops&dwvar_VL1_color=black&dwvar_VL1_leg-length=long&dwvar_VL1_size=M&tile=3&oldpid=VL0'
        )
        expect(productUrl(target, {color: 'navy', variationOwnerId: 'M1'})).toBe(
            '/tops/tee-VL1.html?dwvar_M1_color=navy'
        )
        expect(productUrl(target)).toBe('/tops/tee-VL1.html')
        expect(productUrl(target, {tile: 0})).toBe('/tops/tee-VL1.html?tile=0')
    })

    test('"/product/{id} with query pairs from variation attribute ids and value ids"', () => {
        expect(productDetailPath('VL1', {color: 'black', size: 'M', 'leg-length': undefined})).toBe(
            '/product/VL1?color=black&size=M'
        )
        expect(productDetailPath('VL1')).toBe('/product/VL1')
    })

    test('"after a colour or size change the query carries pid, dwvar_{id}_color, dwvar_{id}_leg-length, vgid, cgid, tile, src, newpid, oldpid"', () => {
        expect(
            variationChangeQuery({
                masterId: 'M1',
                pid: 'V2',
                color: 'red',
                legLength: 'short',
                vgid: 'M1-red',
                cgid: 'tops',
                tile: 4,
                src: 'email',
                newpid: 'V2',
                oldpid: 'V1'
            })
        ).toBe(
            'pid=V2&dwvar_M1_color=red&dwvar_M1_leg-length=short&vgid=M1-red&cgid=tops&tile=4&src=email&newpid=V2&oldpid=V1'
        )
        expect(variationChangeQuery({masterId: 'M1', pid: 'V2'})).toBe('pid=V2')
    })
})
