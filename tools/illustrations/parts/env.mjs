// Environment: skies, sun, clouds, stars, distant treelines, lawns, overlays.
import { mix, shade, f1, blobPath, P, clamp } from './core.mjs'
import { norm, add, mul } from './world.mjs'

export const SKIES = {
  day: {
    stops: [
      [0, '#4F93CC'],
      [0.55, '#93C4E6'],
      [1, '#E2F0F2'],
    ],
    sun: '#FFF6DC',
    cloud: '#FFFFFF',
    cloudShade: '#D5E3EE',
    haze: '#D9EAF0',
  },
  morning: {
    stops: [
      [0, '#6FA6D6'],
      [0.6, '#B9D8EA'],
      [1, '#F3EBDA'],
    ],
    sun: '#FFF1CF',
    cloud: '#FFFFFF',
    cloudShade: '#E3E4EA',
    haze: '#E6EBE6',
  },
  golden: {
    stops: [
      [0, '#2F4D7E'],
      [0.42, '#7D89A6'],
      [0.72, '#E7A77A'],
      [1, '#FAD39A'],
    ],
    sun: '#FFE7B0',
    cloud: '#FCD9B8',
    cloudShade: '#B98A8E',
    haze: '#F2C99B',
  },
  dusk: {
    stops: [
      [0, '#16264A'],
      [0.4, '#4A4677'],
      [0.72, '#C8705A'],
      [1, '#F3A967'],
    ],
    sun: '#FFD39A',
    cloud: '#E99A7E',
    cloudShade: '#5F4D73',
    haze: '#D88E6E',
  },
  night: {
    stops: [
      [0, '#060D1C'],
      [0.6, '#10203C'],
      [1, '#23395C'],
    ],
    sun: '#F4F1E6',
    cloud: '#2A3B58',
    cloudShade: '#17243B',
    haze: '#22385A',
  },
  storm: {
    stops: [
      [0, '#47546A'],
      [0.5, '#7B8A9E'],
      [1, '#C9D2D6'],
    ],
    sun: '#FFF3D6',
    cloud: '#9AA6B4',
    cloudShade: '#5B6678',
    haze: '#B9C3C8',
  },
  autumn: {
    stops: [
      [0, '#5C97C9'],
      [0.6, '#A9CBE0'],
      [1, '#F1E6D2'],
    ],
    sun: '#FFF0CC',
    cloud: '#FFFFFF',
    cloudShade: '#DCDDE3',
    haze: '#EDE3CF',
  },
}

export function sky(cv, W, o = {}) {
  const S = SKIES[o.preset || 'day']
  const hz = W ? W.horizonY() : cv.h * 0.6
  const bottom = Math.max(hz + 40, cv.h * 0.3)
  cv.add(`<rect width="${cv.w}" height="${cv.h}" fill="${cv.lin(S.stops, 0, 0, 0, bottom, true)}"/>`)
  if (o.sun) {
    const [sx, sy] = o.sun
    const r = o.sunR || cv.w * 0.03
    cv.add(
      `<circle cx="${f1(sx)}" cy="${f1(sy)}" r="${f1(cv.w * 0.45)}" fill="${cv.rad(
        [
          [0, S.sun, 0.55],
          [0.25, S.sun, 0.22],
          [1, S.sun, 0],
        ],
        sx,
        sy,
        cv.w * 0.45,
        true,
      )}"/>`,
    )
    if (!o.noDisc) cv.add(`<circle cx="${f1(sx)}" cy="${f1(sy)}" r="${f1(r)}" fill="${S.sun}"/>`)
  }
  if (o.stars) {
    let d = ''
    for (let i = 0; i < o.stars; i++) {
      const x = cv.r(0, cv.w),
        y = cv.r(0, hz * 0.8),
        r = cv.r(0.6, 1.8)
      d += `M${f1(x - r)} ${f1(y)}a${f1(r)} ${f1(r)} 0 1 0 ${f1(2 * r)} 0a${f1(r)} ${f1(r)} 0 1 0 ${f1(-2 * r)} 0`
    }
    cv.add(`<path d="${d}" fill="#fff" opacity="0.7"/>`)
  }
  if (o.moon) {
    const [mx, my, mr] = o.moon
    cv.add(
      `<circle cx="${mx}" cy="${my}" r="${mr * 5}" fill="${cv.rad(
        [
          [0, '#dfe8f5', 0.25],
          [1, '#dfe8f5', 0],
        ],
        mx,
        my,
        mr * 5,
        true,
      )}"/><circle cx="${mx}" cy="${my}" r="${mr}" fill="#F4F1E6"/><circle cx="${mx + mr * 0.35}" cy="${my - mr * 0.2}" r="${mr * 0.85}" fill="${S.stops[0][1]}" opacity="0.0"/>`,
    )
  }
  for (const c of o.clouds || []) cloud(cv, c[0], c[1], c[2], S, c[3])
  return S
}

/** flat cumulus cloud: x,y = base centre, s = width in px */
export function cloud(cv, x, y, s, S, op = 1) {
  const n = 4 + Math.floor(cv.r(0, 3))
  let d = '',
    dsh = ''
  const h = s * 0.1
  d += `M${f1(x - s / 2)} ${f1(y)}h${f1(s)}a${f1(h)} ${f1(h)} 0 0 0 0 ${f1(-0.01)}Z`
  let parts = `<rect x="${f1(x - s / 2)}" y="${f1(y - h)}" width="${f1(s)}" height="${f1(h)}" rx="${f1(h / 2)}"/>`
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n
    const cx = x - s / 2 + s * (0.12 + t * 0.76)
    const r = s * (0.09 + Math.sin(t * Math.PI) * 0.14) * cv.r(0.8, 1.15)
    parts += `<circle cx="${f1(cx)}" cy="${f1(y - h * 0.6)}" r="${f1(r)}"/>`
  }
  void d
  void dsh
  const id = cv.id('cl')
  cv.defs.push(`<clipPath id="${id}"><rect x="${f1(x - s)}" y="${f1(y - s)}" width="${f1(2 * s)}" height="${f1(s)}"/></clipPath>`)
  cv.add(
    `<g opacity="${op}" clip-path="url(#${id})"><g fill="${S.cloudShade}">${parts}</g><g fill="${S.cloud}" transform="translate(${f1(-s * 0.02)} ${f1(-h * 0.45)})">${parts}</g></g>`,
  )
}

/** Distant treeline silhouette at a ground distance (metres) in front of the camera. */
export function treeline(cv, W, o) {
  const dist = o.dist || 120
  const hfwd = norm([W.fwd[0], 0, W.fwd[2]])
  const g = add([W.eye[0], 0, W.eye[2]], mul(hfwd, dist))
  const y0 = W.proj(g)[1]
  const s = W.f / dist // px per metre
  const hM = o.h || 16
  const col = o.color || '#36563F'
  let d = `M-20 ${f1(y0 + (o.below ?? 30))}`
  let x = -20
  const pines = []
  while (x < cv.w + 40) {
    const r = s * cv.r(hM * 0.07, hM * 0.2) * (o.round || 1)
    const top = y0 - s * hM * (0.62 + 0.38 * Math.abs(Math.sin(x * 0.004 + dist)) * cv.r(0.6, 1.05))
    d += `L${f1(x)} ${f1(top + r * 0.6)}Q${f1(x + r)} ${f1(top - r * 0.3)} ${f1(x + 2 * r)} ${f1(top + r * 0.6)}`
    if (o.pines && cv.chance(o.pines)) pines.push([x + r, top + r * 0.4, cv.r(1.2, 1.6)])
    x += 2 * r * cv.r(0.55, 0.9)
  }
  d += `L${cv.w + 40} ${f1(y0 + (o.below ?? 30))}Z`
  let out = `<path d="${d}" fill="${col}"/>`
  // loblolly pines poking above
  for (const [px, py, k] of pines) {
    const H = s * hM * k * 0.55
    out += `<path d="M${f1(px - s * 0.15)} ${f1(py + 5)}L${f1(px - s * 0.06)} ${f1(py - H)}L${f1(px + s * 0.06)} ${f1(py - H)}L${f1(px + s * 0.15)} ${f1(py + 5)}Z" fill="${shade(col, -0.1)}"/>`
    for (let i = 0; i < 6; i++) {
      out += `<path d="${blobPath(cv.rand, px + s * cv.r(-1.3, 1.3), py - H + s * (i * 0.9) - s * 0.3, s * cv.r(1.1, 2.0), s * cv.r(0.5, 0.8), 11, 0.45)}" fill="${col}"/>`
    }
  }
  if (o.highlight)
    out += `<path d="${d}" fill="${cv.lin(
      [
        [0, o.highlight, 0.35],
        [0.5, o.highlight, 0],
      ],
      0,
      y0 - s * hM * 1.2,
      0,
      y0,
      true,
    )}"/>`
  cv.add(out)
  return y0
}

/** Big lawn ground plane with distance gradient. */
export function lawn(W, o = {}) {
  const cv = W.cv
  const far = o.far || 400
  const hz = W.horizonY()
  const near = o.near || '#4E8A3F',
    farC = o.farColor || '#9BBF6A'
  const ez = W.eye[2]
  W.ground(
    `<path d="${W.P([
      [-1000, 0, ez + 2],
      [1000, 0, ez + 2],
      [1000, 0, -far],
      [-1000, 0, -far],
    ])}" fill="${cv.lin(
      [
        [0, farC],
        [1, near],
      ],
      0,
      hz,
      0,
      cv.h,
      true,
    )}"/>`,
  )
  // soft grass variation patches
  let lt = '',
    dk = ''
  for (let i = 0; i < (o.patches ?? 40); i++) {
    const x = cv.r(-120, 120) + W.eye[0],
      z = cv.r(-far * 0.8, ez - 2)
    const r = cv.r(3, 12)
    const pts = []
    for (let k = 0; k < 16; k++) {
      const a = (k / 16) * Math.PI * 2
      pts.push([x + Math.cos(a) * r * cv.r(0.8, 1.2), 0, z + Math.sin(a) * r * 0.6 * cv.r(0.8, 1.2)])
    }
    if (i % 2) lt += W.P(pts)
    else dk += W.P(pts)
  }
  W.ground(`<path d="${lt}" fill="#E8F0C0" opacity="0.07"/><path d="${dk}" fill="#1E3A22" opacity="0.07"/>`)
}

export function overlay(cv, o = {}) {
  if (o.warm) {
    const [sx, sy] = o.warm.at
    cv.add(
      `<rect width="${cv.w}" height="${cv.h}" fill="${cv.rad(
        [
          [0, o.warm.color || '#FFB870', o.warm.op ?? 0.35],
          [1, o.warm.color || '#FFB870', 0],
        ],
        sx,
        sy,
        cv.w * (o.warm.r || 0.9),
        true,
      )}"/>`,
    )
  }
  if (o.leftScrim) {
    cv.add(
      `<rect width="${cv.w}" height="${cv.h}" fill="${cv.lin(
        [
          [0, P.navy, o.leftScrim],
          [0.42, P.navy, o.leftScrim * 0.55],
          [0.62, P.navy, 0],
        ],
        0,
        0,
        cv.w,
        0,
        true,
      )}"/>`,
    )
  }
  if (o.tint) cv.add(`<rect width="${cv.w}" height="${cv.h}" fill="${o.tint[0]}" opacity="${o.tint[1]}"/>`)
  if (o.vignette !== false) {
    const v = o.vignette ?? 0.35
    cv.add(
      `<rect width="${cv.w}" height="${cv.h}" fill="${cv.rad(
        [
          [0.55, '#0a1220', 0],
          [1, '#0a1220', v],
        ],
        cv.w / 2,
        cv.h / 2,
        Math.hypot(cv.w, cv.h) / 2,
        true,
      )}"/>`,
    )
  }
}

export { clamp, mix }
