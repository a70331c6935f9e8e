import {processRequest} from './request-processing'

describe('request processor', () => {
    test.each([
        ['/callback', 'code=abc&usid=u1', ''],
        [
            '/shop/bottoms/leggings',
            'refine=c_size=M|L,c_refinementColor=Black&sort=newest',
            'refine=c_size=M|L,c_refinementColor=Black&sort=newest'
        ],
        ['/shop', 'utm_source=mail&refine=cgid%3Dshop&utm_campaign=x', 'refine=cgid%3Dshop'],
        ['/search', 'q=leggings&gclid=123', 'q=leggings'],
        ['/', '', ''],
        ['/search', 'q=%E0%A4%A&utm_term=%zz', 'q=%E0%A4%A']
    ])('%s?%s keeps %s', (path, querystring, expected) => {
        expect(processRequest({path, querystring})).toEqual({path, querystring: expected})
    })
})
