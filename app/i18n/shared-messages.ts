import {defineMessages} from 'react-intl'

/** Messages used in several places; defined once so every locale translates them once. */
export const sharedMessages = defineMessages({
    helpCentreUrl: {
        id: 'error.helpCentreUrl',
        defaultMessage: 'https://help.vela-active.example/hc/en-gb',
        description: 'Help-centre address for the Contact Us link, translatable per locale'
    }
})
