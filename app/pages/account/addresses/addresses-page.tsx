import {useState} from 'react'
import {Box, Button, Heading, SimpleGrid, Stack, Text} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {
    toAddressInput,
    useAddresses,
    type AddressInput,
    type CustomerAddress
} from '../../../commerce/customer'
import {AddressForm} from '../../../components/address-form'
import {useSite} from '../../../site/site-context'
import {AccountSkeleton} from '../account-skeleton'
import {FormOutcome, type Outcome} from '../profile/form-outcome'
import {AddressCard} from './address-card'
import {addressesMessages as messages} from './messages'

type Editing = {mode: 'new'} | {mode: 'edit'; address: CustomerAddress} | undefined

const blankAddress = (countryCode: string): AddressInput => ({
    firstName: '',
    lastName: '',
    address1: '',
    address2: '',
    city: '',
    stateCode: '',
    postalCode: '',
    countryCode,
    phone: '',
    preferred: false
})

/** /account/addresses: list, add, edit, remove (at once, undone on failure) and choose the default. */
export const AddressesPage = () => {
    const intl = useIntl()
    const {site} = useSite()
    const {addresses, loadStatus, save, setPreferred, remove} = useAddresses()
    const [editing, setEditing] = useState<Editing>()
    const [outcome, setOutcome] = useState<Outcome>()

    const attempt = async (change: () => Promise<unknown>, saved: string, failed: string) => {
        setOutcome(undefined)
        try {
            await change()
            setOutcome({kind: 'saved', text: saved})
        } catch {
            setOutcome({kind: 'failed', text: failed})
        }
    }

    const onSubmit = async (values: AddressInput) => {
        const existing = editing?.mode === 'edit' ? editing.address : undefined
        await attempt(
            async () => {
                await save(values, existing)
                setEditing(undefined)
            },
            intl.formatMessage(messages.saved),
            intl.formatMessage(messages.saveFailed)
        )
    }

    if (loadStatus === 'pending' && addresses.length === 0) return <AccountSkeleton cards={2} />
    return (
        <Stack spacing={8}>
            <Stack spacing={2}>
                <Heading as="h1" size="lg">
                    {intl.formatMessage(messages.heading)}
                </Heading>
                <Text color="text.secondary">{intl.formatMessage(messages.intro)}</Text>
            </Stack>
            <FormOutcome outcome={outcome} />
            {editing ? (
                <Box borderWidth="1px" borderColor="border.subtle" p={{base: 5, md: 8}} maxW="720px">
                    <Heading as="h2" size="sm" mb={6}>
                        {intl.formatMessage(
                            editing.mode === 'new' ? messages.newHeading : messages.editHeading
                        )}
                    </Heading>
                    <AddressForm
                        defaultValues={
                            editing.mode === 'edit'
                                ? toAddressInput(editing.address)
                                : blankAddress(site.country)
                        }
                        onSubmit={onSubmit}
                        onCancel={() => setEditing(undefined)}
                    />
                </Box>
            ) : (
                <Button alignSelf="flex-start" onClick={() => setEditing({mode: 'new'})}>
                    {intl.formatMessage(messages.add)}
                </Button>
            )}
            {addresses.length === 0 && !editing ? <Text>{intl.formatMessage(messages.empty)}</Text> : null}
            <SimpleGrid as="ul" columns={{base: 1, md: 2}} spacing={5}>
                {addresses.map((address) => (
                    <AddressCard
                        key={address.addressId}
                        address={address}
                        onEdit={() => setEditing({mode: 'edit', address})}
                        onRemove={() =>
                            void attempt(
                                () => remove(address),
                                intl.formatMessage(messages.removed),
                                intl.formatMessage(messages.removeFailed)
                            )
                        }
                        onMakeDefault={() =>
                            void attempt(
                                () => setPreferred(address),
                                intl.formatMessage(messages.saved),
                                intl.formatMessage(messages.saveFailed)
                            )
                        }
                    />
                ))}
            </SimpleGrid>
        </Stack>
    )
}
