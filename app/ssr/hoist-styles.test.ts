import {HOISTED_STYLES_ATTRIBUTE} from '../theme/hoisted-styles'
import {hoistServerStyles} from './hoist-styles'

const page = (head: string, body: string) =>
    `<!doctype html><html><head>${head}</head><body>${body}</body></html>`

describe('server styles hoisted into the head', () => {
    test.each([
        [
            'inline component and global styles move to one tag at the end of the head, in document order',
            page(
                '<title>VELA</title>',
                '<style data-emotion="css-global abc">body{margin:0}</style><div>' +
                    '<style data-emotion="css 1kt1w38">.css-1kt1w38{color:red}</style><p class="css-1kt1w38">a</p>' +
                    '<style data-emotion="css 1bzm932 animation-14pkoxc">.css-1bzm932{animation:x}</style></div>'
            ),
            page(
                `<title>VELA</title><style ${HOISTED_STYLES_ATTRIBUTE}="abc 1kt1w38 1bzm932 animation-14pkoxc">` +
                    'body{margin:0}.css-1kt1w38{color:red}.css-1bzm932{animation:x}</style>',
                '<div><p class="css-1kt1w38">a</p></div>'
            )
        ],
        [
            'a page without emotion styles is unchanged',
            page('<title>x</title>', '<p>x</p>'),
            page('<title>x</title>', '<p>x</p>')
        ],
        [
            'a fragment without a head is unchanged',
            '<style data-emotion="css a">.a{}</style>',
            '<style data-emotion="css a">.a{}</style>'
        ],
        [
            'other style tags stay where they are',
            page('', '<style>.own{}</style><style data-emotion="css q">.css-q{}</style>'),
            page(`<style ${HOISTED_STYLES_ATTRIBUTE}="q">.css-q{}</style>`, '<style>.own{}</style>')
        ]
    ])('%s', (_, html, expected) => {
        expect(hoistServerStyles(html)).toBe(expected)
    })
})
