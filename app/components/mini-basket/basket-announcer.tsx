import {useEffect, useRef, useState} from 'react'
import {VisuallyHidden} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {currencyDisplayFor} from '../../region/currency'
import {basketMessages as messages} from './messages'

/** Tells screen-reader users when the bag changes (a quantity, a removal, a code), with the new subtotal. */
export const BasketAnnouncer = ({
    subtotal,
    currency,
    version
}: {
    subtotal?: number
    currency: string
    version?: string
}) => {
    const intl = useIntl()
    const [text, setText] = useState('')
    const first = useRef(true)
    useEffect(() => {
        if (first.current) {
            first.current = false
            return
        }
        const amount = intl.formatNumber(subtotal ?? 0, {
            style: 'currency',
            currency,
            currencyDisplay: currencyDisplayFor(currency)
        })
        setText(intl.formatMessage(messages.updated, {amount}))
        // Announce once per basket change (the version is the basket's lastModified stamp).
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [version])
    return (
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
            {text}
        </VisuallyHidden>
    )
}
