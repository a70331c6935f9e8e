import {createPageManifests} from './page-manifests'

describe('page manifests', () => {
    test('recalls what was recorded for an address until it is forgotten', () => {
        const manifests = createPageManifests()
        manifests.record('shop.example/shop/leggings', [['catalog', 'tree']])
        expect(manifests.recall('shop.example/shop/leggings')).toEqual([['catalog', 'tree']])
        expect(manifests.recall('shop.example/shop/tops')).toBeUndefined()
        manifests.forget('shop.example/shop/leggings')
        expect(manifests.recall('shop.example/shop/leggings')).toBeUndefined()
    })

    test('holds a bounded number of addresses, dropping the least recently used', () => {
        const manifests = createPageManifests(2)
        manifests.record('/a', [['a']])
        manifests.record('/b', [['b']])
        manifests.recall('/a')
        manifests.record('/c', [['c']])
        expect(manifests.recall('/b')).toBeUndefined()
        expect(manifests.recall('/a')).toEqual([['a']])
        expect(manifests.recall('/c')).toEqual([['c']])
    })
})
