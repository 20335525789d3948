// Measures how our results of a promptfoo config agree with promptfoo's own on the same answers:
// result by result (order, description, prompt and provider labels, the answer, pass, score) and
// assertion by assertion (type, pass, score within 1e-6; an assert-set with its members).
//   promptfoo eval -c promptfooconfig.yaml -o pf.json        (promptfoo 0.123.1, echo or a fake server)
//   agentv eval promptfooconfig.yaml --out ours.jsonl         (from the same folder, same environment)
//   node scripts/compare-with-promptfoo.mjs pf.json ours.jsonl
// Prints the differences and the agreement per assertion type; exits 1 when anything differs.
// promptfoo is never a dependency of this repository: this script only reads its output file.
import { readFileSync } from 'node:fs';

const [pfFile, ourFile] = process.argv.slice(2);
if (!pfFile || !ourFile) {
  console.error('usage: node scripts/compare-with-promptfoo.mjs <promptfoo output .json> <our results .jsonl>');
  process.exit(2);
}
const theirs = JSON.parse(readFileSync(pfFile, 'utf8')).results.results.sort(
  (a, b) => a.testIdx - b.testIdx || a.promptIdx - b.promptIdx,
);
const ours = readFileSync(ourFile, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line));
const close = (a, b) => Math.abs(a - b) <= 1e-6;

/** promptfoo lists an assert-set's result (without `assertion`) followed by its members: nest them. */
function nested(flat) {
  const out = [];
  for (let k = 0; k < flat.length; k++) {
    const c = flat[k];
    if (!c.assertion && c.componentResults) {
      out.push({
        ...c,
        assertion: { type: 'assert-set' },
        members: flat.slice(k + 1, k + 1 + c.componentResults.length),
      });
      k += c.componentResults.length;
    } else out.push(c);
  }
  return out;
}

const perType = {};
const tally = (type, agree) => {
  perType[type] ??= { results: 0, agree: 0 };
  perType[type].results++;
  if (agree) perType[type].agree++;
};
let differing = 0;
console.log(`results: promptfoo ${theirs.length}, ours ${ours.length}`);
for (let i = 0; i < Math.max(theirs.length, ours.length); i++) {
  const p = theirs[i];
  const o = ours[i];
  const diffs = [];
  if (!p || !o) diffs.push('missing on one side');
  else {
    if ((p.testCase.description ?? undefined) !== o.description)
      diffs.push(`description ${p.testCase.description} vs ${o.description}`);
    if (p.prompt.label !== o.prompt_label)
      diffs.push(`prompt label ${JSON.stringify(p.prompt.label)} vs ${JSON.stringify(o.prompt_label)}`);
    if ((p.provider.label || p.provider.id) !== o.provider_label)
      diffs.push(`provider ${p.provider.label || p.provider.id} vs ${o.provider_label}`);
    if (p.success !== o.pass) diffs.push(`pass ${p.success} vs ${o.pass}`);
    if (!close(p.score, o.score)) diffs.push(`score ${p.score} vs ${o.score}`);
    const mine = o.evaluator_results ?? [];
    nested(p.gradingResult?.componentResults ?? []).forEach((c, j) => {
      const q = mine[j];
      const members = c.members ?? [];
      const membersAgree = members.every((m, x) => {
        const qm = q?.evaluator_results?.[x];
        const ok = qm !== undefined && qm.type === m.assertion.type && qm.pass === m.pass && close(qm.score, m.score);
        tally(m.assertion.type, ok);
        return ok;
      });
      const ok =
        q !== undefined && q.type === c.assertion.type && q.pass === c.pass && close(q.score, c.score) && membersAgree;
      tally(c.assertion.type, ok);
      if (!ok)
        diffs.push(`assertion ${j} ${c.assertion.type} ${c.pass}/${c.score} vs ${q?.type} ${q?.pass}/${q?.score}`);
    });
  }
  if (diffs.length > 0) {
    differing++;
    console.log(`#${i} (test ${p?.testIdx}, prompt ${p?.promptIdx}): ${diffs.join(' | ')}`);
  }
}
for (const [type, { results, agree }] of Object.entries(perType).sort())
  console.log(`${type.padEnd(28)} ${agree}/${results} agree`);
console.log(`${differing} result(s) differ`);
process.exit(differing > 0 ? 1 : 0);
