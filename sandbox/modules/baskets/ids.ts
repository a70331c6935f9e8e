import crypto from 'crypto'

// Platform basket ids are 26 alphanumerics; line item ids are shorter. Both are unguessable.
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

const randomId = (length: number) =>
    Array.from(crypto.randomBytes(length), (byte) => ALPHABET[byte % ALPHABET.length]).join('')

export const newBasketId = () => randomId(26)
export const newLineId = () => randomId(22)
