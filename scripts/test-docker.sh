#!/usr/bin/env bash
# npm run test:docker — build the AgentV image and prove `docker run agentv eval …` works end to end.
#
# Needs a built bundle (npm run bundle). Not part of .ci/run: a CI machine may have no Docker engine.
# Uses the `docker` on the PATH and the Dockerfile's default base image. Every container runs with
# --network none, so an engine without bridge networking or iptables is enough. Where the engine has
# to be started first, AGENTV_DOCKER_UP names a script that starts it and, given --print-env, prints
# the shell exports (DOCKER_HOST) that reach it; where no registry is reachable, NODE_IMAGE names a
# base image the engine already holds.
#
# Overrides: AGENTV_DOCKER_UP (engine start script), NODE_IMAGE (base image), AGENTV_IMAGE (tag).
set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
docker_up=${AGENTV_DOCKER_UP:-}
image=${AGENTV_IMAGE:-agentv:test}
suite=docs/examples/simple/evals/example.test.yaml
out=.agentv/results/docker.jsonl

say() { echo "test:docker: $*"; }
fail() { echo "test:docker: FAIL: $*" >&2; exit 1; }

[[ -f $repo_root/dist/cli/index.js ]] || fail "dist/cli/index.js is missing; run \`npm run bundle\` first (the image copies the bundle, it does not build it)"
[[ -f $repo_root/$suite ]] || fail "the example suite $suite is missing"

if [[ -n $docker_up ]]; then
  [[ -f $docker_up ]] || fail "AGENTV_DOCKER_UP=$docker_up is not a file"
  say "starting the Docker engine with $docker_up"
  # --print-env rather than `source`: sourcing would let its variables (image, root, …) clobber ours.
  engine_env=$(bash "$docker_up" --print-env) || fail "$docker_up could not start Docker (see its messages above)"
  eval "$engine_env"
fi
command -v docker >/dev/null || fail "docker is not installed"
docker version >/dev/null 2>&1 || fail "no Docker engine answers (DOCKER_HOST=${DOCKER_HOST:-unset})"

version=$(node -p "require('$repo_root/package.json').version")
build_args=(--build-arg "VERSION=$version")
[[ -n ${NODE_IMAGE:-} ]] && build_args+=(--build-arg "NODE_IMAGE=$NODE_IMAGE")
say "building $image (base ${NODE_IMAGE:-from the Dockerfile}, --network none)"
docker build --network none "${build_args[@]}" -t "$image" "$repo_root" \
  || fail "docker build failed (see the build log above)"

say "docker run $image --help"
help=$(docker run --rm --network none "$image" --help 2>&1) || fail "\`--help\` exited non-zero: $help"
echo "$help"
grep -q eval <<<"$help" || fail "\`--help\` does not mention the eval command"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/agentv-docker-test.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# A copy, so the container writes nowhere in the working tree. Old results and .env stay behind:
# the run must create its own results file and a dry run needs no secrets.
tar -C "$repo_root" --exclude=node_modules --exclude=./.git --exclude=./.env \
  --exclude=./.agentv/results --exclude=./dist --exclude=./coverage -cf - . | tar -C "$tmp" -xf -
say "copied the repository (without node_modules, .git, dist) to $tmp"

run_suite() { # $1 = --user value, $2 = results file (relative to the project)
  say "docker run --network none -v $tmp:/work -w /work --user $1 $image eval $suite --dry-run --out $2"
  docker run --rm --network none -v "$tmp:/work" -w /work --user "$1" "$image" \
    eval "$suite" --dry-run --out "$2" \
    || fail "\`eval --dry-run\` exited non-zero as user $1 (its output is above)"
}

# Prints "<n> valid JSON records for <m> cases", or the first problem and exits non-zero.
check_results() { # $1 = results file on the host
  (cd "$repo_root" && node --input-type=module -e '
    import { readFileSync } from "node:fs";
    import { parse } from "yaml";
    const [resultsFile, suiteFile] = process.argv.slice(1);
    const suite = parse(readFileSync(suiteFile, "utf8"));
    const cases = suite.evalcases ?? suite.testcases ?? [];
    const variants = Math.max(1, suite.prompts?.length ?? 0);
    const iterations = suite.iterations ?? 1;
    const expected = cases.length * variants * iterations;
    const problem = (message) => { console.log(message); process.exit(1); };
    const lines = readFileSync(resultsFile, "utf8").split("\n").filter((l) => l.trim() !== "");
    const seen = new Set();
    lines.forEach((line, i) => {
      let record;
      try { record = JSON.parse(line); } catch (e) { problem(`line ${i + 1} is not JSON: ${e.message}`); }
      const where = `line ${i + 1} (${record.eval_id})`;
      if (typeof record.eval_id !== "string") problem(`line ${i + 1} has no eval_id`);
      if (!cases.some((c) => c.id === record.eval_id)) problem(`${where}: not a case of ${suiteFile}`);
      if (typeof record.score !== "number" || record.score < 0 || record.score > 1) problem(`${where}: score ${record.score} is not in [0, 1]`);
      if (record.error !== undefined) problem(`${where}: the case failed to run: ${JSON.stringify(record.error)}`);
      const key = `${record.eval_id}|${record.prompt_id ?? ""}|${record.iteration ?? ""}`;
      if (seen.has(key)) problem(`${where}: a second record for the same case`);
      seen.add(key);
    });
    if (lines.length !== expected) problem(`${lines.length} records, expected ${expected} (${cases.length} cases x ${variants} prompt variants x ${iterations} iterations)`);
    console.log(`${lines.length} valid JSON records for ${cases.length} cases`);
  ' -- "$1" "$suite")
}

run_suite "$(id -u):$(id -g)" "$out"
[[ -s $tmp/$out ]] || fail "the container wrote no results file at $out"
summary=$(check_results "$tmp/$out" 2>&1) || fail "bad results in $out: $summary"
say "results on the host: $out holds $summary"

if [[ $(id -u) == 0 ]]; then
  # Running as root proves nothing about non-root use; repeat as an unknown uid with no home.
  chmod -R a+rwX "$tmp"
  run_suite 65534:65534 .agentv/results/docker-nobody.jsonl
  summary=$(check_results "$tmp/.agentv/results/docker-nobody.jsonl" 2>&1) || fail "bad results as uid 65534: $summary"
  say "as uid 65534 (no passwd entry, no home): $summary"
fi

# docker/action.yml as GitHub's runner starts it: workspace at /github/workspace, inputs as INPUT_*
# variables, the action's own entrypoint and args, outputs appended to $GITHUB_OUTPUT.
mapfile -d '' -t action < <(cd "$repo_root" && node --input-type=module -e '
  import { readFileSync } from "node:fs";
  import { parse } from "yaml";
  const { runs } = parse(readFileSync("docker/action.yml", "utf8"));
  for (const part of [runs.entrypoint, ...runs.args]) process.stdout.write(`${part}\0`);
')
(( ${#action[@]} >= 1 )) || fail "docker/action.yml has no runs.entrypoint"
action_out=.agentv/results/docker-action.jsonl
say "docker/action.yml: entrypoint ${action[0]} with INPUT_PATHS=$suite INPUT_ARGS=--dry-run"
docker run --rm --network none -v "$tmp:/github/workspace" -w /github/workspace --user "$(id -u):$(id -g)" \
  -e INPUT_PATHS="$suite" -e INPUT_OUT="$action_out" -e INPUT_ARGS=--dry-run \
  -e GITHUB_OUTPUT=/github/workspace/.agentv/github-output --entrypoint "${action[0]}" "$image" "${action[@]:1}" \
  || fail "the container action exited non-zero (its output is above)"
summary=$(check_results "$tmp/$action_out" 2>&1) || fail "bad results from the container action: $summary"
grep -qx "results-file=$action_out" "$tmp/.agentv/github-output" 2>/dev/null \
  || fail "the container action did not set the results-file output"
say "container action: $summary, output results-file=$action_out"

# docs/ci/gitlab-ci.yml's job as GitLab's runner runs it: the image with its entrypoint cleared, the
# script in a shell, the checkout as working directory. A default-branch run records the baseline;
# a branch run compares with it, passes its gates and keeps every artifact.
ci_run() { # $1 = branch
  say "docs/ci/agentv-ci.sh in the image on branch $1"
  docker run --rm --network none -v "$tmp:/work" -w /work --user "$(id -u):$(id -g)" --entrypoint sh \
    -e AGENTV=agentv -e EVAL_PATHS=docs/examples/quickstart/evals -e OUT_DIR=.agentv/ci -e MIN_PASS_RATE=0.6 \
    -e BASELINE_STORE=.agentv/ci-baseline -e BRANCH="$1" -e DEFAULT_BRANCH=main "$image" docs/ci/agentv-ci.sh
}
ci_run main || fail "docs/ci/agentv-ci.sh exited non-zero on the default branch (its output is above)"
[[ -s $tmp/.agentv/ci-baseline/results.jsonl ]] || fail "the default-branch run kept no baseline"
ci_run feature || fail "docs/ci/agentv-ci.sh exited non-zero on a branch (its output is above)"
for file in results.jsonl summary.json junit.xml report.html; do
  [[ -s $tmp/.agentv/ci/$file ]] || fail "the CI script left no $file"
done
grep -q '"passed": true' "$tmp/.agentv/ci/summary.json" || fail "the branch run's summary does not say its gates passed"
say "CI script in the image: baseline kept, branch compared, gates passed, results, summary, JUnit and report kept"

bytes=$(docker image inspect -f '{{.Size}}' "$image")
human() { numfmt --to=iec-i --suffix=B --format=%.1f "$1" 2>/dev/null || echo "$1 bytes"; }
size="image size: $image $(human "$bytes")"
if [[ -n ${NODE_IMAGE:-} ]] && base=$(docker image inspect -f '{{.Size}}' "$NODE_IMAGE" 2>/dev/null); then
  size+=" (base $NODE_IMAGE $(human "$base") + agentv $(human $((bytes - base))))"
fi
say "$size"
say "PASS"
