import { errorResponse } from '@tubesphere/shared/contract/common';
import {
  createWatchPartyBody,
  createWatchPartyResponse,
  WATCH_PARTY_MESSAGES,
  watchPartyChatBody,
  watchPartyChatResponse,
  watchPartyControlBody,
  watchPartyParams,
  watchPartyPlayback,
  watchPartyResponse,
  watchPartySettingsBody,
  watchPartyStreamResponse,
} from '@tubesphere/shared/contract/watch-parties';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceUnavailable, unauthorized } from '../../lib/http-error.ts';
import { SSE_HEADERS } from '../../lib/sse.ts';
import { requireUser } from '../../plugins/app/guards.ts';
import { RATE_LIMITS } from '../../plugins/app/rate-limits.ts';
import { checkNewMemberLinks, countLinksInText } from '../trust/index.ts';
import { chatChunk, endedChunk, participantsChunk, stateChunk } from './hub.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** Login is checked before content: a guest hears 로그인이 필요합니다. whatever they sent. */
const loginFirst = async (request: FastifyRequest) => {
  if (!request.user) throw unauthorized();
};

/** 같이 보기: start a party, read it, control it, chat, and its live stream. */
export const watchPartyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { service, hub } = app.watchParties;
  const blockedOf = (request: FastifyRequest) => app.blocks.blockedWireIds(request.user?.user_id ?? null);

  app.post(
    '/api/watch-parties',
    {
      config: { rateLimit: RATE_LIMITS.watchPartyCreate },
      preValidation: loginFirst,
      schema: {
        tags: ['watch-parties'],
        body: createWatchPartyBody,
        response: { 201: createWatchPartyResponse, ...errors, 429: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireUser(request), request.body)),
  );

  app.get(
    '/api/watch-parties/:partyId',
    { schema: { tags: ['watch-parties'], params: watchPartyParams, response: { 200: watchPartyResponse, ...errors } } },
    async (request) => service.get(request.params.partyId, request.user ?? null, await blockedOf(request)),
  );

  app.patch(
    '/api/watch-parties/:partyId',
    {
      config: { rateLimit: RATE_LIMITS.watchPartyControl },
      preValidation: loginFirst,
      schema: {
        tags: ['watch-parties'],
        params: watchPartyParams,
        body: watchPartySettingsBody,
        response: { 200: watchPartyPlayback, ...errors, 429: errorResponse },
      },
    },
    async (request) => service.settings(request.params.partyId, requireUser(request), request.body.anyoneControls),
  );

  app.post(
    '/api/watch-parties/:partyId/control',
    {
      config: { rateLimit: RATE_LIMITS.watchPartyControl },
      preValidation: loginFirst,
      schema: {
        tags: ['watch-parties'],
        params: watchPartyParams,
        body: watchPartyControlBody,
        response: { 200: watchPartyPlayback, ...errors, 429: errorResponse },
      },
    },
    async (request) => service.control(request.params.partyId, requireUser(request), request.body),
  );

  app.post(
    '/api/watch-parties/:partyId/chat',
    {
      config: { rateLimit: RATE_LIMITS.watchPartyChat },
      preValidation: loginFirst,
      schema: {
        tags: ['watch-parties'],
        params: watchPartyParams,
        body: watchPartyChatBody,
        response: { 201: watchPartyChatResponse, ...errors, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await checkNewMemberLinks(app.db, user, countLinksInText(request.body.content), app.config.rateLimitScale);
      const message = await service.chat(request.params.partyId, user, request.body.content);
      return reply.status(201).send({ message });
    },
  );

  /**
   * GET /api/watch-parties/{id}/events: the party's state, who is there and the chat as
   * Server-Sent Events, for guests too. The opening snapshot comes first; an open stream is what
   * makes its viewer a participant (and keeps a host's party going).
   */
  app.get(
    '/api/watch-parties/:partyId/events',
    {
      schema: {
        tags: ['watch-parties'],
        params: watchPartyParams,
        response: { 200: watchPartyStreamResponse, 400: errorResponse, 404: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const { partyId } = request.params;
      if (hub.isFull) throw serviceUnavailable(WATCH_PARTY_MESSAGES.tooManyStreams, 30);
      const blocked = await blockedOf(request);
      // Unknown ids answer 404 before the stream starts.
      const first = await service.snapshot(partyId, blocked);
      // Before the stream starts: unless listening, a change committed meanwhile would be missed.
      await hub.listen();
      reply.hijack();
      reply.raw.writeHead(200, SSE_HEADERS);
      if (first.playback.ended) {
        reply.raw.end(stateChunk(first.playback, Date.now()) + endedChunk('ended'));
        return;
      }
      const stream = hub.open(partyId, request.user?.user_id ?? null, blocked, reply.raw);
      request.raw.once('close', () => hub.disconnect(stream));
      try {
        await service.join(stream);
        const snapshot = await service.snapshot(partyId, blocked);
        stream.write(stateChunk(snapshot.playback, Date.now()));
        stream.write(participantsChunk(snapshot.people));
        for (const message of snapshot.chat) stream.write(chatChunk(message));
        hub.ready(stream, { updatedAt: snapshot.playback.updatedAt, lastChatId: snapshot.lastChatId });
      } catch (error) {
        request.log.warn({ err: error, partyId }, 'watch party: could not open a stream');
        hub.disconnect(stream);
      }
    },
  );
};
