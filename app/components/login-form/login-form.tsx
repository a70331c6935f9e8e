import {useState} from 'react'
import {
    Alert,
    AlertDescription,
    Button,
    Checkbox,
    Flex,
    FormControl,
    FormErrorMessage,
    FormLabel,
    Input,
    Stack
} from '@chakra-ui/react'
import {useForm} from 'react-hook-form'
import {useIntl} from 'react-intl'
import {validateEmail} from '../../rules/validators/email'
import {validatePassword} from '../../rules/validators/login'
import {Link} from '../link'
import {PasswordField} from '../password-field'
import {loginFormMessages as messages} from './messages'
import {brandCheckbox} from './checkbox-style'
import {useFieldRules} from './validation-text'

export interface LoginFormValues {
    email: string
    password: string
    rememberMe: boolean
}

export interface LoginFormProps {
    /** Resolves when signed in; rejects with the message to show. The typed email stays either way. */
    onSubmit: (values: LoginFormValues) => Promise<void>
    defaultEmail?: string
    /** Where 'Forgotten password?' leads (site prefix added by the link). */
    resetHref?: string
}

/**
 * Email and password sign-in (spec 001 §5.1: both required, the password can be shown). Validation messages
 * come from the shared validators; the first invalid field takes focus; a failure is announced and only the
 * password is cleared.
 */
export const LoginForm = ({onSubmit, defaultEmail = '', resetHref = '/reset-password'}: LoginFormProps) => {
    const intl = useIntl()
    const rules = useFieldRules()
    const [failure, setFailure] = useState<string>()
    const {
        register,
        handleSubmit,
        resetField,
        formState: {errors, isSubmitting}
    } = useForm<LoginFormValues>({defaultValues: {email: defaultEmail, password: '', rememberMe: true}})

    const submit = handleSubmit(async (values) => {
        setFailure(undefined)
        try {
            await onSubmit({...values, email: values.email.trim()})
        } catch (error) {
            setFailure(
                error instanceof Error && error.message ? error.message : intl.formatMessage(messages.generic)
            )
            resetField('password')
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
            <FormControl isInvalid={Boolean(errors.email)} isRequired>
                <FormLabel>{intl.formatMessage(messages.email)}</FormLabel>
                <Input
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    {...register('email', {validate: rules(validateEmail)})}
                />
                <FormErrorMessage>{errors.email?.message}</FormErrorMessage>
            </FormControl>
            <FormControl isInvalid={Boolean(errors.password)} isRequired>
                <FormLabel>{intl.formatMessage(messages.password)}</FormLabel>
                <PasswordField
                    autoComplete="current-password"
                    {...register('password', {validate: rules(validatePassword)})}
                />
                <FormErrorMessage>{errors.password?.message}</FormErrorMessage>
            </FormControl>
            <Flex justify="space-between" align="center" wrap="wrap" gap={3}>
                <Checkbox sx={brandCheckbox} {...register('rememberMe')}>
                    {intl.formatMessage(messages.rememberMe)}
                </Checkbox>
                <Link href={resetHref} variant="inline" fontSize="sm">
                    {intl.formatMessage(messages.forgotten)}
                </Link>
            </Flex>
            <Button type="submit" w="100%" maxW="none" isLoading={isSubmitting}>
                {intl.formatMessage(messages.submit)}
            </Button>
        </Stack>
    )
}
