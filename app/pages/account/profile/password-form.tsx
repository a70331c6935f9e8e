import {useState} from 'react'
import {Button, FormControl, FormErrorMessage, FormLabel, Stack} from '@chakra-ui/react'
import {useForm} from 'react-hook-form'
import {useIntl} from 'react-intl'
import type {Customer} from '../../../commerce/customer'
import {useUpdateCustomer} from '../../../commerce/session'
import {useFieldRules, useNewPasswordRule} from '../../../components/login-form'
import {PasswordField, PasswordRulesList} from '../../../components/password-field'
import {validatePassword} from '../../../rules/validators/login'
import {FormOutcome, type Outcome} from './form-outcome'
import {profileFailureText} from './failure-text'
import {profileMessages as messages} from './messages'

/** Current and new password; every session ends on the platform, so the shopper is signed in again. */
export const PasswordForm = ({customer}: {customer: Customer}) => {
    const intl = useIntl()
    const rules = useFieldRules()
    const {changePassword} = useUpdateCustomer()
    const newPasswordRule = useNewPasswordRule()
    const [outcome, setOutcome] = useState<Outcome>()
    const {register, handleSubmit, reset, watch, formState} = useForm({
        defaultValues: {currentPassword: '', password: ''}
    })
    const {errors, isSubmitting} = formState

    const submit = handleSubmit(async ({currentPassword, password}) => {
        setOutcome(undefined)
        try {
            await changePassword({login: customer.login ?? customer.email ?? '', currentPassword, password})
            reset()
            setOutcome({kind: 'saved', text: intl.formatMessage(messages.passwordSaved)})
        } catch (error) {
            setOutcome({kind: 'failed', text: profileFailureText(intl, error)})
        }
    })

    return (
        <Stack as="form" spacing={5} noValidate onSubmit={(event) => void submit(event)}>
            <FormOutcome outcome={outcome} />
            <FormControl isInvalid={Boolean(errors.currentPassword)} isRequired>
                <FormLabel>{intl.formatMessage(messages.currentPassword)}</FormLabel>
                <PasswordField
                    autoComplete="current-password"
                    {...register('currentPassword', {validate: rules(validatePassword)})}
                />
                <FormErrorMessage>{errors.currentPassword?.message}</FormErrorMessage>
            </FormControl>
            <FormControl isInvalid={Boolean(errors.password)} isRequired>
                <FormLabel>{intl.formatMessage(messages.newPassword)}</FormLabel>
                <PasswordField
                    autoComplete="new-password"
                    aria-describedby="profile-password-rules"
                    {...register('password', {validate: newPasswordRule})}
                />
                <FormErrorMessage>{errors.password?.message}</FormErrorMessage>
            </FormControl>
            <PasswordRulesList id="profile-password-rules" password={watch('password')} />
            <Button type="submit" variant="secondary" alignSelf="flex-start" isLoading={isSubmitting}>
                {intl.formatMessage(messages.savePassword)}
            </Button>
        </Stack>
    )
}
