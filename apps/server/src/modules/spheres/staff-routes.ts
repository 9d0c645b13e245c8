import { errorResponse } from '@tubesphere/shared/contract/common';
import {
  banSphereMemberBody,
  createSphereBody,
  createSphereResponse,
  hideSpherePostBody,
  pinSpherePostBody,
  setSphereStaffBody,
  sphereBanResponse,
  sphereBansQuery,
  sphereBansResponse,
  sphereHideResponse,
  spherePinsResponse,
  spherePostParams,
  sphereReportsQuery,
  sphereReportsResponse,
  sphereStaffResponse,
  sphereUserParams,
  updateSphereBody,
  updateSphereResponse,
} from '@tubesphere/shared/contract/sphere-staff';
import { sphereParams } from '@tubesphere/shared/contract/spheres';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';

const tags = ['spheres'];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  429: errorResponse,
};
const STAFF_LIMIT = { rateLimit: RATE_LIMITS.sphereStaff };
// Guests hear "login required" before anything about their request.
const loginFirst = async (request: Parameters<typeof requireUser>[0]) => {
  requireUser(request);
};

/**
 * Spheres run by their members (docs/sphere-roles.md): creating one, editing it, its 운영진,
 * 공지, hiding posts from it, bans and its report queue. Who may do what is the service's check
 * (the actor's role in that sphere), so these routes only ask for a session.
 */
export const sphereStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.spheres.staff;

  app.post(
    '/api/spheres',
    {
      config: { rateLimit: RATE_LIMITS.sphereCreate },
      preValidation: loginFirst,
      schema: { tags, body: createSphereBody, response: { 201: createSphereResponse, ...errors } },
    },
    async (request, reply) => {
      const sphere = await staff.create(requireUser(request), request.body);
      return reply.code(201).send({ success: true as const, sphere });
    },
  );

  app.patch(
    '/api/spheres/:sphereId',
    {
      config: STAFF_LIMIT,
      preValidation: loginFirst,
      schema: {
        tags,
        params: sphereParams,
        body: updateSphereBody,
        response: { 200: updateSphereResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      sphere: await staff.update(requireUser(request), request.params.sphereId, request.body),
    }),
  );

  app.put(
    '/api/spheres/:sphereId/staff/:userId',
    {
      config: STAFF_LIMIT,
      preValidation: loginFirst,
      schema: {
        tags,
        params: sphereUserParams,
        body: setSphereStaffBody,
        response: { 200: sphereStaffResponse, ...errors },
      },
    },
    async (request) =>
      staff.setStaff(requireUser(request), request.params.sphereId, request.params.userId, request.body.role),
  );

  app.delete(
    '/api/spheres/:sphereId/staff/:userId',
    {
      config: STAFF_LIMIT,
      preValidation: loginFirst,
      schema: { tags, params: sphereUserParams, response: { 200: sphereStaffResponse, ...errors } },
    },
    async (request) => staff.removeStaff(requireUser(request), request.params.sphereId, request.params.userId),
  );

  app.post(
    '/api/spheres/:sphereId/pins',
    {
      config: STAFF_LIMIT,
      preValidation: loginFirst,
      schema: { tags, params: sphereParams, body: pinSpherePostBody, response: { 200: spherePinsResponse, ...errors } },
    },
    async (request) => staff.pin(requireUser(request), request.params.sphereId, request.body.postId),
  );

  app.delete(
    '/api/spheres/:sphereId/pins/:postId',
    {
      config: STAFF_LIMIT,
      preValidation: loginFirst,
      schema: { tags, params: spherePostParams, response: { 200: spherePinsResponse, ...errors } },
    },
    async (request) => staff.unpin(requireUser(request), request.params.sphereId, request.params.postId),
  );

  app.post(
    '/api/spheres/:sphereId/posts/:postId/hide',
    {
      config: STAFF_LIMIT,
      preValidation: loginFirst,
      schema: {
        tags,
        params: spherePostParams,
        body: hideSpherePostBody,
        response: { 200: sphereHideResponse, ...errors },
      },
    },
    async (request) =>
      staff.hidePost(requireUser(request), request.params.sphereId, request.params.postId, request.body.reason),
  );

  // The undo is a site admin's: the sphere's own staff cannot take back each other's hides.
  app.delete(
    '/api/spheres/:sphereId/posts/:postId/hide',
    {
      config: STAFF_LIMIT,
      preValidation: loginFirst,
      schema: { tags, params: spherePostParams, response: { 200: sphereHideResponse, ...errors } },
    },
    async (request) => staff.restorePost(requireUser(request), request.params.sphereId, request.params.postId),
  );

  app.post(
    '/api/spheres/:sphereId/bans',
    {
      config: STAFF_LIMIT,
      preValidation: loginFirst,
      schema: {
        tags,
        params: sphereParams,
        body: banSphereMemberBody,
        response: { 200: sphereBanResponse, ...errors },
      },
    },
    async (request) => staff.ban(requireUser(request), request.params.sphereId, request.body),
  );

  app.delete(
    '/api/spheres/:sphereId/bans/:userId',
    {
      config: STAFF_LIMIT,
      preValidation: loginFirst,
      schema: { tags, params: sphereUserParams, response: { 200: sphereBanResponse, ...errors } },
    },
    async (request) => staff.unban(requireUser(request), request.params.sphereId, request.params.userId),
  );

  app.get(
    '/api/spheres/:sphereId/bans',
    {
      preValidation: loginFirst,
      schema: {
        tags,
        params: sphereParams,
        querystring: sphereBansQuery,
        response: { 200: sphereBansResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return staff.bans(requireUser(request), request.params.sphereId, request.query.page);
    },
  );

  app.get(
    '/api/spheres/:sphereId/reports',
    {
      preValidation: loginFirst,
      schema: {
        tags,
        params: sphereParams,
        querystring: sphereReportsQuery,
        response: { 200: sphereReportsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return staff.reports(requireUser(request), request.params.sphereId, request.query.page);
    },
  );
};
