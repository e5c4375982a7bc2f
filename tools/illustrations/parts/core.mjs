// Core helpers: seeded PRNG, colour maths, SVG canvas with defs management.

export function hashSeed(str) {
  let h = 2166136261 >>> 0
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i)
    h = Math.imul(h, 16777619) >>> 0
  }
  return h
}

export function mulberry32(seed) {
  let a = seed >>> 0
  return function () {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// ---------------------------------------------------------------- palette
export const P = {
  navy: '#0F1E33',
  navy2: '#1B2F4D',
  navy3: '#2A4368',
  slate: '#3A4A5E',
  slate2: '#5B6B80',
  slate3: '#8894A3',
  cream: '#FAF7F2',
  cream2: '#F1E8DA',
  cream3: '#E4D6C1',
  copper: '#E8742A',
  copperDark: '#B9561B',
  copperLight: '#F4A066',
  green1: '#24452F',
  green2: '#2F5D3A',
  green3: '#3F7A47',
  green4: '#5E9A52',
  green5: '#8DB85E',
  lawn: '#6FA34F',
  sky1: '#6FAEDB',
  sky2: '#A9D3EE',
  sky3: '#DCEFF8',
  dusk1: '#F6B26B',
  dusk2: '#F08A4B',
  dusk3: '#7A5C8E',
  charcoal: '#3B3F46',
  brick: '#9A4A32',
  brick2: '#B5603F',
  wood: '#7A5A3E',
  asphalt: '#4A4F57',
  concrete: '#C9C3B8',
}

// ---------------------------------------------------------------- colour
export function hex2rgb(h) {
  h = h.replace('#', '')
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('')
  const n = parseInt(h, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}
export function rgb2hex([r, g, b]) {
  const c = (v) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0')
  return '#' + c(r) + c(g) + c(b)
}
export function mix(a, b, t) {
  const A = hex2rgb(a),
    B = hex2rgb(b)
  return rgb2hex([A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t])
}
/** k>0 lightens towards white, k<0 darkens towards a deep navy-black. */
export function shade(c, k) {
  return k >= 0 ? mix(c, '#ffffff', k) : mix(c, '#0a1220', -k)
}

// ---------------------------------------------------------------- numbers / paths
export const f1 = (n) => (Math.round(n * 10) / 10).toString()
export function poly(pts, close = true) {
  let s = ''
  for (let i = 0; i < pts.length; i++) s += (i ? 'L' : 'M') + f1(pts[i][0]) + ' ' + f1(pts[i][1])
  return close ? s + 'Z' : s
}
export const lerp = (a, b, t) => a + (b - a) * t
export const clamp = (v, a = 0, b = 1) => Math.max(a, Math.min(b, v))
export const lerp2 = (p, q, t) => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]

/** Bumpy "foliage" blob path centred on cx,cy. */
export function blobPath(rand, cx, cy, rx, ry, bumps = 9, jitter = 0.18) {
  const pts = []
  const off = rand() * Math.PI * 2
  for (let i = 0; i < bumps; i++) {
    const a = off + (i / bumps) * Math.PI * 2
    const k = 1 - jitter / 2 + rand() * jitter
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k])
  }
  // quadratic curves bulging outward between points
  let d = ''
  for (let i = 0; i < bumps; i++) {
    const p = pts[i],
      q = pts[(i + 1) % bumps]
    const m = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2]
    const dx = m[0] - cx,
      dy = m[1] - cy
    const len = Math.hypot(dx / rx, dy / ry) || 1
    const bulge = 1.12 + rand() * 0.1
    const c = [cx + (dx / len) * bulge, cy + (dy / len) * bulge]
    if (!i) d += `M${f1(p[0])} ${f1(p[1])}`
    d += `Q${f1(c[0])} ${f1(c[1])} ${f1(q[0])} ${f1(q[1])}`
  }
  return d + 'Z'
}

// ---------------------------------------------------------------- canvas
export class Canvas {
  constructor(w, h, seed = 'x') {
    this.w = w
    this.h = h
    this.rand = mulberry32(hashSeed(String(seed)))
    this.defs = []
    this.parts = []
    this.n = 0
  }
  r(a = 0, b = 1) {
    return a + (b - a) * this.rand()
  }
  ri(a, b) {
    return Math.floor(this.r(a, b + 1))
  }
  pick(arr) {
    return arr[Math.floor(this.rand() * arr.length)]
  }
  chance(p) {
    return this.rand() < p
  }
  id(p = 'i') {
    return `${p}${++this.n}`
  }
  _stops(stops) {
    return stops.map((s) => `<stop offset="${s[0]}" stop-color="${s[1]}"${s[2] !== undefined ? ` stop-opacity="${s[2]}"` : ''}/>`).join('')
  }
  /** linear gradient; if user=true coordinates are in userSpaceOnUse pixels */
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false) {
    const id = this.id('l')
    const u = user ? ' gradientUnits="userSpaceOnUse"' : ''
    this.defs.push(
      `<linearGradient id="${id}" x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}"${u}>${this._stops(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5, user = false, extra = '') {
    const id = this.id('r')
    const u = user ? ' gradientUnits="userSpaceOnUse"' : ''
    this.defs.push(
      `<radialGradient id="${id}" cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}"${u}${extra}>${this._stops(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }
  clip(d) {
    const id = this.id('c')
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`)
    return `url(#${id})`
  }
  blur(sd) {
    const id = this.id('b')
    this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`)
    return `url(#${id})`
  }
  add(s) {
    this.parts.push(s)
    return this
  }
  svg() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
  }
}

export function path(d, fill, extra = '') {
  return `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`
}
export function rect(x, y, w, h, fill, extra = '') {
  return `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`
}
export function circle(cx, cy, r, fill, extra = '') {
  return `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`
}
export function ellipse(cx, cy, rx, ry, fill, extra = '') {
  return `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`
}
export function line(a, b, stroke, w = 1, extra = '') {
  return `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="${stroke}" stroke-width="${f1(w)}" fill="none"${extra ? ' ' + extra : ''}/>`
}
export function stroke(d, color, w = 1, extra = '') {
  return `<path d="${d}" stroke="${color}" stroke-width="${f1(w)}" fill="none" stroke-linecap="round" stroke-linejoin="round"${extra ? ' ' + extra : ''}/>`
}
