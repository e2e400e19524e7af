import type { Payload } from 'payload'

import type { DocumentCategory, DocumentLanguage } from '@/lib/documents'
import { safeFileName } from '@/lib/documents'

import { simplePdf } from './pdf'

type Text = { en: string; de: string }
type DemoDocument = {
  category: DocumentCategory
  language: DocumentLanguage
  title: Text
  description: Text
  revision: string
  date: string
  markets: string[]
  /** The PDF's own text, in the document's language. */
  body: string[]
}

const GRADES = ['EuroTalc AT 1', 'EuroTalc HTP 05', 'EuroTalc P 12'] as const

function sds(
  grade: string,
  language: DocumentLanguage,
  date: string,
  markets: string[],
): DemoDocument {
  const de = language === 'de'
  return {
    category: 'safety-data-sheets',
    language,
    title: de
      ? { en: `Safety data sheet – ${grade} (German)`, de: `Sicherheitsdatenblatt – ${grade}` }
      : { en: `Safety data sheet – ${grade}`, de: `Sicherheitsdatenblatt – ${grade} (Englisch)` },
    description: {
      en: `Safety data sheet according to Regulation (EC) No 1907/2006 (REACH) for ${grade}.`,
      de: `Sicherheitsdatenblatt gemäß Verordnung (EG) Nr. 1907/2006 (REACH) für ${grade}.`,
    },
    revision: '4.2',
    date,
    markets,
    body: de
      ? [
          `ABSCHNITT 1: Bezeichnung des Stoffs – ${grade}`,
          'Verwendung: Füllstoff für Kunststoffe, Papier, Keramik und Beschichtungen.',
          'ABSCHNITT 2: Mögliche Gefahren – kein gefährlicher Stoff nach CLP.',
          'ABSCHNITT 8: Arbeitsplatzgrenzwert für alveolengängigen Staub beachten.',
          'Demo-Dokument der EuroTalc-Website.',
        ]
      : [
          `SECTION 1: Identification of the substance – ${grade}`,
          'Use: filler for plastics, paper, ceramics and coatings.',
          'SECTION 2: Hazards identification – not classified as hazardous under CLP.',
          'SECTION 8: Observe the occupational exposure limit for respirable dust.',
          'Demo document of the EuroTalc website.',
        ],
  }
}

function pair(
  category: DocumentCategory,
  en: { title: string; description: string; body: string[] },
  de: { title: string; description: string; body: string[] },
  revision: string,
  date: string,
  markets: string[],
): DemoDocument[] {
  return [
    {
      category,
      language: 'en',
      title: { en: en.title, de: `${de.title} (Englisch)` },
      description: { en: en.description, de: de.description },
      revision,
      date,
      markets,
      body: en.body,
    },
    {
      category,
      language: 'de',
      title: { en: `${en.title} (German)`, de: de.title },
      description: { en: en.description, de: de.description },
      revision,
      date,
      markets,
      body: de.body,
    },
  ]
}

/** 24 documents: every category in English and German, 3 of each. */
export const DEMO_DOCUMENTS: DemoDocument[] = [
  ...pair(
    'product-literature',
    {
      title: 'Talc for automotive plastics – product overview',
      description: 'Grades, particle sizes and typical properties for polypropylene compounds.',
      body: [
        'Talc raises stiffness and heat resistance of PP compounds.',
        'Typical loading 10 to 40 %.',
      ],
    },
    {
      title: 'Talkum für Automobilkunststoffe – Produktübersicht',
      description: 'Sorten, Korngrößen und typische Eigenschaften für Polypropylen-Compounds.',
      body: [
        'Talkum erhöht Steifigkeit und Wärmeformbeständigkeit von PP-Compounds.',
        'Übliche Füllgrade 10 bis 40 %.',
      ],
    },
    '2',
    '2026-03-02',
    ['automotive-plastics'],
  ),
  ...pair(
    'product-literature',
    {
      title: 'Talc grades for paper and board',
      description: 'Pitch control, coating and filler grades for paper mills.',
      body: ['Talc binds sticky pitch and improves printability.'],
    },
    {
      title: 'Talksorten für Papier und Karton',
      description:
        'Sorten zur Harzbekämpfung, für Streichfarben und als Füllstoff in Papierfabriken.',
      body: ['Talkum bindet klebrige Harze und verbessert die Bedruckbarkeit.'],
    },
    '1',
    '2025-11-17',
    ['paper'],
  ),
  ...pair(
    'product-literature',
    {
      title: 'Talc in ceramics – technical brochure',
      description:
        'How talc lowers firing temperatures and thermal expansion in tiles and cordierite.',
      body: ['Talc is a source of magnesium oxide for ceramic bodies.'],
    },
    {
      title: 'Talkum in der Keramik – technische Broschüre',
      description: 'Wie Talkum Brenntemperatur und Wärmeausdehnung in Fliesen und Cordierit senkt.',
      body: ['Talkum liefert Magnesiumoxid für keramische Massen.'],
    },
    '3',
    '2025-06-30',
    ['ceramics'],
  ),
  sds(GRADES[0], 'en', '2026-01-15', ['automotive-plastics']),
  sds(GRADES[0], 'de', '2026-01-15', ['automotive-plastics']),
  sds(GRADES[1], 'en', '2025-10-01', ['plastics']),
  sds(GRADES[1], 'de', '2025-10-01', ['plastics']),
  sds(GRADES[2], 'en', '2026-02-20', ['paper']),
  sds(GRADES[2], 'de', '2026-02-20', ['paper']),
  ...pair(
    'regulatory-documents',
    {
      title: 'REACH statement',
      description: 'Registration status of talc under REACH and the absence of SVHC substances.',
      body: [
        'Talc (CAS 14807-96-6) is registered under REACH.',
        'It contains no substances of very high concern.',
      ],
    },
    {
      title: 'REACH-Erklärung',
      description:
        'Registrierungsstatus von Talkum nach REACH; keine besonders besorgniserregenden Stoffe.',
      body: [
        'Talkum (CAS 14807-96-6) ist nach REACH registriert.',
        'Es enthält keine besonders besorgniserregenden Stoffe.',
      ],
    },
    '2026-1',
    '2026-01-05',
    [],
  ),
  ...pair(
    'regulatory-documents',
    {
      title: 'Food contact compliance declaration',
      description: 'Declaration for plastics in contact with food, Regulation (EU) No 10/2011.',
      body: ['Suitable as an additive in plastics in contact with food.'],
    },
    {
      title: 'Konformitätserklärung für Lebensmittelkontakt',
      description:
        'Erklärung für Kunststoffe mit Lebensmittelkontakt, Verordnung (EU) Nr. 10/2011.',
      body: ['Geeignet als Zusatzstoff in Kunststoffen mit Lebensmittelkontakt.'],
    },
    '5',
    '2025-09-12',
    ['plastics'],
  ),
  ...pair(
    'regulatory-documents',
    {
      title: 'RoHS and conflict minerals statement',
      description: 'Statement on RoHS substances and on minerals from conflict-affected areas.',
      body: ['Our talc contains no RoHS-restricted substances above the limits.'],
    },
    {
      title: 'Erklärung zu RoHS und Konfliktmineralien',
      description: 'Erklärung zu RoHS-Stoffen und zu Mineralien aus Konfliktgebieten.',
      body: ['Unser Talkum enthält keine RoHS-beschränkten Stoffe oberhalb der Grenzwerte.'],
    },
    '1',
    '2025-04-22',
    ['electrical-and-electronics'],
  ),
  ...pair(
    'quality-documents',
    {
      title: 'ISO 9001 certificate',
      description: 'Quality management system certificate of the mine and the mill.',
      body: ['Certified quality management system according to ISO 9001:2015.'],
    },
    {
      title: 'ISO-9001-Zertifikat',
      description: 'Zertifikat des Qualitätsmanagementsystems von Bergbau und Mühle.',
      body: ['Zertifiziertes Qualitätsmanagementsystem nach ISO 9001:2015.'],
    },
    '2025',
    '2025-12-01',
    [],
  ),
  ...pair(
    'quality-documents',
    {
      title: 'ISO 14001 certificate',
      description: 'Environmental management system certificate.',
      body: ['Certified environmental management system according to ISO 14001:2015.'],
    },
    {
      title: 'ISO-14001-Zertifikat',
      description: 'Zertifikat des Umweltmanagementsystems.',
      body: ['Zertifiziertes Umweltmanagementsystem nach ISO 14001:2015.'],
    },
    '2025',
    '2025-12-01',
    [],
  ),
  ...pair(
    'quality-documents',
    {
      title: 'Certificate of analysis – EuroTalc AT 1',
      description:
        'Typical analysis: particle size, whiteness, loss on ignition, asbestos-free test.',
      body: [
        'd50 (Sedigraph): 1.9 µm',
        'Whiteness (Ry): 88 %',
        'Asbestos: not detected (XRD, TEM).',
      ],
    },
    {
      title: 'Analysenzertifikat – EuroTalc AT 1',
      description: 'Typische Analyse: Korngröße, Weißgrad, Glühverlust, Asbestfreiheit.',
      body: [
        'd50 (Sedigraph): 1,9 µm',
        'Weißgrad (Ry): 88 %',
        'Asbest: nicht nachgewiesen (XRD, TEM).',
      ],
    },
    '7',
    '2026-02-02',
    ['automotive-plastics'],
  ),
]

/** The demo documents with their PDFs, once (an empty library only). */
export async function seedDemoDocuments(payload: Payload): Promise<number> {
  const existing = await payload.count({ collection: 'documents', overrideAccess: true })
  if (existing.totalDocs > 0) return 0
  const markets = await payload.find({
    collection: 'product-markets',
    limit: 500,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { slug: true },
  })
  const marketId = new Map(markets.docs.map((m) => [String(m.slug), m.id]))
  let created = 0
  for (const doc of DEMO_DOCUMENTS) {
    const title = doc.title[doc.language]
    const data = simplePdf({ title, lines: [doc.description[doc.language], '', ...doc.body] })
    const made = await payload.create({
      collection: 'documents',
      locale: 'en',
      overrideAccess: true,
      data: {
        title: doc.title.en,
        description: doc.description.en,
        category: doc.category,
        language: doc.language,
        revision: doc.revision,
        revisionDate: `${doc.date}T00:00:00.000Z`,
        markets: doc.markets.map((slug) => marketId.get(slug)).filter((id) => id !== undefined),
      },
      file: {
        data,
        mimetype: 'application/pdf',
        name: safeFileName(title, 'pdf').replace(/\s+/g, '-'),
        size: data.length,
      },
    })
    await payload.update({
      collection: 'documents',
      id: made.id,
      locale: 'de',
      overrideAccess: true,
      data: { title: doc.title.de, description: doc.description.de },
    })
    created += 1
  }
  return created
}
