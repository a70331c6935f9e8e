import {gridItems} from './grid-items'

const hits = (count: number, from = 0) => Array.from({length: count}, (_, index) => `P${from + index}`)
const shape = (items: ReturnType<typeof gridItems<string, string>>) =>
    items.map((item) => (item.kind === 'product' ? item.hit : `[${item.content}]`))

describe('content spots in the grid', () => {
    test('a spot goes before the product at its position', () => {
        const items = gridItems(hits(12), [
            {position: 4, content: 'a'},
            {position: 10, content: 'b'}
        ])
        expect(shape(items)).toEqual([
            'P0',
            'P1',
            'P2',
            'P3',
            '[a]',
            'P4',
            'P5',
            'P6',
            'P7',
            'P8',
            'P9',
            '[b]',
            'P10',
            'P11'
        ])
    })

    test('"every 6th content spot (position mod 6 = 4) has a computed grid row" per column count', () => {
        const items = gridItems(hits(24), [
            {position: 4, content: 'a'},
            {position: 10, content: 'b'},
            {position: 7, content: 'c'}
        ])
        const spots = items.filter((item) => item.kind === 'spot')
        expect(spots.map((spot) => (spot.kind === 'spot' ? [spot.position, spot.rows] : []))).toEqual([
            [4, {base: 3, md: 2, lg: 2}],
            [7, undefined],
            [10, {base: 6, md: 4, lg: 3}]
        ])
    })

    test('a window further down shows the spots inside it, flowing', () => {
        const items = gridItems(
            hits(24, 24),
            [
                {position: 4, content: 'a'},
                {position: 28, content: 'b'},
                {position: 60, content: 'c'}
            ],
            24
        )
        expect(shape(items).slice(0, 6)).toEqual(['P24', 'P25', 'P26', 'P27', '[b]', 'P28'])
        const spot = items.find((item) => item.kind === 'spot')
        expect(spot && spot.kind === 'spot' && spot.rows).toBeUndefined()
    })

    test('malformed positions and empty spots are left out', () => {
        const items = gridItems(hits(6), [
            {position: -1, content: 'a'},
            {position: 1.5, content: 'b'},
            {position: 2, content: ''},
            {position: 6, content: 'past the end'}
        ])
        expect(shape(items)).toEqual(hits(6))
    })
})
