import type {Router} from 'express'
import type {SandboxContext} from '../../../core/context'
import {badRequest, notFound} from '../../../core/errors'
import {CUSTOMER_PATH, isUniqueViolation, requireAccountOwner, sendPrivate} from '../account-guard'
import {mergeAddress, parseAddressBody} from './address-body'
import {invalidAddress} from './address-rules'
import {
    countAddresses,
    deleteAddress,
    findAddress,
    insertAddress,
    MAX_ADDRESSES,
    updateAddress
} from './address-store'

const ADDRESSES = `${CUSTOMER_PATH}/addresses`

const addressNotFound = (addressName: string) =>
    notFound(
        `No address with name '${addressName}' could be found.`,
        'address-not-found',
        'Address Not Found'
    )

const duplicateAddress = (addressId: string) =>
    invalidAddress(`The address name '${addressId}' is already in use by another address of this customer.`)

const requireAddress = (ctx: SandboxContext, customerId: string, addressName: string) => {
    const address = findAddress(ctx, customerId, addressName)
    if (!address) throw addressNotFound(addressName)
    return address
}

/**
 * Saved addresses (`/customers/{customerId}/addresses[/{addressName}]`). The storefront builds ids from
 * country + city + address1 without spaces, cut to 20; any unique id is accepted (unique in any letter case).
 */
export const addressRoutes = (router: Router, ctx: SandboxContext) => {
    router.post(ADDRESSES, (req, res) => {
        const {customer} = requireAccountOwner(ctx, req)
        const input = parseAddressBody(req.body)
        if (input.addressId === undefined)
            throw invalidAddress(
                'The following properties were missing from your request: customerAddress.addressId'
            )
        const fields = mergeAddress({}, input)
        if (countAddresses(ctx, customer.customerId) >= MAX_ADDRESSES)
            throw badRequest(
                `A customer can save at most ${MAX_ADDRESSES} addresses.`,
                'quota-exceeded',
                'Quota Exceeded'
            )
        try {
            insertAddress(ctx, customer.customerId, {
                addressId: input.addressId,
                preferred: input.preferred ?? false,
                fields
            })
        } catch (error) {
            if (isUniqueViolation(error)) throw duplicateAddress(input.addressId)
            throw error
        }
        sendPrivate(res, requireAddress(ctx, customer.customerId, input.addressId).document)
    })

    router.get(`${ADDRESSES}/:addressName`, (req, res) => {
        const {customer} = requireAccountOwner(ctx, req)
        sendPrivate(res, requireAddress(ctx, customer.customerId, req.params.addressName).document)
    })

    // Partial update; a new addressId renames the address (the storefront's ids follow the address content).
    router.patch(`${ADDRESSES}/:addressName`, (req, res) => {
        const {customer} = requireAccountOwner(ctx, req)
        const current = requireAddress(ctx, customer.customerId, req.params.addressName)
        const input = parseAddressBody(req.body)
        const fields = mergeAddress(current.fields, input)
        const addressId = input.addressId ?? current.document.addressId
        try {
            updateAddress(ctx, customer.customerId, current.document.addressId, {
                addressId,
                preferred: input.preferred ?? current.document.preferred,
                fields
            })
        } catch (error) {
            if (isUniqueViolation(error)) throw duplicateAddress(addressId)
            throw error
        }
        sendPrivate(res, requireAddress(ctx, customer.customerId, addressId).document)
    })

    router.delete(`${ADDRESSES}/:addressName`, (req, res) => {
        const {customer} = requireAccountOwner(ctx, req)
        if (!deleteAddress(ctx, customer.customerId, req.params.addressName))
            throw addressNotFound(req.params.addressName)
        res.set('Cache-Control', 'private, no-store').status(204).end()
    })
}
