import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyRequest } from 'fastify';
import { UploadAnswer, UploadFields } from '../../../api/contract/assets';
import { NoQuery } from '../../../api/contract/common';
import {
  ASSET_MAX_FILE_SIZE_LIMIT,
  ASSET_MAX_FILES_PER_UPLOAD,
  ASSET_UPLOAD_PATH,
} from '../../../rules/assets';
import { clientAddressKey } from '../../services/account/clientAddress';
import type { AssetRefusal } from '../../services/assets/refusal';
import { formatSize, storeUploads, type UploadedFile } from '../../services/assets/upload';
import { isUnstorable, unstorableError } from '../../plugins/textInput';
import { assetErrorResponses, sendAssetRefusal } from './common';

/** The multipart limits of one upload: the server's ceiling, whatever the widget asks. */
const LIMITS = {
  fileSize: ASSET_MAX_FILE_SIZE_LIMIT,
  files: ASSET_MAX_FILES_PER_UPLOAD,
  fields: Object.keys(UploadFields.properties).length,
  fieldSize: 1000,
  parts: ASSET_MAX_FILES_PER_UPLOAD + Object.keys(UploadFields.properties).length,
  headerPairs: 100,
};

/**
 * Uploads one address may send a minute: decoding an image is the costliest thing a visitor can
 * make this server do (up to 50 megapixels each). The multi-asset widget sends one file per
 * request; 120 a minute leaves room for a family behind one address, not for a flood.
 */
const UPLOADS_PER_MINUTE = 120;

interface ReadUpload {
  files: UploadedFile[];
  fields: Record<string, string>;
  /** The first part that is not ours (an unknown field, a file under another name). */
  badField: string | null;
  /**
   * Where the first text no field may hold was (a control character or a lone surrogate, as
   * the preValidation hook refuses everywhere else: the parts are read here, not before).
   */
  unstorable: string | null;
}

/** The multipart parser's own refusals, translated (anything else it throws is malformed). */
function parserRefusal(error: unknown, request: FastifyRequest): AssetRefusal {
  const { t, culture } = request;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return {
      status: 413,
      message: t('Assets.Upload.TooLarge', formatSize(ASSET_MAX_FILE_SIZE_LIMIT, culture, t)),
    };
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return { status: 413, message: t('Assets.Upload.TooManyFiles', ASSET_MAX_FILES_PER_UPLOAD) };
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return { status: 415, message: t('Assets.Upload.NotMultipart') };
  }
  return { status: 400, message: t('Assets.Upload.Malformed') };
}

/** Reads every part (so the request is consumed even when one is refused). */
async function readUpload(request: FastifyRequest): Promise<ReadUpload> {
  const read: ReadUpload = { files: [], fields: {}, badField: null, unstorable: null };
  const known = new Set(Object.keys(UploadFields.properties));
  // preservePath: the name as sent, so a path in it is seen (and refused), not silently cut.
  for await (const part of request.parts({ limits: LIMITS, preservePath: true })) {
    if (isUnstorable(part.fieldname)) read.unstorable ??= '';
    if (part.type === 'file') {
      const file = part as MultipartFile;
      const buffer = await file.toBuffer();
      if (isUnstorable(file.filename)) read.unstorable ??= `/${file.fieldname}/filename`;
      if (file.fieldname === 'file') read.files.push({ buffer, filename: file.filename });
      else read.badField ??= file.fieldname;
      continue;
    }
    const field = part as MultipartValue;
    if (isUnstorable(String(field.value))) read.unstorable ??= `/${field.fieldname}`;
    if (!known.has(field.fieldname) || field.valueTruncated || field.fieldname in read.fields) {
      read.badField ??= field.fieldname;
      continue;
    }
    read.fields[field.fieldname] = String(field.value);
  }
  return read;
}

/**
 * S5: the widget's upload. Each file's kind is decided by its bytes; images are re-encoded;
 * the answer lists the stored temporary uploads. Any refused file refuses the request, and
 * nothing is stored (not even a session for the visitor).
 */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ASSET_UPLOAD_PATH,
    {
      schema: {
        tags: ['assets'],
        summary:
          'S5: multipart upload (file parts; optional fields accept, maxFileSize, crop "w,h" first): kinds by magic bytes (JPEG, PNG, GIF, WebP, PDF, DOCX, ODT), images re-encoded; 200 the temporary assets (tmpName); 400 damaged, too small, active content; 413 too large, too many or past the quota (100 MB of unkept uploads per session and per address); 415 wrong kind or SVG; nothing stored on a refusal',
        consumes: ['multipart/form-data'],
        querystring: NoQuery,
        response: { 200: UploadAnswer, ...assetErrorResponses },
      },
      preHandler: app.loadCustomer,
      config: {
        rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: '1 minute', hook: 'preHandler' },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!request.isMultipart()) {
        return sendAssetRefusal(reply, {
          status: 415,
          message: request.t('Assets.Upload.NotMultipart'),
        });
      }
      let read: ReadUpload;
      try {
        read = await readUpload(request);
      } catch (error) {
        request.log.info({ err: error }, 'upload refused by the multipart parser');
        return sendAssetRefusal(reply, parserRefusal(error, request));
      }
      if (read.unstorable !== null) throw unstorableError('body', read.unstorable);
      if (read.badField !== null || !Value.Check(UploadFields, read.fields)) {
        const field = read.badField ?? Object.keys(read.fields).join(', ');
        return sendAssetRefusal(reply, {
          status: 400,
          message: request.t('Assets.Upload.BadField', field),
        });
      }
      const outcome = await storeUploads(app.db, read.files, read.fields, {
        owner: async () => {
          const session = await reply.ensureSession();
          return {
            sessionId: session.id,
            customerId: request.customer?.id ?? null,
            address: clientAddressKey(request.ip),
          };
        },
        t: request.t,
        culture: request.culture,
        appBase: app.config.appBase,
      });
      if (!outcome.ok) return sendAssetRefusal(reply, outcome.refusal);
      return outcome.value;
    },
  );
};
