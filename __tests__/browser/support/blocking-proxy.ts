// Firefox and WebKit reach every host but the local server through this proxy, which notes the host
// and closes the connection: no third party is ever reached, and the tests can see which were asked.
// (Chromium is blocked by Playwright's own routing, site.ts.)
import net from 'node:net'

export type BlockingProxy = { port: number; hosts: string[]; close: () => Promise<void> }

/** How long a connection may take to say which host it wants before it is noted as it stands. */
const FIRST_WORDS_MS = 3000

/**
 * The host a connection asked for: a proxy request line (`CONNECT host:443` or `GET http://host/`),
 * or, for a client that speaks TLS to the proxy directly (WebKitGTK does), the server name of its
 * TLS ClientHello. `undefined` while the bytes so far are a beginning of either (a ClientHello may
 * arrive in several reads); a description of the bytes when they are neither, so a failure shows them.
 */
export function requestedHost(bytes: Buffer, complete = false): string | undefined {
  if (bytes[0] === 0x16) {
    if (bytes.length < 5 || bytes.length < 5 + bytes.readUInt16BE(3)) return complete ? describe(bytes, 'cut TLS record') : undefined
    return serverName(bytes) ?? describe(bytes, 'TLS without a server name')
  }
  const text = bytes.toString('latin1')
  const line = /^[A-Z]+ (\S+)/.exec(text)
  if (line?.[1] && /[\r\n]/.test(text)) return line[1].replace(/^\w+:\/\//, '').replace(/[/:].*$/, '')
  if (!complete && /^[A-Z]*( \S*)?$/.test(text) && bytes.length < 8192) return undefined
  return describe(bytes, 'unreadable')
}

function describe(bytes: Buffer, what: string): string {
  return `(${what}: ${bytes.length} bytes, ${bytes.subarray(0, 24).toString('hex')})`
}

/** The SNI host name of a whole TLS ClientHello record, if it carries one. */
function serverName(record: Buffer): string | undefined {
  if (record[5] !== 0x01) return undefined // a handshake record, but not a ClientHello
  let at = 9 + 2 + 32 // record and handshake headers, version, random
  at += 1 + record.readUInt8(at) // session id
  at += 2 + record.readUInt16BE(at) // cipher suites
  at += 1 + record.readUInt8(at) // compression methods
  const end = at + 2 + record.readUInt16BE(at)
  for (at += 2; at + 4 <= end && at + 4 <= record.length;) {
    const type = record.readUInt16BE(at)
    const length = record.readUInt16BE(at + 2)
    if (type === 0) return record.toString('latin1', at + 9, at + 9 + record.readUInt16BE(at + 7))
    at += 4 + length
  }
  return undefined
}

export function startBlockingProxy(): Promise<BlockingProxy> {
  const hosts: string[] = []
  const server = net.createServer((socket) => {
    let bytes = Buffer.alloc(0)
    let noted = false
    const note = (complete: boolean) => {
      if (noted) return
      let host: string | undefined
      try {
        host = requestedHost(bytes, complete)
      } catch {
        host = describe(bytes, 'unreadable')
      }
      if (host === undefined) return
      noted = true
      clearTimeout(timer)
      // A connection closed before saying anything asked for nothing.
      if (bytes.length > 0) hosts.push(host)
      socket.destroy()
    }
    const timer = setTimeout(() => note(true), FIRST_WORDS_MS)
    socket.on('data', (chunk) => {
      bytes = Buffer.concat([bytes, chunk])
      note(false)
    })
    socket.on('end', () => note(true))
    socket.on('close', () => note(true))
    socket.on('error', () => undefined)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo
      resolve({ port: address.port, hosts, close: () => new Promise((done) => server.close(() => done())) })
    })
  })
}
