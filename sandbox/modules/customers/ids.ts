import crypto from 'crypto'

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

// Platform customer ids (guest and registered) are 26 alphanumeric characters.
const fromBytes = (bytes: Buffer) => Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')

/** A fresh customer id (guest or registered). */
export const newCustomerId = () => fromBytes(crypto.randomBytes(26))

/** A stable customer id derived from a seed key, so seeded shoppers keep their ids across re-seeds. */
export const seededCustomerId = (seedKey: string) =>
    fromBytes(crypto.createHash('sha256').update(`customer:${seedKey}`).digest().subarray(0, 26))
