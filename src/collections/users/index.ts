import type { CollectionConfig } from 'payload'

import { canOpenAdmin } from '@/access/can-open-admin'
import { isAdmin } from '@/access/is-admin'
import { isAdminOrSelf } from '@/access/is-admin-or-self'
import { STAFF_ROLES } from '@/access/staff-roles'

import { firstUserIsAdmin } from './hooks'

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
    },
    auth: {
      tokenExpiration: 60 * 60 * 8,
      maxLoginAttempts: 5,
      lockTime: 10 * 60 * 1000,
      cookies: { secure: secureCookies, sameSite: 'Lax' },
    },
    access: {
      admin: canOpenAdmin,
      create: isAdmin,
      delete: isAdmin,
      read: isAdminOrSelf,
      update: isAdminOrSelf,
    },
    hooks: { beforeChange: [firstUserIsAdmin] },
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
