import type {SandboxContext} from '../../core/context'
import {findPaymentInstrument} from '../customers/payment-instruments/payment-store'

/** A registered customer's saved card (masked), as the customers module stores it; another's is not found. */
export const findSavedCard = (ctx: SandboxContext, customerId: string, paymentInstrumentId: string) =>
    findPaymentInstrument(ctx, customerId, paymentInstrumentId)
