// Netlify Forms on this machine, for the local server (scripts/static-server.cjs: `npm start`,
// `npm run serve`, the browser tests): a POST of a form the build holds (data-netlify) is taken as
// Netlify takes it (only the fields the form has in the built HTML, a filled honeypot kept as spam and
// reported to nobody), kept as a JSON file in a folder git ignores (.netlify/forms/), answered as
// Netlify answers (a 303 to the form's action for a page's own post, 200 for a script's), and reported
// to the site's submission-created function with Netlify's event shape ({ payload: submission }).
// That function reads the submission back by its id from a stand-in for Netlify's API served here
// (GET /api/v1/submissions/{id}, with a token made for this process), so the whole chain runs as on
// Netlify. docs/architecture.md, "Running them here".
'use strict'

const fs = require('node:fs')
const path = require('node:path')
const { randomBytes, createHash } = require('node:crypto')

const FILES_PATH = '/.netlify/local-forms/files/'
const API_PATH = /^\/api\/v1\/submissions\/([a-f0-9]{24})$/
/** This machine's site, as Netlify's API and the functions' SITE_ID name it. */
const SITE_ID = 'local-site'
const FORMS_PATH = `/api/v1/sites/${SITE_ID}/forms`
const formId = (name) => createHash('sha256').update(name).digest('hex').slice(0, 24)
const HONEYPOT = 'bot-field'

/** Every HTML file under `dir`. */
function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name.startsWith('_') || entry.name === 'static' ? [] : htmlFiles(full)
    return entry.name.endsWith('.html') ? [full] : []
  })
}

/** The forms Netlify would detect in the build: name -> the names of their fields and file fields. */
function detectForms(publicDir) {
  const forms = new Map()
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, 'utf8')
    for (const [, attributes, inner] of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
      if (!/\bdata-netlify="true"/.test(attributes)) continue
      const name = /\bname="([^"]+)"/.exec(attributes)?.[1]
      if (!name) continue
      const form = forms.get(name) ?? { fields: new Set(), files: new Set() }
      for (const [control] of inner.matchAll(/<(?:input|textarea|select)\b[^>]*>/g)) {
        const field = /\bname="([^"]+)"/.exec(control)?.[1]
        if (!field) continue
        form.fields.add(field)
        if (/\btype="file"/.test(control)) form.files.add(field)
      }
      forms.set(name, form)
    }
  }
  return forms
}

/** A file's name as it is kept: letters, digits, _ . and -; null for a name made of dots ('..' is the folder above). */
const safeName = (name) => {
  const safe = name.replace(/[^\w.-]/g, '_').slice(0, 100) || 'file'
  return /^\.+$/.test(safe) ? null : safe
}

/** Submissions and their files are kept 30 days, readable by this user only (they hold a visitor's name, phone and resume). */
const KEPT_MS = 30 * 24 * 60 * 60 * 1000
const PRIVATE_DIR = 0o700
const PRIVATE_FILE = 0o600

/** `dir` made (and kept) readable by this user only. */
function privateDir(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR })
  fs.chmodSync(dir, PRIVATE_DIR)
}

/** Deletes the submissions and file folders in `dir` older than KEPT_MS. */
function prune(dir, now = Date.now()) {
  for (const folder of [dir, path.join(dir, 'files')]) {
    if (!fs.existsSync(folder)) continue
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (folder === dir && !entry.name.endsWith('.json')) continue
      const full = path.join(folder, entry.name)
      if (now - fs.statSync(full).mtimeMs > KEPT_MS) fs.rmSync(full, { recursive: true, force: true })
    }
  }
}

/**
 * The forms of `publicDir`, kept in `dir`. `run(name, request)` runs a function of the site;
 * `log(line)` says what happened (never a field's value).
 */
function localForms({ publicDir, dir, run, log = console.log }) {
  const token = randomBytes(24).toString('hex')
  let forms = null
  let origin = ''

  /** The settings the functions need to read a local submission back: this server as Netlify's API. */
  const settingsFor = (serverOrigin) => {
    origin = serverOrigin
    return { NETLIFY_API_TOKEN: token, NETLIFY_API_ORIGIN: `${serverOrigin}/`, SITE_ID }
  }

  /** Answers a POST of a form; false when it is not one (the caller answers 404, as Netlify does); any error answers 500. */
  const post = async (req, res, body, url) => {
    try {
      return await take(req, res, body, url)
    } catch (error) {
      log(`forms: a submission could not be kept: ${error?.code ?? error?.name ?? 'error'}`)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end('The form could not be kept')
      return true
    }
  }

  const take = async (req, res, body, url) => {
    const type = String(req.headers['content-type'] ?? '')
    if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(type)) return false
    let sent
    try {
      sent = await new Request('http://localhost/', { method: 'POST', headers: { 'content-type': type }, body }).formData()
    } catch {
      return false
    }
    forms ??= detectForms(publicDir)
    const name = sent.get('form-name')
    const form = typeof name === 'string' ? forms.get(name) : undefined
    if (!form) return false

    const id = randomBytes(12).toString('hex')
    const data = {}
    for (const field of form.fields) {
      const value = sent.get(field)
      if (value !== null && typeof value !== 'string' && form.files.has(field) && value.size > 0 && !safeName(value.name)) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end('A file’s name cannot be made of dots')
        return true
      }
    }
    privateDir(dir)
    prune(dir)
    for (const field of form.fields) {
      const value = sent.get(field)
      if (value === null) continue
      if (typeof value === 'string') data[field] = value
      else if (form.files.has(field) && value.size > 0) {
        const folder = path.join(dir, 'files', id)
        privateDir(path.join(dir, 'files'))
        privateDir(folder)
        const file = safeName(value.name)
        fs.writeFileSync(path.join(folder, file), Buffer.from(await value.arrayBuffer()), { mode: PRIVATE_FILE })
        data[field] = { filename: value.name, size: value.size, type: value.type, url: `${origin}${FILES_PATH}${id}/${file}` }
      }
    }
    Object.assign(data, {
      ip: req.socket.remoteAddress ?? '',
      user_agent: String(req.headers['user-agent'] ?? ''),
      referrer: String(req.headers.referer ?? ''),
    })
    const spam = typeof data[HONEYPOT] === 'string' && data[HONEYPOT] !== ''
    const number = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).length + 1
    const submission = {
      id,
      number,
      form_id: formId(name),
      form_name: name,
      site_url: origin,
      created_at: new Date().toISOString(),
      ...(spam ? { spam: true } : {}),
      data,
    }
    fs.writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(submission, null, 2), { mode: PRIVATE_FILE })
    log(
      `form ${name}: submission ${id} kept in ${path.relative(process.cwd(), dir) || dir}${spam ? ' as spam (the honeypot was filled)' : ''}`,
    )

    // a page's own post (no script) is sent on to the form's action; a script's fetch gets 200
    // (a browser without Sec-Fetch-Mode is told by what it accepts)
    const mode = req.headers['sec-fetch-mode']
    if (mode === 'navigate' || (!mode && /text\/html/.test(String(req.headers.accept ?? ''))))
      res.writeHead(303, { location: url.pathname }).end()
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>Thank you! Your form submission has been received.</p>')

    // Netlify reports an accepted submission to submission-created after answering; spam it keeps quiet
    if (!spam) {
      const event = new Request(`${origin}/.netlify/functions/submission-created`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ payload: submission, site: { url: origin } }),
      })
      Promise.resolve(run('submission-created', event))
        .then((response) => response && log(`form ${name}: submission-created answered ${response.status}`))
        .catch((error) => log(`form ${name}: submission-created failed: ${error?.name ?? 'error'}`))
    }
    return true
  }

  /** Answers the stand-in API and the kept files; false for any other GET. */
  const get = (req, res, url) => {
    if (url.pathname === FORMS_PATH && req.headers.authorization === `Bearer ${token}`) {
      forms ??= detectForms(publicDir)
      const listed = [...forms.keys()].map((name) => ({ id: formId(name), site_id: SITE_ID, name }))
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(listed))
      return true
    }
    const asked = API_PATH.exec(url.pathname)?.[1]
    if (asked && req.headers.authorization === `Bearer ${token}`) {
      const file = path.join(dir, `${asked}.json`)
      if (!fs.existsSync(file)) res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":404,"message":"Not Found"}')
      else res.writeHead(200, { 'content-type': 'application/json' }).end(fs.readFileSync(file))
      return true
    }
    if (url.pathname.startsWith(FILES_PATH)) {
      const [id, file] = url.pathname.slice(FILES_PATH.length).split('/')
      const full = /^[a-f0-9]{24}$/.test(id ?? '') && file === safeName(file ?? '') ? path.join(dir, 'files', id, file) : null
      if (!full || !fs.existsSync(full)) return false
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(fs.readFileSync(full))
      return true
    }
    return false
  }
  return { post, get, settingsFor }
}

module.exports = { localForms, detectForms, prune }
