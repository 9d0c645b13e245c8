import fs from 'node:fs';
import { OpenapiResponseChecker } from '../apps/server/test/helpers/openapi-responses.ts';

const doc = JSON.parse(fs.readFileSync('/tmp/h35/openapi.json', 'utf8'));
const t0 = performance.now();
const c = new OpenapiResponseChecker(doc);
console.log(c.compileAll(), performance.now() - t0);
console.log(c.mismatch('POST', '/api/admin/query', 200, 'application/json', JSON.stringify({ ok: 1 })));
console.log(
  c.mismatch('GET', '/api/users/usr_1', 404, 'application/json; charset=utf-8', JSON.stringify({ error: '없음' })),
);
