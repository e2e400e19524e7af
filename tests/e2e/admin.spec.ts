import { expect, test } from '@playwright/test'

import { DEMO_STAFF } from '../../src/seed/demo-accounts'

const admin = DEMO_STAFF.find((s) => s.roles.includes('admin'))!

test.describe('admin', () => {
  test('the login page loads and the seeded admin gets in', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.getByLabel(/email/i).fill(admin.email)
    await page.getByLabel(/password/i).fill(admin.password)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.getByRole('link', { name: /pages/i }).first()).toBeVisible()
  })

  test.describe('in German', () => {
    test.use({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' } })

    test('the admin speaks German to a German browser', async ({ page }) => {
      await page.goto('/admin/login')
      await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible()
      await expect(page.getByLabel(/passwort/i)).toBeVisible()
    })
  })
})
