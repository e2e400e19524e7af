/**
 * Payload's REST handler (`/api/cms/*`) called as Next.js calls it: with the catch-all
 * segments, decoded. Imported lazily, after a test has set its database in the environment.
 */
export async function payloadRestGet(): Promise<(request: Request) => Promise<Response>> {
  const { GET } = await import('@/app/(payload)/api/cms/[...slug]/route')
  return (request) =>
    GET(request, {
      params: Promise.resolve({
        slug: new URL(request.url).pathname
          .replace(/^\/api\/cms\//, '')
          .split('/')
          .map(decodeURIComponent),
      }),
    })
}
