import {act, fireEvent, screen, waitFor} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {useForm} from 'react-hook-form'
import {toAddressFormValues, toOrderAddress, type AddressFormValues} from '../../commerce/checkout'
import {renderWithProviders} from '../../test-utils/render'
import {AddressFields} from './address-fields'

const COUNTRIES = ['GB', 'US', 'CA', 'FR', 'IT', 'JP', 'CN', 'DE']

const Harness = ({country, onSubmit}: {country: string; onSubmit: (values: AddressFormValues) => void}) => {
    const form = useForm<AddressFormValues>({defaultValues: toAddressFormValues(undefined, country)})
    return (
        <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
            <AddressFields form={form} countries={COUNTRIES} section="shipping" />
            <button type="submit">Save</button>
        </form>
    )
}

const setup = (country = 'GB') => {
    const onSubmit = jest.fn()
    renderWithProviders(<Harness country={country} onSubmit={onSubmit} />)
    return {onSubmit, user: userEvent.setup()}
}

const field = (name: RegExp) => screen.getByLabelText(name)
const submit = () => fireEvent.click(screen.getByRole('button', {name: 'Save'}))

const VALID: Record<string, string> = {
    'First name': 'Anna',
    'Last name': "O'Neil-Brontë",
    Address: '1 High St.',
    'Town / city': 'London'
}

const fillValid = () => {
    for (const [label, value] of Object.entries(VALID))
        fireEvent.change(field(new RegExp(`^${label}`)), {target: {value}})
}

describe('address rules per country (spec 001 §5.1), shown inline with the typed value kept', () => {
    test.each([
        ['US', 'ZIP code', '1234', '10001-1234', '(212) 555-0100'],
        ['CA', 'Postal code', '123 456', 'K1A 0B1', '613 555 0100'],
        ['FR', 'Postal code', '7500', '2A004', '01 23 45 67 89'],
        ['IT', 'Postal code', '0012', '00184', '06 1234 5678'],
        ['JP', 'Postal code', '1500002', '150-0002', '03-1234-5678'],
        ['CN', 'Postal code', '12345', '100000', '010 1234 5678'],
        ['GB', 'Postcode', 'N1', 'sw1a 1aa', '020 7946 0000'],
        ['DE', 'Postal code', '-123', '10115', '030 123456']
    ])('%s: postcode %s %j refused, %j accepted', async (country, label, invalid, valid, phone) => {
        const {onSubmit} = setup(country)
        fillValid()
        if (country === 'US' || country === 'CA')
            fireEvent.change(field(/^(State|Province)/), {target: {value: country === 'US' ? 'NY' : 'ON'}})
        fireEvent.change(field(new RegExp(`^${label}`)), {target: {value: invalid}})
        fireEvent.change(field(/^Phone number/), {target: {value: phone}})
        submit()
        expect(await screen.findByText('Please enter a valid postcode.')).toBeInTheDocument()
        expect(field(new RegExp(`^${label}`))).toHaveValue(invalid)
        expect(field(/^First name/)).toHaveValue('Anna')
        expect(onSubmit).not.toHaveBeenCalled()
        fireEvent.change(field(new RegExp(`^${label}`)), {target: {value: valid}})
        submit()
        await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    })

    test.each([
        ['US', '555-0100', 'Please enter a valid phone number.'],
        ['US', '+44 20 7946 0000 1', 'Please enter a valid phone number.'],
        ['GB', '12', 'Please enter a valid phone number.'],
        ['GB', 'call me', 'Please enter a valid phone number.']
    ])('%s phone %j → %s', async (country, phone, message) => {
        setup(country)
        fireEvent.change(field(/^Phone number/), {target: {value: phone}})
        submit()
        expect(await screen.findByText(message)).toBeInTheDocument()
        expect(field(/^Phone number/)).toHaveValue(phone)
    })

    test('every required field says so, the US state is asked for, and focus moves to the first error', async () => {
        setup('US')
        submit()
        await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(6))
        expect(screen.getByText('Please select a value')).toBeInTheDocument()
        expect(field(/^First name/)).toHaveFocus()
        expect(field(/^First name/)).toHaveAttribute('aria-invalid', 'true')
    })

    test('names allow accents, apostrophes and hyphens but not digits or markup', async () => {
        setup('GB')
        fireEvent.change(field(/^First name/), {target: {value: 'Zoë-Ann'}})
        fireEvent.change(field(/^Last name/), {target: {value: 'Smith2'}})
        submit()
        expect(await screen.findByText('Please input valid characters')).toBeInTheDocument()
        expect(screen.getAllByText('Please input valid characters')).toHaveLength(1)
    })
    test("address line 2 is the spec's other address-like field: slashes, commas and parentheses pass, markup does not", async () => {
        const {onSubmit} = setup('GB')
        fillValid()
        fireEvent.change(field(/^Postcode/), {target: {value: 'SW1A 1AA'}})
        fireEvent.change(field(/^Phone number/), {target: {value: '020 7946 0000'}})
        fireEvent.change(field(/^Apartment, suite/), {target: {value: 'Flat 2/3, Block (B)'}})
        submit()
        await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
        expect(onSubmit.mock.calls[0][0]).toMatchObject({address2: 'Flat 2/3, Block (B)'})

        fireEvent.change(field(/^Apartment, suite/), {target: {value: 'Flat <b>2</b>'}})
        submit()
        expect(await screen.findByText('Please input valid characters')).toBeInTheDocument()
        expect(onSubmit).toHaveBeenCalledTimes(1)
    })
})

describe('hostile input', () => {
    test('script tags are refused with the spec message and stay inert text', async () => {
        setup('GB')
        const hostile = '<script>window.pwned=1</script>'
        fireEvent.change(field(/^First name/), {target: {value: hostile}})
        fireEvent.change(field(/^Address/), {target: {value: '<img src=x onerror=alert(1)>'}})
        submit()
        await waitFor(() => expect(screen.getAllByText('Please input valid characters')).toHaveLength(2))
        expect(field(/^First name/)).toHaveValue(hostile)
        expect(document.querySelector('script, img')).toBeNull()
        expect((window as {pwned?: number}).pwned).toBeUndefined()
    })

    test('a 300-character string is cut to the limit with the message (reverting after 100 ms)', async () => {
        jest.useFakeTimers()
        try {
            setup('GB')
            fireEvent.change(field(/^Address/), {target: {value: 'a'.repeat(300)}})
            expect(await screen.findByText('Please enter no more than 50 characters.')).toBeInTheDocument()
            act(() => {
                jest.advanceTimersByTime(100)
            })
            expect(field(/^Address/)).toHaveValue('a'.repeat(50))
            fireEvent.change(field(/^First name/), {target: {value: 'x'.repeat(300)}})
            expect(await screen.findByText('Please enter no more than 40 characters.')).toBeInTheDocument()
        } finally {
            jest.useRealTimers()
        }
    })
})

describe('the length limit is visible before input is cut (names 40, postcodes 12)', () => {
    test('a counter appears near the limit, tied to the field, and gives way to the phone hint below it', () => {
        setup('GB')
        const first = field(/^First name/)
        fireEvent.change(first, {target: {value: 'a'.repeat(31)}})
        expect(screen.queryByText('31/40 characters')).not.toBeInTheDocument()
        fireEvent.change(first, {target: {value: 'a'.repeat(38)}})
        expect(first).toHaveAccessibleDescription('38/40 characters')
        const postcode = field(/^Postcode/)
        fireEvent.change(postcode, {target: {value: 'SW1A 1AA12'}})
        expect(postcode).toHaveAccessibleDescription('10/12 characters')
        fireEvent.change(postcode, {target: {value: 'SW1A 1AA'}})
        expect(screen.queryByText(/\/12 characters/)).not.toBeInTheDocument()
    })
})

describe('what is sent (spec 001 §5.1)', () => {
    test.each([
        ['GB', '020 7946-0000', '02079460000'],
        ['GB', '+44 (0)20 7946 0000', '+4402079460000'],
        ['US', '001 212 555 0100', '+12125550100']
    ])(
        '%s phone %j is normalised to %s; the state code only goes with US addresses',
        (country, phone, sent) => {
            const values = {
                ...toAddressFormValues(undefined, country),
                ...VALID,
                postalCode: 'x',
                phone,
                stateCode: 'NY'
            }
            const address = toOrderAddress(values as AddressFormValues)
            expect(address.phone).toBe(sent)
            expect(address.stateCode).toBe(country === 'US' ? 'NY' : undefined)
        }
    )
})
