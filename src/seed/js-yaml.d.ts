/**
 * The part of js-yaml (4.x) the fixture loader uses. js-yaml comes with ESLint and Payload and
 * ships no types of its own; this saves adding @types/js-yaml for two functions.
 */
declare module 'js-yaml' {
  export const CORE_SCHEMA: unknown
  export function load(source: string, options?: { schema?: unknown; filename?: string }): unknown
}
