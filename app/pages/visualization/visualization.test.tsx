import {screen, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {setupServer} from 'msw/node'
import {contentHandlers} from '../../components/content-page-layout/testing/content-handlers'
import {placementsOf} from '../../components/preview-toolbar'
import {SCHEMAS} from '../../content/model/schemas'
import {blockFor} from '../../content/registry'
import {genericCopy, meta} from '../../content/test-utils/fixtures'
import {renderWithProviders} from '../../test-utils/render'
import Visualization from '.'

jest.mock('@salesforce/pwa-kit-react-sdk/ssr/universal/hooks', () => ({useServerContext: () => ({})}))

const PAGE_ID = '0f3c2a1b-1111-5222-8333-444455556666'
const varied = genericCopy({
    _meta: {
        ...meta(SCHEMAS.genericCopy, 'join-insiders'),
        deliveryId: 'a1b2c3d4-0000-5000-8000-000000000001'
    },
    header: 'Join Insiders',
    displayOptions: {},
    variations: [
        {
            sfCustomerGroup: [{id: 'MKT_SBINSIDERS'}],
            content: genericCopy({header: 'Members’ offer', displayOptions: {}})
        },
        {
            sfCustomerGroup: [{id: 'MKT_SBINSIDERS'}],
            content: genericCopy({header: 'Second offer', displayOptions: {}})
        }
    ]
})
const page = {
    _meta: {...meta(SCHEMAS.contentPage, 'autumn-page'), deliveryId: PAGE_ID},
    pageTitle: 'Autumn preview',
    pageHeader: 'The Autumn Drop',
    tabContent: [
        varied,
        {
            ...genericCopy({header: 'Slot', displayOptions: {}}),
            _meta: {
                ...meta(SCHEMAS.genericCopy, 'empty-slot'),
                deliveryId: 'a1b2c3d4-0000-5000-8000-000000000002'
            },
            contentslot: 'slot-1'
        }
    ]
}

const {handlers, asked} = contentHandlers({byId: {[PAGE_ID]: page}})
const server = setupServer(...handlers)
beforeAll(async () => {
    server.listen({onUnhandledRequest: 'error'})
    await blockFor(SCHEMAS.genericCopy)?.load()
})
afterEach(() => {
    asked.length = 0
})
afterAll(() => server.close())

describe('content visualisation (spec 001 §2.5 preview modes)', () => {
    test('renders the item from the preview domain under the authoring toolbar and its legend', async () => {
        renderWithProviders(<Visualization />, {
            path: `/visualization?contentId=${PAGE_ID}&vse=hub-staging.example&customerGroup=MKT_SBINSIDERS`
        })
        expect(await screen.findByRole('heading', {level: 1, name: 'The Autumn Drop'})).toBeInTheDocument()
        expect(asked).toEqual([PAGE_ID])
        const toolbar = screen.getByRole('complementary', {name: 'Content preview'})
        const legend = within(toolbar).getByRole('region', {name: 'Legend'})
        expect(
            within(legend)
                .getAllByRole('listitem')
                .map((item) => item.textContent)
        ).toEqual([
            'Match on default or variant',
            'No match on default or variant',
            'Match on variant but ignored (max items reached)'
        ])
        expect(within(toolbar).getByText('Preview domain: hub-staging.example')).toBeInTheDocument()
        expect(within(toolbar).getByRole('link', {name: /Edit this item/})).toHaveAttribute(
            'href',
            `https://app.amplience.net/#!/velaactive/authoring/content-item/edit/${PAGE_ID}`
        )
        await userEvent.click(within(toolbar).getByRole('button', {name: 'Placements (4)'}))
        expect(screen.getAllByRole('link', {name: 'Edit join-insiders in the authoring tool'})).toHaveLength(
            2
        )
        // The insiders variation is what the page shows in preview.
        expect(await screen.findByRole('heading', {name: 'Members’ offer'})).toBeInTheDocument()
        expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex')
    })

    test('without an id it says how to open it; an unknown id is not found', async () => {
        const {unmount} = renderWithProviders(<Visualization />, {path: '/visualization'})
        expect(screen.getByText(/Open this page from the authoring tool/)).toBeInTheDocument()
        unmount()
        renderWithProviders(<Visualization />, {
            path: '/visualization?id=0f3c2a1b-1111-5222-8333-000000000000'
        })
        expect(
            await screen.findByRole('heading', {name: 'Oops! This page seems to have run away.'})
        ).toBeInTheDocument()
    })
})

describe('placements: what the toolbar reports for each item', () => {
    test('default, matched variant, ignored extra match, empty slot', () => {
        const rows = placementsOf(page, 'MKT_SBINSIDERS').map(({name, status, depth}) => [
            name,
            status,
            depth
        ])
        expect(rows).toEqual([
            ['autumn-page', 'match', 0],
            ['join-insiders', 'match', 1],
            ['join-insiders', 'ignored', 1],
            ['empty-slot', 'no-match', 1]
        ])
        expect(placementsOf(page, undefined).map(({status}) => status)).toEqual([
            'match',
            'match',
            'no-match'
        ])
    })
})
