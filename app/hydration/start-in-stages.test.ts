/**
 * The page's start runs the app's modules part by part, each part in a task of its own, and hydrates last. The
 * parts are replaced by stand-ins that note when webpack (here Jest) runs them.
 */
// The start itself is imported inside the test, once the stand-ins are in place.
import type {startInStages as StartInStages} from './start-in-stages'

const mockRan: string[] = []
const mockNote = (name: string) => {
    mockRan.push(name)
    return {}
}

jest.mock('react-dom/client', () => mockNote('react-dom'))
jest.mock('../theme/components', () => mockNote('theme components'))
jest.mock('../theme', () => mockNote('theme'))
jest.mock('../components/_app-config/theme-root', () => mockNote('theme root'))
jest.mock('../components/_app-config', () => mockNote('app config'))
jest.mock('../components/search-box', () => mockNote('search box'))
jest.mock('../components/header', () => mockNote('header'))
jest.mock('../commerce/session', () => mockNote('session'))
jest.mock('../components/_app', () => mockNote('app'))

const mockHydrate = jest.fn((_replay: () => void, _onListening: () => void) => Promise.resolve())
jest.mock('./hydrate-in-slices', () => {
    mockRan.push('hydrate')
    return {hydrateInSlices: mockHydrate}
})

const mockHeldInput = jest.fn()
let mockReactListens: () => boolean = () => true
jest.mock('./early-input', () => ({
    holdEarlyInput: (_isHydrating: () => boolean, _root: Document, reactListens: () => boolean) => {
        mockRan.push('hold early input')
        mockReactListens = reactListens
        return mockHeldInput
    }
}))

const supported = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf')

/** Runs the microtasks queued so far (a resolved import's continuation), without running the next task. */
const settle = async () => {
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve()
}

beforeEach(() => {
    jest.useFakeTimers()
    mockRan.length = 0
    document.documentElement.lang = 'ja-JP'
})

afterEach(() => jest.useRealTimers())

test('each part of the app runs in a task of its own, then the page hydrates with early input held', async () => {
    const start: typeof StartInStages = (await import('./start-in-stages')).startInStages
    const started = start()
    await settle()
    // In the first task: early input is held before anything else, and React's renderer runs.
    expect(mockRan).toEqual(['hold early input', 'react-dom'])

    const tasks: string[][] = []
    while (!mockHydrate.mock.calls.length) {
        const before = mockRan.length
        jest.advanceTimersToNextTimer()
        await settle()
        tasks.push(mockRan.slice(before))
        if (tasks.length > 30) throw new Error('the start never hydrated')
    }
    await started

    // No task runs more than one part. Four tasks run no module: the three Intl warm-ups, and hydration's start,
    // a task after its module has run.
    expect(tasks.every((task) => task.length <= 1)).toBe(true)
    expect(tasks.flat()).toEqual([
        'theme components',
        'theme',
        'theme root',
        'app config',
        'search box',
        'header',
        'session',
        'app',
        'hydrate'
    ])
    expect(tasks.filter((task) => task.length === 0)).toHaveLength(4)
    expect(supported).toHaveBeenCalledWith('ja-JP')
    // What was held is played again by hydration, once it has committed.
    const [replay, onListening] = mockHydrate.mock.calls[0]
    expect(replay).toBe(mockHeldInput)
    // Presses are held until hydration says React listens.
    expect(mockReactListens()).toBe(false)
    onListening()
    expect(mockReactListens()).toBe(true)
})
