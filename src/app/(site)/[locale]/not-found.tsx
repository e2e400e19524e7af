import { NotFoundScreen } from '@/components/shell/not-found-page'

export default function NotFound() {
  return <NotFoundScreen />
}
