import type {ButtonProps} from '@chakra-ui/react'
import {ChevronDownIcon} from '../icons'

/** The look of the listing toolbar's drop-down buttons (filter groups, sort): quiet, compact, a chevron after. */
export const toolbarButtonProps: ButtonProps = {
    variant: 'ghost',
    size: 'sm',
    h: '40px',
    px: 3,
    fontWeight: 500,
    fontSize: 'sm',
    rightIcon: <ChevronDownIcon boxSize="14px" aria-hidden="true" />
}
