import {Component, type ReactNode} from 'react'

/**
 * Consent, popups and analytics are never worth a broken page: anything failing in them is logged and the
 * engagement UI simply goes away, while the page the shopper came for carries on.
 */
export class EngagementBoundary extends Component<{children?: ReactNode}, {failed: boolean}> {
    override state = {failed: false}

    static getDerivedStateFromError() {
        return {failed: true}
    }

    override componentDidCatch(error: unknown) {
        console.error('[engagement] failed; carrying on without it', error)
    }

    override render() {
        return this.state.failed ? null : this.props.children
    }
}
