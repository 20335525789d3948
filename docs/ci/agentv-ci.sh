#!/bin/sh
# agentv-ci.sh: AgentV evals as a CI gate on any CI system (GitLab, Jenkins, Buildkite, a cron job).
#
# Copy this file into your repository (e.g. ci/agentv-ci.sh) and run it from the repository root:
#
#   sh ci/agentv-ci.sh
#
# It runs the eval suites, keeps the results, the run summary, an HTML report and JUnit XML in
# $OUT_DIR (make that folder your job's artifacts), compares with the default branch's previous
# results when it finds them, fails on the gates, and on the default branch keeps its results as
# the next baseline. Its exit code is agentv's (README, "Gates and exit codes"): 0 passed, 1 a gate
# failed, 2 bad configuration, 3 budget reached, 4 nothing could be scored, 5 results not written.
#
# Gates on by default, whenever a baseline is found: a case that passed there and fails now
# (FAIL_ON_NEW_FAILURES, --fail-on-new-failures), and a regression of the run (FAIL_ON_REGRESSION,
# --fail-on-regression: a significant drop of the mean, or a case that passed there and errors now).
# Off by default: MIN_SCORE and MIN_PASS_RATE. Without a baseline only those two can fail the job.
#
# Settings, all environment variables (CI variables, or set on the command line):
#   AGENTV              the command: agentv (the Docker image; default), npx --no-install agentv-action
#                       (installed with npm), or node path/to/dist/cli/index.js
#   EVAL_PATHS          eval files, folders or quoted globs, separated by spaces (default: evals)
#   OUT_DIR             where results and reports go (default: agentv-results)
#   MIN_SCORE           gate: lowest mean score, 0-1 (errored cases count 0); empty: no gate
#   MIN_PASS_RATE       gate: lowest share of passing cases, 0-1; empty: no gate
#   FAIL_ON_NEW_FAILURES  true (default) or false: fail when a case that passed on the baseline fails
#                       now (cases that already failed there are listed, and do not fail the job)
#   FAIL_ON_REGRESSION  true (default) or false: fail when the run regressed against the baseline
#   EXTRA_ARGS          more agentv eval flags, e.g. "--workers 4 --budget-usd 5"
#   BRANCH, DEFAULT_BRANCH  this run's branch and the default branch (GitLab's CI_COMMIT_BRANCH and
#                       CI_DEFAULT_BRANCH are used when these are unset)
#   The default branch's previous results, first found of:
#   BASELINE_FILE       a results file on disk (e.g. from your CI's "copy artifacts" step)
#   BASELINE_URL        a URL to download it from; BASELINE_HEADER is sent with the request (e.g.
#                       "PRIVATE-TOKEN: ..."). On GitLab both default to the artifacts API for this
#                       job's results on the default branch, sent with BASELINE_TOKEN (a token with
#                       read_api) as PRIVATE-TOKEN when it is set, else with the job token.
#   BASELINE_STORE      a folder the default branch's runs copy their results into (shared disk,
#                       cache); read as $BASELINE_STORE/results.jsonl
#
# Values are never evaluated by the shell: EVAL_PATHS, AGENTV and EXTRA_ARGS are split on spaces
# with pathname expansion off, so a quoted glob reaches agentv as written.
set -eu
set -f

AGENTV=${AGENTV:-agentv}
EVAL_PATHS=${EVAL_PATHS:-evals}
OUT_DIR=${OUT_DIR:-agentv-results}
MIN_SCORE=${MIN_SCORE:-}
MIN_PASS_RATE=${MIN_PASS_RATE:-}
FAIL_ON_NEW_FAILURES=${FAIL_ON_NEW_FAILURES:-true}
FAIL_ON_REGRESSION=${FAIL_ON_REGRESSION:-true}
EXTRA_ARGS=${EXTRA_ARGS:-}
BRANCH=${BRANCH:-${CI_COMMIT_BRANCH:-}}
DEFAULT_BRANCH=${DEFAULT_BRANCH:-${CI_DEFAULT_BRANCH:-main}}
BASELINE_FILE=${BASELINE_FILE:-}
BASELINE_URL=${BASELINE_URL:-}
BASELINE_HEADER=${BASELINE_HEADER:-}
BASELINE_STORE=${BASELINE_STORE:-}

say() { printf 'agentv-ci: %s\n' "$*" >&2; }
# A switch spelled otherwise (yes, 1, True) would turn its gate off without a word: exit 2 instead.
check_switch() {
  case "$2" in
    true | false) ;;
    *) say "$1 must be true or false, got \"$2\". Fix: set $1=true or $1=false"; exit 2 ;;
  esac
}
check_switch FAIL_ON_NEW_FAILURES "$FAIL_ON_NEW_FAILURES"
check_switch FAIL_ON_REGRESSION "$FAIL_ON_REGRESSION"

# GitLab: the latest successful default-branch run of this job keeps its results as an artifact.
if [ -z "$BASELINE_URL" ] && [ -n "${CI_API_V4_URL:-}" ] && [ -n "${CI_PROJECT_ID:-}" ] && [ -n "${CI_JOB_NAME:-}" ]; then
  job=$(node -e 'process.stdout.write(encodeURIComponent(process.argv[1]))' "$CI_JOB_NAME")
  BASELINE_URL="$CI_API_V4_URL/projects/$CI_PROJECT_ID/jobs/artifacts/$DEFAULT_BRANCH/raw/$OUT_DIR/results.jsonl?job=$job"
  if [ -z "$BASELINE_HEADER" ] && [ -n "${BASELINE_TOKEN:-}" ]; then BASELINE_HEADER="PRIVATE-TOKEN: $BASELINE_TOKEN"; fi
  if [ -z "$BASELINE_HEADER" ] && [ -n "${CI_JOB_TOKEN:-}" ]; then BASELINE_HEADER="JOB-TOKEN: $CI_JOB_TOKEN"; fi
fi

mkdir -p "$OUT_DIR"
baseline=
if [ "$BRANCH" = "$DEFAULT_BRANCH" ]; then
  say "on the default branch ($DEFAULT_BRANCH): no comparison; these results become the baseline"
elif [ -n "$BASELINE_FILE" ] && [ -f "$BASELINE_FILE" ]; then
  baseline=$BASELINE_FILE
elif [ -n "$BASELINE_URL" ]; then
  # Node is there wherever agentv runs (curl is not in the image). A missing baseline is no error.
  # The header (a token) goes through the environment, never the command line other users can read.
  if BASELINE_HEADER="$BASELINE_HEADER" node -e '
    const [url, file] = process.argv.slice(1);
    const header = process.env.BASELINE_HEADER;
    const headers = {};
    if (header) { const at = header.indexOf(":"); headers[header.slice(0, at).trim()] = header.slice(at + 1).trim(); }
    fetch(url, { headers, redirect: "follow" }).then(async (res) => {
      if (!res.ok) { console.error(`agentv-ci: no baseline: HTTP ${res.status} from the baseline URL`); process.exit(1); }
      require("node:fs").writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    }, (error) => { console.error(`agentv-ci: no baseline: ${error.cause?.code ?? error.message}`); process.exit(1); });
  ' "$BASELINE_URL" "$OUT_DIR/baseline.jsonl"; then
    baseline=$OUT_DIR/baseline.jsonl
  fi
elif [ -n "$BASELINE_STORE" ] && [ -f "$BASELINE_STORE/results.jsonl" ]; then
  baseline=$BASELINE_STORE/results.jsonl
fi
if [ -z "$baseline" ] && [ "$BRANCH" != "$DEFAULT_BRANCH" ]; then say "no results of $DEFAULT_BRANCH found: gates without a comparison"; fi

# shellcheck disable=SC2086 # split on purpose (pathname expansion is off)
set -- eval $EVAL_PATHS --out "$OUT_DIR/results.jsonl" --overwrite \
  --summary-json "$OUT_DIR/summary.json" --junit "$OUT_DIR/junit.xml" --report "$OUT_DIR/report.html" $EXTRA_ARGS
if [ -n "$MIN_SCORE" ]; then set -- "$@" --min-score "$MIN_SCORE"; fi
if [ -n "$MIN_PASS_RATE" ]; then set -- "$@" --min-pass-rate "$MIN_PASS_RATE"; fi
if [ -n "$baseline" ]; then
  set -- "$@" --baseline "$baseline"
  if [ "$FAIL_ON_NEW_FAILURES" = "true" ]; then set -- "$@" --fail-on-new-failures; fi
  if [ "$FAIL_ON_REGRESSION" = "true" ]; then set -- "$@" --fail-on-regression; fi
fi

status=0
# shellcheck disable=SC2086
$AGENTV "$@" || status=$?

# The default branch's results are the next baseline, gates passed or not (they are its truth).
if [ "$BRANCH" = "$DEFAULT_BRANCH" ] && [ -n "$BASELINE_STORE" ] && [ -f "$OUT_DIR/results.jsonl" ]; then
  mkdir -p "$BASELINE_STORE"
  cp "$OUT_DIR/results.jsonl" "$BASELINE_STORE/results.jsonl.tmp" && mv "$BASELINE_STORE/results.jsonl.tmp" "$BASELINE_STORE/results.jsonl"
  say "kept the results as the baseline in $BASELINE_STORE"
fi
say "exit $status; results, summary, report.html and junit.xml are in $OUT_DIR"
exit "$status"
