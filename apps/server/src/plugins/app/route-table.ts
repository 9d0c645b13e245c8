import type { FastifyInstance, FastifySchema } from 'fastify';

export interface RouteTableEntry {
  method: string;
  url: string;
  schema?: FastifySchema;
}

/**
 * Every route as Fastify registered it (method, url, schema), in registration order. Registered
 * before any route, so nothing escapes it: the authorization matrix and the hostile-input fuzzer
 * (apps/server/test/security) are generated from this table, and a route they have no rule for
 * fails them.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const routes: RouteTableEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
  });
}
