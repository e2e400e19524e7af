/**
 * Demo content of the EuroTalc GmbH website (fictional company), in English and German.
 * Data only: the seed turns it into CMS documents (see ./demo-content-types.ts).
 */
import type {
  DemoBlock,
  DemoContent,
  DemoImage,
  DemoPage,
  DemoProductMarket,
  Text,
} from './demo-content-types'

/** A text in both languages. */
const t = (en: string, de: string): Text => ({ en, de })

/** Rich text: blocks (paragraphs, '## ' headings, bullet lists) separated by a blank line. */
const doc = (...blocks: string[]): string => blocks.join('\n\n')

/** A bullet list in the rich-text markup. */
const ul = (...items: string[]): string => items.map((item) => `- ${item}`).join('\n')

/** Rich text in both languages. */
const rt = (en: string[], de: string[]): Text => ({ en: doc(...en), de: doc(...de) })

const img = (key: string, from: string, to: string, en: string, de: string): DemoImage => ({
  key,
  from,
  to,
  alt: t(en, de),
})

const hero = (
  heading: Text,
  text: Text,
  image?: string,
  link?: { label: Text; href: string },
): DemoBlock => ({
  blockType: 'hero',
  heading,
  text,
  ...(image ? { image } : {}),
  ...(link ? { link } : {}),
})

const richText = (en: string[], de: string[]): DemoBlock => ({
  blockType: 'richText',
  content: rt(en, de),
})

const mediaText = (
  heading: Text,
  content: Text,
  image: string,
  imagePosition: 'left' | 'right' = 'right',
): DemoBlock => ({ blockType: 'mediaText', heading, content, image, imagePosition })

const page = (path: string, title: Text, description: Text, blocks: DemoBlock[]): DemoPage => ({
  path,
  title,
  description,
  blocks,
})

const COMPANY_STATS: DemoBlock = {
  blockType: 'stats',
  heading: t('EuroTalc in figures', 'EuroTalc in Zahlen'),
  items: [
    {
      value: 31,
      unit: t('years', 'Jahre'),
      label: t('of talc manufacturing', 'Talkumproduktion'),
    },
    {
      value: 2000,
      unit: t('tons per month', 'Tonnen pro Monat'),
      label: t('of talc produced in Leoben', 'Talkum aus unserem Werk in Leoben'),
    },
  ],
}

const PRODUCT_MARKETS_PATH = '/our-products/product-markets'
const PLASTICS_PATH = `${PRODUCT_MARKETS_PATH}/plastics`
const PAPER_PATH = `${PRODUCT_MARKETS_PATH}/paper`
const CERAMICS_PATH = `${PRODUCT_MARKETS_PATH}/ceramics`
const AUTOMOTIVE_PATH = `${PLASTICS_PATH}/automotive-plastics`

const BRAND_BLUE = '#00418c'

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

const IMAGES: DemoImage[] = [
  // Page heroes
  img(
    'hero-home',
    BRAND_BLUE,
    '#6fb1e6',
    'Aerial view of the EuroTalc plant in Leoben with the Styrian mountains behind it',
    'Luftaufnahme des EuroTalc-Werks in Leoben vor der Kulisse der steirischen Berge',
  ),
  img(
    'hero-about',
    '#0b2545',
    BRAND_BLUE,
    'The EuroTalc administration building at Talkwerkstraße 12 in Leoben',
    'Das Verwaltungsgebäude von EuroTalc in der Talkwerkstraße 12 in Leoben',
  ),
  img(
    'hero-technology',
    BRAND_BLUE,
    '#8ecae6',
    'Application engineer testing talc-filled polypropylene plaques in the technical centre',
    'Anwendungstechniker prüft talkumgefüllte Polypropylen-Platten im Technikum',
  ),
  img(
    'hero-careers',
    '#1d3557',
    '#a8dadc',
    'Young team of engineers and operators in front of the Leoben mill building',
    'Junges Team aus Ingenieuren und Anlagenfahrern vor dem Mühlengebäude in Leoben',
  ),
  img(
    'hero-company',
    BRAND_BLUE,
    '#c9d6df',
    'The EuroTalc plant in Leoben at dusk, with the mill and silos lit up',
    'Das EuroTalc-Werk in Leoben in der Abenddämmerung mit beleuchteter Mühle und Silos',
  ),
  img(
    'hero-laboratory',
    '#003366',
    '#b8e0f6',
    'Laboratory technician loading a sample into the laser diffraction particle size analyser',
    'Labortechnikerin gibt eine Probe in das Laserbeugungs-Partikelgrößenmessgerät',
  ),
  img(
    'hero-quality',
    BRAND_BLUE,
    '#e9ecef',
    'Retained samples of every talc batch stored on labelled shelves in the quality archive',
    'Rückstellmuster jeder Talkumcharge in beschrifteten Regalen des Qualitätsarchivs',
  ),
  img(
    'hero-production',
    '#102a43',
    '#5b8fc7',
    'Grinding hall with the classifier mills of the Leoben plant',
    'Mahlhalle mit den Sichtermühlen des Werks Leoben',
  ),
  img(
    'hero-innovations',
    BRAND_BLUE,
    '#7f5af0',
    'Pilot jet mill used to develop new ultrafine talc grades',
    'Pilot-Strahlmühle für die Entwicklung neuer ultrafeiner Talkumsorten',
  ),
  img(
    'hero-logistics',
    '#243b55',
    '#f4a261',
    'Silo truck being loaded with talc at the loading station of the Leoben logistics hub',
    'Silofahrzeug wird an der Verladestation des Logistikzentrums Leoben mit Talkum befüllt',
  ),
  img(
    'hero-sustainability',
    BRAND_BLUE,
    '#7bc47f',
    'Renaturated former quarry area with young larch trees and a pond',
    'Renaturierte ehemalige Abbaufläche mit jungen Lärchen und einem Teich',
  ),
  img(
    'hero-products',
    '#e8eef5',
    BRAND_BLUE,
    'Close-up of white talc powder and a piece of raw talc rock',
    'Nahaufnahme von weißem Talkumpulver und einem Stück Rohtalk',
  ),
  img(
    'hero-about-talc',
    '#dfe7ef',
    '#4a6fa5',
    'Electron micrograph of platy talc particles stacked like sheets of paper',
    'Elektronenmikroskopische Aufnahme plättchenförmiger Talkumpartikel, gestapelt wie Papierblätter',
  ),
  img(
    'hero-talc-in-life',
    '#f1faee',
    BRAND_BLUE,
    'Everyday objects containing talc: a car door panel, a glossy magazine, a wall tile and a paint can',
    'Alltagsgegenstände mit Talkum: Autotürverkleidung, Hochglanzmagazin, Wandfliese und Farbeimer',
  ),
  img(
    'hero-news',
    BRAND_BLUE,
    '#48cae4',
    'EuroTalc team members talking with visitors at a trade fair stand',
    'EuroTalc-Mitarbeiter im Gespräch mit Besuchern an einem Messestand',
  ),
  img(
    'hero-contacts',
    '#0a1f44',
    '#90e0ef',
    'Customer service desk at the EuroTalc headquarters in Leoben',
    'Kundenservice in der EuroTalc-Zentrale in Leoben',
  ),

  // Product markets
  img(
    'market-plastics',
    BRAND_BLUE,
    '#a0c4ff',
    'Polypropylene compound granules next to a talc-filled injection-moulded part',
    'Polypropylen-Compound-Granulat neben einem talkumgefüllten Spritzgussteil',
  ),
  img(
    'market-paper',
    '#e6e2d3',
    BRAND_BLUE,
    'Paper reel leaving the drying section of a paper machine',
    'Papierrolle am Ende der Trockenpartie einer Papiermaschine',
  ),
  img(
    'market-ceramics',
    '#c97c5d',
    BRAND_BLUE,
    'Glazed wall tiles stacked in front of a roller kiln',
    'Glasierte Wandfliesen, gestapelt vor einem Rollenofen',
  ),
  img(
    'market-automotive',
    '#1b263b',
    '#778da9',
    'Car dashboard and door panel moulded from talc-filled polypropylene',
    'Armaturentafel und Türverkleidung aus talkumgefülltem Polypropylen',
  ),
  img(
    'market-biopolymers',
    BRAND_BLUE,
    '#95d5b2',
    'Thermoformed PLA cups and cutlery made with talc as nucleating agent',
    'Tiefgezogene PLA-Becher und -Besteck mit Talkum als Nukleierungsmittel',
  ),
  img(
    'market-breathable-film',
    '#caf0f8',
    BRAND_BLUE,
    'Breathable polyethylene film on a blown-film line',
    'Atmungsaktive Polyethylenfolie auf einer Blasfolienanlage',
  ),
  img(
    'market-construction',
    '#495057',
    BRAND_BLUE,
    'White PVC window profiles and grey plastic pipes on a building site',
    'Weiße PVC-Fensterprofile und graue Kunststoffrohre auf einer Baustelle',
  ),
  img(
    'market-electrical',
    '#14213d',
    '#fca311',
    'Connector housings and circuit breaker parts moulded from talc-filled PBT',
    'Steckergehäuse und Leistungsschalterteile aus talkumgefülltem PBT',
  ),
  img(
    'market-conductive',
    '#212529',
    BRAND_BLUE,
    'Black electrically conductive compound granules with talc and graphite',
    'Schwarzes elektrisch leitfähiges Compound-Granulat mit Talkum und Graphit',
  ),
  img(
    'related-calcium-carbonate',
    '#f8f9fa',
    '#6c8ebf',
    'Fine white ground calcium carbonate powder in a laboratory dish',
    'Feines weißes gemahlenes Calciumcarbonat in einer Laborschale',
  ),
  img(
    'related-graphite',
    '#343a40',
    '#8d99ae',
    'Flakes of natural graphite with a metallic grey lustre',
    'Naturgraphitflocken mit metallisch-grauem Glanz',
  ),

  // Gallery
  img(
    'gallery-quarry',
    '#5e503f',
    BRAND_BLUE,
    'Talc quarry benches in the Styrian mountains in early summer',
    'Abbauterrassen des Talkbergbaus in den steirischen Bergen im Frühsommer',
  ),
  img(
    'gallery-mill',
    BRAND_BLUE,
    '#adb5bd',
    'Talc mill at the Leoben plant',
    'Talkummühle im Werk Leoben',
  ),
  img(
    'gallery-flotation',
    '#023e8a',
    '#caf0f8',
    'Flotation cells separating talc from accompanying minerals',
    'Flotationszellen, in denen Talkum von Begleitmineralen getrennt wird',
  ),
  img(
    'gallery-laboratory',
    '#03045e',
    '#90e0ef',
    'X-ray diffractometer in the EuroTalc laboratory',
    'Röntgendiffraktometer im EuroTalc-Labor',
  ),
  img(
    'gallery-warehouse',
    BRAND_BLUE,
    '#ffd166',
    'Big bags of talc stacked in the Leoben logistics hub',
    'Big Bags mit Talkum im Logistikzentrum Leoben',
  ),
  img(
    'gallery-rail',
    '#264653',
    BRAND_BLUE,
    'Rail tank wagons at the plant siding ready for dispatch',
    'Bahn-Silowagen am Werksanschlussgleis, bereit zum Versand',
  ),
  img(
    'gallery-solar',
    BRAND_BLUE,
    '#ffe66d',
    'Photovoltaic panels on the roof of the Leoben warehouse',
    'Photovoltaikmodule auf dem Dach des Lagers in Leoben',
  ),
  img(
    'gallery-trade-fair',
    '#3a0ca3',
    BRAND_BLUE,
    'The EuroTalc stand at K 2025 in Düsseldorf',
    'Der EuroTalc-Stand auf der K 2025 in Düsseldorf',
  ),

  // News and blog
  img(
    'news-automotive-grade',
    '#0d1b2a',
    BRAND_BLUE,
    'Bumper fascia moulded from a TPO compound with ultrafine talc',
    'Stoßfängerverkleidung aus einem TPO-Compound mit ultrafeinem Talkum',
  ),
  img(
    'news-milan-office',
    BRAND_BLUE,
    '#e9c46a',
    'The new EuroTalc sales office in Milan',
    'Das neue EuroTalc-Vertriebsbüro in Mailand',
  ),
  img(
    'blog-particle-size',
    '#f0f4f8',
    BRAND_BLUE,
    'Particle size distribution curve on a laboratory screen',
    'Partikelgrößenverteilung auf einem Laborbildschirm',
  ),
]

// ---------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------

const CONTACT_HERO_TEXT = t(
  'Our team in Leoben answers within one working day. You can also call us on +43 3842 123 450.',
  'Unser Team in Leoben antwortet innerhalb eines Werktags. Sie erreichen uns auch telefonisch unter +43 3842 123 450.',
)

const PAGES: DemoPage[] = [
  page(
    '/',
    t('Talc and mineral additives', 'Talkum und mineralische Additive'),
    t(
      'EuroTalc mines and refines high-purity talc in Leoben, Austria, for plastics, paper, ceramics, paints and agriculture across Europe.',
      'EuroTalc gewinnt und veredelt hochreines Talkum in Leoben, Österreich – für Kunststoffe, Papier, Keramik, Farben und Landwirtschaft.',
    ),
    [
      hero(
        t('Talc that makes materials perform', 'Talkum, das Werkstoffe besser macht'),
        t(
          'From stiffer car interiors to cleaner paper machines: EuroTalc supplies micronised, asbestos-free talc from Leoben to customers all over Europe.',
          'Von steiferen Autoinnenräumen bis zu saubereren Papiermaschinen: EuroTalc liefert mikronisiertes, asbestfreies Talkum aus Leoben an Kunden in ganz Europa.',
        ),
        'hero-home',
        {
          label: t('Explore our product markets', 'Produktmärkte entdecken'),
          href: PRODUCT_MARKETS_PATH,
        },
      ),
      {
        blockType: 'cards',
        heading: t('Where our talc works', 'Wo unser Talkum wirkt'),
        items: [
          {
            title: t('Plastics', 'Kunststoffe'),
            text: t(
              'Stiffness, dimensional stability and scratch resistance for polypropylene, PVC, PA, PBT and biopolymers.',
              'Steifigkeit, Maßhaltigkeit und Kratzfestigkeit für Polypropylen, PVC, PA, PBT und Biopolymere.',
            ),
            href: PLASTICS_PATH,
            image: 'market-plastics',
          },
          {
            title: t('Paper', 'Papier'),
            text: t(
              'Pitch and stickies control, filler and coating pigment for a cleaner process and a smoother sheet.',
              'Pitch- und Stickykontrolle, Füllstoff und Streichpigment für einen saubereren Prozess und glattere Oberflächen.',
            ),
            href: PAPER_PATH,
            image: 'market-paper',
          },
          {
            title: t('Ceramics', 'Keramik'),
            text: t(
              'A magnesium source for cordierite and a flux that lowers the firing temperature of wall tiles.',
              'Magnesiumquelle für Cordierit und Flussmittel, das die Brenntemperatur von Wandfliesen senkt.',
            ),
            href: CERAMICS_PATH,
            image: 'market-ceramics',
          },
        ],
      },
      COMPANY_STATS,
      {
        blockType: 'list',
        heading: t('Company news', 'Unternehmensnachrichten'),
        source: 'company-news',
        limit: 3,
      },
      mediaText(
        t('A talc producer from Styria', 'Ein Talkumhersteller aus der Steiermark'),
        rt(
          [
            'EuroTalc GmbH was founded in Leoben in 1991. Today our team of engineers, operators and laboratory staff turns Styrian talc ore into **2000 tons of talc per month** – ground, classified and tested to tight specifications.',
            'We are a mid-sized, owner-managed company: short decision paths, application engineers who know your process and a plant that can make a trial batch at short notice. [Read our company profile](/about-us/company-profile)',
          ],
          [
            'Die EuroTalc GmbH wurde 1991 in Leoben gegründet. Heute verarbeitet unser Team aus Ingenieuren, Anlagenfahrern und Laborfachkräften steirisches Talkerz zu **2000 Tonnen Talkum pro Monat** – gemahlen, klassiert und nach engen Spezifikationen geprüft.',
            'Als mittelständisches, eigentümergeführtes Unternehmen bieten wir kurze Entscheidungswege, Anwendungstechniker, die Ihren Prozess kennen, und ein Werk, das auch kurzfristig eine Versuchscharge fertigt. [Zum Unternehmensprofil](/about-us/company-profile)',
          ],
        ),
        'hero-company',
        'left',
      ),
    ],
  ),

  page(
    '/about-us',
    t('About Us', 'Über uns'),
    t(
      'Get to know EuroTalc: our history, our laboratory, our team and how we make sure every bag of talc meets its specification.',
      'Lernen Sie EuroTalc kennen: unsere Geschichte, unser Labor, unser Team und wie wir sicherstellen, dass jeder Sack Talkum seine Spezifikation erfüllt.',
    ),
    [
      hero(
        t('About EuroTalc', 'Über EuroTalc'),
        t(
          'A European talc producer with 31 years of talc manufacturing, rooted in Leoben and working for customers across the continent.',
          'Ein europäischer Talkumhersteller mit 31 Jahren Erfahrung in der Talkumproduktion – verwurzelt in Leoben, tätig für Kunden in ganz Europa.',
        ),
        'hero-about',
      ),
      {
        blockType: 'cards',
        items: [
          {
            title: t('About technology', 'Über die Technologie'),
            text: t(
              'How talc improves plastics, paper, ceramics, paints, fertilizers and crops.',
              'Wie Talkum Kunststoffe, Papier, Keramik, Farben, Düngemittel und Kulturen verbessert.',
            ),
            href: '/about-us/about-technology',
            image: 'hero-technology',
          },
          {
            title: t('Careers', 'Karriere'),
            text: t(
              'Open positions in production, laboratory and sales.',
              'Offene Stellen in Produktion, Labor und Vertrieb.',
            ),
            href: '/about-us/careers',
            image: 'hero-careers',
          },
          {
            title: t('Company profile', 'Unternehmensprofil'),
            text: t(
              'Our history from the first mill in 1991 to 2000 tons per month today.',
              'Unsere Geschichte von der ersten Mühle 1991 bis zu 2000 Tonnen pro Monat heute.',
            ),
            href: '/about-us/company-profile',
            image: 'hero-company',
          },
          {
            title: t('Gallery', 'Galerie'),
            text: t(
              'Photos of our plant, our laboratory and our people.',
              'Fotos von unserem Werk, unserem Labor und unseren Mitarbeitern.',
            ),
            href: '/about-us/gallery',
            image: 'gallery-mill',
          },
          {
            title: t('Our laboratory', 'Unser Labor'),
            text: t(
              'Accredited testing of every batch, from particle size to asbestos-free analysis.',
              'Akkreditierte Prüfung jeder Charge – von der Partikelgröße bis zur Asbestfreiheit.',
            ),
            href: '/about-us/our-laboratory',
            image: 'hero-laboratory',
          },
          {
            title: t('Our team', 'Unser Team'),
            text: t(
              'The people you will talk to at EuroTalc.',
              'Die Menschen, mit denen Sie bei EuroTalc sprechen.',
            ),
            href: '/about-us/our-team',
            image: 'hero-careers',
          },
          {
            title: t('Product quality', 'Produktqualität'),
            text: t(
              'Certified management systems, REACH registration and batch certificates.',
              'Zertifizierte Managementsysteme, REACH-Registrierung und Chargenzertifikate.',
            ),
            href: '/about-us/product-quality',
            image: 'hero-quality',
          },
        ],
      },
    ],
  ),

  page(
    '/about-us/about-technology',
    t('About technology', 'Über die Technologie'),
    t(
      'Why a platy, soft mineral improves so many materials: the technology behind talc in plastics, paper, ceramics, paints, fertilizers and agriculture.',
      'Warum ein weiches, plättchenförmiges Mineral so viele Werkstoffe verbessert: die Technologie hinter Talkum in Industrie und Landwirtschaft.',
    ),
    [
      hero(
        t('The technology behind talc', 'Die Technologie hinter Talkum'),
        t(
          'Talc is platy, soft, chemically inert and hydrophobic. These four properties explain almost everything it does in our customers’ products.',
          'Talkum ist plättchenförmig, weich, chemisch inert und hydrophob. Diese vier Eigenschaften erklären fast alles, was es in den Produkten unserer Kunden leistet.',
        ),
        'hero-technology',
      ),
      richText(
        [
          'Talc is a hydrated magnesium silicate, Mg3Si4O10(OH)2. Its crystals consist of stacked layers held together only by weak forces, so that grinding splits them into thin platelets. The finer and more carefully the ore is delaminated, the higher the aspect ratio – and the stronger the reinforcing effect in a polymer or the barrier effect in a coating.',
          'Because talc is the softest mineral (Mohs 1), it causes little wear in extruders, moulds and paper machines. Its organophilic surface attracts resins and tacky contaminants, while its chemical inertness makes it a safe carrier for active ingredients. Our application engineers select the grade – particle size, top cut, whiteness, surface treatment – that matches your process.',
        ],
        [
          'Talkum ist ein wasserhaltiges Magnesiumsilikat, Mg3Si4O10(OH)2. Seine Kristalle bestehen aus übereinanderliegenden Schichten, die nur durch schwache Kräfte zusammengehalten werden; beim Mahlen spalten sie sich in dünne Plättchen. Je feiner und schonender das Erz delaminiert wird, desto höher das Aspektverhältnis – und desto stärker die Verstärkung im Polymer oder die Barrierewirkung in einer Beschichtung.',
          'Als weichstes Mineral (Mohshärte 1) verursacht Talkum kaum Verschleiß in Extrudern, Werkzeugen und Papiermaschinen. Seine organophile Oberfläche bindet Harze und klebrige Verunreinigungen, und dank seiner chemischen Inertheit ist es ein sicherer Träger für Wirkstoffe. Unsere Anwendungstechniker wählen die passende Sorte – Partikelgröße, Top Cut, Weißgrad, Oberflächenbehandlung – für Ihren Prozess aus.',
        ],
      ),
      {
        blockType: 'cards',
        heading: t('Technology by application', 'Technologie nach Anwendung'),
        items: [
          {
            title: t('Plastics', 'Kunststoffe'),
            text: t(
              'Talc platelets raise stiffness and heat resistance, reduce shrinkage and warpage and nucleate crystallisation in PP, PA, PBT and PLA.',
              'Talkumplättchen erhöhen Steifigkeit und Wärmeformbeständigkeit, verringern Schwindung und Verzug und nukleieren die Kristallisation in PP, PA, PBT und PLA.',
            ),
            href: PLASTICS_PATH,
            image: 'market-plastics',
          },
          {
            title: t('Paper', 'Papier'),
            text: t(
              'Talc adsorbs pitch and stickies, improves sheet smoothness and printability and reduces the consumption of fibres.',
              'Talkum adsorbiert Pitch und Stickies, verbessert Glätte und Bedruckbarkeit des Papiers und spart Fasern ein.',
            ),
            href: PAPER_PATH,
            image: 'market-paper',
          },
          {
            title: t('Ceramics', 'Keramik'),
            text: t(
              'As a source of magnesium, talc forms cordierite with low thermal expansion and acts as a flux in wall tile bodies.',
              'Als Magnesiumquelle bildet Talkum Cordierit mit geringer Wärmedehnung und wirkt als Flussmittel in Wandfliesenmassen.',
            ),
            href: CERAMICS_PATH,
            image: 'market-ceramics',
          },
          {
            title: t('Paints', 'Farben und Lacke'),
            text: t(
              'A functional extender that improves opacity, sanding and sag resistance and forms a barrier against water and corrosion.',
              'Funktioneller Füllstoff, der Deckkraft, Schleifbarkeit und Standvermögen verbessert und eine Barriere gegen Wasser und Korrosion bildet.',
            ),
            image: 'hero-talc-in-life',
          },
          {
            title: t('Fertilizers', 'Düngemittel'),
            text: t(
              'A thin coating of hydrophobic talc keeps fertilizer granules free-flowing and prevents caking during storage.',
              'Eine dünne Schicht hydrophoben Talkums hält Düngergranulate rieselfähig und verhindert das Verbacken bei der Lagerung.',
            ),
            image: 'hero-products',
          },
          {
            title: t('Agriculture', 'Landwirtschaft'),
            text: t(
              'An inert carrier for crop protection agents and a particle film that protects fruit from sunburn.',
              'Inerter Träger für Pflanzenschutzmittel und Partikelfilm, der Obst vor Sonnenbrand schützt.',
            ),
            image: 'hero-sustainability',
          },
        ],
      },
    ],
  ),

  page(
    '/about-us/careers',
    t('Careers', 'Karriere'),
    t(
      'Work at EuroTalc in Leoben, Austria: open positions in production, laboratory and sales at a growing European talc producer.',
      'Arbeiten bei EuroTalc in Leoben: offene Stellen in Produktion, Labor und Vertrieb bei einem wachsenden europäischen Talkumhersteller.',
    ),
    [
      hero(
        t('Careers at EuroTalc', 'Karriere bei EuroTalc'),
        t(
          'Join the team that produces 2000 tons of talc per month – and help us make the materials of tomorrow lighter, stronger and more sustainable.',
          'Werden Sie Teil des Teams, das 2000 Tonnen Talkum pro Monat produziert – und machen Sie mit uns die Werkstoffe von morgen leichter, fester und nachhaltiger.',
        ),
        'hero-careers',
      ),
      richText(
        [
          'Around 140 people work at EuroTalc, most of them at our plant in Leoben. We offer long-term positions in a stable, owner-managed company, structured training and real responsibility from the first day.',
          '## What we offer',
          ul(
            'Salaries above the collective agreement for the mining and minerals industry',
            'Flexible working hours and home office for office-based roles',
            'Training budget and support for the Montanuniversität Leoben part-time programmes',
            'Canteen, company bikes and a free parking space or public transport ticket',
          ),
          'Do not see a suitable vacancy? Send your unsolicited application to [our team](/contacts/general-enquiries).',
        ],
        [
          'Rund 140 Menschen arbeiten bei EuroTalc, die meisten davon in unserem Werk in Leoben. Wir bieten langfristige Arbeitsplätze in einem stabilen, eigentümergeführten Unternehmen, strukturierte Einarbeitung und echte Verantwortung vom ersten Tag an.',
          '## Was wir bieten',
          ul(
            'Gehalt über dem Kollektivvertrag der Bergbau- und Mineralrohstoffindustrie',
            'Gleitzeit und Homeoffice für Bürotätigkeiten',
            'Weiterbildungsbudget und Unterstützung bei berufsbegleitenden Programmen der Montanuniversität Leoben',
            'Kantine, Dienstfahrräder und kostenloser Parkplatz oder Öffi-Ticket',
          ),
          'Keine passende Stelle dabei? Senden Sie Ihre Initiativbewerbung an [unser Team](/contacts/general-enquiries).',
        ],
      ),
      { blockType: 'list', heading: t('Open positions', 'Offene Stellen'), source: 'jobs' },
    ],
  ),

  page(
    '/about-us/company-profile',
    t('Company profile', 'Unternehmensprofil'),
    t(
      'EuroTalc GmbH, Leoben: 31 years of talc manufacturing, 2000 tons of talc per month and a history of steady investment since 1991.',
      'EuroTalc GmbH, Leoben: 31 Jahre Talkumproduktion, 2000 Tonnen Talkum pro Monat und stetige Investitionen seit der Gründung 1991.',
    ),
    [
      hero(
        t('Company profile', 'Unternehmensprofil'),
        t(
          'Founded in Leoben in 1991, EuroTalc has grown from a single mill into one of the leading independent talc producers in Central Europe.',
          'Gegründet 1991 in Leoben, hat sich EuroTalc von einer einzelnen Mühle zu einem der führenden unabhängigen Talkumhersteller Mitteleuropas entwickelt.',
        ),
        'hero-company',
      ),
      richText(
        [
          'EuroTalc GmbH processes talc ore from deposits in Upper Styria at its plant in Leoben. Flotation, micronising and classification lines turn the ore into more than 40 grades, from coarse ceramic talc to ultrafine, compacted grades for automotive compounds.',
          'About 70 % of our production is exported, mainly to Germany, Italy, France and Central Eastern Europe. Our customers are compounders, paper mills, tile and technical ceramics manufacturers, paint producers and the fertilizer industry.',
          'We believe in long-term relationships: many of our customers have worked with us for more than twenty years, and our application engineers are often involved from the first development trial to serial production.',
        ],
        [
          'Die EuroTalc GmbH verarbeitet in ihrem Werk in Leoben Talkerz aus Lagerstätten der Obersteiermark. Flotations-, Mikronisier- und Sichtanlagen machen daraus mehr als 40 Sorten – vom groben Keramiktalkum bis zu ultrafeinen, kompaktierten Sorten für Automobil-Compounds.',
          'Rund 70 % unserer Produktion gehen in den Export, vor allem nach Deutschland, Italien, Frankreich und Mittelosteuropa. Zu unseren Kunden zählen Compoundeure, Papierfabriken, Hersteller von Fliesen und technischer Keramik, Farbenhersteller und die Düngemittelindustrie.',
          'Wir setzen auf langfristige Partnerschaften: Viele Kunden arbeiten seit mehr als zwanzig Jahren mit uns zusammen, und unsere Anwendungstechniker begleiten Projekte oft vom ersten Entwicklungsversuch bis zur Serienfertigung.',
        ],
      ),
      COMPANY_STATS,
      {
        blockType: 'timeline',
        heading: t('Milestones', 'Meilensteine'),
        entries: [
          {
            year: 1991,
            text: t(
              'EuroTalc GmbH is founded in Leoben; the first pendulum mill starts production with 400 tons per month.',
              'Gründung der EuroTalc GmbH in Leoben; die erste Pendelmühle nimmt mit 400 Tonnen pro Monat die Produktion auf.',
            ),
          },
          {
            year: 2006,
            text: t(
              'A new flotation and micronising line raises whiteness and makes ultrafine grades for plastics possible.',
              'Eine neue Flotations- und Mikronisierlinie erhöht den Weißgrad und ermöglicht ultrafeine Sorten für Kunststoffe.',
            ),
          },
          {
            year: 2012,
            text: t(
              'Our laboratory is accredited to ISO/IEC 17025, including asbestos-free testing by XRD and microscopy.',
              'Unser Labor wird nach ISO/IEC 17025 akkreditiert, einschließlich der Prüfung auf Asbestfreiheit mittels XRD und Mikroskopie.',
            ),
          },
          {
            year: 2018,
            text: t(
              'A new warehouse and logistics hub with silo loading and rail siding opens next to the plant.',
              'Neben dem Werk eröffnet ein neues Lager- und Logistikzentrum mit Siloverladung und Bahnanschluss.',
            ),
          },
          {
            year: 2022,
            text: t(
              'A 1.8 MWp solar plant goes into operation, and capacity reaches 2000 tons of talc per month.',
              'Eine Photovoltaikanlage mit 1,8 MWp geht in Betrieb, und die Kapazität erreicht 2000 Tonnen Talkum pro Monat.',
            ),
          },
        ],
      },
    ],
  ),

  page(
    '/about-us/gallery',
    t('Gallery', 'Galerie'),
    t(
      'Photos from EuroTalc: the talc quarry, the mills and flotation in Leoben, our laboratory, our logistics hub and our trade fair stands.',
      'Bilder von EuroTalc: der Talkbergbau, Mühlen und Flotation in Leoben, unser Labor, unser Logistikzentrum und unsere Messestände.',
    ),
    [
      hero(
        t('Gallery', 'Galerie'),
        t(
          'A look behind the scenes – from the quarry benches to the loading station.',
          'Ein Blick hinter die Kulissen – von den Abbauterrassen bis zur Verladestation.',
        ),
        'gallery-quarry',
      ),
      { blockType: 'list', source: 'gallery-photos' },
    ],
  ),

  page(
    '/about-us/our-laboratory',
    t('Our laboratory', 'Unser Labor'),
    t(
      'The accredited EuroTalc laboratory tests every batch of talc: particle size, whiteness, loss on ignition, XRD/XRF and asbestos-free analysis.',
      'Das akkreditierte EuroTalc-Labor prüft jede Talkumcharge: Partikelgröße, Weißgrad, Glühverlust, XRD/XRF und Asbestfreiheit.',
    ),
    [
      hero(
        t('Our laboratory', 'Unser Labor'),
        t(
          'No batch leaves Leoben without a release by our laboratory, accredited to ISO/IEC 17025 since 2012.',
          'Keine Charge verlässt Leoben ohne Freigabe durch unser Labor, das seit 2012 nach ISO/IEC 17025 akkreditiert ist.',
        ),
        'hero-laboratory',
      ),
      mediaText(
        t('Testing around the clock', 'Prüfung rund um die Uhr'),
        rt(
          [
            'Our laboratory team of twelve works in three shifts alongside production. Samples are taken automatically from every silo filling and every bagging line and tested within the hour.',
            'Beyond quality control, the laboratory supports product development and our customers: we compound and injection-mould test specimens, measure mechanical properties and compare your current filler with our grades.',
          ],
          [
            'Unser zwölfköpfiges Laborteam arbeitet im Dreischichtbetrieb parallel zur Produktion. Proben werden automatisch bei jeder Silobefüllung und an jeder Absackanlage gezogen und innerhalb einer Stunde geprüft.',
            'Über die Qualitätskontrolle hinaus unterstützt das Labor die Produktentwicklung und unsere Kunden: Wir compoundieren und spritzen Prüfkörper, messen mechanische Eigenschaften und vergleichen Ihren bisherigen Füllstoff mit unseren Sorten.',
          ],
        ),
        'gallery-laboratory',
        'right',
      ),
      richText(
        [
          '## Our test methods',
          ul(
            '**Particle size distribution** by laser diffraction (ISO 13320): d50 and top cut d98 for every batch',
            '**Whiteness and brightness** (ISO 2470, CIE L*a*b*) on pressed powder tablets',
            '**Loss on ignition** at 1050 °C as a measure of purity and carbonate content',
            '**Mineralogy and chemistry** by X-ray diffraction (XRD) and X-ray fluorescence (XRF)',
            '**Asbestos-free testing** by XRD and by polarised light and electron microscopy, following recognised methods for talc',
            '**Application tests**: oil absorption, moisture, bulk density and mechanical properties of filled polymers',
          ),
          'Results are documented in a certificate of analysis that accompanies every delivery. Read more about our [product quality](/about-us/product-quality).',
        ],
        [
          '## Unsere Prüfmethoden',
          ul(
            '**Partikelgrößenverteilung** mittels Laserbeugung (ISO 13320): d50 und Top Cut d98 für jede Charge',
            '**Weißgrad und Helligkeit** (ISO 2470, CIE L*a*b*) an gepressten Pulvertabletten',
            '**Glühverlust** bei 1050 °C als Maß für Reinheit und Carbonatgehalt',
            '**Mineralogie und Chemie** mittels Röntgendiffraktometrie (XRD) und Röntgenfluoreszenzanalyse (XRF)',
            '**Prüfung auf Asbestfreiheit** mittels XRD sowie Polarisations- und Elektronenmikroskopie nach anerkannten Methoden für Talkum',
            '**Anwendungsprüfungen**: Ölzahl, Feuchte, Schüttdichte und mechanische Eigenschaften gefüllter Kunststoffe',
          ),
          'Die Ergebnisse dokumentieren wir in einem Prüfzeugnis, das jede Lieferung begleitet. Mehr zu unserer [Produktqualität](/about-us/product-quality).',
        ],
      ),
    ],
  ),

  page(
    '/about-us/our-team',
    t('Our team', 'Unser Team'),
    t(
      'Meet the EuroTalc team: management, application technology, production, quality and our sales managers in Germany and Italy.',
      'Lernen Sie das EuroTalc-Team kennen: Geschäftsführung, Anwendungstechnik, Produktion, Qualität und unsere Vertriebsleiter in Deutschland und Italien.',
    ),
    [
      hero(
        t('Our team', 'Unser Team'),
        t(
          'Experienced people who know talc – and who know your application.',
          'Erfahrene Menschen, die Talkum kennen – und Ihre Anwendung.',
        ),
        'hero-careers',
      ),
      { blockType: 'list', source: 'team-members' },
      {
        blockType: 'feature',
        kind: 'team-form',
        text: t(
          'Would you like to talk to one of us directly? Leave your message and we will put you in touch.',
          'Sie möchten direkt mit einem von uns sprechen? Hinterlassen Sie uns eine Nachricht, wir stellen den Kontakt her.',
        ),
      },
    ],
  ),

  page(
    '/about-us/product-quality',
    t('Product quality', 'Produktqualität'),
    t(
      'Consistent talc quality: ISO 9001 and ISO 14001 certified, REACH registered, with a certificate of analysis for every batch we deliver.',
      'Gleichbleibende Talkumqualität: zertifiziert nach ISO 9001 und ISO 14001, REACH-registriert, mit Prüfzeugnis für jede gelieferte Charge.',
    ),
    [
      hero(
        t('Product quality', 'Produktqualität'),
        t(
          'Our customers run continuous processes. That is why consistency from batch to batch matters to us as much as the specification itself.',
          'Unsere Kunden fahren kontinuierliche Prozesse. Deshalb ist uns die Konstanz von Charge zu Charge ebenso wichtig wie die Spezifikation selbst.',
        ),
        'hero-quality',
      ),
      richText(
        [
          '## Certified management systems',
          'Our quality management system has been certified to **ISO 9001** since 1998 and our environmental management system to **ISO 14001** since 2009. Both are audited annually by an independent certification body.',
          '## Regulatory compliance',
          ul(
            'Talc is registered under **REACH**; we provide safety data sheets in all EU languages',
            'Every grade is tested and certified **asbestos-free**',
            'Statements on food contact, toys and RoHS are available for the relevant grades',
          ),
          '## Batch certificates',
          'Every delivery comes with a certificate of analysis showing particle size, whiteness, moisture and loss on ignition of the batch. Retained samples are kept for at least five years, so that any question can be traced back to production.',
        ],
        [
          '## Zertifizierte Managementsysteme',
          'Unser Qualitätsmanagementsystem ist seit 1998 nach **ISO 9001** zertifiziert, unser Umweltmanagementsystem seit 2009 nach **ISO 14001**. Beide werden jährlich von einer unabhängigen Zertifizierungsstelle auditiert.',
          '## Rechtliche Anforderungen',
          ul(
            'Talkum ist nach **REACH** registriert; Sicherheitsdatenblätter stellen wir in allen EU-Sprachen bereit',
            'Jede Sorte wird auf **Asbestfreiheit** geprüft und zertifiziert',
            'Erklärungen zu Lebensmittelkontakt, Spielzeug und RoHS sind für die betreffenden Sorten verfügbar',
          ),
          '## Chargenzertifikate',
          'Jede Lieferung wird von einem Prüfzeugnis mit Partikelgröße, Weißgrad, Feuchte und Glühverlust der Charge begleitet. Rückstellmuster bewahren wir mindestens fünf Jahre auf, damit sich jede Frage bis zur Produktion zurückverfolgen lässt.',
        ],
      ),
      {
        blockType: 'cards',
        heading: t('Documents', 'Dokumente'),
        items: [
          {
            title: t('Quality documents', 'Qualitätsdokumente'),
            text: t(
              'ISO 9001 and ISO 14001 certificates, laboratory accreditation and specimen certificates of analysis.',
              'ISO-9001- und ISO-14001-Zertifikate, Laborakkreditierung und Muster-Prüfzeugnisse.',
            ),
            href: '/download?tab=quality-documents',
          },
          {
            title: t('Regulatory documents', 'Regulatorische Dokumente'),
            text: t(
              'REACH statements, asbestos-free declarations, food contact and RoHS statements.',
              'REACH-Erklärungen, Bestätigungen der Asbestfreiheit sowie Erklärungen zu Lebensmittelkontakt und RoHS.',
            ),
            href: '/download?tab=regulatory-documents',
          },
        ],
      },
    ],
  ),

  page(
    '/blog',
    t('Blog', 'Blog'),
    t(
      'The EuroTalc blog: practical know-how on talc in polypropylene, bioplastics, paper, ceramics and laboratory testing from our experts.',
      'Der EuroTalc-Blog: Praxiswissen unserer Experten zu Talkum in Polypropylen, Biokunststoffen, Papier, Keramik und Laborprüfung.',
    ),
    [
      hero(
        t('Blog', 'Blog'),
        t(
          'Know-how from our application engineers and laboratory – short, practical and free of marketing jargon.',
          'Wissen aus unserer Anwendungstechnik und unserem Labor – kurz, praxisnah und ohne Werbesprache.',
        ),
        'blog-particle-size',
      ),
      { blockType: 'list', source: 'blog-posts' },
    ],
  ),

  page(
    '/contacts',
    t('Contacts', 'Kontakt'),
    t(
      'Contact EuroTalc: sales, samples, general enquiries and our offices in Leoben, Düsseldorf and Milan. Talkwerkstraße 12, 8700 Leoben.',
      'Kontakt zu EuroTalc: Vertrieb, Muster, allgemeine Anfragen und unsere Standorte in Leoben, Düsseldorf und Mailand. Wir freuen uns auf Sie.',
    ),
    [
      hero(
        t('Contact us', 'Kontakt'),
        t(
          'EuroTalc GmbH, Talkwerkstraße 12, 8700 Leoben, Austria – phone +43 3842 123 450, info@eurotalc.example.',
          'EuroTalc GmbH, Talkwerkstraße 12, 8700 Leoben, Österreich – Telefon +43 3842 123 450, info@eurotalc.example.',
        ),
        'hero-contacts',
      ),
      {
        blockType: 'cards',
        heading: t('How can we help?', 'Wie können wir helfen?'),
        items: [
          {
            title: t('Contact sales', 'Vertrieb kontaktieren'),
            text: t(
              'Prices, availability and quotations for our talc grades.',
              'Preise, Verfügbarkeit und Angebote für unsere Talkumsorten.',
            ),
            href: '/contacts/contact-sales',
          },
          {
            title: t('Contact us', 'Kontakt'),
            text: t('Send us a message on any topic.', 'Schreiben Sie uns zu jedem Thema.'),
            href: '/contacts/contact-us',
          },
          {
            title: t('Contact form', 'Kontaktformular'),
            text: t(
              'A short form for a quick question to our team.',
              'Ein kurzes Formular für eine schnelle Frage an unser Team.',
            ),
            href: '/contacts/contact-us-2',
          },
          {
            title: t('General enquiries', 'Allgemeine Anfragen'),
            text: t(
              'Press, applications, suppliers and everything else.',
              'Presse, Bewerbungen, Lieferanten und alles Weitere.',
            ),
            href: '/contacts/general-enquiries',
          },
          {
            title: t('Request a sample', 'Muster anfordern'),
            text: t(
              'Laboratory samples of up to 5 kg, free of charge.',
              'Labormuster bis 5 kg, kostenlos.',
            ),
            href: '/contacts/request-a-sample',
          },
        ],
      },
      { blockType: 'list', heading: t('Our offices', 'Unsere Standorte'), source: 'offices' },
    ],
  ),

  page(
    '/contacts/contact-sales',
    t('Contact sales', 'Vertrieb kontaktieren'),
    t(
      'Contact the EuroTalc sales team for quotations, prices, availability and delivery terms for talc grades in bags, big bags and bulk.',
      'Kontaktieren Sie den EuroTalc-Vertrieb für Angebote, Preise, Verfügbarkeit und Lieferbedingungen – in Säcken, Big Bags oder lose.',
    ),
    [
      hero(
        t('Contact sales', 'Vertrieb kontaktieren'),
        t(
          'Tell us about your application and your annual volume – we will reply with a quotation and a grade recommendation.',
          'Beschreiben Sie uns Ihre Anwendung und Ihren Jahresbedarf – wir antworten mit einem Angebot und einer Sortenempfehlung.',
        ),
      ),
      {
        blockType: 'feature',
        kind: 'contact-sales',
        text: t(
          'Your enquiry goes directly to the sales manager responsible for your country.',
          'Ihre Anfrage geht direkt an den für Ihr Land zuständigen Vertriebsleiter.',
        ),
      },
    ],
  ),

  page(
    '/contacts/contact-us',
    t('Contact us', 'Kontakt'),
    t(
      'Write to EuroTalc GmbH in Leoben, Austria. Our team answers questions about talc, our products and our company within one working day.',
      'Schreiben Sie der EuroTalc GmbH in Leoben. Unser Team beantwortet Fragen zu Talkum, unseren Produkten und unserem Unternehmen binnen eines Werktags.',
    ),
    [
      hero(t('Contact us', 'Kontakt'), CONTACT_HERO_TEXT),
      {
        blockType: 'feature',
        kind: 'contact-us',
        text: t(
          'Fill in the form and we will get back to you.',
          'Füllen Sie das Formular aus, wir melden uns bei Ihnen.',
        ),
      },
    ],
  ),

  page(
    '/contacts/contact-us-2',
    t('Contact form', 'Kontaktformular'),
    t(
      'A quick question for EuroTalc? Use our short contact form and our team in Leoben will get back to you within one working day.',
      'Eine kurze Frage an EuroTalc? Nutzen Sie unser Kontaktformular – unser Team in Leoben meldet sich innerhalb eines Werktags bei Ihnen.',
    ),
    [
      hero(t('Contact form', 'Kontaktformular'), CONTACT_HERO_TEXT),
      {
        blockType: 'feature',
        kind: 'contact-us',
        text: t(
          'Name, e-mail and your question are all we need.',
          'Name, E-Mail-Adresse und Ihre Frage genügen uns.',
        ),
      },
    ],
  ),

  page(
    '/contacts/general-enquiries',
    t('General enquiries', 'Allgemeine Anfragen'),
    t(
      'General enquiries to EuroTalc: press, partnerships, suppliers, unsolicited applications and all questions that do not concern an order.',
      'Allgemeine Anfragen an EuroTalc: Presse, Partnerschaften, Lieferanten, Initiativbewerbungen und alle Fragen, die keine Bestellung betreffen.',
    ),
    [
      hero(
        t('General enquiries', 'Allgemeine Anfragen'),
        t(
          'Press, partnerships, suppliers or an unsolicited application – we forward your message to the right person.',
          'Presse, Partnerschaften, Lieferanten oder eine Initiativbewerbung – wir leiten Ihre Nachricht an die richtige Person weiter.',
        ),
      ),
      {
        blockType: 'feature',
        kind: 'general-enquiries',
        text: t(
          'Please choose a topic so that your enquiry reaches the right department.',
          'Bitte wählen Sie ein Thema, damit Ihre Anfrage die richtige Abteilung erreicht.',
        ),
      },
    ],
  ),

  page(
    '/contacts/request-a-sample',
    t('Request a sample', 'Muster anfordern'),
    t(
      'Request a free talc sample from EuroTalc: laboratory samples up to 5 kg with data sheet, usually shipped within three working days.',
      'Fordern Sie ein kostenloses Talkummuster bei EuroTalc an: Labormuster bis 5 kg mit Datenblatt, meist innerhalb von drei Werktagen versandt.',
    ),
    [
      hero(
        t('Request a sample', 'Muster anfordern'),
        t(
          'Test our talc in your own process. Laboratory samples are free of charge and are usually shipped within three working days.',
          'Testen Sie unser Talkum in Ihrem eigenen Prozess. Labormuster sind kostenlos und werden in der Regel innerhalb von drei Werktagen versandt.',
        ),
      ),
      {
        blockType: 'feature',
        kind: 'request-a-sample',
        text: t(
          'Tell us your application and the grade you are interested in. For plant trials we also supply big bags.',
          'Nennen Sie uns Ihre Anwendung und die gewünschte Sorte. Für Betriebsversuche liefern wir auch Big Bags.',
        ),
      },
    ],
  ),

  page(
    '/download',
    t('Download', 'Downloads'),
    t(
      'Download EuroTalc product literature, safety data sheets, regulatory documents and quality certificates for all our talc grades.',
      'Laden Sie Produktinformationen, Sicherheitsdatenblätter, regulatorische Dokumente und Qualitätszertifikate zu allen EuroTalc-Sorten herunter.',
    ),
    [
      hero(
        t('Download centre', 'Downloadbereich'),
        t(
          'All documents for our talc grades in one place, always in their current version.',
          'Alle Dokumente zu unseren Talkumsorten an einem Ort, stets in der aktuellen Fassung.',
        ),
        'hero-quality',
      ),
      richText(
        [
          'Our documents are grouped in four categories:',
          ul(
            '**Product literature** – technical data sheets, application brochures and our product range overview',
            '**Safety data sheets** – SDS according to REACH for every grade, in all EU languages ([open safety data sheets](/download?tab=safety-data-sheets))',
            '**Regulatory documents** – REACH statements, asbestos-free declarations, food contact and RoHS statements',
            '**Quality documents** – ISO 9001 and ISO 14001 certificates, laboratory accreditation and specimen certificates of analysis',
          ),
          'Some documents are reserved for registered customers. If you cannot find a document, please [contact us](/contacts/contact-us).',
        ],
        [
          'Unsere Dokumente sind in vier Kategorien gegliedert:',
          ul(
            '**Produktinformationen** – technische Datenblätter, Anwendungsbroschüren und unsere Sortimentsübersicht',
            '**Sicherheitsdatenblätter** – SDB gemäß REACH für jede Sorte, in allen EU-Sprachen ([zu den Sicherheitsdatenblättern](/download?tab=safety-data-sheets))',
            '**Regulatorische Dokumente** – REACH-Erklärungen, Bestätigungen der Asbestfreiheit, Erklärungen zu Lebensmittelkontakt und RoHS',
            '**Qualitätsdokumente** – ISO-9001- und ISO-14001-Zertifikate, Laborakkreditierung und Muster-Prüfzeugnisse',
          ),
          'Einige Dokumente stehen nur registrierten Kunden zur Verfügung. Wenn Sie ein Dokument nicht finden, [kontaktieren Sie uns](/contacts/contact-us).',
        ],
      ),
      { blockType: 'feature', kind: 'download' },
    ],
  ),

  page(
    '/faq',
    t('FAQ', 'Häufige Fragen'),
    t(
      'Frequently asked questions about EuroTalc talc: asbestos-free testing, particle sizes, packaging, samples, lead times, REACH and support.',
      'Häufige Fragen zu EuroTalc-Talkum: Asbestfreiheit, Partikelgrößen, Verpackung, Muster, Lieferzeiten, REACH und technische Beratung.',
    ),
    [
      hero(
        t('Frequently asked questions', 'Häufige Fragen'),
        t(
          'Quick answers to the questions our customers ask most often.',
          'Schnelle Antworten auf die Fragen, die uns am häufigsten gestellt werden.',
        ),
        'hero-products',
      ),
      { blockType: 'list', source: 'faq-entries' },
    ],
  ),

  page(
    '/news-events',
    t('News and events', 'News und Events'),
    t(
      'News and events from EuroTalc: company announcements, new talc grades, trade fairs and what the trade press writes about us.',
      'Neuigkeiten und Termine von EuroTalc: Unternehmensmeldungen, neue Talkumsorten, Messen und was die Fachpresse über uns schreibt.',
    ),
    [
      hero(
        t('News and events', 'News und Events'),
        t(
          'What is happening at EuroTalc – and where you can meet us.',
          'Was bei EuroTalc passiert – und wo Sie uns treffen können.',
        ),
        'hero-news',
      ),
      {
        blockType: 'list',
        heading: t('Company news', 'Unternehmensnachrichten'),
        source: 'company-news',
        limit: 3,
      },
      {
        blockType: 'list',
        heading: t('Media about us', 'Medienberichte'),
        source: 'media-about-us',
        limit: 3,
      },
    ],
  ),

  page(
    '/news-events/company-news',
    t('Company news', 'Unternehmensnachrichten'),
    t(
      'EuroTalc company news: investments in Leoben, new talc grades, certifications, new sales offices and trade fair appearances.',
      'Unternehmensnachrichten von EuroTalc: Investitionen in Leoben, neue Talkumsorten, Zertifizierungen, neue Standorte und Messeauftritte.',
    ),
    [
      hero(
        t('Company news', 'Unternehmensnachrichten'),
        t(
          'Announcements from EuroTalc GmbH, newest first.',
          'Meldungen der EuroTalc GmbH, die neuesten zuerst.',
        ),
        'hero-news',
      ),
      { blockType: 'list', source: 'company-news' },
    ],
  ),

  page(
    '/news-events/media-about-us',
    t('Media about us', 'Medienberichte'),
    t(
      'What trade journals and business media write about EuroTalc, talc in automotive compounds and our investments in Leoben.',
      'Was Fachzeitschriften und Wirtschaftsmedien über EuroTalc, Talkum in Automobil-Compounds und unsere Investitionen in Leoben berichten.',
    ),
    [
      hero(
        t('Media about us', 'Medienberichte'),
        t(
          'Articles and interviews about EuroTalc in the trade and business press.',
          'Artikel und Interviews über EuroTalc in der Fach- und Wirtschaftspresse.',
        ),
        'hero-news',
      ),
      { blockType: 'list', source: 'media-about-us' },
    ],
  ),

  page(
    '/our-production',
    t('Our production', 'Unsere Produktion'),
    t(
      'How EuroTalc produces 2000 tons of talc per month in Leoben: process innovations, logistics by road and rail, and sustainable production.',
      'Wie EuroTalc in Leoben 2000 Tonnen Talkum pro Monat produziert: Prozessinnovationen, Logistik per Straße und Schiene, nachhaltige Produktion.',
    ),
    [
      hero(
        t('Our production', 'Unsere Produktion'),
        t(
          'From ore to micronised powder: flotation, grinding, classification and compaction under one roof in Leoben.',
          'Vom Erz zum mikronisierten Pulver: Flotation, Mahlung, Sichtung und Kompaktierung unter einem Dach in Leoben.',
        ),
        'hero-production',
      ),
      {
        blockType: 'cards',
        items: [
          {
            title: t('Innovations', 'Innovationen'),
            text: t(
              'New grinding technology, compacted grades and digital process control.',
              'Neue Mahltechnik, kompaktierte Sorten und digitale Prozessführung.',
            ),
            href: '/our-production/innovations',
            image: 'hero-innovations',
          },
          {
            title: t('Logistics', 'Logistik'),
            text: t(
              'Bags, big bags, silo trucks and rail – delivered on time across Europe.',
              'Säcke, Big Bags, Silofahrzeuge und Bahn – pünktlich in ganz Europa.',
            ),
            href: '/our-production/logistics',
            image: 'hero-logistics',
          },
          {
            title: t('Sustainability', 'Nachhaltigkeit'),
            text: t(
              'Renaturation, solar energy and closed water cycles.',
              'Renaturierung, Solarenergie und geschlossene Wasserkreisläufe.',
            ),
            href: '/our-production/sustainability',
            image: 'hero-sustainability',
          },
        ],
      },
    ],
  ),

  page(
    '/our-production/innovations',
    t('Innovations', 'Innovationen'),
    t(
      'Innovation at EuroTalc: ultrafine jet-milled talc, compacted grades for compounders, surface-treated talc and digital process control.',
      'Innovation bei EuroTalc: ultrafeines, strahlgemahlenes Talkum, kompaktierte Sorten für Compoundeure, oberflächenbehandeltes Talkum.',
    ),
    [
      hero(
        t('Innovations', 'Innovationen'),
        t(
          'Each year we invest around 4 % of our turnover in new processes and grades – always driven by a concrete customer need.',
          'Jedes Jahr investieren wir rund 4 % unseres Umsatzes in neue Verfahren und Sorten – immer ausgehend von einem konkreten Kundenbedarf.',
        ),
        'hero-innovations',
      ),
      mediaText(
        t('Finer talc, higher aspect ratio', 'Feineres Talkum, höheres Aspektverhältnis'),
        rt(
          [
            'Lightweight car parts need talc that reinforces more at a lower loading. Our pilot jet mill delaminates talc platelets gently instead of breaking them, reaching a d50 of 1.2 µm while keeping a high aspect ratio.',
            'Grades developed on the pilot line move to the production scale in Leoben once a customer has validated them in serial trials.',
          ],
          [
            'Leichtbauteile im Auto brauchen Talkum, das bei geringerem Füllgrad stärker verstärkt. Unsere Pilot-Strahlmühle delaminiert die Talkumplättchen schonend, statt sie zu zerbrechen, und erreicht einen d50 von 1,2 µm bei hohem Aspektverhältnis.',
            'Sorten aus der Pilotanlage gehen in Leoben in den Produktionsmaßstab, sobald ein Kunde sie in Serienversuchen freigegeben hat.',
          ],
        ),
        'hero-innovations',
        'left',
      ),
      richText(
        [
          '## Current development projects',
          ul(
            '**Compacted grades**: ultrafine talc densified to a bulk density of up to 1.0 g/cm³ for higher throughput on twin-screw extruders',
            '**Surface-treated talc** for better dispersion and lower emissions in automotive interior compounds',
            '**Talc for recycled polypropylene**: grades that compensate for the property variation of post-consumer recyclate',
            '**Digital process control**: online particle size measurement that adjusts the classifier speed in real time',
          ),
          'Do you have a material challenge that talc could solve? Our application engineers look forward to [hearing from you](/contacts/contact-sales).',
        ],
        [
          '## Aktuelle Entwicklungsprojekte',
          ul(
            '**Kompaktierte Sorten**: ultrafeines Talkum, verdichtet auf eine Schüttdichte von bis zu 1,0 g/cm³, für höheren Durchsatz auf Doppelschneckenextrudern',
            '**Oberflächenbehandeltes Talkum** für bessere Dispergierung und geringere Emissionen in Compounds für den Fahrzeuginnenraum',
            '**Talkum für recyceltes Polypropylen**: Sorten, die die schwankenden Eigenschaften von Post-Consumer-Rezyklat ausgleichen',
            '**Digitale Prozessführung**: Online-Partikelgrößenmessung, die die Sichterdrehzahl in Echtzeit regelt',
          ),
          'Sie haben eine Werkstoffaufgabe, die Talkum lösen könnte? Unsere Anwendungstechniker freuen sich auf [Ihre Anfrage](/contacts/contact-sales).',
        ],
      ),
    ],
  ),

  page(
    '/our-production/logistics',
    t('Logistics', 'Logistik'),
    t(
      'EuroTalc delivers talc in 25 kg bags, big bags, silo trucks and rail wagons from its logistics hub in Leoben to customers across Europe.',
      'EuroTalc liefert Talkum in 25-kg-Säcken, Big Bags, Silofahrzeugen und Bahnwaggons aus dem Logistikzentrum Leoben in ganz Europa.',
    ),
    [
      hero(
        t('Logistics', 'Logistik'),
        t(
          'The right packaging for every consumption – and a logistics hub that ships most orders within five working days.',
          'Die richtige Verpackung für jeden Verbrauch – und ein Logistikzentrum, das die meisten Aufträge innerhalb von fünf Werktagen versendet.',
        ),
        'hero-logistics',
      ),
      mediaText(
        t('Our logistics hub', 'Unser Logistikzentrum'),
        rt(
          [
            'Since 2018, our logistics hub next to the plant has offered 12,000 m² of covered storage for more than 15,000 tons of packed talc, four silo loading points and a direct rail siding.',
            'Stock of our standard grades is held in Leoben at all times, so that call-off orders can be loaded at short notice.',
          ],
          [
            'Seit 2018 bietet unser Logistikzentrum direkt neben dem Werk 12.000 m² überdachte Lagerfläche für mehr als 15.000 Tonnen verpacktes Talkum, vier Silo-Verladestellen und einen eigenen Gleisanschluss.',
            'Unsere Standardsorten halten wir in Leoben ständig auf Lager, damit Abrufaufträge kurzfristig verladen werden können.',
          ],
        ),
        'gallery-warehouse',
        'right',
      ),
      richText(
        [
          '## Packaging and transport',
          ul(
            '**25 kg paper bags** on shrink-wrapped pallets of 1000 to 1250 kg',
            '**Big bags** of 500 to 1250 kg, with discharge spout and optional PE liner',
            '**Silo trucks** with 24 to 27 tons for customers with their own silos',
            '**Rail** in silo wagons of up to 60 tons, loaded at our own siding – the low-CO2 option for regular volumes',
          ),
          'For customers in Germany and Italy we also keep consignment stock at logistics partners near Düsseldorf and Milan. Delivery terms follow Incoterms 2020; please ask our [sales team](/contacts/contact-sales) for details.',
        ],
        [
          '## Verpackung und Transport',
          ul(
            '**25-kg-Papiersäcke** auf foliengeschrumpften Paletten zu 1000 bis 1250 kg',
            '**Big Bags** mit 500 bis 1250 kg, mit Auslaufstutzen und optionalem PE-Inliner',
            '**Silofahrzeuge** mit 24 bis 27 Tonnen für Kunden mit eigenen Silos',
            '**Bahn** in Silowagen mit bis zu 60 Tonnen, verladen an unserem eigenen Anschlussgleis – die CO2-arme Lösung für regelmäßige Mengen',
          ),
          'Für Kunden in Deutschland und Italien unterhalten wir zudem Konsignationslager bei Logistikpartnern bei Düsseldorf und Mailand. Die Lieferbedingungen richten sich nach den Incoterms 2020; Einzelheiten erfahren Sie von unserem [Vertriebsteam](/contacts/contact-sales).',
        ],
      ),
    ],
  ),

  page(
    '/our-production/sustainability',
    t('Sustainability', 'Nachhaltigkeit'),
    t(
      'Sustainable talc from Leoben: renaturation of former mining areas, solar power for our mills and a closed water cycle in flotation.',
      'Nachhaltiges Talkum aus Leoben: Renaturierung ehemaliger Abbauflächen, Solarstrom für unsere Mühlen und ein geschlossener Wasserkreislauf.',
    ),
    [
      hero(
        t('Sustainability', 'Nachhaltigkeit'),
        t(
          'Talc is a natural resource. We use it carefully – and we give the land back once mining is complete.',
          'Talk ist eine natürliche Ressource. Wir gehen sorgsam damit um – und geben das Land nach dem Abbau an die Natur zurück.',
        ),
        'hero-sustainability',
      ),
      mediaText(
        t('Renaturation', 'Renaturierung'),
        rt(
          [
            'Mining areas are renaturated step by step, in consultation with the authorities and local nature conservation groups. Since 1991 we have restored more than 35 hectares with native larch, spruce and mountain meadows.',
            'Shallow ponds on former quarry floors have become habitats for amphibians such as the yellow-bellied toad.',
          ],
          [
            'Abbauflächen werden schrittweise in Abstimmung mit den Behörden und örtlichen Naturschutzgruppen renaturiert. Seit 1991 haben wir mehr als 35 Hektar mit heimischen Lärchen, Fichten und Bergwiesen wiederhergestellt.',
            'Flache Teiche auf ehemaligen Abbausohlen sind zu Lebensräumen für Amphibien wie die Gelbbauchunke geworden.',
          ],
        ),
        'hero-sustainability',
        'left',
      ),
      richText(
        [
          '## Energy',
          'Grinding is energy-intensive. Since 2022 our 1.8 MWp photovoltaic plant on the warehouse roofs has covered around 20 % of the electricity demand of the plant; the rest is purchased as certified green electricity. Waste heat from the compressors heats the offices and the laboratory.',
          '## Water recycling',
          'Process water from flotation is clarified in thickeners and returned to the process. More than 95 % of the water is recycled, and fresh water is only needed to replace evaporation losses.',
          '## Our targets for 2030',
          ul(
            'Reduce CO2 emissions per ton of talc by 40 % compared with 2019',
            'Ship 30 % of our volume by rail',
            'Renaturate a further 10 hectares of former mining areas',
          ),
        ],
        [
          '## Energie',
          'Mahlen ist energieintensiv. Seit 2022 deckt unsere Photovoltaikanlage mit 1,8 MWp auf den Lagerdächern rund 20 % des Strombedarfs des Werks; den Rest beziehen wir als zertifizierten Ökostrom. Die Abwärme der Kompressoren heizt Büros und Labor.',
          '## Wasserkreislauf',
          'Das Prozesswasser der Flotation wird in Eindickern geklärt und in den Prozess zurückgeführt. Mehr als 95 % des Wassers werden wiederverwendet; Frischwasser ersetzt nur die Verdunstungsverluste.',
          '## Unsere Ziele bis 2030',
          ul(
            'CO2-Emissionen pro Tonne Talkum um 40 % gegenüber 2019 senken',
            '30 % unserer Mengen per Bahn versenden',
            'Weitere 10 Hektar ehemaliger Abbauflächen renaturieren',
          ),
        ],
      ),
    ],
  ),

  page(
    '/our-products',
    t('Our products', 'Unsere Produkte'),
    t(
      'EuroTalc products: what talc is, the markets our talc grades serve in plastics, paper and ceramics, and where you meet talc every day.',
      'Produkte von EuroTalc: was Talkum ist, welche Märkte unsere Sorten in Kunststoff, Papier und Keramik bedienen und wo Ihnen Talkum täglich begegnet.',
    ),
    [
      hero(
        t('Our products', 'Unsere Produkte'),
        t(
          'More than 40 talc grades, from coarse ceramic talc to ultrafine compacted powders.',
          'Mehr als 40 Talkumsorten – vom groben Keramiktalkum bis zum ultrafeinen, kompaktierten Pulver.',
        ),
        'hero-products',
      ),
      {
        blockType: 'cards',
        items: [
          {
            title: t('About talc', 'Über Talkum'),
            text: t(
              'Mineralogy and properties of the softest mineral.',
              'Mineralogie und Eigenschaften des weichsten Minerals.',
            ),
            href: '/our-products/about-talc',
            image: 'hero-about-talc',
          },
          {
            title: t('Product markets', 'Produktmärkte'),
            text: t(
              'Our grades for plastics, paper and ceramics.',
              'Unsere Sorten für Kunststoffe, Papier und Keramik.',
            ),
            href: PRODUCT_MARKETS_PATH,
            image: 'market-plastics',
          },
          {
            title: t('Talc in your life', 'Talkum in Ihrem Alltag'),
            text: t(
              'From the car dashboard to the wall tile: talc is everywhere.',
              'Von der Armaturentafel bis zur Wandfliese: Talkum ist überall.',
            ),
            href: '/our-products/talc-in-your-life',
            image: 'hero-talc-in-life',
          },
        ],
      },
    ],
  ),

  page(
    '/our-products/about-talc',
    t('About talc', 'Über Talkum'),
    t(
      'Talc is a hydrated magnesium silicate, the softest mineral on the Mohs scale. Learn about its mineralogy, platy structure and properties.',
      'Talk ist ein wasserhaltiges Magnesiumsilikat und das weichste Mineral der Mohs-Skala. Erfahren Sie mehr über Mineralogie und Eigenschaften.',
    ),
    [
      hero(
        t('About talc', 'Über Talkum'),
        t(
          'Soft, platy, white and inert: a mineral with an unusual combination of properties.',
          'Weich, plättchenförmig, weiß und inert: ein Mineral mit einer ungewöhnlichen Kombination von Eigenschaften.',
        ),
        'hero-about-talc',
      ),
      richText(
        [
          '## Mineralogy',
          'Talc is a hydrated magnesium silicate with the formula Mg3Si4O10(OH)2. Each layer consists of a sheet of magnesium hydroxide between two sheets of silica. The layers are electrically neutral and held together only by weak van der Waals forces – which is why talc feels soft and greasy and splits into thin platelets.',
          'In nature, talc is found together with chlorite, dolomite or magnesite. Our Styrian ore is a talc-chlorite rock; flotation separates the talc to reach the purity and whiteness our customers need.',
          '## Key properties',
          ul(
            '**Softness**: Mohs hardness 1 – the softest of all minerals, gentle on processing equipment',
            '**Platy structure**: high aspect ratio for reinforcement and barrier effects',
            '**Chemical inertness**: stable in acids and alkalis, no reaction with polymers or active ingredients',
            '**Hydrophobic and organophilic surface**: attracts resins and oils, repels water',
            '**Thermal stability**: loses its crystal water only above about 800 °C',
            '**Density** of 2.7 to 2.8 g/cm³ and a high natural whiteness',
          ),
        ],
        [
          '## Mineralogie',
          'Talk ist ein wasserhaltiges Magnesiumsilikat mit der Formel Mg3Si4O10(OH)2. Jede Schicht besteht aus einer Magnesiumhydroxid-Lage zwischen zwei Silikatlagen. Die Schichten sind elektrisch neutral und werden nur durch schwache Van-der-Waals-Kräfte zusammengehalten – deshalb fühlt sich Talk weich und seifig an und spaltet sich in dünne Plättchen.',
          'In der Natur tritt Talk gemeinsam mit Chlorit, Dolomit oder Magnesit auf. Unser steirisches Erz ist ein Talk-Chlorit-Gestein; durch Flotation trennen wir den Talk ab und erreichen so die Reinheit und den Weißgrad, die unsere Kunden benötigen.',
          '## Wichtige Eigenschaften',
          ul(
            '**Weichheit**: Mohshärte 1 – das weichste aller Minerale, schonend für Verarbeitungsanlagen',
            '**Plättchenstruktur**: hohes Aspektverhältnis für Verstärkung und Barrierewirkung',
            '**Chemische Inertheit**: beständig gegen Säuren und Laugen, keine Reaktion mit Polymeren oder Wirkstoffen',
            '**Hydrophobe, organophile Oberfläche**: bindet Harze und Öle, weist Wasser ab',
            '**Thermische Stabilität**: gibt sein Kristallwasser erst oberhalb von etwa 800 °C ab',
            '**Dichte** von 2,7 bis 2,8 g/cm³ und hoher natürlicher Weißgrad',
          ),
        ],
      ),
      mediaText(
        t('From ore to powder', 'Vom Erz zum Pulver'),
        rt(
          [
            'In Leoben the ore is crushed, dried and purified by flotation. Pendulum and jet mills with integrated classifiers then grind it to the desired fineness – from a d50 of 20 µm for ceramics down to 1.2 µm for automotive compounds.',
            'Every grade is tested in our [laboratory](/about-us/our-laboratory) and certified asbestos-free before it is released.',
          ],
          [
            'In Leoben wird das Erz gebrochen, getrocknet und durch Flotation gereinigt. Pendel- und Strahlmühlen mit integrierten Sichtern mahlen es anschließend auf die gewünschte Feinheit – von einem d50 von 20 µm für Keramik bis zu 1,2 µm für Automobil-Compounds.',
            'Jede Sorte wird in unserem [Labor](/about-us/our-laboratory) geprüft und vor der Freigabe als asbestfrei zertifiziert.',
          ],
        ),
        'gallery-mill',
        'right',
      ),
    ],
  ),

  page(
    '/our-products/product-markets',
    t('Product markets', 'Produktmärkte'),
    t(
      'EuroTalc talc grades for plastics (automotive, biopolymers, films, construction, E&E), for paper and for ceramics. Find the right grade.',
      'EuroTalc-Sorten für Kunststoffe (Automobil, Biopolymere, Folien, Bau, Elektro), für Papier und für Keramik. Finden Sie die passende Sorte.',
    ),
    [
      hero(
        t('Product markets', 'Produktmärkte'),
        t(
          'Choose your industry to find the talc grades we recommend and the benefits they bring to your product.',
          'Wählen Sie Ihre Branche, um die von uns empfohlenen Talkumsorten und ihren Nutzen für Ihr Produkt zu finden.',
        ),
        'market-plastics',
      ),
      { blockType: 'list', source: 'product-markets' },
    ],
  ),

  page(
    '/our-products/talc-in-your-life',
    t('Talc in your life', 'Talkum in Ihrem Alltag'),
    t(
      'You meet talc every day without noticing: in your car, in magazines, wall tiles, paint on your walls and in the fields that grow your food.',
      'Talkum begegnet Ihnen täglich, ohne dass Sie es bemerken: im Auto, in Zeitschriften, in Fliesen, in Wandfarben und auf dem Feld.',
    ),
    [
      hero(
        t('Talc in your life', 'Talkum in Ihrem Alltag'),
        t(
          'Talc is rarely visible – but it is in many of the things you use every day.',
          'Talkum sieht man selten – aber es steckt in vielen Dingen, die Sie täglich benutzen.',
        ),
        'hero-talc-in-life',
      ),
      {
        blockType: 'cards',
        items: [
          {
            title: t('In your car', 'In Ihrem Auto'),
            text: t(
              'A modern car contains 10 to 15 kg of talc – in the dashboard, door panels, bumpers and under the bonnet. It makes polypropylene parts stiff, light and scratch resistant.',
              'Ein modernes Auto enthält 10 bis 15 kg Talkum – in Armaturentafel, Türverkleidungen, Stoßfängern und im Motorraum. Es macht Polypropylenteile steif, leicht und kratzfest.',
            ),
            href: AUTOMOTIVE_PATH,
            image: 'market-automotive',
          },
          {
            title: t('In your magazine', 'In Ihrer Zeitschrift'),
            text: t(
              'Talc gives magazine paper its smooth, printable surface and keeps the paper machine clean.',
              'Talkum verleiht Zeitschriftenpapier seine glatte, gut bedruckbare Oberfläche und hält die Papiermaschine sauber.',
            ),
            href: PAPER_PATH,
            image: 'market-paper',
          },
          {
            title: t('On your walls and floors', 'An Wänden und Böden'),
            text: t(
              'In wall tiles, talc lowers the firing temperature and helps tiles stay flat and crack-free.',
              'In Wandfliesen senkt Talkum die Brenntemperatur und sorgt dafür, dass Fliesen eben und rissfrei bleiben.',
            ),
            href: CERAMICS_PATH,
            image: 'market-ceramics',
          },
          {
            title: t('In your paint', 'In Ihrer Farbe'),
            text: t(
              'As an extender, talc improves the opacity and scrub resistance of wall paints and protects metal from corrosion.',
              'Als Füllstoff verbessert Talkum Deckkraft und Scheuerbeständigkeit von Wandfarben und schützt Metall vor Korrosion.',
            ),
            image: 'hero-talc-in-life',
          },
          {
            title: t('In your window frames and pipes', 'In Fensterrahmen und Rohren'),
            text: t(
              'PVC profiles and plastic pipes stay dimensionally stable for decades thanks to mineral fillers.',
              'PVC-Profile und Kunststoffrohre bleiben dank mineralischer Füllstoffe jahrzehntelang maßhaltig.',
            ),
            href: `${PLASTICS_PATH}/construction-plastics`,
            image: 'market-construction',
          },
          {
            title: t('On the farm', 'Auf dem Feld'),
            text: t(
              'Talc keeps fertilizers free-flowing, carries crop protection agents and protects apples from sunburn.',
              'Talkum hält Düngemittel rieselfähig, dient als Träger für Pflanzenschutzmittel und schützt Äpfel vor Sonnenbrand.',
            ),
            image: 'hero-sustainability',
          },
        ],
      },
    ],
  ),

  page(
    '/personal',
    t('Personal area', 'Persönlicher Bereich'),
    t(
      'Your personal EuroTalc area: manage your profile, access customer documents and review your sample requests and enquiries.',
      'Ihr persönlicher EuroTalc-Bereich: Profil verwalten, Kundendokumente abrufen und Ihre Musteranfragen und Anfragen einsehen.',
    ),
    [
      hero(
        t('Personal area', 'Persönlicher Bereich'),
        t(
          'Manage your profile and access the documents reserved for customers.',
          'Verwalten Sie Ihr Profil und greifen Sie auf die Dokumente für Kunden zu.',
        ),
      ),
      { blockType: 'feature', kind: 'personal' },
    ],
  ),

  page(
    '/register',
    t('Register', 'Registrieren'),
    t(
      'Register with EuroTalc to access technical data sheets, certificates and customer documents and to track your sample requests.',
      'Registrieren Sie sich bei EuroTalc für den Zugang zu technischen Datenblättern, Zertifikaten und Kundendokumenten sowie zu Ihren Musteranfragen.',
    ),
    [
      hero(
        t('Register', 'Registrieren'),
        t(
          'Create an account to download customer documents and follow your sample requests.',
          'Legen Sie ein Konto an, um Kundendokumente herunterzuladen und Ihre Musteranfragen zu verfolgen.',
        ),
      ),
      { blockType: 'feature', kind: 'register' },
    ],
  ),

  page(
    '/search',
    t('Search', 'Suche'),
    t(
      'Search the EuroTalc website: pages, product markets, news, blog articles, jobs and frequently asked questions about talc.',
      'Durchsuchen Sie die EuroTalc-Website: Seiten, Produktmärkte, News, Blogartikel, Stellenangebote und häufige Fragen zu Talkum.',
    ),
    [
      hero(
        t('Search', 'Suche'),
        t(
          'Find pages, product markets, news and answers on our website.',
          'Finden Sie Seiten, Produktmärkte, Neuigkeiten und Antworten auf unserer Website.',
        ),
      ),
      { blockType: 'feature', kind: 'search' },
    ],
  ),

  page(
    '/sitemap',
    t('Sitemap', 'Sitemap'),
    t(
      'Sitemap of the EuroTalc website: all pages about our company, production, talc products, product markets, news and contacts at a glance.',
      'Sitemap der EuroTalc-Website: alle Seiten zu Unternehmen, Produktion, Talkumprodukten, Produktmärkten, News und Kontakt auf einen Blick.',
    ),
    [
      hero(
        t('Sitemap', 'Sitemap'),
        t('All pages of this website at a glance.', 'Alle Seiten dieser Website auf einen Blick.'),
      ),
      { blockType: 'sitemap' },
    ],
  ),

  page(
    '/terms-conditions',
    t('Terms and conditions', 'Nutzungsbedingungen und Datenschutz'),
    t(
      'Privacy policy and terms of use of the EuroTalc website: how we process your personal data, cookies and consent, your GDPR rights.',
      'Datenschutzerklärung und Nutzungsbedingungen der EuroTalc-Website: Verarbeitung Ihrer Daten, Cookies, Einwilligung und Ihre Rechte.',
    ),
    [
      richText(
        [
          'This page explains how EuroTalc GmbH processes personal data when you use this website and sets out the terms that apply to its use. Last updated: 1 March 2026.',
          '## 1. Controller',
          'The controller within the meaning of the General Data Protection Regulation (GDPR) is EuroTalc GmbH, Talkwerkstraße 12, 8700 Leoben, Austria, phone +43 3842 123 450, e-mail info@eurotalc.example.',
          '## 2. Data we process',
          ul(
            '**Server log data**: IP address, date and time, page requested, browser and operating system – needed to deliver the website securely',
            '**Contact and sample requests**: name, company, e-mail address, phone number, delivery address and the content of your message',
            '**Customer accounts**: the data you enter on registration and the documents you download',
            '**Job applications**: the documents you send us',
          ),
          '## 3. Purposes and legal bases',
          'We process your data to operate the website (Art. 6(1)(f) GDPR), to answer your enquiries and send samples (Art. 6(1)(b) GDPR), to manage customer accounts (Art. 6(1)(b) GDPR) and, where you have given consent, for analytics (Art. 6(1)(a) GDPR).',
          '## 4. Cookies and consent',
          'Technically necessary cookies store your language and consent settings and keep you signed in. All other cookies are set only after you have agreed in the consent banner. You can change or withdraw your consent at any time via the cookie settings in the footer; the withdrawal does not affect the lawfulness of processing before it.',
          '## 5. Analytics',
          'Only if you consent do we use a web analytics service to understand which pages are visited. IP addresses are shortened, and the data is not used to identify you or combined with other data. Without your consent no analytics scripts are loaded.',
          '## 6. Recipients and retention',
          'Your data is processed by our hosting and IT service providers on our behalf and under data processing agreements, within the European Union. Enquiries are kept for three years, customer data for as long as the business relationship lasts and statutory retention periods (up to seven years under Austrian law) require. Server logs are deleted after 14 days.',
          '## 7. Your rights',
          'Under the GDPR you have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to withdraw your consent at any time. You also have the right to lodge a complaint with a supervisory authority; in Austria this is the Datenschutzbehörde, Barichgasse 40–42, 1030 Vienna.',
          '## 8. Data protection officer',
          'You can reach our data protection officer at datenschutz@eurotalc.example or by post at the address above, marked “Data protection officer”.',
          '## 9. Use of this website',
          'The content of this website is provided for general information about EuroTalc and its products. Texts, images and documents are protected by copyright; you may view and print them for your own information but not reproduce or distribute them without our written permission.',
          '## 10. Downloads and technical information',
          'Data sheets, safety data sheets and certificates describe typical properties and the state of our knowledge at the time of publication. They do not constitute a guarantee of properties. Please always use the latest version from our [download centre](/download) and test the suitability of our products for your application.',
          '## 11. Liability and applicable law',
          'We take care to keep this website correct and up to date but cannot guarantee that it is complete or available at all times. We are not responsible for the content of external websites linked from this site. These terms are governed by Austrian law; the place of jurisdiction is Leoben, Austria.',
        ],
        [
          'Auf dieser Seite erläutern wir, wie die EuroTalc GmbH bei der Nutzung dieser Website personenbezogene Daten verarbeitet und welche Bedingungen für die Nutzung gelten. Stand: 1. März 2026.',
          '## 1. Verantwortlicher',
          'Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist die EuroTalc GmbH, Talkwerkstraße 12, 8700 Leoben, Österreich, Telefon +43 3842 123 450, E-Mail info@eurotalc.example.',
          '## 2. Welche Daten wir verarbeiten',
          ul(
            '**Server-Logdaten**: IP-Adresse, Datum und Uhrzeit, aufgerufene Seite, Browser und Betriebssystem – erforderlich, um die Website sicher bereitzustellen',
            '**Kontakt- und Musteranfragen**: Name, Firma, E-Mail-Adresse, Telefonnummer, Lieferadresse und der Inhalt Ihrer Nachricht',
            '**Kundenkonten**: die bei der Registrierung angegebenen Daten und die von Ihnen heruntergeladenen Dokumente',
            '**Bewerbungen**: die Unterlagen, die Sie uns senden',
          ),
          '## 3. Zwecke und Rechtsgrundlagen',
          'Wir verarbeiten Ihre Daten, um die Website zu betreiben (Art. 6 Abs. 1 lit. f DSGVO), Ihre Anfragen zu beantworten und Muster zu versenden (Art. 6 Abs. 1 lit. b DSGVO), Kundenkonten zu verwalten (Art. 6 Abs. 1 lit. b DSGVO) und – sofern Sie eingewilligt haben – für Analysezwecke (Art. 6 Abs. 1 lit. a DSGVO).',
          '## 4. Cookies und Einwilligung',
          'Technisch notwendige Cookies speichern Ihre Sprach- und Einwilligungseinstellungen und halten Sie angemeldet. Alle anderen Cookies setzen wir erst, nachdem Sie im Einwilligungsbanner zugestimmt haben. Sie können Ihre Einwilligung jederzeit über die Cookie-Einstellungen in der Fußzeile ändern oder widerrufen; der Widerruf berührt nicht die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung.',
          '## 5. Webanalyse',
          'Nur mit Ihrer Einwilligung nutzen wir einen Webanalysedienst, um zu verstehen, welche Seiten besucht werden. IP-Adressen werden gekürzt; die Daten dienen nicht dazu, Sie zu identifizieren, und werden nicht mit anderen Daten zusammengeführt. Ohne Ihre Einwilligung werden keine Analyseskripte geladen.',
          '## 6. Empfänger und Speicherdauer',
          'Ihre Daten werden von unseren Hosting- und IT-Dienstleistern in unserem Auftrag und auf Grundlage von Auftragsverarbeitungsverträgen innerhalb der Europäischen Union verarbeitet. Anfragen speichern wir drei Jahre, Kundendaten für die Dauer der Geschäftsbeziehung und der gesetzlichen Aufbewahrungsfristen (nach österreichischem Recht bis zu sieben Jahre). Server-Logs werden nach 14 Tagen gelöscht.',
          '## 7. Ihre Rechte',
          'Nach der DSGVO haben Sie das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, eine erteilte Einwilligung jederzeit zu widerrufen. Außerdem können Sie Beschwerde bei einer Aufsichtsbehörde einlegen; in Österreich ist dies die Datenschutzbehörde, Barichgasse 40–42, 1030 Wien.',
          '## 8. Datenschutzbeauftragter',
          'Unseren Datenschutzbeauftragten erreichen Sie unter datenschutz@eurotalc.example oder per Post an die oben genannte Anschrift mit dem Vermerk „Datenschutzbeauftragter“.',
          '## 9. Nutzung dieser Website',
          'Die Inhalte dieser Website dienen der allgemeinen Information über EuroTalc und seine Produkte. Texte, Bilder und Dokumente sind urheberrechtlich geschützt; Sie dürfen sie zu Ihrer eigenen Information ansehen und ausdrucken, aber ohne unsere schriftliche Zustimmung nicht vervielfältigen oder verbreiten.',
          '## 10. Downloads und technische Informationen',
          'Datenblätter, Sicherheitsdatenblätter und Zertifikate beschreiben typische Eigenschaften und unseren Kenntnisstand zum Zeitpunkt der Veröffentlichung. Sie stellen keine Zusicherung von Eigenschaften dar. Bitte verwenden Sie stets die aktuelle Fassung aus unserem [Downloadbereich](/download) und prüfen Sie die Eignung unserer Produkte für Ihre Anwendung.',
          '## 11. Haftung und anwendbares Recht',
          'Wir achten darauf, dass diese Website richtig und aktuell ist, können aber keine Gewähr für Vollständigkeit oder ständige Verfügbarkeit übernehmen. Für die Inhalte verlinkter externer Websites sind wir nicht verantwortlich. Es gilt österreichisches Recht; Gerichtsstand ist Leoben, Österreich.',
        ],
      ),
    ],
  ),

  page(
    '/farewell',
    t('Farewell', 'Abschied'),
    t(
      'A farewell from EuroTalc GmbH: our thanks to the customers, partners and employees who have accompanied our company over the years.',
      'Ein Abschied der EuroTalc GmbH: unser Dank an die Kunden, Partner und Mitarbeiter, die unser Unternehmen über die Jahre begleitet haben.',
    ),
    [
      richText(
        [
          'It is with deep sadness that we bid farewell to our company',
          'We thank our customers for their trust and loyalty over many years. Working on your products, trials and deliveries has been a privilege, and many of these partnerships became friendships.',
          'Above all, we thank our employees. Your skill, commitment and care in the plant, the laboratory and the offices made EuroTalc what it was. We will always remember what we achieved together in Leoben.',
        ],
        [
          'Mit tiefer Trauer nehmen wir Abschied von unserem Unternehmen',
          'Wir danken unseren Kunden für ihr Vertrauen und ihre Treue über viele Jahre. Es war uns eine Ehre, an Ihren Produkten, Versuchen und Lieferungen mitzuarbeiten, und aus vielen dieser Partnerschaften sind Freundschaften entstanden.',
          'Vor allem danken wir unseren Mitarbeiterinnen und Mitarbeitern. Ihr Können, Ihr Einsatz und Ihre Sorgfalt im Werk, im Labor und in den Büros haben EuroTalc ausgemacht. Wir werden immer in Erinnerung behalten, was wir gemeinsam in Leoben erreicht haben.',
        ],
      ),
    ],
  ),
]

// ---------------------------------------------------------------------------------------------
// Product markets
// ---------------------------------------------------------------------------------------------

const PRODUCT_MARKETS: DemoProductMarket[] = [
  {
    slug: 'plastics',
    title: t('Plastics', 'Kunststoffe'),
    summary: t(
      'Talc is the most widely used mineral reinforcement for polyolefins: it makes plastic parts stiffer, more heat resistant and dimensionally stable.',
      'Talkum ist der meistverwendete mineralische Verstärkungsstoff für Polyolefine: Es macht Kunststoffteile steifer, wärmebeständiger und maßhaltiger.',
    ),
    image: 'market-plastics',
    blocks: [
      richText(
        [
          'Around 60 % of our production goes into plastics. In polypropylene, 10 to 40 % talc doubles the flexural modulus, raises the heat deflection temperature by up to 30 °C and reduces shrinkage and warpage – at a lower cost and density than many alternatives.',
          'The platy particles also act as a nucleating agent: they speed up crystallisation, shorten cycle times in injection moulding and increase the stiffness of semi-crystalline polymers such as PP, PA, PBT and PLA.',
          'Our plastics grades range from standard powders with a d50 of 10 µm to ultrafine, compacted talc with a d50 of 1.2 µm for visible automotive parts. Choose your market below to see the grades we recommend.',
        ],
        [
          'Rund 60 % unserer Produktion gehen in die Kunststoffindustrie. In Polypropylen verdoppeln 10 bis 40 % Talkum den Biegemodul, erhöhen die Wärmeformbeständigkeit um bis zu 30 °C und verringern Schwindung und Verzug – bei geringeren Kosten und geringerer Dichte als viele Alternativen.',
          'Die Plättchen wirken zudem als Nukleierungsmittel: Sie beschleunigen die Kristallisation, verkürzen die Zykluszeiten beim Spritzgießen und erhöhen die Steifigkeit teilkristalliner Kunststoffe wie PP, PA, PBT und PLA.',
          'Unsere Kunststoffsorten reichen von Standardpulvern mit einem d50 von 10 µm bis zu ultrafeinem, kompaktiertem Talkum mit einem d50 von 1,2 µm für Sichtteile im Automobil. Wählen Sie unten Ihren Markt, um unsere empfohlenen Sorten zu sehen.',
        ],
      ),
      {
        blockType: 'stats',
        items: [
          {
            value: 60,
            unit: t('%', '%'),
            label: t('of our output goes into plastics', 'unserer Produktion gehen in Kunststoffe'),
          },
          {
            value: 1.2,
            unit: t('µm', 'µm'),
            label: t('d50 of our finest plastics grade', 'd50 unserer feinsten Kunststoffsorte'),
          },
          {
            value: 40,
            unit: t('%', '%'),
            label: t(
              'maximum talc loading in PP compounds',
              'maximaler Talkumanteil in PP-Compounds',
            ),
          },
        ],
      },
    ],
    children: [
      {
        slug: 'automotive-plastics',
        title: t('Automotive plastics', 'Automobilkunststoffe'),
        summary: t(
          'Talc-filled polypropylene for dashboards, door panels, bumpers and under-the-bonnet parts: stiff, light, dimensionally stable and scratch resistant.',
          'Talkumgefülltes Polypropylen für Armaturentafeln, Türverkleidungen, Stoßfänger und Motorraumteile: steif, leicht, maßhaltig und kratzfest.',
        ),
        image: 'market-automotive',
        blocks: [
          richText(
            [
              'A modern car contains 10 to 15 kg of talc, almost all of it in polypropylene compounds. Talc replaces heavier materials and glass fibres where stiffness, dimensional stability and a good surface are needed.',
              'In **interior parts** such as dashboards, door panels and pillar trims, fine talc provides stiffness and scratch resistance while keeping emissions and odour low. In **TPO bumpers and exterior trims**, ultrafine high-aspect-ratio talc allows thinner walls and lower linear thermal expansion, so that gap widths stay constant from winter to summer. Under the bonnet, talc-filled PP is used for air ducts, fan shrouds and battery housings.',
              '## Recommended grades',
              ul(
                '**EuroTalc P 12** – d50 1.2 µm, compacted, high aspect ratio: bumpers and exterior trims',
                '**EuroTalc P 20** – d50 2.0 µm, compacted: dashboards and door panels with high scratch resistance',
                '**EuroTalc P 45** – d50 4.5 µm: under-the-bonnet parts and general PP compounds',
                '**EuroTalc P 45 S** – d50 4.5 µm, surface-treated: low-emission interior compounds',
              ),
            ],
            [
              'Ein modernes Auto enthält 10 bis 15 kg Talkum, fast ausschließlich in Polypropylen-Compounds. Talkum ersetzt schwerere Werkstoffe und Glasfasern überall dort, wo Steifigkeit, Maßhaltigkeit und eine gute Oberfläche gefragt sind.',
              'In **Innenraumteilen** wie Armaturentafeln, Türverkleidungen und Säulenverkleidungen sorgt feines Talkum für Steifigkeit und Kratzfestigkeit bei geringen Emissionen und wenig Geruch. In **TPO-Stoßfängern und Außenverkleidungen** ermöglicht ultrafeines Talkum mit hohem Aspektverhältnis dünnere Wände und eine geringere Wärmeausdehnung, sodass Spaltmaße vom Winter bis zum Sommer konstant bleiben. Im Motorraum wird talkumgefülltes PP für Luftführungen, Lüfterzargen und Batteriegehäuse eingesetzt.',
              '## Empfohlene Sorten',
              ul(
                '**EuroTalc P 12** – d50 1,2 µm, kompaktiert, hohes Aspektverhältnis: Stoßfänger und Außenverkleidungen',
                '**EuroTalc P 20** – d50 2,0 µm, kompaktiert: Armaturentafeln und Türverkleidungen mit hoher Kratzfestigkeit',
                '**EuroTalc P 45** – d50 4,5 µm: Motorraumteile und allgemeine PP-Compounds',
                '**EuroTalc P 45 S** – d50 4,5 µm, oberflächenbehandelt: emissionsarme Innenraum-Compounds',
              ),
            ],
          ),
          {
            blockType: 'stats',
            items: [
              {
                value: 15,
                unit: t('kg', 'kg'),
                label: t(
                  'of talc in a typical modern car',
                  'Talkum in einem typischen modernen Auto',
                ),
              },
              {
                value: 20,
                unit: t('%', '%'),
                label: t(
                  'typical talc loading in interior PP compounds',
                  'typischer Talkumanteil in PP-Compounds für den Innenraum',
                ),
              },
            ],
          },
        ],
        children: [
          {
            slug: 'calcium-carbonate',
            title: t('Calcium carbonate', 'Calciumcarbonat'),
            summary: t(
              'Ground calcium carbonate complements talc in automotive compounds where impact strength and a bright colour matter more than stiffness.',
              'Gemahlenes Calciumcarbonat ergänzt Talkum in Automobil-Compounds, wenn Schlagzähigkeit und ein heller Farbton wichtiger sind als Steifigkeit.',
            ),
            image: 'related-calcium-carbonate',
            blocks: [
              richText(
                [
                  'Calcium carbonate particles are cubic rather than platy. They add less stiffness than talc but preserve impact strength, especially at low temperatures, and give a very bright base colour. Many compounders therefore combine talc and calcium carbonate to balance stiffness and toughness.',
                  'We source high-purity marble-based calcium carbonate from a partner in the Alps and supply it together with our talc – one supplier, one delivery, one set of documents.',
                  '## Recommended grades',
                  ul(
                    '**EuroCarb 2 C** – d50 2 µm, stearic-acid coated: impact-modified PP and TPO compounds',
                    '**EuroCarb 5** – d50 5 µm, uncoated: masterbatches and general-purpose compounds',
                  ),
                ],
                [
                  'Calciumcarbonat-Partikel sind nicht plättchenförmig, sondern kubisch. Sie verstärken weniger als Talkum, erhalten aber die Schlagzähigkeit – besonders bei tiefen Temperaturen – und ergeben einen sehr hellen Grundfarbton. Viele Compoundeure kombinieren daher Talkum und Calciumcarbonat, um Steifigkeit und Zähigkeit auszubalancieren.',
                  'Wir beziehen hochreines Calciumcarbonat auf Marmorbasis von einem Partner im Alpenraum und liefern es zusammen mit unserem Talkum – ein Lieferant, eine Lieferung, ein Satz Dokumente.',
                  '## Empfohlene Sorten',
                  ul(
                    '**EuroCarb 2 C** – d50 2 µm, mit Stearinsäure beschichtet: schlagzähmodifizierte PP- und TPO-Compounds',
                    '**EuroCarb 5** – d50 5 µm, unbeschichtet: Masterbatches und Standard-Compounds',
                  ),
                ],
              ),
            ],
          },
          {
            slug: 'graphite',
            title: t('Graphite', 'Graphit'),
            summary: t(
              'Natural graphite adds thermal and electrical conductivity to automotive compounds, for example in battery housings and sensor parts.',
              'Naturgraphit verleiht Automobil-Compounds thermische und elektrische Leitfähigkeit, etwa in Batteriegehäusen und Sensorbauteilen.',
            ),
            image: 'related-graphite',
            blocks: [
              richText(
                [
                  'Like talc, graphite is a layered mineral – but its layers conduct heat and electricity. In electric vehicles, graphite-filled polymers dissipate heat from battery modules and power electronics and shield sensitive components against electromagnetic interference.',
                  'Combined with talc, graphite gives compounds that are stiff, dimensionally stable and conductive at the same time. Our application engineers help you find the right ratio for your part.',
                  '## Recommended grades',
                  ul(
                    '**EuroGraph 10** – natural flake graphite, d50 10 µm: thermally conductive compounds',
                    '**EuroGraph 25** – natural flake graphite, d50 25 µm: high in-plane thermal conductivity',
                  ),
                ],
                [
                  'Wie Talk ist Graphit ein Schichtmineral – seine Schichten leiten jedoch Wärme und Strom. In Elektrofahrzeugen führen graphitgefüllte Kunststoffe die Wärme von Batteriemodulen und Leistungselektronik ab und schirmen empfindliche Bauteile gegen elektromagnetische Störungen ab.',
                  'In Kombination mit Talkum entstehen Compounds, die zugleich steif, maßhaltig und leitfähig sind. Unsere Anwendungstechniker helfen Ihnen, das richtige Mischungsverhältnis für Ihr Bauteil zu finden.',
                  '## Empfohlene Sorten',
                  ul(
                    '**EuroGraph 10** – Naturflockengraphit, d50 10 µm: wärmeleitfähige Compounds',
                    '**EuroGraph 25** – Naturflockengraphit, d50 25 µm: hohe Wärmeleitfähigkeit in der Bauteilebene',
                  ),
                ],
              ),
            ],
          },
        ],
      },
      {
        slug: 'biopolymers',
        title: t('Biopolymers', 'Biopolymere'),
        summary: t(
          'Fine talc nucleates PLA and other biopolymers, making heat-resistant, faster-cycling parts from renewable raw materials possible.',
          'Feines Talkum nukleiert PLA und andere Biopolymere und ermöglicht wärmebeständige Teile aus nachwachsenden Rohstoffen mit kürzeren Zykluszeiten.',
        ),
        image: 'market-biopolymers',
        blocks: [
          richText(
            [
              'Polylactic acid (PLA) crystallises very slowly. Without a nucleating agent, moulded parts remain largely amorphous and soften at around 55 °C – too low for hot drinks or a dishwasher. A few percent of fine talc provide millions of nucleation sites, so that PLA crystallises in the mould and keeps its shape up to 100 °C and more.',
              'At higher loadings, talc also raises the stiffness of PLA, PBS and PHA compounds and reduces their cost. Because talc is a natural mineral, the products remain suitable for industrial composting.',
              '## Recommended grades',
              ul(
                '**EuroTalc N 15** – d50 1.5 µm, high purity: nucleating agent for PLA at 1 to 5 %',
                '**EuroTalc P 45** – d50 4.5 µm: reinforcement of PLA, PBS and starch blends at 10 to 30 %',
              ),
            ],
            [
              'Polymilchsäure (PLA) kristallisiert sehr langsam. Ohne Nukleierungsmittel bleiben Formteile weitgehend amorph und erweichen bei etwa 55 °C – zu niedrig für heiße Getränke oder die Spülmaschine. Wenige Prozent feines Talkum liefern Millionen von Kristallisationskeimen, sodass PLA schon im Werkzeug kristallisiert und bis 100 °C und darüber formstabil bleibt.',
              'Bei höheren Füllgraden erhöht Talkum zudem die Steifigkeit von PLA-, PBS- und PHA-Compounds und senkt deren Kosten. Da Talkum ein natürliches Mineral ist, bleiben die Produkte industriell kompostierbar.',
              '## Empfohlene Sorten',
              ul(
                '**EuroTalc N 15** – d50 1,5 µm, hochrein: Nukleierungsmittel für PLA mit 1 bis 5 %',
                '**EuroTalc P 45** – d50 4,5 µm: Verstärkung von PLA, PBS und Stärkeblends mit 10 bis 30 %',
              ),
            ],
          ),
        ],
      },
      {
        slug: 'breathable-film',
        title: t('Breathable film', 'Atmungsaktive Folien'),
        summary: t(
          'Mineral-filled polyethylene film is stretched to create micro-pores that let water vapour pass but keep liquids out.',
          'Mineralgefüllte Polyethylenfolie wird verstreckt, sodass Mikroporen entstehen, die Wasserdampf durchlassen, Flüssigkeiten aber zurückhalten.',
        ),
        image: 'market-breathable-film',
        blocks: [
          richText(
            [
              'Breathable films are used in hygiene products, medical protective clothing and roofing underlays. They are made from polyethylene with a high mineral loading: when the film is stretched, the polymer detaches from the mineral particles and forms micro-pores of around 1 µm.',
              'The pore structure depends directly on the particle size distribution of the filler. A narrow distribution and a strictly controlled top cut are essential – a single coarse particle can cause a pinhole or a film break. Talc also improves the stiffness of the film and acts as an anti-blocking agent.',
              '## Recommended grades',
              ul(
                '**EuroTalc F 25** – d50 2.5 µm, top cut d98 8 µm: breathable PE films, in combination with coated calcium carbonate',
                '**EuroTalc F 40** – d50 4.0 µm: anti-blocking agent for PE and PP films',
              ),
            ],
            [
              'Atmungsaktive Folien werden in Hygieneprodukten, medizinischer Schutzkleidung und Unterdeckbahnen eingesetzt. Sie bestehen aus Polyethylen mit hohem Mineralanteil: Beim Verstrecken löst sich das Polymer von den Mineralpartikeln und bildet Mikroporen von etwa 1 µm.',
              'Die Porenstruktur hängt unmittelbar von der Partikelgrößenverteilung des Füllstoffs ab. Eine enge Verteilung und ein streng kontrollierter Top Cut sind entscheidend – ein einziges grobes Partikel kann ein Loch oder einen Folienabriss verursachen. Talkum verbessert außerdem die Steifigkeit der Folie und wirkt als Antiblockmittel.',
              '## Empfohlene Sorten',
              ul(
                '**EuroTalc F 25** – d50 2,5 µm, Top Cut d98 8 µm: atmungsaktive PE-Folien, in Kombination mit beschichtetem Calciumcarbonat',
                '**EuroTalc F 40** – d50 4,0 µm: Antiblockmittel für PE- und PP-Folien',
              ),
            ],
          ),
        ],
      },
      {
        slug: 'construction-plastics',
        title: t('Construction plastics', 'Baukunststoffe'),
        summary: t(
          'Talc makes PVC window profiles, pipes and fittings stiffer and more dimensionally stable – for building products that last for decades.',
          'Talkum macht PVC-Fensterprofile, Rohre und Formteile steifer und maßhaltiger – für Bauprodukte, die Jahrzehnte halten.',
        ),
        image: 'market-construction',
        blocks: [
          richText(
            [
              'Construction plastics must keep their shape for decades, through summer heat and winter frost. In **PVC window profiles**, talc increases the stiffness of the profile walls and reduces thermal expansion. In **PP and PVC pipes**, it raises ring stiffness, so that sewer pipes can be made with less material, and it improves the dimensional stability of fittings.',
              'Talc is also used in PP roofing and facade elements, in cable ducts and in wood-plastic composites for decking, where it reduces water absorption and creep.',
              '## Recommended grades',
              ul(
                '**EuroTalc P 60** – d50 6.0 µm: PVC window profiles and fittings',
                '**EuroTalc P 90** – d50 9.0 µm: PP sewer pipes and structured-wall pipes',
                '**EuroTalc P 100** – d50 10 µm: wood-plastic composites and cable ducts',
              ),
            ],
            [
              'Baukunststoffe müssen ihre Form jahrzehntelang behalten – bei Sommerhitze ebenso wie bei Winterfrost. In **PVC-Fensterprofilen** erhöht Talkum die Steifigkeit der Profilwände und verringert die Wärmeausdehnung. In **PP- und PVC-Rohren** steigert es die Ringsteifigkeit, sodass Kanalrohre mit weniger Material hergestellt werden können, und verbessert die Maßhaltigkeit von Formteilen.',
              'Auch in PP-Dach- und Fassadenelementen, Kabelkanälen und Holz-Kunststoff-Verbundwerkstoffen für Terrassendielen kommt Talkum zum Einsatz; dort verringert es Wasseraufnahme und Kriechen.',
              '## Empfohlene Sorten',
              ul(
                '**EuroTalc P 60** – d50 6,0 µm: PVC-Fensterprofile und Formteile',
                '**EuroTalc P 90** – d50 9,0 µm: PP-Kanalrohre und profilierte Rohre',
                '**EuroTalc P 100** – d50 10 µm: Holz-Kunststoff-Verbundwerkstoffe und Kabelkanäle',
              ),
            ],
          ),
        ],
      },
      {
        slug: 'electrical-and-electronics',
        title: t('Electrical and electronics', 'Elektro und Elektronik'),
        summary: t(
          'High-purity talc for flame-retardant PA and PBT compounds: better dimensional stability, faster crystallisation and good electrical insulation.',
          'Hochreines Talkum für flammgeschützte PA- und PBT-Compounds: bessere Maßhaltigkeit, schnellere Kristallisation und gute elektrische Isolation.',
        ),
        image: 'market-electrical',
        blocks: [
          richText(
            [
              'Connectors, switches, circuit breakers and housings for electronics are often made of polyamide (PA) or polybutylene terephthalate (PBT) with flame retardants. Talc is an excellent electrical insulator and nucleating agent: it accelerates crystallisation, shortens cycle times and reduces warpage of thin-walled parts.',
              'In flame-retardant compounds, talc supports the formation of a stable char layer and reduces dripping, which helps to reach UL 94 V-0 with less flame retardant. Our E grades have a particularly low iron and heavy metal content, so that they do not impair the colour or the thermal stability of the polymer.',
              '## Recommended grades',
              ul(
                '**EuroTalc E 30** – d50 3.0 µm, low iron content: flame-retardant PA and PBT compounds',
                '**EuroTalc N 15** – d50 1.5 µm: nucleating agent for PA 6, PA 66 and PBT',
              ),
            ],
            [
              'Steckverbinder, Schalter, Leistungsschalter und Elektronikgehäuse bestehen häufig aus flammgeschütztem Polyamid (PA) oder Polybutylenterephthalat (PBT). Talkum ist ein hervorragender elektrischer Isolator und Nukleierungsmittel: Es beschleunigt die Kristallisation, verkürzt die Zykluszeiten und verringert den Verzug dünnwandiger Bauteile.',
              'In flammgeschützten Compounds unterstützt Talkum die Bildung einer stabilen Ascheschicht und vermindert das Abtropfen – so lässt sich UL 94 V-0 mit weniger Flammschutzmittel erreichen. Unsere E-Sorten haben einen besonders niedrigen Gehalt an Eisen und Schwermetallen und beeinträchtigen daher weder Farbe noch Thermostabilität des Polymers.',
              '## Empfohlene Sorten',
              ul(
                '**EuroTalc E 30** – d50 3,0 µm, eisenarm: flammgeschützte PA- und PBT-Compounds',
                '**EuroTalc N 15** – d50 1,5 µm: Nukleierungsmittel für PA 6, PA 66 und PBT',
              ),
            ],
          ),
        ],
      },
      {
        slug: 'electrically-conductive',
        title: t('Electrically conductive', 'Elektrisch leitfähig'),
        summary: t(
          'Talc combined with carbon black or graphite gives conductive and antistatic compounds that stay stiff and dimensionally stable.',
          'Talkum in Kombination mit Leitruß oder Graphit ergibt leitfähige und antistatische Compounds, die steif und maßhaltig bleiben.',
        ),
        image: 'market-conductive',
        blocks: [
          richText(
            [
              'Fuel system components, ATEX housings, packaging for electronic components and parts that are electrostatically painted need a defined electrical conductivity. It is achieved with conductive carbon black, graphite or carbon nanotubes – which, on their own, make compounds brittle and difficult to process.',
              'Talc helps in two ways: it restores stiffness and dimensional stability, and its platelets push the carbon particles into a denser network, so that the same conductivity is reached with less carbon. The result is a better balance of conductivity, mechanical properties and cost.',
              '## Recommended grades',
              ul(
                '**EuroTalc G 35** – d50 3.5 µm: conductive PP and PA compounds with carbon black or graphite',
                '**EuroTalc P 20** – d50 2.0 µm, compacted: antistatic compounds with high surface quality',
              ),
              'For graphite itself, see our related product [graphite](/our-products/product-markets/plastics/automotive-plastics/graphite).',
            ],
            [
              'Bauteile für Kraftstoffsysteme, ATEX-Gehäuse, Verpackungen für elektronische Bauteile und elektrostatisch lackierte Teile benötigen eine definierte elektrische Leitfähigkeit. Sie wird mit Leitruß, Graphit oder Kohlenstoffnanoröhren erreicht – die Compounds allein jedoch spröde und schwer verarbeitbar machen.',
              'Talkum hilft auf zweierlei Weise: Es stellt Steifigkeit und Maßhaltigkeit wieder her, und seine Plättchen drängen die Kohlenstoffpartikel zu einem dichteren Netzwerk zusammen, sodass dieselbe Leitfähigkeit mit weniger Kohlenstoff erreicht wird. Das Ergebnis ist ein besseres Gleichgewicht aus Leitfähigkeit, mechanischen Eigenschaften und Kosten.',
              '## Empfohlene Sorten',
              ul(
                '**EuroTalc G 35** – d50 3,5 µm: leitfähige PP- und PA-Compounds mit Leitruß oder Graphit',
                '**EuroTalc P 20** – d50 2,0 µm, kompaktiert: antistatische Compounds mit hoher Oberflächengüte',
              ),
              'Graphit selbst finden Sie bei unserem verwandten Produkt [Graphit](/our-products/product-markets/plastics/automotive-plastics/graphite).',
            ],
          ),
        ],
      },
    ],
  },
  {
    slug: 'paper',
    title: t('Paper', 'Papier'),
    summary: t(
      'Talc controls pitch and stickies in pulp and recycled fibre, and serves as a filler and coating pigment for smooth, printable paper.',
      'Talkum kontrolliert Pitch und Stickies in Zellstoff und Altpapier und dient als Füllstoff und Streichpigment für glattes, gut bedruckbares Papier.',
    ),
    image: 'market-paper',
    blocks: [
      richText(
        [
          'Natural wood resins (pitch) and tacky contaminants from recycled paper (stickies) deposit on wires, felts and cylinders, cause holes and breaks and cost paper mills many hours of downtime. Talc has an organophilic surface: it adsorbs these tacky particles, renders them harmless and carries them out of the system with the sheet.',
          'As a **filler**, talc improves the smoothness, opacity and printability of uncoated papers and reduces fibre consumption. In **coatings** for magazine and rotogravure papers, its platelets give a smooth, closed surface with excellent ink acceptance – and because talc is so soft, it causes very little wear on wires and blades.',
          '## Recommended grades',
          ul(
            '**EuroTalc PP 30** – d50 3.0 µm, high specific surface: pitch and stickies control',
            '**EuroTalc PF 10** – d50 10 µm: filler for SC and newsprint papers',
            '**EuroTalc PC 20** – d50 2.0 µm, high whiteness: coating pigment for rotogravure papers',
          ),
        ],
        [
          'Natürliche Holzharze (Pitch) und klebende Verunreinigungen aus Altpapier (Stickies) lagern sich auf Sieben, Filzen und Zylindern ab, verursachen Löcher und Abrisse und kosten Papierfabriken viele Stunden Stillstand. Talkum hat eine organophile Oberfläche: Es adsorbiert diese klebrigen Partikel, macht sie unschädlich und trägt sie mit der Papierbahn aus dem System.',
          'Als **Füllstoff** verbessert Talkum Glätte, Opazität und Bedruckbarkeit ungestrichener Papiere und spart Fasern ein. In **Streichfarben** für Magazin- und Tiefdruckpapiere ergeben seine Plättchen eine glatte, geschlossene Oberfläche mit hervorragender Farbannahme – und weil Talkum so weich ist, verschleißen Siebe und Rakel kaum.',
          '## Empfohlene Sorten',
          ul(
            '**EuroTalc PP 30** – d50 3,0 µm, hohe spezifische Oberfläche: Pitch- und Stickykontrolle',
            '**EuroTalc PF 10** – d50 10 µm: Füllstoff für SC- und Zeitungsdruckpapiere',
            '**EuroTalc PC 20** – d50 2,0 µm, hoher Weißgrad: Streichpigment für Tiefdruckpapiere',
          ),
        ],
      ),
      {
        blockType: 'cards',
        heading: t('Talc in the paper mill', 'Talkum in der Papierfabrik'),
        items: [
          {
            title: t('Pitch and stickies control', 'Pitch- und Stickykontrolle'),
            text: t(
              'Fewer deposits, fewer breaks, less downtime and fewer cleaning chemicals.',
              'Weniger Ablagerungen, weniger Abrisse, weniger Stillstand und weniger Reinigungschemikalien.',
            ),
          },
          {
            title: t('Filler', 'Füllstoff'),
            text: t(
              'Better smoothness, opacity and printability at lower fibre consumption.',
              'Bessere Glätte, Opazität und Bedruckbarkeit bei geringerem Faserverbrauch.',
            ),
          },
          {
            title: t('Coating', 'Strich'),
            text: t(
              'A smooth, closed surface for rotogravure and offset printing.',
              'Eine glatte, geschlossene Oberfläche für Tief- und Offsetdruck.',
            ),
          },
        ],
      },
    ],
  },
  {
    slug: 'ceramics',
    title: t('Ceramics', 'Keramik'),
    summary: t(
      'Talc is the magnesium source for cordierite and a flux that lowers the firing temperature of wall tiles and sanitary ware.',
      'Talkum ist die Magnesiumquelle für Cordierit und ein Flussmittel, das die Brenntemperatur von Wandfliesen und Sanitärkeramik senkt.',
    ),
    image: 'market-ceramics',
    blocks: [
      richText(
        [
          'In **cordierite ceramics**, talc reacts with kaolin and alumina to form cordierite, a magnesium aluminium silicate with very low thermal expansion. Cordierite withstands sudden temperature changes and is used for kiln furniture, heating elements and catalyst substrates.',
          'In **wall tile bodies**, a few percent of talc act as a flux: they lower the firing temperature, shorten firing cycles and reduce moisture expansion, so that tiles stay flat and free of crazing. In glazes, talc improves the surface and helps to produce matt effects.',
          'For ceramics, a consistent chemical composition is more important than fineness. We therefore monitor MgO, SiO2, Fe2O3, CaO and loss on ignition of every batch by XRF.',
          '## Recommended grades',
          ul(
            '**EuroTalc K 80** – d50 8 µm, low iron content: cordierite bodies and kiln furniture',
            '**EuroTalc K 150** – d50 15 µm: wall tile bodies and sanitary ware',
            '**EuroTalc K 50** – d50 5 µm, high whiteness: glazes and engobes',
          ),
        ],
        [
          'In **Cordieritkeramik** reagiert Talkum mit Kaolin und Tonerde zu Cordierit, einem Magnesium-Aluminium-Silikat mit sehr geringer Wärmedehnung. Cordierit hält schroffen Temperaturwechseln stand und wird für Brennhilfsmittel, Heizelemente und Katalysatorträger verwendet.',
          'In **Wandfliesenmassen** wirken wenige Prozent Talkum als Flussmittel: Sie senken die Brenntemperatur, verkürzen die Brennzyklen und verringern die Feuchtedehnung, sodass Fliesen eben bleiben und keine Haarrisse bilden. In Glasuren verbessert Talkum die Oberfläche und hilft bei der Erzeugung matter Effekte.',
          'In der Keramik ist eine gleichbleibende chemische Zusammensetzung wichtiger als die Feinheit. Deshalb überwachen wir MgO, SiO2, Fe2O3, CaO und Glühverlust jeder Charge mittels RFA.',
          '## Empfohlene Sorten',
          ul(
            '**EuroTalc K 80** – d50 8 µm, eisenarm: Cordieritmassen und Brennhilfsmittel',
            '**EuroTalc K 150** – d50 15 µm: Wandfliesenmassen und Sanitärkeramik',
            '**EuroTalc K 50** – d50 5 µm, hoher Weißgrad: Glasuren und Engoben',
          ),
        ],
      ),
      {
        blockType: 'cards',
        heading: t('Talc in ceramics', 'Talkum in der Keramik'),
        items: [
          {
            title: t('Cordierite', 'Cordierit'),
            text: t(
              'Low thermal expansion and high thermal shock resistance.',
              'Geringe Wärmedehnung und hohe Temperaturwechselbeständigkeit.',
            ),
          },
          {
            title: t('Wall tiles', 'Wandfliesen'),
            text: t(
              'Lower firing temperature, shorter cycles, flat tiles without crazing.',
              'Niedrigere Brenntemperatur, kürzere Zyklen, ebene Fliesen ohne Haarrisse.',
            ),
          },
          {
            title: t('Glazes', 'Glasuren'),
            text: t(
              'Smooth surfaces and controlled matt effects.',
              'Glatte Oberflächen und kontrollierte Matteffekte.',
            ),
          },
        ],
      },
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// News
// ---------------------------------------------------------------------------------------------

const NEWS: DemoContent['news'] = [
  {
    slug: 'solar-plant-in-operation',
    category: 'company-news',
    date: '2022-06-14',
    title: t(
      'Solar plant in operation – capacity reaches 2000 tons per month',
      'Photovoltaikanlage in Betrieb – Kapazität erreicht 2000 Tonnen pro Monat',
    ),
    excerpt: t(
      'Our new 1.8 MWp photovoltaic plant now covers around a fifth of the electricity demand of the Leoben plant.',
      'Unsere neue Photovoltaikanlage mit 1,8 MWp deckt nun rund ein Fünftel des Strombedarfs des Werks Leoben.',
    ),
    content: rt(
      [
        'On 14 June 2022 we commissioned a 1.8 MWp photovoltaic plant on the roofs of our warehouse and logistics hub. With around 4,400 modules it will generate about 2 GWh of electricity per year – roughly 20 % of the demand of our mills and classifiers.',
        'At the same time, the debottlenecking of our second grinding line has been completed. Together, both lines now produce **2000 tons of talc per month**, a third more than five years ago.',
        '"Grinding talc needs a lot of electricity. Producing part of it ourselves makes us more independent and brings us closer to our CO2 targets," says managing director Dr. Markus Hofer.',
        'Read more about our [sustainability programme](/our-production/sustainability).',
      ],
      [
        'Am 14. Juni 2022 haben wir eine Photovoltaikanlage mit 1,8 MWp auf den Dächern unseres Lager- und Logistikzentrums in Betrieb genommen. Mit rund 4.400 Modulen erzeugt sie etwa 2 GWh Strom pro Jahr – rund 20 % des Bedarfs unserer Mühlen und Sichter.',
        'Gleichzeitig wurde die Engpassbeseitigung an unserer zweiten Mahllinie abgeschlossen. Beide Linien zusammen produzieren nun **2000 Tonnen Talkum pro Monat**, ein Drittel mehr als vor fünf Jahren.',
        '„Talkum zu mahlen braucht viel Strom. Einen Teil davon selbst zu erzeugen, macht uns unabhängiger und bringt uns unseren CO2-Zielen näher“, sagt Geschäftsführer Dr. Markus Hofer.',
        'Mehr über unser [Nachhaltigkeitsprogramm](/our-production/sustainability).',
      ],
    ),
    image: 'gallery-solar',
  },
  {
    slug: 'new-grade-eurotalc-p-12',
    category: 'company-news',
    date: '2023-05-10',
    title: t(
      'EuroTalc P 12: ultrafine talc for thinner bumpers',
      'EuroTalc P 12: ultrafeines Talkum für dünnere Stoßfänger',
    ),
    excerpt: t(
      'Our new compacted grade with a d50 of 1.2 µm allows TPO bumpers with thinner walls and constant gap widths.',
      'Unsere neue kompaktierte Sorte mit einem d50 von 1,2 µm ermöglicht TPO-Stoßfänger mit dünneren Wänden und konstanten Spaltmaßen.',
    ),
    content: rt(
      [
        'With EuroTalc P 12 we are launching the finest talc grade in our range. It is produced on our new jet mill, which delaminates the talc platelets gently and reaches a median particle size of 1.2 µm while keeping a high aspect ratio.',
        'In trials with two European compounders, TPO bumper compounds with EuroTalc P 12 reached the same flexural modulus with 3 % less talc than with conventional ultrafine grades. Linear thermal expansion dropped by about 10 %.',
        ul(
          'd50 1.2 µm, top cut d98 5 µm (laser diffraction)',
          'Compacted to a bulk density of 0.9 g/cm³ for easy feeding',
          'Available in big bags and silo trucks',
        ),
        'More about talc in [automotive plastics](/our-products/product-markets/plastics/automotive-plastics) – or [request a sample](/contacts/request-a-sample).',
      ],
      [
        'Mit EuroTalc P 12 bringen wir die feinste Sorte unseres Sortiments auf den Markt. Sie wird auf unserer neuen Strahlmühle hergestellt, die die Talkumplättchen schonend delaminiert und eine mittlere Partikelgröße von 1,2 µm bei hohem Aspektverhältnis erreicht.',
        'In Versuchen mit zwei europäischen Compoundeuren erreichten TPO-Stoßfänger-Compounds mit EuroTalc P 12 denselben Biegemodul mit 3 % weniger Talkum als mit herkömmlichen ultrafeinen Sorten. Die lineare Wärmeausdehnung sank um etwa 10 %.',
        ul(
          'd50 1,2 µm, Top Cut d98 5 µm (Laserbeugung)',
          'Kompaktiert auf eine Schüttdichte von 0,9 g/cm³ für eine einfache Dosierung',
          'Lieferbar in Big Bags und Silofahrzeugen',
        ),
        'Mehr über Talkum in [Automobilkunststoffen](/our-products/product-markets/plastics/automotive-plastics) – oder [fordern Sie ein Muster an](/contacts/request-a-sample).',
      ],
    ),
    image: 'news-automotive-grade',
  },
  {
    slug: 'iso-9001-and-iso-14001-recertified',
    category: 'company-news',
    date: '2024-02-20',
    title: t(
      'ISO 9001 and ISO 14001 recertified without deviations',
      'ISO 9001 und ISO 14001 ohne Abweichungen rezertifiziert',
    ),
    excerpt: t(
      'The recertification audit confirmed our quality and environmental management systems for another three years.',
      'Das Rezertifizierungsaudit hat unsere Qualitäts- und Umweltmanagementsysteme für weitere drei Jahre bestätigt.',
    ),
    content: rt(
      [
        'In February 2024 the auditors of our certification body spent four days in Leoben – in the mills, the laboratory, the logistics hub and the offices. The result: recertification to ISO 9001:2015 and ISO 14001:2015 without a single deviation.',
        'The auditors particularly highlighted the traceability of every batch from ore to delivery and the progress made on water recycling in flotation.',
        'The new certificates are available in our [download centre](/download?tab=quality-documents).',
      ],
      [
        'Im Februar 2024 waren die Auditoren unserer Zertifizierungsstelle vier Tage in Leoben – in den Mühlen, im Labor, im Logistikzentrum und in den Büros. Das Ergebnis: Rezertifizierung nach ISO 9001:2015 und ISO 14001:2015 ohne eine einzige Abweichung.',
        'Besonders hervorgehoben wurden die Rückverfolgbarkeit jeder Charge vom Erz bis zur Lieferung und die Fortschritte bei der Wasserrückführung in der Flotation.',
        'Die neuen Zertifikate finden Sie in unserem [Downloadbereich](/download?tab=quality-documents).',
      ],
    ),
    image: 'hero-quality',
  },
  {
    slug: 'new-sales-office-in-milan',
    category: 'company-news',
    date: '2024-09-16',
    title: t('New sales office in Milan', 'Neues Vertriebsbüro in Mailand'),
    excerpt: t(
      'To be closer to our Italian customers, EuroTalc has opened a sales office in Milan, led by Giulia Rossi.',
      'Um näher an unseren italienischen Kunden zu sein, hat EuroTalc ein Vertriebsbüro in Mailand eröffnet, geleitet von Giulia Rossi.',
    ),
    content: rt(
      [
        'Italy is our second-largest export market, with customers in the compounding, ceramics and paint industries. From 16 September 2024 they will be served by our new sales office in Milan.',
        'The office is led by Giulia Rossi, who has worked in the Italian plastics industry for fifteen years. Together with a consignment warehouse near Milan, it enables deliveries to Northern Italy within 48 hours.',
        'You will find the address of the Milan office on our [contacts page](/contacts).',
      ],
      [
        'Italien ist unser zweitgrößter Exportmarkt mit Kunden aus der Compoundier-, Keramik- und Farbenindustrie. Ab 16. September 2024 betreut sie unser neues Vertriebsbüro in Mailand.',
        'Geleitet wird das Büro von Giulia Rossi, die seit fünfzehn Jahren in der italienischen Kunststoffindustrie tätig ist. Gemeinsam mit einem Konsignationslager bei Mailand ermöglicht es Lieferungen nach Norditalien innerhalb von 48 Stunden.',
        'Die Anschrift des Mailänder Büros finden Sie auf unserer [Kontaktseite](/contacts).',
      ],
    ),
    image: 'news-milan-office',
  },
  {
    slug: 'meet-us-at-k-2025',
    category: 'company-news',
    date: '2025-09-02',
    title: t('Meet us at K 2025 in Düsseldorf', 'Besuchen Sie uns auf der K 2025 in Düsseldorf'),
    excerpt: t(
      'From 8 to 15 October 2025 we will present our talc grades for lightweight and recycled polypropylene compounds.',
      'Vom 8. bis 15. Oktober 2025 präsentieren wir unsere Talkumsorten für Leichtbau- und Rezyklat-Compounds aus Polypropylen.',
    ),
    content: rt(
      [
        'K, the world’s leading trade fair for plastics and rubber, takes place in Düsseldorf from 8 to 15 October 2025. You will find EuroTalc in hall 8a.',
        '## Our topics',
        ul(
          'Ultrafine, compacted talc for thinner-walled automotive parts',
          'Talc grades that stabilise the properties of recycled polypropylene',
          'Talc and graphite for thermally and electrically conductive compounds',
        ),
        'Our application engineers and our sales team from Leoben, Düsseldorf and Milan look forward to your visit. To arrange a meeting, please [contact our sales team](/contacts/contact-sales).',
      ],
      [
        'Die K, die Weltleitmesse für Kunststoff und Kautschuk, findet vom 8. bis 15. Oktober 2025 in Düsseldorf statt. Sie finden EuroTalc in Halle 8a.',
        '## Unsere Themen',
        ul(
          'Ultrafeines, kompaktiertes Talkum für dünnwandigere Automobilbauteile',
          'Talkumsorten, die die Eigenschaften von recyceltem Polypropylen stabilisieren',
          'Talkum und Graphit für wärme- und elektrisch leitfähige Compounds',
        ),
        'Unsere Anwendungstechniker und unser Vertriebsteam aus Leoben, Düsseldorf und Mailand freuen sich auf Ihren Besuch. Für eine Terminvereinbarung [kontaktieren Sie unseren Vertrieb](/contacts/contact-sales).',
      ],
    ),
    image: 'gallery-trade-fair',
  },
  {
    slug: 'new-rail-loading-station',
    category: 'company-news',
    date: '2026-05-12',
    title: t(
      'New rail loading station: more talc by train',
      'Neue Bahnverladung: mehr Talkum auf der Schiene',
    ),
    excerpt: t(
      'A second loading point at our siding doubles rail capacity and saves around 900 truck journeys a year.',
      'Eine zweite Verladestelle an unserem Anschlussgleis verdoppelt die Bahnkapazität und spart rund 900 Lkw-Fahrten pro Jahr.',
    ),
    content: rt(
      [
        'Since May 2026 a second, fully enclosed loading point has been in operation at our plant siding. Two silo wagons can now be filled at the same time, dust-free and weighed automatically.',
        'This doubles our rail capacity. Customers in Germany, Italy and Poland with their own siding receive their talc directly by train; others are supplied via rail terminals and a short final truck leg. We expect to save around 900 truck journeys and 1,100 tons of CO2 a year.',
        'Learn more about our [logistics](/our-production/logistics).',
      ],
      [
        'Seit Mai 2026 ist an unserem Werksanschlussgleis eine zweite, vollständig eingehauste Verladestelle in Betrieb. Zwei Silowagen können nun gleichzeitig staubfrei befüllt und automatisch verwogen werden.',
        'Damit verdoppelt sich unsere Bahnkapazität. Kunden in Deutschland, Italien und Polen mit eigenem Gleisanschluss erhalten ihr Talkum direkt per Bahn, alle anderen über Bahnterminals mit kurzem Lkw-Nachlauf. Wir rechnen mit rund 900 eingesparten Lkw-Fahrten und 1.100 Tonnen CO2 pro Jahr.',
        'Mehr über unsere [Logistik](/our-production/logistics).',
      ],
    ),
    image: 'gallery-rail',
  },

  // Media about us
  {
    slug: 'styrian-talc-goes-solar',
    category: 'media-about-us',
    date: '2022-08-30',
    title: t('Styrian talc goes solar', 'Steirisches Talkum setzt auf Sonne'),
    excerpt: t(
      'The Styrian Business Journal reports on the EuroTalc photovoltaic plant and the company’s CO2 targets.',
      'Das Styrian Business Journal berichtet über die Photovoltaikanlage von EuroTalc und die CO2-Ziele des Unternehmens.',
    ),
    content: rt(
      [
        'In its August issue, the Styrian Business Journal portrays EuroTalc as an example of how energy-intensive mineral processing in Upper Styria is preparing for the energy transition.',
        'The article describes the new 1.8 MWp solar plant, the use of compressor waste heat and the plan to reduce CO2 emissions per ton of talc by 40 % by 2030. It also quotes our managing director: "Every kilowatt hour we produce ourselves makes us more competitive."',
      ],
      [
        'In seiner Augustausgabe porträtiert das Styrian Business Journal EuroTalc als Beispiel dafür, wie sich die energieintensive Mineralverarbeitung in der Obersteiermark auf die Energiewende vorbereitet.',
        'Der Artikel beschreibt die neue Photovoltaikanlage mit 1,8 MWp, die Nutzung der Kompressorabwärme und das Ziel, die CO2-Emissionen pro Tonne Talkum bis 2030 um 40 % zu senken. Zitiert wird auch unser Geschäftsführer: „Jede Kilowattstunde, die wir selbst erzeugen, macht uns wettbewerbsfähiger.“',
      ],
    ),
    image: 'gallery-solar',
    source: {
      name: 'Styrian Business Journal',
      url: 'https://www.example.com/styrian-business-journal/2022/08/styrian-talc-goes-solar',
    },
  },
  {
    slug: 'talc-keeps-car-parts-in-shape',
    category: 'media-about-us',
    date: '2023-10-05',
    title: t('How talc keeps car parts in shape', 'Wie Talkum Autoteile in Form hält'),
    excerpt: t(
      'Industrial Minerals Review explains the role of ultrafine talc in automotive compounds, with examples from EuroTalc.',
      'Industrial Minerals Review erklärt die Rolle von ultrafeinem Talkum in Automobil-Compounds – mit Beispielen von EuroTalc.',
    ),
    content: rt(
      [
        'In a feature on mineral fillers for the automotive industry, Industrial Minerals Review looks at why talc-filled polypropylene remains the material of choice for bumpers and interior parts, even in electric vehicles.',
        'Dr. Katharina Berger, head of application technology at EuroTalc, explains how a higher aspect ratio allows lower talc loadings and thinner walls – and why consistency from batch to batch matters as much as fineness for compounders.',
      ],
      [
        'In einem Schwerpunkt über mineralische Füllstoffe für die Automobilindustrie geht Industrial Minerals Review der Frage nach, warum talkumgefülltes Polypropylen auch im Elektroauto der Werkstoff der Wahl für Stoßfänger und Innenraumteile bleibt.',
        'Dr. Katharina Berger, Leiterin der Anwendungstechnik bei EuroTalc, erläutert, wie ein höheres Aspektverhältnis geringere Füllgrade und dünnere Wände ermöglicht – und warum für Compoundeure die Konstanz von Charge zu Charge ebenso zählt wie die Feinheit.',
      ],
    ),
    image: 'market-automotive',
    source: {
      name: 'Industrial Minerals Review',
      url: 'https://www.example.com/industrial-minerals-review/2023/talc-in-automotive-compounds',
    },
  },
  {
    slug: 'interview-talc-for-recycled-polypropylene',
    category: 'media-about-us',
    date: '2025-11-18',
    title: t(
      'Interview: talc for recycled polypropylene',
      'Interview: Talkum für recyceltes Polypropylen',
    ),
    excerpt: t(
      'In Kunststoff Praxis, our team explains how talc helps compounders turn variable recyclate into reliable compounds.',
      'In der Kunststoff Praxis erklärt unser Team, wie Talkum Compoundeuren hilft, aus schwankendem Rezyklat verlässliche Compounds herzustellen.',
    ),
    content: rt(
      [
        'After K 2025, the trade journal Kunststoff Praxis interviewed Dr. Katharina Berger and Thomas Wagner about the growing share of post-consumer recyclate in automotive and household applications.',
        'Recycled polypropylene varies in stiffness and flow from batch to batch. In the interview, they describe how a tailored talc grade compensates for part of this variation and why close cooperation between recycler, compounder and mineral supplier is the key to higher recycled content.',
      ],
      [
        'Nach der K 2025 sprach die Fachzeitschrift Kunststoff Praxis mit Dr. Katharina Berger und Thomas Wagner über den wachsenden Anteil von Post-Consumer-Rezyklat in Automobil- und Haushaltsanwendungen.',
        'Recyceltes Polypropylen schwankt von Charge zu Charge in Steifigkeit und Fließfähigkeit. Im Interview erläutern die beiden, wie eine maßgeschneiderte Talkumsorte einen Teil dieser Schwankungen ausgleicht und warum die enge Zusammenarbeit von Recycler, Compoundeur und Mineralstofflieferant der Schlüssel zu höheren Rezyklatanteilen ist.',
      ],
    ),
    image: 'hero-news',
    source: {
      name: 'Kunststoff Praxis',
      url: 'https://www.example.org/kunststoff-praxis/2025/11/interview-eurotalc-rezyklat',
    },
  },
]

// ---------------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------------

const BLOG_POSTS: DemoContent['blogPosts'] = [
  {
    slug: 'why-talc-makes-polypropylene-stiffer',
    date: '2022-11-08',
    author: 'Dr. Katharina Berger',
    title: t('Why talc makes polypropylene stiffer', 'Warum Talkum Polypropylen steifer macht'),
    excerpt: t(
      'Aspect ratio, nucleation and dispersion: the three mechanisms behind talc reinforcement – and what they mean for your grade selection.',
      'Aspektverhältnis, Nukleierung und Dispergierung: die drei Mechanismen hinter der Verstärkung durch Talkum – und was sie für Ihre Sortenwahl bedeuten.',
    ),
    content: rt(
      [
        'Adding 20 % talc to a polypropylene homopolymer roughly doubles its flexural modulus. Three mechanisms work together.',
        '## 1. Aspect ratio',
        'Talc platelets are many times wider than they are thick. Aligned in the flow direction during injection moulding, they carry load like the reinforcement in concrete. The higher the aspect ratio, the stronger the effect – which is why delamination during grinding matters more than fineness alone.',
        '## 2. Nucleation',
        'Talc surfaces act as nuclei for PP crystals. The polymer crystallises at a higher temperature, with more and smaller spherulites, which increases stiffness and shortens cycle times.',
        '## 3. Dispersion',
        'Agglomerates act like defects and reduce impact strength. Compacted grades must therefore be designed to break up completely in the extruder. Our [automotive grades](/our-products/product-markets/plastics/automotive-plastics) are tested for dispersion on a twin-screw extruder before release.',
      ],
      [
        'Gibt man 20 % Talkum zu einem Polypropylen-Homopolymer, verdoppelt sich sein Biegemodul ungefähr. Dabei wirken drei Mechanismen zusammen.',
        '## 1. Aspektverhältnis',
        'Talkumplättchen sind um ein Vielfaches breiter als dick. Beim Spritzgießen richten sie sich in Fließrichtung aus und tragen Last wie die Bewehrung im Beton. Je höher das Aspektverhältnis, desto stärker die Wirkung – deshalb ist die Delaminierung beim Mahlen wichtiger als die Feinheit allein.',
        '## 2. Nukleierung',
        'Talkumoberflächen wirken als Keime für PP-Kristalle. Das Polymer kristallisiert bei höherer Temperatur mit mehr und kleineren Sphärolithen – das erhöht die Steifigkeit und verkürzt die Zykluszeit.',
        '## 3. Dispergierung',
        'Agglomerate wirken wie Fehlstellen und verringern die Schlagzähigkeit. Kompaktierte Sorten müssen sich daher im Extruder vollständig auflösen. Unsere [Automobilsorten](/our-products/product-markets/plastics/automotive-plastics) werden vor der Freigabe auf einem Doppelschneckenextruder auf ihre Dispergierung geprüft.',
      ],
    ),
    image: 'market-automotive',
  },
  {
    slug: 'talc-as-nucleating-agent-for-pla',
    date: '2023-07-18',
    author: 'Lukas Brunner',
    title: t('Talc as a nucleating agent for PLA', 'Talkum als Nukleierungsmittel für PLA'),
    excerpt: t(
      'How a few percent of fine talc make PLA parts heat resistant – and how to get the most out of them in injection moulding.',
      'Wie wenige Prozent feines Talkum PLA-Teile wärmebeständig machen – und wie Sie beim Spritzgießen das Beste daraus machen.',
    ),
    content: rt(
      [
        'PLA is one of the most important biopolymers, but in its amorphous state it softens at around 55 °C. Cups for hot coffee or reusable cutlery need crystalline PLA – and PLA crystallises very slowly.',
        'Fine talc is the most cost-effective nucleating agent for PLA. In our trials, 2 % of EuroTalc N 15 reduced the crystallisation half-time at 110 °C from more than 10 minutes to under one minute.',
        '## Practical tips',
        ul(
          'Use a mould temperature of 90 to 110 °C so that crystallisation can take place in the mould',
          'Dry the talc-containing compound thoroughly – PLA is sensitive to hydrolysis',
          'Combine talc with a small amount of an organic nucleating agent for the shortest cycle times',
        ),
        'More on [talc in biopolymers](/our-products/product-markets/plastics/biopolymers).',
      ],
      [
        'PLA ist eines der wichtigsten Biopolymere, erweicht im amorphen Zustand aber schon bei etwa 55 °C. Becher für heißen Kaffee oder Mehrwegbesteck brauchen kristallines PLA – und PLA kristallisiert sehr langsam.',
        'Feines Talkum ist das kostengünstigste Nukleierungsmittel für PLA. In unseren Versuchen senkten 2 % EuroTalc N 15 die Kristallisationshalbwertszeit bei 110 °C von über 10 Minuten auf unter eine Minute.',
        '## Tipps für die Praxis',
        ul(
          'Arbeiten Sie mit einer Werkzeugtemperatur von 90 bis 110 °C, damit die Kristallisation im Werkzeug stattfinden kann',
          'Trocknen Sie das talkumhaltige Compound gründlich – PLA ist hydrolyseempfindlich',
          'Kombinieren Sie Talkum mit einer kleinen Menge eines organischen Nukleierungsmittels für die kürzesten Zykluszeiten',
        ),
        'Mehr zu [Talkum in Biopolymeren](/our-products/product-markets/plastics/biopolymers).',
      ],
    ),
    image: 'market-biopolymers',
  },
  {
    slug: 'pitch-control-with-talc',
    date: '2024-03-12',
    author: 'Andrea Leitner',
    title: t('Pitch and stickies control with talc', 'Pitch- und Stickykontrolle mit Talkum'),
    excerpt: t(
      'Deposits on wires and felts cost paper mills hours of downtime. Here is how talc detackifies pitch and stickies – and how to dose it.',
      'Ablagerungen auf Sieben und Filzen kosten Papierfabriken Stunden an Stillstand. So entklebt Talkum Pitch und Stickies – und so dosieren Sie es.',
    ),
    content: rt(
      [
        'Whether it comes from fresh wood or from recovered paper, tacky material ends up where nobody wants it: on wires, felts, press rolls and drying cylinders. Every deposit can cause a hole, a break or a shutdown for cleaning.',
        'Talc works through its organophilic surface. Tacky particles adsorb onto the talc platelets, lose their stickiness and leave the system with the sheet instead of agglomerating into larger deposits.',
        '## Where to dose',
        ul(
          'In the pulp, as early as possible – for example at the thickener or in the storage chest',
          'In recovered paper lines, before the disperger and after flotation deinking',
          'Typical dosages are 0.5 to 1.5 % based on dry fibre',
        ),
        'Our paper specialists will gladly carry out a deposit analysis at your mill. [Contact us](/contacts/contact-sales) or read more about [talc in paper](/our-products/product-markets/paper).',
      ],
      [
        'Ob aus Frischholz oder aus Altpapier: Klebrige Stoffe landen dort, wo niemand sie haben will – auf Sieben, Filzen, Presswalzen und Trockenzylindern. Jede Ablagerung kann ein Loch, einen Abriss oder einen Reinigungsstillstand verursachen.',
        'Talkum wirkt über seine organophile Oberfläche. Klebrige Partikel lagern sich an den Talkumplättchen an, verlieren ihre Klebrigkeit und verlassen das System mit der Papierbahn, statt sich zu größeren Ablagerungen zusammenzuballen.',
        '## Wo dosiert wird',
        ul(
          'Im Faserstoff, möglichst früh – etwa am Eindicker oder in der Stapelbütte',
          'In Altpapierlinien vor dem Disperger und nach dem Deinking',
          'Übliche Dosierungen liegen bei 0,5 bis 1,5 % bezogen auf die trockene Faser',
        ),
        'Unsere Papierspezialisten führen gern eine Ablagerungsanalyse in Ihrem Werk durch. [Kontaktieren Sie uns](/contacts/contact-sales) oder lesen Sie mehr über [Talkum in Papier](/our-products/product-markets/paper).',
      ],
    ),
    image: 'market-paper',
  },
  {
    slug: 'how-we-test-talc-for-asbestos',
    date: '2024-11-26',
    author: 'Mag. Julia Steiner',
    title: t(
      'How we prove that our talc is asbestos-free',
      'Wie wir nachweisen, dass unser Talkum asbestfrei ist',
    ),
    excerpt: t(
      'Two independent methods, every batch, documented: a look at our asbestos-free testing.',
      'Zwei unabhängige Methoden, jede Charge, lückenlos dokumentiert: ein Blick auf unsere Prüfung auf Asbestfreiheit.',
    ),
    content: rt(
      [
        'Customers often ask us how we can be sure that our talc is asbestos-free. The answer starts with geology: our deposit was formed from a rock type in which asbestos minerals do not occur. But geology alone is not proof – so we test.',
        '## Two methods, one result',
        ul(
          '**X-ray diffraction (XRD)** detects crystalline amphiboles and serpentine minerals in the bulk sample',
          '**Microscopy** – polarised light and electron microscopy – examines individual particles for fibrous morphology',
        ),
        'Every batch is tested by XRD; samples from each production week are additionally examined by microscopy. The results are part of the batch documentation and are kept for at least ten years.',
        'Our laboratory has been accredited to ISO/IEC 17025 since 2012. Read more on the [laboratory page](/about-us/our-laboratory).',
      ],
      [
        'Kunden fragen uns oft, wie wir sicher sein können, dass unser Talkum asbestfrei ist. Die Antwort beginnt bei der Geologie: Unsere Lagerstätte ist aus einem Gestein entstanden, in dem Asbestminerale nicht vorkommen. Doch Geologie allein ist kein Nachweis – deshalb prüfen wir.',
        '## Zwei Methoden, ein Ergebnis',
        ul(
          '**Röntgendiffraktometrie (XRD)** erfasst kristalline Amphibole und Serpentinminerale in der Gesamtprobe',
          '**Mikroskopie** – Polarisations- und Elektronenmikroskopie – untersucht einzelne Partikel auf faserförmige Morphologie',
        ),
        'Jede Charge wird mittels XRD geprüft; Proben aus jeder Produktionswoche werden zusätzlich mikroskopisch untersucht. Die Ergebnisse sind Teil der Chargendokumentation und werden mindestens zehn Jahre aufbewahrt.',
        'Unser Labor ist seit 2012 nach ISO/IEC 17025 akkreditiert. Mehr dazu auf der [Laborseite](/about-us/our-laboratory).',
      ],
    ),
    image: 'gallery-laboratory',
  },
  {
    slug: 'talc-in-wall-tiles',
    date: '2025-06-03',
    author: 'Martin Gruber',
    title: t(
      'Talc in wall tiles: lower firing temperature, flatter tiles',
      'Talkum in Wandfliesen: niedrigere Brenntemperatur, ebenere Fliesen',
    ),
    excerpt: t(
      'With energy prices high, tile makers are looking for ways to fire at lower temperatures. Talc is one of the simplest.',
      'Bei hohen Energiepreisen suchen Fliesenhersteller nach Wegen, bei niedrigeren Temperaturen zu brennen. Talkum ist einer der einfachsten.',
    ),
    content: rt(
      [
        'Wall tiles are fired in roller kilns at around 1100 to 1150 °C. Every 10 °C less saves gas – and every minute less in the kiln increases output.',
        'Added at 2 to 5 % to the body, talc forms a magnesium-rich melt earlier than the other raw materials. It reacts with carbonates and clays to form stable phases, which reduces moisture expansion and thus the risk of crazing in the glaze years after installation.',
        '## Results from a customer trial',
        ul(
          'Firing temperature reduced by 20 °C at the same water absorption',
          'Firing cycle shortened by four minutes',
          'Better flatness of large formats',
        ),
        'Find the right grade on our [ceramics page](/our-products/product-markets/ceramics).',
      ],
      [
        'Wandfliesen werden in Rollenöfen bei etwa 1100 bis 1150 °C gebrannt. Jede 10 °C weniger sparen Gas – und jede Minute weniger im Ofen erhöht den Ausstoß.',
        'Mit 2 bis 5 % in der Masse bildet Talkum früher als die übrigen Rohstoffe eine magnesiumreiche Schmelze. Es reagiert mit Carbonaten und Tonen zu stabilen Phasen, was die Feuchtedehnung und damit das Risiko von Haarrissen in der Glasur noch Jahre nach der Verlegung verringert.',
        '## Ergebnisse aus einem Kundenversuch',
        ul(
          'Brenntemperatur bei gleicher Wasseraufnahme um 20 °C gesenkt',
          'Brennzyklus um vier Minuten verkürzt',
          'Bessere Planheit großer Formate',
        ),
        'Die passende Sorte finden Sie auf unserer [Keramikseite](/our-products/product-markets/ceramics).',
      ],
    ),
    image: 'market-ceramics',
  },
  {
    slug: 'reading-a-particle-size-distribution',
    date: '2026-02-10',
    author: 'Mag. Julia Steiner',
    title: t(
      'How to read a particle size distribution',
      'Wie man eine Partikelgrößenverteilung liest',
    ),
    excerpt: t(
      'd50, d98, laser or sedimentation: what the figures on a talc data sheet really mean – and why you should compare like with like.',
      'd50, d98, Laser oder Sedimentation: was die Zahlen auf einem Talkum-Datenblatt wirklich bedeuten – und warum Sie nur Gleiches vergleichen sollten.',
    ),
    content: rt(
      [
        'Every talc data sheet states a particle size – but the same talc can be described as "2 µm" or "5 µm" depending on the method. Here is what you need to know.',
        '## d50 and top cut',
        'The **d50** is the median: half of the particles (by volume) are smaller, half are larger. The **top cut**, usually stated as d98, tells you how coarse the coarsest 2 % are. For films and thin-walled parts, the top cut often matters more than the d50.',
        '## Laser diffraction versus sedimentation',
        'Laser diffraction treats every particle as a sphere. Because talc platelets are flat, they appear larger than in sedimentation, which measures settling speed. Laser values are therefore typically two to three times higher. All figures on our data sheets are measured by laser diffraction according to ISO 13320.',
        'When comparing grades from different suppliers, always ask for the method. Our [laboratory](/about-us/our-laboratory) will gladly measure a competitor sample for you on the same instrument.',
      ],
      [
        'Jedes Talkum-Datenblatt nennt eine Partikelgröße – doch dasselbe Talkum kann je nach Methode als „2 µm“ oder „5 µm“ beschrieben werden. Das sollten Sie wissen.',
        '## d50 und Top Cut',
        'Der **d50** ist der Median: Die Hälfte der Partikel (nach Volumen) ist kleiner, die andere Hälfte größer. Der **Top Cut**, meist als d98 angegeben, zeigt, wie grob die gröbsten 2 % sind. Bei Folien und dünnwandigen Teilen ist der Top Cut oft wichtiger als der d50.',
        '## Laserbeugung oder Sedimentation',
        'Die Laserbeugung behandelt jedes Partikel wie eine Kugel. Weil Talkumplättchen flach sind, erscheinen sie größer als bei der Sedimentation, die die Sinkgeschwindigkeit misst. Laserwerte liegen daher typischerweise zwei- bis dreimal höher. Alle Angaben auf unseren Datenblättern sind mittels Laserbeugung nach ISO 13320 gemessen.',
        'Wenn Sie Sorten verschiedener Lieferanten vergleichen, fragen Sie immer nach der Methode. Unser [Labor](/about-us/our-laboratory) misst Ihnen gern ein Vergleichsmuster auf demselben Gerät.',
      ],
    ),
    image: 'blog-particle-size',
  },
]

// ---------------------------------------------------------------------------------------------
// Jobs
// ---------------------------------------------------------------------------------------------

const LEOBEN = t('Leoben, Austria', 'Leoben, Österreich')

const JOBS: DemoContent['jobs'] = [
  {
    slug: 'process-engineer',
    reference: 'ET-2026-014',
    date: '2026-08-03',
    title: t(
      'Process engineer grinding and classification (m/f/d)',
      'Verfahrenstechniker Mahlung und Sichtung (m/w/d)',
    ),
    location: LEOBEN,
    employmentType: 'FULL_TIME',
    summary: t(
      'You optimise our grinding, classification and compaction lines and take new talc grades from the pilot plant to production.',
      'Sie optimieren unsere Mahl-, Sicht- und Kompaktierlinien und überführen neue Talkumsorten von der Pilotanlage in die Produktion.',
    ),
    whatToDo: t(
      ul(
        'Optimise throughput, energy consumption and product quality of our pendulum and jet mills',
        'Scale up new grades from the pilot plant to production together with application technology',
        'Plan and supervise investment projects from specification to commissioning',
        'Analyse process data and drive continuous improvement with the shift teams',
      ),
      ul(
        'Durchsatz, Energieverbrauch und Produktqualität unserer Pendel- und Strahlmühlen optimieren',
        'Neue Sorten gemeinsam mit der Anwendungstechnik von der Pilotanlage in die Produktion überführen',
        'Investitionsprojekte von der Spezifikation bis zur Inbetriebnahme planen und begleiten',
        'Prozessdaten auswerten und mit den Schichtteams kontinuierliche Verbesserungen vorantreiben',
      ),
    ),
    requirements: t(
      ul(
        'Degree in process engineering, mineral processing or a comparable field',
        'At least three years of experience in a production environment',
        'Sound knowledge of comminution and classification',
        'Very good German and good English',
      ),
      ul(
        'Studium der Verfahrenstechnik, Rohstoffaufbereitung oder einer vergleichbaren Fachrichtung',
        'Mindestens drei Jahre Erfahrung in einem Produktionsumfeld',
        'Fundierte Kenntnisse in Zerkleinerung und Klassierung',
        'Sehr gute Deutsch- und gute Englischkenntnisse',
      ),
    ),
    plusPoints: t(
      ul(
        'Experience with jet mills or air classifiers',
        'Knowledge of process control systems and data analysis',
        'Project management experience',
      ),
      ul(
        'Erfahrung mit Strahlmühlen oder Windsichtern',
        'Kenntnisse in Prozessleitsystemen und Datenanalyse',
        'Erfahrung im Projektmanagement',
      ),
    ),
    conditions: t(
      ul(
        'Full-time position (38.5 hours), starting as soon as possible',
        'Minimum gross salary under the collective agreement EUR 4,100 per month (14 times a year); we pay more depending on qualifications and experience',
        'Flexible working hours, training budget, canteen and company bike',
      ),
      ul(
        'Vollzeit (38,5 Stunden), Eintritt ab sofort',
        'Kollektivvertragliches Mindestgehalt 4.100 Euro brutto pro Monat (14 Mal jährlich); Überzahlung je nach Qualifikation und Erfahrung',
        'Gleitzeit, Weiterbildungsbudget, Kantine und Dienstfahrrad',
      ),
    ),
  },
  {
    slug: 'laboratory-technician',
    reference: 'ET-2026-017',
    date: '2026-09-14',
    title: t('Laboratory technician (m/f/d)', 'Labortechniker (m/w/d)'),
    location: LEOBEN,
    employmentType: 'FULL_TIME',
    summary: t(
      'In our accredited laboratory you test and release talc batches and support application tests for our customers.',
      'In unserem akkreditierten Labor prüfen und geben Sie Talkumchargen frei und unterstützen Anwendungsprüfungen für unsere Kunden.',
    ),
    whatToDo: t(
      ul(
        'Test production samples: particle size, whiteness, moisture and loss on ignition',
        'Carry out XRD and XRF analyses, including asbestos-free testing',
        'Release batches and issue certificates of analysis',
        'Prepare and test filled polymer specimens for customer projects',
      ),
      ul(
        'Produktionsproben prüfen: Partikelgröße, Weißgrad, Feuchte und Glühverlust',
        'XRD- und RFA-Analysen durchführen, einschließlich der Prüfung auf Asbestfreiheit',
        'Chargen freigeben und Prüfzeugnisse erstellen',
        'Gefüllte Kunststoff-Prüfkörper für Kundenprojekte herstellen und prüfen',
      ),
    ),
    requirements: t(
      ul(
        'Completed training as a chemical laboratory technician or a degree from a technical college (HTL) in chemistry',
        'Careful and reliable way of working',
        'Willingness to work in a three-shift system',
      ),
      ul(
        'Abgeschlossene Lehre als Chemielabortechniker oder HTL-Abschluss in Chemie',
        'Sorgfältige und zuverlässige Arbeitsweise',
        'Bereitschaft zur Arbeit im Dreischichtbetrieb',
      ),
    ),
    plusPoints: t(
      ul(
        'Experience in an ISO/IEC 17025 accredited laboratory',
        'Knowledge of X-ray methods or particle size analysis',
        'Basic knowledge of plastics testing',
      ),
      ul(
        'Erfahrung in einem nach ISO/IEC 17025 akkreditierten Labor',
        'Kenntnisse in Röntgenmethoden oder Partikelgrößenanalyse',
        'Grundkenntnisse in der Kunststoffprüfung',
      ),
    ),
    conditions: t(
      ul(
        'Full-time position in three shifts, with shift allowances',
        'Minimum gross salary under the collective agreement EUR 3,050 per month (14 times a year); we pay more depending on qualifications',
        'Structured induction, canteen and free parking',
      ),
      ul(
        'Vollzeit im Dreischichtbetrieb mit Schichtzulagen',
        'Kollektivvertragliches Mindestgehalt 3.050 Euro brutto pro Monat (14 Mal jährlich); Überzahlung je nach Qualifikation',
        'Strukturierte Einarbeitung, Kantine und kostenloser Parkplatz',
      ),
    ),
  },
  {
    slug: 'sales-manager-dach',
    reference: 'ET-2026-021',
    date: '2026-10-20',
    title: t('Sales manager DACH (m/f/d)', 'Vertriebsleiter DACH (m/w/d)'),
    location: LEOBEN,
    employmentType: 'FULL_TIME',
    summary: t(
      'You look after our customers in Germany, Austria and Switzerland and win new business in plastics, paper and ceramics.',
      'Sie betreuen unsere Kunden in Deutschland, Österreich und der Schweiz und gewinnen Neugeschäft in Kunststoff, Papier und Keramik.',
    ),
    whatToDo: t(
      ul(
        'Manage and develop existing key accounts in the DACH region',
        'Identify new customers and applications together with application technology',
        'Prepare quotations, negotiate contracts and forecast volumes',
        'Represent EuroTalc at trade fairs such as K and Fakuma',
      ),
      ul(
        'Bestehende Schlüsselkunden in der DACH-Region betreuen und weiterentwickeln',
        'Gemeinsam mit der Anwendungstechnik neue Kunden und Anwendungen erschließen',
        'Angebote erstellen, Verträge verhandeln und Absatzplanungen erstellen',
        'EuroTalc auf Messen wie der K und der Fakuma vertreten',
      ),
    ),
    requirements: t(
      ul(
        'Technical or business degree, ideally with a focus on materials or chemistry',
        'At least five years of B2B sales experience in the plastics, minerals or chemical industry',
        'Business-fluent German and English',
        'Willingness to travel about 40 % of the time',
      ),
      ul(
        'Technisches oder kaufmännisches Studium, idealerweise mit Schwerpunkt Werkstoffe oder Chemie',
        'Mindestens fünf Jahre Erfahrung im B2B-Vertrieb in der Kunststoff-, Mineral- oder Chemieindustrie',
        'Verhandlungssichere Deutsch- und Englischkenntnisse',
        'Reisebereitschaft von etwa 40 %',
      ),
    ),
    plusPoints: t(
      ul(
        'An existing network among compounders in Germany',
        'Knowledge of Italian or French',
        'Experience with CRM systems',
      ),
      ul(
        'Bestehendes Netzwerk unter Compoundeuren in Deutschland',
        'Italienisch- oder Französischkenntnisse',
        'Erfahrung mit CRM-Systemen',
      ),
    ),
    conditions: t(
      ul(
        'Full-time position with company car, also for private use',
        'Minimum gross salary under the collective agreement EUR 4,500 per month (14 times a year); we offer a market-based package with a performance bonus',
        'Home office possible between customer visits',
      ),
      ul(
        'Vollzeit mit Firmenwagen, auch zur privaten Nutzung',
        'Kollektivvertragliches Mindestgehalt 4.500 Euro brutto pro Monat (14 Mal jährlich); wir bieten ein marktgerechtes Paket mit Erfolgsprämie',
        'Homeoffice zwischen Kundenterminen möglich',
      ),
    ),
  },
]

// ---------------------------------------------------------------------------------------------
// Gallery
// ---------------------------------------------------------------------------------------------

const GALLERY: DemoContent['gallery'] = [
  {
    slug: 'talc-quarry-in-summer',
    date: '2022-07-05',
    title: t('The quarry in summer', 'Der Talkbergbau im Sommer'),
    caption: t(
      'Benches of the talc quarry in Upper Styria, where our ore is mined.',
      'Abbauterrassen des Talkbergbaus in der Obersteiermark, wo unser Erz gewonnen wird.',
    ),
    image: 'gallery-quarry',
  },
  {
    slug: 'mill-building',
    date: '2022-09-21',
    title: t('Our mills', 'Unsere Mühlen'),
    caption: t(
      'Pendulum mills with integrated classifiers grind the talc to the required fineness.',
      'Pendelmühlen mit integrierten Sichtern mahlen das Talkum auf die geforderte Feinheit.',
    ),
    image: 'gallery-mill',
  },
  {
    slug: 'flotation-cells',
    date: '2023-02-14',
    title: t('Flotation', 'Flotation'),
    caption: t(
      'In the flotation cells, air bubbles carry the hydrophobic talc to the surface and separate it from the other minerals.',
      'In den Flotationszellen tragen Luftblasen das hydrophobe Talkum an die Oberfläche und trennen es von den übrigen Mineralen.',
    ),
    image: 'gallery-flotation',
  },
  {
    slug: 'x-ray-diffractometer',
    date: '2023-11-08',
    title: t('In the laboratory', 'Im Labor'),
    caption: t(
      'Our X-ray diffractometer checks the mineralogy of every batch and confirms that it is asbestos-free.',
      'Unser Röntgendiffraktometer prüft die Mineralogie jeder Charge und bestätigt ihre Asbestfreiheit.',
    ),
    image: 'gallery-laboratory',
  },
  {
    slug: 'big-bags-in-the-warehouse',
    date: '2024-04-17',
    title: t('Logistics hub', 'Logistikzentrum'),
    caption: t(
      'Big bags ready for dispatch in our logistics hub, opened in 2018.',
      'Versandfertige Big Bags in unserem 2018 eröffneten Logistikzentrum.',
    ),
    image: 'gallery-warehouse',
  },
  {
    slug: 'solar-roof',
    date: '2024-06-25',
    title: t('Solar power from the roof', 'Solarstrom vom Dach'),
    caption: t(
      'Our 1.8 MWp photovoltaic plant covers around 20 % of the plant’s electricity demand.',
      'Unsere Photovoltaikanlage mit 1,8 MWp deckt rund 20 % des Strombedarfs des Werks.',
    ),
    image: 'gallery-solar',
  },
  {
    slug: 'k-2025-stand',
    date: '2025-10-10',
    title: t('K 2025 in Düsseldorf', 'K 2025 in Düsseldorf'),
    caption: t(
      'Our stand at K 2025, where we presented talc grades for lightweight and recycled compounds.',
      'Unser Stand auf der K 2025, wo wir Talkumsorten für Leichtbau- und Rezyklat-Compounds vorgestellt haben.',
    ),
    image: 'gallery-trade-fair',
  },
  {
    slug: 'rail-wagons-at-the-siding',
    date: '2026-05-20',
    title: t('By rail to the customer', 'Per Bahn zum Kunden'),
    caption: t(
      'Silo wagons at our new rail loading station, in operation since May 2026.',
      'Silowagen an unserer neuen Bahnverladung, die seit Mai 2026 in Betrieb ist.',
    ),
    image: 'gallery-rail',
  },
]

// ---------------------------------------------------------------------------------------------
// Team
// ---------------------------------------------------------------------------------------------

const TEAM: DemoContent['team'] = [
  {
    name: 'Dr. Markus Hofer',
    role: t('Managing Director', 'Geschäftsführer'),
    bio: t(
      'A mining engineer from the Montanuniversität Leoben, Markus has led EuroTalc since 2014. Before that he was technical director of the plant for eight years.',
      'Der Bergbauingenieur der Montanuniversität Leoben leitet EuroTalc seit 2014. Davor war er acht Jahre technischer Leiter des Werks.',
    ),
  },
  {
    name: 'Dr. Katharina Berger',
    role: t('Head of Application Technology', 'Leiterin Anwendungstechnik'),
    bio: t(
      'A polymer scientist, Katharina and her team help customers select and test talc grades for plastics, from the first trial to serial production.',
      'Die Kunststofftechnikerin unterstützt mit ihrem Team Kunden bei der Auswahl und Prüfung von Talkumsorten – vom ersten Versuch bis zur Serie.',
    ),
  },
  {
    name: 'Ing. Stefan Pichler',
    role: t('Plant Manager', 'Werksleiter'),
    bio: t(
      'Stefan has been with EuroTalc since 1999 and is responsible for flotation, grinding, packing and maintenance at the Leoben plant.',
      'Stefan Pichler ist seit 1999 bei EuroTalc und verantwortet Flotation, Mahlung, Verpackung und Instandhaltung im Werk Leoben.',
    ),
  },
  {
    name: 'Mag. Julia Steiner',
    role: t('Head of Quality and Laboratory', 'Leiterin Qualität und Labor'),
    bio: t(
      'A chemist by training, Julia heads our accredited laboratory and is responsible for certifications, REACH and customer audits.',
      'Die Chemikerin leitet unser akkreditiertes Labor und ist für Zertifizierungen, REACH und Kundenaudits verantwortlich.',
    ),
  },
  {
    name: 'Thomas Wagner',
    role: t('Sales Manager Germany', 'Vertriebsleiter Deutschland'),
    bio: t(
      'From our Düsseldorf office, Thomas looks after compounders, paper mills and paint producers in Germany and the Benelux countries.',
      'Vom Düsseldorfer Büro aus betreut Thomas Wagner Compoundeure, Papierfabriken und Farbenhersteller in Deutschland und den Benelux-Ländern.',
    ),
  },
  {
    name: 'Giulia Rossi',
    role: t('Sales Manager Italy', 'Vertriebsleiterin Italien'),
    bio: t(
      'Giulia opened our Milan office in 2024 and brings fifteen years of experience in the Italian plastics and ceramics industries.',
      'Giulia Rossi hat 2024 unser Mailänder Büro eröffnet und bringt fünfzehn Jahre Erfahrung aus der italienischen Kunststoff- und Keramikindustrie mit.',
    ),
  },
]

// ---------------------------------------------------------------------------------------------
// FAQ
// ---------------------------------------------------------------------------------------------

const FAQ: DemoContent['faq'] = [
  {
    question: t('Is your talc asbestos-free?', 'Ist Ihr Talkum asbestfrei?'),
    answer: rt(
      [
        'Yes. Our deposit contains no asbestos minerals, and every batch is tested by X-ray diffraction; weekly samples are additionally examined by microscopy in our ISO/IEC 17025 accredited [laboratory](/about-us/our-laboratory). An asbestos-free certificate is available for every grade.',
      ],
      [
        'Ja. Unsere Lagerstätte enthält keine Asbestminerale, und jede Charge wird mittels Röntgendiffraktometrie geprüft; wöchentliche Proben werden in unserem nach ISO/IEC 17025 akkreditierten [Labor](/about-us/our-laboratory) zusätzlich mikroskopisch untersucht. Für jede Sorte gibt es ein Zertifikat über die Asbestfreiheit.',
      ],
    ),
  },
  {
    question: t('Which particle sizes do you offer?', 'Welche Partikelgrößen bieten Sie an?'),
    answer: rt(
      [
        'Our range covers median particle sizes (d50, laser diffraction) from 1.2 µm to about 20 µm, with controlled top cuts. Ultrafine grades are also available in compacted form. See our [product markets](/our-products/product-markets) for recommended grades.',
      ],
      [
        'Unser Sortiment deckt mittlere Partikelgrößen (d50, Laserbeugung) von 1,2 µm bis etwa 20 µm mit kontrolliertem Top Cut ab. Ultrafeine Sorten gibt es auch in kompaktierter Form. Empfohlene Sorten finden Sie unter [Produktmärkte](/our-products/product-markets).',
      ],
    ),
  },
  {
    question: t('How is the talc packed?', 'Wie wird das Talkum verpackt?'),
    answer: rt(
      [
        'We deliver in 25 kg paper bags on pallets, in big bags of 500 to 1250 kg, in silo trucks and in rail silo wagons. Details are on our [logistics page](/our-production/logistics).',
      ],
      [
        'Wir liefern in 25-kg-Papiersäcken auf Paletten, in Big Bags mit 500 bis 1250 kg, in Silofahrzeugen und in Bahn-Silowagen. Einzelheiten finden Sie auf unserer [Logistikseite](/our-production/logistics).',
      ],
    ),
  },
  {
    question: t('Can I get a free sample?', 'Kann ich ein kostenloses Muster erhalten?'),
    answer: rt(
      [
        'Yes. Laboratory samples of up to 5 kg are free of charge and usually shipped within three working days. Please use our [sample request form](/contacts/request-a-sample). For plant trials we supply big bags at a reduced price.',
      ],
      [
        'Ja. Labormuster bis 5 kg sind kostenlos und werden in der Regel innerhalb von drei Werktagen versandt. Bitte nutzen Sie unser [Musteranforderungsformular](/contacts/request-a-sample). Für Betriebsversuche liefern wir Big Bags zu einem reduzierten Preis.',
      ],
    ),
  },
  {
    question: t('What are your lead times?', 'Wie lang sind Ihre Lieferzeiten?'),
    answer: rt(
      [
        'Standard grades are in stock in Leoben and usually ship within five working days. Special grades and silo deliveries are produced to order, typically within two to three weeks. With a call-off contract we reserve stock for you.',
      ],
      [
        'Standardsorten liegen in Leoben auf Lager und werden in der Regel innerhalb von fünf Werktagen versandt. Sondersorten und Silolieferungen fertigen wir auf Bestellung, meist innerhalb von zwei bis drei Wochen. Mit einem Abrufvertrag reservieren wir Bestand für Sie.',
      ],
    ),
  },
  {
    question: t('Is your talc registered under REACH?', 'Ist Ihr Talkum nach REACH registriert?'),
    answer: rt(
      [
        'Yes. Talc is registered under REACH, and all our grades comply with the regulation. REACH statements are available in the [regulatory documents](/download?tab=regulatory-documents) section of our download centre.',
      ],
      [
        'Ja. Talkum ist nach REACH registriert, und alle unsere Sorten erfüllen die Verordnung. REACH-Erklärungen finden Sie im Bereich [Regulatorische Dokumente](/download?tab=regulatory-documents) unseres Downloadbereichs.',
      ],
    ),
  },
  {
    question: t(
      'Where can I download safety data sheets?',
      'Wo kann ich Sicherheitsdatenblätter herunterladen?',
    ),
    answer: rt(
      [
        'Safety data sheets for all grades, in all EU languages, are available in our [download centre](/download?tab=safety-data-sheets). They are also sent automatically with the first delivery and whenever they are revised.',
      ],
      [
        'Sicherheitsdatenblätter für alle Sorten in allen EU-Sprachen finden Sie in unserem [Downloadbereich](/download?tab=safety-data-sheets). Außerdem senden wir sie mit der ersten Lieferung und bei jeder Überarbeitung automatisch zu.',
      ],
    ),
  },
  {
    question: t(
      'Are your grades suitable for food contact?',
      'Sind Ihre Sorten für den Lebensmittelkontakt geeignet?',
    ),
    answer: rt(
      [
        'Selected grades meet the requirements for use in plastics intended to come into contact with food under Regulation (EU) No 10/2011. Please ask our sales team for the statement for the grade you are interested in.',
      ],
      [
        'Ausgewählte Sorten erfüllen die Anforderungen für den Einsatz in Kunststoffen mit Lebensmittelkontakt gemäß Verordnung (EU) Nr. 10/2011. Bitte fragen Sie unseren Vertrieb nach der Erklärung für die gewünschte Sorte.',
      ],
    ),
  },
  {
    question: t('Is there a minimum order quantity?', 'Gibt es eine Mindestbestellmenge?'),
    answer: rt(
      [
        'The minimum order is one pallet (1 ton) for bagged goods and one big bag for special grades. For silo deliveries, a full truck load of about 25 tons applies.',
      ],
      [
        'Die Mindestbestellmenge beträgt eine Palette (1 Tonne) bei Sackware und einen Big Bag bei Sondersorten. Für Silolieferungen gilt eine volle Ladung von etwa 25 Tonnen.',
      ],
    ),
  },
  {
    question: t('Do you offer technical support?', 'Bieten Sie technische Beratung an?'),
    answer: rt(
      [
        'Yes. Our application engineers help you select the right grade, support trials at your plant and can compound and test specimens in our own technical centre. Just [contact our sales team](/contacts/contact-sales).',
      ],
      [
        'Ja. Unsere Anwendungstechniker helfen Ihnen bei der Sortenauswahl, begleiten Versuche in Ihrem Werk und können in unserem eigenen Technikum Prüfkörper compoundieren und prüfen. [Kontaktieren Sie einfach unseren Vertrieb](/contacts/contact-sales).',
      ],
    ),
  },
]

// ---------------------------------------------------------------------------------------------
// Offices
// ---------------------------------------------------------------------------------------------

const OFFICES: DemoContent['offices'] = [
  {
    name: t('EuroTalc GmbH – Headquarters and plant', 'EuroTalc GmbH – Zentrale und Werk'),
    kind: t('Headquarters', 'Zentrale'),
    address: t(
      'Talkwerkstraße 12, 8700 Leoben, Austria',
      'Talkwerkstraße 12, 8700 Leoben, Österreich',
    ),
    phone: '+43 3842 123 450',
    email: 'info@eurotalc.example',
    latitude: 47.3765,
    longitude: 15.091,
  },
  {
    name: t('EuroTalc Germany', 'EuroTalc Deutschland'),
    kind: t('Sales office', 'Vertriebsbüro'),
    address: t(
      'Königsallee 60, 40212 Düsseldorf, Germany',
      'Königsallee 60, 40212 Düsseldorf, Deutschland',
    ),
    phone: '+49 211 555 017 0',
    email: 'sales.de@eurotalc.example',
    latitude: 51.2277,
    longitude: 6.7735,
  },
  {
    name: t('EuroTalc Italy', 'EuroTalc Italien'),
    kind: t('Sales office', 'Vertriebsbüro'),
    address: t('Via Dante 7, 20123 Milan, Italy', 'Via Dante 7, 20123 Mailand, Italien'),
    phone: '+39 02 555 019 0',
    email: 'sales.it@eurotalc.example',
    latitude: 45.4642,
    longitude: 9.19,
  },
]

// ---------------------------------------------------------------------------------------------

export const DEMO_CONTENT: DemoContent = {
  images: IMAGES,
  pages: PAGES,
  productMarkets: PRODUCT_MARKETS,
  news: NEWS,
  blogPosts: BLOG_POSTS,
  jobs: JOBS,
  gallery: GALLERY,
  team: TEAM,
  faq: FAQ,
  offices: OFFICES,
}
