import { NotFoundScreen } from '@/features/shell/not-found-page'

export default function NotFound() {
  return <NotFoundScreen />
}
