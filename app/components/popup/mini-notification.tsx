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

/** Phones: a narrow tab on the screen's left edge, reading upwards; wider screens: a pill in the corner. */
const PHONE_TAB_PX = 32

/**
 * The small button left behind after a sign-up modal's first close (spec 001 §4.4): it reopens the modal;
 * its close icon removes it. Fixed, so it never moves the page.
 *
 * On phones it is a tab docked to the left edge a little above the middle of the screen: a pill in the bottom
 * corner sat over the product page's first swatches and the bag's checkout button, which is where a phone's
 * controls are. The tab covers only the page's margin and the edge of a picture. It also slides off the edge
 * while the shopper scrolls down (hooks/scroll-yield) and stays while it has keyboard focus.
 */
export const MiniNotification = ({copy, onOpen, onRemove}: MiniNotificationProps) => {
    const intl = useIntl()
    const yielding = useScrollYield()
    return (
        <Flex
            position="fixed"
            left={{base: 'env(safe-area-inset-left, 0px)', md: 6}}
            top={{base: '38%', md: 'auto'}}
            bottom={{base: 'auto', md: 6}}
            direction={{base: 'column-reverse', md: 'row'}}
            zIndex="docked"
            data-yielding={yielding || undefined}
            transform={yielding ? 'translateX(calc(-100% - env(safe-area-inset-left, 0px)))' : undefined}
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
                w={{base: `${PHONE_TAB_PX}px`, md: 'auto'}}
                minW={0}
                h={{base: 'auto', md: '44px'}}
                px={{base: 0, md: 5}}
                py={{base: 4, md: 0}}
                // Sideways and turned, so the copy reads upwards in every script (CJK included).
                sx={{
                    writingMode: {base: 'vertical-rl', md: 'horizontal-tb'},
                    textOrientation: {base: 'sideways', md: 'mixed'},
                    transform: {base: 'rotate(180deg)', md: 'none'}
                }}
                onClick={onOpen}
                aria-haspopup="dialog"
                title={intl.formatMessage(messages.reopen)}
            >
                {copy}
            </Button>
            <CloseButton
                size="sm"
                w={{base: `${PHONE_TAB_PX}px`, md: '44px'}}
                h={{base: `${PHONE_TAB_PX}px`, md: '44px'}}
                borderRadius="none"
                color="text.inverse"
                _hover={{bg: 'grey.800'}}
                aria-label={intl.formatMessage(messages.removeMini)}
                onClick={onRemove}
            />
        </Flex>
    )
}
