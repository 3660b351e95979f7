// `npm run edit` serves the editor and decap-server's file API, which reads and writes any file of the working copy
// (.env included) without asking who is there: both must listen on this computer only, never on the Wi-Fi.
// The test starts it on free ports and reads where the system says each one listens (/proc/net/tcp and tcp6),
// then knocks on them from this machine's network addresses.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** Whether a TCP connection to host:port is accepted. */
function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

/** The IPv4 or IPv6 address of a /proc/net/tcp* entry ("0100007F" is 127.0.0.1: each 32-bit word is little-endian). */
function addressOf(hex: string): string {
  const words = hex.match(/.{8}/g)!.map((word) =>
    word
      .match(/../g)!
      .reverse()
      .map((byte) => parseInt(byte, 16)),
  )
  const bytes = words.flat()
  if (bytes.length === 4) return bytes.join('.')
  const groups = [] as string[]
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i] << 8) | bytes[i + 1]).toString(16))
  // The URL parser writes an IPv6 address in its short form: "[::1]", "[::]", "[::ffff:7f00:1]".
  return new URL(`http://[${groups.join(':')}]`).hostname.slice(1, -1)
}

/** The local addresses that listen on a TCP port, as the kernel lists them. */
function listeners(port: number): string[] {
  const found: string[] = []
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/)
      if (!local || state !== '0A') continue // 0A: LISTEN
      const [address, portHex] = local.split(':')
      if (parseInt(portHex, 16) === port) found.push(addressOf(address))
    }
  }
  return found
}

const isLoopback = (address: string) => /^127\./.test(address) || address === '::1' || /^::ffff:7f/i.test(address)

/** This machine's own addresses on its networks (Wi-Fi, Ethernet): where a neighbour would knock. */
const networkAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((entry) => entry && !entry.internal && !entry.address.startsWith('fe80'))
    .map((entry) => entry!.address)

let editor: ChildProcess | undefined
/** Whether any process of the group is still running. */
const groupAlive = (group: number) => {
  try {
    process.kill(-group, 0)
    return true
  } catch {
    return false
  }
}

afterAll(async () => {
  const group = editor?.pid
  if (!group || !groupAlive(group)) return
  process.kill(-group, 'SIGTERM')
  for (let waited = 0; waited < 10_000 && groupAlive(group); waited += 200) await new Promise((resolve) => setTimeout(resolve, 200))
  if (groupAlive(group)) process.kill(-group, 'SIGKILL')
}, 15_000)

describe('npm run edit', () => {
  it('listens on this computer only: the site with the editor and decap-server', { timeout: 120_000 }, async () => {
    const [sitePort, backendPort] = [await freePort(), await freePort()]
    let output = ''
    // Its own process group, so that the dev server and decap-server stop with it.
    editor = spawn(process.execPath, [path.join(root, 'tools/edit.mjs')], {
      cwd: root,
      detached: true,
      env: { ...process.env, PORT: String(sitePort), CMS_BACKEND_PORT: String(backendPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    editor.stdout!.on('data', (chunk) => (output += chunk))
    editor.stderr!.on('data', (chunk) => (output += chunk))
    const deadline = Date.now() + 100_000
    while (!((await connects('127.0.0.1', sitePort)) && (await connects('127.0.0.1', backendPort)))) {
      if (Date.now() > deadline || editor.exitCode !== null) throw new Error(`npm run edit did not start:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const where = { site: listeners(sitePort), 'decap-server': listeners(backendPort) }
    expect(where.site.length).toBeGreaterThan(0)
    expect(where['decap-server'].length).toBeGreaterThan(0)
    for (const [server, addresses] of Object.entries(where))
      expect(
        addresses.filter((address) => !isLoopback(address)),
        `${server} listens on`,
      ).toEqual([])
    for (const address of networkAddresses()) {
      expect(await connects(address, sitePort), `the site from ${address}`).toBe(false)
      expect(await connects(address, backendPort), `decap-server from ${address}`).toBe(false)
    }
  })
})
