import {
    Button,
    Heading,
    Modal,
    ModalBody,
    ModalCloseButton,
    ModalContent,
    ModalHeader,
    ModalOverlay,
    Stack,
    Text
} from '@chakra-ui/react'
import {useIntl} from 'react-intl'
import type {SiteCountry} from '../../region/types'
import {countryInSentence} from './country-names'
import {countryPromptMessages as messages} from './messages'

export interface CountryPromptProps {
    /** The detected country (two-letter code). */
    country: string
    /** The country the current site serves. */
    siteCountry: SiteCountry
    onChoose: (country: string) => void
    onStay: () => void
    onDismiss: () => void
}

/**
 * The bottom modal of spec 001 §4.2: 'Looks like you're in {country}', a large button to the detected
 * country's store, 'Continue on the {country} store' and 'Please choose your delivery location.' A dialog with
 * focus kept inside and returned on close; Escape or the close button dismiss it for this visit.
 */
const CountryPrompt = ({country, siteCountry, onChoose, onStay, onDismiss}: CountryPromptProps) => {
    const intl = useIntl()
    const detected = countryInSentence(country, intl.locale)
    // The EU site's country code is IE, but shoppers know it as the EU store.
    const current =
        siteCountry === 'IE'
            ? intl.formatMessage(messages.euStore)
            : countryInSentence(siteCountry, intl.locale, 'store')
    return (
        <Modal isOpen onClose={onDismiss} motionPreset="slideInBottom" size="full">
            <ModalOverlay />
            <ModalContent
                containerProps={{alignItems: 'flex-end'}}
                minH="auto"
                h="auto"
                mx={0}
                my={0}
                maxW={{base: '100%', md: '560px'}}
                borderTop={{base: '1px solid', md: 'none'}}
                borderColor="border.strong"
                data-testid="country-prompt"
            >
                <ModalCloseButton aria-label={intl.formatMessage(messages.close)} />
                <ModalBody px={{base: 6, md: 10}} pt={{base: 10, md: 12}} pb={{base: 8, md: 10}}>
                    <Stack spacing={5} textAlign="center" align="center">
                        {/* The dialog's name: Chakra labels the dialog by its ModalHeader and overrides any
                            aria-labelledby given to ModalContent. Inset so a long sentence ('…negli Stati Uniti')
                            wraps before the close button instead of running under it. */}
                        <ModalHeader py={0} px={{base: 8, md: 4}}>
                            <Heading as="h2" fontSize={{base: 'xl', md: '2xl'}}>
                                {intl.formatMessage(messages.detected, {country: detected})}
                            </Heading>
                        </ModalHeader>
                        <Text color="text.secondary">{intl.formatMessage(messages.chooseLocation)}</Text>
                        <Button size="lg" w="full" maxW="360px" onClick={() => onChoose(country)}>
                            {intl.formatMessage(messages.shopIn, {country: detected})}
                        </Button>
                        <Button variant="link" onClick={onStay} minH="44px">
                            {intl.formatMessage(messages.continueOn, {country: current})}
                        </Button>
                    </Stack>
                </ModalBody>
            </ModalContent>
        </Modal>
    )
}

export default CountryPrompt
