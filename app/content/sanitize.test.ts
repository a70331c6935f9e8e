import {sanitizeHtml} from './sanitize'

const prefix = (path: string) => `/us${path}`

describe('sanitizeHtml: hostile input', () => {
    test.each([
        ['script element and its body', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
        ['script with odd casing', '<p>Hi</p><ScRiPt>alert(1)</sCrIpT>', '<p>Hi</p>'],
        ['onerror handler on an image', '<img src="/x.jpg" onerror="alert(1)">', '<img src="/x.jpg">'],
        ['onclick on a paragraph', '<p onclick="alert(1)">Tap</p>', '<p>Tap</p>'],
        ['inline style', '<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
        ['iframe with content', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
        ['svg onload', '<svg onload="alert(1)"><circle/></svg><p>ok</p>', '<p>ok</p>'],
        ['style element', '<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
        ['form and input are unwrapped', '<form action="/x"><input name="a">Text</form>', 'Text'],
        ['html comments', '<p>a<!-- secret --></p>', '<p>a</p>']
    ])('%s', (_, input, expected) => {
        expect(sanitizeHtml(input, {prefix})).toBe(expected)
    })

    test.each([
        ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
        ['JavaScript: with spaces and case', '<a href="  JaVaScRiPt:alert(1)">x</a>'],
        ['entity-encoded javascript:', '<a href="&#106;avascript:alert(1)">x</a>'],
        ['tab inside the scheme', '<a href="java\tscript:alert(1)">x</a>'],
        ['data: URL', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>'],
        ['vbscript: URL', '<a href="vbscript:msgbox(1)">x</a>']
    ])('drops the href of a %s', (_, input) => {
        const output = sanitizeHtml(input, {prefix})
        expect(output).toBe('<a>x</a>')
        expect(output.toLowerCase()).not.toContain('script:')
    })

    test('drops javascript: image sources', () => {
        expect(sanitizeHtml('<img src="javascript:alert(1)" alt="a">')).toBe('<img alt="a">')
    })

    test('attribute values cannot break out of their quotes', () => {
        const output = sanitizeHtml('<a href="/a&quot; onmouseover=&quot;alert(1)" title="t">x</a>', {prefix})
        const anchor = new DOMParser().parseFromString(output, 'text/html').querySelector('a')
        expect(anchor?.getAttributeNames()).toEqual(['href', 'title'])
    })
})

describe('sanitizeHtml: links follow the content link rules', () => {
    test.each([
        [
            'internal links get the site prefix',
            '<a href="/size-guide">Size</a>',
            '<a href="/us/size-guide">Size</a>'
        ],
        ['anchors stay on the page', '<a href="#faq">FAQ</a>', '<a href="#faq">FAQ</a>'],
        [
            'external links open in a new tab with rel=noopener',
            '<a href="https://help.example/hc">Help</a>',
            '<a href="https://help.example/hc" target="_blank" rel="noopener noreferrer">Help</a>'
        ],
        [
            'an author target=_blank on an internal link is not kept without rel',
            '<a href="/x" target="_blank" rel="opener">X</a>',
            '<a href="/us/x">X</a>'
        ],
        [
            'mailto links are kept',
            '<a href="mailto:hi@vela.example">Mail</a>',
            '<a href="mailto:hi@vela.example">Mail</a>'
        ],
        [
            'ids and classes stay',
            '<a href="#a" class="cta" id="b">A</a>',
            '<a href="#a" class="cta" id="b">A</a>'
        ]
    ])('%s', (_, input, expected) => {
        expect(sanitizeHtml(input, {prefix})).toBe(expected)
    })
})

describe('sanitizeHtml: allowed markup', () => {
    test('keeps editorial markup', () => {
        const html = '<h2>Title</h2><p>Some <strong>bold</strong> and <em>em</em></p><ul><li>One</li></ul>'
        expect(sanitizeHtml(html)).toBe(html)
    })

    test('empty input gives an empty string', () => {
        expect(sanitizeHtml(undefined)).toBe('')
        expect(sanitizeHtml('')).toBe('')
    })
})
