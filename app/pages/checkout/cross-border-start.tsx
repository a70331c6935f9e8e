import {useCallback, useEffect, useRef, useState} from 'react'
import {Button, Spinner, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useCrossBorderCheckout, type CrossBorderParams} from '../../commerce/checkout'
import {useSession} from '../../commerce/session'
import {checkoutMessages as messages} from './messages'

/**
 * /checkout-globale with glCountry and glCurrency: hands the basket to the cross-border provider and sends
 * the shopper to its hosted checkout (spec 000 §7), which returns to /checkout-globale/confirmation/{order}.
 */
export const CrossBorderStart = ({params}: {params: CrossBorderParams}) => {
    const intl = useIntl()
    const {isReady} = useSession()
    const start = useCrossBorderCheckout()
    const [failed, setFailed] = useState(false)
    const started = useRef(false)

    const go = useCallback(() => {
        setFailed(false)
        start(params).then(
            (url) => window.location.assign(url),
            (error: unknown) => {
                console.error('Cross-border checkout failed', error instanceof Error ? error.message : '')
                setFailed(true)
            }
        )
    }, [params, start])

    useEffect(() => {
        if (!isReady || started.current) return
        started.current = true
        go()
    }, [isReady, go])

    return (
        <Stack align="center" spacing={6} py={24} textAlign="center" aria-live="polite">
            {failed ? (
                <>
                    <Text role="alert">{intl.formatMessage(messages.crossBorderFailed)}</Text>
                    <Button onClick={go}>{intl.formatMessage(messages.tryAgain)}</Button>
                </>
            ) : (
                <>
                    <Spinner size="lg" thickness="2px" />
                    <Text color="text.secondary">{intl.formatMessage(messages.redirecting)}</Text>
                </>
            )}
        </Stack>
    )
}
