// A throwaway key and certificate for 127.0.0.1, made with openssl for one run: the benchmark serves
// HTTP/2 over TLS as Netlify does, and WebKit needs TLS even locally (it applies the CSP's
// upgrade-insecure-requests to 127.0.0.1).
'use strict'

const { execFileSync } = require('node:child_process')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')

function selfSignedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-tls-'))
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')]
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    )
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) }
  } catch (error) {
    throw new Error(`openssl could not make the local server's certificate (apt-get install -y openssl): ${error.message}`)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

module.exports = { selfSignedCertificate }
