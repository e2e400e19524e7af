import { enquiryAnswer, enquiryBody, enquiryParamsSchema } from '@/features/enquiries/api'
import { sendEnquiry } from '@/features/enquiries/send'
import { apiRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

/**
 * POST /api/v1/forms/{type}: an enquiry as JSON (the same fields as the form), the job
 * response as multipart/form-data with its file in `attachment`. 201 with a confirmation; 422
 * with a message per field; 429 when an address sends too many; 404 for an unknown form. The
 * pages' forms send it through their server action, to the same use case.
 */
export const POST = apiRoute(
  {
    cache: 'no-store',
    language: true,
    params: enquiryParamsSchema,
    sameOrigin: true,
    body: enquiryBody,
  },
  async ({ params, body, locale, address, json }) =>
    enquiryAnswer(await sendEnquiry(params.type, { ...body, locale, address }), params.type, {
      locale,
      json,
    }),
)
