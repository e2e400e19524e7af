import type { CollectionConfig } from 'payload'

import { canEditContent } from '@/access/can-edit-content'
import { isStaff } from '@/access/is-staff'

/**
 * Addresses visitors asked for that the site does not have (ADR 0022), those most visitors missed
 * first (ADR 0026: one client repeating or inventing addresses cannot lead the list): the editors'
 * list of candidates for a redirect. Only the path and counts, nothing about who asked (no
 * address, no referrer, no query). Written by the server (src/features/redirects/missing-paths.ts).
 */
export const missingPathsCollection: CollectionConfig = {
  slug: 'missing-paths',
  labels: {
    singular: { en: 'Missing address', de: 'Fehlende Adresse' },
    plural: { en: 'Missing addresses (404)', de: 'Fehlende Adressen (404)' },
  },
  admin: {
    group: { en: 'Content', de: 'Inhalte' },
    useAsTitle: 'path',
    defaultColumns: ['path', 'clients', 'hits', 'lastSeenAt', 'firstSeenAt'],
    listSearchableFields: ['path'],
    description: {
      en: 'Addresses that answered “page not found”, those most visitors asked for first. Create a redirect for those that should lead somewhere; delete an entry to count it afresh. When the list is full, the address not asked for the longest makes room.',
      de: 'Adressen, die mit „Seite nicht gefunden“ antworteten, die von den meisten Besuchern aufgerufenen zuerst. Legen Sie für die eine Weiterleitung an, die irgendwohin führen sollen; löschen Sie einen Eintrag, um neu zu zählen. Ist die Liste voll, macht die am längsten nicht mehr aufgerufene Adresse Platz.',
    },
  },
  defaultSort: '-clients',
  access: {
    read: isStaff,
    create: () => false,
    update: () => false,
    delete: canEditContent,
  },
  fields: [
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Path', de: 'Pfad' },
    },
    {
      name: 'hits',
      type: 'number',
      required: true,
      defaultValue: 0,
      index: true,
      label: { en: 'Requests', de: 'Aufrufe' },
    },
    {
      // Distinct clients that asked for the path: one client repeating a made-up
      // address raises its requests, not this, so the list's top is what many visitors miss.
      name: 'clients',
      type: 'number',
      required: true,
      defaultValue: 0,
      index: true,
      label: { en: 'Visitors', de: 'Besucher' },
    },
    {
      name: 'firstSeenAt',
      type: 'date',
      label: { en: 'First seen', de: 'Zuerst gesehen' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'lastSeenAt',
      type: 'date',
      index: true,
      label: { en: 'Last seen', de: 'Zuletzt gesehen' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
