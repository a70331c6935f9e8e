import {useState} from 'react'
import {act, render, screen} from '@testing-library/react'
import {renderToString} from 'react-dom/server'
import {useHydrated} from './use-hydrated'

/** Records what each render of a component saw, first render first. */
const seen: boolean[] = []
const Probe = ({name}: {name: string}) => {
    const hydrated = useHydrated()
    seen.push(hydrated)
    return <span data-testid={name}>{hydrated ? 'hydrated' : 'server'}</span>
}

const Page = () => {
    const [later, setLater] = useState(false)
    return (
        <>
            <Probe name="first" />
            <button onClick={() => setLater(true)}>mount</button>
            {later && <Probe name="later" />}
        </>
    )
}

test('the server render and the first browser render are the server state', () => {
    expect(renderToString(<Probe name="ssr" />)).toContain('server')
    seen.length = 0
    render(<Probe name="first" />)
    expect(seen[0]).toBe(false)
    expect(screen.getByTestId('first')).toHaveTextContent('hydrated')
})

test('a component mounted after the page has hydrated is hydrated from its first render (no flash)', () => {
    render(<Page />)
    seen.length = 0
    act(() => screen.getByRole('button', {name: 'mount'}).click())
    expect(screen.getByTestId('later')).toHaveTextContent('hydrated')
    expect(seen).not.toContain(false)
})
