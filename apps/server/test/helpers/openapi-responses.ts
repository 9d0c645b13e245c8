import { createHash } from 'node:crypto';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Checks a response against the OpenAPI document the server itself publishes: the operation's
 * JSON schema for that status, compiled with Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses). The
 * test helpers run every `app.inject` response through it, so a route whose answer drifts from
 * its documented schema fails the test that called it.
 */
interface OpenapiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

interface Operation {
  path: string;
  method: string;
  pattern: RegExp;
  /** Literal paths win over templated ones (/api/users/me over /api/users/{userId}). */
  literal: boolean;
}

export class OpenapiResponseChecker {
  private readonly ajv: Ajv2020;
  private readonly operations: Operation[] = [];
  private readonly compiled = new Map<string, ValidateFunction | null>();

  private readonly document: OpenapiDocument;

  constructor(document: object) {
    this.document = document as OpenapiDocument;
    this.ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
    addFormats.default(this.ajv);
    this.ajv.addSchema(document, 'openapi');
    for (const [path, item] of Object.entries(this.document.paths)) {
      const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);
      for (const method of Object.keys(item)) {
        if (METHODS.has(method)) this.operations.push({ path, method, pattern, literal: !path.includes('{') });
      }
    }
    this.operations.sort((a, b) => Number(b.literal) - Number(a.literal));
  }

  /** Every response schema in the document, compiled: an uncompilable schema throws here. */
  compileAll(): number {
    let count = 0;
    for (const [path, item] of Object.entries(this.document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const status of Object.keys(operation.responses ?? {})) {
          if (this.validatorFor(path, method, status)) count += 1;
        }
      }
    }
    return count;
  }

  /**
   * Why a response does not match the document, or null when it does (or when the document does
   * not describe it: a path outside the API, or a body that is not JSON).
   */
  mismatch(method: string, url: string, status: number, contentType: string | undefined, body: string): string | null {
    const pathname = url.split('?')[0] ?? url;
    const operation = this.operations.find((o) => o.method === method.toLowerCase() && o.pattern.test(pathname));
    if (!operation) return null;
    if (!contentType?.startsWith('application/json') || body === '') return null;
    const responses = this.document.paths[operation.path]?.[operation.method]?.responses ?? {};
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
    const where = `${method} ${pathname} → ${status}`;
    if (!key)
      return `${where}: the document lists no ${status} response for ${operation.method.toUpperCase()} ${operation.path}`;
    const validate = this.validatorFor(operation.path, operation.method, key);
    if (!validate) return `${where}: the document's ${key} response has no JSON body, the server sent one`;
    if (validate(JSON.parse(body))) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '(body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
    return `${where} does not match the OpenAPI document:\n  ${errors.join('\n  ')}\n  body: ${body.slice(0, 500)}`;
  }

  private validatorFor(path: string, method: string, status: string): ValidateFunction | null {
    const id = `${method} ${path} ${status}`;
    if (this.compiled.has(id)) return this.compiled.get(id) ?? null;
    const content = this.document.paths[path]?.[method]?.responses?.[status]?.content;
    let validate: ValidateFunction | null = null;
    if (content?.['application/json']) {
      const pointer = ['paths', path, method, 'responses', status, 'content', 'application/json', 'schema']
        .map((part) => encodeURIComponent(part.replaceAll('~', '~0').replaceAll('/', '~1')))
        .join('/');
      validate = this.ajv.getSchema(`openapi#/${pointer}`) ?? null;
      if (!validate) throw new Error(`cannot compile the response schema of ${id}`);
    }
    this.compiled.set(id, validate);
    return validate;
  }
}

const checkers = new Map<string, OpenapiResponseChecker>();

/** One checker per distinct document in this worker (compiling is the slow part). */
export function responseCheckerFor(document: object): OpenapiResponseChecker {
  const hash = createHash('sha1').update(JSON.stringify(document)).digest('hex');
  let checker = checkers.get(hash);
  if (!checker) {
    checker = new OpenapiResponseChecker(document);
    checkers.set(hash, checker);
  }
  return checker;
}
