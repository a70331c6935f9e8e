import {useState} from 'react'
import {act} from 'react-dom/test-utils'
import {hydrateRoot, type Root} from 'react-dom/client'
import {renderToString} from 'react-dom/server'
import {holdEarlyInput} from './early-input'

/** A size picker, a field and a checkbox, controlled as the product page and forms control theirs. */
const Form = () => {
    const [size, setSize] = useState('')
    const [email, setEmail] = useState('')
    const [news, setNews] = useState(false)
    return (
        <form>
            <output data-testid="state">{`${size || 'no size'}|${email || 'no email'}|${
                news ? 'news' : 'no news'
            }`}</output>
            {['S', 'M', 'L'].map((value) => (
                <label key={value}>
                    <input
                        type="radio"
                        name="size"
                        value={value}
                        checked={size === value}
                        onChange={() => setSize(value)}
                    />
                    {value}
                </label>
            ))}
            <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
            <input
                type="checkbox"
                aria-label="News"
                checked={news}
                onChange={(event) => setNews(event.target.checked)}
            />
        </form>
    )
}

let container: HTMLElement
let root: Root | undefined
let hydrating: boolean
beforeEach(() => {
    container = document.createElement('div')
    container.innerHTML = renderToString(<Form />)
    document.body.append(container)
    hydrating = true
})
afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    container.remove()
})

const $ = (selector: string) => container.querySelector(selector) as HTMLInputElement
const state = () => $('[data-testid="state"]').textContent
const type = (input: HTMLInputElement, value: string) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
    input.dispatchEvent(new Event('input', {bubbles: true}))
}
/** The shopper acts on the server's HTML: taps M then L, types an address, ticks the box. */
const actBeforeHydration = () => {
    $('input[value="M"]').click()
    $('input[value="L"]').click()
    type($('input[aria-label="Email"]'), 'ann@example.com')
    $('input[aria-label="News"]').click()
}
const hydrate = () => {
    act(() => {
        root = hydrateRoot(container, <Form />)
    })
    hydrating = false
}

test('without the replay, React never learns of changes made before it hydrated (the defect)', () => {
    actBeforeHydration()
    hydrate()
    expect(state()).toBe('no size|no email|no news')
})

test('changes made before hydration reach the page state once it has committed: the last tap in a group wins', () => {
    const replay = holdEarlyInput(() => hydrating)
    actBeforeHydration()
    hydrate()
    act(() => {
        expect(replay()).toBe(3)
    })
    expect(state()).toBe('L|ann@example.com|news')
    expect($('input[value="L"]').checked).toBe(true)
    expect($('input[value="M"]').checked).toBe(false)
    expect($('input[aria-label="News"]').checked).toBe(true)
})

test('changes after hydration are React’s alone: nothing is played again', () => {
    const replay = holdEarlyInput(() => hydrating)
    hydrate()
    act(() => $('input[value="S"]').click())
    act(() => {
        expect(replay()).toBe(0)
    })
    expect(state()).toBe('S|no email|no news')
})

test('a box ticked and unticked again before hydration stays unticked', () => {
    const replay = holdEarlyInput(() => hydrating)
    $('input[aria-label="News"]').click()
    $('input[aria-label="News"]').click()
    hydrate()
    act(() => {
        replay()
    })
    expect(state()).toBe('no size|no email|no news')
    expect($('input[aria-label="News"]').checked).toBe(false)
})

test('a tap that makes React hydrate inside the click (which puts the radio back) is played again', () => {
    const replay = holdEarlyInput(() => hydrating)
    const size = $('input[value="M"]')
    // What React's hydration does to a radio tapped while it hydrates: the tap's check is undone in the click.
    const undo = () => {
        size.checked = false
    }
    size.addEventListener('click', undo)
    size.click()
    size.removeEventListener('click', undo)
    expect(size.checked).toBe(false)
    hydrate()
    act(() => {
        replay()
    })
    expect(state()).toBe('M|no email|no news')
})

test('a tap made before hydration is dropped when the shopper picks again after it', () => {
    const replay = holdEarlyInput(() => hydrating)
    $('input[value="M"]').click()
    hydrate()
    act(() => $('input[value="S"]').click())
    act(() => {
        expect(replay()).toBe(0)
    })
    expect(state()).toBe('S|no email|no news')
})
