import {buildQuery, joinUrl, pathSegments, queryPairs, queryParam, safeDecode, splitUrl} from './url-parts'

describe('URL parts (no base URL needed, never throws)', () => {
    test.each([
        ['/us/shop?x=1#top', {origin: '', pathname: '/us/shop', query: 'x=1', hash: 'top'}],
        [
            'https://a.example:8080/p?q#h',
            {origin: 'https://a.example:8080', pathname: '/p', query: 'q', hash: 'h'}
        ],
        ['//cdn.example/x', {origin: '//cdn.example', pathname: '/x', query: '', hash: ''}],
        ['#only', {origin: '', pathname: '', query: '', hash: 'only'}],
        ['', {origin: '', pathname: '', query: '', hash: ''}]
    ])('splitUrl(%j) and back', (url, parts) => {
        expect(splitUrl(url)).toEqual(parts)
        expect(joinUrl(parts)).toBe(url)
    })

    test('segments, decoding and query reading', () => {
        expect(pathSegments('/us//shop/')).toEqual(['us', 'shop'])
        expect(safeDecode('a%20b+c')).toBe('a b c')
        expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A')
        expect(queryParam('?a=1&b&c=%3Cx%3E', 'c')).toBe('<x>')
        expect(queryParam('a=1&b', 'b')).toBe('')
        expect(queryParam('a=1&&', 'z')).toBeUndefined()
        expect(queryPairs('?a=1&&b&c=d%26e')).toEqual([
            ['a', '1'],
            ['b', ''],
            ['c', 'd&e']
        ])
        expect(
            buildQuery([
                ['a', 1],
                ['b', ''],
                ['c', undefined],
                ['d', null],
                ['e', 'x y&z']
            ])
        ).toBe('a=1&e=x%20y%26z')
    })
})
