import {chakra} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {BagIcon} from '../icons'
import {useInPrepass} from '../../ssr/prepass'
import {useQuickView, type QuickViewRequest} from './quick-view-context'

const messages = defineMessages({
    open: {id: 'quickView.open', defaultMessage: 'Quick view'},
    openLabel: {id: 'quickView.openLabel', defaultMessage: 'Quick view: {name}'}
})

export interface QuickViewButtonProps extends QuickViewRequest {
    /** The product's name, so each tile's button is told apart by assistive technology. */
    name: string
    /** An icon-only button for beside the price (phones), instead of the label over the image. */
    compact?: boolean
    /** The compact button's accessible name, when it is offered as something else (e.g. 'Add to bag'). */
    label?: string
    icon?: 'eye' | 'bag'
}

const CompactTrigger = chakra('button', {
    baseStyle: {
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        w: '36px',
        h: '36px',
        mt: '-8px',
        mr: '-6px',
        borderRadius: 'full',
        color: 'brand.ink',
        _active: {bg: 'bg.subtle'},
        _focusVisible: {boxShadow: 'outline', outline: 'none'}
    }
})

/** An eye: "have a look" without leaving the list. */
const EyeIcon = () => (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
            d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
        />
        <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
)

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
 * The tile's quick view trigger. Where the device can hover, a label over the image revealed on hover or focus
 * (the grid stays calm until the shopper shows interest); on touch screens a small icon beside the price, so
 * nothing covers the product photos. Loads the modal's code on approach.
 */
export const QuickViewButton = ({
    name,
    compact = false,
    label,
    icon = 'eye',
    ...request
}: QuickViewButtonProps) => {
    const intl = useIntl()
    const quickView = useQuickView()
    // A button for every tile, with no data of its own: the server's data prepass has nothing to find here.
    if (useInPrepass()) return null
    if (compact) {
        return (
            <CompactTrigger
                type="button"
                aria-label={label ?? intl.formatMessage(messages.openLabel, {name})}
                aria-haspopup="dialog"
                onFocus={quickView.preload}
                onClick={() => quickView.open(request)}
            >
                {icon === 'bag' ? <BagIcon boxSize="20px" /> : <EyeIcon />}
            </CompactTrigger>
        )
    }
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
