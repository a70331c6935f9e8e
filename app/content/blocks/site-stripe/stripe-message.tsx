import {Box} from '@chakra-ui/react'
import {ContentLink} from '../../links/content-link'
import type {SiteStripeMessage} from '../../model'
import {Countdown} from '../shared/countdown'

/** One announcement: its text (linked when it has a link) and, when set, a live countdown. The text is the
 * countdown's lead-in ("…ends in"), so the clock adds no hidden lead of its own. */
export const StripeMessage = ({message}: {message: SiteStripeMessage}) => {
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
            // Clear of the pause control on either side; long copy ends in an ellipsis, never under it.
            px={10}
            minW={0}
            maxW="100%"
            whiteSpace="nowrap"
            overflow="hidden"
            textOverflow="ellipsis"
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
