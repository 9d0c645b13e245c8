import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/plugins/external/openapi-operations.ts';
import { OpenapiResponseChecker } from '../helpers/openapi-responses.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The OpenAPI document as integrators' tools read it: swagger-parser and Redocly's recommended
 * rules accept it, Ajv compiles every response schema, and openapi-typescript turns it into a
 * client that type-checks. (Each API test's responses are checked against it by the test helpers.)
 */

type Document = {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown> & { parameters?: Array<Record<string, unknown>> }>>;
};

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

const redoclyProblems = async (doc: object) => {
  // Two of the recommended rules do not fit this API: it is not published under a licence, and a
  // few operations (the health check, logging out) have no client error to report.
  const config = await createConfig({
    extends: ['recommended'],
    rules: { 'info-license': 'off', 'operation-4xx-response': 'off' },
  });
  const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
  return problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
};

const operations = () =>
  Object.entries(document.paths).flatMap(([p, item]) =>
    Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${p}`, operation })),
  );

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 that swagger-parser validates', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("passes Redocly's recommended rules with no error or warning", async () => {
    // The two sign-in hops answer only with redirects (to the provider, then back to the site), and
    // so does opening a mail's unsubscribe link (to its page): a 2XX there would be a lie, so that
    // one rule is excused for them and nowhere else.
    const redirectOnly = [
      '/api/auth/oauth/{provider}/get/',
      '/api/auth/oauth/{provider}/callback/get/',
      '/api/mail/unsubscribe/get/',
    ].map((p) => `#/paths/${p.replaceAll('/', '~1').replace(/~1get~1$/, '/get/')}responses`);
    const problems = (await redoclyProblems(document)).filter(
      (p) => !(p.startsWith('warn operation-2xx-response') && redirectOnly.some((r) => p.endsWith(r))),
    );
    expect(problems).toEqual([]);
  });

  it('would be reported if a parameter lost its schema (the lint can fail)', async () => {
    const broken = structuredClone(document);
    const feed = broken.paths['/api/posts/feed']?.get;
    feed?.parameters?.splice(0, 1, { in: 'query', name: 'type', schema: 'object' });
    const problems = await redoclyProblems(broken);
    expect(problems.some((p) => p.startsWith('error struct'))).toBe(true);
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow();
  });

  it('gives every operation an operationId, a Korean summary, tags and security', () => {
    const listed = operations();
    expect(listed.length).toBeGreaterThan(90);
    for (const { key, operation } of listed) {
      expect(OPERATIONS[key], `${key} has no entry in openapi-operations.ts`).toBeDefined();
      expect(operation.summary, key).toMatch(/[가-힣]/);
      expect((operation.tags as string[]).length, key).toBeGreaterThan(0);
      expect(operation.security, key).toBeDefined();
    }
    // No entry outlives its route.
    expect(Object.keys(OPERATIONS).filter((k) => !listed.some((o) => o.key === k))).toEqual([]);
    const ids = listed.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the session cookie and the admin key (X-Admin-Key) as security schemes', () => {
    const schemes = (document as unknown as { components: { securitySchemes: object } }).components.securitySchemes;
    expect(schemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'ts_session' },
      adminKey: { type: 'apiKey', in: 'header', name: 'X-Admin-Key' },
    });
    expect(document.paths['/api/admin/query']?.post?.security).toEqual([{ sessionCookie: [], adminKey: [] }]);
  });

  it('marks no parameter with a default as required, and every parameter has a schema object', () => {
    for (const { key, operation } of operations()) {
      for (const parameter of operation.parameters ?? []) {
        const schema = parameter.schema as Record<string, unknown>;
        expect(typeof schema, `${key} ${parameter.name}`).toBe('object');
        if (parameter.in !== 'path' && 'default' in schema)
          expect(parameter.required, `${key} ${parameter.name}`).not.toBe(true);
      }
    }
  });

  it('says the SQL tool may answer truncatedBy: null', () => {
    const checker = new OpenapiResponseChecker(document);
    const answer = {
      success: true,
      type: 'select',
      mode: 'read',
      columns: ['n'],
      data: [{ n: 1 }],
      rowCount: 1,
      truncated: false,
      truncatedBy: null,
      cellsCut: false,
      redactedColumns: [],
      executionTime: 1,
    };
    const problem = checker.mismatch('POST', '/api/admin/query', 200, 'application/json', JSON.stringify(answer));
    // Whatever else the sample gets wrong, null is one of truncatedBy's values.
    expect(problem ?? '').not.toContain('/truncatedBy');
  });

  it('compiles every response schema, and the response check rejects a body that does not match', () => {
    const checker = new OpenapiResponseChecker(document);
    expect(checker.compileAll()).toBeGreaterThan(300);
    const wrong = checker.mismatch('GET', '/api/auth/me', 200, 'application/json', JSON.stringify({ user: 42 }));
    expect(wrong).toMatch(/does not match the OpenAPI document/);
    const undocumented = checker.mismatch('GET', '/api/auth/me', 418, 'application/json', '{}');
    expect(undocumented).toMatch(/lists no 418 response/);
  });

  it('turns into a typed client with openapi-typescript that type-checks', async () => {
    const types = astToString(await openapiTS(structuredClone(document) as never));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-openapi-client-'));
    try {
      fs.writeFileSync(path.join(dir, 'api.d.ts'), types);
      // A client's view of three operations: the compiler checks the generated types are usable.
      fs.writeFileSync(
        path.join(dir, 'client.ts'),
        `import type { operations, paths } from './api.d.ts';
type Json<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Feed = Json<paths['/api/posts/feed']['get']['responses'][200]>;
export const firstPostId = (feed: Feed): string | undefined => feed.data.posts[0]?.postId;
type Query = Json<operations['runAdminQuery']['responses'][200]>;
export const cutBy = (q: Query): 'rows' | 'bytes' | null => (q.type === 'select' ? q.truncatedBy : null);
type Login = operations['logIn']['requestBody'];
export const login: NonNullable<Login>['content']['application/json'] = { email: 'a@b.kr', password: 'x' };
`,
      );
      const program = ts.createProgram([path.join(dir, 'client.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        allowImportingTsExtensions: true,
        skipLibCheck: false,
        types: [],
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
