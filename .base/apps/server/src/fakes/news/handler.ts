import { type FakeRequest, type FakeResponse, json } from '../http-types.ts';
import { buildArticles } from './articles.ts';

/** Keys that make the fake NewsAPI fail like the real one; any other key is accepted. */
export const FAKE_NEWSAPI_KEYS = {
  valid: 'demo-newsapi-key',
  invalid: 'invalid-key',
  exhausted: 'exhausted-key',
  rateLimited: 'rate-limited',
  serverError: 'server-error',
} as const;

const CATEGORIES = ['business', 'entertainment', 'general', 'health', 'science', 'sports', 'technology'];
const COUNTRIES = [
  'ae',
  'ar',
  'at',
  'au',
  'be',
  'bg',
  'br',
  'ca',
  'ch',
  'cn',
  'co',
  'cu',
  'cz',
  'de',
  'eg',
  'fr',
  'gb',
  'gr',
  'hk',
  'hu',
  'id',
  'ie',
  'il',
  'in',
  'it',
  'jp',
  'kr',
  'lt',
  'lv',
  'ma',
  'mx',
  'my',
  'ng',
  'nl',
  'no',
  'nz',
  'ph',
  'pl',
  'pt',
  'ro',
  'rs',
  'ru',
  'sa',
  'se',
  'sg',
  'si',
  'sk',
  'th',
  'tr',
  'tw',
  'ua',
  'us',
  've',
  'za',
];

const err = (status: number, code: string, message: string) => json(status, { status: 'error', code, message });

export function createNewsFake(startedAt = new Date()) {
  return {
    handle(request: FakeRequest, endpoint: string): FakeResponse {
      const q = request.query;
      const key = q.get('apiKey') ?? (request.headers['x-api-key'] as string | undefined);
      if (!key)
        return err(
          401,
          'apiKeyMissing',
          'Your API key is missing. Append this to the URL with the apiKey param, or use the x-api-key HTTP header.',
        );
      if (key === FAKE_NEWSAPI_KEYS.invalid)
        return err(
          401,
          'apiKeyInvalid',
          'Your API key is invalid or incorrect. Check your key, or go to https://newsapi.org to create a free API key.',
        );
      if (key === FAKE_NEWSAPI_KEYS.exhausted)
        return err(429, 'apiKeyExhausted', 'Your API key has no more requests available.');
      if (key === FAKE_NEWSAPI_KEYS.rateLimited)
        return err(
          429,
          'rateLimited',
          'You have made too many requests recently. Developer accounts are limited to 100 requests over a 24 hour period (50 requests available every 12 hours). Please upgrade to a paid plan if you need more requests.',
        );
      if (key === FAKE_NEWSAPI_KEYS.serverError)
        return err(
          500,
          'unexpectedError',
          "This shouldn't happen, and if it does then it's our fault, not yours. Try the request again shortly.",
        );
      if (endpoint !== 'top-headlines' && endpoint !== 'everything')
        return err(404, 'parameterInvalid', 'Endpoint not found.');

      const pageSize = q.get('pageSize') ? Number(q.get('pageSize')) : endpoint === 'everything' ? 100 : 20;
      const pageNo = q.get('page') ? Number(q.get('page')) : 1;
      if (!Number.isInteger(pageSize) || pageSize < 0 || pageSize > 100)
        return err(
          400,
          'parameterInvalid',
          `The pageSize parameter must be an int between 0 and 100. You requested ${q.get('pageSize')}.`,
        );
      if (!Number.isInteger(pageNo) || pageNo < 1)
        return err(400, 'parameterInvalid', 'The page parameter must be an integer greater than 0.');
      // Developer plan: no more than 100 results in total.
      if ((pageNo - 1) * pageSize >= 100)
        return err(
          426,
          'maximumResultsReached',
          `You have requested too many results. Developer accounts are limited to a max of 100 results. You are trying to request results ${(pageNo - 1) * pageSize} to ${pageNo * pageSize}. Please upgrade to a paid plan if you need more results.`,
        );

      let country = q.get('country') ?? '';
      let category = q.get('category') ?? '';
      const term = (q.get('q') ?? '').trim();
      if (endpoint === 'top-headlines') {
        if (!country && !category && !term && !q.get('sources'))
          return err(
            400,
            'parametersMissing',
            'Required parameters are missing. Please set any of the following parameters and try again: sources, q, language, country, category.',
          );
        if (country && !COUNTRIES.includes(country))
          return err(400, 'parameterInvalid', `The country param you provided (${country}) is not a valid option.`);
        if (category && !CATEGORIES.includes(category))
          return err(400, 'parameterInvalid', `The category param you provided (${category}) is not a valid option.`);
      } else {
        if (!term && !q.get('qInTitle') && !q.get('sources') && !q.get('domains'))
          return err(
            400,
            'parametersMissing',
            'Required parameters are missing, the scope of your search is too broad. Please set any of the following required parameters and try again: q, qInTitle, sources, domains.',
          );
        const sortBy = q.get('sortBy');
        if (sortBy && !['relevancy', 'popularity', 'publishedAt'].includes(sortBy))
          return err(400, 'parameterInvalid', `The sortBy param you provided (${sortBy}) is not a valid option.`);
        // `everything` has no country: Korean text in the query means Korean sources.
        country = /[가-힣]/.test(term) ? 'kr' : 'us';
        category = 'business';
      }
      let articles = buildArticles(country || 'us', category || 'general', startedAt);
      if (term) {
        const words = term.split(/\s+/).map((w) => w.toLowerCase());
        articles = articles.filter((a) =>
          words.some((w) => `${a.title} ${a.description ?? ''}`.toLowerCase().includes(w)),
        );
      }
      if (q.get('sortBy') === 'popularity') articles = [...articles].sort((a, b) => a.title.length - b.title.length);
      const start = (pageNo - 1) * pageSize;
      return json(200, {
        status: 'ok',
        totalResults: articles.length,
        articles: articles.slice(start, start + pageSize),
      });
    },
  };
}
