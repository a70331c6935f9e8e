import {act, useState} from 'react'
import {renderToString} from 'react-dom/server'
import {hydrateRoot, type Root} from 'react-dom/client'
import {render, screen} from '@testing-library/react'
import {ServerHtmlUntil} from './server-html-until'

const renders = jest.fn()
const Links = () => {
    renders()
    return (
        <ul>
            <li>
                <a href="/shop/women/leggings">Leggings</a>
            </li>
        </ul>
    )
}

const Panel = ({open}: {open: boolean}) => (
    <section hidden={!open}>
        <ServerHtmlUntil live={open}>
            <Links />
        </ServerHtmlUntil>
    </section>
)

describe('ServerHtmlUntil', () => {
    afterEach(() => {
        delete window.__HYDRATING__
        renders.mockClear()
    })

    test("hydration keeps the server's links without rendering them; opening renders them as React content", () => {
        const container = document.createElement('div')
        container.innerHTML = renderToString(<Panel open={false} />)
        document.body.appendChild(container)
        renders.mockClear()
        let setOpen: (open: boolean) => void = () => undefined
        const Host = () => {
            const [open, set] = useState(false)
            setOpen = set
            return <Panel open={open} />
        }
        window.__HYDRATING__ = true
        let root: Root | undefined
        act(() => {
            root = hydrateRoot(container, <Host />)
        })
        window.__HYDRATING__ = false
        expect(renders).not.toHaveBeenCalled()
        expect(container.querySelector('a')).toHaveAttribute('href', '/shop/women/leggings')

        act(() => setOpen(true))
        expect(renders).toHaveBeenCalledTimes(1)
        expect(container.querySelectorAll('a')).toHaveLength(1)
        // Once live it stays React content, closed again or not.
        act(() => setOpen(false))
        expect(container.querySelectorAll('a')).toHaveLength(1)
        expect(renders).toHaveBeenCalledTimes(2)
        act(() => root?.unmount())
        container.remove()
    })

    test('mounted by a client-side render, it renders its children at once', () => {
        render(<Panel open={false} />)
        expect(renders).toHaveBeenCalledTimes(1)
        expect(screen.getByRole('link', {name: 'Leggings', hidden: true})).toBeInTheDocument()
    })
})
