import {
  ADMIN_MAIL_MESSAGES,
  ADMIN_MAIL_PAGE_SIZE,
  adminMailDetailResponse,
  adminMailListQuery,
  adminMailListResponse,
  adminMailParams,
} from '@tubesphere/shared/contract/admin-mail';
import { errorResponse } from '@tubesphere/shared/contract/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { adminOnly, requireAdmin } from '../../plugins/app/guards.ts';
import { findMail, findOutboxPage, type MailRow, mailHeaders } from './outbox-repository.ts';

/** Mails hold reset links to anyone's account: only a 최고 관리자 reads them. */
const requireLevelTwo = (request: FastifyRequest) => {
  const admin = requireAdmin(request);
  if (admin.admin_level < 2) throw forbidden(ADMIN_MAIL_MESSAGES.levelTwoRequired);
  return admin;
};

const summary = (row: Omit<MailRow, 'text_body' | 'html_body' | 'headers_json'>) => ({
  mailId: Number(row.mail_id),
  to: row.to_address,
  kind: row.kind,
  subject: row.subject,
  status: row.status,
  attempts: Number(row.attempts),
  lastError: row.last_error,
  createdAt: row.created_at,
  sentAt: row.sent_at,
});

/** GET /api/admin/mail (the outbox, newest first) and GET /api/admin/mail/:mailId (one mail, read into the audit trail). */
export const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

  app.get(
    '/api/admin/mail',
    {
      onRequest: adminOnly.onRequest,
      schema: { tags, querystring: adminMailListQuery, response: { 200: adminMailListResponse, ...errors } },
    },
    async (request, reply) => {
      requireLevelTwo(request);
      reply.header('cache-control', 'no-store');
      const { page, status } = request.query;
      const { rows, total } = await findOutboxPage(app.db, { status }, page, ADMIN_MAIL_PAGE_SIZE);
      return {
        mails: rows.map(summary),
        pagination: { page, limit: ADMIN_MAIL_PAGE_SIZE, hasMore: page * ADMIN_MAIL_PAGE_SIZE < total, total },
        delivers: app.mail.delivers,
      };
    },
  );

  app.get(
    '/api/admin/mail/:mailId',
    {
      onRequest: adminOnly.onRequest,
      schema: {
        tags,
        params: adminMailParams,
        response: { 200: adminMailDetailResponse, 404: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const admin = requireLevelTwo(request);
      reply.header('cache-control', 'no-store');
      const row = await findMail(app.db, request.params.mailId);
      if (!row) throw notFound(ADMIN_MAIL_MESSAGES.notFound);
      // Reading a mail can mean reading someone's reset link: who did is kept.
      await app.audit.record({ actorId: admin.user_id, action: 'mail.read', target: `mail${row.mail_id}` });
      return { mail: { ...summary(row), text: row.text_body, html: row.html_body, headers: mailHeaders(row) } };
    },
  );
};
