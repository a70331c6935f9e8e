import {forwardRef} from 'react'
import {Button, type ButtonProps} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {
    ADD_TO_BAG_LABELS,
    addToBagLabel,
    isAddToBagDisabled,
    type AddToBagState
} from '../../rules/product/add-to-bag'
import {addToBagMessages, labelMessage} from './messages'

export interface AddToBagButtonProps extends Omit<ButtonProps, 'children' | 'isDisabled' | 'isLoading'> {
    state: AddToBagState
    outOfStock: boolean
    comingSoon: boolean
    disabledByCaller?: boolean
    /** Replaces 'Add To Bag' in the idle, buyable state (e.g. 'Save Changes' when editing a line). */
    idleLabel?: string
}

/**
 * The add-to-bag button (spec 001 §4.5): its label and disabled state come from the rules; a coming-soon
 * button stays enabled because it opens the back-in-stock dialog.
 */
export const AddToBagButton = forwardRef<HTMLButtonElement, AddToBagButtonProps>(function AddToBagButton(
    {state, outOfStock, comingSoon, disabledByCaller, idleLabel, ...rest},
    ref
) {
    const intl = useIntl()
    const view = {state, outOfStock, comingSoon, disabledByCaller}
    return (
        <Button
            ref={ref}
            w="100%"
            maxW="none"
            size="lg"
            // Labels run long in some languages: on a phone they wrap to two lines rather than overflow.
            h="auto"
            minH={rest.size === 'md' ? 10 : 12}
            py={2}
            px={{base: 4, md: 6}}
            whiteSpace="normal"
            lineHeight="short"
            variant={comingSoon && state !== 'success' ? 'secondary' : 'primary'}
            isDisabled={isAddToBagDisabled(view)}
            isLoading={state === 'loading'}
            loadingText={intl.formatMessage(addToBagMessages.adding)}
            data-state={state}
            {...rest}
        >
            {idleLabel && addToBagLabel(view) === ADD_TO_BAG_LABELS.add
                ? idleLabel
                : intl.formatMessage(labelMessage(addToBagLabel(view)))}
        </Button>
    )
})
