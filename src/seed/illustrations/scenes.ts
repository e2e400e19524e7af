import { type Pen, randomOf, svgDocument } from './kit'
import type { SceneName } from './scene-names'
import {
  automotive,
  biopolymers,
  carbonate,
  ceramics,
  conductive,
  construction,
  electrical,
  everyday,
  film,
  graphite,
  ore,
  paper,
  pellets,
  platelets,
} from './scenes-materials'
import { contact, documents, news, portrait } from './scenes-media'
import {
  flotation,
  laboratory,
  logistics,
  mill,
  millHall,
  office,
  quarry,
  rail,
  solar,
  sustainability,
  tradeFair,
} from './scenes-sites'

/** Every scene's drawing, by its name (src/seed/content/images.yaml names one per image). */
export const SCENES: Record<SceneName, (pen: Pen) => string> = {
  quarry,
  mill,
  'mill-hall': millHall,
  flotation,
  laboratory,
  logistics,
  rail,
  solar,
  sustainability,
  'trade-fair': tradeFair,
  office,
  platelets,
  ore,
  carbonate,
  graphite,
  pellets,
  conductive,
  automotive,
  paper,
  ceramics,
  film,
  electrical,
  construction,
  biopolymers,
  everyday,
  news,
  documents,
  contact,
  portrait,
}

/**
 * A demo illustration as an SVG document: the scene drawn with the key's own random stream (the
 * same key, the same picture) in the variant asked for.
 */
export function illustrationSvg(scene: SceneName, key: string, variant = 0): string {
  return svgDocument(SCENES[scene]({ variant, random: randomOf(key) }))
}
