/** Where Payload's own REST API lives; the public API of SPEC §7 is /api/v1. */
export const PAYLOAD_API_ROUTE = '/api/cms'
export const PUBLIC_API_BASE = '/api/v1'
