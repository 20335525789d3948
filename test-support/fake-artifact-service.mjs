// A loopback fake of the GitHub Actions artifact service (results API, Twirp JSON) and of the
// Azure blob store it hands out signed URLs for, so @actions/artifact runs unmodified against it.
import { createServer } from 'node:http';

const TWIRP = '/twirp/github.actions.results.api.v1.ArtifactService/';

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
 * @typedef {object} FakeArtifactService
 * @property {string} url                     base URL for ACTIONS_RESULTS_URL
 * @property {StoredArtifact[]} artifacts     every artifact created, in order
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
      const artifact = { id: artifacts.length + 1, name: request.name, ...ids, expiresAt: request.expires_at, zip: Buffer.alloc(0), finalized: false };
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
      return send(res, 200, { artifacts: list.map((a) => ({ ...ids, database_id: String(a.id), name: a.name, size: String(a.zip.length) })) });
    }
    if (method === 'GetSignedArtifactURL') {
      if (!named) return send(res, 404, { code: 'not_found', msg: 'artifact not found' });
      return send(res, 200, { signed_url: `${base}/blob/${named.id}?sig=fake-signature` });
    }
    return send(res, 404, { code: 'bad_route', msg: `unknown method ${method}` });
  }

  /** @param {StoredArtifact} artifact @param {URL} url @param {Buffer} body @param {import('node:http').ServerResponse} res */
  function putBlob(artifact, url, body, res) {
    const comp = url.searchParams.get('comp');
    const staged = blocks.get(artifact.id) ?? new Map();
    blocks.set(artifact.id, staged);
    if (comp === 'block') {
      staged.set(url.searchParams.get('blockid') ?? '', body);
    } else if (comp === 'blocklist') {
      // The commit lists block ids in upload order: <Latest>id</Latest>…
      const order = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map((m) => m[1] ?? '');
      artifact.zip = Buffer.concat(order.map((id) => staged.get(id) ?? Buffer.alloc(0)));
    } else {
      artifact.zip = body;
    }
    res.writeHead(201, { etag: '"0x1"', 'last-modified': new Date().toUTCString(), 'x-ms-request-complete': 'true', 'x-ms-version': '2024-11-04' });
    res.end();
  }

  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url: base,
    artifacts,
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
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ scp: `Actions.GenericRead Actions.Results:${runBackendId}:${jobBackendId}` })}.`;
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
