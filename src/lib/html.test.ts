import { describe, expect, it } from 'vitest'

import { escapeHtml, textToHtml } from './html'

describe('html helpers', () => {
  it('escapes markup', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    )
  })

  it('turns text into paragraphs and line breaks', () => {
    expect(textToHtml('One\ntwo\n\nThree <b>')).toBe('<p>One<br>two</p><p>Three &lt;b&gt;</p>')
    expect(textToHtml('  ')).toBe('')
    expect(textToHtml(null)).toBe('')
  })
})
