import {Component, type ErrorInfo, type ReactNode} from 'react'

interface BlockBoundaryProps {
    schema: string | undefined
    children: ReactNode
}

/**
 * One malformed CMS item must not take the page down with it: a block that throws while rendering in the
 * browser is dropped (and reported) while the rest of the page stays. Blocks also guard their own optional
 * fields, because server rendering has no error boundaries.
 */
export class BlockBoundary extends Component<BlockBoundaryProps, {failed: boolean}> {
    override state = {failed: false}

    static getDerivedStateFromError() {
        return {failed: true}
    }

    override componentDidCatch(error: Error, info: ErrorInfo) {
        console.error(
            `[content] block ${this.props.schema ?? '(no schema)'} failed to render`,
            error,
            info.componentStack
        )
    }

    override render() {
        return this.state.failed ? null : this.props.children
    }
}
