import {Box, type BoxProps, type SystemStyleObject, visuallyHiddenStyle} from '@chakra-ui/react'
import {defineMessages, useIntl} from 'react-intl'
import {currencyDisplayFor} from '../../region/currency'
import {priceDisplay} from '../../rules/price'

const messages = defineMessages({
    free: {id: 'price.free', defaultMessage: 'FREE'},
    bonus: {id: 'price.bonus', defaultMessage: 'Bonus'},
    salePrice: {id: 'price.salePrice', defaultMessage: 'Sale price'},
    originalPrice: {id: 'price.originalPrice', defaultMessage: 'Original price'},
    percentOff: {id: 'price.percentOff', defaultMessage: '{percent}% off'}
})

/**
 * A sale price's parts are plain elements styled from the price's one class: prices repeat on every tile of a
 * listing, where a Chakra component per part was most of a tile's price cost.
 */
const SALE_STYLES: SystemStyleObject = {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: 2,
    alignItems: 'baseline',
    '& .price-now': {color: 'brand.sale', fontWeight: 600},
    '& .price-was': {color: 'text.muted'},
    '& .price-off': {color: 'brand.sale', fontSize: '0.85em'},
    // Read by screen readers, not shown.
    '& .price-label': visuallyHiddenStyle
}

export interface PriceProps extends Omit<BoxProps, 'children'> {
    price?: number | null
    /** c_standardPrice (or the list price): shown struck through when higher than the price. */
    standardPrice?: number | null
    minPrice?: number | null
    maxPrice?: number | null
    currency: string
    hideMarkdownPrice?: boolean
    isBonus?: boolean
    /** Show "20% off" beside a sale price (only ever when positive). */
    showDiscount?: boolean
}

/**
 * A price per spec 000 §9 and 001 §9 (the rules live in rules/price): 'FREE' at 0, 'min - max' for ranges, the
 * sale price beside the struck-through standard price, the markdown style from 100. Amounts use the locale's
 * format and the currency's own fraction digits; AUD shows as a code, other currencies as symbols.
 */
export const Price = ({
    price,
    standardPrice,
    minPrice,
    maxPrice,
    currency,
    hideMarkdownPrice,
    isBonus,
    showDiscount = false,
    ...rest
}: PriceProps) => {
    const intl = useIntl()
    const display = priceDisplay({
        price,
        standardPrice,
        minPrice,
        maxPrice,
        currency,
        hideMarkdownPrice,
        isBonus,
        locale: intl.locale
    })
    const format = (amount: number) =>
        intl.formatNumber(amount, {
            style: 'currency',
            currency,
            currencyDisplay: currencyDisplayFor(currency)
        })
    const className = ['price', display.styleClass].filter(Boolean).join(' ')
    switch (display.kind) {
        case 'none':
            return null
        case 'bonus':
        case 'free':
            return (
                <Box className={className} fontWeight={600} {...rest}>
                    {intl.formatMessage(display.kind === 'free' ? messages.free : messages.bonus)}
                </Box>
            )
        case 'range': {
            const low = Math.min(minPrice as number, maxPrice as number)
            const high = Math.max(minPrice as number, maxPrice as number)
            return (
                <Box className={className} {...rest}>
                    {`${format(low)} - ${format(high)}`}
                </Box>
            )
        }
        case 'sale':
            return (
                <Box className={className} sx={SALE_STYLES} {...rest}>
                    <span className="price-now">
                        <span className="price-label">{intl.formatMessage(messages.salePrice)}</span>
                        {format(price ?? (minPrice as number))}
                    </span>
                    <s className="price-was">
                        <span className="price-label">{intl.formatMessage(messages.originalPrice)}</span>
                        {format(standardPrice as number)}
                    </s>
                    {showDiscount && display.discountPercent && (
                        <span className="price-off">
                            {intl.formatMessage(messages.percentOff, {percent: display.discountPercent})}
                        </span>
                    )}
                </Box>
            )
        default:
            return (
                <Box className={className} {...rest}>
                    {format(price ?? (minPrice as number))}
                </Box>
            )
    }
}
