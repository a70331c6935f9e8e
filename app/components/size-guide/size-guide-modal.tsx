import {
    Modal,
    ModalBody,
    ModalCloseButton,
    ModalContent,
    ModalHeader,
    ModalOverlay,
    Spinner,
    Text
} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {sizeGuideMessages} from './messages'
import {SizeGuideContent} from './size-guide-content'
import {useSizeGuide} from './use-size-guide'

export interface SizeGuideModalProps {
    isOpen: boolean
    onClose: () => void
    productId?: string
}

/** The size guide for one product in a dialog (spec 001 §2.5), loaded when opened. */
const SizeGuideModal = ({isOpen, onClose, productId}: SizeGuideModalProps) => {
    const intl = useIntl()
    const {data, isLoading, isError} = useSizeGuide(productId, {enabled: isOpen})
    return (
        <Modal isOpen={isOpen} onClose={onClose} size="3xl" scrollBehavior="inside">
            <ModalOverlay />
            <ModalContent>
                <ModalHeader>{data?.title ?? intl.formatMessage(sizeGuideMessages.title)}</ModalHeader>
                <ModalCloseButton aria-label={intl.formatMessage(sizeGuideMessages.close)} />
                <ModalBody pb={8}>
                    {isLoading ? (
                        <Spinner aria-label={intl.formatMessage(sizeGuideMessages.loading)} />
                    ) : null}
                    {isError ? <Text>{intl.formatMessage(sizeGuideMessages.unavailable)}</Text> : null}
                    {data?.html ? <SizeGuideContent html={data.html} hideTitle /> : null}
                </ModalBody>
            </ModalContent>
        </Modal>
    )
}

export default SizeGuideModal
