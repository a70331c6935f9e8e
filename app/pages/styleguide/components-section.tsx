import {
    Badge,
    Button,
    Checkbox,
    FormControl,
    FormErrorMessage,
    FormLabel,
    HStack,
    Input,
    Radio,
    RadioGroup,
    Select,
    SimpleGrid,
    Stack,
    Switch,
    Textarea,
    Wrap
} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import {GuideSection, SubHeading} from './guide-section'
import {styleguideMessages as messages} from './messages'

/** Buttons in every variant and state, and the badges. */
export const ButtonSection = () => {
    const intl = useIntl()
    return (
        <GuideSection id="buttons" title={intl.formatMessage(messages.buttons)}>
            <Wrap spacing={4} align="center">
                <Button variant="primary">{intl.formatMessage(messages.primary)}</Button>
                <Button variant="secondary">{intl.formatMessage(messages.secondary)}</Button>
                <Button variant="link">{intl.formatMessage(messages.linkButton)}</Button>
                <Button isDisabled>{intl.formatMessage(messages.disabled)}</Button>
                <Button isLoading loadingText={intl.formatMessage(messages.loading)}>
                    {intl.formatMessage(messages.primary)}
                </Button>
                <Button size="sm" variant="secondary">
                    {intl.formatMessage(messages.small)}
                </Button>
            </Wrap>
            <SubHeading>{intl.formatMessage(messages.badges)}</SubHeading>
            <HStack spacing={3}>
                <Badge variant="solid">{intl.formatMessage(messages.badgeNew)}</Badge>
                <Badge variant="sale">{intl.formatMessage(messages.badgeSale)}</Badge>
                <Badge variant="accent">{intl.formatMessage(messages.badgeInsiders)}</Badge>
                <Badge variant="outline">{intl.formatMessage(messages.badgeNew)}</Badge>
                <Badge variant="subtle">{intl.formatMessage(messages.badgeNew)}</Badge>
            </HStack>
        </GuideSection>
    )
}

/** The form controls with their labels, one in its invalid state. */
export const FormSection = () => {
    const intl = useIntl()
    return (
        <GuideSection id="forms" title={intl.formatMessage(messages.forms)}>
            <SimpleGrid columns={{base: 1, md: 2}} spacing={8} maxW="container.md">
                <FormControl isInvalid isRequired>
                    <FormLabel htmlFor="guide-email">{intl.formatMessage(messages.emailLabel)}</FormLabel>
                    <Input id="guide-email" type="email" defaultValue="runner@" />
                    <FormErrorMessage>{intl.formatMessage(messages.emailError)}</FormErrorMessage>
                </FormControl>
                <FormControl>
                    <FormLabel htmlFor="guide-size">{intl.formatMessage(messages.sizeLabel)}</FormLabel>
                    <Select id="guide-size" defaultValue="M">
                        {['XS', 'S', 'M', 'L', 'XL'].map((size) => (
                            <option key={size}>{size}</option>
                        ))}
                    </Select>
                </FormControl>
                <FormControl gridColumn={{md: 'span 2'}}>
                    <FormLabel htmlFor="guide-message">{intl.formatMessage(messages.messageLabel)}</FormLabel>
                    <Textarea id="guide-message" rows={3} />
                </FormControl>
                <Stack spacing={4}>
                    <Checkbox defaultChecked>{intl.formatMessage(messages.checkbox)}</Checkbox>
                    <Switch id="guide-switch" colorScheme="gray">
                        {intl.formatMessage(messages.switchLabel)}
                    </Switch>
                </Stack>
                <FormControl as="fieldset">
                    <FormLabel as="legend">{intl.formatMessage(messages.radioLabel)}</FormLabel>
                    <RadioGroup defaultValue="standard" name="guide-delivery">
                        <Stack>
                            <Radio value="standard">{intl.formatMessage(messages.radioStandard)}</Radio>
                            <Radio value="express">{intl.formatMessage(messages.radioExpress)}</Radio>
                        </Stack>
                    </RadioGroup>
                </FormControl>
            </SimpleGrid>
        </GuideSection>
    )
}
