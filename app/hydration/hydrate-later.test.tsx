import {act, useState} from 'react'
import {renderToString} from 'react-dom/server'
import {hydrateRoot, type Root} from 'react-dom/client'
import {fireEvent, render, screen} from '@testing-library/react'
import {HydrateLater} from './hydrate-later'

const renders = jest.fn()
const navigations = jest.fn()

/** A product tile's shape: a link round the picture and name, and a button beside it. */
const Tile = ({name}: {name: string}) => {
    renders(name)
    const [saved, setSaved] = useState(false)
    return (
        <article>
            {/* Adjacent texts: the server's HTML puts a comment marker between them, a browser render does not. */}
            {name} by VELA
            <a
                href={`/product/${name}`}
                onClick={(event) => {
                    event.preventDefault()
                    navigations(name)
                }}
            >
                <span>{name}</span>
            </a>
            <button type="button" aria-pressed={saved} onClick={() => setSaved(true)}>
                Save {name}
                <svg aria-hidden="true" data-testid={`heart-${name}`}>
                    <path d="M0 0h8v8H0z" />
                </svg>
            </button>
        </article>
    )
}

const Page = () => (
    <ul>
        <li>
            <Tile name="first" />
        </li>
        {['second', 'third'].map((name) => (
            <li key={name}>
                <HydrateLater>
                    <Tile name={name} />
                </HydrateLater>
            </li>
        ))}
    </ul>
)

/** Idle callbacks, run when the test says so. */
let idle: (() => void)[] = []
const runIdle = () =>
    act(() => {
        const callbacks = idle
        idle = []
        callbacks.forEach((callback) => callback())
    })

let container: HTMLDivElement
let root: Root | undefined

const hydratePage = () => {
    container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    document.body.appendChild(container)
    renders.mockClear()
    window.__HYDRATING__ = true
    act(() => {
        root = hydrateRoot(container, <Page />)
    })
    window.__HYDRATING__ = false
}

describe('HydrateLater', () => {
    beforeEach(() => {
        idle = []
        window.requestIdleCallback = ((callback: () => void) => {
            idle.push(callback)
            return idle.length
        }) as typeof window.requestIdleCallback
    })
    afterEach(() => {
        act(() => root?.unmount())
        root = undefined
        container?.remove()
        delete window.__HYDRATING__
        renders.mockClear()
        navigations.mockClear()
    })

    test("hydration keeps the server's HTML without rendering it; idle time brings it alive, one at a time", () => {
        hydratePage()
        expect(renders.mock.calls).toEqual([['first']])
        expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
            'first',
            'second',
            'third'
        ])

        runIdle()
        expect(renders.mock.calls).toEqual([['first'], ['second']])
        runIdle()
        expect(renders.mock.calls).toEqual([['first'], ['second'], ['third']])
        // Alive, the same markup as the server's: one of each link and button.
        expect(screen.getAllByRole('link')).toHaveLength(3)
        expect(screen.getAllByRole('button')).toHaveLength(3)
    })

    test('a click before then brings it alive and is played again on the rendered element', async () => {
        hydratePage()
        fireEvent.pointerDown(screen.getByText('third'))
        fireEvent.pointerUp(screen.getByText('third'))
        fireEvent.click(screen.getByText('third'))
        expect(renders).toHaveBeenCalledWith('third')
        await act(() => new Promise((resolve) => window.setTimeout(resolve, 0)))
        expect(navigations).toHaveBeenCalledWith('third')

        // A press on the icon inside a button reaches the rendered button.
        fireEvent.click(screen.getByTestId('heart-second').firstElementChild as Element)
        await act(() => new Promise((resolve) => window.setTimeout(resolve, 0)))
        expect(screen.getByRole('button', {name: 'Save second'})).toHaveAttribute('aria-pressed', 'true')
    })

    test("a click on a link whose rendered tile differs from the server's still reaches the link", async () => {
        // The server's tile had a badge before its link that the browser's render no longer has (its stock or
        // badges changed meanwhile): the link is not at the same place, and the click goes to the link.
        const ServerTile = ({name}: {name: string}) => (
            <article>
                <span>Bestseller</span>
                <a href={`/product/${name}`}>
                    <span>{name}</span>
                </a>
            </article>
        )
        const Shifted = ({server}: {server: boolean}) => (
            <HydrateLater>{server ? <ServerTile name="fourth" /> : <Tile name="fourth" />}</HydrateLater>
        )
        container = document.createElement('div')
        container.innerHTML = renderToString(<Shifted server />)
        document.body.appendChild(container)
        window.__HYDRATING__ = true
        act(() => {
            root = hydrateRoot(container, <Shifted server={false} />)
        })
        window.__HYDRATING__ = false
        fireEvent.click(screen.getByText('fourth'))
        await act(() => new Promise((resolve) => window.setTimeout(resolve, 0)))
        expect(navigations).toHaveBeenCalledWith('fourth')
    })

    test('keyboard focus inside it brings it alive and stays on the same element', () => {
        hydratePage()
        const serverButton = screen.getByRole('button', {name: 'Save third'})
        act(() => serverButton.focus())
        expect(renders).toHaveBeenCalledWith('third')
        const rendered = screen.getByRole('button', {name: 'Save third'})
        expect(rendered).not.toBe(serverButton)
        expect(rendered).toHaveFocus()
    })

    test('a press holds its idle wake back until its click', async () => {
        hydratePage()
        fireEvent.pointerDown(screen.getByText('second'))
        runIdle()
        expect(renders).not.toHaveBeenCalledWith('second')
        fireEvent.pointerUp(screen.getByText('second'))
        fireEvent.click(screen.getByText('second'))
        await act(() => new Promise((resolve) => window.setTimeout(resolve, 0)))
        expect(navigations).toHaveBeenCalledWith('second')
    })

    test('mounted by a client-side render, it renders its content at once', () => {
        render(<Page />)
        expect(renders.mock.calls).toEqual([['first'], ['second'], ['third']])
    })
})
