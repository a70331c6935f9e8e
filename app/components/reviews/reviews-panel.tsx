import {useEffect, useRef, useState} from 'react'
import {Box, Stack, Text} from '@chakra-ui/react'
import {Skeleton} from '../skeleton'
import {defineMessages, useIntl} from 'react-intl'
import {useSite} from '../../site/site-context'
import type {MountedReviewsWidget} from './reviews-widget'

const messages = defineMessages({
    loading: {id: 'reviews.loading', defaultMessage: 'Loading reviews'},
    unavailable: {
        id: 'reviews.unavailable',
        defaultMessage: 'Reviews can’t be shown right now. Please try again later.'
    }
})

export interface ReviewsPanelProps {
    productId: string
    /** Mount the widget only once the panel is open (it loads the vendor's script). */
    active: boolean
}

type Status = 'idle' | 'loading' | 'ready' | 'failed'

/**
 * The product's reviews from the reviews vendor's widget (spec 001 §1, §7): its script loads on demand, the
 * first time the panel is open, and the widget renders into its own shadow root, checked up to 10 times at
 * 1 s (spec 001 §9). Until then a placeholder holds the space; a widget that never renders leaves a message.
 */
export const ReviewsPanel = ({productId, active}: ReviewsPanelProps) => {
    const intl = useIntl()
    const {config, locale} = useSite()
    const host = useRef<HTMLDivElement>(null)
    const [status, setStatus] = useState<Status>('idle')

    useEffect(() => {
        const element = host.current
        if (!active || !element) return undefined
        let cancelled = false
        let mounted: MountedReviewsWidget | undefined
        setStatus('loading')
        import('./reviews-widget')
            .then(({mountReviewsWidget}) =>
                mountReviewsWidget(element, {
                    scriptUrl: config.app.reviews.scriptUrl,
                    clientId: config.app.reviews.clientId,
                    productId,
                    locale: locale.id
                })
            )
            .then(async (widget) => {
                mounted = widget
                if (cancelled) return widget.destroy()
                const rendered = await widget.ready
                if (!cancelled) setStatus(rendered ? 'ready' : 'failed')
            })
            .catch((error: unknown) => {
                console.warn('[reviews] widget unavailable', error)
                if (!cancelled) setStatus('failed')
            })
        return () => {
            cancelled = true
            mounted?.destroy()
        }
    }, [active, productId, config, locale.id])

    return (
        <Box data-reviews-status={status}>
            {status === 'loading' ? (
                // A named status: an aria-label on a plain block is not allowed (axe aria-prohibited-attr).
                <Stack
                    spacing={3}
                    role="status"
                    aria-busy="true"
                    aria-label={intl.formatMessage(messages.loading)}
                >
                    <Skeleton h="32px" w="40%" />
                    <Skeleton h="16px" />
                    <Skeleton h="16px" w="80%" />
                </Stack>
            ) : null}
            {status === 'failed' ? (
                <Text fontSize="sm" color="text.secondary" role="status">
                    {intl.formatMessage(messages.unavailable)}
                </Text>
            ) : null}
            <Box ref={host} hidden={status !== 'ready'} />
        </Box>
    )
}
