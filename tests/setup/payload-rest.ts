type Handler = (request: Request) => Promise<Response>

/**
 * Payload's REST handler (`/api/cms/*`) called as Next.js calls it: with the catch-all
 * segments, decoded. Imported lazily, after a test has set its database in the environment.
 */
export async function payloadRest(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' = 'GET',
): Promise<Handler> {
  const route = await import('@/app/(payload)/api/cms/[...slug]/route')
  const handler = route[method]
  return (request) =>
    handler(request, {
      params: Promise.resolve({
        slug: new URL(request.url).pathname
          .replace(/^\/api\/cms\//, '')
          .split('/')
          .map(decodeURIComponent),
      }),
    })
}

export const payloadRestGet = () => payloadRest('GET')
