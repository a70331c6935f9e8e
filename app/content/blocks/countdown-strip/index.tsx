import {Box, Flex, Text} from '@chakra-ui/react'
import {ContentLink} from '../../links/content-link'
import type {CountdownStrip} from '../../model'
import type {BlockProps} from '../../render/block-props'
import {Countdown} from '../shared/countdown'

/** A strip counting down to the end of an offer (listing pages, campaigns). */
const CountdownStripBlock = ({item}: BlockProps<CountdownStrip>) => {
    if (!item.copy) return null
    const body = (
        <Flex
            justify="center"
            align="center"
            gap={{base: 2, md: 4}}
            wrap="wrap"
            py={3}
            px={5}
            fontSize={{base: 'xs', md: 'sm'}}
            fontWeight={600}
            letterSpacing="0.08em"
            textTransform="uppercase"
            textAlign="center"
        >
            <Text as="span">{item.copy}</Text>
            {/* The copy is the clock's lead-in ("Final reductions end in"): no second, hidden one. */}
            <Countdown date={item.countdownDate} lead={false} fontWeight={700} />
        </Flex>
    )
    return (
        <Box as="aside" bg={item.backgroundColour || 'brand.ink'} color={item.textColour || 'brand.paper'}>
            {item.link ? (
                <ContentLink
                    href={item.link}
                    display="block"
                    color="inherit"
                    _hover={{textDecoration: 'none', opacity: 0.9}}
                >
                    {body}
                </ContentLink>
            ) : (
                body
            )}
        </Box>
    )
}

export default CountdownStripBlock
