import {FormControl, FormErrorMessage, FormLabel, Select, SimpleGrid, Stack} from '@chakra-ui/react'
import type {UseFormReturn} from 'react-hook-form'
import {useIntl} from 'react-intl'
import {statesFor} from '../../region/states'
import {showsLengthCounter} from '../../rules/validators'
import type {AddressFormValues} from '../../commerce/checkout'
import {ADDRESS_LIMITS, addressRules} from './address-rules'
import {useCountryOptions} from './country-names'
import {addressMessages as messages} from './messages'
import {LengthCounter} from './length-counter'
import {TextField} from './text-field'
import {useMaxLengthGuard} from './use-max-length-guard'
import {useTranslatedValidator} from './validation-messages'

export interface AddressFieldsProps {
    form: UseFormReturn<AddressFormValues>
    countries: readonly string[]
    /** 'shipping' or 'billing': the autocomplete section and the field id prefix. */
    section: 'shipping' | 'billing'
}

const postcodeLabel = (country: string) =>
    country === 'GB' ? messages.postcode : country === 'US' ? messages.zipCode : messages.postalCode

/**
 * The address fields with the rules of the chosen country (spec 001 §5.1): a state select for the US and
 * Canada (the state code is sent for the US only), the postcode label and pattern per country, autocomplete
 * per section so browsers fill shipping and billing separately.
 */
export const AddressFields = ({form, countries, section}: AddressFieldsProps) => {
    const intl = useIntl()
    const translated = useTranslatedValidator()
    const guard = useMaxLengthGuard(form)
    const countryOptions = useCountryOptions(countries)
    const {
        register,
        watch,
        formState: {errors}
    } = form
    const country = (watch('countryCode') || countries[0] || 'GB').toUpperCase()
    const rules = addressRules(country)
    const states = statesFor(country)
    const field = (name: keyof AddressFormValues) => ({
        id: `${section}-${name}`,
        error: errors[name]?.message,
        // Near the limit the counter takes the helper's place (the phone hint returns below it).
        counter: showsLengthCounter(watch(name), ADDRESS_LIMITS[name]) ? (
            <LengthCounter value={watch(name)} max={ADDRESS_LIMITS[name]} />
        ) : undefined,
        ...register(name, {validate: translated(rules[name]), ...guard(name, ADDRESS_LIMITS[name])})
    })
    const auto = (token: string) => `section-${section} ${section} ${token}`

    return (
        <Stack spacing={5}>
            <SimpleGrid columns={{base: 1, sm: 2}} spacing={5}>
                <TextField
                    label={intl.formatMessage(messages.firstName)}
                    autoComplete={auto('given-name')}
                    isRequired
                    {...field('firstName')}
                />
                <TextField
                    label={intl.formatMessage(messages.lastName)}
                    autoComplete={auto('family-name')}
                    isRequired
                    {...field('lastName')}
                />
            </SimpleGrid>
            <FormControl id={`${section}-countryCode`} isInvalid={Boolean(errors.countryCode)} isRequired>
                <FormLabel requiredIndicator={<></>}>{intl.formatMessage(messages.country)}</FormLabel>
                <Select
                    autoComplete={auto('country')}
                    {...register('countryCode', {validate: translated(rules.countryCode)})}
                >
                    {countryOptions.map((option) => (
                        <option key={option.code} value={option.code}>
                            {option.name}
                        </option>
                    ))}
                </Select>
                <FormErrorMessage>{errors.countryCode?.message}</FormErrorMessage>
            </FormControl>
            <TextField
                label={intl.formatMessage(messages.address1)}
                autoComplete={auto('address-line1')}
                isRequired
                {...field('address1')}
            />
            <TextField
                label={intl.formatMessage(messages.address2)}
                autoComplete={auto('address-line2')}
                {...field('address2')}
            />
            <SimpleGrid columns={{base: 1, sm: 2}} spacing={5}>
                <TextField
                    label={intl.formatMessage(messages.city)}
                    autoComplete={auto('address-level2')}
                    isRequired
                    {...field('city')}
                />
                <TextField
                    label={intl.formatMessage(postcodeLabel(country))}
                    autoComplete={auto('postal-code')}
                    autoCapitalize="characters"
                    isRequired
                    {...field('postalCode')}
                />
            </SimpleGrid>
            {states.length ? (
                <FormControl id={`${section}-stateCode`} isInvalid={Boolean(errors.stateCode)} isRequired>
                    <FormLabel requiredIndicator={<></>}>
                        {intl.formatMessage(country === 'CA' ? messages.province : messages.state)}
                    </FormLabel>
                    <Select
                        autoComplete={auto('address-level1')}
                        placeholder={intl.formatMessage(messages.selectState)}
                        {...register('stateCode', {validate: translated(rules.stateCode)})}
                    >
                        {states.map((state) => (
                            <option key={state.code} value={state.code}>
                                {state.name}
                            </option>
                        ))}
                    </Select>
                    <FormErrorMessage>{errors.stateCode?.message}</FormErrorMessage>
                </FormControl>
            ) : null}
            <TextField
                label={intl.formatMessage(messages.phone)}
                type="tel"
                inputMode="tel"
                autoComplete={auto('tel')}
                helper={intl.formatMessage(messages.phoneHint)}
                isRequired
                {...field('phone')}
            />
        </Stack>
    )
}
