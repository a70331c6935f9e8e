import {useState} from 'react'
import {Button, FormControl, FormErrorMessage, FormLabel, Input, Stack, Text} from '@chakra-ui/react'
import {useForm} from 'react-hook-form'
import {useIntl} from 'react-intl'
import type {Customer} from '../../../commerce/customer'
import {useUpdateCustomer} from '../../../commerce/session'
import {useFieldRules} from '../../../components/login-form'
import {PasswordField} from '../../../components/password-field'
import {validateEmail} from '../../../rules/validators/email'
import {validatePassword} from '../../../rules/validators/login'
import {FormOutcome, type Outcome} from './form-outcome'
import {profileFailureText} from './failure-text'
import {profileMessages as messages} from './messages'

/** A new email needs the password: the platform changes the login with it and the shopper signs in again. */
export const EmailForm = ({customer}: {customer: Customer}) => {
    const intl = useIntl()
    const rules = useFieldRules()
    const {updateProfile} = useUpdateCustomer()
    const [outcome, setOutcome] = useState<Outcome>()
    const {register, handleSubmit, reset, formState} = useForm({
        defaultValues: {email: '', currentPassword: ''}
    })
    const {errors, isSubmitting} = formState

    const submit = handleSubmit(async ({email, currentPassword}) => {
        setOutcome(undefined)
        try {
            await updateProfile({email: email.trim(), currentPassword})
            reset()
            setOutcome({kind: 'saved', text: intl.formatMessage(messages.emailSaved)})
        } catch (error) {
            setOutcome({kind: 'failed', text: profileFailureText(intl, error)})
        }
    })

    return (
        <Stack as="form" spacing={5} noValidate onSubmit={(event) => void submit(event)}>
            <Text fontSize="sm" color="text.secondary">
                {intl.formatMessage(messages.emailIntro, {email: customer.email})}
            </Text>
            <FormOutcome outcome={outcome} />
            <FormControl isInvalid={Boolean(errors.email)} isRequired>
                <FormLabel>{intl.formatMessage(messages.newEmail)}</FormLabel>
                <Input
                    type="email"
                    autoComplete="email"
                    {...register('email', {validate: rules(validateEmail)})}
                />
                <FormErrorMessage>{errors.email?.message}</FormErrorMessage>
            </FormControl>
            <FormControl isInvalid={Boolean(errors.currentPassword)} isRequired>
                <FormLabel>{intl.formatMessage(messages.currentPassword)}</FormLabel>
                <PasswordField
                    autoComplete="current-password"
                    {...register('currentPassword', {validate: rules(validatePassword)})}
                />
                <FormErrorMessage>{errors.currentPassword?.message}</FormErrorMessage>
            </FormControl>
            <Button type="submit" variant="secondary" alignSelf="flex-start" isLoading={isSubmitting}>
                {intl.formatMessage(messages.saveEmail)}
            </Button>
        </Stack>
    )
}
