import {Button, CloseButton, Flex} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {popupMessages as messages} from './messages'

export interface MiniNotificationProps {
    /** The CMS's miniNotificationCopy, e.g. 'Get 10% off'. */
    copy: string
    onOpen: () => void
    onRemove: () => void
}

/**
 * The small button left behind after a sign-up modal's first close (spec 001 §4.4): it reopens the modal;
 * its close icon removes it. Fixed to a corner, so it never moves the page.
 */
export const MiniNotification = ({copy, onOpen, onRemove}: MiniNotificationProps) => {
    const intl = useIntl()
    return (
        <Flex
            position="fixed"
            left={{base: 3, md: 6}}
            bottom={{base: 3, md: 6}}
            zIndex="docked"
            align="center"
            bg="brand.ink"
            color="text.inverse"
            boxShadow="panel"
            data-testid="mini-notification"
        >
            <Button
                variant="primary"
                size="sm"
                h="44px"
                px={5}
                onClick={onOpen}
                aria-haspopup="dialog"
                title={intl.formatMessage(messages.reopen)}
            >
                {copy}
            </Button>
            <CloseButton
                size="sm"
                w="44px"
                h="44px"
                borderRadius="none"
                color="text.inverse"
                _hover={{bg: 'grey.800'}}
                aria-label={intl.formatMessage(messages.removeMini)}
                onClick={onRemove}
            />
        </Flex>
    )
}
