import {useState} from 'react'
import {Box} from '@chakra-ui/react'
import {
    useBasketProducts,
    useGiftCertificateItems,
    useRemoveBasketLine,
    useUpdateBasketLine,
    type Basket
} from '../../commerce/basket'
import {itemsNewestFirst} from '../../rules/basket'
import {BasketLine} from './basket-line'
import {GiftCertificateLine} from './gift-certificate-line'
import {lineView} from './line-model'

export interface BasketLinesProps {
    basket: Basket
    currency: string
    compact?: boolean
    onNavigate?: () => void
}

/**
 * The bag's lines, newest first (spec 000 §9): digital gift cards, then products. Each change is sent at
 * once; while it runs the line dims, and a failure is shown on the line itself.
 */
export const BasketLines = ({basket, currency, compact, onNavigate}: BasketLinesProps) => {
    const products = useBasketProducts(basket)
    const updateLine = useUpdateBasketLine()
    const {remove} = useRemoveBasketLine()
    const giftCards = useGiftCertificateItems()
    const [busy, setBusy] = useState<string | undefined>()
    const [errors, setErrors] = useState<Record<string, string>>({})

    const track = async (id: string, work: () => Promise<unknown>) => {
        setBusy(id)
        setErrors(({[id]: _dropped, ...rest}) => rest)
        try {
            await work()
        } catch (error) {
            setErrors((current) => ({...current, [id]: (error as Error).message}))
        } finally {
            setBusy((current) => (current === id ? undefined : current))
        }
    }

    return (
        <Box
            as="ul"
            listStyleType="none"
            m={0}
            p={0}
            sx={{'& > li + li': {borderTop: '1px solid', borderColor: 'border.subtle'}}}
        >
            {itemsNewestFirst(basket.giftCertificateItems).map((item) => {
                const id = item.giftCertificateItemId ?? ''
                return (
                    <GiftCertificateLine
                        key={id}
                        item={item}
                        currency={currency}
                        compact={compact}
                        onNavigate={onNavigate}
                        isBusy={busy === id}
                        error={errors[id]}
                        onRemove={() => void track(id, () => giftCards.remove(id))}
                    />
                )
            })}
            {itemsNewestFirst(basket.productItems).map((item) => {
                const line = lineView(
                    item,
                    products.data?.get(item.productId ?? ''),
                    basket.flash,
                    products.fetchStatus === 'fetching'
                )
                return (
                    <BasketLine
                        key={line.itemId}
                        line={line}
                        currency={currency}
                        compact={compact}
                        onNavigate={onNavigate}
                        isBusy={busy === line.itemId}
                        error={errors[line.itemId]}
                        onQuantityChange={(quantity) =>
                            void track(line.itemId, () => updateLine(line.itemId, line.productId, quantity))
                        }
                        onRemove={() => void track(line.itemId, () => remove(line.itemId))}
                    />
                )
            })}
        </Box>
    )
}
