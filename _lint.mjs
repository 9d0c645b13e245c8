import fs from 'node:fs';
import { createConfig, formatProblems, lintFromString } from '@redocly/openapi-core';

const source = fs.readFileSync('/tmp/h35/openapi.json', 'utf8');
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({ source, absoluteRef: '/tmp/h35/openapi.json', config });
const counts = {};
for (const p of problems) {
  const k = p.severity + ' ' + p.ruleId;
  counts[k] = (counts[k] ?? 0) + 1;
}
console.log(counts);
for (const p of problems
  .filter((p) => p.ruleId !== 'operation-operationId' && p.ruleId !== 'operation-summary')
  .slice(0, 30))
  console.log(p.severity, p.ruleId, p.message, p.location[0].pointer);
