import {useEffect, useState} from 'react'
import {Box, type BoxProps, VisuallyHidden} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {COUNTDOWN_TICK_MS, countdownParts, secondsRemaining} from '../../../rules/content/countdown'

const messages = defineMessages({
    endsIn: {id: 'content.countdown.endsIn', defaultMessage: 'Ends in'},
    days: {id: 'content.countdown.days', defaultMessage: '{days, plural, one {# day} other {# days}}'}
})

/**
 * Seconds left, ticking every second in the browser. Undefined until mounted: the server and the browser's
 * first render cannot agree on "now", so both show the placeholder and the clock starts after hydration.
 */
export const useSecondsRemaining = (target: string | undefined): number | undefined => {
    const [seconds, setSeconds] = useState<number | undefined>(undefined)
    useEffect(() => {
        if (!target) return undefined
        const tick = () => {
            const left = secondsRemaining(target, new Date())
            setSeconds(left)
            return left
        }
        if (tick() === 0) return undefined
        const timer = window.setInterval(() => {
            if (tick() === 0) window.clearInterval(timer)
        }, COUNTDOWN_TICK_MS)
        return () => window.clearInterval(timer)
    }, [target])
    return seconds
}

export interface CountdownProps extends BoxProps {
    /** ISO date-time the countdown runs to. */
    date: string | undefined
    /** Whether screen readers hear "Ends in" before the clock. Off where visible copy already leads into it
     * ("Insiders: 20% off ends in"), which would otherwise be read as "ends in Ends in". */
    lead?: boolean
}

/** Spec 001 §4.5: hours, minutes and seconds with two digits, plus a day count only when over 24 hours. */
export const Countdown = ({date, lead = true, ...rest}: CountdownProps) => {
    const intl = useIntl()
    const seconds = useSecondsRemaining(date)
    if (!date) return null
    const parts = seconds === undefined ? undefined : countdownParts(seconds)
    const clock = parts ? `${parts.hours}:${parts.minutes}:${parts.seconds}` : '--:--:--'
    return (
        <Box
            as="span"
            display="inline-flex"
            gap="0.5em"
            alignItems="baseline"
            sx={{fontVariantNumeric: 'tabular-nums'}}
            // The clock changes every second; announcing it would drown out everything else.
            aria-live="off"
            {...rest}
        >
            {lead && <VisuallyHidden>{intl.formatMessage(messages.endsIn)}</VisuallyHidden>}
            {parts?.days !== undefined && (
                <span>{intl.formatMessage(messages.days, {days: parts.days})}</span>
            )}
            <span>{clock}</span>
        </Box>
    )
}
