// A loopback fake of the few GitHub REST endpoints the Action calls: issue comments (paginated),
// the token's identity (REST `GET /user` and GraphQL `viewer { login }`), workflow runs and their artifacts, the
// artifact download redirect, a pull
// request's changed files, the pull requests associated with a commit, the repository's default branch
// and the git data API (fake-git-data.mjs).
import { createServer } from 'node:http';
import { createFakeGitData } from './fake-git-data.mjs';

/**
 * @typedef {object} FakeComment
 * @property {number} id
 * @property {string} body
 * @property {{ login: string, type: string }} user
 * @property {{ slug: string } | null} performed_via_github_app
 * @property {string} html_url
 */

/**
 * @typedef {object} FakeRun
 * @property {number} id
 * @property {string} path                 workflow file, e.g. `.github/workflows/evals.yml`
 * @property {string} head_branch
 * @property {string} head_sha
 * @property {string} event
 * @property {string} conclusion          `success`, `failure`, …
 * @property {string} created_at
 * @property {string} headRepository      full name of the repository the commit came from
 */

/**
 * @typedef {object} FakeArtifact
 * @property {number} id
 * @property {number} runId
 * @property {string} name
 * @property {boolean} expired
 * @property {Buffer} zip
 */

/**
 * @typedef {object} FakePullFile
 * @property {string} filename
 * @property {string} [status]             `added`, `modified`, `removed`, `renamed` (default `modified`)
 * @property {string} [previous_filename]  the old name of a renamed file
 */

/**
 * @typedef {object} FakePull
 * @property {number} number
 * @property {string} state               `open` or `closed`
 * @property {string} headSha
 * @property {string} headRef
 * @property {string} baseRef
 * @property {string} headRepository      full name of the repository the head branch lives in
 */

/**
 * @typedef {object} FakeGithubOptions
 * @property {string} [repo]               `owner/name` (default `acme/widgets`)
 * @property {string} [selfLogin]          author of comments the token creates (default `github-actions[bot]`)
 * @property {boolean} [userEndpoint]      whether `GET /user` answers (a workflow GITHUB_TOKEN gets 403)
 * @property {boolean} [viewerRefused]     GraphQL answers `viewer` with an error (the identity cannot be learned)
 * @property {boolean} [viewerBotSuffix]   GraphQL's `viewer.login` of a bot keeps `[bot]` (both spellings are reported)
 * @property {number} [commentWriteStatus] force this status on comment create/update (e.g. 403)
 * @property {number} [actionsReadStatus]  force this status on workflow-run listings (e.g. 403)
 * @property {number} [contentsWriteStatus] force this status on git data writes (a token without contents: write: 403)
 * @property {string} [defaultBranch]      the repository's default branch (default `main`)
 */

/**
 * @typedef {object} FakeGithubApi
 * @property {string} url
 * @property {Map<number, FakeComment[]>} comments   per issue number
 * @property {Map<number, FakePullFile[]>} pullFiles  changed files per pull request number
 * @property {FakePull[]} pulls                       pull requests, for a commit's associated pulls
 * @property {FakeRun[]} runs
 * @property {FakeArtifact[]} artifacts
 * @property {{ method: string, path: string, query: string, auth: string, body: string }[]} requests
 * @property {import('./fake-git-data.mjs').FakeGitData} git  the repository's refs and objects
 * @property {(issue: number, count: number, login?: string, body?: (i: number) => string) => void} seedComments
 * @property {(run: Partial<FakeRun> & { id: number }) => FakeRun} addRun
 * @property {(artifact: Omit<FakeArtifact, 'id' | 'expired'> & { expired?: boolean }) => FakeArtifact} addArtifact
 * @property {() => Promise<void>} close
 */

/**
 * Starts the fake on 127.0.0.1 with a random port.
 * @param {FakeGithubOptions} [options]
 * @returns {Promise<FakeGithubApi>}
 */
export async function startFakeGithubApi(options = {}) {
  const repo = options.repo ?? 'acme/widgets';
  const selfLogin = options.selfLogin ?? 'github-actions[bot]';
  /** @type {Map<number, FakeComment[]>} */
  const comments = new Map();
  /** @type {FakeRun[]} */
  const runs = [];
  /** @type {FakeArtifact[]} */
  const artifacts = [];
  /** @type {Map<number, FakePullFile[]>} */
  const pullFiles = new Map();
  /** @type {FakePull[]} */
  const pulls = [];
  /** @type {{ method: string, path: string, query: string, auth: string, body: string }[]} */
  const requests = [];
  const git = createFakeGitData();
  let nextId = 1000;
  let base = '';

  /** @param {string} login @param {string} body @returns {FakeComment} */
  const comment = (login, body) => {
    const id = nextId++;
    // As GitHub: a comment written by an app's bot account names the app.
    const app = login.endsWith('[bot]')
      ? { id: nextId, slug: login.slice(0, -'[bot]'.length), name: login.slice(0, -'[bot]'.length) }
      : null;
    return {
      id,
      body,
      user: { login, type: login.endsWith('[bot]') ? 'Bot' : 'User' },
      performed_via_github_app: app,
      html_url: `https://github.com/${repo}/pull/1#issuecomment-${id}`,
    };
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const method = req.method ?? 'GET';
    const text = await readBody(req);
    requests.push({
      method,
      path: url.pathname,
      query: url.search,
      auth: String(req.headers.authorization ?? ''),
      body: text,
    });
    const input = text ? JSON.parse(text) : {};
    const prefix = `/repos/${repo}`;
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname;
    /** @type {RegExpExecArray | null} */
    let match = null;
    /** Whether the request's path matches `pattern`; its groups are left in `match`. */
    const routed = (/** @type {RegExp} */ pattern, subject = path) => {
      match = pattern.exec(subject);
      return match !== null;
    };

    if (method === 'POST' && url.pathname === '/graphql') {
      // `viewer.login` of a bot (workflow GITHUB_TOKEN, App installation token) is reported both as
      // the app's slug and with the `[bot]` REST logins carry; the slug unless told otherwise.
      if (!/\bviewer\b/.test(String(input.query)))
        return send(res, 200, { errors: [{ message: 'this fake answers viewer { login } only' }] });
      if (options.viewerRefused)
        return send(res, 200, {
          data: null,
          errors: [{ type: 'FORBIDDEN', message: 'Resource not accessible by integration' }],
        });
      return send(res, 200, {
        data: { viewer: { login: options.viewerBotSuffix ? selfLogin : selfLogin.replace(/\[bot\]$/, '') } },
      });
    }
    if (method === 'GET' && url.pathname === '/user') {
      return options.userEndpoint
        ? send(res, 200, { login: selfLogin })
        : send(res, 403, { message: 'Resource not accessible by integration' });
    }
    if (routed(/^\/issues\/(\d+)\/comments$/)) {
      const list = comments.get(Number(match[1])) ?? [];
      comments.set(Number(match[1]), list);
      if (method === 'GET') return sendPage(res, url, list);
      if (options.commentWriteStatus)
        return send(res, options.commentWriteStatus, { message: 'Resource not accessible by integration' });
      const created = comment(selfLogin, String(input.body));
      list.push(created);
      return send(res, 201, created);
    }
    if (routed(/^\/issues\/comments\/(\d+)$/) && method === 'PATCH') {
      if (options.commentWriteStatus)
        return send(res, options.commentWriteStatus, { message: 'Resource not accessible by integration' });
      const found = [...comments.values()].flat().find((c) => c.id === Number(match[1]));
      if (!found) return send(res, 404, { message: 'Not Found' });
      // As GitHub: a token with write access to the pull request may edit anyone's comment there.
      found.body = String(input.body);
      return send(res, 200, found);
    }
    if (routed(/^\/pulls\/(\d+)\/files$/) && method === 'GET') {
      const files = (pullFiles.get(Number(match[1])) ?? []).map((f, i) => ({
        sha: `f${i}`,
        status: 'modified',
        additions: 1,
        deletions: 0,
        changes: 1,
        ...f,
      }));
      return sendPage(res, url, files);
    }
    if (routed(/^\/commits\/([0-9a-f]+)\/pulls$/) && method === 'GET') {
      return sendPage(res, url, pulls.filter((p) => p.headSha === match[1]).map(publicPull));
    }
    if (routed(/^\/actions\/workflows\/([^/]+)\/runs$/) && method === 'GET') {
      if (options.actionsReadStatus)
        return send(res, options.actionsReadStatus, { message: 'Resource not accessible by integration' });
      const file = decodeURIComponent(match[1] ?? '');
      const q = url.searchParams;
      const selected = runs
        .filter((r) => r.path.endsWith(`/${file}`) || r.path === file)
        .filter(
          (r) =>
            (!q.get('branch') || r.head_branch === q.get('branch')) && (!q.get('event') || r.event === q.get('event')),
        )
        .filter((r) => !q.get('status') || r.conclusion === q.get('status'))
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .map(publicRun);
      return sendPage(res, url, selected, 'workflow_runs');
    }
    if (routed(/^\/actions\/runs\/(\d+)\/artifacts$/) && method === 'GET') {
      const name = url.searchParams.get('name');
      const list = artifacts
        .filter((a) => a.runId === Number(match[1]) && (!name || a.name === name))
        .map(publicArtifact);
      return sendPage(res, url, list, 'artifacts');
    }
    if (routed(/^\/actions\/artifacts\/(\d+)\/zip$/) && method === 'GET') {
      const found = artifacts.find((a) => a.id === Number(match[1]));
      if (!found || found.expired)
        return send(res, found ? 410 : 404, { message: found ? 'Artifact has expired' : 'Not Found' });
      res.writeHead(302, { location: `${base}/_blobs/${found.id}.zip?sig=fake` });
      return res.end();
    }
    if (routed(/^\/_blobs\/(\d+)\.zip$/, url.pathname) && method === 'GET') {
      const found = artifacts.find((a) => a.id === Number(match[1]));
      if (!found) return send(res, 404, { message: 'Not Found' });
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': found.zip.length });
      return res.end(found.zip);
    }
    if (method === 'GET' && url.pathname === prefix) {
      return send(res, 200, { full_name: repo, default_branch: options.defaultBranch ?? 'main' });
    }
    if (url.pathname.startsWith(`${prefix}/git/`)) {
      if (options.contentsWriteStatus && method !== 'GET')
        return send(res, options.contentsWriteStatus, { message: 'Resource not accessible by integration' });
      const answer = await git.route(method, path, input, url);
      if (answer) return send(res, answer[0], answer[1]);
    }
    send(res, 404, { message: `Not Found: ${method} ${url.pathname}` });
  });

  /** @param {FakeRun} run */
  const publicRun = (run) => ({
    id: run.id,
    path: run.path,
    head_branch: run.head_branch,
    head_sha: run.head_sha,
    event: run.event,
    status: 'completed',
    conclusion: run.conclusion,
    created_at: run.created_at,
    html_url: `https://github.com/${repo}/actions/runs/${run.id}`,
    head_repository: { full_name: run.headRepository },
    repository: { full_name: repo },
  });
  /** @param {FakePull} p */
  const publicPull = (p) => ({
    number: p.number,
    state: p.state,
    html_url: `https://github.com/${repo}/pull/${p.number}`,
    head: { ref: p.headRef, sha: p.headSha, repo: { full_name: p.headRepository } },
    base: { ref: p.baseRef, repo: { full_name: repo } },
  });
  /** @param {FakeArtifact} a */
  const publicArtifact = (a) => ({
    id: a.id,
    name: a.name,
    expired: a.expired,
    size_in_bytes: a.zip.length,
    workflow_run: { id: a.runId },
  });

  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url: base,
    comments,
    runs,
    artifacts,
    pullFiles,
    pulls,
    requests,
    git,
    seedComments(issue, count, login = 'someone', body = (i) => `comment ${i}`) {
      const list = comments.get(issue) ?? [];
      for (let i = 0; i < count; i++) list.push(comment(login, body(i)));
      comments.set(issue, list);
    },
    addRun(run) {
      const full = {
        path: '.github/workflows/evals.yml',
        head_branch: 'main',
        head_sha: `${String(run.id).padStart(7, '0')}deadbeefcafe`,
        event: 'push',
        conclusion: 'success',
        created_at: new Date().toISOString(),
        headRepository: repo,
        ...run,
      };
      runs.push(full);
      return full;
    },
    addArtifact(artifact) {
      const full = { id: nextId++, expired: false, ...artifact };
      artifacts.push(full);
      return full;
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * Serves one page (`per_page`, `page`) with a `Link: rel="next"` header, like GitHub.
 * @param {import('node:http').ServerResponse} res @param {URL} url @param {unknown[]} items @param {string} [key]
 */
function sendPage(res, url, items, key) {
  const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
  const page = Number(url.searchParams.get('page') ?? 1);
  const slice = items.slice((page - 1) * perPage, page * perPage);
  /** @type {Record<string, string>} */
  const headers = { 'content-type': 'application/json' };
  if (page * perPage < items.length) {
    const next = new URL(url);
    next.searchParams.set('page', String(page + 1));
    headers.link = `<${next.href}>; rel="next"`;
  }
  res.writeHead(200, headers);
  res.end(JSON.stringify(key ? { total_count: items.length, [key]: slice } : slice));
}

/** @param {import('node:http').IncomingMessage} req @returns {Promise<string>} */
function readBody(req) {
  return new Promise((resolve, reject) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body */
function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
