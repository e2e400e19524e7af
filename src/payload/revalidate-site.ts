import { revalidatePath } from 'next/cache'

/**
 * Drops every cached page in both languages. The shell (navigation, footer, cookie text) is part
 * of every page, so a change to it must reach all of them at once.
 */
export function revalidateWholeSite(log: (message: string) => void): void {
  try {
    revalidatePath('/', 'layout')
  } catch (error) {
    // Outside a Next.js server (seed script, CLI, integration tests) there is no cache to clear.
    log(`revalidate skipped: ${error instanceof Error ? error.message : error}`)
  }
}
