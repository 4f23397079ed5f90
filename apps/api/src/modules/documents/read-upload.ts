// Reads one uploaded file and its form fields from a multipart request, and decides the file's type by
// its bytes (magic numbers), never by its name or the browser's claimed type. Nothing is stored here.
import { COMPANY_MESSAGES } from "@rm/domain/company";
import { cleanFileName } from "@rm/domain/safe-text";
// the multipart request methods (req.parts, req.isMultipart) come from this plugin
import type {} from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { HttpError, badRequest } from "../../lib/http.ts";

export interface Upload {
  data: Buffer;
  /** the name the user's computer gave it (kept for display only) */
  originalName: string;
  /** from the bytes */
  mime: string;
  ext: string;
  fields: Record<string, string>;
}

export interface UploadRules {
  maxBytes: number;
  allowed: readonly string[];
  typeMessage: string;
  tooLargeMessage: string;
}

const codeOf = (err: unknown) => (err as { code?: string } | null)?.code;

export async function readUpload(req: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!req.isMultipart())
    throw badRequest(COMPANY_MESSAGES.fileRequired, { file: COMPANY_MESSAGES.fileRequired });
  const fields: Record<string, string> = {};
  let file: { data: Buffer; name: string } | null = null;
  try {
    for await (const part of req.parts({
      limits: { fileSize: rules.maxBytes, files: 1, fields: 20, fieldSize: 2000, parts: 21 },
    })) {
      if (part.type === "file") file = { data: await part.toBuffer(), name: part.filename };
      else if (typeof part.value === "string") fields[part.fieldname] = part.value;
    }
  } catch (err) {
    const code = codeOf(err);
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new HttpError(413, rules.tooLargeMessage, { file: rules.tooLargeMessage });
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
      throw badRequest(COMPANY_MESSAGES.oneFile, { file: COMPANY_MESSAGES.oneFile });
    throw err;
  }
  if (!file || (!file.name && file.data.length === 0))
    throw badRequest(COMPANY_MESSAGES.fileRequired, { file: COMPANY_MESSAGES.fileRequired });
  if (file.data.length === 0)
    throw badRequest(COMPANY_MESSAGES.fileEmpty, { file: COMPANY_MESSAGES.fileEmpty });
  const type = await fileTypeFromBuffer(file.data);
  if (!type || !rules.allowed.includes(type.mime))
    throw new HttpError(415, rules.typeMessage, { file: rules.typeMessage });
  return {
    data: file.data,
    originalName: cleanName(file.name) || `upload.${type.ext}`,
    mime: type.mime,
    ext: type.ext,
    fields,
  };
}

/** a display name only: no path, no control, bidi or line-break characters, at most 120 characters */
const cleanName = (name: string) => cleanFileName(name, 120);
