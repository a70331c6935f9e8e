import {useEffect, useMemo, useState} from 'react'
import {Box, Button, Checkbox, Stack, Text} from '@chakra-ui/react'
import {useForm} from 'react-hook-form'
import {useIntl} from 'react-intl'
import {
    firstShipment,
    toAddressFormValues,
    useSetShippingMethod,
    useShippingAddress,
    useShippingMethods,
    type AddressFormValues,
    type CheckoutBasket
} from '../../commerce/checkout'
import {isSameAddress} from '../../rules/account'
import {
    AddressFields,
    useDeliveryCountries,
    NEW_ADDRESS,
    SavedAddressPicker,
    addressMessages,
    type SavedAddress
} from '../../components/shipping-address-form'
import {ShippingMethodList} from '../../components/shipping-methods'
import {checkoutMessages, shippingStepMessages as messages} from './messages'

export interface DeliveryFormProps {
    basket: CheckoutBasket
    siteCountry: string
    savedAddresses: readonly SavedAddress[]
    isRegistered: boolean
    onDone: (basket: CheckoutBasket) => void
}

const matchingSaved = (saved: readonly SavedAddress[], basket: CheckoutBasket) => {
    const current = firstShipment(basket)?.shippingAddress
    if (current?.address1) {
        const found = saved.find((address) => isSameAddress({...address, addressId: undefined}, {...current}))
        return found?.addressId ?? NEW_ADDRESS
    }
    return (
        saved.find((address) => (address as {preferred?: boolean}).preferred)?.addressId ??
        saved[0]?.addressId ??
        NEW_ADDRESS
    )
}

/** Step 2, delivery: a saved or new address (rules per country), then a delivery method priced for it. */
export const DeliveryForm = ({
    basket,
    siteCountry,
    savedAddresses,
    isRegistered,
    onDone
}: DeliveryFormProps) => {
    const intl = useIntl()
    const shipment = firstShipment(basket)
    const countries = useDeliveryCountries(siteCountry)
    const form = useForm<AddressFormValues>({
        defaultValues: toAddressFormValues(
            shipment?.c_ClickandCollectStoreID ? undefined : shipment?.shippingAddress,
            countries[0]
        )
    })
    const [savedId, setSavedId] = useState(() => matchingSaved(savedAddresses, basket))
    const [addToSaved, setAddToSaved] = useState(isRegistered)
    const [methodId, setMethodId] = useState(shipment?.shippingMethod?.id)
    const [methodError, setMethodError] = useState(false)
    const [failed, setFailed] = useState(false)
    const saved = savedAddresses.find((address) => address.addressId === savedId)
    const [countryCode, postalCode] = form.watch(['countryCode', 'postalCode'])
    const destination = saved
        ? {countryCode: saved.countryCode, postalCode: saved.postalCode}
        : {countryCode, postalCode}
    const {delivery, defaultMethodId, isLoading} = useShippingMethods(basket.basketId, destination)
    const address = useShippingAddress(basket.basketId)
    const method = useSetShippingMethod(basket.basketId)
    const ids = useMemo(() => delivery.map((entry) => entry.id), [delivery])

    useEffect(() => {
        // A method that does not serve the new destination is replaced by the default one.
        if (ids.length && (!methodId || !ids.includes(methodId))) setMethodId(defaultMethodId ?? ids[0])
    }, [ids, methodId, defaultMethodId])

    const save = async (values: AddressFormValues) => {
        setFailed(false)
        if (!methodId || !ids.includes(methodId)) {
            setMethodError(true)
            return
        }
        try {
            await address.saveShippingAddress(values, {addToSaved: !saved && isRegistered && addToSaved})
            onDone(await method.setShippingMethod(methodId))
        } catch {
            setFailed(true)
        }
    }
    const busy = address.status === 'pending' || method.status === 'pending'

    return (
        <Box
            as="form"
            noValidate
            onSubmit={(event) => {
                if (saved) {
                    event.preventDefault()
                    void save(toAddressFormValues(saved, countries[0]))
                } else void form.handleSubmit(save)(event)
            }}
        >
            <Stack spacing={8}>
                <SavedAddressPicker addresses={savedAddresses} value={savedId} onChange={setSavedId} />
                {!saved ? <AddressFields form={form} countries={countries} section="shipping" /> : null}
                {!saved && isRegistered ? (
                    <Checkbox
                        isChecked={addToSaved}
                        onChange={(event) => setAddToSaved(event.target.checked)}
                    >
                        {intl.formatMessage(addressMessages.saveAddress)}
                    </Checkbox>
                ) : null}
                <ShippingMethodList
                    methods={delivery}
                    value={methodId}
                    onChange={(id) => {
                        setMethodId(id)
                        setMethodError(false)
                    }}
                    currency={basket.currency ?? 'GBP'}
                    isLoading={isLoading}
                    awaitingAddress={!destination.countryCode}
                    error={methodError ? intl.formatMessage(messages.chooseMethod) : undefined}
                />
                {failed ? (
                    <Text role="alert" color="text.error" fontSize="sm">
                        {intl.formatMessage(checkoutMessages.generic)}
                    </Text>
                ) : null}
                <Button type="submit" w="full" maxW="none" isLoading={busy}>
                    {intl.formatMessage(messages.continue)}
                </Button>
            </Stack>
        </Box>
    )
}
