import type {CustomerRecord} from './store'

/** The Shopper API `Customer` document for a registered customer (never the password hash). */
export const customerDocument = (customer: CustomerRecord) => ({
    ...customer.attributes,
    authType: 'registered',
    customerId: customer.customerId,
    customerNo: customer.customerNo,
    login: customer.login,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    enabled: customer.enabled,
    hasPassword: true,
    creationDate: customer.creationDate,
    lastModified: customer.lastModified,
    ...(customer.lastLoginTime ? {lastLoginTime: customer.lastLoginTime} : {}),
    ...(customer.previousLoginTime ? {previousLoginTime: customer.previousLoginTime} : {})
})
