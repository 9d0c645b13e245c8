import fp from 'fastify-plugin';
import { messagePushSource } from './push-source.ts';
import { messageRoutes } from './routes.ts';
import { MessageService } from './service.ts';

export { findMessage } from './repository.ts';
export type { MessageService };

declare module 'fastify' {
  interface FastifyInstance {
    /** 쪽지 (modules/messages): send, conversations, threads, read. */
    messages: MessageService;
  }
}

/**
 * 쪽지 (docs/decisions/231-direct-messages.md): the service and its routes; a new message is
 * heard live on the recipient's notification stream and pushed to their browsers.
 */
export const messagesModule = fp(
  async (app) => {
    app.decorate('messages', new MessageService(app.db, app.config.messages.startMinTrustLevel));
    app.push.addSource('message', messagePushSource);
    await app.register(messageRoutes);
  },
  { name: 'messages', dependencies: ['session', 'push'] },
);
