import {useState} from 'react'
import {Button, Stack, Text} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {OptionGroup, type ProductDoc} from '../../components/variation-selector'
import {currencyDisplayFor} from '../../region/currency'
import {GIFT_CARD_AMOUNTS, giftCardSelectionError} from '../../rules/product/gift-card-product'
import {useSite} from '../../site/site-context'

const messages = defineMessages({
    value: {id: 'giftCard.value', defaultMessage: 'Value'},
    selectValue: {id: 'giftCard.selectValue', defaultMessage: 'Please select a value'},
    continue: {id: 'giftCard.continue', defaultMessage: 'Add To Bag'},
    recipientNext: {
        id: 'giftCard.recipientNext',
        defaultMessage: "Next, tell us who it's for: the recipient's details follow."
    }
})

/**
 * The digital card's value choice (spec 001 §4.6): 'Please select a value' on add with none chosen, cleared
 * by choosing. The recipient form that completes the purchase is the gift card flow's (not built here yet).
 */
export const DigitalGiftCard = ({product}: {product: ProductDoc}) => {
    const intl = useIntl()
    const {currency} = useSite()
    const [amount, setAmount] = useState<number | undefined>()
    const [error, setError] = useState<string | undefined>()
    const [ready, setReady] = useState(false)
    const amounts = product.c_giftCardAmounts?.length ? product.c_giftCardAmounts : GIFT_CARD_AMOUNTS
    const format = (value: number) =>
        intl.formatNumber(value, {
            style: 'currency',
            currency: product.currency ?? currency,
            currencyDisplay: currencyDisplayFor(product.currency ?? currency),
            minimumFractionDigits: 0
        })
    const choose = (value: string) => {
        setAmount(Number(value))
        setError(undefined)
    }
    const add = () => {
        const problem = giftCardSelectionError('digital', {amount})
        setError(problem ? intl.formatMessage(messages.selectValue) : undefined)
        setReady(!problem)
    }
    return (
        <Stack spacing={4}>
            <OptionGroup
                name="gift-card-value"
                legend={intl.formatMessage(messages.value)}
                options={amounts.map((value) => ({
                    value: String(value),
                    name: format(value),
                    state: 'available'
                }))}
                selected={amount === undefined ? undefined : String(amount)}
                onSelect={choose}
            />
            <Button w="100%" maxW="none" size="lg" onClick={add}>
                {intl.formatMessage(messages.continue)}
            </Button>
            <Text role="alert" fontSize="sm" color="brand.sale">
                {error}
            </Text>
            {ready ? (
                <Text role="status" fontSize="sm" color="text.secondary">
                    {intl.formatMessage(messages.recipientNext)}
                </Text>
            ) : null}
        </Stack>
    )
}
