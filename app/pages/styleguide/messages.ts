import {defineMessages} from 'react-intl'

export const styleguideMessages = defineMessages({
    title: {id: 'pages.styleguide.title', defaultMessage: 'VELA design guide'},
    intro: {
        id: 'pages.styleguide.intro',
        defaultMessage:
            'The tokens and components every storefront page is built from, rendered from the live theme.'
    },
    contents: {id: 'pages.styleguide.contents', defaultMessage: 'Contents'},
    typography: {id: 'pages.styleguide.typography', defaultMessage: 'Typography'},
    headings: {id: 'pages.styleguide.headings', defaultMessage: 'Heading sizes'},
    textStyles: {id: 'pages.styleguide.textStyles', defaultMessage: 'Text styles'},
    scale: {id: 'pages.styleguide.scale', defaultMessage: 'Type scale'},
    sample: {id: 'pages.styleguide.sample', defaultMessage: 'Made to move, built to last'},
    bodySample: {
        id: 'pages.styleguide.bodySample',
        defaultMessage:
            'Squat-proof fabric with a second-skin feel, cut to stay put from the first rep to the last.'
    },
    colours: {id: 'pages.styleguide.colours', defaultMessage: 'Colour'},
    palette: {id: 'pages.styleguide.palette', defaultMessage: 'Palette'},
    semantic: {id: 'pages.styleguide.semantic', defaultMessage: 'Semantic tokens'},
    buttons: {id: 'pages.styleguide.buttons', defaultMessage: 'Buttons'},
    primary: {id: 'pages.styleguide.primary', defaultMessage: 'Add to bag'},
    secondary: {id: 'pages.styleguide.secondary', defaultMessage: 'Shop now'},
    linkButton: {id: 'pages.styleguide.linkButton', defaultMessage: 'View size guide'},
    disabled: {id: 'pages.styleguide.disabled', defaultMessage: 'Out of stock'},
    loading: {id: 'pages.styleguide.loading', defaultMessage: 'Adding'},
    small: {id: 'pages.styleguide.small', defaultMessage: 'Small'},
    badges: {id: 'pages.styleguide.badges', defaultMessage: 'Badges'},
    badgeNew: {id: 'pages.styleguide.badgeNew', defaultMessage: 'New'},
    badgeSale: {id: 'pages.styleguide.badgeSale', defaultMessage: 'Sale'},
    badgeInsiders: {id: 'pages.styleguide.badgeInsiders', defaultMessage: 'Insiders'},
    forms: {id: 'pages.styleguide.forms', defaultMessage: 'Form controls'},
    emailLabel: {id: 'pages.styleguide.emailLabel', defaultMessage: 'Email address'},
    emailError: {id: 'pages.styleguide.emailError', defaultMessage: 'Enter valid email address'},
    sizeLabel: {id: 'pages.styleguide.sizeLabel', defaultMessage: 'Size'},
    messageLabel: {id: 'pages.styleguide.messageLabel', defaultMessage: 'Gift message'},
    checkbox: {id: 'pages.styleguide.checkbox', defaultMessage: 'Email me news and offers'},
    radioLabel: {id: 'pages.styleguide.radioLabel', defaultMessage: 'Delivery'},
    radioStandard: {id: 'pages.styleguide.radioStandard', defaultMessage: 'Standard'},
    radioExpress: {id: 'pages.styleguide.radioExpress', defaultMessage: 'Express'},
    switchLabel: {id: 'pages.styleguide.switchLabel', defaultMessage: 'Remember me'},
    blocks: {id: 'pages.styleguide.blocks', defaultMessage: 'Content blocks'},
    blockHeader: {id: 'pages.styleguide.blockHeader', defaultMessage: 'Generic copy'},
    blockCopy: {
        id: 'pages.styleguide.blockCopy',
        defaultMessage: 'Editorial copy from the CMS, sanitised and set in the reading measure.'
    },
    accordionTitle: {id: 'pages.styleguide.accordionTitle', defaultMessage: 'Accordion'},
    accordionBody: {
        id: 'pages.styleguide.accordionBody',
        defaultMessage: 'Opens at once on click and closes after a short fade.'
    },
    layout: {id: 'pages.styleguide.layout', defaultMessage: 'Layout'},
    breakpoint: {id: 'pages.styleguide.breakpoint', defaultMessage: '{name}: from {value}'},
    token: {id: 'pages.styleguide.token', defaultMessage: '{name}: {value}'}
})
