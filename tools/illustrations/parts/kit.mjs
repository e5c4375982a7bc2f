// Scene kit: lighting presets, a world setup helper, a "typical house" composer
// and helpers for yards, roads and people placed in the world.
import { Canvas, P, mix, shade, f1 } from './core.mjs'
import { World, add, mul } from './world.mjs'
import { house } from './house.mjs'
import { sky, treeline, lawn, overlay, SKIES } from './env.mjs'
import { pine, oak, shrub, cedar, GREENS } from './sprites.mjs'
import { person } from './people.mjs'

export const LIGHT = {
  day: {
    sun: [-0.55, 0.72, 0.5],
    ambient: 0.56,
    light: '#FFF1D6',
    lightAmt: 0.08,
    shadowTint: '#2A3B57',
    fog: { color: '#D3E5EE', near: 40, far: 260, max: 0.55 },
  },
  morning: {
    sun: [0.6, 0.55, 0.6],
    ambient: 0.56,
    light: '#FFE9C4',
    lightAmt: 0.12,
    shadowTint: '#2E3C5A',
    fog: { color: '#E6EBE6', near: 40, far: 240, max: 0.55 },
  },
  golden: {
    sun: [-0.85, 0.32, 0.45],
    ambient: 0.5,
    light: '#FFB46E',
    lightAmt: 0.3,
    shadowTint: '#2A2D52',
    fog: { color: '#E8B48C', near: 40, far: 220, max: 0.6 },
    shadowOpacity: 0.26,
  },
  dusk: {
    sun: [0.85, 0.2, 0.35],
    ambient: 0.48,
    light: '#FF9A66',
    lightAmt: 0.22,
    shadowTint: '#1E2447',
    fog: { color: '#B47A78', near: 40, far: 220, max: 0.55 },
    lit: true,
    dim: 0.18,
    dimColor: '#2A2850',
  },
  night: {
    sun: [0.35, 0.6, 0.55],
    ambient: 0.45,
    light: '#A9BFE6',
    lightAmt: 0.15,
    shadowTint: '#0A1326',
    fog: { color: '#1D2F4E', near: 25, far: 160, max: 0.6 },
    lit: true,
    night: true,
    dim: 0.55,
    dimColor: '#0D1A33',
    shadowOpacity: 0.12,
  },
  storm: {
    sun: [-0.35, 0.78, 0.5],
    ambient: 0.64,
    light: '#FFF4DC',
    lightAmt: 0.06,
    shadowTint: '#2F3A4D',
    fog: { color: '#B9C3C8', near: 30, far: 200, max: 0.6 },
    shadowOpacity: 0.1,
    dim: 0.08,
    dimColor: '#3B4658',
  },
  autumn: {
    sun: [-0.6, 0.6, 0.55],
    ambient: 0.55,
    light: '#FFE2B5',
    lightAmt: 0.14,
    shadowTint: '#2E3552',
    fog: { color: '#E6DCCB', near: 40, far: 240, max: 0.55 },
  },
}

export function setup(w, h, seed, o = {}) {
  const cv = new Canvas(w, h, seed)
  const L = LIGHT[o.light || 'day']
  const W = new World(cv, Object.assign({}, L, { eye: o.eye, target: o.target, f: o.f || w * 0.95 }, o.world || {}))
  W.preset = o.light || 'day'
  return { cv, W, L }
}

/** common background: sky + layered treelines + lawn */
export function backdrop(cv, W, o = {}) {
  const preset = o.sky || W.preset
  const S = sky(cv, W, Object.assign({ preset }, o.skyOpts || {}))
  const haze = S.haze
  const tl = o.treelines ?? [
    { dist: 260, h: 24, color: mix('#2F4A3A', haze, 0.62), pines: 0.35 },
    { dist: 150, h: 22, color: mix('#2A4535', haze, 0.38), pines: 0.45 },
  ]
  for (const t of tl) treeline(cv, W, t)
  if (o.lawn !== false)
    lawn(W, Object.assign({ far: tl.length ? tl[tl.length - 1].dist : 400 }, o.lawnOpts || {}, lawnColors(W.preset, o.season)))
  return S
}

export function lawnColors(preset, season) {
  if (season === 'autumn') return { near: '#5E8A3E', farColor: '#A9B56A' }
  if (season === 'dry') return { near: '#7E9444', farColor: '#C2BC78' }
  switch (preset) {
    case 'golden':
      return { near: '#4F7A36', farColor: '#B4A862' }
    case 'dusk':
      return { near: '#33502F', farColor: '#6E6A52' }
    case 'night':
      return { near: '#162A22', farColor: '#20323A' }
    case 'storm':
      return { near: '#4D7440', farColor: '#8FA27A' }
    default:
      return { near: '#4C8A3C', farColor: '#9CC46E' }
  }
}

export function finish(cv, W, o = {}) {
  W.render()
  overlay(cv, o)
}

// ---------------------------------------------------------------- ground helpers
export function pave(W, pts, color = '#C9C2B6', o = {}) {
  W.groundPoly(pts, W.fogc(color, W.depth([pts[0][0], 0, pts[0][1]])), o.extra || '')
}
export function road(W, z0, z1, o = {}) {
  const x0 = o.x0 ?? -400,
    x1 = o.x1 ?? 400
  W.groundPoly(
    [
      [x0, z0],
      [x1, z0],
      [x1, z1],
      [x0, z1],
    ],
    o.color || (W.night ? '#1E2633' : '#5A5F66'),
  )
  // curbs
  W.groundPoly(
    [
      [x0, z0],
      [x1, z0],
      [x1, z0 + 0.25],
      [x0, z0 + 0.25],
    ],
    W.night ? '#3a4452' : '#BDB7AC',
  )
  W.groundPoly(
    [
      [x0, z1 - 0.25],
      [x1, z1 - 0.25],
      [x1, z1],
      [x0, z1],
    ],
    W.night ? '#3a4452' : '#BDB7AC',
  )
  if (o.line !== false) {
    const zc = (z0 + z1) / 2
    let d = ''
    for (let x = x0; x < x1; x += 6)
      d += W.P([
        [x, 0.01, zc - 0.08],
        [x + 3, 0.01, zc - 0.08],
        [x + 3, 0.01, zc + 0.08],
        [x, 0.01, zc + 0.08],
      ])
    W.ground(`<path d="${d}" fill="${o.lineColor || '#E8D9A8'}" opacity="0.8"/>`)
  }
  if (o.sidewalk) {
    const zs = z0 - 1.2
    W.groundPoly(
      [
        [x0, zs - 1.5],
        [x1, zs - 1.5],
        [x1, zs],
        [x0, zs],
      ],
      W.night ? '#2B3440' : '#D5CEC2',
    )
  }
}

/** mowing stripes on a rectangular yard */
export function mowStripes(W, x0, x1, z0, z1, o = {}) {
  let d = ''
  const sp = o.sp || 1.6
  for (let x = x0; x < x1; x += sp * 2)
    d += W.P([
      [x, 0.005, z0],
      [Math.min(x + sp, x1), 0.005, z0],
      [Math.min(x + sp, x1), 0.005, z1],
      [x, 0.005, z1],
    ])
  W.ground(`<path d="${d}" fill="#fff" opacity="${o.op ?? 0.06}"/>`)
}

// ---------------------------------------------------------------- typical houses
const WIN = (u, v, o = {}) => Object.assign({ t: 'win', u, v, w: 0.95, h: 1.55 }, o)
export { WIN }

/**
 * Compose a typical home.
 * style: colonial | ranch | craftsman | farmhouse | newbuild | bungalow | cape
 */
export function home(W, o) {
  const cv = W.cv
  const st = o.style || 'colonial'
  const x = o.x || 0,
    z = o.z || 0,
    yaw = o.yaw || 0
  const a = (yaw * Math.PI) / 180,
    ca = Math.cos(a),
    sa = Math.sin(a)
  const T = (lx, lz) => [x + lx * ca + lz * sa, z - lx * sa + lz * ca]
  const roofC = o.roofColor || P.charcoal
  const wallC = o.wallColor || '#E9E2D4'
  const trim = o.trim || '#FBF9F4'
  const shut = o.shutters === undefined ? P.navy2 : o.shutters
  const roof = Object.assign({ color: roofC, mat: 'shingle' }, o.roof || {})
  const lit = o.lit
  const W2 = (u, v, ex = {}) => WIN(u, v, Object.assign({ shutters: shut || undefined, lit }, ex))
  const door = (u, ex = {}) => Object.assign({ t: 'door', u, v: 0.45, w: 1.0, h: 2.1, color: o.doorColor || P.navy2, lit }, ex)
  const out = {}
  const gutterColor = o.gutterColor
  if (st === 'colonial') {
    const w = o.w || 12.5,
      d = o.d || 8.5,
      h = o.h || 5.9
    const n = o.bays || 5
    const sp = (w - 2.2) / (n - 1)
    const up = [],
      down = []
    for (let i = 0; i < n; i++) {
      const u = -w / 2 + 1.1 + i * sp
      up.push(W2(u, 3.55))
      if (i === Math.floor(n / 2)) down.push(door(u, { side: true }))
      else down.push(W2(u, 0.95))
    }
    out.main = house(W, {
      x,
      z,
      yaw,
      w,
      d,
      h,
      roof: Object.assign({ pitch: o.pitch || 0.5 }, roof),
      gutterColor,
      wall: { color: wallC, trim, type: o.siding || 'lap' },
      foundation: { color: o.brickBase ? P.brick : '#B9AE9F' },
      openings: {
        front: down.concat(up),
        left: [W2(0, 3.55, { shutters: undefined }), W2(0, 0.95, { shutters: undefined })],
        right: [W2(0, 3.55, { shutters: undefined }), { t: 'vent', u: 0, v: h + 0.9, w: 0.7, h: 0.5 }],
      },
      chimney: o.chimney ? { side: o.chimney, color: P.brick } : null,
      porch: o.porch ? { u0: -1.8, u1: 1.8, depth: 1.6, h: 3.0, cols: 2, pitch: 0.3 } : null,
      roofFx: o.roofFx,
      depthBias: 0,
    })
    if (o.roof && o.roof.fx) out.main.fx = o.roof.fx
    if (o.garage) {
      const sg = o.garage === 'left' ? -1 : 1
      const gw = 6.8,
        gd = 7.2
      const c = T(sg * (w / 2 + gw / 2), -0.6)
      out.garage = house(W, {
        x: c[0],
        z: c[1],
        yaw,
        w: gw,
        d: gd,
        h: 3.0,
        roof: Object.assign({}, roof, { pitch: 0.5, fx: o.garageFx }),
        gutterColor,
        wall: { color: wallC, trim, type: o.siding || 'lap' },
        openings: { front: [{ t: 'garage', u: 0, v: 0, w: 5.2, h: 2.25 }] },
        depthBias: 0.5,
      })
    }
  } else if (st === 'ranch') {
    const w = o.w || 17,
      d = o.d || 9.5,
      h = o.h || 3.0
    const fr = [
      W2(-6.3, 0.95, { w: 1.3, h: 1.35 }),
      W2(-3.8, 0.95, { w: 1.3, h: 1.35 }),
      door(-1.5),
      W2(0.6, 0.95, { w: 2.2, h: 1.4, picture: true }),
    ]
    if (o.garage !== false) fr.push({ t: 'garage', u: 5.1, v: 0.05, w: 5, h: 2.2 })
    else fr.push(W2(4.5, 0.95, { w: 1.3, h: 1.35 }), W2(6.6, 0.95, { w: 1.3, h: 1.35 }))
    out.main = house(W, {
      x,
      z,
      yaw,
      w,
      d,
      h,
      roof: Object.assign({ type: o.hip === false ? 'gable' : 'hip', pitch: o.pitch || 0.38, ov: 0.6 }, roof),
      gutterColor,
      wall: { color: wallC, trim, type: o.siding || 'brick' },
      foundation: { h: 0.35, color: '#8E8579' },
      openings: { front: fr, right: [W2(0, 0.95, { shutters: undefined })], left: [W2(0, 0.95, { shutters: undefined })] },
      chimney: o.chimney ? { x: -3, z: -1.5, w: 1.2, d: 1.0 } : null,
    })
  } else if (st === 'craftsman' || st === 'bungalow') {
    const w = o.w || 10,
      d = o.d || 13,
      h = o.h || 3.2
    out.main = house(W, {
      x,
      z,
      yaw,
      w,
      d,
      h,
      roof: Object.assign({ axis: 'z', pitch: o.pitch || 0.55, ov: 0.6, rake: 0.5 }, roof),
      gutterColor,
      wall: { color: wallC, trim, type: o.siding || 'lap', gable: o.gable || shade(wallC, -0.1) },
      foundation: { h: 0.6, color: o.stoneBase ? '#8A8178' : P.brick },
      openings: {
        front: [
          W2(-2.6, 1.05, { w: 1.6, h: 1.5, shutters: undefined }),
          door(1.0, { v: 0.6 }),
          W2(3.2, 1.05, { w: 1.0, h: 1.5, shutters: undefined }),
          { t: 'vent', u: 0, v: h + 1.3, w: 1.2, h: 0.7 },
        ],
        right: [W2(-3, 1.05, { shutters: undefined }), W2(2, 1.05, { shutters: undefined })],
        left: [W2(-3, 1.05, { shutters: undefined }), W2(2, 1.05, { shutters: undefined })],
      },
      porch: { u0: -w / 2 + 0.2, u1: w / 2 - 0.2, depth: 2.4, h: 3.0, cols: 3, pitch: 0.22, floor: 0.6, rail: o.rail },
      chimney: o.chimney ? { side: o.chimney, color: P.brick } : null,
    })
  } else if (st === 'farmhouse') {
    const w = o.w || 13,
      d = o.d || 8.5,
      h = o.h || 5.8
    out.main = house(W, {
      x,
      z,
      yaw,
      w,
      d,
      h,
      roof: Object.assign({ pitch: 0.8, mat: 'metal', color: o.roofColor || '#3C3F44', rake: 0.35 }, o.roof || {}),
      gutterColor,
      wall: { color: wallC, trim: o.trim || '#FFFFFF', type: 'board' },
      foundation: { h: 0.6, color: '#8E8579' },
      openings: {
        front: [
          W2(-4.4, 0.95, { shutters: undefined }),
          W2(-2, 0.95, { shutters: undefined }),
          door(0.6, { color: o.doorColor || '#2F3B45', v: 0.6 }),
          W2(3, 0.95, { shutters: undefined }),
          W2(4.9, 0.95, { shutters: undefined }),
          W2(-4.4, 3.6, { shutters: undefined }),
          W2(-1.5, 3.6, { shutters: undefined }),
          W2(1.5, 3.6, { shutters: undefined }),
          W2(4.4, 3.6, { shutters: undefined }),
        ],
        right: [W2(0, 3.6, { shutters: undefined }), W2(0, 0.95, { shutters: undefined })],
        left: [W2(0, 3.6, { shutters: undefined })],
      },
      porch: {
        u0: -w / 2 + 0.1,
        u1: w / 2 - 0.1,
        depth: 2.6,
        h: 3.1,
        cols: 5,
        pitch: 0.25,
        floor: 0.6,
        rail: true,
        roof: { mat: 'metal' },
      },
      chimney: o.chimney ? { side: o.chimney, color: P.brick } : null,
    })
  } else if (st === 'newbuild') {
    const w = o.w || 11,
      d = o.d || 9,
      h = o.h || 5.8
    out.main = house(W, {
      x,
      z,
      yaw,
      w,
      d,
      h,
      roof: Object.assign({ pitch: 0.55 }, roof),
      gutterColor,
      wall: { color: wallC, trim, type: o.siding || 'lap' },
      foundation: { h: 0.4, color: o.stoneBase ? '#8A8178' : '#B9AE9F' },
      openings: {
        front: [
          W2(-3.6, 0.95, { shutters: undefined }),
          door(-1.6, { color: o.doorColor || P.copperDark }),
          W2(-3.6, 3.55, { shutters: undefined }),
          W2(-1.4, 3.55, { shutters: undefined }),
          W2(1.5, 3.55, { shutters: undefined }),
        ],
        left: [W2(0, 3.55, { shutters: undefined }), W2(0, 0.95, { shutters: undefined })],
        right: [W2(-2, 3.55, { shutters: undefined })],
      },
      roofFx: o.roofFx,
      shadow: true,
    })
    // front gable garage wing
    const gw = 6.2,
      gd = 3.2
    const c = T(w / 2 - gw / 2 + 0.01, d / 2 + gd / 2)
    out.wing = house(W, {
      x: c[0],
      z: c[1],
      yaw,
      w: gw,
      d: gd,
      h: h,
      roof: Object.assign({}, roof, { axis: 'z', pitch: 0.55, valleyBack: true, pitchMain: 0.55, fx: o.wingFx || roof.fx }),
      gutterColor,
      wall: { color: wallC, trim, type: o.siding || 'lap', gable: o.gable || shade(wallC, -0.12) },
      foundation: { h: 0.4, color: o.stoneBase ? '#8A8178' : '#B9AE9F' },
      openings: {
        front: [
          { t: 'garage', u: 0, v: 0.02, w: 4.9, h: 2.3, color: o.garageColor },
          W2(-1.1, 3.5, { shutters: undefined }),
          W2(1.1, 3.5, { shutters: undefined }),
          { t: 'vent', u: 0, v: h + 1.1, w: 0.8, h: 0.5 },
        ],
      },
      depthBias: -1,
    })
  } else if (st === 'cape') {
    const w = o.w || 11,
      d = o.d || 8,
      h = o.h || 3.1
    out.main = house(W, {
      x,
      z,
      yaw,
      w,
      d,
      h,
      roof: Object.assign({ pitch: 0.9 }, roof),
      gutterColor,
      wall: { color: wallC, trim, type: o.siding || 'lap' },
      openings: {
        front: [W2(-3.2, 0.9), door(0), W2(3.2, 0.9)],
        left: [W2(0, 3.4, { shutters: undefined }), W2(0, 0.9, { shutters: undefined })],
        right: [W2(0, 3.4, { shutters: undefined })],
      },
      chimney: o.chimney ? { side: o.chimney, color: P.brick } : null,
    })
  }
  // landscaping
  if (o.landscape !== false) {
    const w = o.w || (st === 'ranch' ? 17 : st === 'craftsman' || st === 'bungalow' ? 10 : 12)
    const d = o.d || (st === 'craftsman' || st === 'bungalow' ? 13 : st === 'ranch' ? 9.5 : 8.5)
    const fz = d / 2 + (st === 'craftsman' || st === 'bungalow' || st === 'farmhouse' ? 3.0 : 0.9)
    // mulch bed
    const bed = [T(-w / 2, d / 2 + 0.1), T(w / 2, d / 2 + 0.1), T(w / 2, fz + 0.6), T(-w / 2, fz + 0.6)]
    W.groundPoly(bed, W.fogc(W.night ? '#2A1E18' : '#5B4030', W.depth([x, 0, z])))
    const flowers = o.flowers
    for (let u = -w / 2 + 0.8; u < w / 2 - 0.5; u += cv.r(1.3, 2.2)) {
      const p = T(u, fz)
      if (st === 'newbuild' && u > w / 2 - 6.5) continue
      shrub(W, p[0], p[1], { w: cv.r(0.9, 1.4), h: cv.r(0.7, 1.1), flowers: flowers && cv.chance(0.5) ? flowers : null })
    }
    // walkway to door
    if (o.walk !== false) {
      const du = st === 'ranch' ? -1.5 : st === 'newbuild' ? -1.6 : st === 'craftsman' || st === 'bungalow' ? 1.0 : 0
      const dz = st === 'craftsman' || st === 'bungalow' || st === 'farmhouse' ? d / 2 + 2.6 : d / 2 + 0.3
      const wl = o.walkLen || 8
      W.groundPoly(
        [T(du - 0.6, dz), T(du + 0.6, dz), T(du + 0.6, dz + wl), T(du - 0.6, dz + wl)],
        W.fogc(W.night ? '#39414c' : '#CFC7BA', W.depth([x, 0, z])),
      )
    }
    if (o.driveway !== false && (o.garage || st === 'ranch' || st === 'newbuild')) {
      const gu =
        st === 'newbuild' ? (o.w || 11) / 2 - 3.1 : st === 'ranch' ? 5.1 : (o.garage === 'left' ? -1 : 1) * ((o.w || 12.5) / 2 + 3.4)
      const gz = st === 'newbuild' ? d / 2 + 3.2 : d / 2 - (st === 'colonial' ? 0.6 : 0)
      const dl = o.driveLen || 14
      W.groundPoly(
        [T(gu - 2.9, gz), T(gu + 2.9, gz), T(gu + 3.2, gz + dl), T(gu - 3.2, gz + dl)],
        W.fogc(W.night ? '#3a424d' : '#C4BDB1', W.depth([x, 0, z])),
      )
    }
  }
  return out
}

// ---------------------------------------------------------------- people in the world
export function personAt(W, p3, o = {}) {
  const b = W.proj(p3)
  const s = W.f / b[2]
  W.add(b[2] + (o.bias ?? -0.8), person(W.cv, b[0], b[1], s, o))
  return { x: b[0], y: b[1], s }
}
export function onRoof(W, info, dir, fu, fv, o = {}) {
  const F = info.plane ? info.plane(dir) : info
  const p = F.atF(fu, fv)
  return personAt(W, p, Object.assign({ bias: -1.2 }, o))
}

/** a few crew presets */
export const CREW = [
  { shirt: P.navy2, pants: '#3C4656', hat: 'hard', hatColor: '#F4F1EA', skin: '#E0AC85', vest: P.copper, gloves: true },
  { shirt: P.navy2, pants: '#4A5466', hat: 'hard', hatColor: P.copper, skin: '#8C5636', gloves: true, vest: '#F08A2C' },
  { shirt: P.navy2, pants: '#394A5F', hat: 'cap', skin: '#C98E64', gloves: true },
  { shirt: '#2A4368', pants: '#3C4656', hat: 'hard', hatColor: '#F4F1EA', skin: '#F6D5BD', vest: P.copper, gloves: true },
]

export function trees(W, list) {
  for (const t of list) {
    const [kind, x, z, h, extra] = t
    const o = Object.assign({ h }, extra || {})
    if (kind === 'pine') pine(W, x, z, o)
    else if (kind === 'oak') oak(W, x, z, o)
    else if (kind === 'cedar') cedar(W, x, z, o)
    else if (kind === 'shrub') shrub(W, x, z, o)
  }
}

export { GREENS, SKIES, add, mul, f1, shade, mix, P }
