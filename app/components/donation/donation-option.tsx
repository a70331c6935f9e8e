import {Box, Button, Flex, Stack, Text} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {useDonation} from '../../commerce/basket'
import {currencyDisplayFor} from '../../region/currency'

const messages = defineMessages({
    heading: {id: 'donation.heading', defaultMessage: 'Add a charity donation'},
    body: {
        id: 'donation.body',
        defaultMessage: 'Every donation goes to our charity partner, helping more women and girls get active.'
    },
    none: {id: 'donation.none', defaultMessage: 'No thanks'},
    choices: {id: 'donation.choices', defaultMessage: 'Donation amount'},
    added: {id: 'donation.added', defaultMessage: 'Thank you: {amount} donation added'},
    removed: {id: 'donation.removed', defaultMessage: 'No donation added'}
})

/** The amounts offered, in the site currency's major unit. */
export const DONATION_AMOUNTS = [1, 2, 5] as const

/**
 * The optional charity donation (spec 000 §1, §7): choosing an amount PATCHes the basket's c_donation; the
 * bag then shows it as its SB_DONATION line. 'No thanks' removes it.
 */
export const DonationOption = ({currency}: {currency: string}) => {
    const intl = useIntl()
    const {amount, setDonation, status, error} = useDonation()
    const format = (value: number) =>
        intl.formatNumber(value, {
            style: 'currency',
            currency,
            currencyDisplay: currencyDisplayFor(currency),
            minimumFractionDigits: 0
        })
    const choices = [
        ...DONATION_AMOUNTS.map((value) => ({value, label: format(value)})),
        {value: 0, label: intl.formatMessage(messages.none)}
    ]
    const choose = (value: number) => {
        if (value !== amount) setDonation(value).catch(() => undefined)
    }
    return (
        <Box
            as="section"
            aria-labelledby="donation-heading"
            border="1px solid"
            borderColor="border.subtle"
            p={5}
        >
            <Stack spacing={3}>
                <Text
                    id="donation-heading"
                    as="h2"
                    fontSize="sm"
                    fontWeight={600}
                    textTransform="uppercase"
                    letterSpacing="wider"
                >
                    {intl.formatMessage(messages.heading)}
                </Text>
                <Text fontSize="sm" color="text.secondary">
                    {intl.formatMessage(messages.body)}
                </Text>
                <Flex role="group" aria-label={intl.formatMessage(messages.choices)} gap={2} wrap="wrap">
                    {choices.map((choice) => {
                        const selected = choice.value === amount
                        return (
                            <Button
                                key={choice.value}
                                variant={selected ? 'primary' : 'secondary'}
                                size="sm"
                                h="40px"
                                px={4}
                                aria-pressed={selected}
                                isDisabled={status === 'pending'}
                                onClick={() => choose(choice.value)}
                            >
                                {choice.label}
                            </Button>
                        )
                    })}
                </Flex>
                <Text role="status" fontSize="xs" color={error ? 'text.error' : 'text.secondary'}>
                    {error
                        ? error.message
                        : status === 'done'
                        ? amount > 0
                            ? intl.formatMessage(messages.added, {amount: format(amount)})
                            : intl.formatMessage(messages.removed)
                        : null}
                </Text>
            </Stack>
        </Box>
    )
}
