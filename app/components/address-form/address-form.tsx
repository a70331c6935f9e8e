import {useEffect, useMemo, useRef} from 'react'
import {
    Button,
    Checkbox,
    Flex,
    FormControl,
    FormErrorMessage,
    FormHelperText,
    FormLabel,
    Input,
    Select,
    SimpleGrid,
    Stack
} from '@chakra-ui/react'
import {useForm} from 'react-hook-form'
import {useIntl} from 'react-intl'
import type {AddressInput} from '../../commerce/customer'
import {statesFor} from '../../region/states'
import {
    NAME_MAX_LENGTH,
    validateAddressLine,
    validateCustomerName,
    validateAddressOther
} from '../../rules/validators/names'
import {phoneValidator, PHONE_MAX_LENGTH} from '../../rules/validators/phone'
import {postcodeValidator} from '../../rules/validators/postcode'
import {maxLength, required} from '../../rules/validators/validator'
import {useFieldRules} from '../login-form'
import {LengthCounter} from '../shipping-address-form/length-counter'
import {brandCheckbox} from '../login-form/checkbox-style'
import {focusFirstError} from '../login-form/focus-first-error'
import {countryOptions} from './countries'
import {addressFormMessages as messages} from './messages'

export interface AddressFormProps {
    defaultValues: AddressInput
    onSubmit: (values: AddressInput) => Promise<void>
    onCancel?: () => void
}

/**
 * A saved address with the spec's validators (spec 001 §5.1): names, address lines, a postcode and phone
 * checked for the chosen country, a state select for the US and a province select for Canada.
 */
export const AddressForm = ({defaultValues, onSubmit, onCancel}: AddressFormProps) => {
    const intl = useIntl()
    const rules = useFieldRules()
    const {register, handleSubmit, watch, trigger, formState} = useForm<AddressInput>({
        defaultValues,
        shouldFocusError: false
    })
    const formRef = useRef<HTMLFormElement>(null)
    const {errors, isSubmitting, touchedFields, submitCount} = formState
    const country = watch('countryCode')
    const states = statesFor(country)
    const countries = useMemo(
        () => countryOptions(intl.locale, defaultValues.countryCode),
        [intl.locale, defaultValues.countryCode]
    )

    // The postcode and phone rules depend on the country: check again what the shopper already typed.
    useEffect(() => {
        const touched = (['postalCode', 'phone'] as const).filter((name) => touchedFields[name])
        if (touched.length) void trigger(touched)
    }, [country, trigger, touchedFields])

    // Once the failed submit has rendered its errors, the first invalid field in the page takes focus.
    useEffect(() => {
        if (submitCount > 0) focusFirstError(formRef.current)
    }, [submitCount])

    const field = (name: keyof AddressInput) => ({isInvalid: Boolean(errors[name]), id: `address-${name}`})
    return (
        <Stack
            as="form"
            ref={formRef}
            spacing={5}
            noValidate
            onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        >
            <SimpleGrid columns={{base: 1, sm: 2}} spacing={5}>
                <FormControl {...field('firstName')} isRequired>
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
                <FormControl {...field('lastName')} isRequired>
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
            <FormControl {...field('countryCode')} isRequired>
                <FormLabel>{intl.formatMessage(messages.country)}</FormLabel>
                <Select autoComplete="country" {...register('countryCode', {validate: rules(required())})}>
                    {countries.map(({code, name}) => (
                        <option key={code} value={code}>
                            {name}
                        </option>
                    ))}
                </Select>
                <FormErrorMessage>{errors.countryCode?.message}</FormErrorMessage>
            </FormControl>
            <FormControl {...field('address1')} isRequired>
                <FormLabel>{intl.formatMessage(messages.address1)}</FormLabel>
                <Input
                    autoComplete="address-line1"
                    {...register('address1', {validate: rules(validateAddressLine)})}
                />
                <FormErrorMessage>{errors.address1?.message}</FormErrorMessage>
            </FormControl>
            <FormControl {...field('address2')}>
                <FormLabel>{intl.formatMessage(messages.address2)}</FormLabel>
                <Input
                    autoComplete="address-line2"
                    {...register('address2', {validate: rules(validateAddressOther)})}
                />
                <FormErrorMessage>{errors.address2?.message}</FormErrorMessage>
            </FormControl>
            <SimpleGrid columns={{base: 1, sm: states.length ? 3 : 2}} spacing={5}>
                <FormControl {...field('city')} isRequired>
                    <FormLabel>{intl.formatMessage(messages.city)}</FormLabel>
                    <Input
                        autoComplete="address-level2"
                        {...register('city', {validate: rules(validateAddressLine)})}
                    />
                    <FormErrorMessage>{errors.city?.message}</FormErrorMessage>
                </FormControl>
                {states.length ? (
                    <FormControl {...field('stateCode')} isRequired={country === 'US'}>
                        <FormLabel>
                            {intl.formatMessage(country === 'US' ? messages.state : messages.province)}
                        </FormLabel>
                        <Select
                            autoComplete="address-level1"
                            placeholder={intl.formatMessage(messages.choose)}
                            {...register('stateCode', {
                                validate: country === 'US' ? rules(required()) : undefined
                            })}
                        >
                            {states.map(({code, name}) => (
                                <option key={code} value={code}>
                                    {name}
                                </option>
                            ))}
                        </Select>
                        <FormErrorMessage>{errors.stateCode?.message}</FormErrorMessage>
                    </FormControl>
                ) : null}
                <FormControl {...field('postalCode')} isRequired>
                    <FormLabel>
                        {intl.formatMessage(country === 'US' ? messages.zipCode : messages.postalCode)}
                    </FormLabel>
                    <Input
                        autoComplete="postal-code"
                        {...register('postalCode', {validate: rules(postcodeValidator(country))})}
                    />
                    <FormErrorMessage>{errors.postalCode?.message}</FormErrorMessage>
                </FormControl>
            </SimpleGrid>
            <FormControl {...field('phone')} isRequired>
                <FormLabel>{intl.formatMessage(messages.phone)}</FormLabel>
                <Input
                    type="tel"
                    autoComplete="tel"
                    {...register('phone', {
                        validate: rules(maxLength(PHONE_MAX_LENGTH), phoneValidator(country))
                    })}
                />
                {errors.phone ? (
                    <FormErrorMessage>{errors.phone.message}</FormErrorMessage>
                ) : (
                    <FormHelperText>{intl.formatMessage(messages.phoneHelp)}</FormHelperText>
                )}
            </FormControl>
            <Checkbox sx={brandCheckbox} {...register('preferred')}>
                {intl.formatMessage(messages.preferred)}
            </Checkbox>
            <Flex gap={3} wrap="wrap">
                <Button type="submit" isLoading={isSubmitting}>
                    {intl.formatMessage(messages.save)}
                </Button>
                {onCancel ? (
                    <Button variant="secondary" onClick={onCancel}>
                        {intl.formatMessage(messages.cancel)}
                    </Button>
                ) : null}
            </Flex>
        </Stack>
    )
}
