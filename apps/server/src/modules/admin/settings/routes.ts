import {
  ADMIN_SETTINGS_MESSAGES,
  adminSettingsQuery,
  adminSettingsResponse,
  saveAdminSettingsBody,
} from '@tubesphere/shared/contract/admin-settings';
import { errorResponse } from '@tubesphere/shared/contract/common';
import { TWO_FACTOR_MESSAGES } from '@tubesphere/shared/contract/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../../lib/http-error.ts';
import { requireAdmin } from '../../../plugins/app/guards.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** Admin settings (docs/product.md#admin-settings): what the home page shows admins. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.admin.settings;

  app.get(
    '/api/admin/settings',
    {
      schema: { tags: ['admin'], querystring: adminSettingsQuery, response: { 200: adminSettingsResponse, ...errors } },
    },
    async (request, reply) => {
      requireAdmin(request);
      reply.header('cache-control', 'no-store');
      return { success: true as const, settings: await service.get() };
    },
  );

  app.post(
    '/api/admin/settings',
    { schema: { tags: ['admin'], body: saveAdminSettingsBody, response: { 200: adminSettingsResponse, ...errors } } },
    async (request) => {
      const admin = requireAdmin(request);
      const { companionVisible, recommendedSpheresVisible, reportAutoHideThreshold, adminTwoFactorRequired } =
        request.body;
      if (
        companionVisible === undefined &&
        recommendedSpheresVisible === undefined &&
        reportAutoHideThreshold === undefined &&
        adminTwoFactorRequired === undefined
      ) {
        throw badRequest(ADMIN_SETTINGS_MESSAGES.nothingToSave);
      }
      // Requiring it of every admin without having it would lock the one asking out at once.
      if (adminTwoFactorRequired === true && !(await app.twoFactor.service.isEnabled(admin.user_id)))
        throw badRequest(TWO_FACTOR_MESSAGES.enableOwnFirst);
      const settings = await service.save(
        {
          companion_visible: companionVisible,
          recommended_spheres_visible: recommendedSpheresVisible,
          report_auto_hide_threshold: reportAutoHideThreshold,
          admin_two_factor_required: adminTwoFactorRequired,
        },
        admin.user_id,
      );
      return { success: true as const, settings };
    },
  );
};
