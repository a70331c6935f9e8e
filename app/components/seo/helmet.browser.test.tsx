import type {ComponentType, ReactNode} from 'react'
import {renderToStaticMarkup} from 'react-dom/server'
import {act, render} from '@testing-library/react'
import {Helmet as ReactHelmet} from 'react-helmet'
import {Helmet as BrowserHelmet} from './helmet.browser'

type HelmetType = ComponentType<{children?: ReactNode}>

interface PageHeadProps {
    H: HelmetType
    title: string
    description?: string
    image?: string
    paging?: boolean
    data?: object[]
}

// The storefront's kinds of head (app-head.tsx, page-head.tsx, regionless-canonical.tsx, the home page's title),
// written once and rendered with either implementation.
const Shell = ({H, lang, children}: {H: HelmetType; lang: string; children?: ReactNode}) => (
    <>
        <H>
            <html lang={lang} data-theme="light" />
            <body className="chakra-ui-light" />
        </H>
        {children}
    </>
)

const PageHead = ({H, title, description, image, paging, data = []}: PageHeadProps) => (
    <H>
        <html lang="en-GB" />
        <title>{`${title} | VELA`}</title>
        {description ? <meta name="description" content={description} /> : null}
        <meta name="robots" content="noindex,nofollow" />
        <link rel="canonical" href={`https://vela.example/${title.toLowerCase()}`} />
        {['en-GB', 'x-default', 'en-US'].map((hreflang) => (
            <link
                key={hreflang}
                rel="alternate"
                hrefLang={hreflang}
                href={`https://vela.example/${hreflang === 'en-US' ? 'us/' : ''}${title.toLowerCase()}`}
            />
        ))}
        {paging ? <link rel="prev" href="https://vela.example/leggings?page=1" /> : null}
        {paging ? <link rel="next" href="https://vela.example/leggings?page=3" /> : null}
        <meta property="og:title" content={`${title} | VELA`} />
        {image ? <meta property="og:image" content={image} /> : null}
        <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
        {data.map((item, index) => (
            <script key={index} type="application/ld+json">
                {JSON.stringify(item)}
            </script>
        ))}
    </H>
)

const RegionlessCanonical = ({H}: {H: HelmetType}) => (
    <H>
        <link rel="canonical" href="https://vela.example/campaign" />
    </H>
)

const HomeTitle = ({H}: {H: HelmetType}) => (
    <H>
        <title>Activewear for every move</title>
        <meta property="og:title" content="Activewear for every move" />
    </H>
)

/** A visit: each step is the tree after a navigation. */
const STEPS: ((H: HelmetType) => JSX.Element)[] = [
    (H) => (
        <Shell H={H} lang="en-GB">
            <PageHead H={H} title="Home" description="Activewear" data={[{'@type': 'Organization'}]} />
            <HomeTitle H={H} />
        </Shell>
    ),
    (H) => (
        <Shell H={H} lang="en-GB">
            <PageHead
                H={H}
                title="Leggings"
                paging
                data={[{'@type': 'BreadcrumbList'}, {'@type': 'ItemList'}]}
            />
        </Shell>
    ),
    (H) => (
        <Shell H={H} lang="en-GB">
            <PageHead H={H} title="Campaign" image="https://vela.example/i/hero.jpg" />
            <RegionlessCanonical H={H} />
        </Shell>
    ),
    (H) => <Shell H={H} lang="fr-FR" />
]

const frames = async (count = 3) => {
    for (let frame = 0; frame < count; frame += 1)
        await act(() => new Promise<void>((resolve) => window.requestAnimationFrame(() => resolve())))
}

const resetDocument = () => {
    document.head.innerHTML = ''
    document.title = ''
    for (const element of [document.documentElement, document.body])
        for (const name of element.getAttributeNames()) element.removeAttribute(name)
}

const snapshot = () => ({
    title: document.title,
    html: Object.fromEntries(
        document.documentElement
            .getAttributeNames()
            .map((name) => [name, document.documentElement.getAttribute(name)])
    ),
    body: Object.fromEntries(
        document.body.getAttributeNames().map((name) => [name, document.body.getAttribute(name)])
    ),
    head: Array.from(document.head.children).map((element) => element.outerHTML)
})

const visit = async (H: HelmetType) => {
    resetDocument()
    const {rerender, unmount} = render(<div />)
    const seen = []
    for (const step of STEPS) {
        rerender(step(H))
        await frames()
        seen.push(snapshot())
    }
    unmount()
    await frames()
    seen.push(snapshot())
    return seen
}

describe('the browser Helmet (react-helmet in the server build only)', () => {
    test('a visit of several pages leaves the same title, html and body attributes and head tags as react-helmet', async () => {
        const expected = await visit(ReactHelmet)
        const actual = await visit(BrowserHelmet)
        // The expectations are react-helmet's, not empty: the first page has its title, lang and tags.
        expect(expected[0].title).toBe('Activewear for every move')
        expect(expected[1].head.some((tag) => tag.includes('rel="next"'))).toBe(true)
        expect(actual).toEqual(expected)
    })

    test('the tags the server rendered are kept as they are when the first page wants them', async () => {
        resetDocument()
        // react-helmet as on the server: collect, then write nothing into this document.
        ReactHelmet.canUseDOM = false
        renderToStaticMarkup(STEPS[1](ReactHelmet))
        const server = ReactHelmet.renderStatic()
        ReactHelmet.canUseDOM = true
        document.head.innerHTML = [server.title, server.meta, server.link, server.script]
            .map((part) => part.toString())
            .join('')
        const before = Array.from(document.head.children)
        expect(before.length).toBeGreaterThan(8)
        const {unmount} = render(STEPS[1](BrowserHelmet))
        await frames()
        const after = Array.from(document.head.children)
        expect(after).toHaveLength(before.length)
        expect(after.filter((element, index) => element !== before[index])).toEqual([])
        unmount()
        await frames()
    })
})
