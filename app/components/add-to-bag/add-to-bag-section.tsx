import {useEffect, useRef, useState, type ReactNode} from 'react'
import {Box, Flex, Stack, useDisclosure} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {BackInStockDialog} from '../back-in-stock'
import type {ProductDoc, VariantDoc} from '../variation-selector/product-document'
import type {BagAvailability} from '../variation-selector/variation-model'
import {AddToBagButton} from './add-to-bag-button'
import {AddToBagStatus} from './add-to-bag-status'
import {addToBagMessages} from './messages'
import {QuantityStepper} from './quantity-stepper'
import {StickyAddToBag} from './sticky-add-to-bag'
import {useAddToBagFlow, type AddToBagTracking} from './use-add-to-bag-flow'

export interface AddToBagSectionProps {
    product: ProductDoc
    variant: VariantDoc | undefined
    availability: BagAvailability
    tracking: AddToBagTracking
    isQuickView?: boolean
    showQuantity?: boolean
    /** Summary shown in the mobile sticky bar (name and price); no sticky bar without it. */
    stickySummary?: ReactNode
    /** Editing a basket line: the button reads 'Save Changes' and updates that line. */
    editItemId?: string
    /** A quantity to start from once known (the edited line's). */
    initialQuantity?: number
}

/** Quantity, add-to-bag button, its status line, the back-in-stock dialog and (on the page) the sticky bar. */
export const AddToBagSection = ({
    product,
    variant,
    availability,
    tracking,
    isQuickView = false,
    showQuantity = true,
    stickySummary,
    editItemId,
    initialQuantity
}: AddToBagSectionProps) => {
    const intl = useIntl()
    const [quantity, setQuantity] = useState(initialQuantity ?? 1)
    useEffect(() => {
        if (initialQuantity) setQuantity(initialQuantity)
    }, [initialQuantity])
    const backInStock = useDisclosure()
    const openBackInStock = backInStock.onOpen
    const flow = useAddToBagFlow({
        product,
        variant,
        availability,
        quantity,
        isQuickView,
        tracking,
        onComingSoon: openBackInStock,
        editItemId
    })
    const buttonRef = useRef<HTMLButtonElement>(null)
    const buttonProps = {
        state: flow.state,
        outOfStock: availability.outOfStock,
        comingSoon: availability.comingSoon,
        onClick: () => void flow.onClick(),
        onPointerEnter: availability.comingSoon ? () => void BackInStockDialog.preload() : undefined,
        idleLabel: editItemId ? intl.formatMessage(addToBagMessages.saveChanges) : undefined
    }
    return (
        <Box>
            <Stack spacing={3}>
                <Flex gap={3}>
                    {showQuantity && !availability.outOfStock ? (
                        <QuantityStepper value={quantity} onChange={setQuantity} />
                    ) : null}
                    {/* minW 0: a long translated label ('Aggiungi alla borsa') wraps instead of widening the page. */}
                    <Box flex="1" minW={0}>
                        <AddToBagButton ref={buttonRef} {...buttonProps} />
                    </Box>
                </Flex>
                <AddToBagStatus message={flow.message} announcement={flow.announcement} />
            </Stack>
            {stickySummary ? (
                <StickyAddToBag target={buttonRef}>
                    <Flex align="center" gap={3}>
                        <Box flex="1" minW={0}>
                            {stickySummary}
                        </Box>
                        <Box flex="0 0 55%">
                            <AddToBagButton {...buttonProps} size="md" />
                        </Box>
                    </Flex>
                </StickyAddToBag>
            ) : null}
            {/* Mounted per opening, so every request starts from a fresh form. */}
            {backInStock.isOpen ? (
                <BackInStockDialog
                    isOpen={backInStock.isOpen}
                    onClose={backInStock.onClose}
                    productId={availability.notifyProductId}
                    productName={product.name ?? ''}
                />
            ) : null}
        </Box>
    )
}
