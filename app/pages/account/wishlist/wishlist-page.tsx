import {useMemo, useState} from 'react'
import {Heading, SimpleGrid, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {useProducts} from '../../../commerce/catalog/use-products'
import {useWishlist, type WishlistItem} from '../../../commerce/customer'
import {ButtonLink} from '../../../components/account-nav'
import {tileModel, type TileSource} from '../../../components/product-tile'
import {useSite} from '../../../site/site-context'
import {AccountSkeleton} from '../account-skeleton'
import {FormOutcome, type Outcome} from '../profile/form-outcome'
import {wishlistMessages as messages} from './messages'
import {WishlistItemCard} from './wishlist-item'

/** /account/wishlist: saved pieces with their current price, movable to the bag or removable. */
export const WishlistPage = () => {
    const intl = useIntl()
    const {currency} = useSite()
    const {items, loadStatus, remove, moveToBag} = useWishlist()
    const ids = useMemo(
        () => Array.from(new Set(items.map((item) => item.productId ?? '').filter(Boolean))),
        [items]
    )
    const products = useProducts(ids)
    const [moving, setMoving] = useState<string>()
    const [outcome, setOutcome] = useState<Outcome>()

    const tiles = useMemo(() => {
        const byId = new Map<string, ReturnType<typeof tileModel>>()
        for (const product of products.data?.data ?? [])
            byId.set(product.id, tileModel(product as unknown as TileSource, {fallbackCurrency: currency}))
        return byId
    }, [currency, products.data])

    const onMove = async (item: WishlistItem, name: string) => {
        setOutcome(undefined)
        setMoving(item.id)
        try {
            await moveToBag(item)
            setOutcome({kind: 'saved', text: intl.formatMessage(messages.moved, {name})})
        } catch {
            setOutcome({kind: 'failed', text: intl.formatMessage(messages.moveFailed)})
        } finally {
            setMoving(undefined)
        }
    }

    if (loadStatus === 'pending' && items.length === 0) return <AccountSkeleton cards={2} />
    return (
        <Stack spacing={8}>
            <Stack spacing={2}>
                <Heading as="h1" size="lg">
                    {intl.formatMessage(messages.heading)}
                </Heading>
                {items.length ? (
                    <Text color="text.secondary">
                        {intl.formatMessage(messages.count, {count: items.length})}
                    </Text>
                ) : null}
            </Stack>
            <FormOutcome outcome={outcome} />
            {items.length === 0 ? (
                <Stack spacing={5} align="flex-start">
                    <Text>{intl.formatMessage(messages.empty)}</Text>
                    <ButtonLink href="/shop/new-arrivals" variant="secondary">
                        {intl.formatMessage(messages.explore)}
                    </ButtonLink>
                </Stack>
            ) : (
                <SimpleGrid
                    as="ul"
                    columns={{base: 2, md: 3, xl: 4}}
                    spacingX={{base: 4, md: 6}}
                    spacingY={10}
                >
                    {items.map((item) => {
                        const tile = tiles.get(item.productId ?? '')
                        return (
                            <WishlistItemCard
                                key={item.id}
                                item={item}
                                tile={tile}
                                isBusy={moving === item.id}
                                unavailable={!tile && !item.pending && products.isSuccess}
                                onMoveToBag={() => void onMove(item, tile?.name ?? item.productId ?? '')}
                                onRemove={() => void remove(item)}
                            />
                        )
                    })}
                </SimpleGrid>
            )}
        </Stack>
    )
}
