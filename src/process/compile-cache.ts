import nodeModule from 'node:module';

/** The part of `node:module` this needs: `enableCompileCache` exists from Node 22.1 on. */
export interface CompileCacheHost {
  enableCompileCache?: () => unknown;
}

/**
 * Lets Node keep V8's compiled code of the modules a command loads on disk (`os.tmpdir()/
 * node-compile-cache`, or the folder `NODE_COMPILE_CACHE` names; `NODE_DISABLE_COMPILE_CACHE=1`
 * turns it off), so the next start of the same build compiles only what changed. Called first thing
 * by the CLI, before its commands' chunks are imported. Node never throws for it (a folder it cannot
 * write is reported in the value it returns, which a start-up has no use for); Node 20 has no such
 * cache and starts as before. Returns whether the cache was asked for.
 */
export function enableCompileCache(host: CompileCacheHost = nodeModule as CompileCacheHost): boolean {
  if (typeof host.enableCompileCache !== 'function') return false;
  host.enableCompileCache();
  return true;
}
