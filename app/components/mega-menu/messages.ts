import {defineMessages} from 'react-intl'

export const menuMessages = defineMessages({
    navLabel: {id: 'menu.navLabel', defaultMessage: 'Main'},
    shopAll: {id: 'menu.shopAll', defaultMessage: 'Shop all {category}'},
    shopNow: {id: 'menu.shopNow', defaultMessage: 'Shop now'}
})
