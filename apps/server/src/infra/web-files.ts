import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The built web app served from memory (issue 23 item 10, ADR 0040). Under load the home page was the slowest path
 * (p50 11.9 s while API calls took 2.8 s): each visit went through the file system (a stat per candidate file, the
 * .br and .gz beside it, an open and a stream), work that waits in libuv's small thread pool behind everything else.
 * Here every file is read once at start, compressed once (gzip and brotli, or the build's own .gz and .br when they
 * match), and answered from memory with a strong ETag (304 when the browser has it) and the same caching rules as
 * before: hashed /assets/ (a language's /<lang>/assets/ too, ADR 0061) for a year, everything else (index.html, the
 * drawn pages, sw.js) revalidated each time.
 */
export interface WebFile {
  type: string;
  cacheControl: string;
  /** Strong validator of the content; each encoding's ETag adds its own suffix. */
  hash: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};
/** Text compresses; images, fonts and videos already are. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.txt',
  '.md',
  '.xml',
  '.svg',
  '.map',
]);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_COMPRESS = 256;

/**
 * What the server changes in a file of the build as it loads it (the drawn pages' absolute alternates, web-app.ts):
 * the new content, or undefined to keep the file as built.
 */
export type WebFileRewrite = (url: string, content: Buffer) => Buffer | undefined;

/** Every file of the build, by URL path ('/assets/x.js'); the .br and .gz beside a file are its encodings. */
export function loadWebFiles(dist: string, rewrite?: WebFileRewrite): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!/\.(br|gz)$/.test(name)) {
        const url = `/${relative(dist, path).split(sep).join('/')}`;
        files.set(url, webFile(path, url, rewrite));
      }
    }
  };
  walk(dist);
  return files;
}

function webFile(path: string, url: string, rewrite?: WebFileRewrite): WebFile {
  const built = readFileSync(path);
  const rewritten = rewrite?.(url, built);
  const identity = rewritten ?? built;
  const ext = extname(path).toLowerCase();
  const file: WebFile = {
    type: TYPES[ext] ?? 'application/octet-stream',
    // Hashed asset names never change content; index.html, the drawn pages and sw.js must always be revalidated
    // (ADR 0023: a deploy is seen at the next check).
    cacheControl: /^\/([a-z]{2}\/)?assets\//.test(url) ? 'public, max-age=31536000, immutable' : 'no-cache',
    hash: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
    identity,
  };
  if (COMPRESSIBLE.has(ext) && identity.length >= MIN_COMPRESS) {
    // The build's own copies (scripts/compress-dist.mjs, brotli at its best) when they hold this very content.
    const br =
      prebuilt(`${path}.br`, identity, brotliDecompressSync) ??
      brotliCompressSync(identity, {
        params: {
          // A rewritten page is compressed at every start: quality 5 takes ~3 ms for a drawn page where 11 took
          // ~70 ms (x 32 pages at start) for 10% fewer bytes.
          [constants.BROTLI_PARAM_QUALITY]: rewritten ? 5 : 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      });
    const gzip = prebuilt(`${path}.gz`, identity, gunzipSync) ?? gzipSync(identity, { level: 9 });
    if (br.length < identity.length) file.br = br;
    if (gzip.length < identity.length) file.gzip = gzip;
  }
  return file;
}

function prebuilt(path: string, identity: Buffer, decompress: (data: Buffer) => Buffer): Buffer | undefined {
  if (!existsSync(path)) return undefined;
  const data = readFileSync(path);
  try {
    return decompress(data).equals(identity) ? data : undefined;
  } catch {
    return undefined;
  }
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the request accepts (RFC 9110 12.5.3: q-values, `*`, `identity;q=0`); br before gzip. */
export function chooseEncoding(
  header: string | undefined,
  file: Pick<WebFile, 'br' | 'gzip'>,
): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(token, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (coding: string) =>
    accepted.get(coding) ?? accepted.get('*') ?? (coding === 'identity' ? 1 : 0);
  const candidates: Encoding[] = [];
  if (file.br) candidates.push('br');
  if (file.gzip) candidates.push('gzip');
  candidates.push('identity');
  let best: Encoding | null = null;
  for (const coding of candidates)
    if (weight(coding) > 0 && (best === null || weight(coding) > weight(best))) best = coding;
  return best;
}

const etagOf = (file: WebFile, encoding: Encoding) =>
  `"${file.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;

/** If-None-Match holds any of this file's tags (weak comparison, RFC 9110 13.1.2): the browser's copy is current. */
function notModified(header: string | undefined, file: WebFile): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '');
    return opaque === `"${file.hash}"` || opaque === `"${file.hash}-br"` || opaque === `"${file.hash}-gzip"`;
  });
}

/** A single `bytes=` range of an uncompressed file (a video's seek, Safari's first request), or null for all. */
function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // The last N bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * Answers one file: 304, 206 or 200 in the chosen encoding (uncompressed when the request accepts none we have).
 * `vary`: the request headers that chose this file among others (the visitor's language, web-app.ts).
 */
export function sendWebFile(request: FastifyRequest, reply: FastifyReply, file: WebFile, vary?: string) {
  const compressible = Boolean(file.br || file.gzip);
  void reply.header('cache-control', file.cacheControl);
  const varies = [compressible ? 'Accept-Encoding' : '', vary ?? ''].filter(Boolean).join(', ');
  if (varies) void reply.header('vary', varies);
  const encoding = chooseEncoding(request.headers['accept-encoding'], file) ?? 'identity';
  void reply.header('etag', etagOf(file, encoding));
  if (notModified(request.headers['if-none-match'], file)) return reply.status(304).send();
  void reply.header('content-type', file.type);
  if (encoding !== 'identity') {
    const body = file[encoding === 'br' ? 'br' : 'gzip']!;
    return reply.header('content-encoding', encoding).header('content-length', body.length).send(body);
  }
  if (!compressible) {
    void reply.header('accept-ranges', 'bytes');
    const ifRange = request.headers['if-range'];
    const range =
      ifRange && ifRange !== etagOf(file, 'identity')
        ? null
        : byteRange(request.headers.range, file.identity.length);
    if (range === 'unsatisfiable') {
      return reply.status(416).header('content-range', `bytes */${file.identity.length}`).send();
    }
    if (range) {
      const body = file.identity.subarray(range.start, range.end + 1);
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.identity.length}`)
        .header('content-length', body.length)
        .send(body);
    }
  }
  return reply.header('content-length', file.identity.length).send(file.identity);
}
