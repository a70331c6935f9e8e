import {useState} from 'react'
import {
    Alert,
    AlertDescription,
    Button,
    Container,
    FormControl,
    FormErrorMessage,
    FormHelperText,
    FormLabel,
    Heading,
    Input,
    Stack,
    Text
} from '@chakra-ui/react'
import {useForm} from 'react-hook-form'
import {useIntl} from 'react-intl'
import {OrderNotFoundError, useOrderTracking, type TrackedOrder} from '../../commerce/customer'
import {Link} from '../../components/link'
import {useFieldRules} from '../../components/login-form'
import {PageHead} from '../../components/seo/page-head'
import {validateEmail} from '../../rules/validators/email'
import {required} from '../../rules/validators/validator'
import {useCachePolicy} from '../../site/use-cache-policy'
import {trackMessages as messages} from './messages'
import {TrackingResult} from './tracking-result'

const ORDER_NUMBER = /^[A-Za-z0-9]{4,20}$/

interface TrackForm {
    orderNumber: string
    email: string
}

/** /track-order: order number and email, then the order's progress from the tracking service. */
const TrackOrderPage = () => {
    const intl = useIntl()
    const rules = useFieldRules()
    const track = useOrderTracking()
    const [order, setOrder] = useState<TrackedOrder>()
    const [failure, setFailure] = useState<string>()
    useCachePolicy('private')
    const {register, handleSubmit, formState} = useForm<TrackForm>({
        defaultValues: {orderNumber: '', email: ''}
    })
    const {errors, isSubmitting} = formState
    const orderNumberRule = (value: string | null | undefined) =>
        ORDER_NUMBER.test((value ?? '').trim()) || intl.formatMessage(messages.invalidOrderNumber)

    const submit = handleSubmit(async ({orderNumber}) => {
        setFailure(undefined)
        setOrder(undefined)
        try {
            setOrder(await track(orderNumber.trim().toUpperCase()))
        } catch (error) {
            setFailure(
                intl.formatMessage(error instanceof OrderNotFoundError ? messages.notFound : messages.failed)
            )
        }
    })

    return (
        <Container maxW="640px" px={{base: 5, md: 8}} py={{base: 10, md: 20}}>
            <PageHead title={intl.formatMessage(messages.title)} noindex />
            <Stack spacing={8}>
                <Stack spacing={3}>
                    <Heading as="h1" size="xl">
                        {intl.formatMessage(messages.heading)}
                    </Heading>
                    <Text color="text.secondary">{intl.formatMessage(messages.intro)}</Text>
                </Stack>
                <Stack as="form" spacing={5} noValidate onSubmit={(event) => void submit(event)}>
                    {failure ? (
                        <Alert status="error" role="alert" variant="left-accent">
                            <AlertDescription>{failure}</AlertDescription>
                        </Alert>
                    ) : null}
                    <FormControl isInvalid={Boolean(errors.orderNumber)} isRequired>
                        <FormLabel>{intl.formatMessage(messages.orderNumber)}</FormLabel>
                        <Input
                            autoComplete="off"
                            {...register('orderNumber', {validate: rules(required(), orderNumberRule)})}
                        />
                        {errors.orderNumber ? (
                            <FormErrorMessage>{errors.orderNumber.message}</FormErrorMessage>
                        ) : (
                            <FormHelperText>{intl.formatMessage(messages.orderNumberHelp)}</FormHelperText>
                        )}
                    </FormControl>
                    <FormControl isInvalid={Boolean(errors.email)} isRequired>
                        <FormLabel>{intl.formatMessage(messages.email)}</FormLabel>
                        <Input
                            type="email"
                            autoComplete="email"
                            {...register('email', {validate: rules(validateEmail)})}
                        />
                        <FormErrorMessage>{errors.email?.message}</FormErrorMessage>
                    </FormControl>
                    <Button type="submit" w="100%" maxW="none" isLoading={isSubmitting}>
                        {intl.formatMessage(messages.submit)}
                    </Button>
                </Stack>
                {order ? <TrackingResult order={order} /> : null}
                <Link href="/login" variant="inline" fontSize="sm" alignSelf="flex-start">
                    {intl.formatMessage(messages.signIn)}
                </Link>
            </Stack>
        </Container>
    )
}

export default TrackOrderPage
