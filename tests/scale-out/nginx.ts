import {execFileSync, spawn, type ChildProcess} from 'child_process'
import fs from 'fs'
import path from 'path'
import {ROOT} from '../../scripts/build-if-stale'
import {waitForHealthy} from '../../scripts/wait-for'

export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx'
export const SITE_CONFIG = path.join(ROOT, 'deploy', 'nginx', 'vela-storefront.conf')

/**
 * The scale-out test runs Debian's nginx. On a fresh machine (CI runs as root) it is installed with apt, as the
 * browser tests install Chromium; elsewhere the developer is told the command.
 */
export const ensureNginx = () => {
    if (fs.existsSync(NGINX_PATH)) return
    if (process.env.NGINX_PATH) throw new Error(`NGINX_PATH=${NGINX_PATH} does not exist`)
    if (process.platform !== 'linux' || process.getuid?.() !== 0 || !fs.existsSync('/usr/bin/apt-get')) {
        throw new Error(
            `nginx is not installed at ${NGINX_PATH}. Install it with \`sudo apt-get install -y nginx\`, ` +
                'or set NGINX_PATH to an nginx binary.'
        )
    }
    console.log('# nginx missing: installing it with apt-get')
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'}
    execFileSync('apt-get', ['update'], {stdio: 'inherit', env})
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {stdio: 'inherit', env})
}

/** The shipped site configuration with its placeholders filled in (what `envsubst` does in production). */
export const renderSiteConfig = (
    values: Record<'VELA_LISTEN' | 'VELA_CACHE_DIR' | 'VELA_HOST_A' | 'VELA_HOST_B', string>
) => {
    const text = fs.readFileSync(SITE_CONFIG, 'utf8')
    const rendered = text.replace(/\$\{(VELA_[A-Z_]+)\}/g, (match, name: string) => {
        const value = (values as Record<string, string>)[name]
        if (value === undefined) throw new Error(`no value for ${match}`)
        return value
    })
    return rendered
}

export interface RunningNginx {
    origin: string
    accessLog: string
    stop: () => Promise<void>
}

/**
 * nginx in the foreground as a single process (the test's own wrapper: pid, logs and temp files in runDir),
 * with the shipped site configuration included unchanged apart from its placeholders.
 */
export const startNginx = async (options: {
    runDir: string
    port: number
    hosts: string[]
}): Promise<RunningNginx> => {
    const dir = path.join(options.runDir, 'nginx')
    for (const sub of ['tmp', 'cache']) fs.mkdirSync(path.join(dir, sub), {recursive: true})
    fs.writeFileSync(
        path.join(dir, 'vela-storefront.conf'),
        renderSiteConfig({
            VELA_LISTEN: `127.0.0.1:${options.port}`,
            VELA_CACHE_DIR: path.join(dir, 'cache'),
            VELA_HOST_A: options.hosts[0],
            VELA_HOST_B: options.hosts[1]
        })
    )
    const accessLog = path.join(dir, 'access.log')
    fs.writeFileSync(
        path.join(dir, 'nginx.conf'),
        [
            'daemon off;',
            'master_process off;',
            'worker_processes 1;',
            `pid ${dir}/nginx.pid;`,
            `error_log ${dir}/error.log warn;`,
            'events { worker_connections 512; }',
            'http {',
            `    access_log ${accessLog};`,
            ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
                (kind) => `    ${kind}_temp_path ${dir}/tmp/${kind};`
            ),
            `    include ${dir}/vela-storefront.conf;`,
            '}',
            ''
        ].join('\n')
    )
    const child: ChildProcess = spawn(
        NGINX_PATH,
        ['-p', dir, '-c', `${dir}/nginx.conf`, '-e', `${dir}/error.log`],
        {
            stdio: ['ignore', 'ignore', 'inherit']
        }
    )
    let exited = false
    const done = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    void done.then(() => (exited = true))
    const origin = `http://127.0.0.1:${options.port}`
    await waitForHealthy(`${origin}/healthz`, {timeoutMs: 30_000, stillRunning: () => !exited})
    return {
        origin,
        accessLog,
        stop: async () => {
            if (!exited) child.kill('SIGQUIT')
            await done
        }
    }
}
