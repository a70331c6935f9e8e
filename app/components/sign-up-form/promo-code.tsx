import {useEffect, useRef, useState} from 'react'
import {Box, Button, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {signUpMessages as messages} from './messages'

/** Spec 001 §9: "copy confirmation 1 s". */
export const COPY_CONFIRMATION_MS = 1000

/** "Promo code copy: click copies it and shows 'Copied to clipboard!' for 1 second" (spec 001 §4.7). */
export const PromoCode = ({code}: {code: string}) => {
    const intl = useIntl()
    const [copied, setCopied] = useState(false)
    const timer = useRef<number>()
    useEffect(() => () => window.clearTimeout(timer.current), [])
    const copy = async () => {
        try {
            await navigator.clipboard.writeText(code)
        } catch (error) {
            // The code stays on screen to copy by hand; nothing else depends on the clipboard.
            console.error('[sign-up] copying the code failed', error)
            return
        }
        setCopied(true)
        window.clearTimeout(timer.current)
        timer.current = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
    }
    return (
        <Box textAlign="center">
            <Text textStyle="label" color="text.secondary" mb={2}>
                {intl.formatMessage(messages.promoCodeLabel)}
            </Text>
            <Button
                variant="secondary"
                onClick={() => void copy()}
                aria-label={intl.formatMessage(messages.copyCode, {code})}
                fontFamily="mono"
                fontSize="lg"
                letterSpacing="widest"
                borderStyle="dashed"
            >
                {code}
            </Button>
            <Text role="status" mt={2} fontSize="sm" color="text.success" minH="1.5em">
                {copied ? intl.formatMessage(messages.copied) : ''}
            </Text>
        </Box>
    )
}
