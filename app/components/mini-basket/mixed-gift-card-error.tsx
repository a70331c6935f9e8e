import {Box, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {basketMessages as messages} from './messages'

/** Spec 000 §4 / 001 §4.6: a bag with digital gift cards and products is a cart error, with guidance. */
export const MixedGiftCardError = () => {
    const intl = useIntl()
    return (
        <Box
            role="alert"
            borderLeft="3px solid"
            borderColor="text.error"
            bg="#fbf1f0"
            px={4}
            py={3}
            data-testid="mixed-gift-card-error"
        >
            <Text fontSize="sm" fontWeight={600} color="text.error">
                {intl.formatMessage(messages.mixedGiftCards)}
            </Text>
            <Text fontSize="xs" color="text.secondary" mt={1}>
                {intl.formatMessage(messages.mixedGiftCardsHelp)}
            </Text>
        </Box>
    )
}
