/** Where Payload's own REST API lives, away from the public API of SPEC §7 (/api/v1). */
export const PAYLOAD_API_ROUTE = '/api/cms'
