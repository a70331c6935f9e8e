import type {SandboxContext} from '../../core/context'
import {listAddresses} from './addresses/address-store'
import {listPaymentInstruments} from './payment-instruments/payment-store'
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

/**
 * The full profile as getCustomer and updateCustomer return it: saved addresses and payment instruments
 * included (left out when there are none, as the platform does).
 */
export const fullCustomerDocument = (ctx: SandboxContext, customer: CustomerRecord) => {
    const addresses = listAddresses(ctx, customer.customerId)
    const paymentInstruments = listPaymentInstruments(ctx, customer.customerId)
    return {
        ...customerDocument(customer),
        ...(addresses.length ? {addresses} : {}),
        ...(paymentInstruments.length ? {paymentInstruments} : {})
    }
}
