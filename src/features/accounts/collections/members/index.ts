import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { isAdminOrModerator } from '@/access/is-admin-or-moderator'
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from '@/i18n/locales'
import { MEMBER_SESSION_HOURS, RESET_LINK_MINUTES } from '@/features/accounts/accounts'

import { MEMBER_STATUS_OPTIONS } from './status-labels'
import {
  memberPasswordPolicy,
  queueDecisionMail,
  recordModerationDecision,
  refuseSignInOutsideAccounts,
  refuseUnapprovedLogin,
} from './hooks'

const text = (name: string, en: string, de: string, required = true): Field => ({
  name,
  type: 'text',
  required,
  label: { en, de },
})

/**
 * Registered customers of the website (SPEC §6). Separate from the staff accounts of the admin:
 * a member can never reach /admin. Members sign in only through the Sanctum-style endpoints of
 * SPEC §7 (src/server/accounts), which add the approval check, throttling and the session
 * cookie; Payload's own REST login, refresh and password-reset for this collection are refused.
 */
export const membersCollection: CollectionConfig = {
  slug: 'members',
  labels: {
    singular: { en: 'Registered customer', de: 'Registrierter Kunde' },
    plural: { en: 'Registered customers', de: 'Registrierte Kunden' },
  },
  // Newest registrations first: that is where the pending ones are.
  defaultSort: '-createdAt',
  admin: {
    group: { en: 'Customers', de: 'Kunden' },
    useAsTitle: 'email',
    defaultColumns: ['email', 'lastName', 'company', 'country', 'status', 'createdAt'],
    listSearchableFields: ['email', 'lastName', 'company'],
    description: {
      en: 'New registrations wait as "Pending". Set the status to "Approved" (the customer receives a temporary password by e-mail, valid for 7 days) or "Rejected" (a polite e-mail) and save.',
      de: 'Neue Registrierungen warten als „Wartet auf Freigabe“. Setzen Sie den Status auf „Freigegeben“ (der Kunde erhält per E-Mail ein vorläufiges Passwort, 7 Tage gültig) oder „Abgelehnt“ (eine höfliche E-Mail) und speichern Sie.',
    },
  },
  auth: {
    tokenExpiration: MEMBER_SESSION_HOURS * 60 * 60,
    // Throttling is per e-mail and IP (src/features/accounts/members.ts); Payload's account
    // lock would let anyone lock a customer out with five wrong guesses.
    maxLoginAttempts: 0,
    forgotPassword: { expiration: RESET_LINK_MINUTES * 60 * 1000 },
    depth: 0,
  },
  access: {
    admin: () => false,
    read: isAdminOrModerator,
    create: isAdminOrModerator,
    update: isAdminOrModerator,
    delete: isAdmin,
    unlock: () => false,
  },
  hooks: {
    beforeOperation: [refuseSignInOutsideAccounts],
    beforeLogin: [refuseUnapprovedLogin],
    beforeValidate: [memberPasswordPolicy],
    beforeChange: [recordModerationDecision],
    afterChange: [queueDecisionMail],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          label: { en: 'Status', de: 'Status' },
          options: MEMBER_STATUS_OPTIONS,
        },
        {
          name: 'language',
          type: 'select',
          required: true,
          defaultValue: DEFAULT_LOCALE,
          label: { en: 'Preferred language', de: 'Bevorzugte Sprache' },
          // Each language by its own name.
          options: LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l][l] })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        text('firstName', 'First name', 'Vorname'),
        text('lastName', 'Last name', 'Nachname'),
      ],
    },
    {
      type: 'row',
      fields: [
        text('company', 'Company', 'Unternehmen'),
        text('jobTitle', 'Job title', 'Position'),
      ],
    },
    {
      type: 'row',
      fields: [
        text('phone', 'Phone', 'Telefon'),
        text('city', 'City', 'Ort'),
        {
          name: 'country',
          type: 'text',
          required: true,
          label: { en: 'Country (ISO code)', de: 'Land (ISO-Code)' },
          admin: {
            components: {
              Cell: '@/features/accounts/collections/members/admin-labels#CountryCell',
              Description:
                '@/features/accounts/collections/members/admin-labels#CountryDescription',
            },
          },
        },
      ],
    },
    text('market', 'Market', 'Markt'),
    {
      type: 'collapsible',
      label: { en: 'Consents', de: 'Einwilligungen' },
      fields: [
        {
          name: 'termsAcceptedAt',
          type: 'date',
          required: true,
          label: { en: 'Terms accepted at', de: 'Bedingungen akzeptiert am' },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'informationConsent',
          type: 'checkbox',
          defaultValue: false,
          label: {
            en: 'Agreed to receive information by e-mail',
            de: 'Informationen per E-Mail erwünscht',
          },
          admin: { readOnly: true },
        },
        {
          name: 'consentVersion',
          type: 'text',
          label: { en: 'Version of the terms text', de: 'Version des Bedingungstexts' },
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'collapsible',
      label: { en: 'Password and moderation', de: 'Passwort und Freigabe' },
      fields: [
        {
          name: 'temporaryPassword',
          type: 'checkbox',
          defaultValue: false,
          label: { en: 'Has a temporary password', de: 'Hat ein vorläufiges Passwort' },
          admin: { readOnly: true },
        },
        {
          name: 'temporaryPasswordExpiresAt',
          type: 'date',
          label: { en: 'Temporary password valid until', de: 'Vorläufiges Passwort gültig bis' },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          // The newest e-mail change link's nonce (ADR 0026): a link is valid only while its
          // nonce is this one, so a new request voids the older links and a confirmed link
          // cannot be used again. Never shown or sent (hidden).
          name: 'emailChangeNonce',
          type: 'text',
          hidden: true,
        },
        {
          name: 'moderatedBy',
          type: 'relationship',
          relationTo: 'users',
          label: { en: 'Last decision by', de: 'Zuletzt entschieden von' },
          admin: { readOnly: true },
        },
        {
          name: 'moderatedAt',
          type: 'date',
          label: { en: 'Last decision at', de: 'Zuletzt entschieden am' },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'moderationLog',
          type: 'array',
          label: { en: 'Decisions', de: 'Entscheidungen' },
          labels: {
            singular: { en: 'Decision', de: 'Entscheidung' },
            plural: { en: 'Decisions', de: 'Entscheidungen' },
          },
          admin: {
            readOnly: true,
            components: {
              RowLabel: '@/features/accounts/collections/members/admin-labels#DecisionRowLabel',
            },
          },
          fields: [
            {
              name: 'status',
              type: 'select',
              options: MEMBER_STATUS_OPTIONS,
              label: { en: 'Status', de: 'Status' },
            },
            {
              name: 'by',
              type: 'relationship',
              relationTo: 'users',
              label: { en: 'By', de: 'Von' },
            },
            {
              name: 'at',
              type: 'date',
              label: { en: 'At', de: 'Am' },
              admin: { date: { pickerAppearance: 'dayAndTime' } },
            },
          ],
        },
      ],
    },
  ],
}
