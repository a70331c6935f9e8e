import {Button, CloseButton, Flex} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useScrollYield} from '../../hooks/scroll-yield'
import {popupMessages as messages} from './messages'

export interface MiniNotificationProps {
    /** The CMS's miniNotificationCopy, e.g. 'Get 10% off'. */
    copy: string
    onOpen: () => void
    onRemove: () => void
}

/**
 * The small button left behind after a sign-up modal's first close (spec 001 §4.4): it reopens the modal;
 * its close icon removes it. Fixed to a corner, so it never moves the page. On phones it slides below the
 * screen's edge while the shopper scrolls down (hooks/scroll-yield), so it does not sit over the swatches or
 * the bag's checkout button they are scrolling to; it stays while it has keyboard focus.
 */
export const MiniNotification = ({copy, onOpen, onRemove}: MiniNotificationProps) => {
    const intl = useIntl()
    const yielding = useScrollYield()
    return (
        <Flex
            position="fixed"
            left={{base: 3, md: 6}}
            bottom={{base: 'calc(12px + env(safe-area-inset-bottom))', md: 6}}
            zIndex="docked"
            data-yielding={yielding || undefined}
            transform={yielding ? 'translateY(calc(100% + 24px + env(safe-area-inset-bottom)))' : undefined}
            pointerEvents={yielding ? 'none' : undefined}
            transition="transform 0.2s ease-out"
            _focusWithin={{transform: 'none', pointerEvents: 'auto'}}
            sx={{'@media (prefers-reduced-motion: reduce)': {transition: 'none'}}}
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
