// Illustrated people: detailed portrait heads/busts and full-body figures.
import { mix, shade, f1, P, blobPath, Canvas } from './core.mjs'

// ---------------------------------------------------------------- palettes
export const SKIN = ['#F6D5BD', '#EFC3A0', '#E0AC85', '#C98E64', '#AD7149', '#8C5636', '#6E4028', '#553020']
export const HAIR = {
  black: '#1E1A19',
  darkBrown: '#3A2A20',
  brown: '#6A4A31',
  auburn: '#8C4527',
  red: '#A4522A',
  blonde: '#D6B36D',
  sandy: '#B99362',
  gray: '#A9A6A2',
  silver: '#D2D0CB',
  salt: '#77736F',
}

const CX = 300,
  CY = 300

function geo(spec) {
  const f = spec.gender === 'f'
  const fw = (f ? 200 : 214) * (spec.wide || 1)
  const fh = f ? 268 : 278
  return { f, fw, fh, cx: CX, cy: CY, ey: CY + fh * 0.03, ex: fw * 0.21 }
}

function facePath(g, spec) {
  const { cx, cy, fw, fh, f } = g
  const jw = (f ? 0.29 : 0.33) * (spec.jaw || 1),
    cw = f ? 0.085 : 0.12
  const top = cy - fh / 2
  return (
    `M${cx} ${f1(top)}C${f1(cx + fw * 0.33)} ${f1(top)} ${f1(cx + fw / 2)} ${f1(cy - fh * 0.33)} ${f1(cx + fw / 2)} ${f1(cy - fh * 0.1)}` +
    `C${f1(cx + fw * 0.5)} ${f1(cy + fh * 0.12)} ${f1(cx + fw * (jw + 0.08))} ${f1(cy + fh * 0.36)} ${f1(cx + fw * cw)} ${f1(cy + fh * 0.48)}` +
    `Q${cx} ${f1(cy + fh * 0.53)} ${f1(cx - fw * cw)} ${f1(cy + fh * 0.48)}` +
    `C${f1(cx - fw * (jw + 0.08))} ${f1(cy + fh * 0.36)} ${f1(cx - fw * 0.5)} ${f1(cy + fh * 0.12)} ${f1(cx - fw / 2)} ${f1(cy - fh * 0.1)}` +
    `C${f1(cx - fw / 2)} ${f1(cy - fh * 0.33)} ${f1(cx - fw * 0.33)} ${f1(top)} ${cx} ${f1(top)}Z`
  )
}

// ---------------------------------------------------------------- hair
function hairCap(g, vol, o = {}) {
  const { cx, cy, fw, fh } = g
  const part = o.part ?? -0.12
  const hl = o.hairline ?? 0.31 // hairline height (fraction of fh above centre)
  const sb = o.sideburn ?? 0.02
  const t = cy - fh * 0.5 - vol
  const sw = o.swoop || 0
  return (
    `M${f1(cx - fw * 0.47)} ${f1(cy + fh * sb)}` +
    `C${f1(cx - fw * 0.58 - vol * 0.2)} ${f1(cy - fh * 0.35)} ${f1(cx - fw * 0.38)} ${f1(t + sw)} ${f1(cx + fw * 0.02)} ${f1(t)}` +
    `C${f1(cx + fw * 0.42)} ${f1(t - sw * 0.5)} ${f1(cx + fw * 0.6 + vol * 0.2)} ${f1(cy - fh * 0.38)} ${f1(cx + fw * 0.48)} ${f1(cy + fh * sb)}` +
    `L${f1(cx + fw * 0.42)} ${f1(cy + fh * sb)}L${f1(cx + fw * 0.42)} ${f1(cy - fh * 0.14)}` +
    `C${f1(cx + fw * 0.38)} ${f1(cy - fh * (hl - 0.02))} ${f1(cx + fw * 0.22)} ${f1(cy - fh * hl)} ${f1(cx + fw * part)} ${f1(cy - fh * (hl + 0.02))}` +
    `C${f1(cx - fw * 0.25)} ${f1(cy - fh * (hl - 0.01))} ${f1(cx - fw * 0.4)} ${f1(cy - fh * (hl - 0.06))} ${f1(cx - fw * 0.42)} ${f1(cy - fh * 0.14)}` +
    `L${f1(cx - fw * 0.42)} ${f1(cy + fh * sb)}Z`
  )
}

function hairParts(cv, g, spec) {
  const { cx, cy, fw, fh } = g
  const hc = spec.hairColor || HAIR.brown
  const hi = shade(hc, hc === HAIR.silver || hc === HAIR.gray ? 0.25 : 0.22)
  const lo = shade(hc, -0.25)
  let back = '',
    front = ''
  const st = spec.hair || 'short'
  const strands = (d, w = 3, c = hi, op = 0.6) =>
    `<path d="${d}" stroke="${c}" stroke-width="${w}" fill="none" stroke-linecap="round" opacity="${op}"/>`
  const top = cy - fh * 0.5
  if (st === 'short' || st === 'sidepart' || st === 'buzz' || st === 'wavy') {
    const vol = st === 'buzz' ? 5 : st === 'short' ? 20 : st === 'wavy' ? 34 : 36
    const o =
      st === 'sidepart' ? { swoop: 18, part: -0.22, hairline: 0.3 } : st === 'buzz' ? { hairline: 0.33 } : { part: 0.1, hairline: 0.31 }
    if (st === 'wavy') {
      back += `<path d="M${f1(cx - fw * 0.56)} ${f1(cy + fh * 0.12)}C${f1(cx - fw * 0.66)} ${f1(cy - fh * 0.5)} ${f1(cx + fw * 0.66)} ${f1(cy - fh * 0.5)} ${f1(cx + fw * 0.56)} ${f1(cy + fh * 0.12)}Q${f1(cx + fw * 0.5)} ${f1(cy + fh * 0.2)} ${f1(cx + fw * 0.44)} ${f1(cy + fh * 0.1)}L${f1(cx - fw * 0.44)} ${f1(cy + fh * 0.1)}Q${f1(cx - fw * 0.5)} ${f1(cy + fh * 0.2)} ${f1(cx - fw * 0.56)} ${f1(cy + fh * 0.12)}Z" fill="${lo}"/>`
    }
    const capD = hairCap(g, vol, o)
    const capClip = cv.clip(capD)
    front += `<path d="${capD}" fill="${hc}"/>`
    if (st === 'buzz') {
      let dd = ''
      for (let i = 0; i < 140; i++) {
        const x = cx + cv.r(-0.5, 0.5) * fw,
          y = cv.r(top - vol, cy - fh * 0.2)
        dd += `M${f1(x)} ${f1(y)}l1.5 3`
      }
      front += `<g clip-path="${capClip}"><path d="${dd}" stroke="${hi}" stroke-width="2" opacity="0.35"/></g>`
    } else {
      let d = ''
      for (let i = 0; i < 6; i++) {
        const x0 = cx - fw * 0.3 + i * fw * 0.12
        d += `M${f1(x0)} ${f1(top - vol * 0.6)}Q${f1(x0 + fw * 0.08)} ${f1(top - vol * 0.2)} ${f1(x0 + fw * (st === 'sidepart' ? 0.2 : 0.1))} ${f1(top + fh * 0.12)}`
      }
      front += `<g clip-path="${capClip}">${strands(d, 3.5, hi, 0.45)}</g>`
      if (st === 'sidepart')
        front += strands(
          `M${f1(cx - fw * 0.22)} ${f1(top - vol * 0.6)}Q${f1(cx - fw * 0.2)} ${f1(top)} ${f1(cx - fw * 0.22)} ${f1(cy - fh * 0.3)}`,
          2.5,
          lo,
          0.7,
        )
      if (st === 'wavy')
        front += `<path d="M${f1(cx - fw * 0.42)} ${f1(cy - fh * 0.14)}Q${f1(cx - fw * 0.2)} ${f1(cy - fh * 0.2)} ${f1(cx - fw * 0.05)} ${f1(cy - fh * 0.33)}Q${f1(cx + fw * 0.1)} ${f1(cy - fh * 0.24)} ${f1(cx + fw * 0.32)} ${f1(cy - fh * 0.26)}L${f1(cx + fw * 0.2)} ${f1(cy - fh * 0.4)}Z" fill="${hc}"/>`
    }
  } else if (st === 'bald') {
    const side = (sx) =>
      `M${f1(cx + sx * fw * 0.45)} ${f1(cy + fh * 0.02)}C${f1(cx + sx * fw * 0.56)} ${f1(cy - fh * 0.05)} ${f1(cx + sx * fw * 0.56)} ${f1(cy - fh * 0.22)} ${f1(cx + sx * fw * 0.47)} ${f1(cy - fh * 0.3)}C${f1(cx + sx * fw * 0.45)} ${f1(cy - fh * 0.2)} ${f1(cx + sx * fw * 0.43)} ${f1(cy - fh * 0.1)} ${f1(cx + sx * fw * 0.42)} ${f1(cy + fh * 0.02)}Z`
    front += `<path d="${side(1) + side(-1)}" fill="${hc}"/>`
  } else if (st === 'curly' || st === 'afro') {
    const big = st === 'afro'
    if (big) {
      let d = ''
      const R = fw * 0.78
      const ccx = cx,
        ccy = cy - fh * 0.2
      for (let i = 0; i < 26; i++) {
        const a = (i / 26) * Math.PI * 2
        const r = cv.r(26, 38)
        d += `M${f1(ccx + Math.cos(a) * R - r)} ${f1(ccy + Math.sin(a) * R * 0.82)}a${f1(r)} ${f1(r)} 0 1 0 ${f1(2 * r)} 0a${f1(r)} ${f1(r)} 0 1 0 ${f1(-2 * r)} 0`
      }
      back += `<ellipse cx="${ccx}" cy="${f1(ccy)}" rx="${f1(R)}" ry="${f1(R * 0.82)}" fill="${hc}"/><path d="${d}" fill="${hc}"/>`
      let c2 = ''
      for (let i = 0; i < 40; i++) {
        const a = cv.r(0, Math.PI * 2),
          rr = cv.r(0.3, 0.95)
        const x = ccx + Math.cos(a) * R * rr,
          y = ccy + Math.sin(a) * R * 0.8 * rr
        c2 += `M${f1(x)} ${f1(y)}a7 7 0 0 1 13 0`
      }
      back += strands(c2, 3, hi, 0.25)
    }
    const vol = big ? 36 : 24
    front += `<path d="${hairCap(g, vol, { hairline: 0.3, part: 0 })}" fill="${hc}"/>`
    let d = ''
    for (let i = 0; i <= 16; i++) {
      const a = Math.PI + (i / 16) * Math.PI
      const x = cx + Math.cos(a) * fw * 0.5,
        y = cy - fh * 0.12 + Math.sin(a) * (fh * 0.38 + vol * 0.8)
      const r = cv.r(14, 20)
      d += `M${f1(x - r)} ${f1(y)}a${f1(r)} ${f1(r)} 0 1 0 ${f1(2 * r)} 0a${f1(r)} ${f1(r)} 0 1 0 ${f1(-2 * r)} 0`
    }
    // hairline curls
    for (let i = 0; i <= 8; i++) {
      const x = cx - fw * 0.4 + (i * fw * 0.8) / 8,
        y = cy - fh * 0.3 + Math.abs(i - 4) * 3 - 2
      const r = cv.r(10, 14)
      d += `M${f1(x - r)} ${f1(y)}a${f1(r)} ${f1(r)} 0 1 0 ${f1(2 * r)} 0a${f1(r)} ${f1(r)} 0 1 0 ${f1(-2 * r)} 0`
    }
    front += `<path d="${d}" fill="${hc}"/>`
    let c3 = ''
    for (let i = 0; i < 26; i++) {
      const x = cx + cv.r(-0.42, 0.42) * fw,
        y = cv.r(top - vol * 0.7, cy - fh * 0.3)
      c3 += `M${f1(x)} ${f1(y)}a6 6 0 0 1 11 0`
    }
    front += strands(c3, 2.5, hi, 0.3)
  } else if (st === 'long' || st === 'bob' || st === 'wavylong') {
    const bob = st === 'bob'
    const endY = bob ? cy + fh * 0.5 : 640
    const wv = st === 'wavylong'
    back +=
      `<path d="M${f1(cx - fw * 0.56)} ${f1(cy - fh * 0.15)}C${f1(cx - fw * 0.68)} ${f1(cy - fh * 0.78)} ${f1(cx + fw * 0.68)} ${f1(cy - fh * 0.78)} ${f1(cx + fw * 0.56)} ${f1(cy - fh * 0.15)}` +
      `C${f1(cx + fw * (bob ? 0.64 : 0.62))} ${f1(cy + fh * 0.2)} ${f1(cx + fw * (bob ? 0.62 : 0.7))} ${f1(endY - 40)} ${f1(cx + fw * (bob ? 0.5 : 0.6))} ${f1(endY)}` +
      `L${f1(cx - fw * (bob ? 0.5 : 0.6))} ${f1(endY)}C${f1(cx - fw * (bob ? 0.62 : 0.7))} ${f1(endY - 40)} ${f1(cx - fw * (bob ? 0.64 : 0.62))} ${f1(cy + fh * 0.2)} ${f1(cx - fw * 0.56)} ${f1(cy - fh * 0.15)}Z" fill="${lo}"/>`
    // front: cap with parting and locks framing face
    const lock = (sx) => {
      const o = sx
      const bottom = bob ? cy + fh * 0.5 : endY + 10
      const outX = cx + o * fw * (bob ? 0.6 : 0.64),
        inX = cx + o * fw * 0.34
      const wave = wv ? 14 : 0
      return (
        `M${f1(cx + o * fw * 0.02)} ${f1(top - 22)}C${f1(cx + o * fw * 0.45)} ${f1(top - 24)} ${f1(cx + o * fw * 0.64)} ${f1(cy - fh * 0.3)} ${f1(cx + o * fw * 0.6)} ${f1(cy)}` +
        `C${f1(outX + o * wave)} ${f1(cy + fh * 0.3)} ${f1(outX - o * wave)} ${f1(bottom - 60)} ${f1(outX - o * 6)} ${f1(bottom)}` +
        `Q${f1(cx + o * fw * 0.47)} ${f1(bottom - 14)} ${f1(inX + o * 4)} ${f1(bottom - (bob ? 14 : 40))}` +
        `C${f1(inX + o * 10)} ${f1(cy + fh * 0.25)} ${f1(cx + o * fw * 0.47)} ${f1(cy - fh * 0.05)} ${f1(cx + o * fw * 0.4)} ${f1(cy - fh * 0.22)}` +
        `C${f1(cx + o * fw * 0.3)} ${f1(cy - fh * 0.33)} ${f1(cx + o * fw * 0.1)} ${f1(cy - fh * 0.36)} ${f1(cx + o * fw * 0.02)} ${f1(cy - fh * 0.4)}Z`
      )
    }
    const side = spec.part === 'side' ? 1 : 0
    front += `<path d="${hairCap(g, 22, { hairline: 0.36, part: 0, sideburn: -0.05 })}" fill="${hc}"/>`
    front += `<path d="${lock(1)}" fill="${hc}"/><path d="${lock(-1)}" fill="${hc}"/>`
    if (side || bob)
      front += `<path d="M${f1(cx - fw * 0.46)} ${f1(cy - fh * 0.16)}C${f1(cx - fw * 0.3)} ${f1(cy - fh * 0.34)} ${f1(cx + fw * 0.1)} ${f1(cy - fh * 0.3)} ${f1(cx + fw * 0.3)} ${f1(cy - fh * 0.25)}L${f1(cx + fw * 0.1)} ${f1(top - 10)}Z" fill="${hc}"/>`
    let d = ''
    for (const sx of [-1, 1])
      for (let i = 0; i < 4; i++) {
        const x = cx + sx * fw * (0.15 + i * 0.12)
        d += `M${f1(cx + sx * 6)} ${f1(top - 16)}Q${f1(x + sx * 20)} ${f1(top)} ${f1(cx + sx * fw * (0.5 + i * 0.03))} ${f1(cy + (bob ? fh * 0.2 : fh * 0.5 + i * 20))}`
      }
    front += strands(d, 3, hi, 0.4)
  } else if (st === 'bun' || st === 'ponytail') {
    if (st === 'bun')
      back += `<circle cx="${cx + 10}" cy="${f1(top - 28)}" r="${f1(fw * 0.22)}" fill="${hc}"/><path d="M${cx - 20} ${f1(top - 40)}a30 30 0 0 1 50 -6" stroke="${hi}" stroke-width="3" fill="none" opacity="0.5"/>`
    else
      back += `<path d="M${f1(cx + fw * 0.3)} ${f1(top + 20)}C${f1(cx + fw * 0.85)} ${f1(cy - fh * 0.2)} ${f1(cx + fw * 0.55)} ${f1(cy + fh * 0.4)} ${f1(cx + fw * 0.72)} ${f1(cy + fh * 0.85)}C${f1(cx + fw * 0.5)} ${f1(cy + fh * 0.7)} ${f1(cx + fw * 0.45)} ${f1(cy + fh * 0.2)} ${f1(cx + fw * 0.4)} ${f1(cy - fh * 0.05)}Z" fill="${lo}"/>`
    front += `<path d="${hairCap(g, 12, { hairline: 0.33, part: 0.05, sideburn: -0.02 })}" fill="${hc}"/>`
    let d = ''
    for (let i = 0; i < 6; i++) {
      const x = cx - fw * 0.35 + i * fw * 0.14
      d += `M${f1(x)} ${f1(cy - fh * 0.3)}Q${f1(x + 6)} ${f1(top)} ${f1(cx + 10)} ${f1(top - 10)}`
    }
    front += `<g clip-path="${cv.clip(hairCap(g, 12, { hairline: 0.33, part: 0.05, sideburn: -0.02 }))}">${strands(d, 2.5, hi, 0.45)}</g>`
  } else if (st === 'locs') {
    let d = ''
    for (let i = 0; i < 16; i++) {
      const a = Math.PI * (0.95 + (i / 15) * 1.1)
      const x = cx + Math.cos(a) * fw * 0.52,
        y = cy - fh * 0.1 + Math.sin(a) * fh * 0.45
      d += `M${f1(x)} ${f1(y)}Q${f1(x + Math.cos(a) * 18)} ${f1(cy + fh * 0.2)} ${f1(x + Math.cos(a) * 30)} ${f1(cy + fh * 0.45 + cv.r(-10, 20))}`
    }
    back += `<path d="${d}" stroke="${lo}" stroke-width="20" stroke-linecap="round" fill="none"/>`
    front += `<path d="${hairCap(g, 26, { hairline: 0.3, part: 0 })}" fill="${hc}"/>`
    let e = ''
    for (let i = 0; i < 9; i++) {
      const x = cx - fw * 0.4 + (i * fw * 0.8) / 8
      e += `M${f1(x)} ${f1(top - 18)}L${f1(x + 4)} ${f1(cy - fh * 0.3)}`
    }
    front += `<g clip-path="${cv.clip(hairCap(g, 26, { hairline: 0.3, part: 0 }))}">${strands(e, 5, hi, 0.35)}</g>`
    for (const sx of [-1, 1])
      front += `<path d="M${f1(cx + sx * fw * 0.45)} ${f1(cy - fh * 0.2)}Q${f1(cx + sx * fw * 0.58)} ${f1(cy + fh * 0.05)} ${f1(cx + sx * fw * 0.56)} ${f1(cy + fh * 0.3)}" stroke="${hc}" stroke-width="18" stroke-linecap="round" fill="none"/>`
  }
  return { back, front }
}

// ---------------------------------------------------------------- face features
function features(cv, g, spec) {
  const { cx, cy, fw, fh, f, ey, ex } = g
  const skin = spec.skin
  const dark = mix(skin, '#3a1c12', 0.42)
  const mid = mix(skin, '#5a2e1e', 0.2)
  const age = spec.age || 30
  let s = ''
  // blush
  s += `<ellipse cx="${f1(cx - fw * 0.27)}" cy="${f1(cy + fh * 0.17)}" rx="${f1(fw * 0.11)}" ry="${f1(fh * 0.05)}" fill="#E46D6D" opacity="${f ? 0.2 : 0.1}"/><ellipse cx="${f1(cx + fw * 0.27)}" cy="${f1(cy + fh * 0.17)}" rx="${f1(fw * 0.11)}" ry="${f1(fh * 0.05)}" fill="#E46D6D" opacity="${f ? 0.2 : 0.1}"/>`
  // eyes
  const eyeC = spec.eyes || '#4A3426'
  for (const sx of [-1, 1]) {
    const x = cx + sx * ex,
      y = ey
    const w = 17,
      ht = f ? 12 : 10.5,
      hb = 7
    const al = `M${f1(x - w)} ${f1(y)}Q${f1(x)} ${f1(y - ht * 1.25)} ${f1(x + w)} ${f1(y)}Q${f1(x)} ${f1(y + hb * 1.1)} ${f1(x - w)} ${f1(y)}Z`
    const cid = cv.clip(al)
    s += `<path d="${al}" fill="#FFFBF4"/><g clip-path="${cid}"><circle cx="${f1(x + sx * 0.5)}" cy="${f1(y - 1)}" r="9" fill="${eyeC}"/><circle cx="${f1(x + sx * 0.5)}" cy="${f1(y - 1)}" r="4.6" fill="#150f0c"/><circle cx="${f1(x + 3.5)}" cy="${f1(y - 4.5)}" r="2.6" fill="#fff"/><path d="M${f1(x - w)} ${f1(y - 12)}L${f1(x + w)} ${f1(y - 12)}L${f1(x + w)} ${f1(y - 3)}Q${f1(x)} ${f1(y - 11)} ${f1(x - w)} ${f1(y - 3)}Z" fill="${mid}" opacity="0.25"/></g>`
    s += `<path d="M${f1(x - w - 2)} ${f1(y + 1)}Q${f1(x)} ${f1(y - ht * 1.3)} ${f1(x + w + 1)} ${f1(y - 1)}" stroke="#2a1a14" stroke-width="${f ? 4 : 3.4}" fill="none" stroke-linecap="round"/>`
    if (f)
      s += `<path d="M${f1(x + sx * (w - 1))} ${f1(y - 2)}l${f1(sx * 7)} -5" stroke="#2a1a14" stroke-width="3" stroke-linecap="round"/>`
    s += `<path d="M${f1(x - w + 4)} ${f1(y + 7)}Q${f1(x)} ${f1(y + 12)} ${f1(x + w - 4)} ${f1(y + 6)}" stroke="${mid}" stroke-width="2.2" fill="none" stroke-linecap="round" opacity="0.7"/>`
    // brows
    const bc =
      spec.browColor || shade(spec.hairColor || HAIR.brown, spec.hairColor === HAIR.silver || spec.hairColor === HAIR.gray ? -0.15 : -0.1)
    const by = y - (f ? 32 : 29)
    s += `<path d="M${f1(x - sx * 21)} ${f1(by + 7)}Q${f1(x - sx * 4)} ${f1(by - (f ? 8 : 5))} ${f1(x + sx * 22)} ${f1(by + (f ? 3 : 2))}" stroke="${bc}" stroke-width="${f ? 5.5 : 8}" fill="none" stroke-linecap="round"/>`
    if (age >= 45)
      s += `<path d="M${f1(x + sx * 24)} ${f1(y - 2)}l${f1(sx * 9)} -4M${f1(x + sx * 24)} ${f1(y + 4)}l${f1(sx * 10)} 2" stroke="${dark}" stroke-width="1.8" opacity="0.45" stroke-linecap="round"/>`
  }
  // nose
  const ny = cy + fh * 0.2
  s += `<path d="M${f1(cx - 6)} ${f1(ey + 6)}C${f1(cx - 4)} ${f1(ny - 25)} ${f1(cx - 16)} ${f1(ny - 10)} ${f1(cx - 15)} ${f1(ny - 1)}C${f1(cx - 12)} ${f1(ny + 9)} ${f1(cx + 4)} ${f1(ny + 8)} ${f1(cx + 8)} ${f1(ny + 2)}L${f1(cx + 2)} ${f1(ny - 4)}Z" fill="${mid}" opacity="0.55"/>`
  s += `<path d="M${f1(cx - 15)} ${f1(ny)}C${f1(cx - 12)} ${f1(ny + 9)} ${f1(cx + 6)} ${f1(ny + 9)} ${f1(cx + 14)} ${f1(ny + 1)}" stroke="${dark}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.75"/>`
  s += `<ellipse cx="${f1(cx - 3)}" cy="${f1(ny - 8)}" rx="4" ry="6" fill="#fff" opacity="0.16"/>`
  // age lines
  if (age >= 40)
    s += `<path d="M${f1(cx - fw * 0.16)} ${f1(ny + 4)}Q${f1(cx - fw * 0.24)} ${f1(cy + fh * 0.3)} ${f1(cx - fw * 0.2)} ${f1(cy + fh * 0.36)}M${f1(cx + fw * 0.16)} ${f1(ny + 4)}Q${f1(cx + fw * 0.24)} ${f1(cy + fh * 0.3)} ${f1(cx + fw * 0.2)} ${f1(cy + fh * 0.36)}" stroke="${dark}" stroke-width="2.2" fill="none" opacity="${age >= 55 ? 0.45 : 0.28}" stroke-linecap="round"/>`
  if (age >= 55)
    s += `<path d="M${f1(cx - fw * 0.18)} ${f1(cy - fh * 0.26)}Q${cx} ${f1(cy - fh * 0.29)} ${f1(cx + fw * 0.18)} ${f1(cy - fh * 0.26)}M${f1(cx - fw * 0.14)} ${f1(cy - fh * 0.22)}Q${cx} ${f1(cy - fh * 0.245)} ${f1(cx + fw * 0.14)} ${f1(cy - fh * 0.22)}" stroke="${dark}" stroke-width="1.8" fill="none" opacity="0.3"/>`
  return s
}

function mouth(cv, g, spec) {
  const { cx, cy, fw, fh, f } = g
  const skin = spec.skin
  const my = cy + fh * 0.325,
    mw = fw * (f ? 0.16 : 0.17)
  const lip = spec.lip || mix(skin, '#B4524E', f ? 0.45 : 0.25)
  let s = ''
  if (spec.smile === 'closed') {
    s += `<path d="M${f1(cx - mw)} ${f1(my)}Q${cx} ${f1(my + mw * 0.55)} ${f1(cx + mw)} ${f1(my)}" stroke="${mix(skin, '#3a1c12', 0.55)}" stroke-width="4" fill="none" stroke-linecap="round"/>`
    s += `<path d="M${f1(cx - mw * 0.55)} ${f1(my + mw * 0.42)}Q${cx} ${f1(my + mw * 0.62)} ${f1(cx + mw * 0.55)} ${f1(my + mw * 0.42)}" stroke="${lip}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.6"/>`
  } else {
    const m = `M${f1(cx - mw)} ${f1(my)}Q${cx} ${f1(my + mw * 0.95)} ${f1(cx + mw)} ${f1(my)}Q${cx} ${f1(my + mw * 0.16)} ${f1(cx - mw)} ${f1(my)}Z`
    const cid = cv.clip(m)
    s += `<path d="${m}" fill="#5A2020"/><g clip-path="${cid}"><rect x="${f1(cx - mw)}" y="${f1(my - 6)}" width="${f1(mw * 2)}" height="${f1(mw * 0.42 + 6)}" fill="#FFFDF8"/><ellipse cx="${cx}" cy="${f1(my + mw * 0.8)}" rx="${f1(mw * 0.55)}" ry="${f1(mw * 0.28)}" fill="#C0605A"/></g>`
    s += `<path d="${m}" fill="none" stroke="${lip}" stroke-width="${f ? 4.5 : 3}" stroke-linejoin="round"/>`
    s += `<path d="M${f1(cx - mw - 4)} ${f1(my - 3)}q3 2 5 5M${f1(cx + mw + 4)} ${f1(my - 3)}q-3 2 -5 5" stroke="${mix(skin, '#3a1c12', 0.45)}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity="0.7"/>`
  }
  return s
}

function beard(cv, g, spec) {
  const { cx, cy, fw, fh } = g
  const b = spec.beard
  if (!b) return ''
  const c = spec.beardColor || spec.hairColor || HAIR.brown
  const mY = cy + fh * 0.3
  const full =
    `M${f1(cx - fw * 0.45)} ${f1(cy - fh * 0.02)}C${f1(cx - fw * 0.5)} ${f1(cy + fh * 0.22)} ${f1(cx - fw * 0.38)} ${f1(cy + fh * 0.48)} ${f1(cx)} ${f1(cy + fh * 0.6)}` +
    `C${f1(cx + fw * 0.38)} ${f1(cy + fh * 0.48)} ${f1(cx + fw * 0.5)} ${f1(cy + fh * 0.22)} ${f1(cx + fw * 0.45)} ${f1(cy - fh * 0.02)}` +
    `L${f1(cx + fw * 0.4)} ${f1(cy + fh * 0.03)}C${f1(cx + fw * 0.38)} ${f1(cy + fh * 0.18)} ${f1(cx + fw * 0.3)} ${f1(cy + fh * 0.22)} ${f1(cx + fw * 0.2)} ${f1(mY - 6)}` +
    `Q${f1(cx + fw * 0.08)} ${f1(cy + fh * 0.22)} ${cx} ${f1(cy + fh * 0.245)}Q${f1(cx - fw * 0.08)} ${f1(cy + fh * 0.22)} ${f1(cx - fw * 0.2)} ${f1(mY - 6)}` +
    `C${f1(cx - fw * 0.3)} ${f1(cy + fh * 0.22)} ${f1(cx - fw * 0.38)} ${f1(cy + fh * 0.18)} ${f1(cx - fw * 0.4)} ${f1(cy + fh * 0.03)}Z`
  const stache = `M${f1(cx - fw * 0.22)} ${f1(mY + 4)}Q${f1(cx - fw * 0.18)} ${f1(cy + fh * 0.23)} ${cx} ${f1(cy + fh * 0.235)}Q${f1(cx + fw * 0.18)} ${f1(cy + fh * 0.23)} ${f1(cx + fw * 0.22)} ${f1(mY + 4)}Q${f1(cx + fw * 0.1)} ${f1(mY - 4)} ${cx} ${f1(mY - 2)}Q${f1(cx - fw * 0.1)} ${f1(mY - 4)} ${f1(cx - fw * 0.22)} ${f1(mY + 4)}Z`
  const goatee =
    stache +
    `M${f1(cx - fw * 0.16)} ${f1(mY + 16)}Q${cx} ${f1(mY + 8)} ${f1(cx + fw * 0.16)} ${f1(mY + 16)}Q${f1(cx + fw * 0.15)} ${f1(cy + fh * 0.52)} ${cx} ${f1(cy + fh * 0.55)}Q${f1(cx - fw * 0.15)} ${f1(cy + fh * 0.52)} ${f1(cx - fw * 0.16)} ${f1(mY + 16)}Z`
  let s = ''
  if (b === 'full') {
    s += `<path d="${full}" fill="${c}"/><path d="${stache}" fill="${c}"/>`
    let d = ''
    for (let i = 0; i < 30; i++) {
      const a = cv.r(0.15, 0.85) * Math.PI
      const r = cv.r(0.25, 0.5)
      const x = cx + Math.cos(a) * fw * r,
        y = cy + fh * 0.2 + Math.sin(a) * fh * 0.32
      d += `M${f1(x)} ${f1(y)}l${f1(cv.r(-3, 3))} 9`
    }
    s += `<path d="${d}" stroke="${shade(c, 0.2)}" stroke-width="2.5" stroke-linecap="round" opacity="0.5"/>`
  } else if (b === 'stubble') s += `<path d="${full}" fill="${c}" opacity="0.22"/><path d="${stache}" fill="${c}" opacity="0.28"/>`
  else if (b === 'goatee') s += `<path d="${goatee}" fill="${c}"/>`
  else if (b === 'moustache') s += `<path d="${stache}" fill="${c}"/>`
  return s
}

function glasses(g, spec) {
  if (!spec.glasses) return ''
  const { cx, ey, ex, fw } = g
  const c = spec.glasses === true ? '#2B2623' : spec.glasses
  let s = ''
  const round = spec.glassesShape === 'round'
  for (const sx of [-1, 1]) {
    const x = cx + sx * ex
    s += round
      ? `<circle cx="${f1(x)}" cy="${f1(ey)}" r="29" fill="#fff" fill-opacity="0.1" stroke="${c}" stroke-width="5"/>`
      : `<rect x="${f1(x - 32)}" y="${f1(ey - 23)}" width="64" height="44" rx="13" fill="#fff" fill-opacity="0.1" stroke="${c}" stroke-width="5"/>`
    s += `<path d="M${f1(x + sx * 32)} ${f1(ey - 8)}L${f1(cx + sx * fw * 0.49)} ${f1(ey - 4)}" stroke="${c}" stroke-width="5"/>`
    s += `<path d="M${f1(x - 18)} ${f1(ey - 12)}l10 -6" stroke="#fff" stroke-width="3" opacity="0.45" stroke-linecap="round"/>`
  }
  s += `<path d="M${f1(cx - ex + 30)} ${f1(ey - 6)}Q${cx} ${f1(ey - 16)} ${f1(cx + ex - 30)} ${f1(ey - 6)}" stroke="${c}" stroke-width="4.5" fill="none"/>`
  return s
}

// ---------------------------------------------------------------- clothing
function logoMark(x, y, k = 1) {
  return `<g transform="translate(${f1(x)} ${f1(y)}) scale(${k})"><path d="M-17 4L0 -11L17 4" stroke="${P.copper}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M-10 2V12H10V2" stroke="${P.copper}" stroke-width="3.5" fill="none" stroke-linejoin="round"/><rect x="-3" y="4" width="6" height="8" fill="${P.copper}"/></g>`
}

function torso(cv, g, spec) {
  const { cx, fw } = g
  const o = spec.outfit || 'polo'
  const col = spec.shirt || (o === 'polo' ? P.navy2 : '#6C8FB0')
  const skin = spec.skin
  const f = g.f
  const sw = f ? 230 : 255
  const body = `M${cx - sw} 800C${cx - sw} 665 ${cx - sw + 30} 612 ${cx - sw + 105} 592L${f1(cx - fw * 0.36)} 566L${f1(cx + fw * 0.36)} 566L${cx + sw - 105} 592C${cx + sw - 30} 612 ${cx + sw} 665 ${cx + sw} 800Z`
  let s = `<path d="${body}" fill="${col}"/>`
  s += `<path d="${body}" fill="${cv.lin(
    [
      [0, '#000', 0.22],
      [0.25, '#000', 0],
      [0.75, '#000', 0],
      [1, '#000', 0.28],
    ],
    0,
    0,
    1,
    0,
  )}"/>`
  s += `<path d="M${cx - sw + 70} 750C${cx - sw + 72} 700 ${cx - sw + 80} 660 ${cx - sw + 95} 640M${cx + sw - 70} 750C${cx + sw - 72} 700 ${cx + sw - 80} 660 ${cx + sw - 95} 640" stroke="${shade(col, -0.3)}" stroke-width="4" fill="none" opacity="0.5" stroke-linecap="round"/>`
  const neckW = fw * 0.3
  if (o === 'polo') {
    const cc = shade(col, 0.08)
    // V opening
    s += `<path d="M${f1(cx - neckW + 2)} 556L${f1(cx - neckW + 4)} 568L${cx} 648L${f1(cx + neckW - 4)} 568L${f1(cx + neckW - 2)} 556Z" fill="${mix(skin, '#5a2e1e', 0.1)}"/>`
    s += `<path d="M${f1(cx - neckW + 4)} 568L${cx} 648L${f1(cx + neckW - 4)} 568L${cx} 600Z" fill="${mix(skin, '#3a1c12', 0.3)}" opacity="0.35"/>`
    // placket
    s += `<path d="M${cx - 14} 640H${cx + 14}V712H${cx - 14}Z" fill="${shade(col, -0.06)}"/><path d="M${cx - 14} 640V712M${cx + 14} 640V712" stroke="${shade(col, -0.3)}" stroke-width="2"/>`
    s += `<circle cx="${cx}" cy="662" r="4.5" fill="#E9E4DA"/><circle cx="${cx}" cy="690" r="4.5" fill="#E9E4DA"/>`
    // collar flaps
    for (const sx of [-1, 1]) {
      const d = `M${f1(cx + sx * (neckW + 8))} 560L${f1(cx + sx * (neckW + 46))} 606L${f1(cx + sx * 36)} 660L${f1(cx + sx * 4)} 648L${f1(cx + sx * (neckW - 6))} 572Z`
      s += `<path d="${d}" fill="${cc}" stroke="${shade(col, -0.35)}" stroke-width="2" stroke-linejoin="round"/>`
      s += `<path d="M${f1(cx + sx * (neckW + 42))} 606L${f1(cx + sx * 34)} 655" stroke="${P.copper}" stroke-width="3" opacity="0.9"/>`
    }
    s += logoMark(cx + (f ? 105 : 118), 668, 1.05)
  } else if (o === 'tee') {
    s += `<path d="M${f1(cx - neckW - 6)} 566Q${cx} 618 ${f1(cx + neckW + 6)} 566Z" fill="${mix(skin, '#5a2e1e', 0.15)}"/><path d="M${f1(cx - neckW - 8)} 566Q${cx} 622 ${f1(cx + neckW + 8)} 566" stroke="${shade(col, -0.2)}" stroke-width="7" fill="none"/>`
  } else if (o === 'sweater' || o === 'cardigan') {
    s += `<path d="M${f1(cx - neckW - 4)} 566L${cx} 640L${f1(cx + neckW + 4)} 566Z" fill="${spec.under || '#F1EEE8'}"/>`
    s += `<path d="M${f1(cx - neckW + 2)} 566L${cx} 612L${f1(cx + neckW - 2)} 566Z" fill="${mix(skin, '#5a2e1e', 0.15)}"/>`
    s += `<path d="M${f1(cx - neckW - 4)} 562L${f1(cx - 8)} 608L${f1(cx - 30)} 618ZM${f1(cx + neckW + 4)} 562L${f1(cx + 8)} 608L${f1(cx + 30)} 618Z" fill="${spec.under || '#F1EEE8'}" stroke="${shade(spec.under || '#F1EEE8', -0.2)}" stroke-width="2"/>`
    s += `<path d="M${f1(cx - neckW - 12)} 566L${cx} 650L${f1(cx + neckW + 12)} 566" stroke="${shade(col, -0.15)}" stroke-width="9" fill="none"/>`
  } else if (o === 'blouse') {
    s += `<path d="M${f1(cx - neckW - 6)} 566L${cx} 636L${f1(cx + neckW + 6)} 566Z" fill="${mix(skin, '#5a2e1e', 0.15)}"/><path d="M${f1(cx - neckW - 6)} 566L${cx} 636L${f1(cx + neckW + 6)} 566" stroke="${shade(col, -0.15)}" stroke-width="5" fill="none"/>`
    if (spec.necklace)
      s += `<path d="M${f1(cx - neckW + 4)} 572Q${cx} 626 ${f1(cx + neckW - 4)} 572" stroke="${P.copperLight}" stroke-width="2.5" fill="none"/><circle cx="${cx}" cy="606" r="5" fill="${P.copperLight}"/>`
  }
  return s
}

// ---------------------------------------------------------------- head parts
export function headParts(cv, spec) {
  const g = geo(spec)
  const { cx, cy, fw, fh } = g
  const skin = spec.skin
  const hair = hairParts(cv, g, spec)
  const fp = facePath(g, spec)
  let neck = `<path d="M${f1(cx - fw * 0.28)} ${f1(cy + fh * 0.22)}L${f1(cx - fw * 0.3)} 600L${f1(cx + fw * 0.3)} 600L${f1(cx + fw * 0.28)} ${f1(cy + fh * 0.22)}Z" fill="${mix(skin, '#5a2e1e', 0.1)}"/>`
  neck += `<path d="M${f1(cx - fw * 0.3)} ${f1(cy + fh * 0.34)}Q${cx} ${f1(cy + fh * 0.7)} ${f1(cx + fw * 0.3)} ${f1(cy + fh * 0.34)}L${f1(cx + fw * 0.3)} ${f1(cy + fh * 0.3)}L${f1(cx - fw * 0.3)} ${f1(cy + fh * 0.3)}Z" fill="${mix(skin, '#3a1c12', 0.3)}" opacity="0.55"/>`
  let ears = ''
  for (const sx of [-1, 1]) {
    const x = cx + sx * fw * 0.48,
      y = cy + fh * 0.04
    ears += `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(fw * 0.075)}" ry="${f1(fh * 0.085)}" fill="${mix(skin, '#5a2e1e', 0.08)}"/><path d="M${f1(x + sx * 2)} ${f1(y - fh * 0.05)}q${f1(sx * 8)} 8 ${f1(sx * 2)} ${f1(fh * 0.09)}" stroke="${mix(skin, '#3a1c12', 0.35)}" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.7"/>`
    if (spec.earrings) ears += `<circle cx="${f1(x + sx * 2)}" cy="${f1(y + fh * 0.08)}" r="5" fill="${P.copperLight}"/>`
  }
  const cid = cv.clip(fp)
  let face = `<path d="${fp}" fill="${skin}"/>`
  face +=
    `<g clip-path="${cid}"><ellipse cx="${f1(cx + fw * 0.62)}" cy="${f1(cy + fh * 0.05)}" rx="${f1(fw * 0.28)}" ry="${f1(fh * 0.62)}" fill="${mix(skin, '#5a2e1e', 0.35)}" opacity="0.28"/><ellipse cx="${f1(cx - fw * 0.18)}" cy="${f1(cy - fh * 0.25)}" rx="${f1(fw * 0.2)}" ry="${f1(fh * 0.12)}" fill="#fff" opacity="${SKIN.indexOf(skin) >= 5 ? 0.04 : 0.09}"/>` +
    (spec.freckles
      ? (() => {
          let d = ''
          for (let i = 0; i < 26; i++) {
            const x = cx + cv.r(-0.32, 0.32) * fw,
              y = cy + fh * cv.r(0.08, 0.2)
            d += `M${f1(x)} ${f1(y)}h0.1`
          }
          return `<path d="${d}" stroke="${mix(skin, '#7a3a1e', 0.5)}" stroke-width="3.2" stroke-linecap="round" opacity="0.55"/>`
        })()
      : '') +
    `</g>`
  face += features(cv, g, spec) + beard(cv, g, spec) + mouth(cv, g, spec)
  return { g, back: hair.back, neck, ears, face, front: glasses(g, spec) + hair.front, hairFront: hair.front, glasses: glasses(g, spec) }
}

/** Full portrait bust SVG (600x750 frame). */
export function bust(cv, spec) {
  const H = headParts(cv, spec)
  // body below the head, hair back first
  const { cx, fw } = H.g
  const col = spec.shirt || P.navy2
  const neckW = fw * 0.3
  const collarBack =
    (spec.outfit || 'polo') === 'polo'
      ? `<path d="M${f1(cx - neckW - 16)} 585Q${cx} 535 ${f1(cx + neckW + 16)} 585L${f1(cx + neckW + 4)} 590Q${cx} 552 ${f1(cx - neckW - 4)} 590Z" fill="${shade(col, -0.3)}"/>`
      : ''
  return (
    H.back +
    `<g transform="translate(0 -48)">${collarBack}</g>` +
    H.neck +
    `<g transform="translate(0 -48)">${torso(cv, H.g, spec)}</g>` +
    H.ears +
    H.face +
    H.glasses +
    H.hairFront
  )
}

export function portraitSVG(spec, w = 600, h = 750, view) {
  const cv = new Canvas(w, h, spec.seed || 'p')
  const bg = spec.bg || '#F1E6D6'
  const vb = view || [0, 0, 600, 750]
  cv.add(`<g transform="scale(${w / vb[2]} ${h / vb[3]}) translate(${-vb[0]} ${-vb[1]})">`)
  cv.add(
    `<rect x="-200" y="-200" width="1000" height="1200" fill="${cv.rad(
      [
        [0, shade(bg, 0.35)],
        [0.6, bg],
        [1, shade(bg, -0.1)],
      ],
      300,
      300,
      520,
      true,
    )}"/>`,
  )
  cv.add(`<circle cx="300" cy="330" r="250" fill="${shade(bg, 0.25)}" opacity="0.5"/>`)
  cv.add(`<path d="M80 760Q300 470 520 760Z" fill="${shade(bg, -0.18)}" opacity="0.35" transform="translate(24 0)"/>`)
  cv.add(
    `<g transform="translate(300 ${spec.avatar ? 300 : 322}) scale(${spec.avatar ? 1.1 : 1.2}) translate(-300 -290)">${bust(cv, spec)}</g>`,
  )
  cv.add('</g>')
  return cv.svg()
}

// ---------------------------------------------------------------- full body figures
const POSES = {
  stand: {
    hipY: 0.95,
    sh: [
      [-0.2, 1.43],
      [0.2, 1.43],
    ],
    el: [
      [-0.25, 1.16],
      [0.25, 1.16],
    ],
    ha: [
      [-0.27, 0.9],
      [0.27, 0.9],
    ],
    kn: [
      [-0.1, 0.5],
      [0.1, 0.5],
    ],
    ft: [
      [-0.12, 0.03],
      [0.12, 0.03],
    ],
    head: [0, 1.62],
  },
  wave: {
    hipY: 0.95,
    sh: [
      [-0.2, 1.43],
      [0.2, 1.43],
    ],
    el: [
      [-0.25, 1.16],
      [0.38, 1.5],
    ],
    ha: [
      [-0.27, 0.9],
      [0.42, 1.8],
    ],
    kn: [
      [-0.1, 0.5],
      [0.1, 0.5],
    ],
    ft: [
      [-0.12, 0.03],
      [0.12, 0.03],
    ],
    head: [0, 1.62],
  },
  wave2: {
    hipY: 0.95,
    sh: [
      [-0.2, 1.43],
      [0.2, 1.43],
    ],
    el: [
      [-0.38, 1.5],
      [0.25, 1.16],
    ],
    ha: [
      [-0.42, 1.8],
      [0.27, 0.9],
    ],
    kn: [
      [-0.1, 0.5],
      [0.1, 0.5],
    ],
    ft: [
      [-0.12, 0.03],
      [0.12, 0.03],
    ],
    head: [0, 1.62],
  },
  point: {
    hipY: 0.95,
    sh: [
      [-0.2, 1.43],
      [0.2, 1.43],
    ],
    el: [
      [-0.25, 1.16],
      [0.42, 1.38],
    ],
    ha: [
      [-0.27, 0.9],
      [0.66, 1.46],
    ],
    kn: [
      [-0.1, 0.5],
      [0.1, 0.5],
    ],
    ft: [
      [-0.12, 0.03],
      [0.12, 0.03],
    ],
    head: [0.02, 1.62],
  },
  tablet: {
    hipY: 0.95,
    sh: [
      [-0.2, 1.43],
      [0.2, 1.43],
    ],
    el: [
      [-0.24, 1.14],
      [0.24, 1.14],
    ],
    ha: [
      [-0.1, 1.2],
      [0.1, 1.2],
    ],
    kn: [
      [-0.1, 0.5],
      [0.1, 0.5],
    ],
    ft: [
      [-0.12, 0.03],
      [0.12, 0.03],
    ],
    head: [0, 1.61],
    tablet: true,
  },
  arms: {
    hipY: 0.95,
    sh: [
      [-0.2, 1.43],
      [0.2, 1.43],
    ],
    el: [
      [-0.3, 1.2],
      [0.3, 1.2],
    ],
    ha: [
      [0.06, 1.25],
      [-0.06, 1.22],
    ],
    kn: [
      [-0.1, 0.5],
      [0.1, 0.5],
    ],
    ft: [
      [-0.13, 0.03],
      [0.13, 0.03],
    ],
    head: [0, 1.62],
  },
  hip: {
    hipY: 0.95,
    sh: [
      [-0.2, 1.43],
      [0.2, 1.43],
    ],
    el: [
      [-0.36, 1.18],
      [0.25, 1.16],
    ],
    ha: [
      [-0.2, 0.98],
      [0.27, 0.9],
    ],
    kn: [
      [-0.1, 0.5],
      [0.1, 0.5],
    ],
    ft: [
      [-0.12, 0.03],
      [0.12, 0.03],
    ],
    head: [0, 1.62],
  },
  kneel: {
    side: true,
    hipY: 0.55,
    sh: [
      [0.12, 1.02],
      [0.16, 1.02],
    ],
    el: [
      [0.3, 0.78],
      [0.34, 0.8],
    ],
    ha: [
      [0.48, 0.58],
      [0.52, 0.6],
    ],
    kn: [
      [0.34, 0.55],
      [-0.02, 0.06],
    ],
    ft: [
      [0.36, 0.03],
      [-0.42, 0.03],
    ],
    head: [0.24, 1.27],
    tool: 'nailgun',
  },
  crouch: {
    side: true,
    hipY: 0.5,
    sh: [
      [0.18, 0.98],
      [0.22, 0.98],
    ],
    el: [
      [0.36, 0.72],
      [0.4, 0.74],
    ],
    ha: [
      [0.55, 0.5],
      [0.6, 0.52],
    ],
    kn: [
      [0.3, 0.62],
      [0.26, 0.58],
    ],
    ft: [
      [0.18, 0.03],
      [-0.08, 0.03],
    ],
    head: [0.32, 1.22],
    tool: 'hammer',
  },
  carry: {
    hipY: 0.95,
    sh: [
      [-0.2, 1.43],
      [0.2, 1.43],
    ],
    el: [
      [-0.25, 1.16],
      [0.32, 1.55],
    ],
    ha: [
      [-0.27, 0.9],
      [0.18, 1.68],
    ],
    kn: [
      [-0.12, 0.5],
      [0.14, 0.52],
    ],
    ft: [
      [-0.2, 0.03],
      [0.2, 0.03],
    ],
    head: [-0.03, 1.62],
    bundle: true,
  },
  walk: {
    side: true,
    hipY: 0.93,
    sh: [
      [0.02, 1.43],
      [0.06, 1.43],
    ],
    el: [
      [-0.12, 1.18],
      [0.2, 1.18],
    ],
    ha: [
      [-0.2, 0.95],
      [0.3, 0.98],
    ],
    kn: [
      [-0.1, 0.5],
      [0.18, 0.52],
    ],
    ft: [
      [-0.3, 0.03],
      [0.3, 0.03],
    ],
    head: [0.06, 1.62],
  },
  reach: {
    side: true,
    hipY: 0.6,
    sh: [
      [0.2, 1.05],
      [0.24, 1.05],
    ],
    el: [
      [0.42, 1.0],
      [0.46, 1.02],
    ],
    ha: [
      [0.66, 0.9],
      [0.7, 0.92],
    ],
    kn: [
      [0.36, 0.6],
      [0.0, 0.05],
    ],
    ft: [
      [0.38, 0.03],
      [-0.38, 0.03],
    ],
    head: [0.34, 1.29],
  },
}

/**
 * Full body person. (x,y) = feet centre on screen; s = px per metre.
 * o: pose, dir (1 right, -1 left), shirt, pants, skin, hat ('hard'|'cap'|null), hatColor,
 *    vest, harness, spec (portrait spec for detailed head), child scale etc.
 */
export function person(cv, x, y, s, o = {}) {
  const pose = POSES[o.pose || 'stand']
  const dir = o.dir || 1
  const k = o.scale || 1
  const S = s * k
  const X = (px) => x + dir * px * S,
    Y = (py) => y - py * S
  const skin = o.skin || SKIN[1]
  const shirt = o.shirt || P.navy2
  const pants = o.pants || '#394A5F'
  const boots = o.boots || '#3B2A20'
  const back = (c) => shade(c, -0.18)
  const lw = (m) => f1(Math.max(1, m * S))
  const hip = [0, pose.hipY]
  const sc = [(pose.sh[0][0] + pose.sh[1][0]) / 2, pose.sh[0][1]]
  let out = ''
  const limb = (pts, c, w) =>
    `<path d="M${pts.map((p) => `${f1(X(p[0]))} ${f1(Y(p[1]))}`).join('L')}" stroke="${c}" stroke-width="${lw(w)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  const hipL = [hip[0] - (pose.side ? 0 : 0.09), hip[1]],
    hipR = [hip[0] + (pose.side ? 0.02 : 0.09), hip[1]]
  // shadow
  out += `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(0.38 * S)}" ry="${f1(0.07 * S)}" fill="#0a1220" opacity="0.25"/>`
  const detailed = S > 85 && o.spec
  const headR = 0.118
  const hc = pose.head
  // back hair for detailed
  const headScale = ((o.headK || 1.1) * 0.27 * S) / 278
  const headTf = `translate(${f1(X(hc[0]) - 300 * headScale)} ${f1(Y(hc[1]) - 300 * headScale)}) scale(${f1(headScale * 1000) / 1000})`
  let H = null
  if (detailed) {
    H = headParts(cv, Object.assign({}, o.spec, { skin }))
    out += `<g transform="${headTf}">${H.back}</g>`
  }
  // far limbs
  out += limb([hipR, pose.kn[1], pose.ft[1]], back(pants), 0.155)
  out += `<ellipse cx="${f1(X(pose.ft[1][0] + 0.05))}" cy="${f1(Y(0.04))}" rx="${lw(0.14)}" ry="${lw(0.065)}" fill="${shade(boots, -0.2)}"/>`
  if (pose.side)
    out +=
      limb([pose.sh[0], pose.el[0], pose.ha[0]], back(o.sleeves === 'long' ? shirt : skin), 0.1) +
      (o.sleeves === 'long' ? '' : limb([pose.sh[0], lerpP(pose.sh[0], pose.el[0], 0.55)], back(shirt), 0.115))
  // torso
  const shL = pose.sh[0],
    shR = pose.sh[1]
  const tw = pose.side ? 0.2 : 0.2
  const torsoPts = pose.side
    ? [
        [sc[0] - 0.13, sc[1] + 0.02],
        [sc[0] + 0.13, sc[1] + 0.02],
        [hip[0] + 0.14, hip[1] - 0.02],
        [hip[0] - 0.12, hip[1] - 0.02],
      ]
    : [
        [shL[0] - 0.02, shL[1]],
        [shR[0] + 0.02, shR[1]],
        [hipR[0] + 0.08, hip[1] - 0.03],
        [hipL[0] - 0.08, hip[1] - 0.03],
      ]
  void tw
  // legs near
  const legW = S > 90 ? 0.14 : 0.16
  out += limb([hipL, pose.kn[0], pose.ft[0]], pants, legW)
  if (!pose.side) out += limb([hipR, pose.kn[1], pose.ft[1]], pants, legW)
  out += `<ellipse cx="${f1(X(pose.ft[0][0] + (pose.side ? 0.06 : 0)))}" cy="${f1(Y(0.04))}" rx="${lw(0.14)}" ry="${lw(0.07)}" fill="${boots}"/>`
  if (!pose.side) out += `<ellipse cx="${f1(X(pose.ft[1][0]))}" cy="${f1(Y(0.04))}" rx="${lw(0.14)}" ry="${lw(0.07)}" fill="${boots}"/>`
  // hips/belt
  if (!pose.side) {
    const fw = o.female ? 0.9 : 1
    const P2 = (x, y2) => `${f1(X(x * fw))} ${f1(Y(y2))}`
    const hy = hip[1]
    out += `<path d="M${P2(-0.165, hy - 0.02)}L${P2(0.165, hy - 0.02)}L${P2(0.12, hy - 0.2)}L${P2(-0.12, hy - 0.2)}Z" fill="${pants}"/>`
    const tp = `M${P2(-0.1, 1.475)}Q${P2(-0.215, 1.475)} ${P2(-0.235, 1.39)}L${P2(-0.205, 1.12)}Q${P2(-0.185, hy + 0.02)} ${P2(-0.18, hy - 0.04)}L${P2(0.18, hy - 0.04)}Q${P2(0.185, hy + 0.02)} ${P2(0.205, 1.12)}L${P2(0.235, 1.39)}Q${P2(0.215, 1.475)} ${P2(0.1, 1.475)}Z`
    out += `<path d="${tp}" fill="${shirt}"/>`
    if (S > 90)
      out += `<path d="${tp}" fill="${cv.lin(
        [
          [0, '#000', 0.18],
          [0.3, '#000', 0],
          [0.75, '#000', 0],
          [1, '#000', 0.22],
        ],
        0,
        0,
        1,
        0,
      )}"/>`
    if (S > 110 && o.polo) {
      const cc = shade(shirt, 0.12)
      out += `<path d="M${P2(-0.07, 1.475)}L${P2(0, 1.39)}L${P2(0.07, 1.475)}Z" fill="${mix(skin, '#5a2e1e', 0.15)}"/>`
      out += `<path d="M${P2(-0.08, 1.48)}L${P2(-0.115, 1.43)}L${P2(-0.02, 1.37)}L${P2(0, 1.39)}ZM${P2(0.08, 1.48)}L${P2(0.115, 1.43)}L${P2(0.02, 1.37)}L${P2(0, 1.39)}Z" fill="${cc}" stroke="${shirt === P.navy2 ? P.copper : shade(shirt, -0.25)}" stroke-width="${lw(0.006)}"/>`
      out += `<path d="M${P2(0, 1.39)}L${P2(0, 1.27)}" stroke="${shade(shirt, -0.3)}" stroke-width="${lw(0.008)}"/>`
    } else if (S > 110 && !o.vest) {
      out += `<path d="M${P2(-0.075, 1.475)}Q${P2(0, 1.4)} ${P2(0.075, 1.475)}Z" fill="${mix(skin, '#5a2e1e', 0.15)}"/>`
    }
  } else
    out += `<path d="M${torsoPts.map((p) => `${f1(X(p[0]))} ${f1(Y(p[1]))}`).join('L')}Z" fill="${shirt}" stroke="${shirt}" stroke-width="${lw(0.1)}" stroke-linejoin="round"/>`
  if (pose.side || S <= 90)
    out += `<path d="M${f1(X(torsoPts[3][0]))} ${f1(Y(hip[1] + 0.02))}L${f1(X(torsoPts[2][0]))} ${f1(Y(hip[1] + 0.02))}" stroke="${shade(pants, -0.35)}" stroke-width="${lw(0.05)}"/>`
  if (o.vest) {
    const vc = o.vest === true ? '#F08A2C' : o.vest
    const vp = torsoPts.map((p, i) => [p[0] + (i < 2 ? (i ? -0.01 : 0.01) : 0), p[1] + (i < 2 ? -0.02 : 0.1)])
    out += `<path d="M${vp.map((p) => `${f1(X(p[0]))} ${f1(Y(p[1]))}`).join('L')}Z" fill="${vc}"/>`
    const yA = hip[1] + 0.22,
      yB = hip[1] + 0.3
    out += `<path d="M${f1(X(vp[3][0] + 0.01))} ${f1(Y(yA))}L${f1(X(vp[2][0] - 0.01))} ${f1(Y(yA))}" stroke="#E8ECEF" stroke-width="${lw(0.035)}"/>`
    if (!pose.side)
      out += `<path d="M${f1(X(-0.01))} ${f1(Y(sc[1] - 0.02))}L${f1(X(-0.01))} ${f1(Y(hip[1] + 0.1))}" stroke="${shade(vc, -0.25)}" stroke-width="${lw(0.02)}"/><path d="M${f1(X(vp[3][0] + 0.01))} ${f1(Y(yB + 0.18))}L${f1(X(vp[2][0] - 0.01))} ${f1(Y(yB + 0.18))}" stroke="#E8ECEF" stroke-width="${lw(0.035)}"/>`
    void yB
  } else if (S > 40 && !pose.side && o.logo !== false && shirt === P.navy2) {
    out += logoMarkSmall(X(0.1), Y(1.33), S)
  }
  if (o.harness) {
    const hc2 = o.harness === true ? '#1F2937' : o.harness
    const d = pose.side
      ? `M${f1(X(sc[0] - 0.05))} ${f1(Y(sc[1]))}L${f1(X(hip[0] - 0.04))} ${f1(Y(hip[1] + 0.08))}M${f1(X(torsoPts[3][0]))} ${f1(Y(hip[1] + 0.08))}L${f1(X(torsoPts[2][0]))} ${f1(Y(hip[1] + 0.08))}`
      : `M${f1(X(-0.1))} ${f1(Y(sc[1]))}L${f1(X(-0.08))} ${f1(Y(hip[1] + 0.06))}M${f1(X(0.1))} ${f1(Y(sc[1]))}L${f1(X(0.08))} ${f1(Y(hip[1] + 0.06))}M${f1(X(-0.2))} ${f1(Y(hip[1] + 0.07))}L${f1(X(0.2))} ${f1(Y(hip[1] + 0.07))}M${f1(X(-0.09))} ${f1(Y(1.22))}L${f1(X(0.09))} ${f1(Y(1.22))}`
    out += `<path d="${d}" stroke="${hc2}" stroke-width="${lw(0.04)}" fill="none"/>`
    if (o.rope)
      out += `<path d="M${f1(X(sc[0] - 0.05))} ${f1(Y(sc[1] - 0.05))}Q${f1((X(sc[0]) + o.rope[0]) / 2)} ${f1(Math.max(Y(sc[1]), o.rope[1]) + 10)} ${f1(o.rope[0])} ${f1(o.rope[1])}" stroke="${P.copper}" stroke-width="${lw(0.02)}" fill="none"/>`
  }
  // tablet / tool
  if (pose.tablet)
    out += `<path d="M${f1(X(-0.16))} ${f1(Y(1.32))}L${f1(X(0.16))} ${f1(Y(1.32))}L${f1(X(0.15))} ${f1(Y(1.12))}L${f1(X(-0.15))} ${f1(Y(1.12))}Z" fill="#222831"/><path d="M${f1(X(-0.13))} ${f1(Y(1.3))}L${f1(X(0.13))} ${f1(Y(1.3))}L${f1(X(0.12))} ${f1(Y(1.14))}L${f1(X(-0.12))} ${f1(Y(1.14))}Z" fill="#7FB3D5"/>`
  if (pose.bundle)
    out += `<path d="M${f1(X(-0.05))} ${f1(Y(1.5))}L${f1(X(0.55))} ${f1(Y(1.62))}L${f1(X(0.55))} ${f1(Y(1.78))}L${f1(X(-0.05))} ${f1(Y(1.66))}Z" fill="#4A4E55"/><path d="M${f1(X(0.2))} ${f1(Y(1.56))}L${f1(X(0.2))} ${f1(Y(1.72))}" stroke="${P.copper}" stroke-width="${lw(0.03)}"/>`
  // near arm
  const armCol = o.sleeves === 'long' ? shirt : skin
  const ai = pose.side ? 1 : 0
  if (!pose.side) {
    out += limb([shL, pose.el[0], pose.ha[0]], armCol, 0.1)
    if (o.sleeves !== 'long') out += limb([lerpP(shL, pose.el[0], 0.12), lerpP(shL, pose.el[0], 0.55)], shirt, 0.12)
  }
  out += limb([pose.sh[ai + (pose.side ? 0 : 1) - (pose.side ? 1 : 0)] || shR, pose.el[1], pose.ha[1]], armCol, 0.1)
  if (o.sleeves !== 'long')
    out += limb([lerpP(pose.sh[1], pose.el[1], pose.side ? 0 : 0.12), lerpP(pose.sh[1], pose.el[1], 0.55)], shirt, 0.12)
  const gloves = o.gloves ? (o.gloves === true ? '#C9A15A' : o.gloves) : skin
  for (const i of pose.side ? [1] : [0, 1])
    out += `<circle cx="${f1(X(pose.ha[i][0]))}" cy="${f1(Y(pose.ha[i][1]))}" r="${lw(0.055)}" fill="${gloves}"/>`
  if (pose.tool === 'nailgun' || o.tool === 'nailgun') {
    const hx = X(pose.ha[1][0]),
      hy = Y(pose.ha[1][1])
    out += `<path d="M${f1(hx - dir * 0.05 * S)} ${f1(hy - 0.06 * S)}h${f1(dir * 0.3 * S)}v${f1(0.09 * S)}h${f1(-dir * 0.3 * S)}Z" fill="${P.copper}"/><path d="M${f1(hx + dir * 0.2 * S)} ${f1(hy + 0.03 * S)}v${f1(0.1 * S)}" stroke="#333" stroke-width="${lw(0.05)}"/><path d="M${f1(hx - dir * 0.03 * S)} ${f1(hy)}v${f1(0.14 * S)}" stroke="#2d2d2d" stroke-width="${lw(0.04)}"/>`
  }
  if (pose.tool === 'hammer' && o.tool !== 'none') {
    const hx = X(pose.ha[1][0]),
      hy = Y(pose.ha[1][1])
    out += `<path d="M${f1(hx)} ${f1(hy)}l${f1(dir * 0.06 * S)} ${f1(-0.25 * S)}" stroke="#8A5A34" stroke-width="${lw(0.035)}" stroke-linecap="round"/><path d="M${f1(hx + dir * 0.0 * S)} ${f1(hy - 0.27 * S)}l${f1(dir * 0.14 * S)} ${f1(0.03 * S)}" stroke="#555" stroke-width="${lw(0.06)}" stroke-linecap="round"/>`
  }
  // neck + head
  if (detailed) {
    out += `<g transform="${headTf}">${H.neck.replace(/600/g, '470')}${H.ears}${H.face}${H.glasses}${H.hairFront}</g>`
    if (o.hat) out += hat(X(hc[0]), Y(hc[1]), headR * S * 1.05, o, dir)
  } else {
    const hx = X(hc[0]),
      hy = Y(hc[1])
    out += limb(
      [
        [hc[0], sc[1] - 0.02],
        [hc[0], hc[1] - 0.08],
      ],
      shade(skin, -0.1),
      0.08,
    )
    const hairC = o.hairColor || HAIR.darkBrown
    if (o.longHair)
      out += `<path d="M${f1(hx - headR * S * 1.1)} ${f1(hy)}Q${f1(hx - headR * S * 1.2)} ${f1(hy + headR * S * 2.2)} ${f1(hx)} ${f1(hy + headR * S * 2.1)}Q${f1(hx + headR * S * 1.2)} ${f1(hy + headR * S * 2.2)} ${f1(hx + headR * S * 1.1)} ${f1(hy)}Z" fill="${hairC}"/>`
    out += `<ellipse cx="${f1(hx)}" cy="${f1(hy)}" rx="${f1(headR * S * 0.92)}" ry="${f1(headR * S)}" fill="${skin}"/>`
    if (!o.hat)
      out += `<path d="M${f1(hx - headR * S * 0.98)} ${f1(hy + headR * S * 0.1)}A${f1(headR * S)} ${f1(headR * S * 1.05)} 0 0 1 ${f1(hx + headR * S * 0.98)} ${f1(hy + headR * S * 0.1)}Q${f1(hx + dir * headR * S * 0.2)} ${f1(hy - headR * S * 0.55)} ${f1(hx - headR * S * 0.98)} ${f1(hy + headR * S * 0.1)}Z" fill="${hairC}"/>`
    if (S > 60) {
      const ex = headR * S * 0.36
      if (pose.side) out += `<circle cx="${f1(hx + dir * ex * 1.2)}" cy="${f1(hy)}" r="${f1(Math.max(1, S * 0.012))}" fill="#2a1a14"/>`
      else
        out += `<circle cx="${f1(hx - ex)}" cy="${f1(hy)}" r="${f1(Math.max(1, S * 0.012))}" fill="#2a1a14"/><circle cx="${f1(hx + ex)}" cy="${f1(hy)}" r="${f1(Math.max(1, S * 0.012))}" fill="#2a1a14"/><path d="M${f1(hx - ex * 0.8)} ${f1(hy + headR * S * 0.42)}Q${f1(hx)} ${f1(hy + headR * S * 0.7)} ${f1(hx + ex * 0.8)} ${f1(hy + headR * S * 0.42)}" stroke="#7a3a30" stroke-width="${f1(Math.max(1, S * 0.01))}" fill="none" stroke-linecap="round"/>`
    }
    if (o.beard)
      out += `<path d="M${f1(hx - headR * S * 0.85)} ${f1(hy + headR * S * 0.1)}Q${f1(hx)} ${f1(hy + headR * S * 1.5)} ${f1(hx + headR * S * 0.85)} ${f1(hy + headR * S * 0.1)}Q${f1(hx)} ${f1(hy + headR * S * 0.75)} ${f1(hx - headR * S * 0.85)} ${f1(hy + headR * S * 0.1)}Z" fill="${o.beardColor || hairC}"/>`
    if (o.hat) out += hat(hx, hy, headR * S, o, dir)
  }
  return out
}
function lerpP(a, b, t) {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]
}
function logoMarkSmall(x, y, S) {
  const k = S * 0.0022
  return `<path d="M${f1(x - 17 * k)} ${f1(y + 4 * k)}L${f1(x)} ${f1(y - 11 * k)}L${f1(x + 17 * k)} ${f1(y + 4 * k)}" stroke="${P.copper}" stroke-width="${f1(Math.max(0.8, 5 * k))}" fill="none" stroke-linecap="round"/>`
}
function hat(hx, hy, r, o, dir) {
  const c = o.hatColor || (o.hat === 'hard' ? '#F4F1EA' : P.navy2)
  if (o.hat === 'hard') {
    return `<path d="M${f1(hx - r * 1.05)} ${f1(hy - r * 0.05)}A${f1(r * 1.05)} ${f1(r * 1.05)} 0 0 1 ${f1(hx + r * 1.05)} ${f1(hy - r * 0.05)}Z" fill="${c}"/><path d="M${f1(hx - r * 1.3)} ${f1(hy - r * 0.05)}L${f1(hx + r * 1.3)} ${f1(hy - r * 0.05)}" stroke="${shade(c, -0.15)}" stroke-width="${f1(Math.max(1, r * 0.22))}" stroke-linecap="round"/><path d="M${f1(hx)} ${f1(hy - r * 1.05)}L${f1(hx)} ${f1(hy - r * 0.1)}" stroke="${shade(c, -0.1)}" stroke-width="${f1(Math.max(0.8, r * 0.18))}"/>`
  }
  return `<path d="M${f1(hx - r)} ${f1(hy - r * 0.1)}A${f1(r)} ${f1(r * 0.95)} 0 0 1 ${f1(hx + r)} ${f1(hy - r * 0.1)}Z" fill="${c}"/><path d="M${f1(hx + dir * r * 0.2)} ${f1(hy - r * 0.12)}L${f1(hx + dir * r * 1.6)} ${f1(hy - r * 0.05)}" stroke="${shade(c, -0.2)}" stroke-width="${f1(Math.max(1, r * 0.2))}" stroke-linecap="round"/><circle cx="${f1(hx)}" cy="${f1(hy - r * 0.55)}" r="${f1(r * 0.16)}" fill="${P.copper}"/>`
}

export { logoMark, blobPath }
