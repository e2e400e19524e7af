/** A page address without locale: '/', '/about-us', '/about-us/company-profile'. */
export const PAGE_PATH_PATTERN = /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/
