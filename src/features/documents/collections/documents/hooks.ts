import { readFile } from 'node:fs/promises'

import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { DOCUMENT_EXTENSIONS } from '@/features/documents/documents'
import { officeType } from '@/lib/file-signature'
import { adminMessage } from '@/payload/localized-message'

type UploadedFile = { name: string; data?: Buffer; tempFilePath?: string; size: number }

/** The uploaded file's bytes (officeType reads a .docx/.xlsx up to its central directory). */
async function contentOf(file: UploadedFile): Promise<Uint8Array> {
  if (file.data && file.data.length > 0) return file.data
  if (file.tempFilePath) return readFile(file.tempFilePath)
  return new Uint8Array()
}

/**
 * Only PDF, Word and Excel files whose content matches their extension; the stored MIME type is
 * the checked one. Runs before Payload's own upload handling, so that its type check sees it.
 */
export const checkUploadedType: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file as UploadedFile | undefined
  if (!file) return args
  const type = officeType(file.name, await contentOf(file), DOCUMENT_EXTENSIONS)
  if (!type) {
    throw new APIError(
      adminMessage(
        req,
        'Upload a PDF, Word (.doc, .docx) or Excel (.xls, .xlsx) file; the file’s content must match its extension.',
        'Laden Sie eine PDF-, Word- (.doc, .docx) oder Excel-Datei (.xls, .xlsx) hoch; der Inhalt muss zur Dateiendung passen.',
      ),
      400,
      undefined,
      true,
    )
  }
  // The type comes from the checked content, never from the browser's claim.
  ;(file as UploadedFile & { mimetype: string }).mimetype = type.mimeType
  return args
}
