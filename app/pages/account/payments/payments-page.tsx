import {useState} from 'react'
import {Heading, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {usePaymentInstruments} from '../../../commerce/customer'
import {AccountSkeleton} from '../account-skeleton'
import {FormOutcome, type Outcome} from '../profile/form-outcome'
import {paymentsMessages as messages} from './messages'
import {SavedCard} from './saved-card'

/** /account/payments and /mysavedcards: the saved cards, removable (at once, undone on failure). */
export const PaymentsPage = () => {
    const intl = useIntl()
    const {cards, status, remove} = usePaymentInstruments()
    const [outcome, setOutcome] = useState<Outcome>()

    const onRemove = async (instrument: (typeof cards)[number]) => {
        setOutcome(undefined)
        try {
            await remove(instrument)
            setOutcome({kind: 'saved', text: intl.formatMessage(messages.removed)})
        } catch (error) {
            console.error('Saved card removal failed', error instanceof Error ? error.message : error)
            setOutcome({kind: 'failed', text: intl.formatMessage(messages.removeFailed)})
        }
    }

    if (status !== 'done' && status !== 'error' && cards.length === 0) return <AccountSkeleton cards={2} />
    return (
        <Stack spacing={8}>
            <Stack spacing={2}>
                <Heading as="h1" size="lg">
                    {intl.formatMessage(messages.heading)}
                </Heading>
                <Text color="text.secondary">{intl.formatMessage(messages.intro)}</Text>
            </Stack>
            <FormOutcome outcome={outcome} />
            {cards.length === 0 ? <Text>{intl.formatMessage(messages.empty)}</Text> : null}
            <Stack as="ul" spacing={4} maxW="640px">
                {cards.map((instrument) => (
                    <SavedCard
                        key={instrument.paymentInstrumentId}
                        instrument={instrument}
                        onRemove={() => void onRemove(instrument)}
                    />
                ))}
            </Stack>
        </Stack>
    )
}
