import fs from 'fs'
import os from 'os'
import {printTable, saveResults} from './lib/output'
import {pageTypes} from './lib/page-weight'

/**
 * Server CPU per render: the host's processes (primary and workers, one process group) are asked for each
 * page type one request at a time, and the CPU time they used is divided by the number of renders. Upstream
 * work (the sandbox) is not counted; gzip and the host's own request handling are. Linux only (/proc).
 */

const TICK_MS = 1000 / 100

/** User + system CPU time of every process in a process group, in milliseconds. */
const groupCpuMs = (pgid: number): number => {
    let ticks = 0
    for (const entry of fs.readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue
        try {
            const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
            // Fields after the command name (which may contain spaces): state ppid pgrp ... utime(14) stime(15).
            const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
            if (Number(fields[2]) !== pgid) continue
            ticks += Number(fields[11]) + Number(fields[12])
        } catch {
            // The process ended while we read.
        }
    }
    return ticks * TICK_MS
}

const get = (url: string) =>
    fetch(url, {headers: {accept: 'text/html', 'accept-encoding': 'gzip'}}).then((response) =>
        response.arrayBuffer()
    )

export const runSsrCpuBenchmark = async ({
    baseUrl,
    hostPid,
    renders = 20
}: {
    baseUrl: string
    hostPid?: number
    renders?: number
}) => {
    if (!hostPid || os.platform() !== 'linux') {
        console.log('[perf:cpu] needs the host started by the benchmark on Linux (not --url): skipped')
        return []
    }
    const results = []
    for (const page of await pageTypes(baseUrl)) {
        const url = `${baseUrl}${page.path}`
        for (let round = 0; round < 5; round += 1) await get(url)
        const before = groupCpuMs(hostPid)
        const started = performance.now()
        for (let round = 0; round < renders; round += 1) await get(url)
        const wallMs = (performance.now() - started) / renders
        const cpuMs = (groupCpuMs(hostPid) - before) / renders
        results.push({
            page: page.name,
            path: page.path,
            renders,
            cpuMs: Math.round(cpuMs),
            wallMs: Math.round(wallMs)
        })
    }
    printTable(
        ['page', 'renders', 'CPU ms/render', 'wall ms/render'],
        results.map((result) => [result.page, result.renders, result.cpuMs, result.wallMs])
    )
    console.log(`\nresults: ${saveResults('ssr-cpu', results)}`)
    return results
}
