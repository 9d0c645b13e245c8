import { z } from './zod.ts';

/** The admin 대시보드: what waits, what happened in the last 30 days, and the providers. */
export const DASHBOARD_DAYS = 30;

export const dashboardDay = z.object({
  /** A calendar day in Korea, YYYY-MM-DD. */
  day: z.string(),
  signups: z.int(),
  posts: z.int(),
  comments: z.int(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

export const PROVIDER_IDS = ['youtube', 'newsapi', 'naver', 'dataGoKr'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

export const providerStatus = z.object({
  provider: z.enum(PROVIDER_IDS),
  /** The environment variables it needs, and whether each is set (never their values). */
  keys: z.array(z.object({ name: z.string(), set: z.boolean() })),
  /** Served by the built-in fakes (DEMO_PROVIDERS=1). */
  demo: z.boolean(),
  /** Units spent today, where the server counts them (YouTube's quota day is Pacific time). */
  quota: z.nullable(
    z.object({
      day: z.string(),
      used: z.int(),
      limit: z.int(),
      /** The ranking collector's own share of today's units, and its budget. */
      collectorUsed: z.nullable(z.int()),
      collectorBudget: z.nullable(z.int()),
    }),
  ),
});
export type ProviderStatus = z.infer<typeof providerStatus>;

export const dashboardResponse = z.object({
  success: z.literal(true),
  pendingPosts: z.int(),
  openReports: z.int(),
  hiddenPosts: z.int(),
  suspendedUsers: z.int(),
  days: z.array(dashboardDay),
  providers: z.array(providerStatus),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
