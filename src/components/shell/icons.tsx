import type { SVGProps } from 'react'

const PATHS = {
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-left': 'M15 6l-6 6 6 6',
  'chevron-right': 'M9 6l6 6-6 6',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-5-5',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  'user-check': 'M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a8 8 0 0 1 13-6.2M16 19l2 2 4-4',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  'arrow-up': 'M12 19V5M6 11l6-6 6 6',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
} as const

type Name = keyof typeof PATHS | 'logo' | 'linkedin' | 'youtube'

/** Decorative icons (aria-hidden): the control around each one carries the accessible name. */
export function Icon({ name, ...rest }: { name: Name } & SVGProps<SVGSVGElement>) {
  const common = {
    'aria-hidden': true,
    focusable: 'false',
    width: 24,
    height: 24,
    viewBox: '0 0 24 24',
    ...rest,
  } as const
  if (name === 'logo') {
    return (
      <svg {...common} width={32} height={32} viewBox="0 0 32 32" className="logo-mark">
        <path d="M16 2l12 7v14l-12 7-12-7V9z" fill="currentColor" />
        <path d="M16 8l7 4v8l-7 4-7-4v-8z" fill="#fff" opacity=".85" />
      </svg>
    )
  }
  if (name === 'linkedin') {
    return (
      <svg {...common} fill="currentColor">
        <path d="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm3 7v8h2.5v-8zm1.25-4a1.45 1.45 0 1 0 0 2.9 1.45 1.45 0 0 0 0-2.9zM11 10v8h2.5v-4.2c0-1.1.5-1.8 1.5-1.8s1.5.7 1.5 1.8V18H19v-4.8c0-2.3-1.2-3.4-3-3.4a2.8 2.8 0 0 0-2.5 1.3V10z" />
      </svg>
    )
  }
  if (name === 'youtube') {
    return (
      <svg {...common} fill="currentColor">
        <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z" />
      </svg>
    )
  }
  return (
    <svg
      {...common}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
