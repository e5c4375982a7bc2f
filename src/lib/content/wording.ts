// Words a native editor would not sign, in each language's text: a calque, a word that means
// something else here, one of two words for the same thing (a page says "informe" where another says
// "reporte"), a notation of another language, a hyphen in a range. The content check names the file,
// entry and field of each.
import type { Locale } from '../i18n/locales'

export type WordingRule = { pattern: RegExp; use: string }

const DAY = '(?:lun|mar|mié|jue|vie|sáb|dom)'

/** Who a lead reaches is named in the privacy policy: texts' consent is not "shared with no one but the texting provider". */
const LEAD_RECIPIENTS =
  'the providers a lead reaches, by name (Netlify, Resend, Twilio, the office’s own tools), as the privacy policy does'

/** What a roofer may and may not do on a claim, in each language. */
const CLAIM_LIMITS = {
  en: 'what we do (document the damage, meet the adjuster, explain our estimate) and what we can’t (negotiate the claim: a licensed public adjuster or an attorney can)',
  es: 'lo que hacemos (documentar los daños, reunirnos con el ajustador, explicar nuestro estimado) y lo que no (negociar el reclamo: un ajustador público con licencia o un abogado sí puede)',
}
/** A promise of a call follows from data/site's hours. */
const HOURS_PROMISE = {
  en: 'the hours ("We call you back {{hours}}"), or {{when}} where the time is known',
  es: 'el horario ("Le llamamos en español {{hours}}"), o {{when}} donde se sabe la hora',
}

export const wordingRules: Partial<Record<Locale, WordingRule[]>> = {
  en: [
    { pattern: /\bnever shared with anyone, except\b/i, use: LEAD_RECIPIENTS },
    // A roofer documents the damage, meets the adjuster and explains its estimate; negotiating or
    // settling the claim is a licensed public adjuster's or an attorney's (G.S. 58-33A).
    { pattern: /\b(?:we|I)(?:'ll| will| can| do)?\s+(?:handle|negotiate|settle|manage|file)\b[^.]*\bclaims?\b/i, use: CLAIM_LIMITS.en },
    { pattern: /\b(?:insurance )?claims? (?:help|handling|management|specialists?|coordinator|negotiation)\b/i, use: CLAIM_LIMITS.en },
    { pattern: /\bhelp (?:you )?(?:with|through) (?:your|the|their) (?:insurance |storm )?claims?\b/i, use: CLAIM_LIMITS.en },
    { pattern: /\bkeeps? the paperwork moving\b|\bwhat insurance (?:usually|will|should) covers?\b/i, use: CLAIM_LIMITS.en },
    // Promises of a call follow from the hours (src/lib/hours.ts): a toast says "within 24 hours" only when it is so.
    { pattern: /\b(?:reply|call you(?: back)?|get back to you) within 24 hours\b/i, use: HOURS_PROMISE.en },
    { pattern: /\bin English and Spanish\b/i, use: 'when Spanish is spoken ("and in Spanish {{days}}"): it is not all hours' },
  ],
  es: [
    { pattern: /\bnunca se comparten con nadie, excepto\b/i, use: LEAD_RECIPIENTS },
    {
      pattern: /\b(?:negociamos|gestionamos|tramitamos|manejamos|resolvemos|nos encargamos de)\b[^.]*\breclamos?\b/i,
      use: CLAIM_LIMITS.es,
    },
    { pattern: /\bcoordinador(?:a)? de reclamos\b|\bayuda (?:con|para) (?:el|su|sus) reclamos?\b/i, use: CLAIM_LIMITS.es },
    { pattern: /\bmantiene el papeleo en movimiento\b|\blo que el seguro suele cubrir\b/i, use: CLAIM_LIMITS.es },
    { pattern: /\b(?:respondemos|responderemos|llamaremos|llamamos)\b[^.]*\ben menos de 24 horas\b/i, use: HOURS_PROMISE.es },
    {
      pattern: /\bHablamos español\b(?=\s*[.,;·]|\s+\S)(?!\s*(?::|de lunes|\{\{))|·\s*Hablamos español\s*$/,
      use: 'the days and hours after it ("Hablamos español de lunes a viernes", or {{spanishHours}})',
    },
    {
      pattern: /\bllame(?:nos)? a cualquier hora\b(?![\s\S]*\ben inglés\b)/i,
      use: 'when Spanish is spoken, and that other hours are answered in English',
    },
    // The words a native editor signed (issue 54), each old one refused.
    { pattern: /\bAviso de tormenta\b/i, use: '"Tormenta reciente": an "aviso" reads as the weather service’s official warning' },
    { pattern: /\bHubo informes de\b/i, use: 'the storm itself ("Granizo de hasta {{inches}} pulg. cerca de {{town}} el {{date}}")' },
    { pattern: /\bDónde consultar a un contratista\b/i, use: '"Dónde verificar a un contratista o presentar una queja"' },
    { pattern: /\bde dónde se queda\b/i, use: '"dónde se aloja y cuánto gasta"' },
    { pattern: /\bdifíciles de discutir\b/i, use: '"una prueba difícil de cuestionar"' },
    {
      pattern: /\bpersiguen tormentas\b|\bcazatormentas\b|\bestafadores\b/i,
      use: '"contratistas oportunistas (storm chasers)", the one name for them',
    },
    { pattern: /\bperdon\w*(?: \w+)? (?:el |los )?deducibles?\b|\bno perdonamos\b/i, use: '"pagarle o dejar de cobrarle el deducible"' },
    {
      pattern: /\bEl rango de precio de su techo, medido\b/i,
      use: '"Según las medidas de su techo tomadas de imágenes aéreas, el precio aproximado con {{tier}} es de {{range}}."',
    },
    { pattern: /\bPARAR\b[^.]*\bpara cancelar\b/, use: '"para darse de baja": "cancelar" may read as cancelling the visit' },
    { pattern: /\bprecios? al instante\b|\bQUIERO UNA COTIZACIÓN\b|\bcotización exacta\b/i, use: '"estimado" throughout the estimate box' },
    { pattern: /\bProgramadores\b/, use: '"Coordinadores de citas": a "programador" writes software' },
    { pattern: /\bnaves flexibles\b/i, use: '"edificios de uso flexible (flex)"' },
    { pattern: /\b(?:mantenerse|estar|estará|esté|va a estar) segur[oa]s?\b/i, use: '"a salvo": "seguro" also means insurance here' },
    { pattern: /\baplica a un empleo\b/i, use: '"si solicita un empleo"' },
    { pattern: /^causó daños\b/i, use: 'a subject ("el viento causó daños")' },
    // Underlayment and decking, one name each (ice-and-water shield and TPO are membranes).
    {
      pattern: /\b(?:la misma membrana|membrana sintética|membrana base|capa de membrana)\b|\bmembrana(?=,| y tapajuntas)/i,
      use: '"capa base (underlayment)", the one word for the underlayment (a membrane is ice-and-water shield or a flat roof’s)',
    },
    {
      pattern: /\b(?:la|una) base (?:sólida|dañada|del techo|está)\b|^-?\s*Base o armaduras\b/i,
      use: '"entablado", the one word for the roof decking',
    },
    // Calques: English said in Spanish words.
    { pattern: /\btechadores familiares\b/i, use: '"compañía de techos" or "techeros", the words people search for' },
    { pattern: /\blicencia y segur[oa]s?\b/i, use: '"con licencia y asegurados"' },
    {
      pattern: /\branchos?\b/i,
      use: '"casa de ladrillo de un piso (estilo ranch)" once on a page, then "casa tipo ranch": a "rancho" is a farm',
    },
    { pattern: /\$\d+K\b/, use: 'the amount written out ("Más de $8,000")' },
    { pattern: /\d+\+\s?años\b/, use: '"Más de 15 años" or "3 años o más"' },
    {
      pattern: /\bgracias por aplicar\b|\baplica ahora\b|\baplicar:/i,
      use: '"Solicitar empleo", "Envía tu solicitud", "Gracias por tu solicitud"',
    },
    {
      pattern: /\binformes?\b[^.]*\bno (?:responden|contestan)\b/i,
      use: '"En este momento no podemos mostrar los informes": a report does not answer',
    },
    {
      pattern: /\b(?:revisar|inspeccionar|medir)íamos\b/i,
      use: 'what we do, plainly ("En estos casos revisamos el techo"): the conditional sounds unsure',
    },
    {
      pattern: /\btambién (?:está|están) disponibles? en español\b/i,
      use: 'nothing, or "Si lo prefiere, le escribimos en español": the page is in Spanish',
    },
    { pattern: /\bal instante\b.*\bal instante\b/i, use: '"al instante" once; the second time "enseguida" or nothing' },
    // The roof is measured, by us: not the address, not the homeowner.
    {
      pattern: /\bmedir(?:la)? (?:esa|la|una|su) dirección\b|\bdirección\b[^.]*\bpara medirla\b|\bmedir su propio techo\b/i,
      use: 'that we measure the roof ("No pudimos medir el techo en esa dirección", "Para medir su techo, agregue el número y la calle de su casa")',
    },
    // One word for each thing.
    { pattern: /\breportes?\b/i, use: '"informe", the one word for a report' },
    { pattern: /\bcaballetes?\b/i, use: '"cumbrera", the one word for the ridge' },
    { pattern: /\bcaras? del techo\b|\bcaídas? (?:del techo|que dan)\b/i, use: '"vertiente", the one word for a roof face' },
    { pattern: /\bsellos? de tub(?:o|os|ería)\b/i, use: '"bota de tubería", the one word for a pipe boot' },
    { pattern: /\bbase de madera\b|\bmadera de la base\b/i, use: '"entablado", the one word for the roof decking' },
    { pattern: /\bzonas? de servicio\b/i, use: '"área de servicio"' },
    { pattern: /\bgratuit[oa]s?\b/i, use: '"gratis", the one word for free' },
    {
      pattern: /\b(?:negocio|compañía) familiar\b|\bde familia desde\b|\btecheros de familia\b/i,
      use: '"empresa familiar", the one name for the family business',
    },
    { pattern: /(?<!\()\btownhouses?\b/i, use: '"casas adosadas (townhouses)", the English in brackets' },
    { pattern: /(?<!\()\bdue diligence\b/i, use: '"diligencia debida (due diligence)", the English in brackets' },
    { pattern: /\bperiodos?\b/i, use: '"período", the one spelling' },
    { pattern: /\bmen[uú] del tel[eé]fono\b/i, use: '"Menú para celular"' },
    { pattern: /\buse como máximo\b/i, use: '"Máximo {{max}} caracteres", which speaks to usted and tú alike' },
    // The storm check: the lookup is a history (a "revisión" is the roof inspection itself), and the
    // Weather Service has its own Spanish name ("Servicio Meteorológico Nacional" is Mexico's agency).
    { pattern: /\brevisión de tormentas\b/i, use: '"Historial de tormentas": a "revisión" is the roof inspection itself' },
    {
      pattern: /\bServicio Meteorológico Nacional\b/i,
      use: '"Servicio Nacional de Meteorología", the NWS\'s own Spanish name (the other is Mexico\'s)',
    },
    {
      pattern: /(?:^|\b(?:cerca|mapa) de )c[oó]digo postal (?:\{\{\s*zip\s*\}\}|\d{5})/i,
      use: '"la zona postal {{zip}}", which reads after "cerca de" and "Mapa de"',
    },
    // Notations: the reader's, not the English one.
    { pattern: /″/, use: '"pulg." for inches ("1.75 pulg.")' },
    { pattern: /\(tamaño (?!del?\b)/i, use: '"(del tamaño de una pelota de golf)", the size with its article' },
    { pattern: /\b\d{1,2}:12\b|(?:\d|\}\})\s+en 12\b/, use: 'a pitch as 6/12, the one notation' },
    { pattern: /\bpisos:\s*\{\{\s*stories\s*\}\}/i, use: '"Casa de {{stories}}" ("Pisos: 2 pisos" says it twice)' },
    { pattern: /pies²/, use: '"pies cuadrados"' },
    { pattern: /(?:\d|\}\})\s*cuadros\b|\bpor cuadro\b/i, use: '"squares", explained as "1 square = 100 pies cuadrados de techo"' },
    { pattern: /\.\.\./, use: 'the ellipsis "…", one character' },
    // STOP and HELP, which carriers require, each with the Spanish word the texting provider also takes.
    { pattern: /\bSTOP\b(?![^.]*\bPARAR\b)/, use: '"STOP (o PARAR)"' },
    { pattern: /\bHELP\b(?![^.]*\bAYUDA\b)/, use: '"HELP (o AYUDA)"' },
    // Ranges and hours.
    // (a statute's number, G.S. 58-33A, is not a range)
    {
      pattern: /(?<![\d-])(?<!G\.S\.\s)\$?\d{1,3}(?:,\d{3})*\s?-\s?\$?\d{1,3}(?:,\d{3})*(?![\d-])/,
      use: 'an en dash in a range (1–3, $24–$32)',
    },
    { pattern: /[ap]\.\s?m\.\s?-\s?\d/, use: 'an en dash between two times (8 a. m.–8 p. m.)' },
    { pattern: new RegExp(`\\b${DAY}\\.?\\s?-\\s?${DAY}`, 'i'), use: 'an en dash between two days (lun–sáb)' },
    {
      pattern: /\d:00\s?[ap]\.\s?m\.|\d\s?(?:[ap]\.m\.|[ap]m\b|[AP]M\b)/,
      use: 'an hour as "8 a. m." (no ":00"), the one way hours are written',
    },
  ],
}

/** What the text says that `locale`'s rules refuse, with what to write instead. */
export function wordingFindings(text: string, locale: Locale): string[] {
  return (wordingRules[locale] ?? []).flatMap(({ pattern, use }) => {
    const found = pattern.exec(text)
    return found ? [`says "${found[0]}": write ${use}`] : []
  })
}
