import {useState} from 'react'
import {Divider, Flex, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {CheckoutBasket} from '../../commerce/checkout'
import {useApplePay, type ApplePayOutcome} from '../../commerce/checkout/apple-pay'
import {ApplePayButton, paymentMessages} from '../../components/payment-form'

export interface ApplePayExpressProps {
    basket: CheckoutBasket
    disabled: boolean
    onStart: () => void
    onOutcome: (outcome: ApplePayOutcome) => void
}

/**
 * Apple Pay on the payment step: the button appears only where the platform offers Apple Pay for this basket
 * (the site allows it) and the browser has `ApplePaySession`. The sheet's picks are priced by the platform,
 * which places and pays the order on authorisation.
 */
const ApplePayExpress = ({basket, disabled, onStart, onOutcome}: ApplePayExpressProps) => {
    const intl = useIntl()
    const {available, ready, pay} = useApplePay(basket, true)
    const [running, setRunning] = useState(false)
    if (!available) return null
    const start = () => {
        // Synchronously inside the click: Safari opens the sheet only from a user gesture.
        const session = pay()
        if (!session) return
        setRunning(true)
        onStart()
        void session.then((outcome) => {
            setRunning(false)
            onOutcome(outcome)
        })
    }
    return (
        <Stack spacing={5} data-testid="apple-pay-express">
            <ApplePayButton onClick={start} isDisabled={!ready || disabled || running} />
            <Flex align="center" gap={3}>
                <Divider />
                <Text fontSize="xs" color="text.secondary" flexShrink={0}>
                    {intl.formatMessage(paymentMessages.orPayBelow)}
                </Text>
                <Divider />
            </Flex>
        </Stack>
    )
}

export default ApplePayExpress
