import { archiveDownload } from '@/server/documents/endpoint'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  return archiveDownload(request)
}
