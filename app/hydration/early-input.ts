import {EARLY_ACTION_ATTRIBUTE} from '../engagement/consent/early-action'

/**
 * Keeps what a shopper does to a form control while the page is still hydrating.
 *
 * A tap on a size, or typing in a field, can land on server-rendered HTML before React owns it: the browser
 * changes the control (checks the radio, fills the field), but React's change detection starts from the
 * control's state when it attaches, so it sees no change and the page's state never learns of it. Its next
 * render then puts the control back. Here every change made before hydration has committed is noted, and once
 * it has, the shopper's last action on each control is played again through React's own change detection.
 *
 * A press on a button is lost the same way while React does not listen yet (from the page's first script until
 * hydration starts): "Add To Bag", the menu or a quantity step did nothing, and a submit button sent its form
 * to the server as a whole new page. Once React listens, a press makes it hydrate the pressed part at once and
 * handle it. Until then the last press is held (its default action stopped) and made again after the controls.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

interface Noted {
    control: Control
    checked?: boolean
    value?: string
}

const isControl = (target: EventTarget | null): target is Control =>
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement

const isToggle = (control: Control): control is HTMLInputElement =>
    control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')

const replayToggle = (control: HTMLInputElement, checked: boolean) => {
    // A radio is only ever checked by a tap; one left unchecked was superseded by a later tap in its group.
    if (control.type === 'radio' && !checked) return
    // Assigned through React's tracked property, React now holds the state before the tap; the click then
    // makes the tap again, which React sees as a change. The noted state is used, not the control's: React
    // re-renders every controlled field after each replayed change, which puts the fields still to come back
    // to the state it knew.
    control.checked = !checked
    control.click()
}

const replayValue = (control: Control, value: string) => {
    // As above: React is told the value before the shopper's, then sees the shopper's arrive (set through the
    // element's class, which React's change tracking does not watch).
    control.value = value === '' ? ' ' : ''
    Reflect.set(Object.getPrototypeOf(control) as object, 'value', value, control)
    control.dispatchEvent(
        new Event(control instanceof HTMLSelectElement ? 'change' : 'input', {bubbles: true})
    )
}

/**
 * Starts noting changes while `isHydrating()` is true, and the last press on a button while `reactListens()`
 * is false; the function returned plays them again and stops noting. Call it once, after hydration has
 * committed and the event that may have committed it is over (a task later): a control is not clicked again
 * inside its own click.
 */
export const holdEarlyInput = (
    isHydrating: () => boolean,
    root: Document = document,
    reactListens: () => boolean = () => true
): (() => number) => {
    const noted = new Map<unknown, Noted>()
    let pressed: HTMLButtonElement | undefined
    const keyOf = (control: Control): unknown =>
        // The last tap in a radio group is the one that counts.
        control instanceof HTMLInputElement && control.type === 'radio' && control.name
            ? `radio:${control.name}`
            : control
    const note = (event: Event) => {
        const control = event.target
        const button =
            event.type === 'click' &&
            control instanceof Element &&
            !reactListens() &&
            control.closest('button')
        // A press on a button before React listens (see below); links and the consent banner's buttons keep their
        // own early behaviour (engagement/consent/early-action.ts).
        if (button && !button.disabled && !button.closest(`a[href],[${EARLY_ACTION_ATTRIBUTE}]`)) {
            event.preventDefault()
            // The last press is the shopper's intent; pressing each again could open two things at once.
            pressed = button
            return
        }
        if (!isControl(control)) return
        if (event.type === 'click' && !isToggle(control)) return
        // Once hydrated, React has the control; a later action supersedes the one noted before.
        if (!isHydrating()) {
            noted.delete(keyOf(control))
            return
        }
        // A file field's value cannot be set from script.
        if (control instanceof HTMLInputElement && control.type === 'file') return
        // A shopper cannot uncheck a radio; one found unchecked was put back by hydration, not by the tap.
        if (isToggle(control) && control.type === 'radio' && !control.checked) return
        const key = keyOf(control)
        noted.delete(key)
        noted.set(
            key,
            isToggle(control) ? {control, checked: control.checked} : {control, value: control.value}
        )
    }
    // The click too: a tap can make React hydrate at once, inside the click, and hydration puts the radio back
    // before the browser would announce the change; at the click's capture the control shows the tap.
    const types = ['click', 'input', 'change']
    for (const type of types) root.addEventListener(type, note, true)
    return () => {
        for (const type of types) root.removeEventListener(type, note, true)
        let replayed = 0
        for (const {control, checked, value} of noted.values()) {
            if (!control.isConnected || control.disabled) continue
            if (checked !== undefined && isToggle(control)) replayToggle(control, checked)
            else if (value !== undefined) replayValue(control, value)
            else continue
            replayed += 1
        }
        noted.clear()
        // After the controls: a size tapped before "Add To Bag" is chosen when the bag is asked.
        if (pressed?.isConnected && !pressed.disabled) {
            pressed.click()
            replayed += 1
        }
        pressed = undefined
        return replayed
    }
}
