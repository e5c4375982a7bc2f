// The proxy that stands between Firefox/WebKit and every third party must name the host each
// connection asked for, however its first bytes arrive; an unnamed one fails a smoke test.
import net from 'node:net'
import tls from 'node:tls'
import { startBlockingProxy, type BlockingProxy } from './support/blocking-proxy'

/** The ClientHello a TLS client sends first when it asks for `host`. */
async function clientHello(host: string): Promise<Buffer> {
  let hello: Buffer | undefined
  const catcher = net.createServer((socket) => {
    socket.once('data', (bytes) => {
      hello = bytes
      socket.destroy()
    })
  })
  await new Promise<void>((resolve) => catcher.listen(0, '127.0.0.1', resolve))
  const { port } = catcher.address() as net.AddressInfo
  await new Promise<void>((resolve) =>
    tls
      .connect({ port, host: '127.0.0.1', servername: host })
      .on('error', () => resolve())
      .on('close', () => resolve()),
  )
  await new Promise((resolve) => catcher.close(resolve))
  if (!hello) throw new Error('no ClientHello')
  return hello
}

/** Sends `parts` to the proxy one write at a time, each after the last was read, then waits for the close. */
async function send(proxy: BlockingProxy, parts: Buffer[]) {
  const socket = net.connect(proxy.port, '127.0.0.1')
  const closed = new Promise((resolve) => socket.on('close', resolve))
  socket.on('error', () => undefined)
  for (const part of parts) {
    await new Promise<void>((resolve) => socket.write(part, () => resolve()))
    await new Promise((resolve) => setImmediate(resolve))
  }
  await closed
}

describe('the blocking proxy', () => {
  let proxy: BlockingProxy
  beforeEach(async () => {
    proxy = await startBlockingProxy()
  })
  afterEach(() => proxy.close())

  it('names the host of a proxy request line', async () => {
    await send(proxy, [Buffer.from('CONNECT maps.googleapis.com:443 HTTP/1.1\r\nHost: maps.googleapis.com\r\n\r\n')])
    expect(proxy.hosts).toEqual(['maps.googleapis.com'])
  })

  it('names the host of a TLS ClientHello, even one that arrives in pieces', async () => {
    const hello = await clientHello('www.youtube.com')
    await send(proxy, [hello])
    await send(proxy, [hello.subarray(0, 3), hello.subarray(3, 60), hello.subarray(60)])
    expect(proxy.hosts).toEqual(['www.youtube.com', 'www.youtube.com'])
  })

  it('shows the bytes of a connection that names no host', async () => {
    await send(proxy, [Buffer.from([0x00, 0x01, 0x02])])
    expect(proxy.hosts).toEqual(['(unreadable: 3 bytes, 000102)'])
  })
})
