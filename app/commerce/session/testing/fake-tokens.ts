/** Unsigned SLAS-shaped tokens: the SDK only decodes them (contract §2.5), so tests need no keys. */
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

export interface FakeIdentity {
    usid: string
    guestId: string
    registered?: {customerId: string; login: string; name: string}
}

export const accessToken = ({usid, guestId, registered}: FakeIdentity, lifetimeSeconds = 1800) => {
    const iat = Math.floor(Date.now() / 1000)
    const isb = registered
        ? `uido:ecom::upn:${registered.login}::uidn:${registered.name}::gcid:${guestId}::rcid:${registered.customerId}::chid:vela-gb`
        : `uido:slas::upn:Guest::uidn:Guest User::gcid:${guestId}::chid:vela-gb`
    return `${base64url({alg: 'none', typ: 'JWT'})}.${base64url({
        sub: `cc-slas::vela_001::scid:test::usid:${usid}`,
        isb,
        iat,
        exp: iat + lifetimeSeconds
    })}.signature`
}

export const tokenResponse = (identity: FakeIdentity, refreshToken: string) => ({
    access_token: accessToken(identity),
    id_token: identity.registered ? 'id-token' : '',
    refresh_token: refreshToken,
    expires_in: 1800,
    refresh_token_expires_in: identity.registered ? 7776000 : 2592000,
    token_type: 'BEARER',
    usid: identity.usid,
    customer_id: identity.registered?.customerId ?? identity.guestId,
    enc_user_id: identity.registered ? 'enc-user' : '',
    idp_access_token: ''
})
