import {repeatsListingTitle} from './banner-heading'

describe('a filter banner header under the listing title', () => {
    test.each([
        ['the category name inside the title', 'Leggings', 'Women’s Leggings', true],
        ['the same words in another case and punctuation', 'women’s leggings!', "Women's Leggings", true],
        ['the title itself', 'Sports Bras', 'Sports Bras', true],
        ['an empty header', '  ', 'Tops', true],
        ['Chinese, written without spaces', '紧身裤', '女士紧身裤', true],
        ['Japanese, written without spaces', 'レギンス', 'ウィメンズ レギンス', true],
        ['a header that adds words', 'Shop the sale', 'Sale', false],
        ['part of a word is not the word', 'Tops', 'Laptops', false],
        ['words in another order', 'Leggings Women’s', 'Women’s Leggings', false],
        ['a Chinese header that says more', '紧身裤新品', '女士紧身裤', false]
    ])('%s: "%s" under "%s" repeats it: %s', (_, header, title, expected) => {
        expect(repeatsListingTitle(header, title)).toBe(expected)
    })
})
