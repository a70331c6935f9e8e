import {render, screen} from '@testing-library/react'
import {SCHEMAS} from '../../content/model'
import {createTestQueryClient, TestProviders} from '../../test-utils/render'
import {ThresholdBanner} from './threshold-banner'
import {thresholdContent, thresholdProgress} from './threshold-bands'

// Customer-group variations are the content layer's concern (and its own tests'); these blocks have none.
jest.mock('../../content/variations/use-variation', () => ({useVariation: (block: unknown) => block}))

const blocks = (expressEnabled = true) => ({
    _meta: {schema: SCHEMAS.basketThresholdBanner, deliveryId: 'b', name: 'banner'},
    standard: {
        enable: true,
        deliveryCopy: "You're £{0} away from free standard delivery",
        deliveryThreshold: 75,
        qualifyFreeDeliveryCopy: 'Great news: you qualify for free standard delivery'
    },
    express: {
        enable: expressEnabled,
        deliveryCopy: 'Add £{0} more for free express delivery',
        deliveryThreshold: 150,
        qualifyFreeDeliveryCopy: 'You qualify for free express delivery'
    },
    displayOptions: {backgroundColour: '#efe9df', textColour: '#111111'}
})

const flat = {
    _meta: {schema: SCHEMAS.basketBanner, deliveryId: 'a', name: 'basket-banner-au'},
    enableStandardShipping: true,
    standardCopy: "You're A${0} away from free standard delivery",
    standardThreshold: 100,
    standardReachedThresholdCopy: 'You qualify for free standard delivery',
    enableExpressShipping: false,
    expressCopy: 'Spend A${0} more for free express delivery',
    expressThreshold: 200,
    expressReachedThresholdCopy: 'You qualify for free express delivery'
}

const renderBanner = (content: object | null, subtotal: number) => {
    const queryClient = createTestQueryClient()
    queryClient.setQueryData(['content', 'key', 'en-GB', '', 'basket-threshold-banner'], content)
    render(
        <TestProviders queryClient={queryClient}>
            <ThresholdBanner subtotal={subtotal} />
        </TestProviders>
    )
}

describe('basket threshold banner (spec 001 §3.3, §4.5)', () => {
    test.each([
        [30, true, 'standard', "You're £45.00 away from free standard delivery"],
        [75, true, 'standard-reached', 'Great news: you qualify for free standard delivery'],
        [100.5, true, 'express', 'Add £49.50 more for free express delivery'],
        [150, true, 'express-reached', 'You qualify for free express delivery'],
        [90, false, 'standard-reached', 'Great news: you qualify for free standard delivery']
    ])('subtotal %s (express %s) → %s: "%s"', (subtotal, express, kind, text) => {
        renderBanner(blocks(express), subtotal)
        const banner = screen.getByTestId('threshold-banner')
        expect(banner).toHaveTextContent(text)
        expect(banner).toHaveAttribute('data-kind', kind)
    })

    test('nothing without content, or with both bands disabled', () => {
        renderBanner(null, 10)
        expect(screen.queryByTestId('threshold-banner')).toBeNull()
        renderBanner({...blocks(false), standard: {...blocks().standard, enable: false}}, 10)
        expect(screen.queryByTestId('threshold-banner')).toBeNull()
    })

    test('the older flat form reads the same bands', () => {
        const content = thresholdContent(flat)
        expect(content?.standard).toEqual({
            enabled: true,
            threshold: 100,
            copy: "You're A${0} away from free standard delivery",
            reachedCopy: 'You qualify for free standard delivery'
        })
        expect(content?.express.enabled).toBe(false)
        renderBanner(flat, 60)
        expect(screen.getByTestId('threshold-banner')).toHaveTextContent(
            "You're A$40.00 away from free standard delivery"
        )
    })

    test('the progress bar runs towards the next threshold', () => {
        const content = thresholdContent(blocks()) as NonNullable<ReturnType<typeof thresholdContent>>
        expect(thresholdProgress(30, content)).toBeCloseTo(0.4)
        expect(thresholdProgress(112.5, content)).toBeCloseTo(0.75)
        expect(thresholdProgress(200, content)).toBe(1)
    })
})
