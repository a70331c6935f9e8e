import {Button, useDisclosure} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {LazySizeGuideModal} from './lazy'
import {sizeGuideMessages} from './messages'

/** 'Size guide' beside the size legend; the dialog's code loads on hover or first click. */
export const SizeGuideLink = ({productId}: {productId: string}) => {
    const intl = useIntl()
    const {isOpen, onOpen, onClose} = useDisclosure()
    return (
        <>
            <Button
                variant="link"
                size="sm"
                fontSize="sm"
                fontWeight={400}
                onClick={onOpen}
                onPointerEnter={() => void LazySizeGuideModal.preload()}
                aria-haspopup="dialog"
            >
                {intl.formatMessage(sizeGuideMessages.link)}
            </Button>
            {isOpen ? <LazySizeGuideModal isOpen={isOpen} onClose={onClose} productId={productId} /> : null}
        </>
    )
}
