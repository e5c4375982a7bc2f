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
]

describe('the Spanish wording rules', () => {
  it.each(SPANISH)('refuse "%s" and let "%s" through', (refused, signed) => {
    expect(wordingFindings(refused, 'es')).not.toEqual([])
    expect(wordingFindings(signed, 'es')).toEqual([])
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
