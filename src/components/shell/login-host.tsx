'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

import { Modal } from '@/components/ui/modal'
import { NavLink } from '@/components/ui/nav-link'
import { OPEN_LOGIN_EVENT } from '@/lib/navigation-events'

import { Icon } from './icons'
import { useText } from './shell-text'

/**
 * The login modal's slot (SPEC §2.6): `?login` in the address opens it, closing removes the
 * parameter again, and an `openLogin` event opens it from anywhere. The accounts issue puts the
 * login and forgot-password forms inside.
 */
export function LoginHost({ registerHref }: { registerHref: string }) {
  const t = useText('shell')
  const params = useSearchParams()
  const pathname = usePathname()
  const router = useRouter()
  const open = params.has('login')

  useEffect(() => {
    // The page keeps its own query (a search, a download tab); `login` joins it.
    const onOpen = () => {
      const next = new URLSearchParams(window.location.search)
      next.set('login', '')
      router.push(`${pathname}?${next.toString().replace(/login=(&|$)/, 'login$1')}`, {
        scroll: false,
      })
    }
    window.addEventListener(OPEN_LOGIN_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, onOpen)
  }, [router, pathname])

  const close = () => {
    const rest = new URLSearchParams(params)
    rest.delete('login')
    const query = rest.toString()
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false })
  }

  return (
    <Modal open={open} onClose={close} labelledBy="login-dialog-title" className="login-dialog">
      <div className="login-dialog__body">
        <div className="login-dialog__head">
          <h2 id="login-dialog-title">{t('login')}</h2>
          <button type="button" className="icon-button" onClick={close}>
            <Icon name="close" />
            <span className="visually-hidden">{t('close')}</span>
          </button>
        </div>
        <p>{t('loginSoon')}</p>
        <p>
          <NavLink href={registerHref} className="button button--primary">
            {t('register')}
          </NavLink>
        </p>
      </div>
    </Modal>
  )
}
