import type { CollectionConfig } from 'payload'

import { canOpenAdmin } from '@/access/can-open-admin'
import { isAdmin } from '@/access/is-admin'
import { isAdminOrSelf } from '@/access/is-admin-or-self'
import { STAFF_ROLES } from '@/access/staff-roles'
import { LOCALES } from '@/i18n/locales'
import { restoreAdminLanguage } from '@/payload/admin-language'
import { passwordRule } from '@/features/accounts/password-policy'

import { firstUserIsAdmin } from './hooks'
import { logFailedStaffLogin, rememberStaffDevice, throttleStaffLogin } from './login-hooks'
import { staffPasswordPolicy, staffResetPasswordPolicy } from './password-hooks'

export { STAFF_LOGIN_LOGGING_LEVELS } from './login-hooks'

/**
 * Staff accounts for the admin at /admin (admins, editors, moderators). Site members who
 * download documents are a separate collection, so a member can never reach the admin.
 */
export function usersCollection({ secureCookies }: { secureCookies: boolean }): CollectionConfig {
  return {
    slug: 'users',
    labels: {
      singular: { en: 'Staff user', de: 'Mitarbeiterkonto' },
      plural: { en: 'Staff users', de: 'Mitarbeiterkonten' },
    },
    admin: {
      useAsTitle: 'email',
      defaultColumns: ['email', 'name', 'roles'],
      // Payload's password field takes no description of its own: the rule stands above the form.
      description: Object.fromEntries(LOCALES.map((l) => [l, passwordRule(l, 'staff')])),
    },
    auth: {
      tokenExpiration: 60 * 60 * 8,
      // No account lock: five wrong guesses by anyone would lock the owner out, and its message
      // would confirm the account exists. The login is throttled instead (./login-hooks.ts).
      maxLoginAttempts: 0,
      cookies: { secure: secureCookies, sameSite: 'Lax' },
    },
    hooks: {
      beforeOperation: [staffResetPasswordPolicy, throttleStaffLogin],
      // The admin language the user chose, in a new browser too (src/payload/admin-language.ts).
      afterLogin: [rememberStaffDevice, restoreAdminLanguage({ secureCookies })],
      afterError: [logFailedStaffLogin],
      beforeValidate: [staffPasswordPolicy],
      beforeChange: [firstUserIsAdmin],
    },
    access: {
      admin: canOpenAdmin,
      create: isAdmin,
      delete: isAdmin,
      read: isAdminOrSelf,
      update: isAdminOrSelf,
    },
    fields: [
      { name: 'name', type: 'text', label: { en: 'Name', de: 'Name' } },
      {
        name: 'roles',
        type: 'select',
        hasMany: true,
        required: true,
        defaultValue: ['editor'],
        label: { en: 'Roles', de: 'Rollen' },
        access: { create: isAdmin, update: isAdmin },
        options: STAFF_ROLES.map((role) => ({
          value: role,
          label: {
            admin: { en: 'Administrator', de: 'Administrator' },
            editor: { en: 'Editor', de: 'Redakteur' },
            moderator: { en: 'Moderator', de: 'Moderator' },
          }[role],
        })),
      },
    ],
  }
}
