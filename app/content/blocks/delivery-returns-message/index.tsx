import {Box, Stack, Text} from '@chakra-ui/react'
import {RichText} from '../../html/rich-text'
import {ContentLink} from '../../links/content-link'
import type {DeliveryReturnsMessage} from '../../model'
import type {BlockProps} from '../../render/block-props'

/** The product page's delivery, returns and click-and-collect notes, one slot each. */
const DeliveryReturnsMessageBlock = ({item}: BlockProps<DeliveryReturnsMessage>) => {
    const slots = (item.slots ?? []).filter((slot) => slot?.title)
    if (!slots.length) return null
    return (
        <Stack as="ul" listStyleType="none" spacing={4}>
            {slots.map((slot) => (
                <Box as="li" key={slot.slotId} data-slot={slot.slotId}>
                    <Text fontWeight={600} fontSize="sm">
                        {slot.link ? (
                            <ContentLink href={slot.link} textDecoration="underline">
                                {slot.title}
                            </ContentLink>
                        ) : (
                            slot.title
                        )}
                    </Text>
                    <RichText html={slot.copy} fontSize="sm" color="text.secondary" mt={1} />
                </Box>
            ))}
        </Stack>
    )
}

export default DeliveryReturnsMessageBlock
