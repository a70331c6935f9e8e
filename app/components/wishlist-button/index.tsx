import {Button, Text} from '@chakra-ui/react'
import {useState} from 'react'
import {defineMessages, useIntl} from 'react-intl'
import {useHistory, useLocation} from 'react-router-dom'
import {useWishlist} from '../../commerce/customer/use-wishlist'
import {useRegisteredCustomer} from '../../commerce/customer/use-registered-customer'
import {loginUrlFor} from '../../pages/login/return-url'
import {useSite} from '../../site/site-context'
import {HeartIcon} from '../icons'

const messages = defineMessages({
    add: {id: 'wishlist.add', defaultMessage: 'Add to wishlist'},
    saved: {id: 'wishlist.saved', defaultMessage: 'Saved to wishlist'},
    failed: {id: 'wishlist.failed', defaultMessage: "We couldn't update your wishlist. Please try again."}
})

/**
 * Saves the chosen product to the signed-in shopper's wishlist (spec 001 §4.1: shown at once, then replaced by
 * the server's item); a second press takes it off again. The wishlist is for registered shoppers only (§6), so
 * a guest is taken to sign in and brought back to this page.
 */
export const WishlistButton = ({productId}: {productId: string}) => {
    const intl = useIntl()
    const history = useHistory()
    const {pathname, search} = useLocation()
    const {buildUrl} = useSite()
    const {isRegistered} = useRegisteredCustomer()
    const wishlist = useWishlist()
    const [failed, setFailed] = useState(false)
    const saved = wishlist.items.find((item) => item.productId === productId)

    const toggle = async () => {
        if (!isRegistered) {
            history.push(loginUrlFor(buildUrl('/login'), pathname + search))
            return
        }
        setFailed(false)
        try {
            if (saved) await wishlist.remove(saved)
            else await wishlist.add(productId)
        } catch {
            setFailed(true)
        }
    }

    return (
        <>
            <Button
                variant="ghost"
                size="sm"
                alignSelf="flex-start"
                px={0}
                leftIcon={
                    <HeartIcon boxSize="20px" sx={saved ? {'& g': {fill: 'currentColor'}} : undefined} />
                }
                aria-pressed={Boolean(saved)}
                isDisabled={wishlist.status === 'adding' || wishlist.status === 'updating'}
                onClick={() => void toggle()}
            >
                {intl.formatMessage(saved ? messages.saved : messages.add)}
            </Button>
            {failed ? (
                <Text role="alert" fontSize="sm" color="text.error">
                    {intl.formatMessage(messages.failed)}
                </Text>
            ) : null}
        </>
    )
}
