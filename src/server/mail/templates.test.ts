import { describe, expect, it } from 'vitest'

import { memberApproved } from './templates'

describe('the approval mail', () => {
  it.each(['en', 'de'] as const)(
    'puts the temporary password after the sentence that introduces it (%s)',
    (locale) => {
      const mail = memberApproved(
        locale,
        'walter@example.com',
        'Walter Walk',
        'YDQT-WAAi-2oxN-cgSM',
        'https://eurotalc.example/?login',
        7,
      )
      const text = mail.text.split('\n\n')
      expect(text[0]).toMatch(/Walter Walk/)
      expect(text[1]).toMatch(/walter@example\.com.*:$/)
      expect(text[2]).toBe('YDQT-WAAi-2oxN-cgSM')

      const html = mail.html.split('\n').filter((line) => line.startsWith('<p'))
      expect(html[1]).toMatch(/walter@example\.com.*:<\/p>$/)
      expect(html[2]).toMatch(/<strong>YDQT-WAAi-2oxN-cgSM<\/strong>/)
    },
  )
})
