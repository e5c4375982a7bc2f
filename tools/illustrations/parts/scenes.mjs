// Scene compositions for every illustrated photo on the site.
import { P, mix, shade, f1 } from './core.mjs'
import { setup, backdrop, finish, home, road, pave, mowStripes, onRoof, personAt, CREW, trees, WIN, GREENS } from './kit.mjs'
import { house } from './house.mjs'
import { sky, treeline, lawn, overlay, cloud } from './env.mjs'
import { oak, shrub, truck, ladder, dumpster, fence, car, waterTower2D, smokestack2D, skyline2D } from './sprites.mjs'
import { SKIN, HAIR } from './people.mjs'
import { box, makeFace } from './world.mjs'
import { roofTexture } from './house.mjs'
import { blobPath } from './core.mjs'

// ---------------------------------------------------------------- roof fx helpers
/** shingle bundles lying on a roof plane */
function bundles(F, h, list) {
  let s = ''
  for (const [fu, fv] of list) {
    const u = F.u0 + (F.u1 - F.u0) * fu,
      v = F.v0 + (F.v1 - F.v0) * fv
    s += `<path d="${h.fq(u, v, u + 1.0, v + 0.35, 0.12)}" fill="#2c2f35"/><path d="${h.fq(u, v + 0.33, u + 1.0, v + 0.42, 0.18)}" fill="#4a4e55"/><path d="${h.fq(u + 0.45, v, u + 0.55, v + 0.42, 0.19)}" fill="${P.copper}"/>`
  }
  return s
}
function patch(F, h, fu0, fv0, fu1, fv1, color, rows = 0.25, o = {}) {
  const u0 = F.u0 + (F.u1 - F.u0) * fu0,
    u1 = F.u0 + (F.u1 - F.u0) * fu1
  const v0 = F.v0 + (F.v1 - F.v0) * fv0,
    v1 = F.v0 + (F.v1 - F.v0) * fv1
  let s = '',
    d = '',
    dk = ''
  let k = 0
  for (let v = v0; v < v1; v += rows, k++) {
    const off = (k % 2) * 0.18
    for (let u = u0 - off; u < u1; u += 0.36 + (k % 3) * 0.05) {
      d += h.fq(Math.max(u, u0), v, Math.min(u + 0.34, u1), v + rows, 0.01)
    }
    dk += h.fq(u0, v - 0.03, u1, v, 0.012)
  }
  s += `<path d="${d}" fill="${color}"/><path d="${dk}" fill="${shade(color, -0.45)}" opacity="0.6"/>`
  if (o.outline) s += `<path d="${h.fq(u0, v0, u1, v1, 0.013)}" fill="none" stroke="${o.outline}" stroke-width="2" stroke-dasharray="6 4"/>`
  return s
}

// ---------------------------------------------------------------- HERO
export function hero(w = 1920, h = 1080) {
  const { cv, W } = setup(w, h, 'hero', { light: 'golden', eye: [-6, 7.5, 30], target: [2.5, 4.8, 0] })
  backdrop(cv, W, {
    skyOpts: {
      sun: [430, 640],
      sunR: 46,
      clouds: [
        [380, 260, 520, 0.55],
        [1240, 170, 620, 0.8],
        [1700, 330, 300, 0.7],
      ],
    },
    treelines: [
      { dist: 240, h: 26, color: '#7E7A78', pines: 0.4 },
      { dist: 140, h: 24, color: '#4A5450', pines: 0.55, highlight: '#F3B77E' },
    ],
  })
  trees(W, [
    ['pine', -9, -60, 27],
    ['pine', 4, -24, 25],
    ['pine', 12, -20, 28],
    ['pine', 19, -30, 26],
    ['pine', 25, -16, 24],
    ['pine', -22, -70, 24],
    ['oak', 23, 4, 12],
    ['pine', 8, -40, 26],
  ])
  mowStripes(W, -30, 40, -6, 12, { sp: 2.2, op: 0.05 })
  pave(
    W,
    [
      [-60, 10.5],
      [60, 10.5],
      [60, 12],
      [-60, 12],
    ],
    '#CFC6B6',
  )
  const info = home(W, {
    style: 'colonial',
    x: 8.5,
    z: 0,
    w: 13,
    roofColor: '#3A3E45',
    wallColor: '#EDE4D3',
    chimney: 'left',
    porch: true,
    shutters: '#1E2C40',
    lit: true,
    roof: {
      fx: (F, hh) =>
        F.dir === 'front'
          ? bundles(F, hh, [
              [0.62, 0.72],
              [0.7, 0.74],
            ])
          : '',
    },
    driveway: false,
    walkLen: 6.5,
  }).main
  const fplane = info.plane('front')
  const anchor = W.proj(fplane.atF(0.45, 0.98))
  onRoof(
    W,
    info,
    'front',
    0.36,
    0.46,
    Object.assign({}, CREW[0], { pose: 'kneel', harness: true, rope: [anchor[0], anchor[1]], dir: 1, scale: 1.25 }),
  )
  const anchor2 = W.proj(fplane.atF(0.6, 0.98))
  onRoof(
    W,
    info,
    'front',
    0.56,
    0.55,
    Object.assign({}, CREW[1], { pose: 'carry', harness: true, rope: [anchor2[0], anchor2[1]], dir: -1, scale: 1.25 }),
  )
  ladder(W, [1.4, 0, 4.9], [1.7, 5.9, 4.6])
  truck(W, -6, 9.5, { rack: true, dir: 1 })
  shrub(W, 19, 8, { w: 2.5, h: 1.2 })
  finish(cv, W, { leftScrim: 0.62, warm: { at: [430, 640], op: 0.3 }, vignette: 0.3 })
  return cv.svg()
}

// ---------------------------------------------------------------- more fx helpers
/** paint a sub-rectangle (fractions of the plane) with another roof material */
function subMat(W, F, fu0, fv0, fu1, fv1, roof) {
  const u0 = F.u0 + (F.u1 - F.u0) * fu0,
    u1 = F.u0 + (F.u1 - F.u0) * fu1
  const v0 = F.v0 + (F.v1 - F.v0) * fv0,
    v1 = F.v0 + (F.v1 - F.v0) * fv1
  const off = mulN(F.n, 0.02)
  const pts = [F.at(u0, v0), F.at(u1, v0), F.at(u1, v1), F.at(u0, v1)].map((p) => [p[0] + off[0], p[1] + off[1], p[2] + off[2]])
  const S = makeFace(pts, F.n, 'sub')
  const base = W.shadeN(roof.color, S.n, S.c)
  const d = W.P(S.pts)
  return `<path d="${d}" fill="${base}"/><g clip-path="${W.cv.clip(d)}">${roofTexture(W, S, roof, base)}</g>`
}
function mulN(n, k) {
  return [n[0] * k, n[1] * k, n[2] * k]
}
function fr(F, fu, fv) {
  return [F.u0 + (F.u1 - F.u0) * fu, F.v0 + (F.v1 - F.v0) * fv]
}

function skylight(W, F, h, fu, fv, wM = 1.2, hM = 1.8) {
  const [u, v] = fr(F, fu, fv)
  let s = ''
  s += `<path d="${h.fq(u - 0.18, v - 0.2, u + wM + 0.18, v + hM + 0.15, 0.02)}" fill="${W.shadeN('#8E969E', F.n, F.c)}"/>`
  s += `<path d="${h.fq(u - 0.08, v - 0.08, u + wM + 0.08, v + hM + 0.08, 0.14)}" fill="${W.shadeN('#3C4148', F.n, F.c)}"/>`
  const g = W.cv.lin(
    [
      [0, '#CFE6F4'],
      [0.5, '#7FA8C6'],
      [1, '#3F5E7D'],
    ],
    0,
    0,
    1,
    1,
  )
  s += `<path d="${h.fq(u + 0.02, v + 0.02, u + wM - 0.02, v + hM - 0.02, 0.16)}" fill="${W.lit ? '#F7C77A' : g}"/>`
  s += `<path d="${h.fp(
    [
      [u + wM * 0.15, v + 0.05],
      [u + wM * 0.4, v + 0.05],
      [u + wM * 0.9, v + hM - 0.05],
      [u + wM * 0.65, v + hM - 0.05],
    ],
    0.17,
  )}" fill="#fff" opacity="0.3"/>`
  s += `<path d="${h.fq(u - 0.25, v - 0.32, u + wM + 0.25, v - 0.15, 0.03)}" fill="${W.shadeN('#A4ABB3', F.n, F.c)}"/>`
  return s
}
function tarp(W, F, h, fu0, fv0, fu1, fv1) {
  const [u0, v0] = fr(F, fu0, fv0),
    [u1, v1] = fr(F, fu1, fv1)
  let s = `<path d="${h.fq(u0, v0, u1, v1, 0.05)}" fill="${W.shadeN('#2F6FBF', F.n, F.c)}"/>`
  let fold = '',
    hi = ''
  for (let u = u0 + 0.6; u < u1 - 0.3; u += 1.1) {
    fold += h.fp(
      [
        [u, v0],
        [u + 0.25, v0],
        [u + 0.55, v1],
        [u + 0.3, v1],
      ],
      0.06,
    )
    hi += h.fp(
      [
        [u + 0.3, v0],
        [u + 0.45, v0],
        [u + 0.75, v1],
        [u + 0.6, v1],
      ],
      0.06,
    )
  }
  s += `<path d="${fold}" fill="#1c4f91" opacity="0.5"/><path d="${hi}" fill="#8fc0f0" opacity="0.35"/>`
  const wood = W.shadeN('#C89F6A', F.n, F.c)
  s += `<path d="${h.fq(u0 - 0.1, v0 - 0.05, u1 + 0.1, v0 + 0.12, 0.12) + h.fq(u0 - 0.1, v1 - 0.12, u1 + 0.1, v1 + 0.05, 0.12) + h.fq(u0 - 0.05, v0, u0 + 0.12, v1, 0.12)}" fill="${wood}"/>`
  return s
}
function missing(W, F, h, list, color = '#2E2A27') {
  let s = ''
  for (const [fu, fv, nw, nh] of list) {
    const [u, v] = fr(F, fu, fv)
    let d = ''
    for (let j = 0; j < nh; j++)
      for (let i = 0; i < nw; i++)
        if ((i + j) % 3 !== 2 || nw < 3)
          d += h.fq(u + i * 0.34 + (j % 2) * 0.17, v + j * 0.25, u + i * 0.34 + 0.33 + (j % 2) * 0.17, v + j * 0.25 + 0.26, 0.015)
    s += `<path d="${d}" fill="${W.shadeN(color, F.n, F.c)}"/>`
  }
  return s
}
function branch(W, pts3, o = {}) {
  const pp = pts3.map((p) => W.proj(p))
  const s0 = W.f / pp[0][2]
  let out = `<path d="M${pp.map((p) => `${f1(p[0])} ${f1(p[1])}`).join('L')}" stroke="#4A3728" stroke-width="${f1(0.3 * s0)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`
  let tw = ''
  const cv = W.cv
  const leaves = []
  for (let i = 0; i < pp.length - 1; i++) {
    for (let k = 0; k < 3; k++) {
      const t = cv.r(0.1, 0.9)
      const x = pp[i][0] + (pp[i + 1][0] - pp[i][0]) * t,
        y = pp[i][1] + (pp[i + 1][1] - pp[i][1]) * t
      const a = cv.r(-2.6, -0.4),
        L = cv.r(0.8, 1.8) * s0
      tw += `M${f1(x)} ${f1(y)}l${f1(Math.cos(a) * L)} ${f1(Math.sin(a) * L)}`
      leaves.push([x + Math.cos(a) * L, y + Math.sin(a) * L, cv.r(0.35, 0.7) * s0])
    }
  }
  out += `<path d="${tw}" stroke="#4A3728" stroke-width="${f1(0.1 * s0)}" stroke-linecap="round" fill="none"/>`
  let lf = '',
    lf2 = ''
  for (const [x, y, r] of leaves) {
    lf += blobPath(cv.rand, x, y, r, r * 0.8, 10, 0.5)
    lf2 += blobPath(cv.rand, x - r * 0.2, y - r * 0.2, r * 0.6, r * 0.45, 9, 0.5)
  }
  out += `<path d="${lf}" fill="${o.leaf || '#3E6B3A'}"/><path d="${lf2}" fill="${o.leaf2 || '#5D8C4A'}"/>`
  W.add(Math.min(...pp.map((p) => p[2])) - 2, out)
}
function sunbeams(cv, x, y, n, color = '#FFF4D6', op = 0.12) {
  let d = ''
  for (let i = 0; i < n; i++) {
    const a = Math.PI * 0.25 + (i / n) * Math.PI * 0.5 + cv.r(-0.04, 0.04)
    const L = cv.h * 1.6,
      wd = cv.r(0.03, 0.07)
    d += `M${f1(x)} ${f1(y)}L${f1(x + Math.cos(a - wd) * L)} ${f1(y + Math.sin(a - wd) * L)}L${f1(x + Math.cos(a + wd) * L)} ${f1(y + Math.sin(a + wd) * L)}Z`
  }
  cv.add(`<path d="${d}" fill="${color}" opacity="${op}"/>`)
}
function stormSky(cv, W, o = {}) {
  const S = sky(cv, W, { preset: 'storm', sun: o.sun, sunR: 0, noDisc: true })
  // clearing: patch of blue
  const [bx, by] = o.clear || [cv.w * 0.8, cv.h * 0.15]
  cv.add(
    `<ellipse cx="${bx}" cy="${by}" rx="${cv.w * 0.35}" ry="${cv.h * 0.22}" fill="${cv.rad(
      [
        [0, '#8EC1E4', 0.95],
        [0.6, '#9BC6E2', 0.6],
        [1, '#9BC6E2', 0],
      ],
      bx,
      by,
      cv.w * 0.35,
      true,
    )}"/>`,
  )
  const dark = { cloud: '#7D8898', cloudShade: '#4E5968' }
  for (let i = 0; i < 7; i++) cloud(cv, cv.r(-100, cv.w * 0.7), cv.r(cv.h * 0.05, cv.h * 0.3), cv.r(380, 700), dark, 0.95)
  const light = { cloud: '#E9ECEF', cloudShade: '#AEB7C2' }
  for (let i = 0; i < 3; i++) cloud(cv, cv.r(cv.w * 0.55, cv.w), cv.r(cv.h * 0.1, cv.h * 0.3), cv.r(260, 420), light, 0.9)
  if (o.beams) sunbeams(cv, bx, by - 40, 6, '#FFF4D6', 0.1)
  return S
}

// ---------------------------------------------------------------- SERVICES
export function roofRepair(w, h) {
  const { cv, W } = setup(w, h, 'svc-repair', { light: 'day', eye: [-4, 7.6, 17.5], target: [1, 3.0, 0], f: w * 1.05 })
  backdrop(cv, W, {
    skyOpts: {
      clouds: [
        [300, 140, 420],
        [1200, 90, 360],
      ],
    },
  })
  trees(W, [
    ['pine', -14, -25, 24],
    ['pine', 15, -22, 26],
    ['oak', 14, -6, 12],
    ['pine', 4, -40, 24],
  ])
  const info = home(W, {
    style: 'ranch',
    x: 1,
    z: 0,
    w: 16,
    hip: false,
    roofColor: '#55504B',
    wallColor: '#D9CDBB',
    siding: 'lap',
    garage: false,
    shutters: null,
    roof: {
      fx: (F, hh) =>
        F.dir !== 'front'
          ? ''
          : patch(F, hh, 0.44, 0.3, 0.62, 0.62, '#3F3C39', 0.25) +
            missing(W, F, hh, [[0.5, 0.48, 2, 2]], '#2A2523') +
            `<path d="${hh.fq(...fr(F, 0.5, 0.48), fr(F, 0.5, 0.48)[0] + 0.5, fr(F, 0.5, 0.48)[1] + 0.3, 0.03)}" fill="#6B5035" opacity="0.6"/>` +
            bundles(F, hh, [[0.3, 0.6]]),
    },
  }).main
  onRoof(W, info, 'front', 0.43, 0.5, Object.assign({}, CREW[0], { pose: 'kneel', dir: 1, harness: true }))
  ladder(W, [-5.6, 0, 5.6], [-5.3, 3.2, 5.2])
  truck(W, 12, 8, { rack: true, dir: -1 })
  finish(cv, W, { vignette: 0.28 })
  return cv.svg()
}

export function roofReplacement(w, h) {
  const { cv, W } = setup(w, h, 'svc-replace', { light: 'day', eye: [8, 9, 25], target: [-0.5, 3.6, 0] })
  backdrop(cv, W, {
    skyOpts: {
      clouds: [
        [250, 150, 380],
        [1350, 110, 460],
      ],
    },
  })
  trees(W, [
    ['pine', -16, -22, 25],
    ['pine', -6, -30, 24],
    ['pine', 12, -26, 26],
    ['oak', -15, -2, 11],
  ])
  const info = home(W, {
    style: 'colonial',
    x: 0,
    z: 0,
    w: 13,
    roofColor: '#6E6A63',
    wallColor: '#E6DECF',
    garage: 'right',
    shutters: '#3E4A3D',
    roof: {
      mat: 'old',
      fx: (F, hh) =>
        F.dir !== 'front'
          ? ''
          : subMat(W, F, 0.46, 0, 0.6, 1.02, { mat: 'sheathing', color: '#C8A46E' }) +
            subMat(W, F, 0.5, 0, 0.6, 0.75, { mat: 'underlay', color: '#D6DADC' }) +
            subMat(W, F, 0.6, 0, 1.02, 1.02, { mat: 'shingle', color: '#3A3E45' }) +
            bundles(F, hh, [[0.52, 0.8]]),
    },
    garageFx: (F) => (F.dir === 'front' ? subMat(W, F, 0, 0, 1.02, 1.02, { mat: 'shingle', color: '#3A3E45' }) : ''),
  })
  onRoof(W, info.main, 'front', 0.4, 0.55, Object.assign({}, CREW[1], { pose: 'crouch', dir: -1, harness: true }))
  onRoof(W, info.main, 'front', 0.66, 0.45, Object.assign({}, CREW[0], { pose: 'kneel', dir: 1, harness: true }))
  onRoof(W, info.main, 'front', 0.2, 0.3, Object.assign({}, CREW[3], { pose: 'stand', dir: 1 }))
  dumpster(W, -11, 5, 75)
  ladder(W, [-5.6, 0, 5.0], [-5.4, 5.5, 4.6])
  finish(cv, W, { vignette: 0.28 })
  return cv.svg()
}

export function commercialRoofing(w, h, seed = 'svc-commercial', opts = {}) {
  const { cv, W } = setup(w, h, seed, {
    light: opts.light || 'day',
    eye: opts.eye || [-20, 18, 44],
    target: opts.target || [2, 1.5, -12],
    f: w * 1.0,
  })
  backdrop(cv, W, {
    skyOpts: {
      clouds: [
        [300, 80, 420],
        [1300, 60, 380],
      ],
    },
    treelines: [
      { dist: 220, h: 22, color: mix('#2F4A3A', '#D9EAF0', 0.55), pines: 0.3 },
      { dist: 140, h: 22, color: mix('#2A4535', '#D9EAF0', 0.3), pines: 0.4 },
    ],
  })
  // parking
  pave(
    W,
    [
      [-40, 12],
      [40, 12],
      [40, 30],
      [-40, 30],
    ],
    '#6A6F76',
  )
  let lines = ''
  for (let x = -36; x < 36; x += 2.8)
    lines += W.P([
      [x, 0.01, 14],
      [x + 0.12, 0.01, 14],
      [x + 0.12, 0.01, 19],
      [x, 0.01, 19],
    ])
  W.ground(`<path d="${lines}" fill="#F2EFE8" opacity="0.85"/>`)
  pave(
    W,
    [
      [-40, 10.5],
      [40, 10.5],
      [40, 12],
      [-40, 12],
    ],
    '#D1CABD',
  )
  const cars = ['#B9C2CC', '#2B3E5C', '#8C2F2A', '#E9E6E0', '#3E4A3D', '#5B6B80', '#1E1F24']
  for (let i = 0; i < 9; i++) if (cv.chance(0.7)) car(W, -32 + i * 5.6 + 1.4, 16.5, 90, cv.pick(cars))
  const items = opts.items || [
    { lx: -10, lz: -3, w: 3.2, d: 2.2, h: 1.4, kind: 'hvac' },
    { lx: -4, lz: -3, w: 3.2, d: 2.2, h: 1.4, kind: 'hvac' },
    { lx: 6, lz: 2, w: 2.4, d: 2.0, h: 1.2, kind: 'hvac' },
    { lx: 12, lz: -5, w: 1.2, d: 1.2, h: 0.6, color: '#9aa1a8' },
    { lx: -14, lz: 5, w: 1.0, d: 1.0, h: 0.5, color: '#8a9198' },
  ]
  const b = house(W, {
    x: 0,
    z: 0,
    w: 38,
    d: 20,
    h: 7.5,
    roof: { type: 'flat', parapet: 0.9, mat: 'tpo', color: '#EEF1F2', items, fx: opts.fx },
    wall: { color: '#D8D2C6', type: 'stucco', coping: '#B8BEC4', cornice: '#C9C2B5' },
    foundation: { h: 0.3, color: '#A8A196' },
    openings: {
      front: [
        { t: 'band', u: 0, v: 1.0, w: 34, h: 2.0 },
        { t: 'band', u: 0, v: 4.4, w: 34, h: 2.0 },
        { t: 'shop', u: -8, v: 0, w: 4, h: 3.2, frame: '#3A4A5E' },
      ],
      left: [
        { t: 'band', u: 0, v: 1.0, w: 16, h: 2.0 },
        { t: 'band', u: 0, v: 4.4, w: 16, h: 2.0 },
      ],
    },
    awnings: [{ side: 'front', u: -8, w: 5.5, v: 3.4, depth: 1.4, drop: 0.4, color: P.navy2 }],
  })
  if (opts.crew !== false) {
    const dk = b.planes[0]
    personAt(W, dk.atF(0.62, 0.55), Object.assign({}, CREW[0], { pose: 'stand', dir: -1 }))
    personAt(W, dk.atF(0.7, 0.62), Object.assign({}, CREW[2], { pose: 'crouch', dir: -1 }))
  }
  trees(W, [
    ['oak', -24, 9, 9],
    ['oak', 24, 9, 10],
    ['cedar', 22, -14, 10],
    ['oak', -26, -12, 12],
    ['pine', 30, -25, 24],
    ['pine', -34, -30, 22],
  ])
  finish(cv, W, { vignette: 0.25 })
  return cv.svg()
}

export function residentialRoofing(w, h) {
  const { cv, W } = setup(w, h, 'svc-residential', { light: 'morning', eye: [8, 12, 34], target: [2, 2.5, -4], f: w * 0.9 })
  backdrop(cv, W, {
    skyOpts: {
      sun: [1350, 120],
      clouds: [
        [350, 140, 420],
        [1100, 80, 300],
      ],
    },
  })
  road(W, 10, 17, { sidewalk: true })
  const spec = [
    { style: 'colonial', x: -24, roofColor: '#3A3E45', wallColor: '#E7DFD0', garage: null, chimney: 'left' },
    { style: 'newbuild', x: -9, roofColor: '#5D4E42', wallColor: '#C9CFC8', doorColor: P.navy2 },
    { style: 'craftsman', x: 4.5, z: -1, roofColor: '#3E4650', wallColor: '#7D93A6', gable: '#E9E1D3' },
    { style: 'colonial', x: 19, roofColor: '#6B5D50', wallColor: '#EEE7DA', shutters: '#2F4A3A', bays: 4, w: 11 },
    { style: 'newbuild', x: 34, roofColor: '#3A3E45', wallColor: '#D9CDB5' },
  ]
  for (const s of spec) home(W, Object.assign({ z: s.z || -2, driveLen: 9, walkLen: 7 }, s))
  trees(W, [
    ['pine', -30, -22, 25],
    ['pine', -14, -26, 26],
    ['pine', 0, -30, 24],
    ['pine', 14, -24, 27],
    ['pine', 28, -28, 25],
    ['oak', -16, 8, 10],
    ['oak', 27, 8, 11],
    ['oak', 11, 7.5, 9, { colors: GREENS.spring }],
  ])
  finish(cv, W, { vignette: 0.25 })
  return cv.svg()
}

export function stormDamage(w, h, seed = 'svc-storm', o = {}) {
  const { cv, W } = setup(w, h, seed, { light: 'storm', eye: o.eye || [-5, 7.5, 22], target: [1.5, 4.4, 0] })
  stormSky(cv, W, { clear: [w * 0.82, h * 0.12], beams: true })
  treeline(cv, W, { dist: 220, h: 24, color: '#8A9699', pines: 0.3 })
  treeline(cv, W, { dist: 130, h: 22, color: '#4D5E57', pines: 0.45 })
  lawn(W, { far: 130, near: '#4A6E3C', farColor: '#7E9670' })
  const info = home(W, {
    style: o.style || 'colonial',
    x: 2,
    z: 0,
    w: 12.5,
    roofColor: '#4B4F56',
    wallColor: '#DCD6CB',
    shutters: '#3A4A5E',
    garage: o.garage,
    roof: {
      fx: (F, hh) =>
        F.dir !== 'front'
          ? ''
          : missing(
              W,
              F,
              hh,
              [
                [0.15, 0.55, 3, 2],
                [0.72, 0.35, 2, 3],
                [0.3, 0.2, 2, 1],
              ],
              '#C8A46E',
            ) + tarp(W, F, hh, 0.48, 0.25, 0.7, 0.9),
    },
  }).main
  const fp0 = info.plane('front')
  branch(
    W,
    [fp0.atF(0.08, 0.85), fp0.atF(0.2, 0.6), fp0.atF(0.35, 0.45), fp0.atF(0.42, 0.15)].map((p) => [p[0], p[1] + 0.3, p[2] + 0.3]),
  )
  // debris on lawn
  let deb = ''
  for (let i = 0; i < 60; i++) {
    const x = cv.r(-14, 18),
      z = cv.r(5, 14)
    deb += W.P([
      [x, 0.01, z],
      [x + cv.r(0.2, 0.5), 0.01, z + 0.05],
      [x + 0.3, 0.01, z + 0.2],
    ])
  }
  W.ground(`<path d="${deb}" fill="#3E5A2C" opacity="0.8"/>`)
  let pud = ''
  for (let i = 0; i < 5; i++) {
    const x = cv.r(-12, 14),
      z = cv.r(6, 12)
    const pts = []
    for (let k = 0; k < 14; k++) {
      const a = (k / 14) * Math.PI * 2
      pts.push([x + Math.cos(a) * cv.r(0.8, 1.4), 0.01, z + Math.sin(a) * cv.r(0.4, 0.7)])
    }
    pud += W.P(pts)
  }
  W.ground(`<path d="${pud}" fill="#9FB4C4" opacity="0.55"/>`)
  if (o.homeowner)
    personAt(W, [o.homeowner[0], 0, o.homeowner[1]], {
      pose: 'point',
      dir: 1,
      shirt: '#8C5E3C',
      pants: '#3E4A5C',
      skin: SKIN[2],
      hairColor: HAIR.brown,
      sleeves: 'long',
      spec: { gender: 'm', age: 45, hair: 'short', hairColor: HAIR.brown, beard: 'stubble', smile: 'closed' },
    })
  if (o.crew !== false) {
    onRoof(W, info, 'front', 0.6, 0.62, Object.assign({}, CREW[1], { pose: 'kneel', dir: -1, harness: true }))
    ladder(W, [-4.4, 0, 4.9], [-4.1, 5.9, 4.6])
  }
  trees(W, [
    ['pine', -14, -18, 24],
    ['pine', 14, -24, 26],
    ['pine', 4, -34, 25],
    ['oak', 18, 5, 11],
  ])
  finish(cv, W, { vignette: 0.3 })
  return cv.svg()
}

export function roofInspection(w, h) {
  const { cv, W } = setup(w, h, 'svc-inspect', { light: 'morning', eye: [5, 7.8, 17], target: [0, 4.2, 0], f: w * 1.0 })
  backdrop(cv, W, {
    skyOpts: {
      sun: [1350, 160],
      clouds: [
        [300, 120, 400],
        [1000, 80, 340],
      ],
    },
  })
  trees(W, [
    ['pine', -12, -20, 24],
    ['pine', 10, -26, 26],
    ['oak', -14, 3, 11],
  ])
  const info = home(W, {
    style: 'cape',
    x: 0,
    z: 0,
    w: 11,
    roofColor: '#4C4A47',
    wallColor: '#E8E0D0',
    chimney: 'right',
    shutters: '#3A4A5E',
    landscape: true,
  }).main
  onRoof(W, info, 'front', 0.42, 0.45, {
    pose: 'tablet',
    dir: 1,
    shirt: P.navy2,
    pants: '#3C4656',
    hat: 'hard',
    hatColor: P.copper,
    skin: SKIN[4],
    vest: false,
  })
  ladder(W, [-4.2, 0, 4.8], [-4.0, 3.3, 4.4])
  let chalk = ''
  const F = info.plane('front')
  for (const [fu, fv] of [
    [0.25, 0.3],
    [0.7, 0.55],
  ]) {
    const c = W.proj(F.atF(fu, fv))
    chalk += `<circle cx="${f1(c[0])}" cy="${f1(c[1])}" r="22" fill="none" stroke="${P.copper}" stroke-width="4" stroke-dasharray="8 6"/>`
  }
  W.add(0, chalk)
  truck(W, 9, 9, { rack: true, dir: -1 })
  finish(cv, W, { vignette: 0.28 })
  return cv.svg()
}

export function roofingMaterials(w, h, seed = 'svc-materials') {
  const { cv, W } = setup(w, h, seed, { light: 'day', eye: [0, 9, 34], target: [0, 3.8, 0] })
  backdrop(cv, W, {
    skyOpts: {
      clouds: [
        [260, 140, 420],
        [1350, 110, 380],
      ],
    },
  })
  road(W, 11, 18, {})
  home(W, { style: 'farmhouse', x: -9, z: 0, w: 12, wallColor: '#F3F0E8', roof: { color: '#2E3136', mat: 'metal' }, driveway: false })
  home(W, { style: 'colonial', x: 9, z: 0, w: 12, roofColor: '#3A3E45', wallColor: '#D8CCB8', bays: 4, shutters: P.navy2, driveway: false })
  trees(W, [
    ['pine', -20, -20, 24],
    ['pine', 0, -26, 26],
    ['pine', 20, -22, 25],
    ['oak', 0, 4, 9],
  ])
  W.render()
  cv.add(`<rect x="${w / 2 - 2}" y="0" width="4" height="${h}" fill="#fff" opacity="0.7"/>`)
  overlay(cv, { vignette: 0.25 })
  return cv.svg()
}

export function gutterSkylight(w, h) {
  const { cv, W } = setup(w, h, 'svc-gutter', { light: 'day', eye: [-6.5, 4.9, 6.5], target: [0.5, 3.0, -1], f: w * 0.95 })
  backdrop(cv, W, {
    skyOpts: {
      clouds: [
        [300, 110, 360],
        [1250, 90, 420],
      ],
    },
  })
  trees(W, [
    ['pine', -10, -20, 24],
    ['pine', 8, -24, 26],
    ['oak', 14, -8, 12],
  ])
  const info = house(W, {
    x: 3,
    z: -2,
    w: 11,
    d: 9,
    h: 3.2,
    gutterColor: '#F4F2EE',
    roof: {
      pitch: 0.5,
      color: '#45474C',
      fx: (F, hh) => (F.dir === 'front' ? skylight(W, F, hh, 0.32, 0.35, 1.1, 1.7) + skylight(W, F, hh, 0.5, 0.35, 1.1, 1.7) : ''),
    },
    wall: { color: '#BFC9CE', type: 'lap', trim: '#FFFFFF' },
    openings: { front: [WIN(-3.2, 0.95, { shutters: P.navy2 }), WIN(1.5, 0.95, { shutters: P.navy2 })], left: [WIN(0, 0.95)] },
  })
  void info
  shrub(W, -1, 3, { w: 1.4, flowers: '#F2A7B8' })
  shrub(W, 5, 3, { w: 1.6 })
  // splash block
  W.groundPoly(
    [
      [-2.7, 2.6],
      [-2.2, 2.6],
      [-2.2, 3.4],
      [-2.7, 3.4],
    ],
    '#CFC7BA',
  )
  finish(cv, W, { vignette: 0.25 })
  return cv.svg()
}

// ---------------------------------------------------------------- TOWNS
function facing(cx, cz, x, z) {
  // yaw so that the house front faces point (cx, cz)
  return (Math.atan2(cx - x, cz - z) * 180) / Math.PI
}
function silo2D(cv, bx, by, s, o = {}) {
  const r = (o.r || 2.6) * s,
    H = (o.h || 14) * s
  const c = o.color || '#C9CED2'
  let g = `<rect x="${f1(bx - r)}" y="${f1(by - H)}" width="${f1(2 * r)}" height="${f1(H)}" fill="${cv.lin(
    [
      [0, shade(c, 0.15)],
      [0.6, c],
      [1, shade(c, -0.3)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`
  let d = ''
  for (let y = by - H + r * 0.6; y < by; y += r * 0.55) d += `M${f1(bx - r)} ${f1(y)}L${f1(bx + r)} ${f1(y)}`
  g += `<path d="${d}" stroke="${shade(c, -0.25)}" stroke-width="${f1(Math.max(0.8, 0.08 * s))}" opacity="0.6"/>`
  g += `<path d="M${f1(bx - r * 1.04)} ${f1(by - H)}A${f1(r * 1.04)} ${f1(r * 0.9)} 0 0 1 ${f1(bx + r * 1.04)} ${f1(by - H)}Z" fill="${shade(c, -0.1)}"/>`
  return g
}
function sprite(W, x, z, fn, o = {}) {
  const b = W.proj([x, 0, z])
  W.add(b[2] + (o.bias || 0), fn(W.cv, b[0], b[1], W.f / b[2], o))
}
function lake(W, pts, o = {}) {
  const cv = W.cv
  const hz = W.horizonY()
  W.ground(
    `<path d="${W.P(pts.map(([x, z]) => [x, 0, z]))}" fill="${cv.lin(
      o.stops || [
        [0, '#C9D9E0'],
        [0.5, '#7EA6BF'],
        [1, '#4B7592'],
      ],
      0,
      hz,
      0,
      cv.h,
      true,
    )}"/>`,
  )
  let d = ''
  for (let i = 0; i < 90; i++) {
    const x = cv.r(-80, 80),
      z = cv.r(o.z0 ?? -40, o.z1 ?? 20),
      L = cv.r(1, 5)
    d += W.P([
      [x, 0.01, z],
      [x + L, 0.01, z],
      [x + L, 0.01, z + 0.08],
      [x, 0.01, z + 0.08],
    ])
  }
  W.ground(
    `<g clip-path="${cv.clip(W.P(pts.map(([x, z]) => [x, 0, z])))}"><path d="${d}" fill="#fff" opacity="0.35"/>${o.reflect || ''}</g>`,
  )
}
function cropRows(W, x0, x1, z0, z1, o = {}) {
  const sp = o.sp || 1.4
  let a = '',
    b = ''
  for (let x = x0; x < x1; x += sp) {
    a += W.P([
      [x, 0.005, z0],
      [x + sp * 0.55, 0.005, z0],
      [x + sp * 0.55, 0.005, z1],
      [x, 0.005, z1],
    ])
  }
  W.groundPoly(
    [
      [x0, z0],
      [x1, z0],
      [x1, z1],
      [x0, z1],
    ],
    o.soil || '#8A6A48',
  )
  W.ground(`<path d="${a}" fill="${o.crop || '#5E8F3E'}"/>`)
  void b
}
function hayBale(cv, bx, by, s) {
  const r = 0.75 * s,
    L = 1.3 * s
  return `<ellipse cx="${f1(bx)}" cy="${f1(by)}" rx="${f1(L * 0.9)}" ry="${f1(0.12 * s)}" fill="#0a1220" opacity="0.25"/><rect x="${f1(bx - L / 2)}" y="${f1(by - 2 * r)}" width="${f1(L)}" height="${f1(2 * r)}" rx="${f1(r * 0.3)}" fill="#C9A25A"/><ellipse cx="${f1(bx + L / 2)}" cy="${f1(by - r)}" rx="${f1(r * 0.45)}" ry="${f1(r)}" fill="#DDBB72"/><path d="M${f1(bx + L / 2)} ${f1(by - r)}m-${f1(r * 0.25)} 0a${f1(r * 0.25)} ${f1(r * 0.55)} 0 1 0 ${f1(r * 0.5)} 0a${f1(r * 0.25)} ${f1(r * 0.55)} 0 1 0 -${f1(r * 0.5)} 0" stroke="#B38F4A" stroke-width="${f1(0.05 * s)}" fill="none"/>`
}

const RALEIGH_TOWERS = [
  { x: -70, w: 24, h: 90, top: 'flat' },
  { x: -40, w: 20, h: 120, top: 'step' },
  { x: -14, w: 30, h: 150, top: 'crown', lit: false },
  { x: 22, w: 22, h: 110, top: 'slant' },
  { x: 48, w: 28, h: 132, top: 'flat', spire: 14 },
  { x: 80, w: 20, h: 80, top: 'flat' },
  { x: -100, w: 26, h: 60, top: 'flat' },
  { x: 104, w: 30, h: 64, top: 'dome' },
]

export function townRaleigh(w, h) {
  const { cv, W } = setup(w, h, 'town-raleigh', {
    light: 'golden',
    eye: [0, 6.5, 46],
    target: [0, 9.5, 0],
    f: w * 0.85,
    world: { sun: [-0.8, 0.35, 0.5] },
  })
  const S = sky(cv, W, {
    preset: 'golden',
    sun: [260, 500],
    sunR: 40,
    clouds: [
      [400, 180, 480, 0.6],
      [1500, 130, 560, 0.7],
    ],
  })
  const hz = W.horizonY()
  const dist = 420,
    s = W.f / dist
  const towers = RALEIGH_TOWERS.map((t) => Object.assign({}, t, { c: mix('#4F5E78', S.haze, 0.3), lit: true }))
  cv.add(skyline2D(cv, w / 2 + 120, hz + 4, s, { towers, color: '#5D6C84', win: '#F3C98E' }))
  treeline(cv, W, { dist: 260, h: 22, color: mix('#3C4F45', S.haze, 0.45), pines: 0.3 })
  treeline(cv, W, { dist: 150, h: 20, color: mix('#2D4638', S.haze, 0.25), pines: 0.2, round: 1.4 })
  lawn(W, { far: 150, near: '#4F7A36', farColor: '#A8A562' })
  road(W, 8, 15, { sidewalk: true })
  home(W, { style: 'colonial', x: -26, z: -6, roofColor: '#3A3E45', wallColor: '#EDE4D3', chimney: 'right', lit: true, bays: 4, w: 11 })
  home(W, { style: 'craftsman', x: -7, z: -5, roofColor: '#4B4540', wallColor: '#6F8A7A', gable: '#E7DCC8', lit: true })
  home(W, {
    style: 'colonial',
    x: 12,
    z: -6,
    roofColor: '#5C4E43',
    wallColor: '#B9553C',
    siding: 'brick',
    shutters: '#1E2A36',
    lit: true,
    bays: 5,
    chimney: 'left',
  })
  home(W, { style: 'craftsman', x: 31, z: -5, roofColor: '#3A3E45', wallColor: '#E3D5B8', gable: '#C9B48F', lit: true })
  const oaks = [
    [-40, 4, 16],
    [-17, 5, 11],
    [22, 4.5, 12],
    [44, 5, 16],
    [-34, -22, 16],
    [36, -24, 15],
  ]
  for (const [x, z, hh] of oaks) oak(W, x, z, { h: hh, spread: 1.1 })
  finish(cv, W, { warm: { at: [260, 500], op: 0.28 }, vignette: 0.3 })
  return cv.svg()
}

export function townCary(w, h) {
  const { cv, W } = setup(w, h, 'town-cary', { light: 'day', eye: [4, 24, 46], target: [0, 0, -10], f: w * 0.8 })
  backdrop(cv, W, {
    skyOpts: {
      clouds: [
        [300, 60, 420],
        [1500, 50, 380],
      ],
    },
    treelines: [
      { dist: 220, h: 24, color: mix('#2F4A3A', '#D9EAF0', 0.5), pines: 0.4 },
      { dist: 120, h: 22, color: mix('#2A4535', '#D9EAF0', 0.25), pines: 0.5 },
    ],
  })
  const C = [0, -8]
  W.groundCircle(C[0], C[1], 13.5, '#BDB7AC')
  W.groundCircle(C[0], C[1], 13.2, '#60656C')
  W.groundCircle(C[0], C[1], 4.2, '#BDB7AC')
  W.groundCircle(C[0], C[1], 4, '#4E8A3C')
  W.groundPoly(
    [
      [-3.6, C[1] + 10],
      [3.6, C[1] + 10],
      [3.6, 60],
      [-3.6, 60],
    ],
    '#60656C',
  )
  const styles = ['newbuild', 'colonial', 'newbuild', 'colonial', 'newbuild']
  const roofs = ['#3A3E45', '#5D4E42', '#4A4F57', '#3A3E45', '#6B5D50']
  const walls = ['#E7DFD0', '#C9CFC8', '#D9CDB5', '#B8C4CC', '#EEE7DA']
  const angs = [195, 240, 270, 300, 345]
  angs.forEach((a, i) => {
    const t = (a * Math.PI) / 180
    const R = 26
    const x = C[0] + Math.cos(t) * R,
      z = C[1] + Math.sin(t) * R * 0.95
    home(W, {
      style: styles[i],
      x,
      z,
      yaw: facing(C[0], C[1], x, z),
      roofColor: roofs[i],
      wallColor: walls[i],
      garage: styles[i] === 'colonial' ? (i % 2 ? 'left' : 'right') : null,
      driveLen: 9,
      walkLen: 6,
      shutters: i % 2 ? P.navy2 : '#2F4A3A',
    })
  })
  trees(W, [
    ['oak', -28, 6, 11],
    ['oak', 26, 8, 12, { colors: GREENS.spring }],
    ['pine', -12, -44, 24],
    ['pine', 14, -46, 25],
    ['pine', 34, -30, 24],
    ['pine', -36, -26, 23],
    ['cedar', -22, -20, 8],
    ['cedar', 20, -22, 9],
    ['oak', 9, 16, 8, { colors: GREENS.spring }],
    ['oak', -10, 17, 8],
  ])
  finish(cv, W, { vignette: 0.3 })
  return cv.svg()
}

export function townDurham(w, h) {
  const { cv, W } = setup(w, h, 'town-durham', { light: 'morning', eye: [6, 6.5, 40], target: [0, 8, 0], f: w * 0.85 })
  const S = backdrop(cv, W, {
    skyOpts: {
      sun: [1600, 160],
      clouds: [
        [420, 130, 500],
        [1200, 90, 360],
      ],
    },
    treelines: [{ dist: 260, h: 22, color: mix('#2F4A3A', '#E6EBE6', 0.55), pines: 0.35 }],
  })
  void S
  sprite(W, 30, -70, waterTower2D, { h: 40, color: '#E4E6E2', band: '#B9553C' })
  sprite(W, -30, -62, smokestack2D, { h: 42 })
  const arches = (n, L, floors) => {
    const a = []
    for (let f = 0; f < floors; f++)
      for (let i = 0; i < n; i++)
        a.push({ t: 'arch', u: -L / 2 + (L / n) * (i + 0.5), v: 1.2 + f * 4, w: 1.6, h: 2.6, trimArch: '#C97A5A', frame: '#2f3a33' })
    return a
  }
  house(W, {
    x: -18,
    z: -44,
    w: 46,
    d: 18,
    h: 15,
    roof: { type: 'flat', parapet: 1.2, mat: 'tpo', color: '#8B8F93' },
    wall: { color: '#9E4C34', type: 'brick', cornice: '#7E3A28', coping: '#8A7E72' },
    openings: { front: arches(12, 46, 3), right: arches(4, 18, 3) },
  })
  house(W, {
    x: 26,
    z: -48,
    w: 30,
    d: 16,
    h: 12,
    roof: { type: 'flat', parapet: 1.0, mat: 'tpo', color: '#8B8F93' },
    wall: { color: '#B25E3F', type: 'brick', cornice: '#8E452F', coping: '#8A7E72' },
    openings: { front: arches(8, 30, 2).concat([{ t: 'shop', u: 0, v: 0, w: 6, h: 3.4, frame: '#2f3a33' }]), left: arches(4, 16, 2) },
  })
  road(W, 6, 13, { sidewalk: true })
  const bung = [
    { x: -24, wallColor: '#7C9AA8', roofColor: '#3A3E45', gable: '#EDE3CF' },
    { x: -9, wallColor: '#E4C98F', roofColor: '#5C4E43', gable: '#F3ECDD' },
    { x: 6, wallColor: '#9BAF8C', roofColor: '#3E4650', gable: '#EEE6D6' },
    { x: 21, wallColor: '#C66B4B', roofColor: '#3A3E45', gable: '#F0E6D2' },
    { x: 36, wallColor: '#E8E1D3', roofColor: '#4A4F57', gable: '#8FA3B5' },
  ]
  for (const b of bung) home(W, Object.assign({ style: 'bungalow', z: -8, w: 9, d: 11, rail: true, walkLen: 6 }, b))
  trees(W, [
    ['oak', -32, 2, 12],
    ['oak', 14, 3, 11],
    ['oak', 44, 2, 13],
    ['oak', -2, -28, 14],
    ['pine', 50, -40, 24],
  ])
  finish(cv, W, { vignette: 0.3 })
  return cv.svg()
}

export function townApex(w, h) {
  const { cv, W } = setup(w, h, 'town-apex', {
    light: 'golden',
    eye: [0, 4.2, 34],
    target: [0, 3.5, 0],
    f: w * 0.75,
    world: { sun: [-0.75, 0.38, -0.3], lightAmt: 0.22 },
  })
  sky(cv, W, {
    preset: 'golden',
    sun: [w * 0.5, h * 0.52],
    sunR: 34,
    clouds: [
      [500, 120, 460, 0.6],
      [1450, 90, 520, 0.6],
    ],
  })
  treeline(cv, W, { dist: 200, h: 22, color: '#7A7466', pines: 0.4 })
  treeline(cv, W, { dist: 120, h: 20, color: '#4F574B', pines: 0.5, highlight: '#F3B77E' })
  lawn(W, { far: 120, near: '#5A6B3E', farColor: '#A79A63' })
  // street & sidewalks
  W.groundPoly(
    [
      [-6, 60],
      [6, 60],
      [6, -40],
      [-6, -40],
    ],
    '#5E6167',
  )
  W.groundPoly(
    [
      [-9.5, 60],
      [-6, 60],
      [-6, -30],
      [-9.5, -30],
    ],
    '#CFC4B2',
  )
  W.groundPoly(
    [
      [6, 60],
      [9.5, 60],
      [9.5, -30],
      [6, -30],
    ],
    '#CFC4B2',
  )
  let dl = ''
  for (let z = -36; z < 60; z += 6)
    dl += W.P([
      [-0.1, 0.01, z],
      [0.1, 0.01, z],
      [0.1, 0.01, z + 3],
      [-0.1, 0.01, z + 3],
    ])
  W.ground(`<path d="${dl}" fill="#E8D9A8"/>`)
  // rails across the end of the street
  W.groundPoly(
    [
      [-60, -34],
      [60, -34],
      [60, -30],
      [-60, -30],
    ],
    '#8C7F6E',
  )
  let ties = ''
  for (let x = -60; x < 60; x += 0.8)
    ties += W.P([
      [x, 0.01, -33.6],
      [x + 0.25, 0.01, -33.6],
      [x + 0.25, 0.01, -30.4],
      [x, 0.01, -30.4],
    ])
  W.ground(`<path d="${ties}" fill="#5A4636"/>`)
  for (const zr of [-33, -31])
    W.ground(
      `<path d="${W.P([
        [-60, 0.02, zr],
        [60, 0.02, zr],
        [60, 0.02, zr + 0.12],
        [-60, 0.02, zr + 0.12],
      ])}" fill="#C9CED2"/>`,
    )
  // depot
  house(W, {
    x: 0,
    z: -42,
    w: 24,
    d: 8,
    h: 3.6,
    roof: { type: 'hip', pitch: 0.45, ov: 1.6, color: '#6E3B2E', mat: 'shingle' },
    wall: { color: '#EADFC4', type: 'board', trim: '#7A4A34' },
    foundation: { h: 0.6, color: '#8E8579' },
    openings: {
      front: [
        WIN(-8, 0.9, { trim: '#7A4A34' }),
        WIN(-4.5, 0.9, { trim: '#7A4A34' }),
        { t: 'door', u: -1.2, v: 0.6, w: 1.2, h: 2.3, color: '#7A4A34' },
        { t: 'door', u: 1.2, v: 0.6, w: 1.2, h: 2.3, color: '#7A4A34' },
        WIN(4.5, 0.9, { trim: '#7A4A34' }),
        WIN(8, 0.9, { trim: '#7A4A34' }),
      ],
    },
  })
  // storefront blocks both sides
  const cols = ['#A4543A', '#B9694A', '#8E4632', '#C9A27A', '#9E5A44', '#B25E3F']
  const aw = [P.navy2, '#2F5D3A', P.copperDark, '#7A2E2A', P.navy3, '#3E4A3D']
  for (let i = 0; i < 6; i++) {
    for (const side of [-1, 1]) {
      const z = 22 - i * 9.2
      const ww = 9,
        hh = cv.pick([7, 8, 7.5])
      const k = (i * 2 + (side > 0 ? 1 : 0)) % cols.length
      house(W, {
        x: side * 15,
        z,
        yaw: side < 0 ? 90 : -90,
        w: ww,
        d: 11,
        h: hh,
        roof: { type: 'flat', parapet: 0.6, mat: 'tpo', color: '#9A9A96' },
        wall: { color: cols[k], type: 'brick', cornice: shade(cols[k], -0.25), coping: '#D8CCB8' },
        openings: {
          front: [
            { t: 'shop', u: 0, v: 0, w: 6.5, h: 3.6, frame: '#2A3340', lit: i > 1 },
            WIN(-2.6, 4.6, { w: 1.0, h: 1.8, trim: '#EDE3CF' }),
            WIN(0, 4.6, { w: 1.0, h: 1.8, trim: '#EDE3CF' }),
            WIN(2.6, 4.6, { w: 1.0, h: 1.8, trim: '#EDE3CF' }),
          ],
        },
        awnings: [{ side: 'front', u: 0, w: 7, v: 3.0, depth: 1.5, drop: 0.6, color: aw[k], stripes: k % 2 ? '#F1E8DA' : null }],
        skipWalls: ['left', 'right'],
        depthBias: 0,
      })
    }
  }
  const walkers = [
    [-7.6, 12, 1, { shirt: '#7A2E2A', pants: '#2E3F57' }],
    [-8.2, 4, -1, { shirt: '#E9E1D3', pants: '#4A5466', longHair: true }],
    [7.8, 9, -1, { shirt: '#2F5D3A', pants: '#3C4656' }],
    [7.2, -4, 1, { shirt: P.copper, pants: '#2E3F57', longHair: true }],
    [-7.4, -10, 1, { shirt: '#5B6B80', pants: '#3C4656' }],
  ]
  for (const [x, z, d, o] of walkers)
    personAt(
      W,
      [x, 0, z],
      Object.assign(
        { pose: 'walk', dir: d, skin: cv.pick(SKIN), hairColor: cv.pick([HAIR.black, HAIR.brown, HAIR.blonde, HAIR.darkBrown]) },
        o,
      ),
    )
  for (const side of [-1, 1])
    for (let z = 24; z > -26; z -= 12) {
      const a = W.proj([side * 6.6, 0, z]),
        b = W.proj([side * 6.6, 4.2, z])
      W.add(
        a[2] - 0.2,
        `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="#1F2A36" stroke-width="${f1((0.14 * W.f) / a[2])}"/><circle cx="${f1(b[0])}" cy="${f1(b[1])}" r="${f1((0.28 * W.f) / a[2])}" fill="#FFE2A6"/><circle cx="${f1(b[0])}" cy="${f1(b[1])}" r="${f1((0.8 * W.f) / a[2])}" fill="#FFD27A" opacity="0.25"/>`,
      )
    }
  trees(W, [
    ['oak', -8.6, 26, 7, { colors: GREENS.summer }],
    ['oak', 8.6, 20, 7],
    ['oak', -8.6, 2, 7],
    ['oak', 8.6, -8, 7],
  ])
  finish(cv, W, { warm: { at: [w * 0.5, h * 0.52], op: 0.3 }, vignette: 0.32 })
  return cv.svg()
}

export function townMorrisville(w, h) {
  const { cv, W } = setup(w, h, 'town-morrisville', { light: 'day', eye: [12, 6.5, 30], target: [0, 5.5, 0], f: w * 0.8 })
  backdrop(cv, W, {
    skyOpts: {
      clouds: [
        [350, 120, 420],
        [1400, 90, 480],
      ],
    },
  })
  road(W, 9, 16, { sidewalk: true })
  const cols = ['#2E3F57', '#EEF0EE', '#8A9399', '#9DAA94', '#EEF0EE', '#2E3F57', '#C8B99C', '#8A9399']
  const n = 8,
    uw = 6.2
  for (let i = 0; i < n; i++) {
    const x = -((n - 1) * uw) / 2 + i * uw
    const gable = i % 2 === 0
    const dark = cols[i] === '#2E3F57'
    house(W, {
      x,
      z: -2 + (i % 2) * 0.6,
      w: uw,
      d: 12,
      h: 8.6,
      roof: gable ? { axis: 'z', pitch: 0.6, color: '#3A3E45', rake: 0.2 } : { axis: 'x', pitch: 0.45, color: '#3A3E45', rake: 0.0 },
      wall: { color: cols[i], type: i % 3 === 1 ? 'board' : 'lap', trim: dark ? '#F4F2EE' : '#FFFFFF' },
      foundation: { h: 0.3, color: '#8E8579' },
      openings: {
        front: [
          { t: 'garage', u: -0.8, v: 0.02, w: 3, h: 2.3, color: dark ? '#F4F0E8' : '#5A5F66' },
          { t: 'door', u: 2.0, v: 0.3, w: 0.95, h: 2.1, color: P.copperDark },
          WIN(-1.2, 3.4, { w: 1.6, h: 1.7, picture: true }),
          WIN(1.6, 3.4, { w: 0.9, h: 1.7 }),
          WIN(-1.2, 6.2, { w: 1.0, h: 1.5 }),
          WIN(1.2, 6.2, { w: 1.0, h: 1.5 }),
        ],
      },
      awnings: [{ side: 'front', u: 2.0, w: 1.6, v: 2.55, depth: 0.9, drop: 0.3, color: '#3A3E45' }],
      skipWalls: i === 0 ? ['right'] : i === n - 1 ? ['left'] : ['left', 'right'],
      depthBias: Math.abs(x - 12) * 0.05,
    })
    W.groundPoly(
      [
        [x - 2.3, 4.3 + (i % 2) * 0.6],
        [x + 0.7, 4.3 + (i % 2) * 0.6],
        [x + 0.7, 9],
        [x - 2.3, 9],
      ],
      '#C4BDB1',
    )
  }
  trees(W, [
    ['oak', -30, 5, 7, { colors: GREENS.spring }],
    ['oak', 30, 6, 8, { colors: GREENS.spring }],
    ['cedar', -29, -4, 7],
    ['pine', -20, -30, 24],
    ['pine', 8, -34, 25],
    ['pine', 28, -28, 24],
  ])
  for (let i = 0; i < 5; i++) shrub(W, -22 + i * 11, 7.4, { w: 1.1, flowers: i % 2 ? '#F2A7B8' : null })
  finish(cv, W, { vignette: 0.28 })
  return cv.svg()
}

export function townGarner(w, h) {
  const { cv, W } = setup(w, h, 'town-garner', {
    light: 'day',
    eye: [0, 7, 44],
    target: [0, 3, 0],
    f: w * 0.8,
    world: { sun: [0.5, 0.7, 0.5] },
  })
  backdrop(cv, W, {
    skyOpts: {
      clouds: [
        [300, 90, 380],
        [1000, 130, 520],
        [1650, 80, 320],
      ],
    },
  })
  road(W, 14, 21, {})
  mowStripes(W, -60, 60, -16, 13, { sp: 2.4, op: 0.07 })
  home(W, {
    style: 'ranch',
    x: -26,
    z: -6,
    roofColor: '#3A3E45',
    wallColor: '#B25E3F',
    siding: 'brick',
    shutters: null,
    chimney: true,
    driveLen: 20,
  })
  home(W, {
    style: 'ranch',
    x: 4,
    z: -8,
    roofColor: '#6B5D50',
    wallColor: '#E6DCC8',
    siding: 'lap',
    shutters: P.navy2,
    hip: false,
    driveLen: 22,
  })
  home(W, { style: 'ranch', x: 34, z: -6, roofColor: '#4A4F57', wallColor: '#C9D2CE', siding: 'lap', shutters: '#2F4A3A', driveLen: 20 })
  trees(W, [
    ['oak', -8, 2, 13],
    ['oak', 20, -20, 15],
    ['oak', -40, -22, 14],
    ['pine', -12, -36, 26],
    ['pine', 16, -40, 27],
    ['pine', 46, -30, 24],
    ['oak', 46, 6, 10, { colors: GREENS.spring }],
  ])
  fence(
    W,
    [
      [-52, -20],
      [-52, 10],
    ],
    { rail: true, color: '#E9E4DA' },
  )
  finish(cv, W, { vignette: 0.28 })
  return cv.svg()
}

export function townWakeForest(w, h) {
  const { cv, W } = setup(w, h, 'town-wakeforest', { light: 'autumn', eye: [-4, 6.5, 40], target: [0, 5, 0], f: w * 0.82 })
  backdrop(cv, W, {
    season: 'autumn',
    skyOpts: {
      clouds: [
        [420, 120, 460],
        [1500, 100, 400],
      ],
    },
    treelines: [
      { dist: 240, h: 22, color: mix('#8A5A3A', '#EDE3CF', 0.55), pines: 0.3 },
      { dist: 140, h: 22, color: mix('#7A4A2E', '#EDE3CF', 0.25), pines: 0.4 },
    ],
  })
  road(W, 9, 16, { sidewalk: true })
  home(W, {
    style: 'colonial',
    x: -22,
    z: -6,
    roofColor: '#3A3E45',
    wallColor: '#A8503A',
    siding: 'brick',
    shutters: '#161C24',
    chimney: 'left',
    porch: true,
    garage: null,
  })
  home(W, {
    style: 'colonial',
    x: 4,
    z: -7,
    roofColor: '#4B4540',
    wallColor: '#B9604A',
    siding: 'brick',
    shutters: '#161C24',
    chimney: 'right',
    bays: 5,
    w: 14,
  })
  home(W, {
    style: 'colonial',
    x: 29,
    z: -6,
    roofColor: '#3A3E45',
    wallColor: '#9E4C34',
    siding: 'brick',
    shutters: '#2F3B2E',
    chimney: 'left',
    porch: true,
    bays: 4,
    w: 11,
  })
  trees(W, [
    ['oak', -34, 4, 14, { colors: GREENS.autumnOrange }],
    ['oak', -10, 5, 15, { colors: GREENS.autumnRed }],
    ['oak', 17, 4.5, 14, { colors: GREENS.autumnGold }],
    ['oak', 42, 5, 15, { colors: GREENS.autumnOrange }],
    ['oak', -30, -24, 17, { colors: GREENS.autumnGold }],
    ['oak', 18, -26, 18, { colors: GREENS.autumnRed }],
    ['pine', -6, -30, 25],
    ['pine', 40, -28, 24],
  ])
  // fallen leaves
  let lv = ['', '', '']
  for (let i = 0; i < 500; i++) {
    const x = cv.r(-50, 50),
      z = cv.r(-4, 9)
    lv[i % 3] += W.P([
      [x, 0.01, z],
      [x + 0.18, 0.01, z + 0.05],
      [x + 0.1, 0.01, z + 0.16],
    ])
  }
  W.ground(
    `<path d="${lv[0]}" fill="#D67A2A" opacity="0.8"/><path d="${lv[1]}" fill="#B2432A" opacity="0.8"/><path d="${lv[2]}" fill="#E2B34A" opacity="0.8"/>`,
  )
  finish(cv, W, { vignette: 0.3, warm: { at: [200, 100], op: 0.15 } })
  return cv.svg()
}

export function townHollySprings(w, h) {
  const { cv, W } = setup(w, h, 'town-hollysprings', { light: 'morning', eye: [6, 8, 40], target: [2, 3.5, 0], f: w * 0.82 })
  backdrop(cv, W, {
    skyOpts: {
      sun: [1650, 130],
      clouds: [
        [350, 120, 420],
        [1100, 80, 320],
      ],
    },
  })
  road(W, 9, 16, { sidewalk: true, color: '#4A4F57' })
  mowStripes(W, -60, 60, -10, 7.5, { sp: 1.2, op: 0.08 })
  home(W, { style: 'newbuild', x: -28, z: -5, roofColor: '#3A3E45', wallColor: '#D9D4C8', doorColor: P.navy2, gable: '#8A9399' })
  home(W, {
    style: 'newbuild',
    x: -10,
    z: -5,
    roofColor: '#5D4E42',
    wallColor: '#9FB0B8',
    doorColor: P.copperDark,
    gable: '#EEE7DA',
    stoneBase: true,
  })
  // under construction
  const uc = house(W, {
    x: 10,
    z: -6,
    w: 11,
    d: 9,
    h: 5.8,
    roof: {
      pitch: 0.55,
      mat: 'sheathing',
      color: '#C8A46E',
      fx: (F) =>
        F.dir === 'front'
          ? subMatT(W, F, 0, 0, 1.02, 0.45, { mat: 'underlay', color: '#D6DADC' }) +
            subMatT(W, F, 0, 0, 1.02, 0.2, { mat: 'shingle', color: '#3A3E45' })
          : '',
    },
    wall: { color: '#F2F4F5', type: 'wrap', trim: '#F2F4F5' },
    foundation: { h: 0.5, color: '#A8A196' },
    gutters: false,
    openings: {
      front: [
        { t: 'panel', u: -3.5, v: 0.9, w: 1, h: 1.5, color: '#3B3F46' },
        { t: 'panel', u: -1, v: 0.45, w: 1, h: 2.1, color: '#3B3F46' },
        { t: 'panel', u: 2.5, v: 0.9, w: 1, h: 1.5, color: '#3B3F46' },
        { t: 'panel', u: -3.5, v: 3.5, w: 1, h: 1.5, color: '#3B3F46' },
        { t: 'panel', u: 0, v: 3.5, w: 1, h: 1.5, color: '#3B3F46' },
        { t: 'panel', u: 3, v: 3.5, w: 1, h: 1.5, color: '#3B3F46' },
      ],
    },
  })
  onRoof(W, uc, 'front', 0.3, 0.35, Object.assign({}, CREW[0], { pose: 'kneel', harness: true }))
  onRoof(W, uc, 'front', 0.65, 0.25, Object.assign({}, CREW[1], { pose: 'crouch', dir: -1, harness: true }))
  W.groundPoly(
    [
      [4, -1],
      [17, -1],
      [17, 8],
      [4, 8],
    ],
    '#9C7A55',
  )
  home(W, { style: 'newbuild', x: 30, z: -5, roofColor: '#4A4F57', wallColor: '#EDE6D6', doorColor: '#2F4A3A', gable: '#C9B48F' })
  trees(W, [
    ['oak', -19, 7.5, 5, { colors: GREENS.spring }],
    ['oak', 0, 7.5, 5, { colors: GREENS.spring }],
    ['oak', 21, 7.5, 5, { colors: GREENS.spring }],
    ['pine', -30, -30, 25],
    ['pine', -4, -34, 24],
    ['pine', 20, -30, 26],
    ['pine', 44, -24, 24],
  ])
  finish(cv, W, { vignette: 0.28 })
  return cv.svg()
}

export function townFuquay(w, h) {
  const { cv, W } = setup(w, h, 'town-fuquay', { light: 'golden', eye: [-10, 5.5, 46], target: [4, 4.5, 0], f: w * 0.82 })
  backdrop(cv, W, {
    skyOpts: {
      sun: [280, 420],
      sunR: 40,
      clouds: [
        [600, 150, 520, 0.7],
        [1500, 110, 600, 0.7],
      ],
    },
    treelines: [
      { dist: 260, h: 24, color: '#7E7A70', pines: 0.4 },
      { dist: 160, h: 22, color: '#4C5648', pines: 0.5, highlight: '#F3B77E' },
    ],
  })
  cropRows(W, -120, -6, -100, 30, { sp: 1.6, crop: '#6D8F3A', soil: '#8A6A48' })
  home(W, {
    style: 'farmhouse',
    x: 12,
    z: -4,
    wallColor: '#F3F0E8',
    roof: { color: '#8C2F2A', mat: 'metal' },
    chimney: 'right',
    driveway: false,
    walkLen: 10,
  })
  W.groundPoly(
    [
      [4.5, 30],
      [7, 30],
      [9, 2],
      [7.5, 2],
    ],
    '#C9B58E',
  )
  fence(
    W,
    [
      [-4, 26],
      [-4, -40],
    ],
    { rail: true, color: '#E9E4DA' },
  )
  fence(
    W,
    [
      [-4, 26],
      [40, 26],
    ],
    { rail: true, color: '#E9E4DA' },
  )
  trees(W, [
    ['oak', 30, -2, 15],
    ['oak', -2, -40, 14],
    ['pine', 22, -26, 26],
    ['pine', 34, -30, 25],
  ])
  for (const [x, z] of [
    [-30, -20],
    [-22, -8],
    [-40, -40],
  ])
    sprite(W, x, z, hayBale)
  finish(cv, W, { warm: { at: [280, 420], op: 0.3 }, vignette: 0.3 })
  return cv.svg()
}

export function townKnightdale(w, h) {
  const { cv, W } = setup(w, h, 'town-knightdale', { light: 'dusk', eye: [0, 4, 26], target: [0, 5, -20], f: w * 0.9 })
  const S = sky(cv, W, {
    preset: 'dusk',
    sun: [w * 0.8, h * 0.44],
    sunR: 36,
    clouds: [
      [400, 160, 520, 0.8],
      [1300, 110, 600, 0.7],
    ],
  })
  treeline(cv, W, { dist: 240, h: 22, color: '#3D3A52', pines: 0.4 })
  treeline(cv, W, { dist: 140, h: 22, color: '#2A3140', pines: 0.5 })
  lawn(W, { far: 140, near: '#33502F', farColor: '#55604A' })
  const homes = [
    { style: 'colonial', x: -30, roofColor: '#3A3E45', wallColor: '#E7DFD0' },
    { style: 'newbuild', x: -12, roofColor: '#5D4E42', wallColor: '#A9B7BE' },
    { style: 'colonial', x: 6, roofColor: '#4A4F57', wallColor: '#EFE6D2', bays: 4, w: 11 },
    { style: 'newbuild', x: 24, roofColor: '#3A3E45', wallColor: '#D9CDB5' },
  ]
  for (const hm of homes) home(W, Object.assign({ z: -34, yaw: 0, lit: true, driveway: false, walk: false, shutters: P.navy2 }, hm))
  trees(W, [
    ['pine', -40, -50, 24],
    ['pine', -20, -52, 26],
    ['pine', 14, -54, 25],
    ['pine', 38, -50, 24],
    ['oak', 36, -26, 11],
    ['oak', -44, -24, 12],
  ])
  // lake between camera and homes
  const refl = (() => {
    let r = ''
    const bl = cv.blur(6)
    for (const hm of homes) {
      const a = W.proj([hm.x - 6, 0, -25]),
        b = W.proj([hm.x + 6, 0, -25])
      const hh = (b[0] - a[0]) * 0.5
      r += `<rect x="${f1(a[0])}" y="${f1(a[1])}" width="${f1(b[0] - a[0])}" height="${f1(hh)}" fill="${hm.wallColor}" opacity="0.3" filter="${bl}"/>`
      for (const dx of [-3, 0, 3]) {
        const wc = W.proj([hm.x + dx, 0, -25])
        r += `<rect x="${f1(wc[0] - 8)}" y="${f1(wc[1] + 6)}" width="16" height="${f1(hh * 0.9)}" fill="#FFC66E" opacity="0.35" filter="${bl}"/>`
      }
    }
    const sx = w * 0.8
    r += `<rect x="${f1(sx - 60)}" y="${f1(W.proj([0, 0, -25])[1])}" width="120" height="${h}" fill="#FFB27A" opacity="0.35" filter="${cv.blur(18)}"/>`
    return r
  })()
  lake(
    W,
    [
      [-200, -25],
      [200, -25],
      [200, 14],
      [-200, 14],
    ],
    {
      stops: [
        [0, '#C98A7A'],
        [0.25, '#7B6488'],
        [1, '#1F2D4E'],
      ],
      z0: -25,
      z1: 14,
      reflect: refl,
    },
  )
  // dock
  box(W, { x: 8, z: 8, y: 0.3, w: 2.2, d: 12, h: 0.2, color: '#8A6A4A', shadow: false })
  W.groundPoly(
    [
      [-200, 14],
      [200, 14],
      [200, 40],
      [-200, 40],
    ],
    '#2A3F2A',
  )
  trees(W, [
    ['shrub', -10, 15, 1.0, { w: 3 }],
    ['shrub', 20, 15.5, 1.0, { w: 2.5 }],
  ])
  finish(cv, W, { warm: { at: [w * 0.8, h * 0.44], op: 0.25, color: '#FF9E6B' }, vignette: 0.35 })
  void S
  return cv.svg()
}

export function townClayton(w, h) {
  const { cv, W } = setup(w, h, 'town-clayton', { light: 'morning', eye: [4, 6, 48], target: [2, 4, 0], f: w * 0.82 })
  backdrop(cv, W, {
    skyOpts: {
      sun: [1650, 150],
      clouds: [
        [400, 120, 460],
        [1150, 90, 380],
      ],
    },
  })
  cropRows(W, -120, 120, -90, -30, { sp: 1.8, crop: '#7CA24A', soil: '#9A7A52' })
  home(W, {
    style: 'cape',
    x: -14,
    z: -4,
    roofColor: '#3A3E45',
    wallColor: '#F1ECE1',
    chimney: 'left',
    shutters: '#2F4A3A',
    driveway: false,
    walkLen: 9,
  })
  // barn (gambrel)
  house(W, {
    x: 16,
    z: -12,
    w: 11,
    d: 16,
    h: 4.2,
    roof: { type: 'gambrel', axis: 'z', pitch: 0.45, pitch2: 1.9, mat: 'metal', color: '#5E6168', ov: 0.3, rake: 0.3 },
    wall: { color: '#9E3B2E', type: 'board', trim: '#F4F1EA' },
    foundation: { h: 0.3, color: '#8E8579' },
    gutters: false,
    openings: {
      front: [
        { t: 'panel', u: 0, v: 0, w: 4, h: 3.6, color: '#8A3226' },
        { t: 'vent', u: 0, v: 5.5, w: 1.4, h: 1.0 },
      ],
      right: [WIN(-4, 1.5, { w: 0.9, h: 0.9 }), WIN(0, 1.5, { w: 0.9, h: 0.9 }), WIN(4, 1.5, { w: 0.9, h: 0.9 })],
    },
    wallFx: (F, hh) =>
      F.name === 'front'
        ? `<path d="${
            hh.fp(
              [
                [F.L / 2 - 2, 0],
                [F.L / 2 - 1.8, 0],
                [F.L / 2 + 2, 3.4],
                [F.L / 2 + 1.8, 3.6],
              ],
              0.05,
            ) +
            hh.fp(
              [
                [F.L / 2 + 2, 0],
                [F.L / 2 + 1.8, 0],
                [F.L / 2 - 2, 3.4],
                [F.L / 2 - 1.8, 3.6],
              ],
              0.05,
            ) +
            hh.fq(F.L / 2 - 2.1, 0, F.L / 2 + 2.1, 0.15, 0.05) +
            hh.fq(F.L / 2 - 2.1, 3.5, F.L / 2 + 2.1, 3.7, 0.05) +
            hh.fq(F.L / 2 - 2.1, 0, F.L / 2 - 1.9, 3.7, 0.05) +
            hh.fq(F.L / 2 + 1.9, 0, F.L / 2 + 2.1, 3.7, 0.05)
          }" fill="#F4F1EA"/>`
        : '',
  })
  sprite(W, 26, -18, silo2D, { r: 2.4, h: 13 })
  fence(
    W,
    [
      [-40, 12],
      [40, 12],
    ],
    { rail: true, color: '#E9E4DA' },
  )
  W.groundPoly(
    [
      [-2, 40],
      [1, 40],
      [8, -4],
      [6, -4],
    ],
    '#C9B58E',
  )
  trees(W, [
    ['oak', -30, -2, 14],
    ['oak', 4, -24, 13],
    ['pine', -26, -40, 26],
    ['pine', 36, -40, 25],
    ['cedar', 34, -4, 8],
  ])
  finish(cv, W, { vignette: 0.28 })
  return cv.svg()
}

export function townZebulon(w, h) {
  const { cv, W } = setup(w, h, 'town-zebulon', { light: 'day', eye: [-6, 6, 42], target: [0, 7, 0], f: w * 0.82 })
  backdrop(cv, W, {
    skyOpts: {
      clouds: [
        [520, 140, 460],
        [1500, 100, 380],
      ],
    },
  })
  sprite(W, 18, -110, waterTower2D, { h: 40, color: '#DCE3E8', band: P.navy3 })
  road(W, 9, 16, { sidewalk: true })
  const hs = [
    { style: 'bungalow', x: -30, wallColor: '#E9D9B4', roofColor: '#3A3E45', gable: '#F3ECDD' },
    { style: 'cape', x: -14, wallColor: '#F1ECE1', roofColor: '#5C4E43', shutters: P.navy2 },
    { style: 'bungalow', x: 2, wallColor: '#8FA7B5', roofColor: '#3A3E45', gable: '#EEE7DA' },
    { style: 'ranch', x: 22, w: 15, wallColor: '#D9CDB5', roofColor: '#4A4F57', siding: 'lap', garage: false, shutters: '#2F4A3A' },
  ]
  for (const hh of hs)
    home(
      W,
      Object.assign({ z: -6, w: hh.style === 'bungalow' ? 9 : undefined, d: hh.style === 'bungalow' ? 11 : undefined, walkLen: 8 }, hh),
    )
  trees(W, [
    ['oak', -22, 5, 12],
    ['oak', 12, 5, 13],
    ['oak', 36, 4, 11],
    ['pine', -40, -30, 25],
    ['pine', -8, -34, 24],
    ['pine', 34, -34, 26],
  ])
  fence(
    W,
    [
      [-36, 7],
      [-24, 7],
    ],
    { color: '#F3EFE6' },
  )
  finish(cv, W, { vignette: 0.28 })
  return cv.svg()
}

// ---------------------------------------------------------------- PROJECTS
export function projHighland(w, h) {
  const { cv, W } = setup(w, h, 'proj-highland', { light: 'day', eye: [-9, 6.5, 24], target: [1.5, 4.6, 0], f: w * 1.0 })
  backdrop(cv, W, {
    skyOpts: {
      clouds: [
        [300, 130, 420],
        [1250, 90, 380],
      ],
    },
  })
  trees(W, [
    ['pine', -10, -22, 25],
    ['pine', 8, -26, 27],
    ['pine', 18, -18, 24],
    ['oak', -15, 2, 11],
    ['oak', 17, 6, 12],
  ])
  home(W, {
    style: 'newbuild',
    x: 2,
    z: 0,
    w: 12,
    roofColor: '#7A6C5D',
    roof: { var: 0.11 },
    wallColor: '#E9E3D6',
    gable: '#7F9AA9',
    doorColor: P.navy2,
    gutterColor: '#F4F2EE',
    flowers: '#E58FA3',
  })
  mowStripes(W, -30, 30, 6, 16, { sp: 1.4, op: 0.07 })
  finish(cv, W, { vignette: 0.25 })
  return cv.svg()
}

export function projNewBuild(w, h) {
  const { cv, W } = setup(w, h, 'proj-newbuild', { light: 'morning', eye: [8, 8, 24], target: [0, 4.5, 0], f: w * 1.0 })
  backdrop(cv, W, {
    skyOpts: {
      sun: [1400, 140],
      clouds: [
        [320, 110, 420],
        [1000, 70, 300],
      ],
    },
    season: 'dry',
  })
  W.groundPoly(
    [
      [-20, -10],
      [20, -10],
      [20, 14],
      [-20, 14],
    ],
    '#A88462',
  )
  const uc = house(W, {
    x: 0,
    z: 0,
    w: 12,
    d: 9,
    h: 5.8,
    gutters: false,
    roof: {
      pitch: 0.5,
      mat: 'sheathing',
      color: '#CDA872',
      fx: (F, hh) =>
        F.dir === 'front'
          ? subMat(W, F, 0, 0, 1.02, 0.62, { mat: 'underlay', color: '#D3D8DB' }) +
            subMat(W, F, 0, 0, 0.7, 0.3, { mat: 'shingle', color: '#3A3E45' }) +
            bundles(F, hh, [
              [0.55, 0.55],
              [0.62, 0.56],
              [0.3, 0.75],
            ])
          : '',
    },
    wall: { color: '#F2F4F5', type: 'wrap', trim: '#F2F4F5' },
    foundation: { h: 0.6, color: '#A8A196' },
    openings: {
      front: [
        { t: 'panel', u: -4, v: 0.9, w: 1, h: 1.5, color: '#3B3F46' },
        { t: 'panel', u: -1.5, v: 0.6, w: 1.1, h: 2.1, color: '#3B3F46' },
        { t: 'panel', u: 2, v: 0.9, w: 2.2, h: 1.5, color: '#3B3F46' },
        { t: 'panel', u: -4, v: 3.5, w: 1, h: 1.5, color: '#3B3F46' },
        { t: 'panel', u: 0, v: 3.5, w: 1, h: 1.5, color: '#3B3F46' },
        { t: 'panel', u: 4, v: 3.5, w: 1, h: 1.5, color: '#3B3F46' },
      ],
      right: [
        { t: 'panel', u: 0, v: 3.5, w: 1, h: 1.5, color: '#3B3F46' },
        { t: 'panel', u: 0, v: 0.9, w: 1, h: 1.5, color: '#3B3F46' },
      ],
    },
  })
  onRoof(W, uc, 'front', 0.22, 0.36, Object.assign({}, CREW[0], { pose: 'kneel', harness: true }))
  onRoof(W, uc, 'front', 0.5, 0.28, Object.assign({}, CREW[1], { pose: 'kneel', dir: -1, harness: true }))
  onRoof(W, uc, 'front', 0.78, 0.62, Object.assign({}, CREW[3], { pose: 'carry', dir: -1, harness: true }))
  ladder(W, [6.8, 0, 4.5], [6.5, 5.7, 4.4])
  // lumber stack & dumpster
  box(W, { x: -9, z: 7, w: 3.6, d: 1.2, h: 0.6, color: '#D8B27C' })
  dumpster(W, 11, 9, -70, { chunks: 60 })
  truck(W, -4, 12, { rack: true, dir: 1 })
  trees(W, [
    ['pine', -16, -20, 24],
    ['pine', 12, -24, 26],
    ['pine', 0, -34, 25],
  ])
  finish(cv, W, { vignette: 0.25 })
  return cv.svg()
}

export function projCaryOffice(w, h) {
  return commercialRoofing(w, h, 'proj-cary-office', {
    light: 'morning',
    eye: [24, 20, 40],
    target: [-2, 1.5, -10],
    items: [
      { lx: -12, lz: -4, w: 3.2, d: 2.2, h: 1.4, kind: 'hvac' },
      { lx: -6, lz: -4, w: 3.2, d: 2.2, h: 1.4, kind: 'hvac' },
      { lx: 0, lz: -4, w: 3.2, d: 2.2, h: 1.4, kind: 'hvac' },
      { lx: 9, lz: 3, w: 1.4, d: 1.4, h: 0.7, color: '#9aa1a8' },
      { lx: 14, lz: -6, w: 2.4, d: 2.0, h: 1.2, kind: 'hvac' },
    ],
  })
}

export function projGarnerStorm(w, h) {
  const { cv, W } = setup(w, h, 'proj-garner-storm', { light: 'day', eye: [-6, 7, 21], target: [1, 3.2, 0], f: w * 1.0 })
  backdrop(cv, W, {
    skyOpts: {
      clouds: [
        [250, 110, 520],
        [900, 70, 420],
        [1400, 140, 380],
      ],
    },
  })
  trees(W, [
    ['oak', 15, -8, 14],
    ['pine', -12, -24, 24],
    ['pine', 6, -30, 26],
    ['oak', -16, 4, 10],
  ])
  const info = home(W, {
    style: 'ranch',
    x: 1,
    z: 0,
    w: 16,
    roofColor: '#57534E',
    wallColor: '#E3D8C6',
    siding: 'lap',
    shutters: '#2F4A3A',
    hip: false,
    roof: {
      fx: (F, hh) =>
        F.dir === 'front'
          ? patch(F, hh, 0.52, 0.25, 0.8, 0.8, '#34363B', 0.25) +
            `<path d="${hh.fq(...fr(F, 0.52, 0.25), ...fr(F, 0.8, 0.8), 0.02)}" fill="#fff" opacity="0.06"/>`
          : '',
    },
  }).main
  void info
  // storm leftovers: a cut log pile and a few twigs
  let tw = ''
  for (let i = 0; i < 30; i++) {
    const x = cv.r(-10, 14),
      z = cv.r(6, 12)
    tw += W.P([
      [x, 0.01, z],
      [x + cv.r(0.4, 1.2), 0.01, z + cv.r(-0.2, 0.2)],
      [x + 0.05, 0.01, z + 0.06],
    ])
  }
  W.ground(`<path d="${tw}" fill="#5A4330" opacity="0.7"/>`)
  box(W, { x: 13, z: 7, w: 2.5, d: 0.6, h: 0.5, color: '#8A6A4A' })
  personAt(W, [6.5, 0, 8], { pose: 'point', dir: -1, shirt: P.navy2, pants: '#3C4656', hat: 'cap', skin: SKIN[3], tablet: true })
  personAt(W, [8.2, 0, 8.4], {
    pose: 'arms',
    dir: -1,
    shirt: '#9C6B4A',
    pants: '#2E3F57',
    skin: SKIN[1],
    hairColor: HAIR.sandy,
    sleeves: 'long',
  })
  finish(cv, W, { vignette: 0.25 })
  return cv.svg()
}

export function projWakeMetal(w, h) {
  const { cv, W } = setup(w, h, 'proj-wake-metal', { light: 'autumn', eye: [-10, 6, 24], target: [0, 4.6, 0], f: w * 1.0 })
  backdrop(cv, W, {
    season: 'autumn',
    skyOpts: {
      clouds: [
        [320, 120, 420],
        [1300, 90, 360],
      ],
    },
    treelines: [
      { dist: 240, h: 22, color: mix('#8A5A3A', '#EDE3CF', 0.5), pines: 0.3 },
      { dist: 140, h: 22, color: mix('#6F4A30', '#EDE3CF', 0.25), pines: 0.4 },
    ],
  })
  trees(W, [
    ['oak', 15, -10, 15, { colors: GREENS.autumnOrange }],
    ['oak', -14, -14, 14, { colors: GREENS.autumnGold }],
    ['pine', 4, -30, 26],
    ['oak', 18, 6, 11, { colors: GREENS.autumnRed }],
  ])
  home(W, {
    style: 'farmhouse',
    x: 1,
    z: 0,
    w: 13,
    wallColor: '#EFEBE3',
    roof: { color: '#4A3B2E', mat: 'metal' },
    chimney: 'left',
    driveway: false,
    walkLen: 8,
    trim: '#FFFFFF',
  })
  let lv = ['', '']
  for (let i = 0; i < 300; i++) {
    const x = cv.r(-25, 25),
      z = cv.r(-2, 12)
    lv[i % 2] += W.P([
      [x, 0.01, z],
      [x + 0.2, 0.01, z + 0.05],
      [x + 0.1, 0.01, z + 0.18],
    ])
  }
  W.ground(`<path d="${lv[0]}" fill="#D67A2A" opacity="0.8"/><path d="${lv[1]}" fill="#E2B34A" opacity="0.8"/>`)
  finish(cv, W, { vignette: 0.28 })
  return cv.svg()
}

function workLight(W, p3, aim) {
  const b = W.proj([p3[0], 0, p3[2]]),
    t = W.proj(p3)
  const s = W.f / b[2]
  const cv = W.cv
  let g = `<path d="M${f1(b[0] - 0.5 * s)} ${f1(b[1])}L${f1(t[0])} ${f1(t[1])}L${f1(b[0] + 0.5 * s)} ${f1(b[1])}M${f1(t[0])} ${f1(t[1])}L${f1(b[0])} ${f1(b[1])}" stroke="#2a2f36" stroke-width="${f1(0.06 * s)}" fill="none"/>`
  g += `<rect x="${f1(t[0] - 0.35 * s)}" y="${f1(t[1] - 0.3 * s)}" width="${f1(0.7 * s)}" height="${f1(0.45 * s)}" rx="${f1(0.05 * s)}" fill="#F0B429"/><rect x="${f1(t[0] - 0.28 * s)}" y="${f1(t[1] - 0.24 * s)}" width="${f1(0.56 * s)}" height="${f1(0.33 * s)}" fill="#FFFBEA"/>`
  const a = W.proj(aim)
  const ang = Math.atan2(a[1] - t[1], a[0] - t[0])
  const L = Math.hypot(a[0] - t[0], a[1] - t[1]) * 1.1,
    spread = 0.22
  W.add(
    -10,
    `<path d="M${f1(t[0])} ${f1(t[1])}L${f1(t[0] + Math.cos(ang - spread) * L)} ${f1(t[1] + Math.sin(ang - spread) * L)}L${f1(t[0] + Math.cos(ang + spread) * L)} ${f1(t[1] + Math.sin(ang + spread) * L)}Z" fill="${cv.rad(
      [
        [0, '#FFF4C8', 0.22],
        [0.7, '#FFF4C8', 0.05],
        [1, '#FFF4C8', 0],
      ],
      t[0],
      t[1],
      L,
      true,
    )}"/><circle cx="${f1(t[0])}" cy="${f1(t[1])}" r="${f1(1.6 * s)}" fill="${cv.rad(
      [
        [0, '#FFF8DC', 0.8],
        [1, '#FFF8DC', 0],
      ],
      t[0],
      t[1],
      1.6 * s,
      true,
    )}"/>`,
  )
  W.add(b[2] - 0.5, g)
}

export function projDurhamEmergency(w, h, seed = 'proj-durham-night', o = {}) {
  const { cv, W } = setup(w, h, seed, { light: 'night', eye: o.eye || [-7, 6.5, 22], target: [1, 4.2, 0], f: w * 1.0 })
  sky(cv, W, {
    preset: 'night',
    stars: 160,
    moon: [w * 0.85, h * 0.12, 26],
    clouds: [
      [300, 120, 500, 0.5],
      [1100, 200, 420, 0.35],
    ],
  })
  treeline(cv, W, { dist: 200, h: 22, color: '#101C2C', pines: 0.4 })
  treeline(cv, W, { dist: 120, h: 22, color: '#0C1624', pines: 0.5 })
  lawn(W, { far: 120, near: '#13241E', farColor: '#1A2A32' })
  const info = home(W, {
    style: 'colonial',
    x: 2,
    z: 0,
    w: 12,
    roofColor: '#4B4F56',
    wallColor: '#D9D3C6',
    shutters: '#1E2A36',
    lit: true,
    chimney: 'left',
    roof: {
      fx: (F, hh) => (F.dir === 'front' ? missing(W, F, hh, [[0.55, 0.5, 3, 3]], '#B99A66') + tarp(W, F, hh, 0.28, 0.3, 0.56, 0.95) : ''),
    },
  }).main
  const F = info.plane('front')
  onRoof(W, info, 'front', 0.52, 0.6, Object.assign({}, CREW[0], { pose: 'kneel', dir: -1, harness: true }))
  onRoof(W, info, 'front', 0.3, 0.45, Object.assign({}, CREW[1], { pose: 'crouch', dir: 1, harness: true }))
  ladder(W, [-4.2, 0, 4.8], [-3.9, 5.9, 4.5])
  personAt(W, [-6, 0, 7], Object.assign({}, CREW[2], { pose: 'point', dir: 1 }))
  workLight(W, [-9, 3.2, 7], F.atF(0.4, 0.6))
  workLight(W, [12, 3.0, 8], F.atF(0.6, 0.5))
  truck(W, -12, 11, { rack: true, dir: 1, color: '#22385A' })
  const tb = W.proj([-12, 2.0, 11])
  W.add(
    -5,
    `<circle cx="${f1(tb[0])}" cy="${f1(tb[1])}" r="40" fill="${cv.rad(
      [
        [0, '#FFB347', 0.7],
        [1, '#FFB347', 0],
      ],
      tb[0],
      tb[1],
      40,
      true,
    )}"/>`,
  )
  // rain streaks
  let rn = ''
  for (let i = 0; i < 220; i++) {
    const x = cv.r(0, w),
      y = cv.r(0, h),
      L = cv.r(14, 30)
    rn += `M${f1(x)} ${f1(y)}l${f1(-L * 0.25)} ${f1(L)}`
  }
  W.render()
  cv.add(`<path d="${rn}" stroke="#C9D8EE" stroke-width="1.4" opacity="0.22"/>`)
  overlay(cv, { vignette: 0.45 })
  return cv.svg()
}

// ---------------------------------------------------------------- ARTICLES
export function articleSigns(w, h) {
  const { cv, W } = setup(w, h, 'art-signs', {
    light: 'storm',
    eye: [-4, 5.0, 12.5],
    target: [1, 3.6, 0],
    f: w * 1.0,
    world: { dim: 0.03 },
  })
  backdrop(cv, W, {
    sky: 'morning',
    skyOpts: {
      clouds: [
        [300, 100, 460],
        [1200, 70, 420],
      ],
    },
  })
  trees(W, [
    ['oak', 12, -6, 14, { colors: GREENS.deep }],
    ['pine', -12, -20, 24],
    ['pine', 6, -26, 25],
  ])
  const info = home(W, {
    style: 'cape',
    x: 1.5,
    z: 0,
    w: 11,
    roofColor: '#6E6A60',
    wallColor: '#E2DBCB',
    shutters: '#4A5A4A',
    chimney: 'right',
    landscape: true,
    gutterColor: '#E8E4DA',
    roof: {
      mat: 'old',
      var: 0.2,
      fx: (F, hh) =>
        F.dir === 'front'
          ? missing(
              W,
              F,
              hh,
              [
                [0.3, 0.3, 2, 1],
                [0.66, 0.6, 1, 1],
              ],
              '#2E2A27',
            )
          : '',
    },
  }).main
  void info
  finish(cv, W, { vignette: 0.3 })
  return cv.svg()
}
export function articleMetal(w, h) {
  const { cv, W } = setup(w, h, 'art-metal', { light: 'golden', eye: [-14, 7, 27], target: [0, 4.2, -2], f: w * 0.95 })
  backdrop(cv, W, {
    skyOpts: {
      sun: [200, 430],
      sunR: 36,
      clouds: [
        [500, 120, 420, 0.7],
        [1300, 90, 520, 0.7],
      ],
    },
    treelines: [
      { dist: 240, h: 24, color: '#7E7A78', pines: 0.4 },
      { dist: 140, h: 22, color: '#4A5450', pines: 0.5, highlight: '#F3B77E' },
    ],
  })
  home(W, {
    style: 'colonial',
    x: -8,
    z: -2,
    w: 12,
    roof: { color: '#2F3A45', mat: 'metal' },
    wallColor: '#F1EDE4',
    shutters: '#2F3A45',
    bays: 4,
    driveway: false,
    walkLen: 7,
    lit: true,
  })
  home(W, {
    style: 'colonial',
    x: 10,
    z: -4,
    w: 12,
    roofColor: '#5A5048',
    wallColor: '#D9CCB5',
    shutters: P.navy2,
    bays: 4,
    driveway: false,
    walkLen: 7,
    lit: true,
  })
  trees(W, [
    ['pine', -20, -22, 24],
    ['pine', 2, -28, 26],
    ['pine', 22, -24, 25],
    ['oak', 1, 4, 8],
  ])
  finish(cv, W, { warm: { at: [200, 430], op: 0.3 }, vignette: 0.3 })
  return cv.svg()
}
export const articleStorm = (w, h) => stormDamage(w, h, 'art-storm', { crew: false, homeowner: [-3.5, 8], eye: [-8, 4.3, 22] })

// ---------------------------------------------------------------- PEOPLE-CENTRIC SCENES
export const FOUNDER = {
  gender: 'm',
  age: 64,
  skin: SKIN[0],
  hair: 'sidepart',
  hairColor: HAIR.silver,
  beard: 'full',
  beardColor: HAIR.silver,
  glasses: true,
}
const SON = { gender: 'm', age: 40, skin: SKIN[1], hair: 'short', hairColor: HAIR.brown, beard: 'stubble', beardColor: HAIR.brown }
const GRANDSON = { gender: 'm', age: 22, skin: SKIN[1], hair: 'wavy', hairColor: HAIR.sandy }

function bigPerson(W, x, z, spec, o = {}) {
  return personAt(W, [x, 0, z], Object.assign({ spec, skin: spec.skin, shirt: P.navy2, pants: '#3C4656', boots: '#5A4030', polo: true }, o))
}

export function aboutStory(w, h) {
  const { cv, W } = setup(w, h, 'about-story', {
    light: 'golden',
    eye: [0.3, 1.5, 9.2],
    target: [0.3, 2.2, 0],
    f: w * 0.95,
    world: { sun: [-0.7, 0.4, 0.6], lightAmt: 0.2 },
  })
  backdrop(cv, W, {
    skyOpts: {
      sun: [180, 420],
      sunR: 40,
      clouds: [
        [500, 140, 460, 0.7],
        [1300, 100, 520, 0.7],
      ],
    },
    treelines: [
      { dist: 200, h: 24, color: '#7E7A78', pines: 0.4 },
      { dist: 110, h: 22, color: '#4A5450', pines: 0.5, highlight: '#F3B77E' },
    ],
  })
  home(W, {
    style: 'colonial',
    x: 6,
    z: -22,
    w: 13,
    roofColor: '#3A3E45',
    wallColor: '#EDE4D3',
    shutters: P.navy2,
    chimney: 'right',
    porch: true,
    lit: true,
    driveway: false,
  })
  trees(W, [
    ['pine', -14, -34, 24],
    ['pine', 18, -38, 26],
    ['oak', -12, -14, 11],
  ])
  W.groundPoly(
    [
      [-30, -6],
      [30, -6],
      [30, 4],
      [-30, 4],
    ],
    '#BDB5A8',
  )
  truck(W, -1, -3.2, { rack: true, dir: 1 })
  bigPerson(W, -1.05, 3.3, FOUNDER, { pose: 'arms' })
  bigPerson(W, 0.3, 3.0, SON, { pose: 'hip', skin: SON.skin })
  bigPerson(W, 1.65, 3.3, GRANDSON, { pose: 'stand', hat: null })
  finish(cv, W, { warm: { at: [180, 420], op: 0.28 }, vignette: 0.3 })
  return cv.svg()
}

const CREW_SPECS = [
  { gender: 'm', age: 33, skin: SKIN[6], hair: 'curly', hairColor: HAIR.black, beard: 'stubble' },
  { gender: 'm', age: 26, skin: SKIN[4], hair: 'buzz', hairColor: HAIR.black },
  { gender: 'm', age: 45, skin: SKIN[1], hair: 'short', hairColor: HAIR.brown, beard: 'full' },
  { gender: 'f', age: 30, skin: SKIN[2], hair: 'bun', hairColor: HAIR.darkBrown },
]

export function careersCrew(w, h) {
  const { cv, W } = setup(w, h, 'careers-crew', { light: 'morning', eye: [0.5, 10.2, 17.5], target: [1.2, 6.2, 0], f: w * 1.02 })
  backdrop(cv, W, {
    skyOpts: {
      sun: [1400, 130],
      clouds: [
        [300, 100, 420],
        [950, 60, 320],
      ],
    },
  })
  trees(W, [
    ['pine', -14, -24, 25],
    ['pine', 12, -28, 27],
    ['oak', 14, -6, 13],
  ])
  const info = house(W, {
    x: 1,
    z: 0,
    w: 14,
    d: 9,
    h: 5.8,
    roof: {
      pitch: 0.5,
      color: '#3A3E45',
      fx: (F, hh) =>
        F.dir === 'front'
          ? subMat(W, F, 0, 0.8, 1.02, 1.02, { mat: 'sheathing', color: '#CDA872' }) +
            subMat(W, F, 0.5, 0.62, 1.02, 0.8, { mat: 'underlay', color: '#7C8288' }) +
            bundles(F, hh, [
              [0.45, 0.66],
              [0.3, 0.7],
            ])
          : '',
    },
    wall: { color: '#E6DECF', type: 'lap', trim: '#FFFFFF' },
    openings: {
      front: [
        WIN(-4.5, 3.6, { shutters: P.navy2 }),
        WIN(-1.5, 3.6, { shutters: P.navy2 }),
        WIN(1.5, 3.6, { shutters: P.navy2 }),
        WIN(4.5, 3.6, { shutters: P.navy2 }),
      ],
    },
  })
  const F = info.plane('front')
  const ridge = (fu) => W.proj(F.atF(fu, 1.0))
  const spots = [
    [0.2, 0.42, 'kneel', 1],
    [0.38, 0.6, 'carry', -1],
    [0.6, 0.4, 'kneel', -1],
    [0.8, 0.52, 'tablet', -1],
  ]
  spots.forEach(([fu, fv, pose, dir], i) => {
    const c = CREW[i % CREW.length]
    const r = ridge(fu + 0.02 * dir)
    onRoof(
      W,
      info,
      'front',
      fu,
      fv,
      Object.assign({}, c, { pose, dir, harness: true, rope: [r[0], r[1]], spec: CREW_SPECS[i], skin: CREW_SPECS[i].skin, hat: 'hard' }),
    )
  })
  finish(cv, W, { vignette: 0.28 })
  return cv.svg()
}

// ---------------------------------------------------------------- VIDEO POSTERS
export function videoWhy(w, h) {
  const { cv, W } = setup(w, h, 'video-why', { light: 'golden', eye: [12, 15, 24], target: [0, 3.6, -1], f: w * 0.95 })
  backdrop(cv, W, {
    skyOpts: { sun: [120, 140], sunR: 30, clouds: [[700, 60, 360, 0.6]] },
    treelines: [
      { dist: 200, h: 24, color: '#7E7A78', pines: 0.4 },
      { dist: 110, h: 22, color: '#4A5450', pines: 0.5, highlight: '#F3B77E' },
    ],
  })
  const info = home(W, {
    style: 'colonial',
    x: 0,
    z: 0,
    w: 13,
    roofColor: '#3A3E45',
    wallColor: '#E9E1D3',
    shutters: P.navy2,
    garage: 'left',
    chimney: 'right',
    roof: {
      fx: (F, hh) =>
        F.dir === 'front' ? subMat(W, F, 0.55, 0.82, 1.02, 1.02, { mat: 'underlay', color: '#D3D8DB' }) + bundles(F, hh, [[0.6, 0.7]]) : '',
    },
  }).main
  onRoof(W, info, 'front', 0.62, 0.78, Object.assign({}, CREW[0], { pose: 'kneel', dir: 1, harness: true }))
  onRoof(W, info, 'front', 0.8, 0.74, Object.assign({}, CREW[1], { pose: 'kneel', dir: -1, harness: true }))
  onRoof(W, info, 'front', 0.35, 0.5, Object.assign({}, CREW[3], { pose: 'stand', dir: 1, harness: true }))
  dumpster(W, 15, 6, -70, { chunks: 90 })
  truck(W, -3, 12, { rack: true, dir: 1 })
  trees(W, [
    ['pine', -18, -20, 24],
    ['pine', 12, -24, 26],
    ['oak', 20, -4, 12],
  ])
  finish(cv, W, { warm: { at: [120, 140], op: 0.25 }, vignette: 0.3 })
  return cv.svg()
}

export function videoAbout(w, h) {
  const { cv, W } = setup(w, h, 'video-about', { light: 'golden', eye: [0, 1.55, 7.8], target: [1.6, 2.0, 0], f: w * 0.9 })
  backdrop(cv, W, {
    skyOpts: { sun: [1150, 330], sunR: 30, clouds: [[300, 120, 420, 0.7]] },
    treelines: [
      { dist: 200, h: 24, color: '#7E7A78', pines: 0.4 },
      { dist: 110, h: 22, color: '#4A5450', pines: 0.5, highlight: '#F3B77E' },
    ],
  })
  W.sun = [0.7, 0.35, 0.6].map((v) => v / Math.hypot(0.7, 0.35, 0.6))
  const uc = house(W, {
    x: 5,
    z: -14,
    w: 12,
    d: 9,
    h: 5.8,
    gutters: false,
    roof: {
      pitch: 0.5,
      mat: 'sheathing',
      color: '#CDA872',
      fx: (F) =>
        F.dir === 'front'
          ? subMat(W, F, 0, 0, 1.02, 0.5, { mat: 'underlay', color: '#D3D8DB' }) +
            subMat(W, F, 0, 0, 1.02, 0.22, { mat: 'shingle', color: '#3A3E45' })
          : '',
    },
    wall: { color: '#F2F4F5', type: 'wrap', trim: '#F2F4F5' },
    openings: {
      front: [
        { t: 'panel', u: -3, v: 0.9, w: 1, h: 1.5, color: '#3B3F46' },
        { t: 'panel', u: 0, v: 0.5, w: 1.1, h: 2.1, color: '#3B3F46' },
        { t: 'panel', u: 3, v: 0.9, w: 1, h: 1.5, color: '#3B3F46' },
        { t: 'panel', u: -3, v: 3.5, w: 1, h: 1.5, color: '#3B3F46' },
        { t: 'panel', u: 3, v: 3.5, w: 1, h: 1.5, color: '#3B3F46' },
      ],
    },
  })
  onRoof(W, uc, 'front', 0.4, 0.35, Object.assign({}, CREW[0], { pose: 'kneel', harness: true }))
  onRoof(W, uc, 'front', 0.7, 0.3, Object.assign({}, CREW[1], { pose: 'kneel', dir: -1, harness: true }))
  W.groundPoly(
    [
      [-20, -9],
      [20, -9],
      [20, 6],
      [-20, 6],
    ],
    '#A88462',
  )
  truck(W, 10, -4, { rack: true, dir: -1 })
  bigPerson(W, -0.1, 3.0, FOUNDER, { pose: 'point', hat: 'hard', hatColor: '#F4F1EA', dir: 1 })
  ladder(W, [-0.6, 0, -9.3], [-0.4, 5.7, -9.6])
  finish(cv, W, { warm: { at: [1150, 330], op: 0.25 }, vignette: 0.3 })
  return cv.svg()
}

export function videoThanks(w, h) {
  const { cv, W } = setup(w, h, 'video-thanks', { light: 'day', eye: [0.3, 1.6, 10.5], target: [0.3, 2.4, 0], f: w * 0.9 })
  backdrop(cv, W, {
    skyOpts: {
      clouds: [
        [300, 100, 360],
        [950, 70, 300],
      ],
    },
  })
  home(W, {
    style: 'newbuild',
    x: 1,
    z: -12,
    w: 12,
    roofColor: '#3A3E45',
    wallColor: '#E3DED2',
    gable: '#7F9AA9',
    doorColor: P.copperDark,
    gutterColor: '#F4F2EE',
    flowers: '#E58FA3',
    driveLen: 18,
  })
  trees(W, [
    ['pine', -14, -26, 25],
    ['pine', 14, -30, 26],
    ['oak', -11, -6, 10],
    ['oak', 13, -4, 11],
  ])
  mowStripes(W, -20, 20, -6, 10, { sp: 1.3, op: 0.06 })
  bigPerson(
    W,
    -1.5,
    3.8,
    { gender: 'f', age: 38, skin: SKIN[3], hair: 'long', hairColor: HAIR.darkBrown, earrings: true },
    { pose: 'wave', shirt: '#C75D4A', pants: '#2E3F57', sleeves: 'short', hat: null, female: true },
  )
  bigPerson(
    W,
    1.9,
    3.7,
    { gender: 'm', age: 40, skin: SKIN[4], hair: 'short', hairColor: HAIR.black, beard: 'stubble', beardColor: HAIR.black },
    { pose: 'wave2', shirt: '#4F7A8C', pants: '#3C4656', hat: null },
  )
  bigPerson(
    W,
    -0.3,
    4.3,
    { gender: 'f', age: 10, skin: SKIN[3], hair: 'ponytail', hairColor: HAIR.darkBrown },
    { pose: 'wave', shirt: '#F2B33D', pants: '#3E6FA8', scale: 0.68, headK: 1.25, hat: null },
  )
  bigPerson(
    W,
    0.75,
    4.4,
    { gender: 'm', age: 7, skin: SKIN[4], hair: 'curly', hairColor: HAIR.black },
    { pose: 'wave2', shirt: '#6DAF6A', pants: '#2E3F57', scale: 0.58, headK: 1.35, hat: null },
  )
  finish(cv, W, { vignette: 0.28 })
  return cv.svg()
}

export function videoTestimonial1(w, h) {
  const { cv, W } = setup(w, h, 'video-t1', {
    light: 'golden',
    eye: [1.2, 1.6, 9.2],
    target: [1.2, 2.1, 0],
    f: w * 0.9,
    world: { sun: [-0.6, 0.4, 0.7] },
  })
  backdrop(cv, W, {
    skyOpts: { sun: [160, 330], sunR: 30, clouds: [[600, 90, 380, 0.6]] },
    treelines: [
      { dist: 200, h: 24, color: '#7E7A78', pines: 0.4 },
      { dist: 110, h: 22, color: '#4A5450', pines: 0.5, highlight: '#F3B77E' },
    ],
  })
  home(W, { style: 'craftsman', x: 2, z: -13, roofColor: '#3A3E45', wallColor: '#8FA7B5', gable: '#EEE7DA', lit: true, chimney: 'left' })
  trees(W, [
    ['oak', -9, -10, 12],
    ['pine', 12, -28, 25],
    ['oak', 12, -6, 10],
  ])
  bigPerson(
    W,
    0.2,
    3.6,
    { gender: 'f', age: 58, skin: SKIN[5], hair: 'afro', hairColor: HAIR.salt, glasses: '#6B3E26', earrings: true },
    { pose: 'stand', shirt: '#E2C6A0', pants: '#3E4A5C', hat: null, female: true },
  )
  bigPerson(
    W,
    1.45,
    3.5,
    { gender: 'm', age: 62, skin: SKIN[6], hair: 'bald', hairColor: HAIR.gray, beard: 'moustache', beardColor: HAIR.gray },
    { pose: 'hip', shirt: '#3F6275', pants: '#2E3F57', sleeves: 'long', hat: null },
  )
  finish(cv, W, { warm: { at: [160, 330], op: 0.28 }, vignette: 0.3 })
  return cv.svg()
}

export function videoTestimonial2(w, h) {
  const { cv, W } = setup(w, h, 'video-t2', { light: 'day', eye: [-7, 3.5, 17], target: [0.5, 3.4, 0], f: w * 0.95 })
  backdrop(cv, W, {
    skyOpts: {
      clouds: [
        [300, 90, 380],
        [1000, 60, 300],
      ],
    },
  })
  home(W, {
    style: 'colonial',
    x: 1,
    z: 0,
    w: 12,
    roofColor: '#3A3E45',
    wallColor: '#A9B9A4',
    siding: 'vinyl',
    shutters: '#2F3B2E',
    trim: '#FFFFFF',
    porch: true,
    driveway: false,
    walkLen: 6,
  })
  trees(W, [
    ['pine', -12, -22, 25],
    ['pine', 12, -28, 26],
    ['oak', 13, 2, 10],
  ])
  finish(cv, W, { vignette: 0.28 })
  return cv.svg()
}

export function videoTestimonial3(w, h) {
  const { cv, W } = setup(w, h, 'video-t3', { light: 'day', eye: [-4.6, 3.5, 7.2], target: [0.5, 2.9, 1.8], f: w * 0.95 })
  backdrop(cv, W, {
    skyOpts: {
      clouds: [
        [300, 90, 380],
        [1000, 60, 300],
      ],
    },
  })
  trees(W, [
    ['pine', -10, -22, 25],
    ['oak', 12, -12, 13],
  ])
  house(W, {
    x: 3,
    z: -2,
    w: 11,
    d: 9,
    h: 3.1,
    gutterColor: '#6B4A34',
    roof: { pitch: 0.5, color: '#3A3E45' },
    wall: { color: '#DCD3C3', type: 'lap', trim: '#FFFFFF' },
    openings: { front: [WIN(-3.4, 0.95, { shutters: P.navy2 }), WIN(0.5, 0.95, { shutters: P.navy2 })], left: [WIN(0, 0.95)] },
  })
  shrub(W, -1.5, 3.2, { w: 1.6, flowers: '#F2A7B8' })
  W.groundPoly(
    [
      [-2.8, 2.6],
      [-2.2, 2.6],
      [-2.2, 3.5],
      [-2.8, 3.5],
    ],
    '#CFC7BA',
  )
  finish(cv, W, { vignette: 0.25 })
  return cv.svg()
}

function subMatT(W, F, a, b, c, d, r) {
  return subMat(W, F, a, b, c, d, r)
}

export const SCENES = {
  hero,
  roofRepair,
  roofReplacement,
  commercialRoofing,
  residentialRoofing,
  stormDamage,
  roofInspection,
  roofingMaterials,
  gutterSkylight,
  townRaleigh,
  townCary,
  townDurham,
  townApex,
  townMorrisville,
  townGarner,
  townWakeForest,
  townHollySprings,
  townFuquay,
  townKnightdale,
  townClayton,
  townZebulon,
  projHighland,
  projNewBuild,
  projCaryOffice,
  projGarnerStorm,
  projWakeMetal,
  projDurhamEmergency,
  articleSigns,
  articleMetal,
  articleStorm,
  aboutStory,
  careersCrew,
  videoWhy,
  videoAbout,
  videoThanks,
  videoTestimonial1,
  videoTestimonial2,
  videoTestimonial3,
}
