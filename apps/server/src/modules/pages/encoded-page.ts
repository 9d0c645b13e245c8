import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** Brotli quality for pages compressed once per cache entry: most of 11's gain at a fraction of its time. */
const BROTLI_QUALITY = 5;

/**
 * A rendered page kept in the read cache, compressed at most once per encoding: every guest
 * asking for the same page within the cache's lifetime gets the same bytes, without compressing
 * them again (the compression plugin would, per request).
 */
export class EncodedPage {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(
    readonly status: number,
    readonly body: Buffer,
    /** A post page: its view is counted on every serve, as the API counts every detail. */
    readonly postId: number | null = null,
  ) {}

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.status(this.status).type('text/html; charset=utf-8').header('vary', 'accept-encoding');
    if (!encoding) return reply.send(this.body);
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
          : zlib.gzipSync(this.body);
      this.encoded.set(encoding, bytes);
    }
    return reply.header('content-encoding', encoding).send(bytes);
  }
}

/** br, else gzip, when the request accepts it (a q=0 refuses). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
