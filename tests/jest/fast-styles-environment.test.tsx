/**
 * @jest-environment-options {"compareStyles": true}
 */
import {setupServer} from 'msw/node'
import {Route} from 'react-router-dom'
import {screen, waitFor} from '@testing-library/react'
import {renderWithProviders} from '../../app/test-utils/render'
import {
    categoryHandler,
    controllerHandlers,
    installFetch,
    noContentHandlers,
    productSearchHandler,
    searchResult
} from '../../app/pages/product-list/listing-test-utils'
import ProductList from '../../app/pages/product-list'

// The environment module is CommonJS and has no types of its own.
// eslint-disable-next-line @typescript-eslint/no-var-requires
const {subjectClassOf} = require('./fast-styles-environment') as {
    subjectClassOf: (selector: string | undefined) => string | null
}

interface WalkResult {
    rules: unknown[]
    visibility: string
}
declare const compareJsdomStyles: (element: Element) => {fast: WalkResult; original: WalkResult}

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))
jest.mock(
    '@salesforce/commerce-sdk-react',
    () => jest.requireActual('../../app/pages/product-list/listing-test-utils').commerceSdkMock
)
jest.mock('@salesforce/commerce-sdk-react/hooks/useAuthorizationHeader', () => ({
    useAuthorizationHeader: <T,>(method: T) => method
}))

// A short listing: jsdom's own walk is the slow one this compares against, for every element of the page.
const server = setupServer(
    productSearchHandler([], ({offset, limit}) => searchResult({offset, limit, total: 4})),
    categoryHandler(),
    ...noContentHandlers,
    ...controllerHandlers()
)
beforeAll(() => {
    installFetch()
    server.listen({onUnhandledRequest: 'error'})
})
afterAll(() => server.close())

// jsdom's default style sheet is parsed once by each walk, so rules are compared by their text.
const ruleText = (rule: unknown) => (rule as CSSStyleRule).cssText

/** Every element's matching rules and resolved visibility, the same by both walks. */
const expectSameStyles = (elements: Element[]) => {
    const differences = elements.flatMap((element) => {
        const {fast, original} = compareJsdomStyles(element)
        const same =
            fast.visibility === original.visibility &&
            fast.rules.length === original.rules.length &&
            fast.rules.every((rule, index) => ruleText(rule) === ruleText(original.rules[index]))
        return same ? [] : [element.outerHTML.slice(0, 120)]
    })
    expect(differences).toEqual([])
}

describe('the jsdom style shortcut', () => {
    test.each([
        ['.css-1x2y3z', 'css-1x2y3z'],
        ['.css-1x2y3z:hover', 'css-1x2y3z'],
        ['.css-1x2y3z::placeholder', 'css-1x2y3z'],
        ['.chakra-button.css-abc', 'chakra-button'],
        ['div.card', 'card'],
        ['.-lead', '-lead'],
        ['.a .b', null],
        ['.a>.b', null],
        ['.a + .b', null],
        ['.a ~ .b', null],
        ['.a, .b', null],
        ['.a:not(.b)', null],
        ['.a[data-open]', null],
        ['.md\\:flex', null],
        ['#main', null],
        ['div', null],
        ['*', null],
        [undefined, null]
    ])('the selector %p requires the class %p of its subject', (selector, expected) => {
        expect(subjectClassOf(selector)).toBe(expected)
    })

    test('finds the same rules and visibility as jsdom for every kind of selector', () => {
        document.head.insertAdjacentHTML(
            'beforeend',
            `<style>
                .outer .inner { color: red }
                .outer > .inner { color: blue }
                .sibling + .inner, .sibling ~ .other { color: green }
                .inner:not(.muted) { font-weight: 700 }
                .inner[data-open] { display: block }
                div.inner { margin: 0 }
                .inner.extra { padding: 1px }
                .hidden { visibility: hidden }
                .shown { visibility: visible }
                @media screen and (min-width: 48em) { .inner { display: flex } .gone { visibility: hidden } }
                @media print { .inner { display: none } }
                #unique { color: black }
            </style>`
        )
        document.body.innerHTML = `
            <section class="outer hidden">
                <span class="sibling"></span>
                <div class="inner extra" data-open id="unique"><p class="shown"><b>x</b></p><i>y</i></div>
                <div class="other muted gone"><em>z</em></div>
            </section>`
        expectSameStyles(Array.from(document.querySelectorAll('*')))
    })

    test('finds the same rules and visibility as jsdom on a rendered listing page', async () => {
        renderWithProviders(<Route path="/:cat1/:cat2?/:cat3?" component={ProductList} />, {
            path: '/shop/bottoms/leggings'
        })
        // The listing's lazy parts are compiled on first import: with a cold cache (as in CI) that alone can
        // outlast waitFor's default second, so this waits as the listing page's own test does.
        await waitFor(() => expect(document.querySelectorAll('[data-tile-index]')).toHaveLength(4), {
            timeout: 5000
        })
        expect(screen.getByRole('heading', {level: 1, name: 'Leggings'})).toBeInTheDocument()
        const elements = Array.from(document.body.querySelectorAll('*'))
        const ruleCount = Array.from(document.styleSheets).reduce(
            (sum, sheet) => sum + sheet.cssRules.length,
            0
        )
        expect(ruleCount).toBeGreaterThan(100)
        expectSameStyles(elements)
    })
})
