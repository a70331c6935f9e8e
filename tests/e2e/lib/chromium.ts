import {execFileSync} from 'child_process'
import fs from 'fs'
import {CHROMIUM_PATH} from './browser'

/**
 * The browser tests drive Debian's Chromium. On a fresh machine (CI runs as root) it is installed with apt;
 * elsewhere the developer is told the one command to run.
 */
export const ensureChromium = () => {
    if (fs.existsSync(CHROMIUM_PATH)) return
    if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${CHROMIUM_PATH} does not exist`)
    if (process.platform !== 'linux' || process.getuid?.() !== 0 || !fs.existsSync('/usr/bin/apt-get')) {
        throw new Error(
            `Chromium is not installed at ${CHROMIUM_PATH}. Install it with \`sudo apt-get install -y chromium\`, ` +
                'or set CHROMIUM_PATH to a Chromium or Chrome binary.'
        )
    }
    console.log('[e2e] Chromium missing: installing it with apt-get (about 30 s)')
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'}
    execFileSync('apt-get', ['update'], {stdio: 'inherit', env})
    execFileSync('apt-get', ['install', '-y', 'chromium'], {stdio: 'inherit', env})
    if (!fs.existsSync(CHROMIUM_PATH))
        throw new Error(`apt-get finished but ${CHROMIUM_PATH} is still missing`)
}
