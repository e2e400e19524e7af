import type { Block, Config, Field, Plugin, TimezonesConfig } from 'payload'

/**
 * Dates in the admin: one way of writing them per admin language.
 * The patterns are date-fns's localized ones, so the same pattern reads "Nov 27, 2026, 4:51 AM"
 * in the English admin and "27. Nov. 2026, 04:51" in the German one: in the list cells, the
 * document header (created, last modified), the schedule drawer and every date field. Payload's
 * defaults mixed three ("November 27th 2026, 4:51 AM" in lists, "Nov 27, 2026 4:50 AM" in a
 * date-and-time field, "Jun 14" without a year in a day field).
 */
export const ADMIN_DATE_TIME_FORMAT = 'PP, p'
/** A day without a time ("Jun 14, 2026", "14. Juni 2026"). */
export const ADMIN_DAY_FORMAT = 'PP'

/**
 * The time zones an editor may schedule a publish in: the site's own (Europe/Vienna, the plant in
 * Leoben) first and by default, then the sales offices' (Düsseldorf, Milan) and neighbours'.
 * Labels name the city in both admin languages (Payload takes one string per zone).
 */
export const ADMIN_TIMEZONES: TimezonesConfig = {
  defaultTimezone: 'Europe/Vienna',
  supportedTimezones: [
    { label: 'Wien / Vienna (Europe/Vienna)', value: 'Europe/Vienna' },
    { label: 'Berlin, Düsseldorf (Europe/Berlin)', value: 'Europe/Berlin' },
    { label: 'Rom, Mailand / Rome, Milan (Europe/Rome)', value: 'Europe/Rome' },
    { label: 'Zürich / Zurich (Europe/Zurich)', value: 'Europe/Zurich' },
    { label: 'Prag / Prague (Europe/Prague)', value: 'Europe/Prague' },
    { label: 'Ljubljana (Europe/Ljubljana)', value: 'Europe/Ljubljana' },
    { label: 'London (Europe/London)', value: 'Europe/London' },
    { label: 'UTC', value: 'UTC' },
  ],
}

const FORMAT_BY_APPEARANCE: Record<string, string> = {
  dayAndTime: ADMIN_DATE_TIME_FORMAT,
  dayOnly: ADMIN_DAY_FORMAT,
  default: ADMIN_DAY_FORMAT,
  timeOnly: 'p',
  monthOnly: 'LLLL yyyy',
}

/** The field with a display format for its picker, unless it names its own. */
function withDisplayFormat(field: Field): Field {
  if (field.type === 'date') {
    const date = field.admin?.date
    if (date?.displayFormat) return field
    const appearance = date?.pickerAppearance ?? 'default'
    return {
      ...field,
      admin: {
        ...field.admin,
        date: { ...date, displayFormat: FORMAT_BY_APPEARANCE[appearance] ?? ADMIN_DAY_FORMAT },
      } as typeof field.admin,
    }
  }
  if (field.type === 'tabs')
    return {
      ...field,
      tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withDisplayFormat) })),
    }
  if (field.type === 'blocks')
    return {
      ...field,
      blocks: field.blocks.map((block: Block) => ({
        ...block,
        fields: block.fields.map(withDisplayFormat),
      })),
    }
  if ('fields' in field) return { ...field, fields: field.fields.map(withDisplayFormat) } as Field
  return field
}

/**
 * Gives every date field of every collection and global the admin's format (a field that sets
 * its own, such as a document's ISO date, keeps it). Listed last among the plugins, so that the
 * fields other plugins add are included.
 */
export const adminDatesPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => ({
    ...collection,
    fields: collection.fields.map(withDisplayFormat),
  })),
  globals: config.globals?.map((global) => ({
    ...global,
    fields: global.fields.map(withDisplayFormat),
  })),
})
