/** @jest-environment node */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { checkContent, findPlaceholders, formatProblem, type LoadedContent } from '../../src/lib/content/check'
import { loadContent } from '../../src/lib/content/load'

const dataDir = path.join(__dirname, '..', '..', 'data')

/** The real content, deep-copied so each test can break one thing. */
const realContent = () => {
  const loaded = loadContent(dataDir)
  return { ...loaded, json: structuredClone(loaded.json), markdown: structuredClone(loaded.markdown) }
}

const linesFor = (content: LoadedContent) => checkContent(content).map(formatProblem)
/** What the check says about the English files (a change to one also puts its translation out of step). */
const englishLinesFor = (content: LoadedContent) => linesFor(content).filter((line) => !/^data\/[^ ]*\.es\./.test(line))

type Json = Record<string, unknown>
const list = (content: LoadedContent, file: string) => content.json[file] as Json[]

describe('content check', () => {
  it('accepts the content shipped in data/', () => {
    expect(linesFor(loadContent(dataDir))).toEqual([])
  })

  it('names the file, the entry and the field of a service without a title', () => {
    const content = realContent()
    delete list(content, 'services/services.en.json')[1]!.title
    expect(englishLinesFor(content)).toEqual(['data/services/services.en.json › services[1] "roof-replacement" › title: is required'])
  })

  it('rejects slugs with spaces or capitals', () => {
    const content = realContent()
    list(content, 'towns/towns.en.json')[6]!.slug = 'Wake Forest'
    expect(englishLinesFor(content)).toContain(
      'data/towns/towns.en.json › towns[6] "Wake Forest" › slug: "Wake Forest" is not a valid slug (lower-case letters, digits and single hyphens, no spaces)',
    )
  })

  it('rejects a duplicate slug and says which entry used it first', () => {
    const content = realContent()
    list(content, 'services/services.en.json')[2]!.slug = 'roof-repair'
    expect(englishLinesFor(content)).toContain(
      'data/services/services.en.json › services[2] "roof-repair" › slug: duplicate slug "roof-repair" (also used by services[0] "roof-repair")',
    )
  })

  it('rejects a phone that is not a phone number', () => {
    const content = realContent()
    ;(content.json['site/site.en.json'] as Json).phone = 'call us'
    expect(englishLinesFor(content)).toEqual([
      'data/site/site.en.json › site › phone: "call us" is not a phone number (expected a US number such as (919) 555-0147)',
    ])
  })

  it('refuses a content file whose name does not say its language', () => {
    const content = realContent()
    content.json['faq/faq.json'] = content.json['faq/faq.en.json']
    const article = content.markdown.articles!.find((f) => f.file.endsWith('.en.md'))!
    content.markdown.articles!.push({ ...article, file: 'articles/new-post.md', frontmatter: { ...article.frontmatter, slug: 'new-post' } })
    expect(linesFor(content)).toEqual([
      'data/faq/faq.json › (file) › (name): does not say its language: name it faq/faq.en.json or faq/faq.es.json',
      'data/articles/new-post.md › (file) › (name): does not say its language: name it articles/new-post.en.md or articles/new-post.es.md',
    ])
  })

  it('rejects an image path whose file does not exist', () => {
    const content = realContent()
    list(content, 'team/team.en.json')[3]!.image = 'images/team/nobody.jpg'
    const lines = englishLinesFor(content)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^data\/team\/team\.en\.json › team\[3\] ".+" › image: image file "images\/team\/nobody\.jpg" does not exist$/)
  })

  it('checks nested fields and list items by their path', () => {
    const content = realContent()
    const site = content.json['site/site.en.json'] as { address: Json; social: Json[] }
    site.address.postalCode = '276'
    site.social[1]!.url = 'instagram.com/x'
    expect(englishLinesFor(content)).toEqual([
      'data/site/site.en.json › site › address.postalCode: "276" is not a five-digit ZIP code',
      'data/site/site.en.json › site › social[1].url: "instagram.com/x" is not an absolute https:// address',
    ])
  })

  it('reports a related service that does not exist', () => {
    const content = realContent()
    list(content, 'services/services.en.json')[0]!.related = ['roof-replacment']
    expect(englishLinesFor(content)).toEqual([
      'data/services/services.en.json › services[0] "roof-repair" › related[0]: no service has the slug "roof-replacment"',
    ])
  })

  it('reports copy that is too short for a service page', () => {
    const content = realContent()
    list(content, 'services/services.en.json')[4]!.body = ['We fix storm damage on roofs of all kinds quickly.']
    expect(englishLinesFor(content)).toEqual([
      'data/services/services.en.json › services[4] "storm-damage-repair" › body: must total 150-300 words (has 10)',
    ])
  })

  it('checks article front matter', () => {
    const content = realContent()
    const article = content.markdown.articles!.find((f) => f.file === 'articles/signs-you-need-a-new-roof.en.md')!
    article.frontmatter.date = 'last spring'
    expect(englishLinesFor(content)).toEqual([`data/${article.file} › front matter › date: "last spring" is not a date written YYYY-MM-DD`])
  })

  it('stops on markup that could run code in an article or a policy, in either language, naming the line', () => {
    const content = realContent()
    const { articles, pages } = content.markdown
    const article = articles!.find((f) => f.file === 'articles/signs-you-need-a-new-roof.en.md')!
    const policy = pages!.find((f) => f.file === 'pages/privacy.es.md')!
    const withLine = (body: string, index: number, text: string) => {
      const lines = body.split('\n')
      return [...lines.slice(0, index), text, ...lines.slice(index)].join('\n')
    }
    article.body = withLine(article.body, 2, 'Watch: <SCRIPT src="https://vendor.example/embed.js"></script>')
    policy.body = withLine(
      withLine(policy.body, 4, '<iframe src="https://maps.example/"></iframe>'),
      6,
      '[Llámenos](javascript:alert(1)) o <img src=x onerror="alert(1)">',
    )
    expect(linesFor(content)).toEqual([
      `data/${article.file} › line ${article.bodyLine + 2} › text: holds <script>: code in the text could run on the site, so it is not allowed (remove it; for a video or a map, ask a developer)`,
      `data/${policy.file} › line ${policy.bodyLine + 4} › text: holds <iframe>: code in the text could run on the site, so it is not allowed (remove it; for a video or a map, ask a developer)`,
      `data/${policy.file} › line ${policy.bodyLine + 6} › text: holds an on… event attribute: code in the text could run on the site, so it is not allowed (remove it; for a video or a map, ask a developer)`,
      `data/${policy.file} › line ${policy.bodyLine + 6} › text: holds a javascript: link: code in the text could run on the site, so it is not allowed (remove it; for a video or a map, ask a developer)`,
    ])
  })

  it('numbers the lines of a text as the file does', () => {
    const file = 'articles/signs-you-need-a-new-roof.en.md'
    const { body, bodyLine } = realContent().markdown.articles!.find((f) => f.file === file)!
    const fileLines = readFileSync(path.join(dataDir, file), 'utf8').split('\n')
    const sentence = body.split('\n').findIndex((line) => line.trim().length > 20)
    expect(fileLines[bodyLine - 1 + sentence]).toBe(body.split('\n')[sentence])
  })

  it('reports a file that is not valid JSON without also calling it missing', () => {
    const content = realContent()
    delete content.json['faq/faq.en.json']
    content.unreadable = [{ file: 'faq/faq.en.json', message: 'is not valid JSON (Unexpected token } in JSON at position 10)' }]
    expect(englishLinesFor(content)).toEqual([
      'data/faq/faq.en.json › (file) › (syntax): is not valid JSON (Unexpected token } in JSON at position 10)',
    ])
  })

  it('requires exactly one featured project with its specs', () => {
    const content = realContent()
    const featured = list(content, 'projects/projects.en.json').find((p) => p.featured)!
    delete featured.specs
    expect(englishLinesFor(content)).toEqual([
      `data/projects/projects.en.json › projects[0] "${featured.id}" › specs: is required on the featured project`,
    ])
  })
})

describe('home page copy', () => {
  it('requires the estimate box to say where the town goes', () => {
    const content = realContent()
    const home = content.json['home/home.en.json'] as { estimateBox: Record<string, string> }
    home.estimateBox.pricedIntro = 'Typical roof replacement near you'
    delete home.estimateBox.startButton
    expect(englishLinesFor(content)).toEqual([
      'data/home/home.en.json › home › estimateBox.startButton: is required',
      'data/home/home.en.json › home › estimateBox.pricedIntro: "Typical roof replacement near you" must say where the town goes, as {{town}}',
    ])
  })

  it('names the file, the badge and the field of a certification badge without its words or its picture, in either language', () => {
    const content = realContent()
    const badges = (language: string) => (content.json[`home/home.${language}.json`] as { certifications: Json[] }).certifications
    delete badges('en')[2]!.label
    badges('es')[4]!.label = ' '
    badges('en')[1]!.image = '../images/certifications/nc-license.png'
    badges('es')[1]!.image = '../images/certifications/nc-license.png'
    expect(linesFor(content)).toEqual([
      'data/home/home.en.json › home › certifications[1].image: image file "../images/certifications/nc-license.png" does not exist',
      'data/home/home.en.json › home › certifications[2].label: is required',
      'data/home/home.es.json › home › certifications[1].image: image file "../images/certifications/nc-license.png" does not exist',
      'data/home/home.es.json › home › certifications[4].label: must be at least 3 characters (has 0)',
    ])
  })

  it('keeps a badge’s picture as in English, and the badges to five, which fill the strip’s row', () => {
    const content = realContent()
    const badges = (language: string) => (content.json[`home/home.${language}.json`] as { certifications: Json[] }).certifications
    badges('es')[0]!.image = badges('es')[4]!.image
    expect(linesFor(content)).toEqual([
      'data/home/home.es.json › home › certifications[0].image: must be as in English ("../images/certifications/shingle-installer.png"), found "../images/certifications/five-star.png": only words are translated',
    ])
    badges('es')[0]!.image = badges('en')[0]!.image
    badges('en').push({ ...badges('en')[0]!, label: 'BBB Accredited' })
    expect(linesFor(content)).toEqual([
      'data/home/home.en.json › home › certifications: must have at most 5 items (has 6)',
      'data/home/home.es.json › home › certifications: must have as many items as in English (6, has 5)',
    ])
  })
})

describe('pricing content', () => {
  it('reports a default material with no price and a town with no typical home', () => {
    const content = realContent()
    const pricing = content.json['pricing/pricing.en.json'] as { defaults: Json; typicalHomes: Json[] }
    pricing.defaults.material = 'slate'
    pricing.typicalHomes = pricing.typicalHomes.filter((h) => h.town !== 'zebulon')
    expect(englishLinesFor(content)).toEqual([
      'data/pricing/pricing.en.json › pricing › defaults.material: "slate" is not one of the materials',
      'data/pricing/pricing.en.json › pricing › typicalHomes: has no typical home for the town "zebulon"',
    ])
  })

  it('reports an estimate priced as a service that does not exist', () => {
    const content = realContent()
    ;(content.json['pricing/pricing.en.json'] as Json).service = 'roof-replacment'
    expect(englishLinesFor(content)).toEqual([
      'data/pricing/pricing.en.json › pricing › service: no service has the slug "roof-replacment"',
    ])
  })

  it('reports a price range whose low end is above its high end', () => {
    const content = realContent()
    ;(content.json['pricing/pricing.en.json'] as { tearOffPerSquare: Json }).tearOffPerSquare = { low: 200, high: 100 }
    expect(englishLinesFor(content)).toEqual([
      'data/pricing/pricing.en.json › pricing › tearOffPerSquare: low (200) must not be more than high (100)',
    ])
  })
})

describe('lead content', () => {
  it('refuses a financing disclaimer that does not say it is an example, and a term that is not whole months', () => {
    const content = realContent()
    const financing = content.json['financing/financing.en.json'] as { disclaimer: string; termsMonths: number[] }
    financing.disclaimer = financing.disclaimer.replace('Example only, not', 'This is not')
    financing.termsMonths[1] = 90.5
    expect(englishLinesFor(content)).toEqual([
      'data/financing/financing.en.json › financing › termsMonths[1]: must be a whole number, found 90.5',
      expect.stringMatching(
        /^data\/financing\/financing\.en\.json › financing › disclaimer: ".*" must say it is an example, not an offer$/,
      ),
    ])
  })

  it('refuses an SMS disclosure without the opt-out words a provider requires', () => {
    const content = realContent()
    const consent = content.json['sms-consent/sms-consent.en.json'] as { disclosure: string }
    consent.disclosure = consent.disclosure.replace(' Reply STOP to opt out,', '')
    expect(englishLinesFor(content)).toEqual([
      expect.stringMatching(/^data\/sms-consent\/sms-consent\.en\.json › .* › disclosure: ".*" must say STOP$/),
    ])
  })
})

describe('translations', () => {
  it('accepts the Spanish content shipped beside the English', () => {
    const lines = linesFor(loadContent(dataDir))
    expect(lines).toEqual([])
    expect(Object.keys(loadContent(dataDir).json).filter((f) => f.endsWith('.es.json')).length).toBeGreaterThan(10)
  })

  it('names the Spanish file, the entry and the field when a Spanish text is missing', () => {
    const content = realContent()
    delete list(content, 'services/services.es.json')[0]!.title
    delete (content.json['home/home.es.json'] as { hero: Json }).hero.tagline
    expect(linesFor(content)).toEqual([
      'data/services/services.es.json › services[0] "roof-repair" › title: is required',
      'data/home/home.es.json › home › hero.tagline: is required',
    ])
  })

  it('requires a Spanish file for every English one, and a Spanish entry for every English entry', () => {
    const content = realContent()
    delete content.json['about/about.es.json']
    list(content, 'towns/towns.es.json').pop()
    expect(linesFor(content)).toEqual([
      'data/towns/towns.es.json › towns[11] "zebulon" › (entry): is missing: towns.en.json has this entry, towns.es.json has no translation of it',
      'data/about/about.es.json › (file) › (file): is missing',
    ])
  })

  it('keeps what is not words as in English: images, numbers, links', () => {
    const content = realContent()
    list(content, 'services/services.es.json')[0]!.image = '../images/services/roof-replacement.jpg'
    ;(content.json['pricing/pricing.es.json'] as Json).roundTo = 5
    expect(linesFor(content)).toEqual([
      'data/services/services.es.json › services[0] "roof-repair" › image: must be as in English ("../images/services/roof-repair.jpg"), found "../images/services/roof-replacement.jpg": only words are translated',
      'data/pricing/pricing.es.json › pricing › roundTo: must be as in English (100), found 5: only words are translated',
    ])
  })

  it('needs every policy page in Spanish but lets articles be translated one by one', () => {
    const content = realContent()
    content.markdown.pages = content.markdown.pages!.filter((f) => f.file !== 'pages/terms.es.md')
    content.markdown.articles = content.markdown.articles!.filter((f) => f.file !== 'articles/signs-you-need-a-new-roof.es.md')
    expect(linesFor(content)).toEqual([
      'data/pages/terms.es.md › (file) › (file): is missing: every page in pages/terms.en.md needs its translation (es)',
    ])
  })

  it('uses the Spanish wording rules in Spanish files', () => {
    const content = realContent()
    list(content, 'testimonials/testimonials.es.json')[0]!.title = 'Homeowner'
    expect(linesFor(content)).toEqual([
      'data/testimonials/testimonials.es.json › testimonials[0] "' +
        String(list(content, 'testimonials/testimonials.es.json')[0]!.author) +
        '" › title: "Homeowner" is not one of Propietario, Propietaria, Administrador de propiedades, Administradora de propiedades, Dueño de negocio, Dueña de negocio, Agente de bienes raíces',
    ])
  })

  it('lists the placeholders the owner must replace, naming file, entry and field, apart from the problems', () => {
    expect(findPlaceholders(loadContent(dataDir)).map(formatProblem)).toEqual(
      ['en', 'es']
        .flatMap((l) => [
          `data/site/site.${l}.json › site › phone: "(919) 555-0147" is a fictional number (555-01xx): put the business's own number here`,
          expect.stringMatching(new RegExp(`^data/site/site\\.${l}\\.json › site › license: ".*00000" has no real licence number yet`)),
        ])
        .concat(
          ['en', 'es'].map(
            (l) =>
              `data/financing/financing.${l}.json › financing › lender: "Your Lending Partner" names no lender yet: write the lending partner's name here (until then the Spanish page shows these English words too)`,
          ),
        ),
    )
  })

  it('lists no placeholder once the owner has written the real values', () => {
    const content = realContent()
    for (const l of ['en', 'es']) {
      const site = content.json[`site/site.${l}.json`] as Json
      site.phone = '(919) 832-4410'
      site.license = String(site.license).replace('00000', '84213')
      ;(content.json[`financing/financing.${l}.json`] as Json).lender = 'Coastal Federal Credit Union'
    }
    expect(findPlaceholders(content)).toEqual([])
    expect(linesFor(content)).toEqual([])
  })

  it('refuses in Spanish the words a native editor would not sign, naming file, entry and field, and what to write', () => {
    const content = realContent()
    ;(content.json['home/home.es.json'] as { stats: Json[] }).stats[0]!.value = '$8K+'
    ;(content.json['ui-layout/ui-layout.es.json'] as { texts: { footer: Json } }).texts.footer.serviceAreas = 'Zonas de servicio'
    ;(content.json['careers/careers.es.json'] as { openings: Json[] }).openings[0]!.pay = '$24-$32 por hora'
    const article = content.markdown.articles!.find((f) => f.file.endsWith('.es.md'))!
    article.body = `Pida un reporte por escrito.\n${article.body}`
    // the English keeps its own words
    ;(content.json['home/home.en.json'] as { stats: Json[] }).stats[0]!.value = '$8K+'
    expect(linesFor(content)).toEqual([
      'data/home/home.es.json › home › stats[0].value: says "$8K": write the amount written out ("Más de $8,000")',
      'data/careers/careers.es.json › careers › openings[0].pay: says "$24-$32": write an en dash in a range (1–3, $24–$32)',
      'data/ui-layout/ui-layout.es.json › ui-layout › texts.footer.serviceAreas: says "Zonas de servicio": write "área de servicio"',
      `data/${article.file} › line ${article.bodyLine} › text: says "reporte": write "informe", the one word for a report`,
    ])
  })

  it("refuses the storm check's and the estimate box's first Spanish if it comes back (issue 47)", () => {
    const content = realContent()
    const pages = (content.json['ui-pages/ui-pages.es.json'] as { texts: { stormCheck: Json } }).texts.stormCheck
    pages.zipPlace = 'código postal {{zip}}'
    pages.hailDetail = '{{inches}}″ (tamaño {{size}})'
    const sections = (content.json['ui-sections/ui-sections.es.json'] as { texts: { estimateBox: { choices: Json } } }).texts
    sections.estimateBox.choices.stories = 'Pisos: {{stories}}'
    const privacy = content.markdown.pages!.find((f) => f.file === 'pages/privacy.es.md')!
    privacy.body = `## Revisión de tormentas\n${privacy.body}`
    expect(linesFor(content)).toEqual([
      'data/ui-pages/ui-pages.es.json › ui-pages › texts.stormCheck.hailDetail: says "″": write "pulg." for inches ("1.75 pulg.")',
      'data/ui-pages/ui-pages.es.json › ui-pages › texts.stormCheck.hailDetail: says "(tamaño ": write "(del tamaño de una pelota de golf)", the size with its article',
      'data/ui-pages/ui-pages.es.json › ui-pages › texts.stormCheck.zipPlace: says "código postal {{zip}}": write "la zona postal {{zip}}", which reads after "cerca de" and "Mapa de"',
      'data/ui-sections/ui-sections.es.json › ui-sections › texts.estimateBox.choices.stories: says "Pisos: {{stories}}": write "Casa de {{stories}}" ("Pisos: 2 pisos" says it twice)',
      `data/pages/privacy.es.md › line ${privacy.bodyLine} › text: says "Revisión de tormentas": write "Historial de tormentas": a "revisión" is the roof inspection itself`,
    ])
  })

  it('requires the Spanish consent to texts to name PARAR and AYUDA beside STOP and HELP', () => {
    const content = realContent()
    const consent = content.json['sms-consent/sms-consent.es.json'] as Json
    consent.disclosure = String(consent.disclosure).replace(' o PARAR', '')
    expect(linesFor(content)).toEqual([
      `data/sms-consent/sms-consent.es.json › sms-consent › disclosure: ${JSON.stringify(consent.disclosure)} must say PARAR`,
      // and the wording rule that holds every Spanish text to it, the policies' too
      'data/sms-consent/sms-consent.es.json › sms-consent › disclosure: says "STOP": write "STOP (o PARAR)"',
    ])
  })
})
