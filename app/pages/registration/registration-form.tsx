import {useState} from 'react'
import {
    Alert,
    AlertDescription,
    Button,
    Checkbox,
    FormControl,
    FormErrorMessage,
    FormLabel,
    Input,
    SimpleGrid,
    Stack,
    Text
} from '@chakra-ui/react'
import {useForm} from 'react-hook-form'
import {useIntl} from 'react-intl'
import type {Registration} from '../../commerce/session'
import {brandCheckbox, useFieldRules, useNewPasswordRule} from '../../components/login-form'
import {PasswordField, PasswordRulesList} from '../../components/password-field'
import {validateEmail} from '../../rules/validators/email'
import {LengthCounter} from '../../components/shipping-address-form/length-counter'
import {NAME_MAX_LENGTH, validateCustomerName} from '../../rules/validators/names'
import {registrationMessages as messages} from './messages'

export interface RegistrationFormProps {
    /** Rejects with the message to show (the sorry message, or the server's detail). */
    onSubmit: (registration: Registration) => Promise<void>
}

/** First and last name, email, a password with its rules shown, and the opt-ins. */
export const RegistrationForm = ({onSubmit}: RegistrationFormProps) => {
    const intl = useIntl()
    const rules = useFieldRules()
    const [failure, setFailure] = useState<string>()
    const {
        register,
        handleSubmit,
        watch,
        formState: {errors, isSubmitting}
    } = useForm<Registration>({
        defaultValues: {
            firstName: '',
            lastName: '',
            email: '',
            password: '',
            marketingOptIn: false,
            brochureOptIn: false
        }
    })
    const password = watch('password')
    const newPasswordRule = useNewPasswordRule()

    const submit = handleSubmit(async (values) => {
        setFailure(undefined)
        try {
            await onSubmit(values)
        } catch (error) {
            setFailure(error instanceof Error ? error.message : String(error))
        }
    })

    return (
        <Stack
            as="form"
            spacing={5}
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-busy={isSubmitting}
        >
            {failure ? (
                <Alert status="error" role="alert" variant="left-accent">
                    <AlertDescription>{failure}</AlertDescription>
                </Alert>
            ) : null}
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
            <FormControl isInvalid={Boolean(errors.email)} isRequired>
                <FormLabel>{intl.formatMessage(messages.email)}</FormLabel>
                <Input
                    type="email"
                    autoComplete="email"
                    {...register('email', {validate: rules(validateEmail)})}
                />
                <FormErrorMessage>{errors.email?.message}</FormErrorMessage>
            </FormControl>
            <FormControl isInvalid={Boolean(errors.password)} isRequired>
                <FormLabel>{intl.formatMessage(messages.password)}</FormLabel>
                <PasswordField
                    autoComplete="new-password"
                    aria-describedby="password-rules"
                    {...register('password', {validate: newPasswordRule})}
                />
                <FormErrorMessage>{errors.password?.message}</FormErrorMessage>
            </FormControl>
            <PasswordRulesList id="password-rules" password={password} />
            <Stack spacing={3} pt={2}>
                <Checkbox alignItems="flex-start" sx={brandCheckbox} {...register('marketingOptIn')}>
                    {intl.formatMessage(messages.marketing)}
                </Checkbox>
                <Checkbox sx={brandCheckbox} {...register('brochureOptIn')}>
                    {intl.formatMessage(messages.brochure)}
                </Checkbox>
            </Stack>
            <Button type="submit" w="100%" maxW="none" isLoading={isSubmitting}>
                {intl.formatMessage(messages.submit)}
            </Button>
            <Text fontSize="xs" color="text.muted">
                {intl.formatMessage(messages.recaptcha)}
            </Text>
        </Stack>
    )
}
