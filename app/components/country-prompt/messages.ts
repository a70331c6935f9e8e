import {defineMessages} from 'react-intl'

/** Spec 001 §4.2 wording (country-prompt.test.tsx checks it as shown). */
export const countryPromptMessages = defineMessages({
    detected: {
        id: 'countryPrompt.detected',
        defaultMessage: "Looks like you're in {country}",
        description:
            "{country} as it follows 'in': 'the United States'; French and Italian get it with its preposition ('au Royaume-Uni', 'nel Regno Unito')"
    },
    shopIn: {
        id: 'countryPrompt.shopIn',
        defaultMessage: 'Shop in {country}',
        description:
            "{country} as it follows 'in': 'the United States'; French and Italian get it with its preposition ('au Royaume-Uni', 'nel Regno Unito')"
    },
    continueOn: {
        id: 'countryPrompt.continueOn',
        defaultMessage: 'Continue on the {country} store',
        description:
            "{country} as it goes with 'store': 'United Kingdom'; French and Italian get it with its preposition ('du Royaume-Uni', 'del Regno Unito'); the EU site is the euStore message"
    },
    chooseLocation: {
        id: 'countryPrompt.chooseLocation',
        defaultMessage: 'Please choose your delivery location.'
    },
    close: {id: 'countryPrompt.close', defaultMessage: 'Close'},
    euStore: {
        id: 'countryPrompt.euStore',
        defaultMessage: 'EU',
        description: "The EU site as {country} of continueOn (French 'de l’UE', Italian 'dell’UE')"
    }
})
