import { singleDownload } from '@/server/documents/endpoint'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return singleDownload(request, (await params).id)
}
