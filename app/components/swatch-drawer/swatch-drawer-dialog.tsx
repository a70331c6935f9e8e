import {useEffect, useState, type RefObject} from 'react'
import {
    Button,
    Drawer,
    DrawerBody,
    DrawerCloseButton,
    DrawerContent,
    DrawerFooter,
    DrawerHeader,
    DrawerOverlay
} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {swatchRowBase} from '../../rules/product/product-display'
import {ColourSwatches} from '../variation-selector/colour-swatches'
import type {VariationOption} from '../variation-selector/variation-model'
import {swatchDrawerMessages as messages} from './messages'

export interface SwatchDrawerDialogProps {
    isOpen: boolean
    onClose: () => void
    options: VariationOption[]
    selected?: string
    onSelect: (value: string) => void
    swatches: Record<string, string | undefined>
    /** Swatch size in px (the product's swatch row base). */
    size: ReturnType<typeof swatchRowBase>
    finalFocusRef: RefObject<HTMLElement>
}

/** The drawer itself, loaded the first time a shopper opens it: the choice is only a draft until confirmed. */
const SwatchDrawerDialog = ({
    isOpen,
    onClose,
    options,
    selected,
    onSelect,
    swatches,
    size,
    finalFocusRef
}: SwatchDrawerDialogProps) => {
    const intl = useIntl()
    const [draft, setDraft] = useState(selected)
    useEffect(() => {
        if (isOpen) setDraft(selected)
    }, [isOpen, selected])
    return (
        <Drawer isOpen={isOpen} onClose={onClose} placement="right" size="sm" finalFocusRef={finalFocusRef}>
            <DrawerOverlay />
            <DrawerContent>
                <DrawerHeader>{intl.formatMessage(messages.title)}</DrawerHeader>
                <DrawerCloseButton aria-label={intl.formatMessage(messages.close)} />
                <DrawerBody>
                    <ColourSwatches
                        name="colour-drawer"
                        options={options}
                        selected={draft}
                        onSelect={setDraft}
                        swatches={swatches}
                        size={size}
                        hideLegend
                    />
                </DrawerBody>
                <DrawerFooter>
                    <Button
                        w="100%"
                        maxW="none"
                        onClick={() => {
                            if (draft) onSelect(draft)
                            onClose()
                        }}
                    >
                        {intl.formatMessage(messages.confirm)}
                    </Button>
                </DrawerFooter>
            </DrawerContent>
        </Drawer>
    )
}

export default SwatchDrawerDialog
