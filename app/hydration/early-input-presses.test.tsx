import {useState} from 'react'
import {act} from 'react-dom/test-utils'
import {hydrateRoot, type Root} from 'react-dom/client'
import {renderToString} from 'react-dom/server'
import {EARLY_ACTION_ATTRIBUTE} from '../engagement/consent/early-action'
import {holdEarlyInput} from './early-input'

/** A bag button, a menu button and a search form, as the product page and the header have them. */
const Page = () => {
    const [bag, setBag] = useState(0)
    const [menu, setMenu] = useState(false)
    const [searched, setSearched] = useState(false)
    return (
        <div>
            <output data-testid="state">{`bag ${bag}|menu ${menu ? 'open' : 'closed'}|${
                searched ? 'searched' : 'not searched'
            }`}</output>
            <button type="button" onClick={() => setBag((count) => count + 1)}>
                <span>Add To Bag</span>
            </button>
            <button type="button" onClick={() => setMenu(true)}>
                Menu
            </button>
            <form
                onSubmit={(event) => {
                    event.preventDefault()
                    setSearched(true)
                }}
            >
                <button type="submit">Search</button>
            </form>
            <a href="/cart">
                <button type="button">Bag</button>
            </a>
            <button type="button" {...{[EARLY_ACTION_ATTRIBUTE]: 'accept'}}>
                Accept all
            </button>
        </div>
    )
}

let container: HTMLElement
let root: Root | undefined
let listening: boolean
let replay: () => boolean
let holdEarlyInputReplay: () => number
beforeEach(() => {
    container = document.createElement('div')
    container.innerHTML = renderToString(<Page />)
    document.body.append(container)
    listening = false
    holdEarlyInputReplay = holdEarlyInput(
        () => !listening,
        document,
        () => listening
    )
    replay = () => holdEarlyInputReplay() > 0
})
afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    container.remove()
})

const button = (name: string): HTMLButtonElement => {
    const found = Array.from(container.querySelectorAll('button')).find(
        (element) => element.textContent === name
    )
    if (!found) throw new Error(`no button ${name}`)
    return found
}
const state = () => container.querySelector('[data-testid="state"]')?.textContent
/** A press as the browser makes it; true when something stopped its default action (a form's submission). */
const press = (element: Element) =>
    !element.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}))
const hydrate = () => {
    listening = true
    act(() => {
        root = hydrateRoot(container, <Page />)
    })
}

test('without the hold, a press before React listens is lost (the defect)', () => {
    replay()
    press(button('Add To Bag'))
    hydrate()
    expect(state()).toBe('bag 0|menu closed|not searched')
})

test('a press before React listens is made again once the page has hydrated', () => {
    // On the label inside the button, as a finger lands.
    press(container.querySelector('button span') as Element)
    hydrate()
    expect(state()).toBe('bag 0|menu closed|not searched')
    act(() => {
        expect(replay()).toBe(true)
    })
    expect(state()).toBe('bag 1|menu closed|not searched')
})

test('an early press on a submit button does not send the form to the server; the app submits it later', () => {
    expect(press(button('Search'))).toBe(true)
    hydrate()
    act(() => {
        replay()
    })
    expect(state()).toBe('bag 0|menu closed|searched')
})

test('only the last early press is made again', () => {
    press(button('Add To Bag'))
    press(button('Add To Bag'))
    press(button('Menu'))
    hydrate()
    act(() => {
        replay()
    })
    expect(state()).toBe('bag 0|menu open|not searched')
})

test('presses once React listens are React’s alone: nothing is held or made again', () => {
    hydrate()
    act(() => {
        expect(press(button('Add To Bag'))).toBe(false)
    })
    expect(state()).toBe('bag 1|menu closed|not searched')
    act(() => {
        expect(replay()).toBe(false)
    })
    expect(state()).toBe('bag 1|menu closed|not searched')
})

test('a button in a link and the consent banner’s buttons keep their own early behaviour', () => {
    expect(press(button('Bag'))).toBe(false)
    expect(press(button('Accept all'))).toBe(false)
    hydrate()
    act(() => {
        expect(replay()).toBe(false)
    })
})

test('a held press is dropped when its button is disabled or gone by the time the page is live', () => {
    press(button('Add To Bag'))
    hydrate()
    const bag = button('Add To Bag')
    bag.disabled = true
    act(() => {
        expect(replay()).toBe(false)
    })
    expect(state()).toBe('bag 0|menu closed|not searched')
})
