import {defineMessages} from 'react-intl'

/** Spec 001 §4.2 wording (country-prompt.test.tsx checks it as shown). */
export const countryPromptMessages = defineMessages({
    detected: {id: 'countryPrompt.detected', defaultMessage: "Looks like you're in {country}"},
    shopIn: {id: 'countryPrompt.shopIn', defaultMessage: 'Shop in {country}'},
    continueOn: {id: 'countryPrompt.continueOn', defaultMessage: 'Continue on the {country} store'},
    chooseLocation: {
        id: 'countryPrompt.chooseLocation',
        defaultMessage: 'Please choose your delivery location.'
    },
    close: {id: 'countryPrompt.close', defaultMessage: 'Close'},
    euStore: {id: 'countryPrompt.euStore', defaultMessage: 'EU'}
})
