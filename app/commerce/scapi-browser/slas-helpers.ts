import type {ClientConfig} from './client-config'
import {ResponseError} from './errors'

/**
 * The SLAS login helpers the storefront's browser session uses (guest login, registered login, refresh,
 * logout, and their PKCE primitives), sending what commerce-sdk-isomorphic's helpers send. Flows the
 * storefront does not use in the browser (private clients, identity providers, passwordless, HttpOnly session
 * cookies, custom endpoints) load the SDK itself on first use (see index.ts).
 */

type TokenResponse = Record<string, unknown>

interface SlasParameters {
    shortCode: string
    organizationId: string
    clientId: string
    siteId: string
}

type SlasMethod = (options: unknown, raw?: boolean) => Promise<unknown>

export interface SlasClient {
    clientConfig: ClientConfig & {parameters: SlasParameters}
    authorizeCustomer: SlasMethod
    authenticateCustomer: SlasMethod
    getAccessToken: SlasMethod
    logoutCustomer: SlasMethod
}

export type SlasClientClass = new (config: ClientConfig) => SlasClient

export const stringToBase64 = (unencoded: string) => btoa(unencoded)

export const getCodeAndUsidFromUrl = (urlString: string) => {
    const params = new URL(urlString).searchParams
    return {code: params.get('code') ?? '', usid: params.get('usid') ?? ''}
}

const URL_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict'

/** A PKCE code verifier: 128 random characters of the URL-safe alphabet. */
export const createCodeVerifier = (): string => {
    const bytes = crypto.getRandomValues(new Uint8Array(128))
    return Array.from(bytes, (byte) => URL_ALPHABET[byte & 63]).join('')
}

const base64Url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=/g, '')

export const generateCodeChallenge = async (codeVerifier: string): Promise<string> => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier))
    const challenge = base64Url(new Uint8Array(digest))
    if (!challenge) throw new Error('Problem generating code challenge')
    return challenge
}

/** A copy of the client that follows the login redirect to the redirect URI (where the code is read). */
const following = (slasClient: SlasClient, Client: SlasClientClass) => {
    const copy = new Client(slasClient.clientConfig)
    copy.clientConfig.fetchOptions = {...slasClient.clientConfig.fetchOptions, redirect: 'follow'}
    return copy
}

/** The code and usid of a login redirect, or the response as an error when SLAS refused. */
const codeFromRedirect = (response: Response) => {
    const location = response.headers?.get('location') || response.url
    const error = new URL(location).searchParams.get('error')
    if (response.status >= 400 || error) throw new ResponseError(response)
    return {url: location, ...getCodeAndUsidFromUrl(location)}
}

export const authorize = async (
    {
        slasClient,
        codeVerifier,
        parameters
    }: {
        slasClient: SlasClient
        codeVerifier: string
        parameters: {redirectURI: string; hint?: string; usid?: string} & Record<string, unknown>
    },
    Client: SlasClientClass
) => {
    const codeChallenge = await generateCodeChallenge(codeVerifier)
    const {hint, redirectURI, usid, ...rest} = parameters
    const {clientId, siteId, organizationId} = slasClient.clientConfig.parameters
    const response = (await following(slasClient, Client).authorizeCustomer(
        {
            parameters: {
                ...rest,
                client_id: clientId,
                channel_id: siteId,
                code_challenge: codeChallenge,
                ...(hint && {hint}),
                organizationId,
                redirect_uri: redirectURI,
                response_type: 'code',
                ...(usid && {usid})
            }
        },
        true
    )) as Response
    return codeFromRedirect(response)
}

export const loginGuestUser = async (
    {
        slasClient,
        parameters
    }: {
        slasClient: SlasClient
        parameters: {redirectURI: string; usid?: string; dnt?: boolean} & Record<string, unknown>
    },
    Client: SlasClientClass
): Promise<TokenResponse> => {
    const codeVerifier = createCodeVerifier()
    const {dnt, redirectURI, usid, ...rest} = parameters
    const auth = await authorize(
        {slasClient, codeVerifier, parameters: {...rest, redirectURI, hint: 'guest', ...(usid && {usid})}},
        Client
    )
    const {clientId, siteId} = slasClient.clientConfig.parameters
    return slasClient.getAccessToken({
        body: {
            client_id: clientId,
            channel_id: siteId,
            code: auth.code,
            code_verifier: codeVerifier,
            grant_type: 'authorization_code_pkce',
            redirect_uri: redirectURI,
            usid: auth.usid,
            ...(dnt !== undefined && {dnt: dnt.toString()})
        }
    }) as Promise<TokenResponse>
}

export const loginRegisteredUserB2C = async (
    {
        slasClient,
        credentials,
        parameters,
        body
    }: {
        slasClient: SlasClient
        credentials: {username: string; password: string}
        parameters: {redirectURI: string; usid?: string; dnt?: boolean}
        body?: Record<string, unknown>
    },
    Client: SlasClientClass
): Promise<TokenResponse> => {
    const codeVerifier = createCodeVerifier()
    const codeChallenge = await generateCodeChallenge(codeVerifier)
    const {clientId, siteId, organizationId} = slasClient.clientConfig.parameters
    const {dnt, usid, redirectURI} = parameters
    const response = (await following(slasClient, Client).authenticateCustomer(
        {
            headers: {
                Authorization: `Basic ${stringToBase64(`${credentials.username}:${credentials.password}`)}`
            },
            parameters: {organizationId},
            body: {
                ...(body || {}),
                redirect_uri: redirectURI,
                client_id: clientId,
                code_challenge: codeChallenge,
                channel_id: siteId,
                ...(usid && {usid})
            }
        },
        true
    )) as Response
    const auth = codeFromRedirect(response)
    return slasClient.getAccessToken({
        body: {
            client_id: clientId,
            channel_id: siteId,
            code: auth.code,
            code_verifier: codeVerifier,
            grant_type: 'authorization_code_pkce',
            organizationId,
            redirect_uri: redirectURI,
            usid: auth.usid,
            ...(dnt !== undefined && {dnt: dnt.toString()})
        }
    }) as Promise<TokenResponse>
}

export const refreshAccessToken = ({
    slasClient,
    parameters
}: {
    slasClient: SlasClient
    parameters: {refreshToken: string; dnt?: boolean}
}): Promise<TokenResponse> => {
    const {clientId, siteId} = slasClient.clientConfig.parameters
    return slasClient.getAccessToken({
        body: {
            grant_type: 'refresh_token',
            refresh_token: parameters.refreshToken,
            client_id: clientId,
            channel_id: siteId,
            ...(parameters.dnt !== undefined && {dnt: parameters.dnt.toString()})
        }
    }) as Promise<TokenResponse>
}

export const logout = ({
    slasClient,
    parameters
}: {
    slasClient: SlasClient
    parameters: {accessToken: string; refreshToken: string}
}): Promise<TokenResponse> => {
    const {clientId, siteId} = slasClient.clientConfig.parameters
    return slasClient.logoutCustomer({
        headers: {Authorization: `Bearer ${parameters.accessToken}`},
        parameters: {refresh_token: parameters.refreshToken, client_id: clientId, channel_id: siteId}
    }) as Promise<TokenResponse>
}
