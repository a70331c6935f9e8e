import {useState} from 'react'
import {Button, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {
    CHECKOUT_STORAGE_KEYS,
    firstShipment,
    readStoredJson,
    useClickAndCollect,
    type CheckoutBasket,
    type CollectionDetails,
    type CollectionStore
} from '../../commerce/checkout'
import {ChosenStore, CollectionForm, StoreSearch} from '../../components/click-and-collect'
import {checkoutMessages, shippingStepMessages as messages} from './messages'

/** The shop already on the shipment, else the one remembered in `selectedStore`. */
const currentStore = (basket: CheckoutBasket): CollectionStore | undefined => {
    const shipment = firstShipment(basket)
    if (shipment?.c_ClickandCollectStoreID) {
        const address = shipment.shippingAddress
        return {
            id: shipment.c_ClickandCollectStoreID,
            name: shipment.c_storeName ?? address?.companyName,
            address1: address?.address1,
            city: address?.city,
            postalCode: address?.postalCode,
            countryCode: address?.countryCode
        }
    }
    return undefined
}

const collectorDefaults = (basket: CheckoutBasket): Partial<CollectionDetails> => {
    const stored = readStoredJson<Partial<CollectionDetails>>(CHECKOUT_STORAGE_KEYS.collectionFormDetails)
    const address = firstShipment(basket)?.shippingAddress
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
    return {
        firstName: text(stored?.firstName) ?? address?.firstName ?? '',
        lastName: text(stored?.lastName) ?? address?.lastName ?? '',
        phone: text(stored?.phone) ?? address?.phone ?? ''
    }
}

/** Step 2, click and collect: choose a shop near a postcode / town, then who collects. */
export const CollectForm = ({
    basket,
    siteCountry,
    onDone
}: {
    basket: CheckoutBasket
    siteCountry: string
    onDone: (basket: CheckoutBasket) => void
}) => {
    const intl = useIntl()
    const {chooseStore, saveCollector, status} = useClickAndCollect(basket.basketId)
    const [store, setStore] = useState(() => currentStore(basket))
    const [changing, setChanging] = useState(!store)
    const [problem, setProblem] = useState<'store' | 'failed'>()
    const busy = status === 'pending'

    const choose = (next: CollectionStore) => {
        setProblem(undefined)
        chooseStore(next).then(
            () => {
                setStore(next)
                setChanging(false)
            },
            () => setProblem('failed')
        )
    }
    const submit = async (details: CollectionDetails) => {
        if (!store) {
            setProblem('store')
            return
        }
        setProblem(undefined)
        try {
            onDone(await saveCollector(store, details))
        } catch {
            setProblem('failed')
        }
    }

    return (
        <Stack spacing={8}>
            {store && !changing ? (
                <ChosenStore store={store} onChange={() => setChanging(true)} />
            ) : (
                <StoreSearch
                    countryCode={siteCountry === 'IE' ? undefined : siteCountry}
                    selectedStoreId={store?.id}
                    onChoose={choose}
                    isDisabled={busy}
                />
            )}
            <CollectionForm
                defaultValues={collectorDefaults(basket)}
                countryCode={store?.countryCode ?? siteCountry}
                onSubmit={submit}
                footer={
                    <>
                        {problem ? (
                            <Text role="alert" color="text.error" fontSize="sm">
                                {intl.formatMessage(
                                    problem === 'store' ? messages.chooseStore : checkoutMessages.generic
                                )}
                            </Text>
                        ) : null}
                        <Button type="submit" w="full" maxW="none" isLoading={busy}>
                            {intl.formatMessage(messages.continue)}
                        </Button>
                    </>
                }
            />
        </Stack>
    )
}
