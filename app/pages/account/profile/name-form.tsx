import {useState} from 'react'
import {Button, FormControl, FormErrorMessage, FormLabel, Input, SimpleGrid, Stack} from '@chakra-ui/react'
import {useForm} from 'react-hook-form'
import {useIntl} from 'react-intl'
import type {Customer} from '../../../commerce/customer'
import {useUpdateCustomer} from '../../../commerce/session'
import {useFieldRules} from '../../../components/login-form'
import {LengthCounter} from '../../../components/shipping-address-form/length-counter'
import {NAME_MAX_LENGTH, validateCustomerName} from '../../../rules/validators/names'
import {FormOutcome, type Outcome} from './form-outcome'
import {profileFailureText} from './failure-text'
import {profileMessages as messages} from './messages'

/** First and last name: saved as they are, the customer is then read again. */
export const NameForm = ({customer}: {customer: Customer}) => {
    const intl = useIntl()
    const rules = useFieldRules()
    const {updateProfile} = useUpdateCustomer()
    const [outcome, setOutcome] = useState<Outcome>()
    const {register, handleSubmit, formState, watch} = useForm({
        defaultValues: {firstName: customer.firstName ?? '', lastName: customer.lastName ?? ''}
    })
    const {errors, isSubmitting} = formState

    const submit = handleSubmit(async ({firstName, lastName}) => {
        setOutcome(undefined)
        try {
            await updateProfile({firstName: firstName.trim(), lastName: lastName.trim()})
            setOutcome({kind: 'saved', text: intl.formatMessage(messages.nameSaved)})
        } catch (error) {
            setOutcome({kind: 'failed', text: profileFailureText(intl, error)})
        }
    })

    return (
        <Stack as="form" spacing={5} noValidate onSubmit={(event) => void submit(event)}>
            <FormOutcome outcome={outcome} />
            <SimpleGrid columns={{base: 1, sm: 2}} spacing={5}>
                <FormControl isInvalid={Boolean(errors.firstName)} isRequired>
                    <FormLabel>{intl.formatMessage(messages.firstName)}</FormLabel>
                    <Input
                        autoComplete="given-name"
                        {...register('firstName', {validate: rules(validateCustomerName)})}
                    />
                    <FormErrorMessage>{errors.firstName?.message}</FormErrorMessage>
                    {errors.firstName ? null : (
                        <LengthCounter value={watch('firstName')} max={NAME_MAX_LENGTH} />
                    )}
                </FormControl>
                <FormControl isInvalid={Boolean(errors.lastName)} isRequired>
                    <FormLabel>{intl.formatMessage(messages.lastName)}</FormLabel>
                    <Input
                        autoComplete="family-name"
                        {...register('lastName', {validate: rules(validateCustomerName)})}
                    />
                    <FormErrorMessage>{errors.lastName?.message}</FormErrorMessage>
                    {errors.lastName ? null : (
                        <LengthCounter value={watch('lastName')} max={NAME_MAX_LENGTH} />
                    )}
                </FormControl>
            </SimpleGrid>
            <Button type="submit" variant="secondary" alignSelf="flex-start" isLoading={isSubmitting}>
                {intl.formatMessage(messages.saveName)}
            </Button>
        </Stack>
    )
}
