import {discoverShellAssets} from './precache'

const ORIGIN = 'http://localhost:3000'

describe('discoverShellAssets', () => {
    test('finds the same-origin bundle scripts, preloads and fonts of the server-rendered page', () => {
        const html = `
            <link rel="preload" href="/mobify/bundle/abc123/static/fonts/inter.woff2" as="font">
            <script id="mobify-data" type="application/json">{"x":"/mobify/bundle/abc123/not-an-attribute.js"}</script>
            <script async data-chunk="main" src="/mobify/bundle/abc123/main.js"></script>
            <script async src="http://localhost:3000/mobify/bundle/abc123/vendor.js"></script>
            <script async src='/mobify/bundle/abc123/pages-home.js?v=1&amp;x=2'></script>`
        expect(discoverShellAssets(html, ORIGIN)).toEqual([
            `${ORIGIN}/mobify/bundle/abc123/static/fonts/inter.woff2`,
            `${ORIGIN}/mobify/bundle/abc123/main.js`,
            `${ORIGIN}/mobify/bundle/abc123/vendor.js`,
            `${ORIGIN}/mobify/bundle/abc123/pages-home.js?v=1&x=2`
        ])
    })
    test('ignores other origins, API paths, images and duplicates', () => {
        const html = `
            <script src="https://cdn.example.com/mobify/bundle/x/vendor.js"></script>
            <img src="/mobify/bundle/abc/static/hero.jpg">
            <a href="/mobify/proxy/api/x.js">x</a>
            <script src="/mobify/bundle/abc/main.js"></script>
            <script src="/mobify/bundle/abc/main.js"></script>`
        expect(discoverShellAssets(html, ORIGIN)).toEqual([`${ORIGIN}/mobify/bundle/abc/main.js`])
    })
})
