// Words a native editor would not sign, in each language's text: a calque, a word that means
// something else here, one of two words for the same thing (a page says "informe" where another says
// "reporte"), a hyphen in a range. The content check names the file, entry and field of each.
import type { Locale } from '../i18n/locales'

export type WordingRule = { pattern: RegExp; use: string }

const DAY = '(?:lun|mar|mié|jue|vie|sáb|dom)'

export const wordingRules: Partial<Record<Locale, WordingRule[]>> = {
  es: [
    { pattern: /\btechadores familiares\b/i, use: '"compañía de techos" or "techeros", the words people search for' },
    { pattern: /\blicencia y segur[oa]s?\b/i, use: '"con licencia y asegurados"' },
    { pattern: /\branchos?\b/i, use: '"casa de ladrillo de un piso (estilo ranch)": a "rancho" is a farm' },
    { pattern: /\$\d+K\b/, use: 'the amount written out ("Más de $8,000")' },
    {
      pattern: /\bgracias por aplicar\b|\baplica ahora\b|\baplicar:/i,
      use: '"Solicitar empleo", "Envía tu solicitud", "Gracias por tu solicitud"',
    },
    { pattern: /\breportes?\b/i, use: '"informe", the one word for a report' },
    { pattern: /\bcaballetes?\b/i, use: '"cumbrera", the one word for the ridge' },
    { pattern: /\bcaras? del techo\b|\bcaídas? (?:del techo|que dan)\b/i, use: '"vertiente", the one word for a roof face' },
    { pattern: /\bsellos? de tub(?:o|os|ería)\b/i, use: '"bota de tubería", the one word for a pipe boot' },
    { pattern: /\bzonas? de servicio\b/i, use: '"área de servicio"' },
    { pattern: /(?:\d|\}\})\s*cuadros\b|\bpor cuadro\b/i, use: '"squares", explained as "1 square = 100 pies² de techo"' },
    { pattern: /(?<![\d-])\$?\d{1,3}(?:,\d{3})*\s?-\s?\$?\d{1,3}(?:,\d{3})*(?![\d-])/, use: 'an en dash in a range (1–3, $24–$32)' },
    { pattern: /[ap]\.\s?m\.\s?-\s?\d/, use: 'an en dash between two times (8 a. m.–8 p. m.)' },
    { pattern: new RegExp(`\\b${DAY}\\.?\\s?-\\s?${DAY}`, 'i'), use: 'an en dash between two days (lun–sáb)' },
  ],
}

/** What the text says that `locale`'s rules refuse, with what to write instead. */
export function wordingFindings(text: string, locale: Locale): string[] {
  return (wordingRules[locale] ?? []).flatMap(({ pattern, use }) => {
    const found = pattern.exec(text)
    return found ? [`says "${found[0]}": write ${use}`] : []
  })
}
