import crypto from 'crypto'

// scrypt with Node's defaults (N=16384, r=8, p=1); the parameters travel with the hash so they can change later.
const N = 16384
const R = 8
const P = 1
const KEY_LENGTH = 32

const encode = (salt: Buffer, hash: Buffer) =>
    `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`

/** Hash for storage, with a fresh random salt (or a fixed one for deterministic seeds). */
export const hashPassword = async (password: string, salt = crypto.randomBytes(16)): Promise<string> => {
    const hash = await new Promise<Buffer>((resolve, reject) =>
        crypto.scrypt(password, salt, KEY_LENGTH, {N, r: R, p: P}, (error, key) =>
            error ? reject(error) : resolve(key)
        )
    )
    return encode(salt, hash)
}

/** Synchronous variant for the seed, which runs inside a database transaction. */
export const hashPasswordSync = (password: string, salt: Buffer): string =>
    encode(salt, crypto.scryptSync(password, salt, KEY_LENGTH, {N, r: R, p: P}))

/** Constant-time comparison of `password` with a stored hash; malformed hashes never match. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
    const [scheme, n, r, p, saltText, hashText] = stored.split('$')
    if (scheme !== 'scrypt' || !saltText || !hashText) return false
    const expected = Buffer.from(hashText, 'base64')
    const actual = await new Promise<Buffer | undefined>((resolve) => {
        try {
            const options = {N: Number(n), r: Number(r), p: Number(p)}
            crypto.scrypt(password, Buffer.from(saltText, 'base64'), expected.length, options, (error, key) =>
                resolve(error ? undefined : key)
            )
        } catch {
            resolve(undefined)
        }
    })
    return (
        actual !== undefined && actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
    )
}

// Checked against when the login is unknown, so a wrong login costs the same time as a wrong password.
let dummyHash: string | undefined
export const burnPasswordCheck = (password: string) => {
    dummyHash ??= hashPasswordSync('not-a-password', Buffer.alloc(16))
    return verifyPassword(password, dummyHash)
}

/**
 * The platform's default password policy. Returns what is missing, or undefined when the password is fine.
 */
export const passwordPolicyViolation = (password: string): string | undefined => {
    if (password.length < 8) return 'at least 8 characters'
    if (password.length > 4096) return 'at most 4096 characters'
    if (!/[A-Z]/.test(password)) return 'an uppercase letter'
    if (!/[a-z]/.test(password)) return 'a lowercase letter'
    if (!/[0-9]/.test(password)) return 'a number'
    if (!/[^A-Za-z0-9]/.test(password)) return 'a special character'
    return undefined
}
