import fs from 'node:fs';
import { createTestApp } from '../apps/server/test/helpers/test-app.ts';

const t = await createTestApp();
fs.writeFileSync('/tmp/h35/openapi.json', JSON.stringify(t.app.swagger(), null, 1));
await t.close();
