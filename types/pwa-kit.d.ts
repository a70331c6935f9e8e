// PWA Kit 3.20 ships JavaScript without type declarations; these describe the parts the storefront uses.

declare module '@salesforce/pwa-kit-react-sdk/ssr/browser/main' {
    import type {ComponentType, ReactElement} from 'react'
    export const start: () => Promise<void>
    export const registerServiceWorker: (url: string) => Promise<void>
    export const OuterApp: (props: {
        error?: unknown
        locals: Record<string, unknown>
        routes: unknown[]
        WrappedApp: ComponentType<Record<string, unknown>>
        onHydrate?: (router: unknown) => void
    }) => ReactElement
}

declare module '@salesforce/pwa-kit-react-sdk/ssr/universal/compatibility' {
    export const getAppConfig: () => {
        restore: (locals: Record<string, unknown>, state?: unknown) => void
        getHOCsInUse?: () => unknown[]
    }
}

declare module '@salesforce/pwa-kit-react-sdk/ssr/universal/components/with-legacy-get-props' {
    export const withLegacyGetProps: (wrapped: unknown) => unknown
}

declare module '@salesforce/pwa-kit-react-sdk/ssr/universal/components/route-component' {
    import type {ComponentType} from 'react'
    export const getRoutes: (locals: Record<string, unknown>) => unknown[]
    export const routeComponent: (
        wrapped: ComponentType<never>,
        isPage: boolean,
        locals: Record<string, unknown>
    ) => ComponentType<Record<string, unknown>>
}

declare module '@salesforce/pwa-kit-react-sdk/ssr/universal/hooks' {
    import type {Request, Response} from 'express'
    export const useServerContext: () => {req?: Request; res?: Response}
    export const useCorrelationId: () => {correlationId: string}
    export const useOrigin: (options?: {fromXForwardedHeader?: boolean}) => string
}

declare module '@salesforce/pwa-kit-react-sdk/ssr/universal/errors' {
    export class HTTPError extends Error {
        constructor(status: number, message: string)
        status: number
    }
    export class HTTPNotFound extends HTTPError {
        constructor(message: string)
    }
}

declare module '@salesforce/pwa-kit-react-sdk/ssr/universal/components/fetch-strategy' {
    import type {Component, ReactElement} from 'react'
    export interface InitAppStateArgs {
        res: import('express').Response & {locals: Record<string, unknown>}
        req: import('express').Request
        appJSX: ReactElement
        location: {pathname: string; search: string}
    }
    export class FetchStrategy<P = Record<string, unknown>> extends Component<P> {
        static initAppState(
            args: InitAppStateArgs
        ): Promise<{error?: unknown; appState: Record<string, unknown>}>
        static getInitializers(): ((args: InitAppStateArgs) => Promise<Record<string, unknown>>)[]
        static getHOCsInUse(): unknown[]
    }
}

// PWA Kit's boundary around the app, which renders the _error component; the shell's test mounts it.
declare module '@salesforce/pwa-kit-react-sdk/ssr/universal/components/app-error-boundary' {
    import type {ComponentType, ReactNode} from 'react'
    export const AppErrorBoundaryWithoutRouter: ComponentType<{children?: ReactNode}>
}

declare module '@salesforce/pwa-kit-react-sdk/ssr/universal/utils' {
    export const getAssetUrl: (path?: string) => string
    export const getRouterBasePath: () => string
}

declare module '@salesforce/pwa-kit-react-sdk/utils/url' {
    export const getAppOrigin: () => string
}

declare module '@salesforce/pwa-kit-runtime/utils/ssr-config' {
    export const getConfig: () => import('../app/config/types').StorefrontConfig
}

declare module '@salesforce/pwa-kit-runtime/ssr/server/express' {
    import type {Express, RequestHandler} from 'express'
    interface Runtime {
        createHandler(
            options: Record<string, unknown>,
            setup: (app: Express) => void
        ): {handler: (...args: unknown[]) => unknown; app: Express; server?: unknown}
        render: RequestHandler
        serveStaticFile(path: string, options?: Record<string, unknown>): RequestHandler
        serveServiceWorker: RequestHandler
    }
    export const getRuntime: () => Runtime
}

declare module '@salesforce/pwa-kit-runtime/utils/middleware' {
    import type {RequestHandler} from 'express'
    export const defaultPwaKitSecurityHeaders: RequestHandler
}

/**
 * True while the page hydrates, false once hydration has committed (set by app/hydration/hydrate-in-slices.tsx;
 * PWA Kit's route components read it to reuse the server's data on the first render).
 */
interface Window {
    __HYDRATING__?: boolean
}
