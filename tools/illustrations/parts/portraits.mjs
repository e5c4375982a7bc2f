// Team portraits, customer avatars and the certification badges.
import { P, f1 } from './core.mjs'
import { portraitSVG, SKIN, HAIR } from './people.mjs'

const BG = ['#F1E4D2', '#EFE0D5', '#E8E4D8', '#F2E6DA', '#ECE1CF', '#E6E6DC', '#F0E2D8', '#EDE3D1']

export const TEAM = [
  { gender: 'm', age: 64, skin: SKIN[0], hair: 'sidepart', hairColor: HAIR.silver, beard: 'full', beardColor: HAIR.silver, glasses: true },
  { gender: 'f', age: 53, skin: SKIN[3], hair: 'bob', hairColor: HAIR.salt, glasses: '#8A4B2A', earrings: true },
  { gender: 'm', age: 33, skin: SKIN[6], hair: 'curly', hairColor: HAIR.black, beard: 'stubble', beardColor: HAIR.black },
  { gender: 'f', age: 34, skin: SKIN[1], hair: 'long', hairColor: HAIR.darkBrown, earrings: true },
  { gender: 'm', age: 45, skin: SKIN[1], hair: 'short', hairColor: HAIR.brown, beard: 'full', beardColor: '#5A3D28' },
  { gender: 'm', age: 24, skin: SKIN[4], hair: 'buzz', hairColor: HAIR.black },
  { gender: 'f', age: 44, skin: SKIN[6], hair: 'afro', hairColor: HAIR.black, earrings: true },
  {
    gender: 'm',
    age: 56,
    skin: SKIN[0],
    hair: 'bald',
    hairColor: HAIR.gray,
    glasses: '#3A3A3A',
    beard: 'moustache',
    beardColor: HAIR.gray,
    glassesShape: 'round',
  },
  { gender: 'm', age: 31, skin: SKIN[0], hair: 'sidepart', hairColor: HAIR.blonde, eyes: '#4C6E8C' },
  { gender: 'f', age: 25, skin: SKIN[0], hair: 'ponytail', hairColor: HAIR.auburn, freckles: true, eyes: '#5A7A4A' },
  { gender: 'm', age: 42, skin: SKIN[1], hair: 'short', hairColor: HAIR.black, glasses: '#2B2623', wide: 0.97 },
  { gender: 'm', age: 35, skin: SKIN[5], hair: 'locs', hairColor: HAIR.black, beard: 'full', beardColor: HAIR.black },
  { gender: 'f', age: 33, skin: SKIN[3], hair: 'bun', hairColor: HAIR.black, earrings: true },
  { gender: 'm', age: 22, skin: SKIN[2], hair: 'wavy', hairColor: HAIR.brown, smile: 'closed' },
  { gender: 'm', age: 54, skin: SKIN[2], hair: 'short', hairColor: HAIR.salt, beard: 'goatee', beardColor: HAIR.salt },
]

export const AVATARS = [
  {
    gender: 'f',
    age: 38,
    skin: SKIN[2],
    hair: 'wavylong',
    hairColor: HAIR.brown,
    outfit: 'blouse',
    shirt: '#7FA6B8',
    necklace: true,
    bg: '#E4ECEF',
  },
  {
    gender: 'm',
    age: 50,
    skin: SKIN[5],
    hair: 'short',
    hairColor: HAIR.salt,
    beard: 'stubble',
    beardColor: HAIR.salt,
    outfit: 'sweater',
    shirt: '#8C5E3C',
    bg: '#F1E6D6',
  },
  {
    gender: 'f',
    age: 66,
    skin: SKIN[0],
    hair: 'bob',
    hairColor: HAIR.silver,
    glasses: '#6B3E26',
    outfit: 'cardigan',
    shirt: '#A8505A',
    bg: '#F3E3E0',
  },
  { gender: 'm', age: 33, skin: SKIN[3], hair: 'short', hairColor: HAIR.black, outfit: 'tee', shirt: '#4F7A5A', bg: '#E7EDE2' },
  {
    gender: 'f',
    age: 29,
    skin: SKIN[6],
    hair: 'curly',
    hairColor: HAIR.black,
    outfit: 'tee',
    shirt: '#E0A33A',
    earrings: true,
    bg: '#F4E8D6',
  },
]

export function teamSVG(i) {
  return (w, h) => portraitSVG(Object.assign({ seed: 'team' + i, bg: BG[i % BG.length] }, TEAM[i]), w, h)
}
export function avatarSVG(i) {
  // crop the 600x750 portrait around the face so the subject is centred in a square
  return (w, h) => portraitSVG(Object.assign({ seed: 'avatar' + i, avatar: true }, AVATARS[i]), w, h, [30, 70, 540, 540])
}

// ---------------------------------------------------------------- certification badges
function scallop(cx, cy, r, n, depth) {
  let d = ''
  for (let i = 0; i <= n * 2; i++) {
    const a = (i / (n * 2)) * Math.PI * 2 - Math.PI / 2
    const rr = i % 2 ? r - depth : r
    d += (i ? 'L' : 'M') + f1(cx + Math.cos(a) * rr) + ' ' + f1(cy + Math.sin(a) * rr)
  }
  return d + 'Z'
}
function star(cx, cy, r, fill) {
  let d = ''
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    const rr = i % 2 ? r * 0.45 : r
    d += (i ? 'L' : 'M') + f1(cx + Math.cos(a) * rr) + ' ' + f1(cy + Math.sin(a) * rr)
  }
  return `<path d="${d}Z" fill="${fill}"/>`
}

/** One badge's emblem, centred on cx, cy, about 86 px across (the shield 105 px tall), as the banner drew them. */
function emblem(kind, cx, cy) {
  const R = 50
  let g = ''
  if (kind === 'shingle' || kind === 'stars') {
    g += `<path d="${scallop(cx, cy, R, 16, 5)}" fill="${kind === 'stars' ? P.copper : P.navy2}"/>`
    g += `<circle cx="${cx}" cy="${cy}" r="${R - 11}" fill="none" stroke="#fff" stroke-width="2.5" opacity="0.85"/>`
    g += `<circle cx="${cx}" cy="${cy}" r="${R - 17}" fill="${kind === 'stars' ? P.copperDark : P.navy}"/>`
    if (kind === 'shingle') {
      g += `<path d="M${cx - 26} ${cy + 4}L${cx} ${cy - 20}L${cx + 26} ${cy + 4}" stroke="${P.copper}" stroke-width="6" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`
      for (let r2 = 0; r2 < 3; r2++)
        for (let k = 0; k < 3; k++)
          g += `<rect x="${cx - 20 + k * 13 + (r2 % 2) * 6}" y="${cy + 7 + r2 * 8}" width="11" height="6" rx="1" fill="#fff" opacity="${0.9 - r2 * 0.2}"/>`
      g += star(cx, cy - 31, 5, '#fff')
    } else {
      g += `<text x="${cx}" y="${cy + 4}" font-family="sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">5</text>`
      for (let k = 0; k < 5; k++) g += star(cx - 24 + k * 12, cy + 22, 5.5, '#FFE3C2')
    }
  } else if (kind === 'shield') {
    const sh = `M${cx} ${cy - 60}L${cx + 50} ${cy - 44}V${cy - 2}C${cx + 50} ${cy + 30} ${cx + 26} ${cy + 50} ${cx} ${cy + 62}C${cx - 26} ${cy + 50} ${cx - 50} ${cy + 30} ${cx - 50} ${cy - 2}V${cy - 44}Z`
    g += `<path d="${sh}" fill="${P.navy2}"/><path d="${sh}" fill="none" stroke="${P.copper}" stroke-width="4" transform="translate(${cx} ${cy}) scale(0.84) translate(${-cx} ${-cy})"/>`
    g += `<text x="${cx}" y="${cy - 8}" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">NC</text>`
    g += `<path d="M${cx - 16} ${cy + 12}l11 11l22 -24" stroke="${P.copper}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  } else if (kind === 'umbrella') {
    g += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="${P.copper}"/><circle cx="${cx}" cy="${cy}" r="${R - 7}" fill="none" stroke="#fff" stroke-width="2.5" opacity="0.85"/>`
    g += `<path d="M${cx - 30} ${cy - 2}Q${cx - 30} ${cy - 32} ${cx} ${cy - 33}Q${cx + 30} ${cy - 32} ${cx + 30} ${cy - 2}Q${cx + 22} ${cy - 9} ${cx + 15} ${cy - 2}Q${cx + 7} ${cy - 9} ${cx} ${cy - 2}Q${cx - 7} ${cy - 9} ${cx - 15} ${cy - 2}Q${cx - 22} ${cy - 9} ${cx - 30} ${cy - 2}Z" fill="#fff"/>`
    g += `<path d="M${cx} ${cy - 3}V${cy + 22}q0 8 -8 8q-7 0 -7 -7" stroke="#fff" stroke-width="4.5" fill="none" stroke-linecap="round"/>`
  } else if (kind === 'family') {
    g += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="${P.navy2}"/><circle cx="${cx}" cy="${cy}" r="${R - 7}" fill="none" stroke="${P.copper}" stroke-width="3"/>`
    g += `<path d="M${cx - 28} ${cy - 2}L${cx} ${cy - 26}L${cx + 28} ${cy - 2}" stroke="#fff" stroke-width="5" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`
    g += `<path d="M${cx} ${cy + 12}c-10 -8 -16 -13 -16 -20a8 8 0 0 1 16 -3a8 8 0 0 1 16 3c0 7 -6 12 -16 20z" fill="${P.copper}"/>`
    g += `<text x="${cx}" y="${cy + 36}" font-family="sans-serif" font-size="17" font-weight="700" fill="#fff" text-anchor="middle">2010</text>`
  }
  const S = R / 58
  return `<g transform="translate(${f1(cx)} ${f1(cy)}) scale(${f1(S * 100) / 100}) translate(${f1(-cx)} ${f1(-cy)})">${g}</g>`
}

/**
 * One badge alone, on a transparent square (the page's background shows through), its words left to
 * the page. The square is 112 units across, the shield's height with a little room; drawn at any size.
 */
export function badgeSVG(kind, w = 256, h = 256) {
  const c = 100
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${c - 56} ${c - 55} 112 112">${emblem(kind, c, c)}</svg>`
}
