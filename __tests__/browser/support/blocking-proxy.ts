// Firefox and WebKit reach every host but the local server through this proxy, which notes the host
// and closes the connection: no third party is ever reached, and the tests can see which were asked.
// (Chromium is blocked by Playwright's own routing, site.ts.)
import net from 'node:net'

export type BlockingProxy = { port: number; hosts: string[]; close: () => Promise<void> }

/**
 * The host a connection asked for: a proxy request line (`CONNECT host:443` or `GET http://host/`),
 * or, for a client that speaks TLS to the proxy directly (WebKitGTK does), the server name of its
 * TLS ClientHello.
 */
export function requestedHost(first: Buffer): string {
  const line = /^[A-Z]+ (\S+)/.exec(first.toString('latin1'))
  if (line?.[1]) return line[1].replace(/^\w+:\/\//, '').replace(/[/:].*$/, '')
  return serverName(first) ?? '(unknown)'
}

/** The SNI host name of a TLS ClientHello record, if it carries one. */
function serverName(record: Buffer): string | undefined {
  if (record[0] !== 0x16 || record[5] !== 0x01) return undefined // handshake record, ClientHello
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
    socket.once('data', (first) => {
      try {
        hosts.push(requestedHost(first))
      } catch {
        hosts.push('(unreadable)')
      }
      socket.destroy()
    })
    socket.on('error', () => undefined)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo
      resolve({ port: address.port, hosts, close: () => new Promise((done) => server.close(() => done())) })
    })
  })
}
