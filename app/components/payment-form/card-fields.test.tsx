import {fireEvent, screen, waitFor} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {useForm} from 'react-hook-form'
import {renderWithProviders} from '../../test-utils/render'
import {CardFields, EMPTY_CARD, type CardFormValues} from './card-fields'
import {
    CARD_MESSAGES,
    cardExpiryValidator,
    formatCardNumberInput,
    formatExpiryInput,
    securityCodeValidator,
    validateCardNumber
} from './card-input'

describe('card number formatting (spec 001 §5.1: digits only, grouped per brand, trimmed)', () => {
    test.each([
        ['4111111111111111', '4111 1111 1111 1111'],
        ['5555555555554444', '5555 5555 5555 4444'],
        ['371449635398431', '3714 496353 98431'],
        ['6011111111111117', '6011 1111 1111 1117'],
        ['4111 1111 1111 1111 9999', '4111 1111 1111 1111'],
        ['3714496353984319', '3714 496353 98431'],
        ['ab4111-11<b>11', '4111 1111']
    ])('%j → %j', (typed, shown) => {
        expect(formatCardNumberInput(typed)).toBe(shown)
    })

    test.each([
        ['03', '03'],
        ['033', '03/3'],
        ['0330', '03/30'],
        ['03/30', '03/30'],
        ['12/345', '12/34']
    ])('expiry %j → %j', (typed, shown) => expect(formatExpiryInput(typed)).toBe(shown))
})

describe('card validation', () => {
    const now = new Date(2026, 4, 15)
    test.each([
        ['', 'This field is required'],
        ['4111 1111 1111 1112', CARD_MESSAGES.invalidNumber],
        ['9111 1111 1111 1111', CARD_MESSAGES.unsupportedBrand],
        ['4111 1111 1111', CARD_MESSAGES.invalidNumber],
        ['4111 1111 1111 1111', true]
    ])('number %j → %j', (value, result) => expect(validateCardNumber(value)).toBe(result))

    test.each([
        ['04/26', CARD_MESSAGES.expired],
        ['05/26', true],
        ['13/30', CARD_MESSAGES.invalidExpiry],
        ['1/2', CARD_MESSAGES.invalidExpiry]
    ])('expiry %j → %j', (value, result) => expect(cardExpiryValidator(now)(value)).toBe(result))

    test('security code length per brand', () => {
        expect(securityCodeValidator('American Express')('123')).toBe(CARD_MESSAGES.invalidSecurityCode)
        expect(securityCodeValidator('American Express')('1234')).toBe(true)
        expect(securityCodeValidator('Visa')('123')).toBe(true)
    })
})

const Harness = ({onSubmit}: {onSubmit: (values: CardFormValues) => void}) => {
    const form = useForm<CardFormValues>({defaultValues: EMPTY_CARD})
    return (
        <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
            <CardFields form={form} allowSave={false} />
            <button type="submit">Pay</button>
        </form>
    )
}

test('typing shows the brand, groups the number, limits an Amex code to 4 digits; errors are announced', async () => {
    const user = userEvent.setup()
    const onSubmit = jest.fn()
    renderWithProviders(<Harness onSubmit={onSubmit} />)
    await user.type(screen.getByLabelText(/^card number/i), '371449635398431')
    expect(screen.getByLabelText(/^card number/i)).toHaveValue('3714 496353 98431')
    expect(screen.getByText('American Express')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/security code/i), '12345')
    expect(screen.getByLabelText(/security code/i)).toHaveValue('1234')
    fireEvent.click(screen.getByRole('button', {name: 'Pay'}))
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2))
    expect(screen.getByLabelText(/name on card/i)).toHaveFocus()
    expect(onSubmit).not.toHaveBeenCalled()
})
