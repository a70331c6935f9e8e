import {Box, Text, VisuallyHidden} from '@chakra-ui/react'
import {useIntl, type MessageDescriptor} from 'react-intl'
import {addToBagMessages} from './messages'

export interface AddToBagStatusProps {
    message?: MessageDescriptor
    /** The product just added (empty until something is). */
    announcement: string
}

/** The prompt or error under the button, and a polite live region announcing a successful add. */
export const AddToBagStatus = ({message, announcement}: AddToBagStatusProps) => {
    const intl = useIntl()
    return (
        <Box>
            <Box role="alert">
                {message ? (
                    <Text mt={2} fontSize="sm" color="brand.sale">
                        {intl.formatMessage(message)}
                    </Text>
                ) : null}
            </Box>
            <VisuallyHidden role="status" aria-live="polite">
                {announcement
                    ? intl.formatMessage(addToBagMessages.addedAnnouncement, {name: announcement})
                    : ''}
            </VisuallyHidden>
        </Box>
    )
}
