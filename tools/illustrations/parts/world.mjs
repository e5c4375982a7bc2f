// A tiny 3D "world": perspective camera, lambert lighting, painter's ordering
// and a parametric house/building builder.  Everything is emitted as SVG.
import { mix, poly, f1, clamp } from './core.mjs'

// ---------------------------------------------------------------- vectors
export const add = (a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
export const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
export const mul = (a, k) => [a[0] * k, a[1] * k, a[2] * k]
export const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
export const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
export const len = (a) => Math.hypot(a[0], a[1], a[2])
export const norm = (a) => mul(a, 1 / (len(a) || 1))
export function centroid(pts) {
  const c = [0, 0, 0]
  for (const p of pts) {
    c[0] += p[0]
    c[1] += p[1]
    c[2] += p[2]
  }
  return mul(c, 1 / pts.length)
}
function newell(pts) {
  const n = [0, 0, 0]
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i],
      b = pts[(i + 1) % pts.length]
    n[0] += (a[1] - b[1]) * (a[2] + b[2])
    n[1] += (a[2] - b[2]) * (a[0] + b[0])
    n[2] += (a[0] - b[0]) * (a[1] + b[1])
  }
  return norm(n)
}
function hull2(points) {
  const pts = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1])
  if (pts.length < 3) return pts
  const cr = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const lo = [],
    up = []
  for (const p of pts) {
    while (lo.length >= 2 && cr(lo[lo.length - 2], lo[lo.length - 1], p) <= 0) lo.pop()
    lo.push(p)
  }
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]
    while (up.length >= 2 && cr(up[up.length - 2], up[up.length - 1], p) <= 0) up.pop()
    up.push(p)
  }
  up.pop()
  lo.pop()
  return lo.concat(up)
}

// ---------------------------------------------------------------- world
export class World {
  constructor(cv, o = {}) {
    this.cv = cv
    this.eye = o.eye || [0, 6, 30]
    this.target = o.target || [0, 3, 0]
    this.f = o.f || cv.w * 1.0
    this.cx = o.cx ?? cv.w / 2
    this.cy = o.cy ?? cv.h / 2
    this.fwd = norm(sub(this.target, this.eye))
    this.right = norm(cross(this.fwd, [0, 1, 0]))
    this.up = cross(this.right, this.fwd)
    this.sun = norm(o.sun || [-0.5, 0.7, 0.6])
    this.ambient = o.ambient ?? 0.55
    this.light = o.light || '#FFE6C2'
    this.lightAmt = o.lightAmt ?? 0.12
    this.shadowTint = o.shadowTint || '#22324f'
    this.shadowOpacity = o.shadowOpacity ?? 0.22
    this.fog = o.fog || null // {color, near, far, max}
    this.lit = o.lit || false // lit windows (dusk / night)
    this.night = o.night || false
    this.dim = o.dim || 0
    this.dimColor = o.dimColor
    this.glass = o.glass || ['#BFDCEB', '#6F93AE']
    this.items = []
    this.groundLayer = []
    this.shadowLayer = []
  }
  r(a, b) {
    return this.cv.r(a, b)
  }
  cam(p) {
    const d = sub(p, this.eye)
    return [dot(d, this.right), dot(d, this.up), dot(d, this.fwd)]
  }
  proj(p) {
    const [X, Y, Z] = this.cam(p)
    const z = Math.max(Z, 0.05)
    return [this.cx + (this.f * X) / z, this.cy - (this.f * Y) / z, Z]
  }
  /** project polygon with near-plane clipping */
  projPoly(pts) {
    const near = 0.5
    const cam = pts.map((p) => this.cam(p))
    const out = []
    for (let i = 0; i < cam.length; i++) {
      const a = cam[i],
        b = cam[(i + 1) % cam.length]
      const ain = a[2] >= near,
        bin = b[2] >= near
      if (ain) out.push(a)
      if (ain !== bin) {
        const t = (near - a[2]) / (b[2] - a[2])
        out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, near])
      }
    }
    return out.map(([X, Y, Z]) => [this.cx + (this.f * X) / Z, this.cy - (this.f * Y) / Z])
  }
  P(pts) {
    return poly(this.projPoly(pts))
  }
  horizonY() {
    const h = norm([this.fwd[0], 0, this.fwd[2]])
    return this.cy - (this.f * dot(h, this.up)) / dot(h, this.fwd)
  }
  depth(p) {
    return this.cam(p)[2]
  }
  scaleAt(p) {
    return this.f / Math.max(0.5, this.cam(p)[2])
  }
  visible(n, p) {
    return dot(n, sub(this.eye, p)) > 0
  }
  /** lambert shading of a base colour for a surface normal, with fog by depth */
  shadeN(color, n, p) {
    const ndl = dot(n, this.sun)
    const k = this.ambient + (1 - this.ambient) * Math.max(0, ndl)
    let c = mix(mix(color, this.shadowTint, 0.5), color, k)
    if (ndl > 0) c = mix(c, this.light, this.lightAmt * ndl)
    return p ? this.fogc(c, this.depth(p)) : this.dim ? mix(c, this.dimColor || this.shadowTint, this.dim) : c
  }
  fogc(color, Z) {
    let c = color
    if (this.fog) {
      const t = clamp((Z - this.fog.near) / (this.fog.far - this.fog.near)) * this.fog.max
      c = mix(c, this.fog.color, t)
    }
    if (this.dim) c = mix(c, this.dimColor || this.shadowTint, this.dim)
    return c
  }
  add(depth, svg) {
    if (svg) this.items.push([depth, svg])
  }
  ground(svg) {
    this.groundLayer.push(svg)
  }
  shadow(svg) {
    this.shadowLayer.push(svg)
  }
  /** ground shadow of a set of 3D points (convex hull) */
  castShadow(pts, opacity) {
    const s = this.sun
    if (s[1] <= 0.05) return
    const g = pts.map((p) => [p[0] - (s[0] * p[1]) / s[1], p[2] - (s[2] * p[1]) / s[1]])
    const h = hull2(g.concat(pts.filter((p) => p[1] < 0.01).map((p) => [p[0], p[2]])))
    if (h.length < 3) return
    this.shadow(
      `<path d="${this.P(h.map(([x, z]) => [x, 0.01, z]))}" fill="${this.shadowTint}" opacity="${opacity ?? this.shadowOpacity}"/>`,
    )
  }
  groundPoly(pts2, fill, extra = '') {
    this.ground(`<path d="${this.P(pts2.map(([x, z]) => [x, 0, z]))}" fill="${fill}" ${extra}/>`)
  }
  groundCircle(cx, cz, r, fill, extra = '', n = 48) {
    const pts = []
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2
      pts.push([cx + Math.cos(a) * r, cz + Math.sin(a) * r])
    }
    this.groundPoly(pts, fill, extra)
  }
  render() {
    this.items.sort((a, b) => b[0] - a[0])
    this.cv.add(this.groundLayer.join('') + this.shadowLayer.join('') + this.items.map((i) => i[1]).join(''))
    this.items = []
    this.groundLayer = []
    this.shadowLayer = []
  }
}

// ---------------------------------------------------------------- planes
/** Make a planar face with (u,v) parametrisation: U horizontal, V up the face. */
export function makeFace(pts, outwardHint, name) {
  let n = newell(pts)
  if (dot(n, outwardHint) < 0) n = mul(n, -1)
  let U
  if (Math.abs(n[1]) > 0.999) {
    U = norm(cross([0, 0, 1], n))
    if (Math.abs(n[1]) > 0.999) U = [1, 0, 0]
  } else U = norm(cross([0, 1, 0], n))
  let V = cross(n, U)
  if (Math.abs(n[1]) > 0.999) V = [0, 0, -1]
  const o = pts[0]
  const uv = pts.map((p) => [dot(sub(p, o), U), dot(sub(p, o), V)])
  const us = uv.map((q) => q[0]),
    vs = uv.map((q) => q[1])
  return {
    pts,
    n,
    U,
    V,
    o,
    name,
    u0: Math.min(...us),
    u1: Math.max(...us),
    v0: Math.min(...vs),
    v1: Math.max(...vs),
    at(u, v) {
      return add(add(o, mul(U, u)), mul(V, v))
    },
    /** fractional position inside bounding range */
    atF(fu, fv) {
      return this.at(this.u0 + (this.u1 - this.u0) * fu, this.v0 + (this.v1 - this.v0) * fv)
    },
    c: centroid(pts),
  }
}

/** quad in face (u,v) coords -> projected path */
export function fq(W, F, u0, v0, u1, v1, off = 0) {
  const o = off ? mul(F.n, off) : [0, 0, 0]
  return W.P([add(F.at(u0, v0), o), add(F.at(u1, v0), o), add(F.at(u1, v1), o), add(F.at(u0, v1), o)])
}
export function fp(W, F, uvs, off = 0) {
  const o = off ? mul(F.n, off) : [0, 0, 0]
  return W.P(uvs.map(([u, v]) => add(F.at(u, v), o)))
}
export function fl(W, F, a, b, color, w, off = 0.01, extra = '') {
  const o = mul(F.n, off)
  const p = W.proj(add(F.at(a[0], a[1]), o)),
    q = W.proj(add(F.at(b[0], b[1]), o))
  return `<path d="M${f1(p[0])} ${f1(p[1])}L${f1(q[0])} ${f1(q[1])}" stroke="${color}" stroke-width="${f1(w)}" ${extra}/>`
}
/** pixels per metre on a face */
export function pxm(W, F) {
  return W.scaleAt(F.c)
}

// ---------------------------------------------------------------- box
/** Axis aligned (yawed) box. Returns svg of visible faces. */
export function boxFaces(o) {
  const { x = 0, y = 0, z = 0, w, d, h, yaw = 0 } = o
  const a = (yaw * Math.PI) / 180,
    c = Math.cos(a),
    s = Math.sin(a)
  const T = (lx, ly, lz) => [x + lx * c + lz * s, y + ly, z - lx * s + lz * c]
  const hw = w / 2,
    hd = d / 2
  const v = {
    fbl: T(-hw, 0, hd),
    fbr: T(hw, 0, hd),
    ftr: T(hw, h, hd),
    ftl: T(-hw, h, hd),
    bbl: T(-hw, 0, -hd),
    bbr: T(hw, 0, -hd),
    btr: T(hw, h, -hd),
    btl: T(-hw, h, -hd),
  }
  const dirs = { front: T(0, 0, 1), right: T(1, 0, 0), back: T(0, 0, -1), left: T(-1, 0, 0) }
  const origin = [x, y, z]
  const dir = (k) => sub(dirs[k], origin)
  return {
    T,
    v,
    front: makeFace([v.fbl, v.fbr, v.ftr, v.ftl], dir('front'), 'front'),
    right: makeFace([v.fbr, v.bbr, v.btr, v.ftr], dir('right'), 'right'),
    back: makeFace([v.bbr, v.bbl, v.btl, v.btr], dir('back'), 'back'),
    left: makeFace([v.bbl, v.fbl, v.ftl, v.btl], dir('left'), 'left'),
    top: makeFace([v.ftl, v.ftr, v.btr, v.btl], [0, 1, 0], 'top'),
    bottom: makeFace([v.fbl, v.fbr, v.bbr, v.bbl], [0, -1, 0], 'bottom'),
    corners: Object.values(v),
  }
}

/** Draw a shaded box; colors: single colour or {side, top}; deco(face) -> extra svg */
export function box(W, o) {
  const B = boxFaces(o)
  let s = ''
  for (const k of ['back', 'left', 'right', 'front', 'bottom', 'top']) {
    const F = B[k]
    if (!W.visible(F.n, F.c)) continue
    const base = typeof o.color === 'string' ? o.color : k === 'top' ? o.color.top : o.color.side
    s += `<path d="${W.P(F.pts)}" fill="${W.shadeN(base, F.n, F.c)}"${o.stroke ? ` stroke="${o.stroke}" stroke-width="${o.strokeW || 1}" stroke-linejoin="round"` : ''}/>`
    if (o.deco) s += o.deco(F, k) || ''
  }
  if (o.shadow !== false && W.sun[1] > 0.05 && (o.y || 0) < 0.05) W.castShadow(B.corners)
  if (o.noAdd) return s
  W.add(o.depth ?? W.depth(add([o.x || 0, (o.y || 0) + o.h / 2, o.z || 0], [0, 0, 0])) + (o.bias || 0), s)
  return s
}
