import type {RegisteredTest} from './registry'

/**
 * Browser tests run in lanes: each lane runs one spec file at a time, its tests in order, and the lanes run
 * side by side against the same stack. A journey spends most of its time waiting on the page, the host or a
 * timer, so a second lane uses the CPU the first leaves idle (the README's "Testing" gives the measured gain).
 *
 * Files whose tests sign in as the seeded shoppers share those shoppers' baskets, addresses, saved cards and
 * wishlists; they are pinned to the first lane, one after another, as they ran before lanes existed. Every
 * other file uses its own guest or newly registered shopper and goes to whichever lane is free, the files
 * with the most tests first so that the last one to finish is a short one.
 */
export const SEEDED_SHOPPER_FILES = [
    'account.browser.ts',
    'account.security.ts',
    'checkout.browser.ts',
    'checkout-payments.browser.ts'
]

/**
 * Files that check what a third-party stand-in received from the whole site (the tag manager's hits since a
 * point in time, not one visitor's: a shopper who refused consent has no id to filter by). Another lane's
 * shopper would be counted as theirs, so they run alone, after the lanes.
 */
export const SOLO_FILES = ['signals.browser.ts']

export interface FileRun {
    file: string
    tests: RegisteredTest[]
}

const byFile = (tests: RegisteredTest[]): FileRun[] => {
    const files = new Map<string, RegisteredTest[]>()
    for (const test of tests) files.set(test.file, [...(files.get(test.file) ?? []), test])
    return [...files].map(([file, fileTests]) => ({file, tests: fileTests}))
}

/** The first lane's pinned files, in order, and the shared queue the lanes draw from. */
export const planLanes = (
    tests: RegisteredTest[]
): {pinned: FileRun[]; shared: FileRun[]; solo: FileRun[]} => {
    const files = byFile(tests)
    return {
        solo: files.filter((run) => SOLO_FILES.includes(run.file)),
        pinned: files.filter((run) => SEEDED_SHOPPER_FILES.includes(run.file)),
        shared: files
            .filter((run) => !SEEDED_SHOPPER_FILES.includes(run.file) && !SOLO_FILES.includes(run.file))
            .sort((a, b) => b.tests.length - a.tests.length || a.file.localeCompare(b.file))
    }
}

/**
 * Runs every file once across `laneCount` lanes. `runFile` returns false to stop the run (--bail): no lane
 * starts another file after that.
 */
export const runInLanes = async (
    tests: RegisteredTest[],
    laneCount: number,
    runFile: (run: FileRun, lane: number) => Promise<boolean>
) => {
    const {pinned, shared, solo} = planLanes(tests)
    let stopped = false
    const lane = async (index: number) => {
        const own = index === 0 ? [...pinned] : []
        for (;;) {
            if (stopped) return
            const next = own.shift() ?? shared.shift()
            if (!next) return
            if (!(await runFile(next, index))) stopped = true
        }
    }
    // With one lane the pinned files simply run first.
    const lanes = Math.max(1, Math.floor(laneCount))
    await Promise.all(Array.from({length: lanes}, (_unused, index) => lane(index)))
    for (const run of solo) {
        if (stopped) return
        if (!(await runFile(run, 0))) stopped = true
    }
}
