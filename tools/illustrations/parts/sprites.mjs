// 2D illustrated props (trees, shrubs, trucks, water towers...) and their
// world-placed wrappers.
import { mix, shade, f1, blobPath, P, poly } from './core.mjs'
import { add, boxFaces, makeFace, fq } from './world.mjs'

export const GREENS = {
  summer: ['#2B5234', '#3E7440', '#69A052'],
  deep: ['#1F3E2B', '#2D5A36', '#4E8048'],
  spring: ['#3A6B3A', '#5A9446', '#8DBF5C'],
  autumnRed: ['#7C2A1C', '#B2432A', '#E0703A'],
  autumnOrange: ['#A14E1C', '#D67A2A', '#F2A444'],
  autumnGold: ['#9A7417', '#CFA22A', '#EFCB55'],
  dusk: ['#1C2E2B', '#2A4239', '#4D5E45'],
  night: ['#0E1A1E', '#15262A', '#22393A'],
}
const PINE = ['#1E3A2A', '#2B5033', '#4A7344']

function tint(W, c, depth, light) {
  let x = c
  if (light && W) x = mix(x, W.light, light)
  return W ? W.fogc(x, depth) : x
}

// ---------------------------------------------------------------- trees (2D)
/** layered, top-lit foliage: each blob gets a light rim above and a dark rim below */
export function foliage(cv, blobs, cols, o = {}) {
  const lx = o.lx ?? -0.12,
    ly = o.ly ?? -0.2
  let out = ''
  // sort so that lower blobs are drawn first
  const bs = blobs.slice().sort((a, b) => b[1] - a[1])
  let base = ''
  for (const [x, y, rx, ry] of bs) base += blobPath(cv.rand, x + rx * 0.05, y + ry * 0.22, rx, ry, 13, 0.42)
  out += `<path d="${base}" fill="${cols[0]}"/>`
  for (const [x, y, rx, ry] of bs) {
    out += `<path d="${blobPath(cv.rand, x + rx * lx, y + ry * ly, rx * 0.92, ry * 0.9, 12, 0.42)}" fill="${cols[2]}"/>`
    out += `<path d="${blobPath(cv.rand, x, y + ry * 0.04, rx * 0.9, ry * 0.86, 12, 0.42)}" fill="${cols[1]}"/>`
  }
  return out
}

export function pine2D(cv, bx, by, s, o = {}) {
  const H = o.h || 20
  const cols = o.colors || PINE
  const trunkC = o.trunk || '#5B4636'
  const lean = (o.lean ?? cv.r(-0.06, 0.06)) * H * s
  const tx = (y) => bx + lean * ((by - y) / (H * s))
  const top = by - H * s
  let out = ''
  out += `<path d="M${f1(bx - 0.28 * s)} ${f1(by)}Q${f1(tx(by - H * s * 0.5) - 0.12 * s)} ${f1(by - H * s * 0.5)} ${f1(tx(top) - 0.05 * s)} ${f1(top + 0.8 * s)}L${f1(tx(top) + 0.05 * s)} ${f1(top + 0.8 * s)}Q${f1(tx(by - H * s * 0.5) + 0.12 * s)} ${f1(by - H * s * 0.5)} ${f1(bx + 0.28 * s)} ${f1(by)}Z" fill="${trunkC}"/>`
  const n = o.clumps || 11
  const clumps = []
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1)
    const y = top + H * s * (0.03 + 0.36 * t) + cv.r(-0.4, 0.4) * s
    const side = i % 2 ? 1 : -1
    const x = tx(y) + side * cv.r(0.1, 1.3) * s * (0.5 + t)
    const rx = s * (1.0 + 1.3 * t) * cv.r(0.8, 1.2) * (o.wide || 1)
    clumps.push([x, y, rx, rx * cv.r(0.38, 0.5)])
  }
  let br = ''
  for (const [x, y] of clumps) br += `M${f1(tx(y + 0.9 * s))} ${f1(y + 0.9 * s)}L${f1(x)} ${f1(y + 0.2 * s)}`
  out += `<path d="${br}" stroke="${trunkC}" stroke-width="${f1(Math.max(1, 0.13 * s))}" fill="none"/>`
  out += foliage(cv, clumps, cols)
  return out
}

export function cedar2D(cv, bx, by, s, o = {}) {
  const H = o.h || 8,
    Wd = (o.w || H * 0.42) * s
  const cols = o.colors || ['#1F3B2C', '#2E5537', '#4B7A48']
  let out = `<rect x="${f1(bx - 0.12 * s)}" y="${f1(by - 0.8 * s)}" width="${f1(0.24 * s)}" height="${f1(0.8 * s)}" fill="#4d3b2d"/>`
  const tiers = 6
  let d0 = '',
    d1 = ''
  for (let i = 0; i < tiers; i++) {
    const t = i / (tiers - 1)
    const y = by - 0.5 * s - (H - 0.5) * s * t
    const w = Wd * (1 - t * 0.85)
    const hh = ((H * s) / tiers) * 1.5
    d0 += `M${f1(bx - w / 2)} ${f1(y)}Q${f1(bx)} ${f1(y + hh * 0.2)} ${f1(bx + w / 2)} ${f1(y)}L${f1(bx)} ${f1(y - hh)}Z`
    d1 += `M${f1(bx - w / 2 + w * 0.12)} ${f1(y - hh * 0.12)}Q${f1(bx - w * 0.1)} ${f1(y)} ${f1(bx)} ${f1(y - hh * 0.05)}L${f1(bx - w * 0.02)} ${f1(y - hh * 0.9)}Z`
  }
  return out + `<path d="${d0}" fill="${cols[0]}"/><path d="${d1}" fill="${cols[2]}" opacity="0.7"/>`
}

export function oak2D(cv, bx, by, s, o = {}) {
  const H = o.h || 13
  const cols = o.colors || GREENS.summer
  const trunkC = o.trunk || '#5A4330'
  const R = H * s * 0.36 * (o.spread || 1)
  const cx = bx + cv.r(-0.05, 0.05) * R,
    cy = by - H * s + R * 0.95
  let out = ''
  const tw = 0.32 * s * (H / 12)
  out += `<path d="M${f1(bx - tw * 1.4)} ${f1(by)}Q${f1(bx - tw)} ${f1(by - H * s * 0.2)} ${f1(bx - tw * 0.8)} ${f1(cy + R * 0.5)}L${f1(bx + tw * 0.8)} ${f1(cy + R * 0.5)}Q${f1(bx + tw)} ${f1(by - H * s * 0.2)} ${f1(bx + tw * 1.4)} ${f1(by)}Z" fill="${trunkC}"/>`
  let br = ''
  for (let i = 0; i < 4; i++) {
    const a = -Math.PI / 2 + (i - 1.5) * 0.55
    br += `M${f1(bx)} ${f1(cy + R * 0.6)}Q${f1(bx + Math.cos(a) * R * 0.3)} ${f1(cy + R * 0.2)} ${f1(cx + Math.cos(a) * R * 0.75)} ${f1(cy + Math.sin(a) * R * 0.5)}`
  }
  out += `<path d="${br}" stroke="${trunkC}" stroke-width="${f1(tw * 0.7)}" fill="none" stroke-linecap="round"/>`
  const n = 15
  const ex = 1.25 * (o.wide || 1)
  const blobs = [[cx, cy + R * 0.1, R * 0.7 * ex, R * 0.55]]
  for (let i = 0; i < n; i++) {
    const a = cv.r(0, Math.PI * 2),
      rr = Math.sqrt(cv.r(0.2, 1))
    const r = R * cv.r(0.3, 0.45)
    blobs.push([cx + Math.cos(a) * R * 0.62 * ex * rr, cy + Math.sin(a) * R * 0.5 * rr, r, r * 0.82])
  }
  out += foliage(cv, blobs, cols)
  return out
}

export function shrub2D(cv, bx, by, s, o = {}) {
  const w = (o.w || 1.4) * s,
    h = (o.h || 0.9) * s
  const cols = o.colors || ['#2E5A36', '#46804A', '#77AA5C']
  const n = Math.max(2, Math.round((o.w || 1.4) / 0.7))
  let d0 = '',
    d1 = ''
  for (let i = 0; i < n; i++) {
    const x = bx - w / 2 + (w * (i + 0.5)) / n
    const r = (w / n) * 0.75
    d0 += blobPath(cv.rand, x, by - h * 0.45, r, h * 0.55, 8, 0.3)
    d1 += blobPath(cv.rand, x - r * 0.15, by - h * 0.58, r * 0.6, h * 0.35, 7, 0.3)
  }
  let out = `<path d="${d0}" fill="${cols[0]}"/><path d="${d1}" fill="${cols[1]}"/>`
  if (o.flowers) {
    let f = ''
    for (let i = 0; i < n * 6; i++) {
      const x = bx + cv.r(-w / 2, w / 2) * 0.9,
        y = by - cv.r(0.2, 0.9) * h
      f += `M${f1(x)} ${f1(y)}h0.1`
    }
    out += `<path d="${f}" stroke="${o.flowers}" stroke-width="${f1(Math.max(1.5, 0.09 * s))}" stroke-linecap="round"/>`
  }
  return out
}

// ---------------------------------------------------------------- world wrappers
function place(W, x, z, fn, o, shadowR) {
  const b = W.proj([x, 0, z])
  if (b[2] < 1) return
  const s = W.f / b[2]
  const cv = W.cv
  const cols = (o.colors || (fn === pine2D ? PINE : GREENS.summer)).map((c, i) => tint(W, c, b[2], i === 2 ? W.lightAmt * 1.5 : 0))
  const svg = fn(cv, b[0], b[1], s, Object.assign({}, o, { colors: cols, trunk: tint(W, o.trunk || '#5A4330', b[2]) }))
  W.add(b[2] + (o.bias || 0), svg)
  if (shadowR && W.sun[1] > 0.05) {
    const H = o.h || 10
    const sh = W.sun
    const k = (H * 0.7) / sh[1]
    const c = [x - sh[0] * k, z - sh[2] * k]
    const pts = []
    for (let i = 0; i < 20; i++) {
      const a = (i / 20) * Math.PI * 2
      pts.push([c[0] + Math.cos(a) * shadowR, 0.01, c[1] + Math.sin(a) * shadowR * 0.8])
    }
    W.shadow(
      `<path d="${W.P(pts)}" fill="${W.shadowTint}" opacity="${W.shadowOpacity * 0.8}"/><path d="${W.P([
        [x - 0.2, 0.01, z],
        [x + 0.2, 0.01, z],
        [c[0] + 0.2, 0.01, c[1]],
        [c[0] - 0.2, 0.01, c[1]],
      ])}" fill="${W.shadowTint}" opacity="${W.shadowOpacity * 0.8}"/>`,
    )
  }
}
export const pine = (W, x, z, o = {}) => place(W, x, z, pine2D, o, (o.h || 20) * 0.12)
export const oak = (W, x, z, o = {}) => place(W, x, z, oak2D, o, (o.h || 13) * 0.32)
export const cedar = (W, x, z, o = {}) =>
  place(W, x, z, cedar2D, Object.assign({ colors: ['#1F3B2C', '#2E5537', '#4B7A48'] }, o), (o.h || 8) * 0.2)
export const shrub = (W, x, z, o = {}) => place(W, x, z, shrub2D, Object.assign({ colors: ['#2E5A36', '#46804A', '#77AA5C'] }, o), 0)

// ---------------------------------------------------------------- vehicles & props
/** Pickup truck side view. bx,by = ground centre; s = px/m; dir 1=facing right */
export function truck2D(cv, bx, by, s, o = {}) {
  const body = o.color || P.navy2
  const dir = o.dir || 1
  const X = (x) => f1(bx + dir * x * s),
    Y = (y) => f1(by - y * s)
  const pth = (pts) => 'M' + pts.map(([x, y]) => `${X(x)} ${Y(y)}`).join('L') + 'Z'
  let g = ''
  g += `<ellipse cx="${f1(bx)}" cy="${f1(by)}" rx="${f1(3.3 * s)}" ry="${f1(0.22 * s)}" fill="#0a1220" opacity="0.3"/>`
  if (o.rack) {
    g += `<path d="${pth([
      [-2.8, 1.25],
      [-2.7, 1.25],
      [-2.7, 2.25],
      [-2.8, 2.25],
    ])}${pth([
      [-0.7, 1.25],
      [-0.6, 1.25],
      [-0.6, 2.25],
      [-0.7, 2.25],
    ])}${pth([
      [-2.9, 2.2],
      [0.9, 2.2],
      [0.9, 2.3],
      [-2.9, 2.3],
    ])}" fill="#9AA4AE"/>`
    let lad =
      pth([
        [-3.1, 2.3],
        [1.2, 2.3],
        [1.2, 2.36],
        [-3.1, 2.36],
      ]) +
      pth([
        [-3.1, 2.5],
        [1.2, 2.5],
        [1.2, 2.56],
        [-3.1, 2.56],
      ])
    for (let x = -3; x < 1.2; x += 0.35)
      lad += pth([
        [x, 2.3],
        [x + 0.05, 2.3],
        [x + 0.05, 2.56],
        [x, 2.56],
      ])
    g += `<path d="${lad}" fill="#C9D0D6"/>`
  }
  g += `<path d="${pth([
    [-3, 0.45],
    [-3, 1.3],
    [-0.62, 1.3],
    [-0.55, 1.95],
    [0.75, 1.98],
    [1.55, 1.38],
    [2.8, 1.25],
    [2.98, 1.05],
    [2.98, 0.45],
  ])}" fill="${body}"/>`
  g += `<path d="${pth([
    [-3, 1.18],
    [2.9, 1.18],
    [2.95, 1.25],
    [-3, 1.3],
  ])}" fill="${shade(body, 0.18)}"/>`
  // windows
  g += `<path d="${pth([
    [-0.4, 1.35],
    [-0.38, 1.82],
    [0.3, 1.84],
    [0.3, 1.35],
  ])}${pth([
    [0.4, 1.35],
    [0.4, 1.84],
    [0.7, 1.84],
    [1.3, 1.38],
  ])}" fill="${o.glass || '#9CC4DC'}"/>`
  g += `<path d="${pth([
    [0.45, 1.5],
    [0.6, 1.8],
    [0.7, 1.8],
    [0.55, 1.5],
  ])}" fill="#fff" opacity="0.35"/>`
  // stripe + logo
  g += `<path d="${pth([
    [-3, 0.92],
    [2.98, 0.92],
    [2.98, 1.02],
    [-3, 1.02],
  ])}" fill="${P.copper}"/>`
  const lx = bx + dir * 0.45 * s,
    ly = by - 0.75 * s
  g += `<circle cx="${f1(lx)}" cy="${f1(ly)}" r="${f1(0.15 * s)}" fill="${P.copper}"/><path d="M${f1(lx - 0.09 * s)} ${f1(ly + 0.03 * s)}L${f1(lx)} ${f1(ly - 0.07 * s)}L${f1(lx + 0.09 * s)} ${f1(ly + 0.03 * s)}" stroke="#fff" stroke-width="${f1(0.03 * s)}" fill="none"/>`
  // doors / lines
  g += `<path d="M${X(-0.55)} ${Y(0.5)}L${X(-0.55)} ${Y(1.3)}M${X(0.35)} ${Y(0.5)}L${X(0.35)} ${Y(1.84)}M${X(1.45)} ${Y(0.55)}L${X(1.45)} ${Y(1.3)}" stroke="${shade(body, -0.4)}" stroke-width="${f1(Math.max(1, 0.03 * s))}"/>`
  g += `<path d="${pth([
    [2.75, 0.9],
    [2.98, 0.9],
    [2.98, 1.05],
    [2.8, 1.1],
  ])}" fill="#FFE7A8"/><path d="${pth([
    [-3, 0.9],
    [-2.92, 0.9],
    [-2.92, 1.15],
    [-3, 1.15],
  ])}" fill="#C83A2A"/>`
  g += `<path d="${pth([
    [2.6, 0.35],
    [3.08, 0.35],
    [3.08, 0.55],
    [2.6, 0.55],
  ])}${pth([
    [-3.08, 0.35],
    [-2.7, 0.35],
    [-2.7, 0.5],
    [-3.08, 0.5],
  ])}" fill="#A7AFB7"/>`
  for (const wx of [-1.95, 1.85]) {
    const cx = bx + dir * wx * s,
      cy = by - 0.42 * s
    g += `<circle cx="${f1(cx)}" cy="${f1(cy - 0.05 * s)}" r="${f1(0.52 * s)}" fill="${shade(body, -0.55)}"/><circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(0.42 * s)}" fill="#1d2026"/><circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(0.2 * s)}" fill="#9AA3AD"/><circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(0.07 * s)}" fill="#5d646c"/>`
  }
  return g
}
export function truck(W, x, z, o = {}) {
  const b = W.proj([x, 0, z])
  W.add(b[2] + (o.bias || 0), truck2D(W.cv, b[0], b[1], W.f / b[2], o))
}

/** Ladder between two screen points (foot, top), width px */
export function ladder2D(foot, top, wpx, color = '#C9D0D6') {
  const dx = top[0] - foot[0],
    dy = top[1] - foot[1]
  const L = Math.hypot(dx, dy)
  const nx = (-dy / L) * (wpx / 2),
    ny = (dx / L) * (wpx / 2)
  const rw = Math.max(1.2, wpx * 0.12)
  let s = `<path d="M${f1(foot[0] + nx)} ${f1(foot[1] + ny)}L${f1(top[0] + nx)} ${f1(top[1] + ny)}M${f1(foot[0] - nx)} ${f1(foot[1] - ny)}L${f1(top[0] - nx)} ${f1(top[1] - ny)}" stroke="${color}" stroke-width="${f1(rw)}" stroke-linecap="round"/>`
  let r = ''
  const n = Math.floor(L / (wpx * 0.75))
  for (let i = 1; i < n; i++) {
    const t = i / n,
      px = foot[0] + dx * t,
      py = foot[1] + dy * t
    r += `M${f1(px + nx)} ${f1(py + ny)}L${f1(px - nx)} ${f1(py - ny)}`
  }
  s += `<path d="${r}" stroke="${shade(color, -0.15)}" stroke-width="${f1(rw * 0.8)}"/>`
  return s
}
export function ladder(W, foot3, top3, o = {}) {
  const a = W.proj(foot3),
    b = W.proj(top3)
  const wpx = (0.5 * W.f) / a[2]
  W.add(Math.min(a[2], b[2]) + (o.bias ?? -0.5), ladder2D(a, b, wpx, o.color))
}

export function waterTower2D(cv, bx, by, s, o = {}) {
  const c = o.color || '#DCE3E8'
  const H = o.h || 38
  const tankY = by - H * s,
    tr = 7 * s
  let g = ''
  const legs = [-5.5, -2, 2, 5.5]
  let l = ''
  for (const lx of legs) l += `M${f1(bx + lx * s)} ${f1(by)}L${f1(bx + lx * 0.55 * s)} ${f1(tankY + tr * 0.6)}`
  l += `M${f1(bx - 4.5 * s)} ${f1(by - H * s * 0.35)}L${f1(bx + 4.5 * s)} ${f1(by - H * s * 0.35)}M${f1(bx - 3.7 * s)} ${f1(by - H * s * 0.62)}L${f1(bx + 3.7 * s)} ${f1(by - H * s * 0.62)}`
  l += `M${f1(bx - 5.5 * s)} ${f1(by)}L${f1(bx + 3.7 * s)} ${f1(by - H * s * 0.62)}M${f1(bx + 5.5 * s)} ${f1(by)}L${f1(bx - 3.7 * s)} ${f1(by - H * s * 0.62)}`
  g += `<path d="${l}" stroke="${shade(c, -0.35)}" stroke-width="${f1(Math.max(1, 0.35 * s))}" fill="none"/>`
  g += `<rect x="${f1(bx - 0.6 * s)}" y="${f1(tankY)}" width="${f1(1.2 * s)}" height="${f1(H * s)}" fill="${shade(c, -0.25)}"/>`
  g += `<path d="M${f1(bx - tr)} ${f1(tankY)}Q${f1(bx - tr)} ${f1(tankY + tr * 0.9)} ${f1(bx)} ${f1(tankY + tr * 0.95)}Q${f1(bx + tr)} ${f1(tankY + tr * 0.9)} ${f1(bx + tr)} ${f1(tankY)}L${f1(bx + tr)} ${f1(tankY - tr * 0.55)}L${f1(bx)} ${f1(tankY - tr * 1.05)}L${f1(bx - tr)} ${f1(tankY - tr * 0.55)}Z" fill="${c}"/>`
  g += `<path d="M${f1(bx + tr * 0.25)} ${f1(tankY - tr * 0.85)}L${f1(bx + tr)} ${f1(tankY - tr * 0.55)}L${f1(bx + tr)} ${f1(tankY)}Q${f1(bx + tr)} ${f1(tankY + tr * 0.9)} ${f1(bx + tr * 0.2)} ${f1(tankY + tr * 0.95)}Q${f1(bx + tr * 0.6)} ${f1(tankY + tr * 0.4)} ${f1(bx + tr * 0.25)} ${f1(tankY - tr * 0.85)}Z" fill="${shade(c, -0.16)}"/>`
  g += `<rect x="${f1(bx - tr * 1.05)}" y="${f1(tankY - tr * 0.06)}" width="${f1(tr * 2.1)}" height="${f1(tr * 0.09)}" fill="${shade(c, -0.4)}"/>`
  if (o.band)
    g += `<rect x="${f1(bx - tr)}" y="${f1(tankY - tr * 0.42)}" width="${f1(tr * 2)}" height="${f1(tr * 0.18)}" fill="${o.band}"/>`
  g += `<path d="M${f1(bx)} ${f1(tankY - tr * 1.05)}l0 ${f1(-tr * 0.25)}" stroke="${shade(c, -0.4)}" stroke-width="${f1(0.3 * s)}"/>`
  return g
}

export function smokestack2D(cv, bx, by, s, o = {}) {
  const H = (o.h || 40) * s,
    wb = 2.4 * s,
    wt = 1.5 * s
  const c = o.color || P.brick
  let g = `<path d="M${f1(bx - wb)} ${f1(by)}L${f1(bx - wt)} ${f1(by - H)}L${f1(bx + wt)} ${f1(by - H)}L${f1(bx + wb)} ${f1(by)}Z" fill="${c}"/>`
  g += `<path d="M${f1(bx + wt * 0.2)} ${f1(by - H)}L${f1(bx + wt)} ${f1(by - H)}L${f1(bx + wb)} ${f1(by)}L${f1(bx + wb * 0.25)} ${f1(by)}Z" fill="${shade(c, -0.18)}"/>`
  let d = ''
  for (const t of [0.08, 0.35, 0.6]) {
    const y = by - H * (1 - t)
    const ww = wt + (wb - wt) * t
    d += `M${f1(bx - ww)} ${f1(y)}L${f1(bx + ww)} ${f1(y)}`
  }
  g += `<path d="${d}" stroke="${shade(c, -0.3)}" stroke-width="${f1(0.35 * s)}"/>`
  g += `<rect x="${f1(bx - wt * 1.15)}" y="${f1(by - H - 0.6 * s)}" width="${f1(wt * 2.3)}" height="${f1(0.8 * s)}" fill="${shade(c, -0.3)}"/>`
  return g
}

/** distant downtown skyline silhouettes. */
export function skyline2D(cv, x0, baseY, s, o = {}) {
  const c = o.color || '#6F86A3'
  const winC = o.win || shade(c, 0.18)
  const towers = o.towers || []
  let g = ''
  for (const t of towers) {
    const x = x0 + t.x * s,
      w = t.w * s,
      h = t.h * s
    const col = t.c || c
    let shape = `M${f1(x)} ${f1(baseY)}L${f1(x)} ${f1(baseY - h)}`
    if (t.top === 'crown')
      shape += `L${f1(x + w * 0.15)} ${f1(baseY - h - w * 0.18)}L${f1(x + w * 0.3)} ${f1(baseY - h - w * 0.05)}L${f1(x + w * 0.5)} ${f1(baseY - h - w * 0.45)}L${f1(x + w * 0.7)} ${f1(baseY - h - w * 0.05)}L${f1(x + w * 0.85)} ${f1(baseY - h - w * 0.18)}L${f1(x + w)} ${f1(baseY - h)}`
    else if (t.top === 'step')
      shape += `L${f1(x + w * 0.15)} ${f1(baseY - h)}L${f1(x + w * 0.15)} ${f1(baseY - h - w * 0.2)}L${f1(x + w * 0.3)} ${f1(baseY - h - w * 0.2)}L${f1(x + w * 0.3)} ${f1(baseY - h - w * 0.4)}L${f1(x + w * 0.7)} ${f1(baseY - h - w * 0.4)}L${f1(x + w * 0.7)} ${f1(baseY - h - w * 0.2)}L${f1(x + w * 0.85)} ${f1(baseY - h - w * 0.2)}L${f1(x + w * 0.85)} ${f1(baseY - h)}L${f1(x + w)} ${f1(baseY - h)}`
    else if (t.top === 'slant') shape += `L${f1(x + w)} ${f1(baseY - h - w * 0.35)}`
    else if (t.top === 'dome') shape += `Q${f1(x + w / 2)} ${f1(baseY - h - w * 0.7)} ${f1(x + w)} ${f1(baseY - h)}`
    else shape += `L${f1(x + w)} ${f1(baseY - h)}`
    shape += `L${f1(x + w)} ${f1(baseY)}Z`
    g += `<path d="${shape}" fill="${col}"/>`
    g += `<path d="M${f1(x + w * 0.62)} ${f1(baseY)}L${f1(x + w * 0.62)} ${f1(baseY - h)}L${f1(x + w)} ${f1(baseY - h)}L${f1(x + w)} ${f1(baseY)}Z" fill="${shade(col, -0.08)}"/>`
    if (t.spire)
      g += `<path d="M${f1(x + w / 2)} ${f1(baseY - h - w * 0.45)}l0 ${f1(-t.spire * s)}" stroke="${col}" stroke-width="${f1(Math.max(1, 0.5 * s))}"/>`
    let wd = ''
    const fh = 3.6 * s
    if (fh > 2.5)
      for (let y = baseY - h + fh; y < baseY - fh; y += fh * (t.band ? 1 : 1))
        wd += `M${f1(x + w * 0.08)} ${f1(y)}L${f1(x + w * 0.92)} ${f1(y)}`
    g += `<path d="${wd}" stroke="${t.lit ? '#FFD58A' : winC}" stroke-width="${f1(Math.max(0.8, fh * 0.35))}" opacity="${t.lit ? 0.55 : 0.5}" stroke-dasharray="${f1(fh * 0.7)} ${f1(fh * 0.35)}"/>`
  }
  return g
}

/** simple car as two boxes */
export function car(W, x, z, yaw, color, o = {}) {
  let s = ''
  const B = boxFaces({ x, z, y: 0.25, w: 4.5, d: 1.85, h: 0.75, yaw })
  const B2 = boxFaces({
    x: x - 0.15 * Math.cos((yaw * Math.PI) / 180),
    z: z + 0.15 * Math.sin((yaw * Math.PI) / 180),
    y: 1.0,
    w: 2.4,
    d: 1.6,
    h: 0.55,
    yaw,
  })
  for (const [BB, col] of [
    [B, color],
    [B2, color],
  ]) {
    for (const k of ['back', 'left', 'right', 'front', 'top']) {
      const F = BB[k]
      if (!W.visible(F.n, F.c)) continue
      let c = W.shadeN(col, F.n, F.c)
      s += `<path d="${W.P(F.pts)}" fill="${c}"/>`
      if (BB === B2 && k !== 'top')
        s += `<path d="${fq(W, F, F.u0 + 0.12, F.v0 + 0.08, F.u1 - 0.12, F.v1 - 0.06, 0.01)}" fill="${W.lit ? '#2a3850' : '#24354a'}"/>`
    }
  }
  // wheels hint
  W.castShadow(B.corners.map((q) => [q[0], q[1] - 0.25, q[2]]).concat(B2.corners), 0.2)
  W.add(W.depth([x, 1, z]) + (o.bias || 0), s)
}

/** roll-off dumpster (3D) with shingle debris */
export function dumpster(W, x, z, yaw = 0, o = {}) {
  const cv = W.cv
  const col = o.color || '#2F4E6B'
  const B = boxFaces({ x, z, y: 0.15, w: 6.2, d: 2.4, h: 1.55, yaw })
  let s = ''
  const top = B.top
  // interior back walls visible from above
  const inner = boxFaces({ x, z, y: 0.3, w: 6.0, d: 2.2, h: 1.4, yaw })
  for (const k of ['back', 'left', 'right', 'front']) {
    const F = B[k]
    if (!W.visible(F.n, F.c)) continue
    const c = W.shadeN(col, F.n, F.c)
    s += `<path d="${W.P(F.pts)}" fill="${c}"/>`
    let d = ''
    for (let u = F.u0 + 0.35; u < F.u1 - 0.2; u += 0.75) d += fq(W, F, u, F.v0 + 0.1, u + 0.12, F.v1 - 0.12, 0.05)
    s += `<path d="${d}" fill="${shade(c, -0.2)}"/><path d="${fq(W, F, F.u0, F.v1 - 0.12, F.u1, F.v1, 0.06)}" fill="${shade(c, 0.12)}"/>`
  }
  // debris heap on top
  const topC = W.shadeN('#3a3c40', [0, 1, 0])
  s += `<path d="${W.P(top.pts)}" fill="${topC}"/>`
  const heap = makeFace(
    inner.top.pts.map((q) => add(q, [0, 0.35, 0])),
    [0, 1, 0],
    'heap',
  )
  let chunks = ['', '', '', '']
  const cc = ['#2E3136', '#474B52', '#5E5A55', '#6B4E3A']
  for (let i = 0; i < (o.chunks || 160); i++) {
    const u = cv.r(heap.u0, heap.u1),
      v = cv.r(heap.v0, heap.v1)
    const w = cv.r(0.3, 0.8),
      h = cv.r(0.15, 0.35),
      a = cv.r(0, Math.PI)
    const lift =
      0.25 * Math.sin(((u - heap.u0) / (heap.u1 - heap.u0)) * Math.PI) * Math.sin(((v - heap.v0) / (heap.v1 - heap.v0)) * Math.PI) * 3
    const pts = [
      [-w / 2, -h / 2],
      [w / 2, -h / 2],
      [w / 2, h / 2],
      [-w / 2, h / 2],
    ].map(([px, py]) => [u + px * Math.cos(a) - py * Math.sin(a), v + px * Math.sin(a) + py * Math.cos(a)])
    chunks[cv.ri(0, 3)] += W.P(pts.map(([uu, vv]) => add(heap.at(uu, vv), [0, lift, 0])))
  }
  chunks.forEach((d, i) => {
    if (d) s += `<path d="${d}" fill="${cc[i]}" stroke="#1d1f22" stroke-width="0.6"/>`
  })
  W.castShadow(B.corners)
  W.add(W.depth([x, 1, z]) + (o.bias || 0), s)
}

/** picket / rail fence along a polyline on ground */
export function fence(W, pts2, o = {}) {
  const col = o.color || '#F3EFE6'
  const h = o.h || 1.1
  let s = ''
  for (let i = 0; i < pts2.length - 1; i++) {
    const [x0, z0] = pts2[i],
      [x1, z1] = pts2[i + 1]
    const L = Math.hypot(x1 - x0, z1 - z0)
    const n = Math.floor(L / (o.rail ? 2.4 : 0.16))
    let d = ''
    for (let k = 0; k <= n; k++) {
      const t = k / n
      const x = x0 + (x1 - x0) * t,
        z = z0 + (z1 - z0) * t
      const a = W.proj([x, 0, z]),
        b = W.proj([x, h, z])
      d += `M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`
    }
    const sw = Math.max(1, (o.rail ? 0.14 : 0.07) * W.scaleAt([(x0 + x1) / 2, 0, (z0 + z1) / 2]))
    s += `<path d="${d}" stroke="${col}" stroke-width="${f1(sw)}"/>`
    for (const y of o.rail ? [h * 0.35, h * 0.65, h * 0.95] : [h * 0.3, h * 0.75]) {
      const a = W.proj([x0, y, z0]),
        b = W.proj([x1, y, z1])
      s += `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="${shade(col, -0.08)}" stroke-width="${f1(sw * 0.8)}"/>`
    }
  }
  W.add(W.depth([(pts2[0][0] + pts2[pts2.length - 1][0]) / 2, 0, (pts2[0][1] + pts2[pts2.length - 1][1]) / 2]) + (o.bias || 0), s)
}

export { poly }
