// Parametric building builder: walls with siding/brick, openings, porches,
// chimneys, pitched (gable/hip/gambrel/shed) or flat roofs with real textures.
import { mix, shade, f1, P } from './core.mjs'
import { add, sub, mul, dot, norm, makeFace, fq, fp, fl, pxm, boxFaces } from './world.mjs'

const D2R = Math.PI / 180

// ---------------------------------------------------------------- roof textures
export function roofTexture(W, F, roof, base) {
  const cv = W.cv
  const px = pxm(W, F)
  const mat = roof.mat || 'shingle'
  let s = ''
  const Q = (u0, v0, u1, v1) => fq(W, F, u0, v0, u1, v1, 0.005)
  if (mat === 'shingle' || mat === 'old') {
    const old = mat === 'old' || roof.old
    let e = roof.exposure || 0.25
    while (e * px < 4.5) e *= 1.6
    const variation = roof.var ?? (old ? 0.16 : 0.075)
    const L = 7
    const buckets = new Array(L).fill('')
    let lam = '',
      gaps = '',
      butt = '',
      curl = ''
    const tabScale = Math.max(1, e / 0.25)
    for (let v = F.v0; v < F.v1 + e; v += e) {
      let u = F.u0 - cv.r(0, 0.9) * tabScale
      while (u < F.u1) {
        const tw = (roof.style === '3tab' ? 0.92 : cv.r(0.22, 0.8)) * tabScale
        const k = cv.ri(0, L - 1)
        buckets[k] += Q(u, v, u + tw, v + e)
        if (roof.style !== '3tab' && cv.chance(0.5)) lam += Q(u, v, u + tw, v + e * cv.r(0.22, 0.42))
        if (old && cv.chance(0.12)) {
          const cw = Math.min(tw * 0.45, 0.2)
          if (cv.chance(0.5))
            curl += fp(
              W,
              F,
              [
                [u + 0.01, v],
                [u + cw, v],
                [u + 0.01, v + e * 0.55],
              ],
              0.04,
            )
          else
            curl += fp(
              W,
              F,
              [
                [u + tw - 0.01, v],
                [u + tw - cw, v],
                [u + tw - 0.01, v + e * 0.55],
              ],
              0.04,
            )
        }
        if (e * px > 7) gaps += Q(u, v, u + Math.min(0.025, tw), v + e)
        u += tw
      }
      butt += Q(F.u0 - 1, v - e * 0.13, F.u1 + 1, v)
    }
    for (let k = 0; k < L; k++) {
      const c = shade(base, -variation + (2 * variation * k) / (L - 1))
      if (buckets[k]) s += `<path d="${buckets[k]}" fill="${c}"/>`
    }
    if (lam) s += `<path d="${lam}" fill="${shade(base, -0.16)}" opacity="0.55"/>`
    if (gaps) s += `<path d="${gaps}" fill="${shade(base, -0.35)}" opacity="0.6"/>`
    s += `<path d="${butt}" fill="${shade(base, -0.4)}" opacity="0.45"/>`
    if (e * px > 22) {
      const n = Math.min(6000, Math.round((F.u1 - F.u0) * (F.v1 - F.v0) * 60))
      let g1 = '',
        g2 = ''
      for (let i = 0; i < n; i++) {
        const u = cv.r(F.u0, F.u1),
          v = cv.r(F.v0, F.v1),
          r = 0.008 + cv.r(0, 0.01)
        const q = Q(u, v, u + r, v + r)
        if (i % 2) g1 += q
        else g2 += q
      }
      s += `<path d="${g1}" fill="${shade(base, 0.25)}" opacity="0.5"/><path d="${g2}" fill="${shade(base, -0.3)}" opacity="0.5"/>`
    }
    if (curl)
      s += `<path d="${curl}" fill="#0a0c10" opacity="0.35" transform="translate(1.5 2.5)"/><path d="${curl}" fill="${shade(base, 0.2)}"/>`
    if (old) {
      // algae streaks and moss patches
      let streak = ''
      for (let i = 0; i < 14; i++) {
        const u = cv.r(F.u0, F.u1),
          w = cv.r(0.15, 0.5)
        streak += Q(u, F.v0, u + w, F.v0 + (F.v1 - F.v0) * cv.r(0.3, 0.9))
      }
      s += `<path d="${streak}" fill="#1f2a22" opacity="0.18"/>`
      const mossC = ['#5E7236', '#6F8440', '#4F6230', '#849A4E']
      for (let i = 0; i < (roof.moss ?? 9); i++) {
        const cu = cv.r(F.u0 + 0.5, F.u1 - 0.5),
          cvv = cv.r(F.v0, F.v0 + (F.v1 - F.v0) * 0.6)
        const R = cv.r(0.3, 0.8)
        let d0 = '',
          d1 = ''
        for (let k = 0; k < 14; k++) {
          const a = cv.r(0, Math.PI * 2),
            rr = Math.sqrt(cv.rand()) * R
          const u = cu + Math.cos(a) * rr * 1.4,
            v = cvv + Math.sin(a) * rr * 0.5
          const r = cv.r(0.06, 0.16)
          const pts = []
          for (let j = 0; j < 8; j++) {
            const b = (j / 8) * Math.PI * 2
            const q = cv.r(0.7, 1.15)
            pts.push([u + Math.cos(b) * r * q, v + Math.sin(b) * r * 0.7 * q])
          }
          if (k % 3) d0 += fp(W, F, pts, 0.01)
          else d1 += fp(W, F, pts, 0.012)
        }
        const c = mossC[i % 4]
        s += `<path d="${d0}" fill="${c}"/><path d="${d1}" fill="${shade(c, 0.18)}"/>`
      }
    }
  } else if (mat === 'metal') {
    let sp = roof.seam || 0.45
    while (sp * px < 7) sp *= 2
    let hi = '',
      lo = '',
      pan = ''
    let i = 0
    for (let u = F.u0 + sp / 2; u < F.u1; u += sp, i++) {
      hi += Q(u - 0.035, F.v0 - 1, u, F.v1 + 1)
      lo += Q(u, F.v0 - 1, u + 0.04, F.v1 + 1)
      if (i % 2) pan += Q(u, F.v0 - 1, u + sp, F.v1 + 1)
    }
    s += `<path d="${pan}" fill="${shade(base, 0.04)}"/>`
    s += `<path d="${hi}" fill="${shade(base, 0.35)}"/><path d="${lo}" fill="${shade(base, -0.35)}"/>`
    const pts = W.projPoly(F.pts)
    const xs = pts.map((p) => p[0]),
      ys = pts.map((p) => p[1])
    const g = cv.lin(
      [
        [0, '#fff', 0],
        [0.45, '#fff', 0.16],
        [0.6, '#fff', 0.02],
        [1, '#fff', 0],
      ],
      Math.min(...xs),
      Math.min(...ys),
      Math.max(...xs),
      Math.max(...ys),
      true,
    )
    s += `<path d="${W.P(F.pts)}" fill="${g}"/>`
  } else if (mat === 'tpo') {
    let sp = 3
    let seams = ''
    for (let v = F.v0 + sp; v < F.v1; v += sp) seams += Q(F.u0, v, F.u1, v + 0.06)
    s += `<path d="${seams}" fill="${shade(base, -0.12)}"/>`
    let spots = ''
    for (let i = 0; i < 30; i++) {
      const u = cv.r(F.u0, F.u1),
        v = cv.r(F.v0, F.v1)
      spots += Q(u, v, u + cv.r(0.3, 1.2), v + cv.r(0.2, 0.5))
    }
    s += `<path d="${spots}" fill="${shade(base, -0.05)}" opacity="0.5"/>`
  } else if (mat === 'sheathing') {
    let seams = '',
      strands = ''
    for (let v = F.v0; v < F.v1; v += 1.22) {
      seams += Q(F.u0, v, F.u1, v + 0.025)
      const off = (Math.round((v - F.v0) / 1.22) % 2) * 1.22
      for (let u = F.u0 - off; u < F.u1; u += 2.44) seams += Q(u, v, u + 0.025, v + 1.22)
    }
    for (let i = 0; i < 260; i++) {
      const u = cv.r(F.u0, F.u1),
        v = cv.r(F.v0, F.v1)
      strands += Q(u, v, u + cv.r(0.05, 0.18), v + cv.r(0.02, 0.05))
    }
    s += `<path d="${strands}" fill="${shade(base, -0.14)}" opacity="0.5"/><path d="${seams}" fill="${shade(base, -0.3)}"/>`
  } else if (mat === 'underlay') {
    let lap = ''
    for (let v = F.v0; v < F.v1; v += 0.95) lap += Q(F.u0, v, F.u1, v + 0.03)
    s += `<path d="${lap}" fill="${shade(base, -0.18)}"/>`
  }
  return s
}

// ---------------------------------------------------------------- openings
function glassFill(W, lit) {
  const cv = W.cv
  if (lit)
    return (
      W._litG ||
      (W._litG = cv.lin([
        [0, '#FFE9B0'],
        [0.6, '#FBC46E'],
        [1, '#F09A4A'],
      ]))
    )
  return (
    W._glassG ||
    (W._glassG = cv.lin([
      [0, W.glass[0]],
      [1, W.glass[1]],
    ]))
  )
}

function opening(W, F, L, op, wall) {
  const cv = W.cv
  const px = pxm(W, F)
  const u = L / 2 + (op.u || 0)
  const w = op.w || 1,
    h = op.h || 1.5,
    v = op.v ?? 0.9
  const u0 = u - w / 2,
    u1 = u + w / 2,
    v0 = v,
    v1 = v + h
  const trim = W.shadeN(op.trim || wall.trim || '#ffffff', F.n, F.c)
  const Q = (a, b, c, d, off = 0.02) => fq(W, F, a, b, c, d, off)
  const lit = op.lit ?? W.lit
  let s = ''
  const t = op.t === 'band' ? 0.06 : 0.1
  const mullions = (uu0, vv0, uu1, vv1, nu, nv, color = trim, wmul = 1) => {
    let d = ''
    const bw = 0.035 * wmul
    for (let i = 1; i < nu; i++) {
      const x = uu0 + ((uu1 - uu0) * i) / nu
      d += Q(x - bw, vv0, x + bw, vv1, 0.03)
    }
    for (let j = 1; j < nv; j++) {
      const y = vv0 + ((vv1 - vv0) * j) / nv
      d += Q(uu0, y - bw, uu1, y + bw, 0.03)
    }
    return d ? `<path d="${d}" fill="${color}"/>` : ''
  }
  const reflection = (a, b, c, d) =>
    lit
      ? ''
      : `<path d="${fp(
          W,
          F,
          [
            [a + (c - a) * 0.15, b],
            [a + (c - a) * 0.45, b],
            [a + (c - a) * 0.95, d],
            [a + (c - a) * 0.65, d],
          ],
          0.025,
        )}" fill="#fff" opacity="0.22"/>`
  const glow = (a, b, c, d) => {
    if (!lit || !W.night) return ''
    const p = W.proj(F.at((a + c) / 2, (b + d) / 2))
    const r = Math.max(c - a, d - b) * px * 0.75
    return `<ellipse cx="${f1(p[0])}" cy="${f1(p[1])}" rx="${f1(r)}" ry="${f1(r * 0.85)}" fill="${
      W._glowG ||
      (W._glowG = W.cv.rad([
        [0, '#FFC66E', 0.35],
        [1, '#FFC66E', 0],
      ]))
    }"/>`
  }
  switch (op.t || 'win') {
    case 'win': {
      if (op.shutters) {
        const sw = w * 0.48
        const sc = W.shadeN(op.shutters, F.n, F.c)
        s += `<path d="${Q(u0 - t - sw - 0.05, v0 - 0.05, u0 - t - 0.05, v1 + 0.05, 0.03) + Q(u1 + t + 0.05, v0 - 0.05, u1 + t + sw + 0.05, v1 + 0.05, 0.03)}" fill="${sc}"/>`
        if (px * h > 40) {
          let d = ''
          for (let y = v0 + 0.12; y < v1; y += 0.14)
            d += Q(u0 - t - sw, y, u0 - t - 0.1, y + 0.025, 0.035) + Q(u1 + t + 0.1, y, u1 + t + sw, y + 0.025, 0.035)
          s += `<path d="${d}" fill="${shade(sc, -0.25)}" opacity="0.6"/>`
        }
      }
      s += glow(u0, v0, u1, v1)
      s += `<path d="${Q(u0 - t, v0 - t, u1 + t, v1 + t)}" fill="${trim}"/>`
      s += `<path d="${Q(u0, v0, u1, v1, 0.025)}" fill="${glassFill(W, lit)}"/>`
      s += `<path d="${Q(u0, v1 - 0.12, u1, v1, 0.027)}" fill="#1b2433" opacity="${lit ? 0.12 : 0.3}"/>`
      s += reflection(u0, v0, u1, v1)
      const grid = px * w > 26 && op.grid !== false
      if (op.picture) s += mullions(u0, v0, u1, v1, 1, 1)
      else s += mullions(u0, v0, u1, v1, grid ? 2 : 1, 2, trim, 1.4) + (grid ? mullions(u0, v0, u1, v1, 1, 4, trim, 0.7) : '')
      s += `<path d="${Q(u0 - t * 1.7, v0 - t * 1.9, u1 + t * 1.7, v0 - t * 0.9, 0.05)}" fill="${shade(trim, 0.05)}"/>`
      s += `<path d="${Q(u0 - t * 1.5, v1 + t, u1 + t * 1.5, v1 + t * 2.3, 0.04)}" fill="${trim}"/>`
      break
    }
    case 'door': {
      const c = W.shadeN(op.color || P.navy2, F.n, F.c)
      if (op.side) {
        s += `<path d="${Q(u0 - 0.55, v0, u1 + 0.55, v1 + 0.12)}" fill="${trim}"/>`
        s += `<path d="${Q(u0 - 0.45, v0 + 0.3, u0 - 0.1, v1 - 0.05, 0.03) + Q(u1 + 0.1, v0 + 0.3, u1 + 0.45, v1 - 0.05, 0.03)}" fill="${glassFill(W, lit)}"/>`
      }
      s += glow(u0, v0, u1, v1)
      s += `<path d="${Q(u0 - 0.12, v0, u1 + 0.12, v1 + 0.14)}" fill="${trim}"/>`
      s += `<path d="${Q(u0, v0, u1, v1, 0.03)}" fill="${c}"/>`
      if (px * w > 14) {
        const pw = (w - 0.3) / 2
        s += `<path d="${Q(u0 + 0.12, v0 + 0.2, u0 + 0.12 + pw, v0 + h * 0.5, 0.035) + Q(u1 - 0.12 - pw, v0 + 0.2, u1 - 0.12, v0 + h * 0.5, 0.035)}" fill="${shade(c, -0.18)}"/>`
        s += `<path d="${Q(u0 + 0.12, v0 + h * 0.6, u1 - 0.12, v1 - 0.15, 0.035)}" fill="${glassFill(W, lit)}"/>`
        const k = W.proj(F.at(u1 - 0.14, v0 + h * 0.47))
        s += `<circle cx="${f1(k[0])}" cy="${f1(k[1])}" r="${f1(Math.max(1, 0.045 * px))}" fill="${P.copperLight}"/>`
      }
      if (op.step !== false) s += `<path d="${Q(u0 - 0.35, -0.02, u1 + 0.35, 0.18, 0.35)}" fill="${W.shadeN(P.concrete, F.n, F.c)}"/>`
      break
    }
    case 'garage': {
      const c = W.shadeN(op.color || '#F4F0E8', F.n, F.c)
      s += `<path d="${Q(u0 - 0.14, v0, u1 + 0.14, v1 + 0.14)}" fill="${trim}"/>`
      s += `<path d="${Q(u0, v0, u1, v1, 0.03)}" fill="${c}"/>`
      let d = ''
      for (let i = 1; i < 4; i++) {
        const y = v0 + (h * i) / 4
        d += Q(u0, y - 0.02, u1, y + 0.02, 0.035)
      }
      s += `<path d="${d}" fill="${shade(c, -0.22)}"/>`
      if (px * w > 40) {
        let pn = ''
        const n = Math.round(w / 0.6)
        for (let j = 0; j < 4; j++)
          for (let i = 0; i < n; i++) {
            const a = u0 + (w * i) / n + 0.06,
              b = v0 + (h * j) / 4 + 0.08
            pn += Q(a, b, a + w / n - 0.12, b + h / 4 - 0.16, 0.034)
          }
        s += `<path d="${pn}" fill="${shade(c, -0.08)}"/>`
      }
      s += `<path d="${Q(u0, v1 - 0.18, u1, v1, 0.036)}" fill="#000" opacity="0.18"/>`
      break
    }
    case 'shop': {
      s += glow(u0, v0, u1, v1)
      const fc = W.shadeN(op.frame || P.navy2, F.n, F.c)
      s += `<path d="${Q(u0 - 0.12, v0, u1 + 0.12, v1 + 0.12)}" fill="${fc}"/>`
      s += `<path d="${Q(u0, v0 + 0.45, u1, v1 - 0.5, 0.025)}" fill="${glassFill(W, lit)}"/>`
      s += `<path d="${Q(u0, v1 - 0.42, u1, v1 - 0.05, 0.025)}" fill="${glassFill(W, lit)}" opacity="0.9"/>`
      s += reflection(u0, v0 + 0.45, u1, v1 - 0.5)
      s += mullions(u0, v0 + 0.45, u1, v1 - 0.5, Math.max(2, Math.round(w / 1.4)), 1, fc, 1.3)
      const dw = 1
      s += `<path d="${Q(u - dw / 2, v0, u + dw / 2, v1 - 0.55, 0.03)}" fill="${fc}"/><path d="${Q(u - dw / 2 + 0.1, v0 + 0.1, u + dw / 2 - 0.1, v1 - 0.7, 0.032)}" fill="${glassFill(W, lit)}"/>`
      break
    }
    case 'arch': {
      const arc = (a, b, c, r) => {
        const pts = [
          [a, b],
          [c, b],
        ]
        const cx = (a + c) / 2,
          rr = (c - a) / 2
        for (let i = 0; i <= 12; i++) {
          const ang = (i / 12) * Math.PI
          pts.push([cx + Math.cos(ang) * rr, r + Math.sin(ang) * rr])
        }
        return pts
      }
      const top = v1 - w / 2
      s += `<path d="${fp(W, F, arc(u0 - 0.14, v0 - 0.1, u1 + 0.14, top), 0.02)}" fill="${op.trimArch ? W.shadeN(op.trimArch, F.n, F.c) : trim}"/>`
      s += glow(u0, v0, u1, v1)
      s += `<path d="${fp(W, F, arc(u0, v0, u1, top), 0.025)}" fill="${glassFill(W, lit)}"/>`
      s += reflection(u0, v0, u1, top)
      s += mullions(u0, v0, u1, top, 2, 3, op.frame || '#3a3f45', 0.8)
      break
    }
    case 'band': {
      const fc = W.shadeN(op.frame || '#B7C0C8', F.n, F.c)
      s += `<path d="${Q(u0 - 0.08, v0 - 0.08, u1 + 0.08, v1 + 0.08)}" fill="${fc}"/>`
      const g = lit
        ? glassFill(W, true)
        : W._bandG ||
          (W._bandG = W.cv.lin([
            [0, '#9CC2DA'],
            [0.5, '#5E7F9B'],
            [1, '#38536E'],
          ]))
      s += `<path d="${Q(u0, v0, u1, v1, 0.025)}" fill="${g}"/>`
      let rf = ''
      for (let x = u0 + cv.r(0, 3); x < u1 - 1; x += cv.r(3, 7))
        rf += fp(
          W,
          F,
          [
            [x, v0],
            [x + 0.8, v0],
            [x + 1.6, v1],
            [x + 0.8, v1],
          ],
          0.027,
        )
      if (!lit) s += `<path d="${rf}" fill="#fff" opacity="0.16"/>`
      s += mullions(u0, v0, u1, v1, Math.max(1, Math.round(w / 1.6)), 1, fc, 0.9)
      break
    }
    case 'vent': {
      s += `<path d="${Q(u0 - 0.06, v0 - 0.06, u1 + 0.06, v1 + 0.06)}" fill="${trim}"/>`
      s += `<path d="${Q(u0, v0, u1, v1, 0.025)}" fill="${shade(trim, -0.3)}"/>`
      let d = ''
      for (let y = v0 + 0.08; y < v1; y += 0.1) d += Q(u0, y, u1, y + 0.035, 0.03)
      s += `<path d="${d}" fill="${trim}"/>`
      break
    }
    case 'panel': {
      s += `<path d="${Q(u0, v0, u1, v1, 0.02)}" fill="${W.shadeN(op.color || '#888', F.n, F.c)}"/>`
      break
    }
  }
  return s
}

// ---------------------------------------------------------------- wall texture
export function wallTexture(W, F, L, H, wall, col) {
  const px = pxm(W, F)
  const cv = W.cv
  const Q = (a, b, c, d) => fq(W, F, a, b, c, d, 0.004)
  let s = ''
  const type = wall.type || 'lap'
  if (type === 'lap' || type === 'vinyl') {
    let sp = wall.sp || 0.2
    while (sp * px < 4) sp *= 2
    let d = '',
      hl = ''
    for (let v = sp; v < H; v += sp) {
      d += Q(-1, v - 0.022, L + 1, v)
      hl += Q(-1, v, L + 1, v + 0.03)
    }
    s += `<path d="${d}" fill="${shade(col, -0.22)}" opacity="0.55"/><path d="${hl}" fill="#fff" opacity="0.12"/>`
  } else if (type === 'board') {
    let sp = 0.42
    while (sp * px < 5) sp *= 2
    let d = ''
    for (let u = sp; u < L; u += sp) d += Q(u - 0.02, -1, u + 0.03, H + 3)
    s += `<path d="${d}" fill="${shade(col, -0.16)}" opacity="0.75"/>`
  } else if (type === 'brick') {
    let rh = 0.16
    while (rh * px < 3.2) rh *= 2
    let mortar = '',
      acc = '',
      acc2 = ''
    let row = 0
    for (let v = 0; v < H; v += rh, row++) {
      mortar += Q(-1, v - 0.012, L + 1, v + 0.012)
      if (rh * px > 6) {
        const off = (row % 2) * 0.2
        for (let u = -off; u < L; u += 0.4) {
          mortar += Q(u - 0.012, v, u + 0.012, v + rh)
          if (cv.chance(0.18)) acc += Q(u + 0.02, v + 0.015, u + 0.38, v + rh - 0.015)
          else if (cv.chance(0.12)) acc2 += Q(u + 0.02, v + 0.015, u + 0.38, v + rh - 0.015)
        }
      } else {
        for (let u = cv.r(-0.5, 0); u < L; u += cv.r(0.3, 1.5)) if (cv.chance(0.3)) acc += Q(u, v + 0.02, u + 0.4, v + rh - 0.02)
      }
    }
    s += `<path d="${acc}" fill="${shade(col, -0.12)}"/><path d="${acc2}" fill="${shade(col, 0.1)}"/>`
    s += `<path d="${mortar}" fill="${mix(col, '#efe6d8', 0.45)}" opacity="0.75"/>`
  } else if (type === 'wrap') {
    let d = ''
    for (let v = 1.35; v < H; v += 2.7) d += Q(-1, v, L + 1, v + 0.05)
    s += `<path d="${d}" fill="#9fb3c7" opacity="0.6"/>`
  } else if (type === 'stone') {
    let d = ''
    for (let v = 0; v < H; v += 0.32)
      for (let u = cv.r(-0.4, 0); u < L; u += cv.r(0.35, 0.8))
        if (cv.chance(0.45)) d += Q(u + 0.03, v + 0.03, u + cv.r(0.25, 0.6), v + 0.29)
    s += `<path d="${d}" fill="${shade(col, -0.12)}" opacity="0.8"/>`
  }
  return s
}

// ---------------------------------------------------------------- the builder
export function house(W, o) {
  const cv = W.cv
  const x = o.x || 0,
    z = o.z || 0,
    yaw = o.yaw || 0
  const w = o.w || 12,
    d = o.d || 9,
    h = o.h || 5.8
  const roof = Object.assign({ type: 'gable', axis: 'x', pitch: 0.5, ov: 0.45, rake: 0.3, mat: 'shingle', color: P.charcoal }, o.roof || {})
  const wall = Object.assign({ color: P.cream2, type: 'lap', trim: '#FAF8F4' }, o.wall || {})
  const fnd = Object.assign({ h: 0.45, color: '#B9AE9F' }, o.foundation || {})
  const a = yaw * D2R,
    ca = Math.cos(a),
    sa = Math.sin(a)
  const T = (lx, ly, lz) => [x + lx * ca + lz * sa, ly, z - lx * sa + lz * ca]
  const TN = (lx, ly, lz) => [lx * ca + lz * sa, ly, -lx * sa + lz * ca]
  const hw = w / 2,
    hd = d / 2
  const p = roof.pitch,
    ov = roof.ov
  const flat = roof.type === 'flat'
  const par = flat ? (roof.parapet ?? 0.8) : 0
  const ax = roof.axis
  const hs = ax === 'x' ? hd : hw // half span (across ridge)
  const hl = ax === 'x' ? hw : hd // half length (along ridge)
  // local from (s, a, y)
  const SA = (s, al, y) => (ax === 'x' ? T(al, y, s) : T(s, y, al))
  // profile
  let prof = null
  if (roof.type === 'gable')
    prof = [
      [-hs - ov, h - ov * p],
      [0, h + hs * p],
      [hs + ov, h - ov * p],
    ]
  else if (roof.type === 'shed')
    prof = [
      [-hs - ov, h + (2 * hs + ov) * p],
      [hs + ov, h - ov * p],
    ]
  else if (roof.type === 'gambrel') {
    const p1 = roof.pitch2 || 1.9,
      k = hs * 0.52
    const yk = h + (hs - k) * p1,
      yt = yk + k * p
    prof = [
      [-hs - ov, h - ov * p1],
      [-k, yk],
      [0, yt],
      [k, yk],
      [hs + ov, h - ov * p1],
    ]
  }
  const profY = (s) => {
    if (!prof) return h + par
    for (let i = 0; i < prof.length - 1; i++) {
      const [s0, y0] = prof[i],
        [s1, y1] = prof[i + 1]
      if (s >= s0 - 1e-6 && s <= s1 + 1e-6) return y0 + ((y1 - y0) * (s - s0)) / (s1 - s0 || 1)
    }
    return h
  }
  const ridgeY = prof ? Math.max(...prof.map((q) => q[1])) : roof.type === 'hip' ? h + Math.min(hw, hd) * p : h + par

  // ---------------- walls
  const sides = [
    ['front', [-hw, hd], [hw, hd], [0, 0, 1]],
    ['right', [hw, hd], [hw, -hd], [1, 0, 0]],
    ['back', [hw, -hd], [-hw, -hd], [0, 0, -1]],
    ['left', [-hw, -hd], [-hw, hd], [-1, 0, 0]],
  ]
  const isEnd = (name) =>
    prof && prof.length > 1 && (ax === 'x' ? name === 'left' || name === 'right' : name === 'front' || name === 'back')
  const walls = {}
  for (const [name, A, B, n] of sides) {
    let pts
    if (isEnd(name)) {
      // gable end: bottom, then profile across
      const al = ax === 'x' ? A[0] : A[1]
      const sA = ax === 'x' ? A[1] : A[0],
        sB = ax === 'x' ? B[1] : B[0]
      pts = [T(A[0], 0, A[1]), T(B[0], 0, B[1]), SA(sB, al, profY(sB))]
      const inner = prof.filter((q) => Math.abs(q[0]) < hs - 1e-6).slice()
      inner.sort((q, r) => (sB > sA ? r[0] - q[0] : q[0] - r[0]))
      for (const q of inner) pts.push(SA(q[0], al, q[1]))
      pts.push(SA(sA, al, profY(sA)))
    } else {
      const s = ax === 'x' ? A[1] : A[0]
      const hh = prof ? profY(Math.sign(s) * hs) : h + par
      pts = [T(A[0], 0, A[1]), T(B[0], 0, B[1]), T(B[0], hh, B[1]), T(A[0], hh, A[1])]
    }
    walls[name] = makeFace(pts, TN(...n), name)
    walls[name].L = Math.hypot(B[0] - A[0], B[1] - A[1])
    walls[name].H = Math.max(...pts.map((q) => q[1]))
    walls[name].end = isEnd(name)
    walls[name].eaveH = isEnd(name) ? h : walls[name].H
  }

  let svg = ''
  const drawWall = (F) => {
    const col = W.shadeN(wall.color, F.n, F.c)
    const path = W.P(F.pts)
    let s = `<path d="${path}" fill="${col}"/>`
    const clip = cv.clip(path)
    let inner = wallTexture(W, F, F.L, F.H, wall, col)
    // subtle vertical gradient for depth
    inner += `<path d="${path}" fill="${
      W._wallG ||
      (W._wallG = cv.lin([
        [0, '#fff', 0.06],
        [1, '#000', 0.08],
      ]))
    }"/>`
    if (wall.gable && F.end)
      inner += `<path d="${fq(W, F, -1, F.eaveH + 0.05, F.L + 1, F.H + 1, 0.003)}" fill="${W.shadeN(wall.gable, F.n, F.c)}"/>`
    // eave shadow
    if (!flat) inner += `<path d="${fq(W, F, -1, F.eaveH - 0.42, F.L + 1, F.H + 2, 0.006)}" fill="${W.shadowTint}" opacity="0.3"/>`
    // corner boards
    if (wall.type !== 'brick' && wall.type !== 'stucco' && !flat) {
      const tc = W.shadeN(wall.trim, F.n, F.c)
      inner += `<path d="${fq(W, F, 0, 0, 0.14, F.eaveH, 0.01) + fq(W, F, F.L - 0.14, 0, F.L, F.eaveH, 0.01)}" fill="${tc}"/>`
    }
    // foundation
    if (fnd.h > 0) inner += `<path d="${fq(W, F, -1, -0.2, F.L + 1, fnd.h, 0.008)}" fill="${W.shadeN(fnd.color, F.n, F.c)}"/>`
    s += `<g clip-path="${clip}">${inner}</g>`
    for (const op of (o.openings && o.openings[F.name]) || []) s += opening(W, F, F.L, op, wall)
    if (o.wallFx) s += o.wallFx(F, { fq: (...q) => fq(W, F, ...q), fp: (pts, off) => fp(W, F, pts, off) }) || ''
    return s
  }
  const visWalls = Object.values(walls).filter((F) => W.visible(F.n, F.c) && !(o.skipWalls || []).includes(F.name))

  // ---------------- chimney (exterior end)
  let chimFront = '',
    chimBack = ''
  if (o.chimney) {
    const c = Object.assign({ w: 1.6, d: 0.9, color: P.brick, above: 0.9 }, o.chimney)
    let lx,
      lz,
      bw,
      bd,
      by = 0
    const top = ridgeY + c.above
    if (c.side) {
      const sgn = c.side === 'right' ? 1 : -1
      if (ax === 'x') {
        lx = sgn * (hw + c.d / 2)
        lz = c.pos || 0
        bw = c.d
        bd = c.w
      } else {
        lz = sgn * (hd + c.d / 2)
        lx = c.pos || 0
        bw = c.w
        bd = c.d
      }
    } else {
      lx = c.x || 0
      lz = c.z || 0
      bw = c.w
      bd = c.d
      by = (prof ? profY(ax === 'x' ? lz + bd / 2 : lx) : h) - 0.4
    }
    const wc = T(lx, by, lz)
    const mortarC = mix(c.color, '#efe6d8', 0.4)
    const deco = (F, k) => {
      if (k === 'top') return ''
      const px = pxm(W, F)
      let rh = 0.16
      while (rh * px < 3.5) rh *= 2
      let dd = ''
      for (let v = F.v0 + rh; v < F.v1; v += rh) dd += fq(W, F, F.u0, v - 0.012, F.u1, v + 0.012, 0.003)
      let r = `<path d="${dd}" fill="${mortarC}" opacity="0.7"/>`
      if (!c.side && k === 'front')
        r += `<path d="${fq(W, F, F.u0 - 0.05, F.v0 + 0.32, F.u1 + 0.05, F.v0 + 0.6, 0.02)}" fill="${W.shadeN(P.copper, F.n, F.c)}"/>`
      return r
    }
    let cs = ''
    if (c.side) {
      const B = boxFaces({ x: wc[0], y: by, z: wc[2], w: bw, d: bd, h: top - by, yaw })
      for (const k of ['back', 'left', 'right', 'front', 'top']) {
        const F = B[k]
        if (!W.visible(F.n, F.c)) continue
        cs += `<path d="${W.P(F.pts)}" fill="${W.shadeN(k === 'top' ? '#2b2b2b' : c.color, F.n, F.c)}"/>` + deco(F, k)
      }
    } else {
      // roof-mounted chimney: side faces start exactly on the sloped roof surface
      const ry = (x2, z2) => (prof ? profY(ax === 'x' ? z2 : x2) : h) - 0.01
      const cx0 = lx - bw / 2,
        cx1 = lx + bw / 2,
        cz0 = lz - bd / 2,
        cz1 = lz + bd / 2
      const Pb = (x2, z2) => T(x2, ry(x2, z2), z2),
        Pt = (x2, z2) => T(x2, top, z2)
      const faces = [
        ['back', [Pb(cx1, cz0), Pb(cx0, cz0), Pt(cx0, cz0), Pt(cx1, cz0)], TN(0, 0, -1)],
        ['left', [Pb(cx0, cz0), Pb(cx0, cz1), Pt(cx0, cz1), Pt(cx0, cz0)], TN(-1, 0, 0)],
        ['right', [Pb(cx1, cz1), Pb(cx1, cz0), Pt(cx1, cz0), Pt(cx1, cz1)], TN(1, 0, 0)],
        ['front', [Pb(cx0, cz1), Pb(cx1, cz1), Pt(cx1, cz1), Pt(cx0, cz1)], TN(0, 0, 1)],
      ]
      const flash = W.shadeN(P.copper, TN(0, 0.5, 1))
      for (const [k, pts, n] of faces) {
        const F = makeFace(pts, n, k)
        if (!W.visible(F.n, F.c)) continue
        const d0 = W.P(F.pts)
        const fc = W.shadeN(c.color, F.n, F.c)
        let rh = 0.16
        while (rh * pxm(W, F) < 3.5) rh *= 2
        let dd = ''
        for (let y2 = top - rh; y2 > F.v0 - 2; y2 -= rh)
          dd += W.P(
            [add(pts[0], [0, 0, 0]), pts[1], pts[1], pts[0]]
              .map((q, i) => [q[0], i < 2 ? y2 - 0.012 : y2 + 0.012, q[2]])
              .map((q, i) => (i === 1 || i === 2 ? [pts[1][0], q[1], pts[1][2]] : [pts[0][0], q[1], pts[0][2]])),
          )
        cs += `<path d="${d0}" fill="${fc}"/><g clip-path="${cv.clip(d0)}"><path d="${dd}" fill="${mortarC}" opacity="0.7"/></g>`
        // flashing band following the roof line
        const up = (q, k2) => [q[0], q[1] + k2, q[2]]
        cs += `<path d="${W.P([up(pts[0], -0.02), up(pts[1], -0.02), up(pts[1], 0.26), up(pts[0], 0.26)])}" fill="${W.shadeN(P.copper, F.n, F.c)}"/><path d="${W.P([up(pts[0], 0.24), up(pts[1], 0.24), up(pts[1], 0.28), up(pts[0], 0.28)])}" fill="${shade(flash, -0.35)}"/>`
      }
      const topF = makeFace([Pt(cx0, cz1), Pt(cx1, cz1), Pt(cx1, cz0), Pt(cx0, cz0)], [0, 1, 0], 'top')
      if (W.visible(topF.n, topF.c)) cs += `<path d="${W.P(topF.pts)}" fill="#2b2b2b"/>`
      // base flashing apron on the roof in front
      cs += `<path d="${W.P([Pb(cx0 - 0.1, cz1 + 0.05), Pb(cx1 + 0.1, cz1 + 0.05), Pb(cx1 + 0.1, cz1 + 0.3), Pb(cx0 - 0.1, cz1 + 0.3)].map((q) => [q[0], q[1] + 0.02, q[2]]))}" fill="${shade(flash, -0.1)}"/>`
    }
    // cap
    const capY = top
    const B2 = boxFaces({ x: wc[0], y: capY, z: wc[2], w: bw + 0.16, d: bd + 0.16, h: 0.16, yaw })
    for (const k of ['back', 'left', 'right', 'front', 'top']) {
      const F = B2[k]
      if (W.visible(F.n, F.c)) cs += `<path d="${W.P(F.pts)}" fill="${W.shadeN('#A9A39A', F.n, F.c)}"/>`
    }
    const B3 = boxFaces({ x: wc[0] - 0.15, y: capY + 0.16, z: wc[2], w: 0.28, d: 0.28, h: 0.32, yaw })
    for (const k of ['back', 'left', 'right', 'front', 'top']) {
      const F = B3[k]
      if (W.visible(F.n, F.c)) cs += `<path d="${W.P(F.pts)}" fill="${W.shadeN(k === 'top' ? '#222' : '#6d5a4a', F.n, F.c)}"/>`
    }
    const endVisible = c.side
      ? W.visible(
          walls[ax === 'x' ? c.side : c.side === 'right' ? 'front' : 'back'].n,
          walls[ax === 'x' ? c.side : c.side === 'right' ? 'front' : 'back'].c,
        )
      : true
    if (endVisible) chimFront = cs
    else chimBack = cs
  }

  svg += chimBack

  // ---------------- flat roof
  const planes = []
  if (flat) {
    const t = 0.3,
      ry = h + 0.05
    const deck = makeFace(
      [T(-hw + t, ry, hd - t), T(hw - t, ry, hd - t), T(hw - t, ry, -hd + t), T(-hw + t, ry, -hd + t)],
      [0, 1, 0],
      'top',
    )
    planes.push(deck)
    // walls of far sides first (they are behind deck in screen) -> draw only invisible-from-outside? no: outer far walls are culled.
    if (W.visible(deck.n, deck.c)) {
      const base = W.shadeN(roof.color || '#E9EDEF', deck.n, deck.c)
      const dp = W.P(deck.pts)
      svg += `<path d="${dp}" fill="${base}"/><g clip-path="${cv.clip(dp)}">${roofTexture(W, deck, roof, base)}${roof.fx ? roof.fx(deck, helpers(deck)) : ''}</g>`
      // inner parapet faces
      const inner = [
        [
          [-hw + t, hd - t],
          [hw - t, hd - t],
          [0, 0, -1],
        ],
        [
          [hw - t, hd - t],
          [hw - t, -hd + t],
          [-1, 0, 0],
        ],
        [
          [hw - t, -hd + t],
          [-hw + t, -hd + t],
          [0, 0, 1],
        ],
        [
          [-hw + t, -hd + t],
          [-hw + t, hd - t],
          [1, 0, 0],
        ],
      ]
      for (const [A, B, n] of inner) {
        const F = makeFace([T(A[0], ry, A[1]), T(B[0], ry, B[1]), T(B[0], h + par, B[1]), T(A[0], h + par, A[1])], TN(...n), 'in')
        if (W.visible(F.n, F.c)) svg += `<path d="${W.P(F.pts)}" fill="${W.shadeN(wall.parapetIn || shade(wall.color, -0.05), F.n, F.c)}"/>`
      }
      // roof items
      for (const it of roof.items || []) svg += roofItem(W, T, yaw, ry, it)
    }
    for (const F of visWalls) svg += drawWall(F)
    // coping
    const cop = [
      [T(-hw - 0.05, h + par, hd + 0.05), T(hw + 0.05, h + par, hd + 0.05), T(hw - t, h + par, hd - t), T(-hw + t, h + par, hd - t)],
      [T(hw + 0.05, h + par, hd + 0.05), T(hw + 0.05, h + par, -hd - 0.05), T(hw - t, h + par, -hd + t), T(hw - t, h + par, hd - t)],
      [T(hw + 0.05, h + par, -hd - 0.05), T(-hw - 0.05, h + par, -hd - 0.05), T(-hw + t, h + par, -hd + t), T(hw - t, h + par, -hd + t)],
      [T(-hw - 0.05, h + par, -hd - 0.05), T(-hw - 0.05, h + par, hd + 0.05), T(-hw + t, h + par, hd - t), T(-hw + t, h + par, -hd + t)],
    ]
    if (W.eye[1] > h + par) for (const c of cop) svg += `<path d="${W.P(c)}" fill="${W.shadeN(wall.coping || '#C9CDD1', [0, 1, 0])}"/>`
    // cornice band
    if (wall.cornice)
      for (const F of visWalls)
        svg += `<path d="${fq(W, F, -0.1, F.H - 0.55, F.L + 0.1, F.H - 0.2, 0.06)}" fill="${W.shadeN(wall.cornice, F.n, F.c)}"/>`
  } else {
    for (const F of visWalls) svg += drawWall(F)
  }

  // ---------------- awnings
  for (const aw of o.awnings || []) {
    const F = walls[aw.side || 'front']
    if (!W.visible(F.n, F.c)) continue
    const u = F.L / 2 + aw.u,
      v = aw.v
    const A = F.at(u - aw.w / 2, v + aw.drop),
      B = F.at(u + aw.w / 2, v + aw.drop)
    const off = mul(F.n, aw.depth)
    const C = add(F.at(u + aw.w / 2, v), off),
      D = add(F.at(u - aw.w / 2, v), off)
    const AF = makeFace([D, C, B, A], add(F.n, [0, 1, 0]), 'aw')
    const col = W.shadeN(aw.color, AF.n, AF.c)
    svg += `<path d="${W.P(AF.pts)}" fill="${col}"/>`
    if (aw.stripes) {
      let st = ''
      const n = Math.round(aw.w / 0.5)
      for (let i = 0; i < n; i += 2)
        st += fq(W, AF, AF.u0 + ((AF.u1 - AF.u0) * i) / n, AF.v0, AF.u0 + ((AF.u1 - AF.u0) * (i + 1)) / n, AF.v1, 0.005)
      svg += `<path d="${st}" fill="${W.shadeN(aw.stripes, AF.n, AF.c)}"/>`
    }
    svg += `<path d="${W.P([D, C, add(C, [0, -0.3, 0]), add(D, [0, -0.3, 0])])}" fill="${shade(col, -0.15)}"/>`
  }

  // ---------------- porch
  if (o.porch && !flat) {
    const pc = Object.assign({ u0: -hw + 0.5, u1: hw - 0.5, depth: 2.2, h: 3, pitch: 0.25, cols: 4, floor: 0.45, side: 'front' }, o.porch)
    const F = walls.front
    if (W.visible(F.n, F.c)) {
      const zf = hd,
        zo = hd + pc.depth
      const yEdge = pc.h - (pc.depth + 0.25) * pc.pitch
      // floor
      const fl0 = boxFaces({
        x: T((pc.u0 + pc.u1) / 2, 0, (zf + zo) / 2)[0],
        z: T((pc.u0 + pc.u1) / 2, 0, (zf + zo) / 2)[2],
        w: pc.u1 - pc.u0,
        d: pc.depth,
        h: pc.floor,
        yaw,
      })
      for (const k of ['left', 'right', 'front', 'top']) {
        const FF = fl0[k]
        if (W.visible(FF.n, FF.c))
          svg += `<path d="${W.P(FF.pts)}" fill="${W.shadeN(k === 'top' ? pc.floorColor || '#A8A39A' : P.concrete, FF.n, FF.c)}"/>`
      }
      // porch shadow on wall
      svg += `<path d="${fq(W, F, F.L / 2 + pc.u0, pc.floor, F.L / 2 + pc.u1, pc.h, 0.06)}" fill="${W.shadowTint}" opacity="0.22"/>`
      // columns & rail
      const ycol = pc.h - (pc.depth - 0.15) * pc.pitch
      let cols = ''
      const n = pc.cols
      for (let i = 0; i < n; i++) {
        const lx = pc.u0 + 0.15 + ((pc.u1 - pc.u0 - 0.3) * i) / (n - 1)
        const wc = T(lx, 0, zo - 0.15)
        const B = boxFaces({ x: wc[0], z: wc[2], y: pc.floor, w: 0.2, d: 0.2, h: ycol - pc.floor, yaw })
        for (const k of ['left', 'right', 'front'])
          if (W.visible(B[k].n, B[k].c)) cols += `<path d="${W.P(B[k].pts)}" fill="${W.shadeN(wall.trim, B[k].n, B[k].c)}"/>`
      }
      if (pc.rail) {
        const rl = boxFaces({
          x: T((pc.u0 + pc.u1) / 2, 0, zo - 0.15)[0],
          z: T((pc.u0 + pc.u1) / 2, 0, zo - 0.15)[2],
          y: pc.floor + 0.85,
          w: pc.u1 - pc.u0 - 0.3,
          d: 0.08,
          h: 0.1,
          yaw,
        })
        const RF = rl.front
        let bal = ''
        for (let u = RF.u0 + 0.1; u < RF.u1; u += 0.16) bal += fq(W, RF, u, -0.85, u + 0.045, 0, 0.0)
        svg += `<path d="${bal}" fill="${W.shadeN(wall.trim, RF.n, RF.c)}"/><path d="${W.P(RF.pts)}" fill="${W.shadeN(wall.trim, RF.n, RF.c)}"/>`
      }
      svg += cols
      // beam
      const bm = boxFaces({
        x: T((pc.u0 + pc.u1) / 2, 0, zo - 0.15)[0],
        z: T((pc.u0 + pc.u1) / 2, 0, zo - 0.15)[2],
        y: ycol - 0.02,
        w: pc.u1 - pc.u0 + 0.1,
        d: 0.25,
        h: 0.28,
        yaw,
      })
      if (W.visible(bm.front.n, bm.front.c)) svg += `<path d="${W.P(bm.front.pts)}" fill="${W.shadeN(wall.trim, bm.front.n, bm.front.c)}"/>`
      // roof
      const RP = makeFace(
        [T(pc.u0 - 0.25, yEdge, zo + 0.25), T(pc.u1 + 0.25, yEdge, zo + 0.25), T(pc.u1 + 0.25, pc.h, zf), T(pc.u0 - 0.25, pc.h, zf)],
        TN(0, 1, 1),
        'porch',
      )
      svg += roofPlane(W, RP, Object.assign({}, roof, pc.roof || {}), wall, true)
    }
  }

  // ---------------- pitched roof planes
  if (prof) {
    const A0 = -hl - roof.rake,
      A1 = hl + roof.rake
    for (let i = 0; i < prof.length - 1; i++) {
      const [s0, y0] = prof[i],
        [s1, y1] = prof[i + 1]
      let pts
      if (roof.valleyBack) {
        // wing joining a main roof behind (toward -axis); valley where planes meet
        const vb = (s) => -hl - ((hs - Math.abs(s)) * p) / (roof.pitchMain || p)
        pts = [SA(s0, A1, y0), SA(s1, A1, y1), SA(s1, vb(s1), y1), SA(s0, vb(s0), y0)]
      } else pts = [SA(s0, A0, y0), SA(s1, A0, y1), SA(s1, A1, y1), SA(s0, A1, y0)]
      const sm = (s0 + s1) / 2
      const hint = ax === 'x' ? TN(0, 1, sm) : TN(sm, 1, 0)
      const F = makeFace(pts, hint, 'p' + i)
      F.dir = sm > 0 ? (ax === 'x' ? 'front' : 'right') : ax === 'x' ? 'back' : 'left'
      planes.push(F)
    }
  } else if (roof.type === 'hip') {
    const ye = h - ov * p
    const long = hw >= hd
    const rl = long ? hw - hd : hd - hw
    const yr = h + Math.min(hw, hd) * p
    const e = (sx, sz) => T(sx * (hw + ov), ye, sz * (hd + ov))
    const R1 = long ? T(-rl, yr, 0) : T(0, yr, rl),
      R2 = long ? T(rl, yr, 0) : T(0, yr, -rl)
    const faces = long
      ? [
          ['front', [e(-1, 1), e(1, 1), R2, R1], [0, 1, 1]],
          ['right', [e(1, 1), e(1, -1), R2], [1, 1, 0]],
          ['back', [e(1, -1), e(-1, -1), R1, R2], [0, 1, -1]],
          ['left', [e(-1, -1), e(-1, 1), R1], [-1, 1, 0]],
        ]
      : [
          ['front', [e(-1, 1), e(1, 1), R1], [0, 1, 1]],
          ['right', [e(1, 1), e(1, -1), R2, R1], [1, 1, 0]],
          ['back', [e(1, -1), e(-1, -1), R2], [0, 1, -1]],
          ['left', [e(-1, -1), e(-1, 1), R1, R2], [-1, 1, 0]],
        ]
    for (const [name, pts, n] of faces) {
      const F = makeFace(pts, TN(...n), name)
      F.dir = name
      planes.push(F)
    }
  }
  if (!flat) {
    const vis = planes.filter((F) => W.visible(F.n, F.c)).sort((A, B) => W.depth(B.c) - W.depth(A.c))
    // fascia / rake boards (under roof)
    const trimC = wall.trim
    for (const F of planes) {
      // eave edge: points with min v
      const eave = F.pts.filter((q) => Math.abs(dot(sub(q, F.o), F.V) - F.v0) < 1e-3)
      if (eave.length === 2) {
        const hn = norm([F.n[0], 0, F.n[2]])
        const fa = [eave[0], eave[1], add(eave[1], [0, -0.24, 0]), add(eave[0], [0, -0.24, 0])]
        if (W.visible(hn, eave[0])) svg += `<path d="${W.P(fa)}" fill="${W.shadeN(trimC, hn, eave[0])}"/>`
      }
    }
    if (prof) {
      // rake boards on visible gable ends
      for (const F of Object.values(walls)) {
        if (!F.end || !W.visible(F.n, F.c)) continue
        const al = dot(sub(F.c, T(0, 0, 0)), ax === 'x' ? TN(1, 0, 0) : TN(0, 0, 1))
        const sign = Math.sign(al),
          A = sign * (hl + roof.rake)
        let d = ''
        for (let i = 0; i < prof.length - 1; i++) {
          const [s0, y0] = prof[i],
            [s1, y1] = prof[i + 1]
          d += W.P([SA(s0, A, y0), SA(s1, A, y1), SA(s1, A, y1 - 0.28), SA(s0, A, y0 - 0.28)])
        }
        svg += `<path d="${d}" fill="${W.shadeN(trimC, F.n, F.c)}"/>`
      }
    }
    for (const F of vis) svg += roofPlane(W, F, roof, wall, false)
    // ridge & hip caps
    if (roof.mat !== 'sheathing' && roof.cap !== false && vis.length) {
      const capC = W.shadeN(shade(roof.color, roof.mat === 'metal' ? 0.05 : -0.08), [0, 1, 0])
      let d = ''
      const px = W.scaleAt(T(0, ridgeY, 0))
      const cw = Math.max(1.5, 0.22 * px)
      if (prof) {
        const top = prof.reduce((m, q) => (q[1] > m[1] ? q : m))
        if (!roof.valleyBack) {
          const a0 = W.proj(SA(top[0], -hl - roof.rake, top[1] + 0.04)),
            a1 = W.proj(SA(top[0], hl + roof.rake, top[1] + 0.04))
          d += `M${f1(a0[0])} ${f1(a0[1])}L${f1(a1[0])} ${f1(a1[1])}`
        } else {
          const vb = -hl - (hs * p) / (roof.pitchMain || p)
          const a0 = W.proj(SA(top[0], vb, top[1] + 0.04)),
            a1 = W.proj(SA(top[0], hl + roof.rake, top[1] + 0.04))
          d += `M${f1(a0[0])} ${f1(a0[1])}L${f1(a1[0])} ${f1(a1[1])}`
        }
        if (roof.type === 'shed') d = ''
      } else if (roof.type === 'hip') {
        const F0 = planes[0]
        const tops = []
        for (const F of planes) for (const q of F.pts) if (q[1] > h) tops.push(q)
        const uniq = tops.filter((q, i) => tops.findIndex((r) => Math.abs(r[0] - q[0]) + Math.abs(r[2] - q[2]) < 1e-3) === i)
        if (uniq.length === 2) {
          const a0 = W.proj(add(uniq[0], [0, 0.04, 0])),
            a1 = W.proj(add(uniq[1], [0, 0.04, 0]))
          d += `M${f1(a0[0])} ${f1(a0[1])}L${f1(a1[0])} ${f1(a1[1])}`
        }
        for (const F of vis) {
          const ev = F.pts.filter((q) => q[1] < h)
          for (const q of ev) {
            const top = F.pts
              .filter((r) => r[1] > h)
              .sort((r1, r2) => Math.hypot(r1[0] - q[0], r1[2] - q[2]) - Math.hypot(r2[0] - q[0], r2[2] - q[2]))[0]
            if (top) {
              const a0 = W.proj(q),
                a1 = W.proj(add(top, [0, 0.04, 0]))
              d += `M${f1(a0[0])} ${f1(a0[1])}L${f1(a1[0])} ${f1(a1[1])}`
            }
          }
          void F0
        }
      }
      if (d)
        svg += `<path d="${d}" stroke="${shade(capC, -0.3)}" stroke-width="${f1(cw * 1.25)}" stroke-linecap="round" fill="none" opacity="0.5"/><path d="${d}" stroke="${capC}" stroke-width="${f1(cw)}" stroke-linecap="round" fill="none"/>`
    }
    // gutters
    if (o.gutters !== false) {
      const gc = o.gutterColor || wall.trim
      for (const F of vis) {
        const eave = F.pts.filter((q) => Math.abs(dot(sub(q, F.o), F.V) - F.v0) < 1e-3)
        if (eave.length !== 2 || roof.type === 'gambrel') continue
        const hn = norm([F.n[0], 0, F.n[2]])
        const o1 = mul(hn, 0.14)
        const g = [
          add(eave[0], add(o1, [0, 0.03, 0])),
          add(eave[1], add(o1, [0, 0.03, 0])),
          add(eave[1], add(o1, [0, -0.22, 0])),
          add(eave[0], add(o1, [0, -0.22, 0])),
        ]
        const gcol = W.shadeN(gc, hn, eave[0])
        svg += `<path d="${W.P(g)}" fill="${gcol}"/><path d="${W.P([g[0], g[1], add(g[1], [0, -0.04, 0]), add(g[0], [0, -0.04, 0])])}" fill="${shade(gcol, 0.3)}"/>`
        if (W.scaleAt(eave[0]) > 60) {
          const gl = (y) => W.P([add(g[0], [0, y, 0]), add(g[1], [0, y, 0]), add(g[1], [0, y - 0.018, 0]), add(g[0], [0, y - 0.018, 0])])
          svg += `<path d="${gl(-0.07) + gl(-0.15)}" fill="${shade(gcol, -0.2)}"/><path d="${gl(-0.2)}" fill="${shade(gcol, -0.35)}" opacity="0.6"/>`
        }
      }
      // downspouts at visible eave-wall corners
      for (const F of visWalls) {
        if (F.end || roof.type === 'gambrel') continue
        let d = ''
        let e2 = ''
        for (const u of [0.3, F.L - 0.3]) {
          d += fq(W, F, u - 0.06, 0.25, u + 0.06, F.eaveH - 0.45, 0.12)
          e2 += fp(
            W,
            F,
            [
              [u - 0.06, F.eaveH - 0.45],
              [u + 0.06, F.eaveH - 0.45],
              [u + 0.06, F.eaveH - 0.2],
              [u - 0.06, F.eaveH - 0.2],
            ],
            0.22,
          )
          e2 += fp(
            W,
            F,
            [
              [u - 0.07, 0.05],
              [u + 0.07, 0.05],
              [u + 0.07, 0.3],
              [u - 0.07, 0.3],
            ],
            0.25,
          )
        }
        const dc = W.shadeN(gc, F.n, F.c)
        svg += `<path d="${d}" fill="${dc}"/><path d="${e2}" fill="${shade(dc, -0.1)}"/>`
      }
    }
  }
  svg += chimFront
  if (o.extra) svg += o.extra({ T, walls, planes, ridgeY }) || ''

  // shadows
  const corners = []
  for (const F of Object.values(walls)) corners.push(...F.pts)
  for (const F of planes) corners.push(...F.pts)
  if (o.shadow !== false) W.castShadow(corners)

  const depth = W.depth(T(0, h / 2, 0)) + (o.depthBias || 0)
  W.add(depth, svg)
  const byDir = (dir) => planes.find((F) => F.dir === dir)
  return { T, walls, planes, plane: byDir, ridgeY, depth, h, eaveY: h - ov * p }

  function helpers(F) {
    return { fq: (...q) => fq(W, F, ...q), fp: (pts, off) => fp(W, F, pts, off) }
  }
}

/** Draw a roof plane with texture, shading gradient and optional fx callback. */
export function roofPlane(W, F, roof, wall, small) {
  const cv = W.cv
  const base = W.shadeN(roof.color, F.n, F.c)
  const path = W.P(F.pts)
  let s = `<path d="${path}" fill="${base}"/>`
  let inner = roofTexture(W, F, roof, base)
  // slope gradient (darker at eave, lighter near ridge) for a semi-flat look
  const pa = W.proj(F.at((F.u0 + F.u1) / 2, F.v0)),
    pb = W.proj(F.at((F.u0 + F.u1) / 2, F.v1))
  const g = cv.lin(
    [
      [0, '#0a1220', 0.18],
      [0.55, '#0a1220', 0],
      [1, '#ffffff', 0.1],
    ],
    pa[0],
    pa[1],
    pb[0],
    pb[1],
    true,
  )
  inner += `<path d="${path}" fill="${g}"/>`
  if (roof.fx && !small)
    inner +=
      roof.fx(F, { fq: (...q) => fq(W, F, ...q), fp: (pts, off) => fp(W, F, pts, off), fl: (...a) => fl(W, F, ...a), px: pxm(W, F) }) || ''
  s += `<g clip-path="${cv.clip(path)}">${inner}</g>`
  // edge line
  s += `<path d="${path}" fill="none" stroke="${shade(base, -0.35)}" stroke-width="${f1(Math.max(0.6, 0.03 * pxm(W, F)))}" stroke-linejoin="round" opacity="0.6"/>`
  void wall
  return s
}

function roofItem(W, T, yaw, ry, it) {
  const c = T(it.lx, 0, it.lz)
  const col = it.color || '#BFC5CB'
  const B = boxFaces({ x: c[0], y: ry, z: c[2], w: it.w, d: it.d, h: it.h, yaw })
  let s = ''
  // shadow on deck
  const sh = W.sun
  if (sh[1] > 0.05) {
    const off = [(-sh[0] / sh[1]) * it.h, 0, (-sh[2] / sh[1]) * it.h]
    const tp = B.corners.filter((q) => q[1] > ry + 0.01).map((q) => add([q[0], ry + 0.01, q[2]], off))
    const bt = B.corners.filter((q) => q[1] <= ry + 0.01).map((q) => [q[0], ry + 0.01, q[2]])
    const all = tp.concat(bt).map((q) => [q[0], q[2]])
    // quick hull
    const pts = all.sort((a, b) => a[0] - b[0] || a[1] - b[1])
    const cr = (o2, a, b) => (a[0] - o2[0]) * (b[1] - o2[1]) - (a[1] - o2[1]) * (b[0] - o2[0])
    const lo = [],
      up = []
    for (const q of pts) {
      while (lo.length >= 2 && cr(lo[lo.length - 2], lo[lo.length - 1], q) <= 0) lo.pop()
      lo.push(q)
    }
    for (let i = pts.length - 1; i >= 0; i--) {
      const q = pts[i]
      while (up.length >= 2 && cr(up[up.length - 2], up[up.length - 1], q) <= 0) up.pop()
      up.push(q)
    }
    up.pop()
    lo.pop()
    s += `<path d="${W.P(lo.concat(up).map((q) => [q[0], ry + 0.01, q[1]]))}" fill="${W.shadowTint}" opacity="0.25"/>`
  }
  for (const k of ['back', 'left', 'right', 'front', 'top']) {
    const F = B[k]
    if (!W.visible(F.n, F.c)) continue
    s += `<path d="${W.P(F.pts)}" fill="${W.shadeN(col, F.n, F.c)}"/>`
    if (it.kind === 'hvac' && k !== 'top') {
      let d = ''
      for (let v = F.v0 + 0.12; v < F.v1 - 0.1; v += 0.1) d += fq(W, F, F.u0 + 0.1, v, F.u1 - 0.1, v + 0.035, 0.01)
      s += `<path d="${d}" fill="${shade(col, -0.35)}" opacity="0.6"/>`
    }
    if (it.kind === 'hvac' && k === 'top') {
      // fan grilles
      const n = Math.max(1, Math.round(it.w / 1.3))
      for (let i = 0; i < n; i++) {
        const cx = F.u0 + ((F.u1 - F.u0) * (i + 0.5)) / n,
          cy = (F.v0 + F.v1) / 2
        const r = Math.min((F.u1 - F.u0) / n, F.v1 - F.v0) * 0.38
        const pts = []
        for (let j = 0; j < 20; j++) {
          const a = (j / 20) * Math.PI * 2
          pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r])
        }
        s += `<path d="${fp(W, F, pts, 0.01)}" fill="#2f3438"/>`
        s += `<path d="${
          fp(
            W,
            F,
            [
              [cx - r * 0.9, cy - 0.03],
              [cx + r * 0.9, cy - 0.03],
              [cx + r * 0.9, cy + 0.03],
              [cx - r * 0.9, cy + 0.03],
            ],
            0.02,
          ) +
          fp(
            W,
            F,
            [
              [cx - 0.03, cy - r * 0.9],
              [cx + 0.03, cy - r * 0.9],
              [cx + 0.03, cy + r * 0.9],
              [cx - 0.03, cy + r * 0.9],
            ],
            0.02,
          )
        }" fill="#7d858c"/>`
      }
    }
  }
  return s
}
