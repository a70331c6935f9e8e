import {Component, type ErrorInfo, type ReactNode} from 'react'
import {reportClientError} from './error-reporting'

interface Props {
    children?: ReactNode
}

interface State {
    error?: unknown
}

/**
 * Reports render errors below it, then lets them carry on to PWA Kit's own boundary, so the storefront's
 * _error page still renders exactly as before. Catching (to report) and rethrowing (to keep the error page)
 * happen in two steps: React calls componentDidCatch once the boundary's error state has committed, and the
 * next render rethrows to the parent boundary.
 */
export class ErrorReportingBoundary extends Component<Props, State> {
    override state: State = {}

    static getDerivedStateFromError(error: unknown): State {
        return {error}
    }

    override componentDidCatch(error: unknown, info: ErrorInfo) {
        reportClientError(error, {
            tags: {source: 'render'},
            componentStack: info.componentStack ?? undefined
        })
        // Rendered nothing for a moment; now hand the error to PWA Kit's boundary.
        this.setState({error: {rethrow: error}})
    }

    override render() {
        const {error} = this.state
        if (error && typeof error === 'object' && 'rethrow' in error)
            throw (error as {rethrow: unknown}).rethrow
        return error ? null : this.props.children
    }
}
