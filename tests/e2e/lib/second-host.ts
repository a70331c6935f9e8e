import fs from 'fs'
import os from 'os'
import path from 'path'
import {defaultBuildDir} from '../../../scripts/build-if-stale'
import {startHost} from '../../../scripts/stack'
import {freePort} from '../../../scripts/wait-for'

/**
 * A second production host on the run's build, one worker on a free loopback port, with every upstream pointed
 * at `sandboxOrigin`: for tests of what a host serves when its upstreams fail (an address nothing answers at,
 * or the run's sandbox refusing this host). Its log is kept in a folder of its own, named after `name`.
 */
export const startSecondHost = async (name: string, sandboxOrigin: string) => {
    const port = await freePort()
    const runDir = fs.mkdtempSync(path.join(os.tmpdir(), `vela-e2e-${name}-`))
    const host = await startHost({
        port,
        buildDir: defaultBuildDir(),
        sandbox: {origin: sandboxOrigin, publicOrigin: sandboxOrigin, override: true},
        workers: 1,
        bind: '127.0.0.1',
        publicHost: `localhost:${port}`,
        logFile: path.join(runDir, 'host.log')
    })
    return {port, stop: () => host.process.stop()}
}
