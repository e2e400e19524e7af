import { revalidatePath } from 'next/cache'

/**
 * Drops every cached page in both languages. The shell (navigation, footer, cookie text) is part
 * of every page, so a change to it must reach all of them at once.
 */
export function revalidateWholeSite(log: (message: string) => void): void {
  try {
    // The site's root layout is src/app/(site)/[locale]/layout.tsx: every page in both
    // languages sits beneath it.
    revalidatePath('/(site)/[locale]', 'layout')
  } catch (error) {
    // Outside a Next.js server (seed script, CLI, integration tests) there is no cache to clear.
    log(`revalidate skipped: ${error instanceof Error ? error.message : error}`)
  }
}

/** Payload hook (afterChange, afterDelete): a change to shell content reaches every page. */
export function revalidateWholeSiteHook<T>({
  doc,
  req,
}: {
  doc: T
  req: { payload: { logger: { debug(message: string): void } } }
}): T {
  revalidateWholeSite((msg) => req.payload.logger.debug(msg))
  return doc
}
