import {screen} from '@testing-library/react'
import {renderWithProviders} from '../../test-utils/render'
import {SCHEMAS} from '../model/schemas'
import {blockFor} from '../registry'
import {genericCopy, heroBanner} from '../test-utils/fixtures'
import {ContentBlock, ContentBlocks} from './content-block'
import {plainTextFields} from './default-block'

const mockGroups = jest.fn<{data?: {sfGroups: string[]}}, unknown[]>(() => ({data: undefined}))
jest.mock('../../commerce/controllers/use-controller', () => ({
    useControllerQuery: (...args: unknown[]) => mockGroups(...args)
}))

beforeEach(() => mockGroups.mockReset().mockReturnValue({data: undefined}))

// Block chunks load on first use; loading them once up front keeps each test's timing about the test.
beforeAll(async () => {
    await Promise.all([SCHEMAS.heroBanner, SCHEMAS.genericCopy].map((schema) => blockFor(schema)?.load()))
})

/** Renders into a marked slot, so "renders nothing" is not confused with Chakra's own elements. */
const renderSlot = (ui: JSX.Element, options?: Parameters<typeof renderWithProviders>[1]) => {
    renderWithProviders(<div data-testid="slot">{ui}</div>, options)
    return screen.getByTestId('slot')
}

describe('ContentBlock: the registry and its fallbacks (spec 001 §2.6)', () => {
    test.each([
        ['null', null],
        ['a string', 'hello'],
        ['an item without _meta', {title: 'No schema'}],
        ['an item without a schema', {_meta: {name: 'x'}, title: 'No schema'}]
    ])('%s renders nothing', (_, item) => {
        expect(renderSlot(<ContentBlock item={item} />)).toBeEmptyDOMElement()
    })

    test('an unknown schema falls back to the default renderer, showing the plain text fields', () => {
        renderWithProviders(
            <ContentBlock
                item={{
                    _meta: {schema: 'https://schema.example/brand-new-block.json', name: 'new'},
                    heading: 'Brand new block',
                    body: '<p>Some <b>copy</b></p><script>alert(1)</script>',
                    ctaLink: '/shop',
                    colour: '#ffffff',
                    nested: {title: 'ignored'}
                }}
            />
        )
        expect(screen.getByText('Brand new block')).toBeInTheDocument()
        expect(screen.getByText('Some copy')).toBeInTheDocument()
        expect(screen.queryByText('/shop')).not.toBeInTheDocument()
        expect(document.querySelector('script')).toBeNull()
    })

    test('an unknown schema with no text renders nothing', () => {
        expect(
            renderSlot(<ContentBlock item={{_meta: {schema: 'https://x.example/s.json'}, n: 1}} />)
        ).toBeEmptyDOMElement()
    })

    test('a known schema renders its block', async () => {
        renderWithProviders(<ContentBlock item={genericCopy({displayOptions: {}})} />)
        expect(await screen.findByRole('heading', {name: 'Premium activewear'})).toBeInTheDocument()
    })

    test('blocks without variations never ask for customer groups', async () => {
        renderWithProviders(<ContentBlock item={genericCopy()} />)
        await screen.findByRole('heading', {name: 'Premium activewear'})
        expect(mockGroups).not.toHaveBeenCalled()
    })
})

describe('ContentBlock: customer-group variations', () => {
    const varied = heroBanner({
        variations: [
            {
                sfCustomerGroup: [{id: 'MKT_SBINSIDERS'}],
                content: heroBanner({textCopy: {title: 'Insiders first', headerSelectorSEO: 'h1'}})
            }
        ]
    })

    test('the default content shows until the shopper’s groups are known', async () => {
        renderWithProviders(<ContentBlock item={varied} />)
        expect(await screen.findByRole('heading', {level: 1})).toHaveTextContent('Made to move')
        expect(mockGroups).toHaveBeenCalledWith(
            'PWA-GetCustomerGroups',
            {},
            expect.objectContaining({shopper: true, enabled: true})
        )
    })

    test('a matching group shows its variation', async () => {
        mockGroups.mockReturnValue({data: {sfGroups: ['Everyone', 'MKT_SBINSIDERS']}})
        renderWithProviders(<ContentBlock item={varied} />)
        expect(await screen.findByRole('heading', {level: 1})).toHaveTextContent('Insiders first')
    })

    test('in preview the customerGroup query parameter wins and the shopper is not asked', async () => {
        renderWithProviders(<ContentBlock item={varied} />, {
            path: '/?vse=hub.staging.example&customerGroup=MKT_SBINSIDERS'
        })
        expect(await screen.findByRole('heading', {level: 1})).toHaveTextContent('Insiders first')
        expect(mockGroups).toHaveBeenCalledWith(
            'PWA-GetCustomerGroups',
            {},
            expect.objectContaining({enabled: false})
        )
    })
})

test('a block that throws is dropped; the blocks around it still render', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    // An object where the title's text should be: React cannot render it and the hero throws.
    const broken = heroBanner({textCopy: {title: {values: []}, subtitle: 'Never shown'}})
    renderWithProviders(
        <ContentBlocks
            items={[
                genericCopy({header: 'Before', displayOptions: {}}),
                broken,
                genericCopy({header: 'After', displayOptions: {}})
            ]}
        />
    )
    await screen.findByRole('heading', {name: 'After'})
    expect(screen.getByRole('heading', {name: 'Before'})).toBeInTheDocument()
    expect(screen.queryByText('Never shown')).not.toBeInTheDocument()
    expect(console.error).toHaveBeenCalledWith(
        expect.stringContaining('[content] block https://schema.vela-active.example/hero-banner.json failed'),
        expect.anything(),
        expect.anything()
    )
    jest.mocked(console.error).mockRestore()
})

/** The element's content-visibility as its classes' rules set it (jsdom computes no such property). */
const contentVisibility = (element: HTMLElement): string | undefined => {
    const rules = Array.from(document.styleSheets).flatMap((sheet) =>
        Array.from(sheet.cssRules).map((rule) => rule.cssText)
    )
    const values = Array.from(element.classList).flatMap((name) =>
        rules
            .filter((rule) => rule.startsWith(`.${name} {`))
            .map((rule) => /content-visibility: ([a-z]+)/.exec(rule)?.[1])
            .filter(Boolean)
    )
    return values[values.length - 1]
}

describe('ContentBlocks', () => {
    test('renders items in order and skips broken ones', async () => {
        renderWithProviders(
            <ContentBlocks
                items={[
                    genericCopy({header: 'First', displayOptions: {}}),
                    null,
                    {no: 'schema'},
                    genericCopy({header: 'Second', displayOptions: {}})
                ]}
            />
        )
        await screen.findByRole('heading', {name: 'Second'})
        expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
            'First',
            'Second'
        ])
    })

    test('the first block paints with the page; the ones after it when the shopper nears them', async () => {
        renderWithProviders(
            <ContentBlocks
                items={[
                    genericCopy({header: 'First', displayOptions: {}}),
                    genericCopy({header: 'Second', displayOptions: {}}),
                    genericCopy({header: 'Third', displayOptions: {}})
                ]}
            />
        )
        await screen.findByRole('heading', {name: 'Third'})
        const visibility = ['First', 'Second', 'Third'].map((name) =>
            contentVisibility(screen.getByRole('heading', {name}).closest('section') as HTMLElement)
        )
        expect(visibility).toEqual([undefined, 'auto', 'auto'])
    })

    test('a block outside a list (rendered on its own) paints with the page', async () => {
        renderWithProviders(<ContentBlock item={genericCopy({header: 'Alone', displayOptions: {}})} />)
        const section = (await screen.findByRole('heading', {name: 'Alone'})).closest(
            'section'
        ) as HTMLElement
        expect(contentVisibility(section)).toBeUndefined()
    })

    test('a malformed list renders nothing', () => {
        expect(renderSlot(<ContentBlocks items={'oops' as unknown as unknown[]} />)).toBeEmptyDOMElement()
    })
})

test.each([
    [{_meta: {schema: SCHEMAS.genericCopy}, title: 'T', url: '/x', textColour: '#fff'}, ['T']],
    [{_meta: {}, a: '<b>bold</b> text', b: 'https://x.example', c: '#abc'}, ['bold text']]
])('plainTextFields %#', (item, expected) => {
    expect(plainTextFields(item)).toEqual(expected)
})
