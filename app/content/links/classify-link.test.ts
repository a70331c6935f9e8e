import {classifyLink, linkAttributes} from './classify-link'

const prefix = (path: string) => `/eu${path}`

describe('classifyLink (spec 001 §2.3)', () => {
    test.each([
        ['#faq', 'anchor', '#faq'],
        ['/shop/leggings', 'internal', '/shop/leggings'],
        ['size-guide', 'internal', '/size-guide'],
        ['  /about-us  ', 'internal', '/about-us'],
        ['https://help.example/hc', 'external', 'https://help.example/hc'],
        ['HTTP://shout.example', 'external', 'HTTP://shout.example'],
        ['//cdn.example/file.pdf', 'external', '//cdn.example/file.pdf'],
        ['mailto:care@vela.example', 'contact', 'mailto:care@vela.example'],
        ['tel:+441234', 'contact', 'tel:+441234'],
        ['javascript:alert(1)', 'unsafe', ''],
        ['JaVaScRiPt:alert(1)', 'unsafe', ''],
        ['java\nscript:alert(1)', 'unsafe', ''],
        ['java script:alert(1)', 'unsafe', ''],
        ['data:text/html,<b>x</b>', 'unsafe', ''],
        ['vbscript:x', 'unsafe', ''],
        ['', 'unsafe', ''],
        [undefined, 'unsafe', '']
    ])('%j is %s', (href, kind, clean) => {
        expect(classifyLink(href)).toEqual({kind, href: clean})
    })
})

describe('linkAttributes', () => {
    test.each([
        ['/shop', {href: '/eu/shop'}],
        ['#top', {href: '#top'}],
        ['https://x.example', {href: 'https://x.example', target: '_blank', rel: 'noopener noreferrer'}],
        ['mailto:a@b.example', {href: 'mailto:a@b.example'}],
        ['javascript:void(0)', undefined]
    ])('%s', (href, expected) => {
        expect(linkAttributes(href, prefix)).toEqual(expected)
    })
})
