// Close-up "detail" illustrations (800x600), built with the same 3D kit.
import { P, mix, f1 } from './core.mjs'
import { setup, backdrop, finish, personAt, CREW, WIN } from './kit.mjs'
import { house, roofTexture, wallTexture } from './house.mjs'
import { makeFace, fq, box, add } from './world.mjs'
import { dumpster, shrub, pine, oak } from './sprites.mjs'
import { SKIN, HAIR } from './people.mjs'

function base(seed, w, h, eye, target, o = {}) {
  const { cv, W } = setup(w, h, seed, { light: o.light || 'day', eye, target, f: w * (o.f || 1.0), world: o.world })
  backdrop(cv, W, {
    skyOpts: {
      clouds: [
        [w * 0.25, h * 0.12, w * 0.35],
        [w * 0.8, h * 0.08, w * 0.3],
      ],
    },
  })
  if (o.trees !== false) {
    pine(W, -12, -25, { h: 24 })
    pine(W, 14, -30, { h: 26 })
    oak(W, 18, -10, { h: 13 })
  }
  return { cv, W }
}
function plainHouse(W, o = {}) {
  return house(
    W,
    Object.assign(
      {
        x: 0,
        z: 0,
        w: 14,
        d: 9,
        h: 3,
        roof: { pitch: 0.5, color: '#3A3E45' },
        wall: { color: '#D8CFC0', type: 'lap', trim: '#FFFFFF' },
        gutterColor: '#F4F2EE',
      },
      o,
    ),
  )
}
function fr(F, fu, fv) {
  return [F.u0 + (F.u1 - F.u0) * fu, F.v0 + (F.v1 - F.v0) * fv]
}

export function d01(w, h) {
  const { cv, W } = base('d01', w, h, [-1.5, 5.2, 7.4], [1.2, 3.4, 2.6])
  plainHouse(W, { roof: { pitch: 0.5, color: '#43464C', exposure: 0.2 } })
  finish(cv, W, { vignette: 0.3 })
  return cv.svg()
}

export function d02(w, h) {
  const { cv, W } = base('d02', w, h, [-4.5, 6.6, 3.4], [1.5, 5.1, 0])
  plainHouse(W, {
    roof: { pitch: 0.5, color: '#45474C', cap: false },
    extra: ({ T, ridgeY }) => {
      // ridge vent: low prism with slotted sides and cap shingles on top
      let s = ''
      const half = 6.2
      const A = (x, y, z) => T(x, y, z)
      const yb = ridgeY + 0.02,
        yt = ridgeY + 0.13
      const front = makeFace([A(-half, yb - 0.08, 0.32), A(half, yb - 0.08, 0.32), A(half, yt, 0.12), A(-half, yt, 0.12)], [0, 1, 1], 'rv')
      const top = makeFace([A(-half, yt, 0.12), A(half, yt, 0.12), A(half, yt, -0.12), A(-half, yt, -0.12)], [0, 1, 0], 'rt')
      s += `<path d="${W.P(front.pts)}" fill="${W.shadeN('#2E3035', front.n, front.c)}"/>`
      let sl = ''
      for (let u = front.u0 + 0.05; u < front.u1; u += 0.06) sl += fq(W, front, u, front.v0 + 0.03, u + 0.025, front.v0 + 0.12, 0.005)
      s += `<path d="${sl}" fill="#121316"/>`
      s += `<path d="${W.P(top.pts)}" fill="${W.shadeN('#4A4D53', top.n, top.c)}"/>`
      // cap shingles
      const capF = makeFace(
        [A(-half, yt + 0.01, 0.36), A(half, yt + 0.01, 0.36), A(half, yt + 0.07, 0), A(-half, yt + 0.07, 0)],
        [0, 1, 1],
        'cap',
      )
      let caps = '',
        capsD = ''
      for (let u = capF.u0; u < capF.u1; u += 0.3) {
        caps += fq(W, capF, u, capF.v0, u + 0.3, capF.v1, 0.01)
        capsD += fq(W, capF, u, capF.v0, u + 0.3, capF.v0 + 0.05, 0.012)
      }
      s += `<path d="${caps}" fill="${W.shadeN('#4F5258', capF.n, capF.c)}" stroke="#2a2c30" stroke-width="1.5"/><path d="${capsD}" fill="#1e2024" opacity="0.6"/>`
      return s
    },
  })
  finish(cv, W, { vignette: 0.3 })
  return cv.svg()
}

export function d03(w, h) {
  const { cv, W } = base('d03', w, h, [-2.4, 3.6, 3.8], [0.6, 2.0, -0.3], { trees: true })
  // roof plane sloping up toward -z, wall at x = 1.2 rising from it
  const p = 0.5,
    xw = 1.2
  const R = makeFace(
    [
      [-6, 1.0, 2.5],
      [xw, 1.0, 2.5],
      [xw, 1.0 + 6 * p, -3.5],
      [-6, 1.0 + 6 * p, -3.5],
    ],
    [0, 1, 1],
    'roof',
  )
  const rc = W.shadeN('#45474C', R.n, R.c)
  let s = `<path d="${W.P(R.pts)}" fill="${rc}"/><g clip-path="${cv.clip(W.P(R.pts))}">${roofTexture(W, R, { mat: 'shingle', color: '#45474C', exposure: 0.22 }, rc)}</g>`
  // wall (facing -x) above the roof line
  const G = makeFace(
    [
      [xw, 1.0, 2.5],
      [xw, 1.0 + 6 * p, -3.5],
      [xw, 6, -3.5],
      [xw, 6, 2.5],
    ],
    [-1, 0, 0],
    'wall',
  )
  const wc = W.shadeN('#CFC5B3', G.n, G.c)
  const gp = W.P(G.pts)
  s += `<path d="${gp}" fill="${wc}"/><g clip-path="${cv.clip(gp)}">${wallTexture(W, G, 10, 10, { type: 'lap' }, wc)}</g>`
  // step flashing pieces & counter flashing
  let steps = '',
    edges = ''
  const e = 0.22
  for (let z = 2.5; z > -3.5; z -= (e / Math.sqrt(1 + p * p)) * 1.0) {
    const y = 1.0 + (2.5 - z) * p
    const zz = z - 0.25
    const yy = 1.0 + (2.5 - zz) * p
    steps += W.P([
      [xw - 0.005, y, z],
      [xw - 0.005, yy, zz],
      [xw - 0.005, yy + 0.14, zz],
      [xw - 0.005, y + 0.14, z],
    ])
    edges += W.P([
      [xw - 0.005, y + 0.13, z],
      [xw - 0.005, y + 0.16, z],
      [xw - 0.005, yy + 0.16, zz],
      [xw - 0.005, yy + 0.13, zz],
    ])
  }
  s += `<path d="${steps}" fill="${W.shadeN('#A8B0B8', [-1, 0, 0])}" stroke="#7B848D" stroke-width="1.2"/><path d="${edges}" fill="#5E666E" opacity="0.6"/>`
  s += `<path d="${W.P([
    [xw - 0.02, 1.0 + 0.12, 2.5],
    [xw - 0.02, 1.0 + 6 * p + 0.12, -3.5],
    [xw - 0.02, 1.0 + 6 * p + 0.3, -3.5],
    [xw - 0.02, 1.0 + 0.3, 2.5],
  ])}" fill="${W.shadeN('#C46A2E', [-1, 0, 0])}"/>`
  s += `<path d="${W.P([
    [xw - 0.03, 1.0 + 0.12, 2.5],
    [xw - 0.03, 1.0 + 6 * p + 0.12, -3.5],
    [xw - 0.03, 1.0 + 6 * p + 0.15, -3.5],
    [xw - 0.03, 1.0 + 0.15, 2.5],
  ])}" fill="#8E4A1E"/>`
  W.add(1, s)
  finish(cv, W, { vignette: 0.3 })
  return cv.svg()
}

export function d04(w, h) {
  const { cv, W } = base('d04', w, h, [-1.4, 2.95, 6.9], [0.8, 2.75, 4.8])
  plainHouse(W, {
    gutterColor: '#F6F5F1',
    roof: {
      pitch: 0.5,
      color: '#3F4247',
      fx: (F, hh) =>
        F.dir === 'front'
          ? `<path d="${hh.fq(F.u0, F.v0, F.u1, F.v0 + 0.07, 0.03)}" fill="${mix(W.shadeN('#7A5A40', F.n, F.c), '#fff', 0.1)}"/><path d="${hh.fq(F.u0, F.v0, F.u1, F.v0 + 0.015, 0.035)}" fill="#3a2a1e"/>`
          : '',
    },
    extra: ({ planes }) => {
      // gutter hangers
      const F = planes.find((q) => q.dir === 'front')
      let s = ''
      for (let u = F.u0 + 0.3; u < F.u1; u += 0.6) {
        const a = W.proj(add(F.at(u, F.v0 + 0.02), [0, 0.02, 0.03])),
          b = W.proj(add(F.at(u, F.v0), [0, 0.0, 0.16]))
        s += `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="#D9D7D1" stroke-width="${f1(Math.max(1.5, 0.02 * W.scaleAt(F.at(u, F.v0))))}"/>`
      }
      return s
    },
  })
  finish(cv, W, { vignette: 0.3 })
  return cv.svg()
}

export function d05(w, h) {
  const { cv, W } = base('d05', w, h, [1.5, 9.5, 9.5], [2.2, 5.5, 0.5], { f: 1.1 })
  const roof = { pitch: 0.55, color: '#3F4247' }
  house(W, { x: 0, z: 0, w: 12, d: 9, h: 5.8, roof, wall: { color: '#D8CFC0' } })
  const wing = house(W, {
    x: 2.6,
    z: 6.1,
    w: 6.2,
    d: 3.2,
    h: 5.8,
    roof: Object.assign({}, roof, { axis: 'z', valleyBack: true, pitchMain: 0.55 }),
    wall: { color: '#D8CFC0' },
    depthBias: -1,
  })
  let s = ''
  for (const F of wing.planes) {
    const a = W.proj(F.pts[2]),
      b = W.proj(F.pts[3])
    const k = W.scaleAt(F.pts[2])
    s += `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="#7E5030" stroke-width="${f1(0.32 * k)}" stroke-linecap="round"/><path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="${P.copper}" stroke-width="${f1(0.24 * k)}" stroke-linecap="round"/><path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="#F4B07A" stroke-width="${f1(0.03 * k)}"/>`
  }
  W.add(wing.depth - 2, s)
  finish(cv, W, { vignette: 0.3 })
  return cv.svg()
}

export function d06(w, h) {
  const { cv, W } = base('d06', w, h, [-2.6, 6.6, 6.4], [0.4, 4.7, 0.8])
  plainHouse(W, { h: 3, roof: { pitch: 0.5, color: '#44474D' }, chimney: { x: 0.2, z: 1.4, w: 1.2, d: 0.9, color: '#A14E34', above: 0.9 } })
  finish(cv, W, { vignette: 0.3 })
  return cv.svg()
}

export function d07(w, h) {
  const { cv, W } = base('d07', w, h, [-3.2, 4.8, 6.9], [1.5, 3.6, 2.5])
  plainHouse(W, { roof: { pitch: 0.5, color: '#3A4654', mat: 'metal', seam: 0.42 }, gutterColor: '#3A4654' })
  finish(cv, W, { vignette: 0.3 })
  return cv.svg()
}

export function d08(w, h) {
  const { cv, W } = base('d08', w, h, [-1.0, 5.6, 6.8], [0.6, 3.9, 2.0])
  plainHouse(W, {
    roof: {
      pitch: 0.5,
      color: '#44474D',
      fx: (F, hh) => {
        if (F.dir !== 'front') return ''
        const [u, v] = fr(F, 0.47, 0.28)
        const wM = 1.0,
          hM = 1.6
        let s = `<path d="${hh.fq(u - 0.22, v - 0.25, u + wM + 0.22, v + hM + 0.2, 0.02)}" fill="${W.shadeN('#8E969E', F.n, F.c)}"/>`
        s += `<path d="${hh.fq(u - 0.3, v - 0.4, u + wM + 0.3, v - 0.2, 0.025)}" fill="${W.shadeN('#B0B7BE', F.n, F.c)}"/>`
        s += `<path d="${hh.fq(u - 0.1, v - 0.1, u + wM + 0.1, v + hM + 0.1, 0.16)}" fill="${W.shadeN('#2F3338', F.n, F.c)}"/>`
        const g = cv.lin(
          [
            [0, '#D8ECF6'],
            [0.45, '#8DB6D2'],
            [1, '#3F6282'],
          ],
          0,
          0,
          1,
          1,
        )
        s += `<path d="${hh.fq(u, v, u + wM, v + hM, 0.18)}" fill="${g}"/>`
        s += `<path d="${hh.fp(
          [
            [u + wM * 0.1, v + 0.05],
            [u + wM * 0.35, v + 0.05],
            [u + wM * 0.85, v + hM - 0.05],
            [u + wM * 0.6, v + hM - 0.05],
          ],
          0.19,
        )}" fill="#fff" opacity="0.35"/>`
        s += `<path d="${hh.fp(
          [
            [u + wM * 0.5, v + 0.05],
            [u + wM * 0.58, v + 0.05],
            [u + wM * 0.98, v + hM * 0.7],
            [u + wM * 0.9, v + hM * 0.7],
          ],
          0.19,
        )}" fill="#fff" opacity="0.25"/>`
        return s
      },
    },
  })
  finish(cv, W, { vignette: 0.3 })
  return cv.svg()
}

export function d09(w, h) {
  const { cv, W } = base('d09', w, h, [-2.2, 5.2, 7.2], [0.8, 3.3, 2.8])
  let rollA, rollB
  const info = plainHouse(W, {
    roof: {
      pitch: 0.5,
      mat: 'sheathing',
      color: '#CDA872',
      cap: false,
      fx: (F, hh) => {
        if (F.dir !== 'front') return ''
        const [u0, v0] = fr(F, 0, 0),
          [u1] = fr(F, 0.52, 0),
          v1 = v0 + 0.95
        let s = `<path d="${hh.fq(u0, v0, u1, v1, 0.01)}" fill="${W.shadeN('#2E3236', F.n, F.c)}"/>`
        let pr = ''
        for (let u = u0 + 0.2; u < u1; u += 0.6) pr += hh.fq(u, v0 + 0.45, u + 0.3, v0 + 0.5, 0.012)
        s += `<path d="${pr}" fill="#6F8FB0" opacity="0.8"/><path d="${hh.fq(u0, v0 + 0.78, u1, v0 + 0.8, 0.012)}" fill="#8EA6BE" opacity="0.7"/>`
        s += `<path d="${hh.fq(u0, v0, u1 + 1.5, v0 + 0.06, 0.015)}" fill="#A9B0B7"/>`
        rollA = F.at(u1 + 0.25, v0 + 0.05)
        rollB = F.at(u1 + 0.25, v1 - 0.02)
        return s
      },
    },
    gutters: false,
  })
  void info
  // the roll
  const a = W.proj(add(rollA, [0, 0.16, 0.06])),
    b = W.proj(add(rollB, [0, 0.16, 0.06]))
  const k = W.scaleAt(rollA)
  const r = 0.17 * k
  let s = `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="#25282C" stroke-width="${f1(2 * r)}" stroke-linecap="butt"/>`
  s += `<path d="M${f1(a[0])} ${f1(a[1] - r * 0.55)}L${f1(b[0])} ${f1(b[1] - r * 0.55)}" stroke="#5B6168" stroke-width="${f1(r * 0.35)}" opacity="0.8"/>`
  s += `<ellipse cx="${f1(a[0])}" cy="${f1(a[1])}" rx="${f1(r * 0.45)}" ry="${f1(r)}" fill="#3A3E43"/><ellipse cx="${f1(a[0])}" cy="${f1(a[1])}" rx="${f1(r * 0.2)}" ry="${f1(r * 0.45)}" fill="#D9D3C4"/>`
  W.add(-1, s)
  const hp = W.proj(add(rollB, [0.6, 0.1, -0.2]))
  W.add(-2, `<g>${''}</g>`)
  void hp
  personAt(
    W,
    add(rollA, [0.35, 0.02, -1.3]),
    Object.assign({}, CREW[0], {
      pose: 'reach',
      dir: -1,
      spec: { gender: 'm', age: 35, skin: SKIN[3], hair: 'short', hairColor: HAIR.darkBrown, beard: 'stubble' },
      skin: SKIN[3],
      bias: -3,
    }),
  )
  finish(cv, W, { vignette: 0.3 })
  return cv.svg()
}

export function d10(w, h) {
  const { cv, W } = base('d10', w, h, [-1.6, 4.7, 6.6], [0.0, 3.5, 2.6])
  const info = plainHouse(W, {
    roof: {
      pitch: 0.5,
      color: '#3F4247',
      fx: (F, hh) =>
        F.dir === 'front'
          ? `<path d="${hh.fq(...fr(F, 0.56, 0.35), ...fr(F, 1.02, 0.44), 0.01)}" fill="${W.shadeN('#CDA872', F.n, F.c)}"/>` +
            `<path d="${hh.fq(...fr(F, 0.56, 0.44), ...fr(F, 1.02, 1.02), 0.012)}" fill="${W.shadeN('#34383D', F.n, F.c)}"/>`
          : '',
    },
  })
  const F = info.plane('front')
  personAt(
    W,
    F.atF(0.45, 0.33),
    Object.assign({}, CREW[0], {
      pose: 'kneel',
      dir: 1,
      gloves: '#C9A15A',
      harness: true,
      spec: { gender: 'm', age: 28, skin: SKIN[4], hair: 'short', hairColor: HAIR.black, beard: 'goatee', beardColor: HAIR.black },
      skin: SKIN[4],
      bias: -3,
    }),
  )
  finish(cv, W, { vignette: 0.3 })
  return cv.svg()
}

export function d11(w, h) {
  const { cv, W } = base('d11', w, h, [-3.4, 1.9, 9.6], [-6.4, 1.2, 4.6], { f: 1.0 })
  plainHouse(W, {
    h: 3,
    wall: { color: '#C9B79A', type: 'lap', trim: '#FFFFFF' },
    gutterColor: '#F4F2EE',
    openings: { front: [WIN(-4.2, 0.95, { shutters: P.navy2 })], left: [WIN(-1, 0.95)] },
  })
  // mulch bed, splash block and a trickle
  W.groundPoly(
    [
      [-8, 4.5],
      [-4, 4.5],
      [-4, 6.2],
      [-8, 6.2],
    ],
    '#5B4030',
  )
  box(W, { x: -6.55, z: 5.05, w: 0.32, d: 0.62, h: 0.06, color: '#CFC7BA' })
  shrub(W, -5.2, 5.4, { w: 1.0, h: 0.8, flowers: '#F2A7B8' })
  shrub(W, -3.3, 5.5, { w: 1.2, h: 0.9 })
  finish(cv, W, { vignette: 0.3 })
  return cv.svg()
}

export function d12(w, h) {
  const { cv, W } = base('d12', w, h, [-4.5, 4.2, 7.5], [0, 1.2, 0])
  plainHouse(W, { x: 3, z: -9, h: 5.8 })
  W.groundPoly(
    [
      [-8, -3],
      [8, -3],
      [8, 4],
      [-8, 4],
    ],
    '#BDB5A8',
  )
  dumpster(W, 0, 0, 8, { chunks: 420, color: '#2F4E6B' })
  finish(cv, W, { vignette: 0.3 })
  return cv.svg()
}

export const DETAILS = [d01, d02, d03, d04, d05, d06, d07, d08, d09, d10, d11, d12]
