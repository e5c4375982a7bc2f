/** @jest-environment node */
import { wordingFindings } from '../../src/lib/content/wording'

// What a native editor stumbled on in the Spanish (issue 47), each beside the wording that replaced it:
// the rules refuse the first and let the second through.
const SPANISH: ReadonlyArray<[refused: string, signed: string]> = [
  ['Informes de tormentas cerca de código postal 27513', 'Informes de tormentas cerca de la zona postal 27513'],
  ['código postal {{zip}}', 'la zona postal {{zip}}'],
  ['1.75″ (tamaño pelota de golf)', '1.75 pulg. (del tamaño de una pelota de golf)'],
  ['Granizo más grande: {{inches}}″ (tamaño {{size}}).', 'Granizo más grande: {{inches}} pulg. (del tamaño de {{size}}).'],
  ['Revisaríamos un techo donde se reportó granizo', 'Hay informes de granizo; en estos casos revisamos el techo'],
  ['Revisión de tormentas para Cary', 'Historial de tormentas de Cary'],
  ['Los informes están en la revisión de tormentas.', 'Consulte los informes en el historial de tormentas.'],
  ['No se pudo medir esa dirección.', 'No pudimos medir el techo en esa dirección.'],
  ['No encontramos esa dirección en el mapa para medirla.', 'No encontramos esa dirección en el mapa, así que no pudimos medir el techo.'],
  ['Agregue la calle y el número de su casa para medir su propio techo.', 'Para medir su techo, agregue el número y la calle de su casa.'],
  ['Pisos: {{stories}}', 'Casa de {{stories}}'],
  ['Los informes de tormentas no responden en este momento', 'En este momento no podemos mostrar los informes de tormentas'],
  [
    'Responda STOP a cualquier mensaje y HELP para recibir ayuda.',
    'Responda STOP (o PARAR) a cualquier mensaje y HELP (o AYUDA) para recibir ayuda.',
  ],
  ['del Servicio Meteorológico Nacional', 'del Servicio Nacional de Meteorología'],
  ['Inclinación principal: {{rise}} en 12, {{pitch}}', 'Inclinación principal: {{rise}}/12 · {{pitch}}'],
  ['Inclinación: 6:12', 'Inclinación: 6/12'],
  ['Para un rango al instante, use el estimado al instante.', 'Para ver enseguida un rango, use el estimado al instante.'],
  ['Nuestros mensajes de texto también están disponibles en español.', 'Si lo prefiere, le escribimos en español.'],
  ['Techeros de familia en Raleigh', 'Techeros en Raleigh: empresa familiar desde 2010'],
  ['De familia desde 2010', 'Empresa familiar desde 2010'],
  ['Somos un negocio familiar', 'Somos una empresa familiar'],
  ['Use como máximo {{max}} caracteres', 'Máximo {{max}} caracteres'],
  ['Vale la pena una inspección gratuita', 'Vale la pena una inspección gratis'],
  ['revisar la base de madera (decking)', 'revisar el entablado (decking)'],
  ['Generando...', 'Generando…'],
  ['1 square = 100 pies² de techo', '1 square = 100 pies cuadrados de techo'],
  ['de 8:00 a. m. a 6:00 p. m.', 'de 8 a. m. a 6 p. m.'],
  ['15+ años', 'Más de 15 años'],
  ['tres comunidades de townhouses', 'tres comunidades de casas adosadas (townhouses)'],
  ['durante el periodo de due diligence', 'durante el período de diligencia debida (due diligence)'],
  ['Menú del teléfono', 'Menú para celular'],
  // issue 54: what a native editor proposed, and what the law lets a roofer say
  ['Aviso de tormenta', 'Tormenta reciente'],
  ['Hubo informes de granizo de hasta {{inches}} pulg. cerca de {{town}}', 'Granizo de hasta {{inches}} pulg. cerca de {{town}}'],
  ['Dónde consultar a un contratista o presentar una queja', 'Dónde verificar a un contratista o presentar una queja'],
  ['si no puede quedarse en la casa, de dónde se queda y lo que gasta', 'si no puede quedarse en la casa, dónde se aloja y cuánto gasta'],
  ['Las fotos del mismo día son difíciles de discutir.', 'Las fotos del mismo día son una prueba difícil de cuestionar.'],
  ['Sepa reconocer a los que persiguen tormentas', 'Sepa reconocer a los contratistas oportunistas (storm chasers)'],
  ['Cuidado con los "cazatormentas"', 'Cuidado con los contratistas oportunistas (storm chasers)'],
  ['el ajustador y los estafadores', 'el ajustador y los contratistas oportunistas'],
  ['nunca le ofreceremos perdonarle el deducible', 'nunca le ofreceremos pagarle ni dejar de cobrarle el deducible'],
  ['no perdonamos ni reembolsamos deducibles', 'no eximimos del pago de deducibles ni los reembolsamos'],
  [
    'El rango de precio de su techo, medido con imágenes aéreas, con {{tier}}: {{range}}.',
    'Según las medidas de su techo tomadas de imágenes aéreas, el precio aproximado con {{tier}} es de {{range}}.',
  ],
  [
    'Responda PARAR para cancelar o AYUDA para recibir ayuda.',
    'Responda STOP o PARAR para darse de baja, HELP o AYUDA para recibir ayuda.',
  ],
  ['No podemos darle un precio al instante para esa dirección.', 'No podemos darle un estimado al instante para esa dirección.'],
  ['AUN ASÍ QUIERO UNA COTIZACIÓN', 'AUN ASÍ QUIERO UN ESTIMADO'],
  ['Obtener mi cotización exacta', 'Obtener mi estimado exacto'],
  ['Programadores, estimadores y personal de atención', 'Coordinadores de citas, estimadores y personal de atención'],
  ['almacenes, talleres y naves flexibles', 'almacenes, talleres y edificios de uso flexible (flex)'],
  ['Consejos para mantenerse seguro', 'Consejos para mantenerse a salvo'],
  ['revisar su solicitud si aplica a un empleo', 'revisar su solicitud si solicita un empleo'],
  ['causó daños (no se midió la velocidad)', 'el viento causó daños (no se midió la velocidad)'],
  ['Las reparaciones llevan la misma membrana', 'Las reparaciones llevan la misma capa base'],
  ['instalamos membrana sintética', 'instalamos capa base sintética'],
  ['bien sujeto con clips a una base sólida', 'bien sujeto con clips a un entablado sólido'],
  ['la base dañada puede ceder', 'el entablado dañado puede ceder'],
  [
    'nuestra coordinadora de reclamos de seguro puede reunirse con su ajustador',
    'nuestra coordinadora de daños por tormenta puede reunirse con su ajustador',
  ],
  ['y ayuda con el reclamo al seguro', 'y los daños documentados para su reclamo'],
  ['Nosotros negociamos su reclamo con la aseguradora', 'No podemos negociar su reclamo por usted'],
  ['Le respondemos en menos de 24 horas.', 'Le llamamos en español {{hours}}.'],
  ['Techos de calidad · Hablamos español', 'Techos de calidad · Hablamos español {{spanishHours}}'],
  [
    'Llame a cualquier hora y le ponemos una lona.',
    'Llame a cualquier hora (en español, de lunes a viernes; a otras horas le atendemos en inglés).',
  ],
]

// What the English said of claims and hours (issue 54), and what replaced it.
const ENGLISH: ReadonlyArray<[refused: string, signed: string]> = [
  ['Our insurance claims coordinator can meet your adjuster', 'We can meet your adjuster on the roof to show the damage we found'],
  ['Emergency tarping and insurance claim help', 'Emergency tarping, and the damage documented for your claim'],
  [
    "We'll handle your insurance claim from start to finish",
    "We can't negotiate your claim for you: a licensed public adjuster or an attorney can",
  ],
  ['We negotiate your claim with the insurer', 'We meet the adjuster and explain our estimate'],
  [
    'Amanda helps homeowners through storm claims and keeps the paperwork moving',
    'Amanda meets adjusters on the roof to show them what we found',
  ],
  ['Straight talk about what insurance usually covers', 'Our estimate explained, line by line'],
  ['Free, no-pressure estimates. We reply within 24 hours.', 'Free, no-pressure estimates. We call you back {{hours}}.'],
  ['We answer in English and Spanish', 'We answer in English, and in Spanish {{days}}'],
]

describe('the Spanish wording rules', () => {
  it.each(SPANISH)('refuse "%s" and let "%s" through', (refused, signed) => {
    expect(wordingFindings(refused, 'es')).not.toEqual([])
    expect(wordingFindings(signed, 'es')).toEqual([])
  })

  it.each(ENGLISH)('refuse in English "%s" and let "%s" through', (refused, signed) => {
    expect(wordingFindings(refused, 'en')).not.toEqual([])
    expect(wordingFindings(signed, 'en')).toEqual([])
  })

  it('let a statute’s number, a question and a heading through', () => {
    for (const text of ['G.S. 58-33A (ajustadores públicos)', 'G.S. 14-401.13', '¿Me ayudan con mi reclamo al seguro?', 'Hablamos español'])
      expect([text, wordingFindings(text, 'es')]).toEqual([text, []])
    expect(wordingFindings('Will you help with my insurance claim?', 'en')).toEqual([])
  })

  it('say what they found and what to write instead', () => {
    expect(wordingFindings('Mapa de código postal 27513', 'es')).toEqual([
      'says "Mapa de código postal 27513": write "la zona postal {{zip}}", which reads after "cerca de" and "Mapa de"',
    ])
  })

  it('let through what only looks like a stumble', () => {
    for (const text of [
      'El código postal {{zip}} queda fuera de nuestra área de servicio.',
      'las medidas que se mostraron (tamaño del techo, inclinación, fecha de las imágenes)',
      'Una casa sencilla tipo ranch muchas veces queda lista en un día',
      'Responda **STOP** (o **PARAR**) a cualquier mensaje',
    ])
      expect([text, wordingFindings(text, 'es')]).toEqual([text, []])
  })

  it('refuse, in both languages, the privacy wording that hid who receives a lead (issue 53)', () => {
    expect(
      wordingFindings('Your opt-in and consent to texts are never shared with anyone, except the text messaging provider.', 'en'),
    ).toHaveLength(1)
    expect(wordingFindings('Su consentimiento nunca se comparten con nadie, excepto con el proveedor de mensajería.', 'es')).toHaveLength(1)
    expect(wordingFindings('Your number goes only to the providers named below (Netlify, Resend, Twilio).', 'en')).toEqual([])
  })

  it('leave the English its own notations', () => {
    for (const text of ['1.75″ (golf ball size)', 'Main pitch: 6 in 12', '15+ years', 'Reply STOP to any message'])
      expect(wordingFindings(text, 'en')).toEqual([])
  })
})
