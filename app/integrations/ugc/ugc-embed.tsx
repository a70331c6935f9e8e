import {useEffect, useRef, useState, type ReactNode} from 'react'
import {Box, Button, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useConsentAdapter, useConsentSnapshot} from '../../engagement/consent/use-consent'
import {useHydrated} from '../../hooks/use-hydrated'
import {isFeatureAllowed} from '../../rules/engagement/consent'
import {useSite} from '../../site/site-context'
import {ugcMessages as messages} from './messages'

export interface UgcEmbedProps {
    kind: 'stories' | 'gallery'
    galleryId: string
    productId?: string
    /** Shown when the provider's photos cannot be (no social media consent, or the provider failed). */
    fallback?: ReactNode
}

/**
 * The UGC provider's photos (spec 001 §7.3): its script loads only once the shopper allows social media
 * cookies (C0005), on demand, into this box. Without that consent the shopper sees the fallback, or an
 * invitation to allow them; if the provider fails, the fallback stays.
 */
export const UgcEmbed = ({kind, galleryId, productId, fallback}: UgcEmbedProps) => {
    const intl = useIntl()
    const {config, buildUrl} = useSite()
    const hydrated = useHydrated()
    const {loaded, groups} = useConsentSnapshot()
    const adapter = useConsentAdapter()
    const allowed = loaded && isFeatureAllowed('social', groups)
    const box = useRef<HTMLDivElement>(null)
    const [state, setState] = useState<'idle' | 'loading' | 'shown' | 'failed'>('idle')
    const linkBase = buildUrl('/').replace(/\/$/, '')

    useEffect(() => {
        const element = box.current
        if (!allowed || !element) return
        let current = true
        setState('loading')
        import(/* webpackChunkName: "ugc" */ './loaders')
            .then(({renderStories, initGallery}) =>
                (kind === 'gallery' ? initGallery : renderStories)(config.app.integrations.ugc, element, {
                    galleryId,
                    productId,
                    locale: intl.locale,
                    linkBase
                })
            )
            .then((count) => {
                if (current) setState(count > 0 ? 'shown' : 'failed')
            })
            .catch((error: unknown) => {
                console.error('[ugc] photos not shown', error)
                if (current) setState('failed')
            })
        return () => {
            current = false
        }
    }, [allowed, kind, galleryId, productId, config, intl.locale, linkBase])

    const invitation = hydrated && loaded && !allowed && !fallback
    return (
        <Box>
            <Box
                ref={box}
                data-ugc-embed={kind}
                aria-busy={state === 'loading'}
                aria-label={state === 'loading' ? intl.formatMessage(messages.loading) : undefined}
                display={allowed && state !== 'failed' ? 'block' : 'none'}
                minH={allowed && state === 'loading' ? '200px' : undefined}
            />
            {(!allowed || state === 'failed') && fallback}
            {invitation ? (
                <Stack spacing={3} align="flex-start" bg="bg.subtle" p={{base: 5, md: 6}}>
                    <Text fontSize="sm" color="text.secondary">
                        {intl.formatMessage(messages.consentNotice)}
                    </Text>
                    <Button variant="secondary" size="sm" onClick={() => adapter.save([...groups, 'C0005'])}>
                        {intl.formatMessage(messages.allowSocial)}
                    </Button>
                </Stack>
            ) : null}
        </Box>
    )
}
