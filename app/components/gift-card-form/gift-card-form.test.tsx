import 'cross-fetch/polyfill'
import {act, fireEvent, render, screen, waitFor, configure} from '@testing-library/react'
import Cookies from 'js-cookie'
import {createBasketPlatform, BasketTestProviders} from '../../commerce/basket/testing/fake-basket-platform'
import {seedBasket} from '../../commerce/basket/testing/seed'
import {basketGate} from '../../commerce/basket/basket-gate'
import {useCurrentBasket} from '../../commerce/basket'
import {miniBasketStore} from '../mini-basket/use-mini-basket'
import {GiftCardForm, type GiftCardFormProps} from './gift-card-form'

// The real SDK signs a guest in first; on a busy machine that can take longer than the default second.
configure({asyncUtilTimeout: 5000})

const platform = createBasketPlatform()
beforeAll(() => platform.server.listen({onUnhandledRequest: 'error'}))
afterAll(() => platform.server.close())
beforeEach(() => {
    platform.reset()
    miniBasketStore.close()
})

/** 15 January 2030, local time. */
const now = () => new Date(2030, 0, 15, 10, 0, 0)
const product = {id: 'VL19002', currency: 'GBP'}

const Customer = () => <output data-testid="customer">{useCurrentBasket().customerId}</output>

const renderForm = async (
    path = '/products/VL19002',
    props: Partial<GiftCardFormProps> = {},
    seed?: Parameters<typeof seedBasket>[2]
) => {
    basketGate.set(false)
    render(
        <BasketTestProviders path={path}>
            <Customer />
            <GiftCardForm product={product} now={now} {...props} />
        </BasketTestProviders>
    )
    await waitFor(() => expect(screen.getByTestId('customer').textContent).toBeTruthy())
    if (seed) seedBasket(platform.state, screen.getByTestId('customer').textContent as string, seed)
    act(() => basketGate.set(true))
}

const field = (label: string) => screen.getByLabelText(label)
const typeInto = (label: string, value: string) => fireEvent.change(field(label), {target: {value}})
const blurWith = (label: string, value: string) => {
    typeInto(label, value)
    fireEvent.blur(field(label))
}
const addButton = () => screen.getByRole('button', {name: /Add To Bag|Save Changes|Added To Bag/})

const fillValid = () => {
    fireEvent.click(screen.getByLabelText('£50'))
    typeInto("Recipient's name", 'Sam Lee')
    typeInto("Recipient's email", 'sam@example.com')
    typeInto('Your name', 'Kim')
    typeInto('Message (optional)', 'Happy birthday <b>Sam</b>')
    typeInto('Delivery date', '20/01/2030')
}

describe('gift card recipient form, validated on blur (spec 001 §5.2)', () => {
    test.each([
        ["Recipient's name", '', 'This field is required.'],
        ["Recipient's name", 'x'.repeat(41), 'Please enter no more than 40 characters.'],
        ["Recipient's name", 'Sam!', 'Please input valid characters'],
        ['Your name', '   ', 'This field is required.'],
        ['Your name', '<script>', 'Please input valid characters'],
        ["Recipient's email", '', 'This field is required.'],
        ["Recipient's email", 'sam@', 'Please enter a valid email address.'],
        ['Delivery date', '', 'This field is required.'],
        ['Delivery date', '31/02/2030', 'Please choose a delivery date between today and one year from now.'],
        ['Delivery date', '14/01/2030', 'Please choose a delivery date between today and one year from now.'],
        ['Delivery date', '15/01/2031', 'Please choose a delivery date between today and one year from now.']
    ])('%s "%s" → "%s"', async (label, value, message) => {
        await renderForm()
        typeInto(label, value)
        expect(screen.queryByText(message)).toBeNull()
        fireEvent.blur(field(label))
        expect(await screen.findByText(message)).toBeInTheDocument()
    })

    test('valid names (letters, digits, spaces, underscores, accents), email and dates pass', async () => {
        await renderForm()
        blurWith("Recipient's name", 'Zoë_2 Smith')
        blurWith("Recipient's email", 'zoe@example.com')
        blurWith('Delivery date', '15/01/2030')
        blurWith('Delivery date', '14/01/2031')
        await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
        expect(screen.queryByRole('alert')).toBeNull()
        expect(screen.queryByText(/This field is required|valid/)).toBeNull()
    })

    test("\"Gift message counter shows 'n/250 characters' and 'Reached max character limit' at 250\"; beyond is ignored", async () => {
        await renderForm()
        typeInto('Message (optional)', 'Hello')
        expect(screen.getByText('5/250 characters')).toBeInTheDocument()
        typeInto('Message (optional)', 'a'.repeat(300))
        expect((field('Message (optional)') as HTMLTextAreaElement).value).toHaveLength(250)
        expect(screen.getByText(/250\/250 characters/)).toHaveTextContent(
            '250/250 characters · Reached max character limit'
        )
    })

    test.each([
        ['/products/VL19002', '15/01/2030', 'DD/MM/YYYY', '20/01/2030', '01/20/2030'],
        ['/us/products/VL19002', '01/15/2030', 'MM/DD/YYYY', '01/20/2030', '20/01/2030'],
        ['/eu/fr-FR/products/VL19002', '15/01/2030', 'DD/MM/YYYY', '20/01/2030', '01/20/2030']
    ])('delivery date format at %s: today %s, %s', async (path, today, format, good, bad) => {
        await renderForm(path)
        const input = field('Delivery date') as HTMLInputElement
        expect(input.value).toBe(today)
        expect(input).toHaveAttribute('placeholder', format)
        blurWith('Delivery date', good)
        await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
        expect(input).not.toHaveAttribute('aria-invalid', 'true')
        blurWith('Delivery date', bad)
        await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'))
    })
})

describe('gift card purchase (spec 001 §4.6)', () => {
    test('"Value: none chosen shows \'Please select a value\' on add; choosing clears the error"', async () => {
        await renderForm()
        fireEvent.click(addButton())
        expect(await screen.findByText('Please select a value')).toBeInTheDocument()
        fireEvent.click(screen.getByLabelText('£25'))
        expect(screen.queryByText('Please select a value')).toBeNull()
        expect(platform.state.calls).not.toContain('addGiftCertificate')
    })

    test('on a phone (under 768px) the missing-value message is scrolled into view; wider screens stay put', async () => {
        const scrollIntoView = jest.fn()
        Object.defineProperty(Element.prototype, 'scrollIntoView', {
            value: scrollIntoView,
            configurable: true
        })
        const width = window.innerWidth
        try {
            await renderForm()
            window.innerWidth = 1024
            fireEvent.click(addButton())
            await screen.findByText('Please select a value')
            expect(scrollIntoView).not.toHaveBeenCalled()
            window.innerWidth = 767
            fireEvent.click(addButton())
            await waitFor(() =>
                expect(scrollIntoView).toHaveBeenCalledWith({behavior: 'smooth', block: 'center'})
            )
        } finally {
            window.innerWidth = width
            delete (Element.prototype as {scrollIntoView?: unknown}).scrollIntoView
        }
    })

    test('pressed empty, then filled: errors clear while typing, so the second press adds the card (issue #9)', async () => {
        await renderForm()
        fireEvent.click(addButton())
        await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(3))
        fillValid()
        // No blur yet: an error left on screen until the press would move the button under the pointer.
        await waitFor(() => expect(screen.queryAllByText('This field is required.')).toHaveLength(0))
        fireEvent.click(addButton())
        await waitFor(() => expect(platform.state.calls).toContain('addGiftCertificate'))
    })

    test('a valid digital card is added with the spec payload, the bag opens and the form resets', async () => {
        await renderForm()
        fillValid()
        fireEvent.click(addButton())
        await waitFor(() => expect(platform.state.calls).toContain('addGiftCertificate'))
        expect(platform.state.baskets[0].giftCertificateItems[0]).toMatchObject({
            recipient_email: 'sam@example.com',
            recipient_name: 'Sam Lee',
            sender_name: 'Kim',
            message: 'Happy birthday <b>Sam</b>',
            c_deliveryDate: '2030-01-20',
            amount: 50,
            c_productId: 'VL19002'
        })
        await waitFor(() => expect(miniBasketStore.isOpen()).toBe(true))
        await waitFor(() => expect((field("Recipient's name") as HTMLInputElement).value).toBe(''))
        expect(screen.getByLabelText('£50')).not.toBeChecked()
        expect(screen.getByRole('button', {name: 'Added To Bag'})).toBeInTheDocument()
    })

    test("editing a line (GiftCertificateLineItemID): prefilled, 'Save Changes' updates it, then the bag opens", async () => {
        await renderForm(
            '/products/VL19002?GiftCertificateLineItemID=g1',
            {},
            {
                giftCertificateItems: [
                    {
                        giftCertificateItemId: 'g1',
                        amount: 100,
                        recipientName: 'Sam',
                        recipientEmail: 'sam@example.com',
                        senderName: 'Kim',
                        message: 'Enjoy',
                        c_deliveryDate: '2030-02-01'
                    }
                ]
            }
        )
        await waitFor(() => expect((field("Recipient's name") as HTMLInputElement).value).toBe('Sam'))
        expect((field('Delivery date') as HTMLInputElement).value).toBe('01/02/2030')
        expect(screen.getByLabelText('£100')).toBeChecked()
        expect(screen.getByRole('button', {name: 'Save Changes'})).toBeInTheDocument()
        typeInto('Your name', 'Kim and Jo')
        fireEvent.click(screen.getByRole('button', {name: 'Save Changes'}))
        await waitFor(() => expect(platform.state.calls).toContain('updateGiftCertificate'))
        expect(platform.state.baskets[0].giftCertificateItems[0]).toMatchObject({
            sender_name: 'Kim and Jo',
            amount: 100
        })
        await waitFor(() =>
            expect(screen.getByTestId('location').textContent).toBe('/products/VL19002?basket=show')
        )
        expect(platform.state.calls).not.toContain('addGiftCertificate')
    })

    test.each([
        ['the site country is not in the gift card list', ['US'], undefined],
        ['the country cookie is not in the gift card list', ['GB'], 'FR']
    ])(
        '"This product is unavailable for your selected country" when %s; the button is disabled',
        async (_name, countries, cookie) => {
            platform.state.giftCardCountries = countries
            if (cookie) Cookies.set('country', cookie)
            await renderForm()
            expect(
                await screen.findByText('This product is unavailable for your selected country')
            ).toBeInTheDocument()
            expect(addButton()).toBeDisabled()
        }
    )

    test("physical cards use the page's size selector: 'Please select a size'; the type switch is the page's", async () => {
        const onTypeChange = jest.fn()
        await renderForm('/products/VL19001', {
            type: 'physical',
            onTypeChange,
            sizeSelector: <div>sizes</div>
        })
        fireEvent.click(addButton())
        expect(await screen.findByText('Please select a size')).toBeInTheDocument()
        fireEvent.click(screen.getByLabelText(/E-Gift Card/))
        expect(onTypeChange).toHaveBeenCalledWith('digital')
    })

    test('without a linked product of the other type, only the current type can be chosen', async () => {
        await renderForm('/products/VL19001', {type: 'physical', canSwitchType: false})
        expect(screen.getByLabelText(/E-Gift Card/)).toBeDisabled()
        expect(screen.getByLabelText(/Physical Gift Card/)).toBeEnabled()
    })

    test('a physical card with a size is added as a product line', async () => {
        await renderForm('/products/VL19001', {type: 'physical', selectedVariantId: 'VL100-black-M'})
        fireEvent.click(addButton())
        await waitFor(() => expect(platform.state.calls).toContain('addItems'))
        expect(platform.state.baskets[0].productItems[0]).toMatchObject({
            productId: 'VL100-black-M',
            quantity: 1
        })
    })
})
