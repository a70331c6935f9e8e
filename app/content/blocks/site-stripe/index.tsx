import {useRef, useState} from 'react'
import {Box, IconButton} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {useLocation} from 'react-router-dom'
import {isCountryRoot} from '../../../region/page-type'
import {stripeMode, visibleStripeMessages} from '../../../rules/content/layout-rules'
import type {BannerStripe, SiteStripe} from '../../model'
import type {BlockProps} from '../../render/block-props'
import {CONTENT_MAX_WIDTH} from '../shared/block-section'
import {StripeMessage} from './stripe-message'
import {stripeColours, stripeModel} from './stripe-model'
import {useAutoAdvance} from './use-auto-advance'

const messages = defineMessages({
    label: {id: 'content.siteStripe.label', defaultMessage: 'Announcements'},
    pause: {id: 'content.siteStripe.pause', defaultMessage: 'Pause announcements'},
    play: {id: 'content.siteStripe.play', defaultMessage: 'Play announcements'}
})

/** Fixed height: the strip sits above the header, so it must never push the page around. */
const STRIPE_HEIGHT = '36px'

const PauseIcon = ({paused}: {paused: boolean}) => (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
        {paused ? (
            <path d="M2 1l7 4-7 4z" fill="currentColor" />
        ) : (
            <path d="M2 1h2v8H2zM6 1h2v8H6z" fill="currentColor" />
        )}
    </svg>
)

/**
 * The site-wide announcement strip (spec 001 §2.6): several messages scroll slowly and snap, one message is
 * static; messages flagged hideOnHomepage are left out on country roots; at most 1440px wide.
 */
const SiteStripeBlock = ({item}: BlockProps<SiteStripe | BannerStripe>) => {
    const intl = useIntl()
    const {pathname} = useLocation()
    const track = useRef<HTMLDivElement>(null)
    const [paused, setPaused] = useState(false)
    const [hovered, setHovered] = useState(false)
    const model = stripeModel(item)
    const shown = visibleStripeMessages(model.messages, pathname)
    const mode = stripeMode(shown.length)
    useAutoAdvance(track, mode === 'scrolling' ? shown.length : 0, paused || hovered)
    if (mode === 'none') return null
    const colours = stripeColours(model, isCountryRoot(pathname))
    return (
        <Box
            as="aside"
            aria-label={intl.formatMessage(messages.label)}
            bg={colours.background || 'brand.ink'}
            color={colours.text || 'brand.paper'}
        >
            <Box
                position="relative"
                maxW={CONTENT_MAX_WIDTH}
                mx="auto"
                h={STRIPE_HEIGHT}
                onMouseEnter={() => setHovered(true)}
                onMouseLeave={() => setHovered(false)}
                onFocus={() => setHovered(true)}
                onBlur={() => setHovered(false)}
            >
                <Box
                    ref={track}
                    display="flex"
                    h="100%"
                    overflowX={mode === 'scrolling' ? 'auto' : 'hidden'}
                    sx={{
                        scrollSnapType: 'x mandatory',
                        scrollbarWidth: 'none',
                        '&::-webkit-scrollbar': {display: 'none'}
                    }}
                >
                    {shown.map((message, index) => (
                        <Box
                            key={`${message.text}-${index}`}
                            flex="0 0 100%"
                            display="flex"
                            alignItems="center"
                            justifyContent="center"
                            sx={{scrollSnapAlign: 'start'}}
                        >
                            <StripeMessage message={message} besideControl={mode === 'scrolling'} />
                        </Box>
                    ))}
                </Box>
                {mode === 'scrolling' && (
                    <IconButton
                        aria-label={intl.formatMessage(paused ? messages.play : messages.pause)}
                        icon={<PauseIcon paused={paused} />}
                        onClick={() => setPaused((value) => !value)}
                        position="absolute"
                        right={2}
                        top="50%"
                        transform="translateY(-50%)"
                        size="xs"
                        variant="ghost"
                        color="inherit"
                        minW="28px"
                        h="28px"
                        _hover={{bg: 'whiteAlpha.200'}}
                    />
                )}
            </Box>
        </Box>
    )
}

export default SiteStripeBlock
