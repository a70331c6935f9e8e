import {chakra} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {useQuickView, type QuickViewRequest} from './quick-view-context'

const messages = defineMessages({
    open: {id: 'quickView.open', defaultMessage: 'Quick view'},
    openLabel: {id: 'quickView.openLabel', defaultMessage: 'Quick view: {name}'}
})

export interface QuickViewButtonProps extends QuickViewRequest {
    /** The product's name, so each tile's button is told apart by assistive technology. */
    name: string
}

const Trigger = chakra('button', {
    baseStyle: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        h: '36px',
        px: 4,
        bg: 'rgba(255, 255, 255, 0.94)',
        color: 'brand.ink',
        fontSize: '2xs',
        fontWeight: 600,
        letterSpacing: '0.1em',
        textTransform: 'uppercase',
        whiteSpace: 'nowrap',
        transition: 'opacity 0.2s ease, background-color 0.2s ease',
        _hover: {bg: 'brand.ink', color: 'text.inverse'},
        _focusVisible: {boxShadow: 'outline', outline: 'none', opacity: 1}
    }
})

/**
 * The tile's quick view trigger: always shown on touch screens, revealed on hover or focus where the device
 * can hover (so the grid stays calm until the shopper shows interest). Loads the modal's code on approach.
 */
export const QuickViewButton = ({name, ...request}: QuickViewButtonProps) => {
    const intl = useIntl()
    const quickView = useQuickView()
    return (
        <Trigger
            type="button"
            aria-label={intl.formatMessage(messages.openLabel, {name})}
            aria-haspopup="dialog"
            onPointerEnter={quickView.preload}
            onFocus={quickView.preload}
            onClick={() => quickView.open(request)}
            sx={{'@media (hover: hover)': {opacity: 0, '[data-tile-index]:hover &': {opacity: 1}}}}
        >
            {intl.formatMessage(messages.open)}
        </Trigger>
    )
}
