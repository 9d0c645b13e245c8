/**
 * The ceiling: a bare node:http server answering each scenario's recorded response bytes.
 * Started by run.ts in its own process; reads the responses from the file named in argv[2].
 */
import fs from 'node:fs';
import http from 'node:http';

interface Recorded {
  method: string;
  path: string;
  status: number;
  contentType: string;
  body: string;
}

const recorded = JSON.parse(fs.readFileSync(process.argv[2] as string, 'utf8')) as Recorded[];
const byKey = new Map(
  recorded.map((r) => [`${r.method} ${r.path.split('?')[0]}`, { ...r, bytes: Buffer.from(r.body) }]),
);

const server = http.createServer((request, response) => {
  const route = byKey.get(`${request.method} ${(request.url ?? '').split('?')[0]}`);
  // Drain the body like a real handler would, then answer.
  request.resume();
  request.on('end', () => {
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(route.status, { 'content-type': route.contentType, 'content-length': route.bytes.length });
    response.end(route.bytes);
  });
});
server.listen(Number(process.argv[3] ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : ''}\n`);
});
