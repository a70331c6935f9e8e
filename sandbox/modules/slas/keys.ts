import crypto from 'crypto'
import type Database from 'better-sqlite3'
import type {SandboxContext} from '../../core/context'

/** The RSA key pair SLAS signs shopper JWTs with, plus the key id (`kid`) it is published under. */
export interface SigningKey {
    kid: string
    privateKey: crypto.KeyObject
    publicKey: crypto.KeyObject
}

// The table is also part of the module schema; creating it here as well keeps token verification working for
// tests that start the sandbox with a subset of modules.
const KEYS_TABLE = `CREATE TABLE IF NOT EXISTS slas_signing_keys (
    kid TEXT PRIMARY KEY,
    private_key_pem TEXT NOT NULL,
    public_key_pem TEXT NOT NULL,
    created_at INTEGER NOT NULL
)`
export const SIGNING_KEYS_SCHEMA = `${KEYS_TABLE};`

interface KeyRow {
    kid: string
    private_key_pem: string
    public_key_pem: string
}

// Parsing PEM on every request is wasteful; a database handle never changes its key once generated.
const cache = new WeakMap<Database.Database, SigningKey>()

const toSigningKey = (row: KeyRow): SigningKey => ({
    kid: row.kid,
    privateKey: crypto.createPrivateKey(row.private_key_pem),
    publicKey: crypto.createPublicKey(row.public_key_pem)
})

/**
 * The current signing key. Generated on first use and stored in the database, so tokens issued before a restart
 * still verify after it.
 */
export const signingKey = (ctx: SandboxContext): SigningKey => {
    const cached = cache.get(ctx.db)
    if (cached) return cached
    ctx.db.exec(KEYS_TABLE)
    let row = ctx.db
        .prepare(
            'SELECT kid, private_key_pem, public_key_pem FROM slas_signing_keys ORDER BY created_at DESC'
        )
        .get() as KeyRow | undefined
    if (!row) {
        const pair = crypto.generateKeyPairSync('rsa', {modulusLength: 2048})
        row = {
            kid: crypto.randomUUID(),
            private_key_pem: pair.privateKey.export({type: 'pkcs8', format: 'pem'}).toString(),
            public_key_pem: pair.publicKey.export({type: 'spki', format: 'pem'}).toString()
        }
        ctx.db
            .prepare(
                'INSERT INTO slas_signing_keys (kid, private_key_pem, public_key_pem, created_at) VALUES (?, ?, ?, ?)'
            )
            .run(row.kid, row.private_key_pem, row.public_key_pem, ctx.clock.now())
    }
    const key = toSigningKey(row)
    cache.set(ctx.db, key)
    return key
}

/** Public keys in JWK form, as `GET /oauth2/jwks` publishes them. */
export const publicJwks = (ctx: SandboxContext) => {
    const key = signingKey(ctx)
    const jwk = key.publicKey.export({format: 'jwk'})
    return {keys: [{kty: jwk.kty, kid: key.kid, use: 'sig', alg: 'RS256', n: jwk.n, e: jwk.e}]}
}
