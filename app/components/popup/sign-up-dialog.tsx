import {Box, Flex, Modal, ModalBody, ModalCloseButton, ModalContent, ModalOverlay} from '@chakra-ui/react'
import type {FocusEvent} from 'react'
import {useIntl} from 'react-intl'
import {siteContentKey} from '../_app/content-keys'
import type {ContentJson} from '../../content/content-types'
import type {SignUpForm as SignUpFormModel} from '../../content/model'
import type {SignUpModal} from '../../content/model/popups'
import {stripHtml} from '../../content/html/strip-html'
import {useContentByKey} from '../../content/use-content'
import {useSite} from '../../site/site-context'
import {isCmsImage, ResponsiveImage} from '../image'
import {SignUpForm} from '../sign-up-form'
import {popupMessages as messages} from './messages'

export interface SignUpDialogProps {
    modal: SignUpModal
    onClose: () => void
    /** The form reached its success view. */
    onSubmitted: () => void
}

/** The form's opening heading names the dialog; the variant's label when the copy has none. */
const headingOf = (form: SignUpFormModel): string | undefined => {
    const heading = /<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/i.exec(form.formCopy?.start ?? '')?.[1]
    return heading ? stripHtml(heading).trim() || undefined : undefined
}

/** The success view takes focus when it replaces the form (components/sign-up-form/success-view.tsx). */
const SUCCESS_VIEW = '[data-testid="sign-up-success"]'

/**
 * A welcome, insiders or RPHM sign-up modal (spec 001 §4.4): the CMS form named by the modal data, with the
 * campaign picture beside it on wider screens. Opens only once the form has loaded, so it never flashes
 * empty; focus is trapped inside, Escape closes, and focus returns where it was.
 */
const SignUpDialog = ({modal, onClose, onSubmitted}: SignUpDialogProps) => {
    const intl = useIntl()
    const {site, config} = useSite()
    const form = useContentByKey<SignUpFormModel & ContentJson>(
        siteContentKey(modal.deliveryKey, site, config)
    ).data
    if (!form) return null
    const image = form.media?.image
    const withImage = isCmsImage(image)
    const label = headingOf(form) ?? intl.formatMessage(messages[modal.variant])
    const onFocusCapture = (event: FocusEvent<HTMLElement>) => {
        if (event.target instanceof Element && event.target.matches(SUCCESS_VIEW)) onSubmitted()
    }
    return (
        <Modal isOpen onClose={onClose} size="3xl" isCentered scrollBehavior="inside">
            <ModalOverlay />
            {/* On a phone a full-width sheet from the bottom, as tall as the form (a short form leaves no blank
                screen above the page); from tablets a centred dialog. */}
            <ModalContent
                aria-label={label}
                data-testid={`sign-up-popup-${modal.variant}`}
                containerProps={{alignItems: {base: 'flex-end', md: 'center'}}}
                maxW={{base: '100vw', md: withImage ? '3xl' : 'xl'}}
                maxH={{base: '92vh', md: 'calc(100% - 7.5rem)'}}
                mx={{base: 0, md: 4}}
                my={{base: 0, md: 'auto'}}
            >
                <ModalCloseButton aria-label={intl.formatMessage(messages.close)} zIndex={1} bg="bg.canvas" />
                <ModalBody p={0}>
                    <Flex
                        direction={{base: 'column', md: 'row'}}
                        minH={{md: withImage ? '520px' : undefined}}
                    >
                        {withImage ? (
                            <Box
                                position="relative"
                                flex={{md: '0 0 45%'}}
                                h={{base: '180px', md: 'auto'}}
                                overflow="hidden"
                            >
                                <ResponsiveImage
                                    source={image}
                                    alt={form.media?.imageAltText ?? ''}
                                    fill
                                    ratio={{base: 2.2, md: 0.75}}
                                    sizes="(min-width: 768px) 340px, 100vw"
                                />
                            </Box>
                        ) : null}
                        <Box
                            flex="1"
                            px={{base: 6, md: 10}}
                            py={{base: 8, md: 12}}
                            onFocusCapture={onFocusCapture}
                        >
                            <SignUpForm form={form} hideSMSField={modal.hideSMSField} />
                        </Box>
                    </Flex>
                </ModalBody>
            </ModalContent>
        </Modal>
    )
}

export default SignUpDialog
