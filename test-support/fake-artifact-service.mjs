// A loopback fake of the GitHub Actions results API (Twirp JSON): the artifact service and the
// cache service (v2), and of the Azure blob store they hand out signed URLs for, so
// @actions/artifact and @actions/cache run unmodified against it.
import { createServer } from 'node:http';

const TWIRP = '/twirp/github.actions.results.api.v1.ArtifactService/';
const CACHE_TWIRP = '/twirp/github.actions.results.api.v1.CacheService/';

/**
 * @typedef {object} StoredArtifact
 * @property {number} id
 * @property {string} name
 * @property {string} runBackendId
 * @property {string} jobBackendId
 * @property {string | undefined} expiresAt  ISO timestamp from CreateArtifact, when retention was set
 * @property {Buffer} zip                    the bytes uploaded to the blob (empty until committed)
 * @property {boolean} finalized
 */

/**
 * @typedef {object} StoredCacheEntry
 * @property {number} id
 * @property {string} key
 * @property {string} version                 hash of the cached paths and the compression, sent by the client
 * @property {Buffer} archive                 the uploaded tar (empty until uploaded)
 * @property {boolean} finalized
 */

/**
 * @typedef {object} FakeArtifactService
 * @property {string} url                     base URL for ACTIONS_RESULTS_URL
 * @property {StoredArtifact[]} artifacts     every artifact created, in order
 * @property {StoredCacheEntry[]} caches      every cache entry reserved, in order (newest last)
 * @property {{ method: string, path: string, query: string }[]} requests
 * @property {() => Promise<void>} close
 */

/**
 * Starts the fake on 127.0.0.1 with a random port. Blob uploads are accepted as Azure block-blob
 * staging (`PUT ?comp=block&blockid=…` then `PUT ?comp=blocklist`) or as one plain PUT.
 * @returns {Promise<FakeArtifactService>}
 */
export async function startFakeArtifactService() {
  /** @type {StoredArtifact[]} */
  const artifacts = [];
  /** @type {Map<number, Map<string, Buffer>>} staged blocks per artifact id */
  const blocks = new Map();
  /** @type {StoredCacheEntry[]} */
  const caches = [];
  /** @type {{ method: string, path: string, query: string }[]} */
  const requests = [];
  let base = '';

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    requests.push({ method: req.method ?? '', path: url.pathname, query: url.search });
    const body = await readBody(req);
    try {
      if (req.method === 'POST' && url.pathname.startsWith(TWIRP)) {
        return twirp(url.pathname.slice(TWIRP.length), JSON.parse(body.toString('utf8') || '{}'), res);
      }
      if (req.method === 'POST' && url.pathname.startsWith(CACHE_TWIRP)) {
        return cacheTwirp(url.pathname.slice(CACHE_TWIRP.length), JSON.parse(body.toString('utf8') || '{}'), res);
      }
      const cacheBlob = /^\/cache-blob\/(\d+)$/.exec(url.pathname);
      const entry = cacheBlob ? caches.find((c) => c.id === Number(cacheBlob[1])) : undefined;
      if (entry && req.method === 'PUT') {
        entry.archive = body;
        return blobCreated(res);
      }
      if (entry && (req.method === 'GET' || req.method === 'HEAD')) return getRange(entry.archive, req, res);
      const blob = /^\/blob\/(\d+)$/.exec(url.pathname);
      const artifact = blob ? artifacts.find((a) => a.id === Number(blob[1])) : undefined;
      if (artifact && req.method === 'PUT') return putBlob(artifact, url, body, res);
      if (artifact && req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'application/zip', 'content-length': artifact.zip.length });
        return res.end(artifact.zip);
      }
      send(res, 404, { msg: `no route ${req.method} ${url.pathname}` });
    } catch (error) {
      send(res, 500, { msg: String(error) });
    }
  });

  /** @param {string} method @param {Record<string, any>} request @param {import('node:http').ServerResponse} res */
  function twirp(method, request, res) {
    const ids = { runBackendId: request.workflow_run_backend_id, jobBackendId: request.workflow_job_run_backend_id };
    if (method === 'CreateArtifact') {
      const artifact = {
        id: artifacts.length + 1,
        name: request.name,
        ...ids,
        expiresAt: request.expires_at,
        zip: Buffer.alloc(0),
        finalized: false,
      };
      artifacts.push(artifact);
      return send(res, 200, { ok: true, signed_upload_url: `${base}/blob/${artifact.id}?sig=fake-signature` });
    }
    const named = artifacts.find((a) => a.name === request.name && a.runBackendId === ids.runBackendId);
    if (method === 'FinalizeArtifact') {
      if (!named) return send(res, 404, { code: 'not_found', msg: 'artifact not found' });
      named.finalized = true;
      return send(res, 200, { ok: true, artifact_id: String(named.id) });
    }
    if (method === 'ListArtifacts') {
      const list = artifacts.filter((a) => a.finalized && a.runBackendId === ids.runBackendId);
      return send(res, 200, {
        artifacts: list.map((a) => ({ ...ids, database_id: String(a.id), name: a.name, size: String(a.zip.length) })),
      });
    }
    if (method === 'GetSignedArtifactURL') {
      if (!named) return send(res, 404, { code: 'not_found', msg: 'artifact not found' });
      return send(res, 200, { signed_url: `${base}/blob/${named.id}?sig=fake-signature` });
    }
    return send(res, 404, { code: 'bad_route', msg: `unknown method ${method}` });
  }

  /**
   * The cache service: an entry is reserved (CreateCacheEntry), uploaded to its signed URL and
   * finalized; a lookup matches the key exactly, then each restore key as a prefix, newest first,
   * and only entries of the same version (the same paths and compression).
   * @param {string} method @param {Record<string, any>} request @param {import('node:http').ServerResponse} res
   */
  function cacheTwirp(method, request, res) {
    const version = String(request.version ?? '');
    if (method === 'CreateCacheEntry') {
      if (caches.some((c) => c.key === request.key && c.version === version)) {
        return send(res, 409, {
          code: 'already_exists',
          msg: 'cache entry with the same key, version, and scope already exists',
        });
      }
      const entry = {
        id: caches.length + 1,
        key: String(request.key),
        version,
        archive: Buffer.alloc(0),
        finalized: false,
      };
      caches.push(entry);
      return send(res, 200, { ok: true, signed_upload_url: `${base}/cache-blob/${entry.id}?sig=fake-signature` });
    }
    if (method === 'FinalizeCacheEntryUpload') {
      const entry = caches.find((c) => c.key === request.key && c.version === version && !c.finalized);
      if (!entry) return send(res, 404, { code: 'not_found', msg: 'cache entry not found' });
      entry.finalized = true;
      return send(res, 200, { ok: true, entry_id: String(entry.id) });
    }
    if (method === 'GetCacheEntryDownloadURL') {
      const usable = caches.filter((c) => c.finalized && c.version === version).reverse();
      const prefixes = Array.isArray(request.restore_keys) ? request.restore_keys.map(String) : [];
      const found =
        usable.find((c) => c.key === request.key) ??
        prefixes.map((p) => usable.find((c) => c.key.startsWith(p))).find((c) => c !== undefined);
      if (!found) return send(res, 200, { ok: false });
      return send(res, 200, {
        ok: true,
        signed_download_url: `${base}/cache-blob/${found.id}?sig=fake-signature`,
        matched_key: found.key,
      });
    }
    return send(res, 404, { code: 'bad_route', msg: `unknown method ${method}` });
  }

  /**
   * @param {StoredArtifact} artifact
   * @param {URL} url
   * @param {Buffer} body
   * @param {import('node:http').ServerResponse} res
   */
  function putBlob(artifact, url, body, res) {
    const comp = url.searchParams.get('comp');
    const staged = blocks.get(artifact.id) ?? new Map();
    blocks.set(artifact.id, staged);
    if (comp === 'block') {
      staged.set(url.searchParams.get('blockid') ?? '', body);
    } else if (comp === 'blocklist') {
      // The commit lists block ids in upload order: <Latest>id</Latest>…
      const order = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map(
        (m) => m[1] ?? '',
      );
      artifact.zip = Buffer.concat(order.map((id) => staged.get(id) ?? Buffer.alloc(0)));
    } else {
      artifact.zip = body;
    }
    blobCreated(res);
  }

  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url: base,
    artifacts,
    caches,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * An unsigned JWT carrying the `Actions.Results:<runId>:<jobId>` scope @actions/artifact reads;
 * the fake never checks signatures, exactly like the library (it only decodes).
 * @param {string} runBackendId
 * @param {string} jobBackendId
 */
export function fakeRuntimeToken(runBackendId, jobBackendId) {
  const part = (/** @type {object} */ value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const scope = `Actions.GenericRead Actions.Results:${runBackendId}:${jobBackendId}`;
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ scp: scope })}.`;
}

/** @param {import('node:http').ServerResponse} res */
function blobCreated(res) {
  res.writeHead(201, {
    etag: '"0x1"',
    'last-modified': new Date().toUTCString(),
    'x-ms-request-complete': 'true',
    'x-ms-version': '2024-11-04',
  });
  res.end();
}

/**
 * A blob read as Azure serves it: HEAD for its properties, GET whole or by `x-ms-range` / `range`.
 * @param {Buffer} data @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
function getRange(data, req, res) {
  const headers = {
    'content-type': 'application/octet-stream',
    'x-ms-blob-type': 'BlockBlob',
    etag: '"0x1"',
    'last-modified': new Date().toUTCString(),
    'accept-ranges': 'bytes',
  };
  const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers['x-ms-range'] ?? req.headers.range ?? ''));
  if (req.method === 'HEAD' || !range) {
    res.writeHead(200, { ...headers, 'content-length': data.length });
    return res.end(req.method === 'HEAD' ? undefined : data);
  }
  const start = Number(range[1]);
  const end = range[2] ? Math.min(Number(range[2]), data.length - 1) : data.length - 1;
  const slice = data.subarray(start, end + 1);
  res.writeHead(206, {
    ...headers,
    'content-length': slice.length,
    'content-range': `bytes ${start}-${end}/${data.length}`,
  });
  res.end(slice);
}

/** @param {import('node:http').IncomingMessage} req @returns {Promise<Buffer>} */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body */
function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
