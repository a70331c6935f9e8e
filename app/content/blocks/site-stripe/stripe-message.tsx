import {Box} from '@chakra-ui/react'
import {ContentLink} from '../../links/content-link'
import type {SiteStripeMessage} from '../../model'
import {Countdown} from '../shared/countdown'

/** One announcement: its text (linked when it has a link) and, when set, a live countdown. The text is the
 * countdown's lead-in ("…ends in"), so the clock adds no hidden lead of its own. `besideControl` when the
 * strip's pause control sits over its right end. */
export const StripeMessage = ({
    message,
    besideControl = false
}: {
    message: SiteStripeMessage
    besideControl?: boolean
}) => {
    const content = (
        <>
            {message.text}
            {message.countdownDate && (
                <Countdown date={message.countdownDate} lead={!message.text} ml="0.75em" fontWeight={700} />
            )}
        </>
    )
    return (
        <Box
            fontSize={{base: '2xs', md: 'xs'}}
            fontWeight={500}
            letterSpacing={{base: '0.06em', md: '0.1em'}}
            textTransform="uppercase"
            textAlign="center"
            // Clear of the pause control (on both sides, to stay centred). Translated copy is often longer than
            // the English and a phone has about 300px for it: it wraps onto a second line within the strip's
            // fixed height rather than losing its end (the amount, in 'Spedizione … sopra 90 €').
            px={besideControl ? 10 : 4}
            minW={0}
            maxW="100%"
            lineHeight="1.3"
            noOfLines={2}
        >
            {message.link ? (
                <ContentLink
                    href={message.link}
                    color="inherit"
                    textDecoration="none"
                    _hover={{textDecoration: 'underline'}}
                >
                    {content}
                </ContentLink>
            ) : (
                <span>{content}</span>
            )}
        </Box>
    )
}
