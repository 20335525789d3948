// The git data API of the loopback fake GitHub (refs, commits, trees, blobs), as GitHub documents it:
// `GET /git/ref/heads/{branch}` answers 404 for a branch that does not exist, `POST /git/refs` 422
// "Reference already exists", `PATCH /git/refs/heads/{branch}` without `force` 422 "Update is not a
// fast forward" when the new commit does not descend from the branch's head, `POST /git/trees` with
// `base_tree` changes nested paths of that tree (`sha: null` removes a file, and removing a file that
// is not there is an error), `GET /git/blobs/{sha}` answers base64 in lines of 60 characters.
import { createHash } from 'node:crypto';

/**
 * @typedef {{ name: string, mode: string, type: 'blob' | 'tree', sha: string }} FakeTreeEntry
 * @typedef {{ type: 'blob', content: Buffer } | { type: 'tree', entries: FakeTreeEntry[] }
 *   | { type: 'commit', tree: string, parents: string[], message: string }} FakeGitObject
 */

/**
 * @typedef {object} FakeGitData
 * @property {Map<string, string>} refs               `heads/<branch>` → commit sha
 * @property {Map<string, FakeGitObject>} objects
 * @property {(count: number) => void} holdRefWrites  the next `count` ref writes (create or update)
 *   wait until all `count` have arrived, then apply in arrival order: writers that read the same head
 *   race for it
 * @property {(branch: string) => Map<string, Buffer>} filesOf  every file of a branch's head, by path
 * @property {(branch: string) => string[]} historyOf  commit messages from the head back to the root
 * @property {(method: string, path: string, input: any, url: URL) => Promise<[number, unknown] | undefined>} route
 */

/** @returns {FakeGitData} */
export function createFakeGitData() {
  /** @type {Map<string, string>} */
  const refs = new Map();
  /** @type {Map<string, FakeGitObject>} */
  const objects = new Map();
  /** @type {{ count: number, waiting: (() => void)[] } | undefined} */
  let hold;

  /** @param {FakeGitObject} object */
  const store = (object) => {
    const body =
      object.type === 'blob'
        ? object.content
        : Buffer.from(JSON.stringify(object.type === 'tree' ? object.entries : object));
    const sha = createHash('sha1')
      .update(Buffer.concat([Buffer.from(`${object.type} ${body.length}\0`), body]))
      .digest('hex');
    objects.set(sha, object);
    return sha;
  };
  const emptyTree = store({ type: 'tree', entries: [] });

  /** @param {string} sha @param {string} type */
  const get = (sha, type) => {
    const found = objects.get(sha);
    return found?.type === type ? found : undefined;
  };

  /**
   * The tree `treeSha` with `path` set to `entry` (or removed when `entry` is null); folders on the way
   * are made or changed. Undefined when a removed path is not there.
   * @param {string} treeSha @param {string[]} parts @param {FakeTreeEntry | null} entry @returns {string | undefined}
   */
  const setPath = (treeSha, parts, entry) => {
    const tree = /** @type {{ entries: FakeTreeEntry[] }} */ (get(treeSha, 'tree'));
    const [name, ...rest] = parts;
    const entries = tree.entries.filter((e) => e.name !== name);
    const current = tree.entries.find((e) => e.name === name);
    if (rest.length === 0) {
      if (entry === null && current?.type !== 'blob') return undefined;
      if (entry) entries.push({ ...entry, name: String(name) });
    } else {
      if (entry === null && current?.type !== 'tree') return undefined;
      const below = setPath(current?.type === 'tree' ? current.sha : emptyTree, rest, entry);
      if (below === undefined) return undefined;
      const sub = /** @type {{ entries: FakeTreeEntry[] }} */ (get(below, 'tree'));
      // As in git, a folder left empty is no entry at all.
      if (sub.entries.length > 0) entries.push({ name: String(name), mode: '040000', type: 'tree', sha: below });
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : 1));
    return store({ type: 'tree', entries });
  };

  /** Entries of a tree as GitHub lists them, paths relative to it; recursively when asked. @returns {object[]} */
  const listTree = (/** @type {string} */ sha, /** @type {boolean} */ recursive, prefix = '') => {
    const tree = /** @type {{ entries: FakeTreeEntry[] }} */ (get(sha, 'tree'));
    return tree.entries.flatMap((e) => {
      const path = `${prefix}${e.name}`;
      const blob = e.type === 'blob' ? /** @type {{ content: Buffer }} */ (get(e.sha, 'blob')) : undefined;
      const item = { path, mode: e.mode, type: e.type, sha: e.sha, ...(blob ? { size: blob.content.length } : {}) };
      return recursive && e.type === 'tree' ? [item, ...listTree(e.sha, true, `${path}/`)] : [item];
    });
  };

  /** Whether commit `ancestor` is `sha` or one of its ancestors. */
  const descends = (/** @type {string} */ sha, /** @type {string} */ ancestor) => {
    const seen = new Set();
    const queue = [sha];
    while (queue.length > 0) {
      const next = /** @type {string} */ (queue.shift());
      if (next === ancestor) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      const commit = get(next, 'commit');
      if (commit?.type === 'commit') queue.push(...commit.parents);
    }
    return false;
  };

  /** Waits while ref writes are held, so that the held ones all see the head they read. */
  const refWriteTurn = () => {
    if (!hold) return Promise.resolve();
    const current = hold;
    return new Promise((resolve) => {
      current.waiting.push(() => resolve(undefined));
      if (current.waiting.length >= current.count) {
        hold = undefined;
        for (const go of current.waiting) go();
      }
    });
  };

  const refBody = (/** @type {string} */ name, /** @type {string} */ sha) => ({
    ref: `refs/${name}`,
    node_id: `REF_${sha.slice(0, 8)}`,
    object: { type: 'commit', sha },
  });
  const commitBody = (/** @type {string} */ sha) => {
    const commit = /** @type {{ tree: string, parents: string[], message: string }} */ (get(sha, 'commit'));
    return {
      sha,
      message: commit.message,
      tree: { sha: commit.tree },
      parents: commit.parents.map((p) => ({ sha: p })),
    };
  };
  const invalid = (/** @type {string} */ message) => /** @type {[number, unknown]} */ ([422, { message }]);
  const notFound = /** @type {[number, unknown]} */ ([404, { message: 'Not Found' }]);

  /** @type {FakeGitData['route']} */
  async function route(method, encodedPath, input, url) {
    // Octokit sends a ref's name encoded (`heads%2Fmain`), as GitHub accepts it.
    const path = decodeURIComponent(encodedPath);
    let m = /^\/git\/ref\/(heads\/.+)$/.exec(path);
    if (m && method === 'GET') {
      const sha = refs.get(m[1] ?? '');
      return sha ? [200, refBody(m[1] ?? '', sha)] : notFound;
    }
    if (path === '/git/refs' && method === 'POST') {
      const ref = String(input.ref ?? '');
      if (!/^refs\/.+\/.+/.test(ref)) return invalid('Reference name must start with refs/ and have two slashes');
      if (!get(String(input.sha), 'commit')) return invalid('Object does not exist');
      await refWriteTurn();
      const name = ref.slice('refs/'.length);
      if (refs.has(name)) return invalid('Reference already exists');
      refs.set(name, String(input.sha));
      return [201, refBody(name, String(input.sha))];
    }
    m = /^\/git\/refs\/(heads\/.+)$/.exec(path);
    if (m && method === 'PATCH') {
      const name = m[1] ?? '';
      if (!get(String(input.sha), 'commit')) return invalid('Object does not exist');
      await refWriteTurn();
      const head = refs.get(name);
      if (!head) return invalid('Reference does not exist');
      if (!input.force && !descends(String(input.sha), head)) return invalid('Update is not a fast forward');
      refs.set(name, String(input.sha));
      return [200, refBody(name, String(input.sha))];
    }
    if (path === '/git/blobs' && method === 'POST') {
      const content = Buffer.from(String(input.content ?? ''), input.encoding === 'base64' ? 'base64' : 'utf8');
      return [201, { sha: store({ type: 'blob', content }) }];
    }
    m = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(path);
    if (m && method === 'GET') {
      const blob = get(m[1] ?? '', 'blob');
      if (blob?.type !== 'blob') return notFound;
      const base64 = (blob.content.toString('base64').match(/.{1,60}/g) ?? []).join('\n');
      return [200, { sha: m[1], size: blob.content.length, encoding: 'base64', content: `${base64}\n` }];
    }
    if (path === '/git/trees' && method === 'POST') {
      let tree = input.base_tree ? String(input.base_tree) : emptyTree;
      if (!get(tree, 'tree')) return invalid('base_tree is not a valid tree oid');
      for (const item of /** @type {any[]} */ (input.tree ?? [])) {
        const entry =
          item.sha === null
            ? null
            : {
                name: '',
                mode: String(item.mode),
                type: item.type,
                sha: String(item.sha ?? store({ type: 'blob', content: Buffer.from(String(item.content)) })),
              };
        if (entry && !get(entry.sha, entry.type)) return invalid(`tree.sha ${entry.sha} is not a valid ${entry.type}`);
        const next = setPath(tree, String(item.path).split('/'), entry);
        // GitHub: "Returns an error if you try to delete a file that does not exist."
        if (next === undefined) return invalid(`tree.path ${item.path} does not exist to delete`);
        tree = next;
      }
      return [201, { sha: tree, tree: listTree(tree, false), truncated: false }];
    }
    m = /^\/git\/trees\/([0-9a-f]{40})$/.exec(path);
    if (m && method === 'GET') {
      if (!get(m[1] ?? '', 'tree')) return notFound;
      const recursive = Boolean(url.searchParams.get('recursive'));
      return [200, { sha: m[1], tree: listTree(m[1] ?? '', recursive), truncated: false }];
    }
    if (path === '/git/commits' && method === 'POST') {
      const parents = /** @type {string[]} */ (input.parents ?? []).map(String);
      if (!get(String(input.tree), 'tree') || parents.some((p) => !get(p, 'commit')))
        return invalid('Tree SHA does not exist or a parent is not a commit');
      const sha = store({ type: 'commit', tree: String(input.tree), parents, message: String(input.message) });
      return [201, commitBody(sha)];
    }
    m = /^\/git\/commits\/([0-9a-f]{40})$/.exec(path);
    if (m && method === 'GET') return get(m[1] ?? '', 'commit') ? [200, commitBody(m[1] ?? '')] : notFound;
    return undefined;
  }

  /** @param {string} branch */
  const headOf = (branch) => {
    const sha = refs.get(`heads/${branch}`);
    if (!sha) throw new Error(`no branch ${branch}`);
    return sha;
  };

  return {
    refs,
    objects,
    route,
    holdRefWrites(count) {
      hold = { count, waiting: [] };
    },
    filesOf(branch) {
      const commit = /** @type {{ tree: string }} */ (get(headOf(branch), 'commit'));
      const files = new Map();
      for (const item of /** @type {{ path: string, type: string, sha: string }[]} */ (listTree(commit.tree, true)))
        if (item.type === 'blob')
          files.set(item.path, /** @type {{ content: Buffer }} */ (get(item.sha, 'blob')).content);
      return files;
    },
    historyOf(branch) {
      const messages = [];
      for (let sha = headOf(branch); sha; ) {
        const commit = /** @type {{ parents: string[], message: string }} */ (get(sha, 'commit'));
        messages.push(commit.message);
        sha = commit.parents[0] ?? '';
      }
      return messages;
    },
  };
}
