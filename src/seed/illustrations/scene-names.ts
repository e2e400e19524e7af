/**
 * The scenes of the demo illustrations (ADR 0027) and what each shows, in words an alt text of
 * it must use (checked over images.yaml by src/seed/demo-images.test.ts). Apart from the drawing
 * code so that the fixtures' schema can name them without loading it.
 */
export const SCENE_SUBJECTS = {
  quarry: { en: /quarry/i, de: /Tagebau|Steinbruch/i },
  mill: { en: /plant/i, de: /Werk/i },
  'mill-hall': { en: /mills?\b/i, de: /Mühlen?\b|Pendelmühle/i },
  flotation: { en: /flotation/i, de: /Flotation/i },
  laboratory: { en: /laborator/i, de: /Labor/i },
  logistics: { en: /big bags/i, de: /Big Bags/i },
  rail: { en: /wagons?\b/i, de: /wagen/i },
  solar: { en: /solar/i, de: /Photovoltaik|Solar/i },
  sustainability: { en: /trees|larches|spruces/i, de: /Bäume|Lärchen|Fichten/i },
  'trade-fair': { en: /stand/i, de: /Messestand/i },
  office: { en: /office building/i, de: /Bürogebäude/i },
  platelets: { en: /platelets/i, de: /Plättchen/i },
  ore: { en: /\bore\b/i, de: /erz/i },
  carbonate: { en: /calcium carbonate/i, de: /Calciumcarbonat/i },
  graphite: { en: /graphite/i, de: /Graphit/i },
  pellets: { en: /pellets/i, de: /Granulat/i },
  conductive: { en: /battery/i, de: /Batterie/i },
  automotive: { en: /\bcar\b/i, de: /Auto/i },
  paper: { en: /paper roll/i, de: /Papierrolle/i },
  ceramics: { en: /tiles/i, de: /Fliesen/i },
  film: { en: /film/i, de: /Folie/i },
  electrical: { en: /connector|plug/i, de: /Stecker/i },
  construction: { en: /window profile/i, de: /Fensterprofil/i },
  biopolymers: { en: /leaves/i, de: /Blätter/i },
  everyday: { en: /paint/i, de: /Farb/i },
  news: { en: /newspaper/i, de: /Zeitung/i },
  documents: { en: /certificate/i, de: /Zertifikat/i },
  contact: { en: /envelope/i, de: /Briefumschlag/i },
  portrait: { en: /avatar/i, de: /Avatar/i },
} as const satisfies Record<string, { en: RegExp; de: RegExp }>

export type SceneName = keyof typeof SCENE_SUBJECTS

export const SCENE_NAMES = Object.keys(SCENE_SUBJECTS) as [SceneName, ...SceneName[]]
