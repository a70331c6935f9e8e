import {
    Button,
    Heading,
    Modal,
    ModalBody,
    ModalCloseButton,
    ModalContent,
    ModalOverlay,
    Stack,
    Text
} from '@chakra-ui/react'
import {useId} from 'react'
import {useIntl} from 'react-intl'
import type {Popup} from '../../content/model/popups'
import {fillAmount} from '../../rules/engagement/scarcity'
import {popupMessages as messages} from './messages'

export interface ScarcityDialogProps {
    popup: Popup
    /** The formatted saving that fills {0}. */
    amount: string
    onClose: () => void
    onCta: () => void
}

/**
 * A scarcity popup (spec 001 §4.4, §9 'scarcity popover' and 'scarcity popover mini'): a small card in the
 * corner on wide screens, a bottom sheet on phones. A real dialog (focus trapped, Escape closes, focus
 * returns), but the page stays scrollable behind it.
 */
const ScarcityDialog = ({popup, amount, onClose, onCta}: ScarcityDialogProps) => {
    const intl = useIntl()
    const id = useId()
    const mini = popup.variant === 'scarcity-mini-savings'
    return (
        <Modal isOpen onClose={onClose} blockScrollOnMount={false} motionPreset="slideInBottom">
            <ModalOverlay bg="rgba(17, 17, 17, 0.2)" />
            <ModalContent
                aria-labelledby={`${id}-title`}
                aria-describedby={`${id}-text`}
                containerProps={{
                    alignItems: 'flex-end',
                    justifyContent: {base: 'center', md: 'flex-end'}
                }}
                m={{base: 0, md: 6}}
                maxW={{base: '100%', md: mini ? '340px' : '400px'}}
                data-testid={`popup-${popup.variant}`}
            >
                <ModalCloseButton aria-label={intl.formatMessage(messages.close)} />
                <ModalBody px={6} pt={mini ? 6 : 8} pb={6}>
                    <Stack spacing={mini ? 3 : 4} pe={8}>
                        {popup.promoTagEnabled && amount ? (
                            <Text
                                alignSelf="flex-start"
                                fontSize="2xs"
                                fontWeight="semibold"
                                letterSpacing="wider"
                                textTransform="uppercase"
                                bg="brand.accent"
                                color="text.inverse"
                                px={2}
                                py={1}
                            >
                                {intl.formatMessage(messages.saving, {amount})}
                            </Text>
                        ) : null}
                        <Heading as="h2" id={`${id}-title`} fontSize={mini ? 'md' : 'lg'}>
                            {fillAmount(popup.heading, amount)}
                        </Heading>
                        <Text id={`${id}-text`} fontSize="sm" color="text.secondary">
                            {fillAmount(popup.subheading, amount)}
                        </Text>
                    </Stack>
                    <Button
                        mt={mini ? 4 : 5}
                        w="full"
                        maxW="none"
                        size={mini ? 'sm' : 'md'}
                        h="44px"
                        onClick={onCta}
                    >
                        {popup.ctaText}
                    </Button>
                </ModalBody>
            </ModalContent>
        </Modal>
    )
}

export default ScarcityDialog
