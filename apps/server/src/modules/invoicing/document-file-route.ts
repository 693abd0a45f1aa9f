import type { FastifyReply } from 'fastify';
import type { DocumentFile } from './credit-notes-view.service.js';

/** Sends a RIDE or an XML as a download. */
export function sendDocumentFile(reply: FastifyReply, file: DocumentFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.body);
}
