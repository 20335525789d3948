/** The report's stylesheet: system fonts, light and dark colours, no external resource. */
export const REPORT_CSS = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1f2328; --muted: #656d76; --line: #d0d7de; --soft: #f6f8fa; 
  --accent: #0969da;
  --pass: #1a7f37; --borderline: #9a6700; --fail: #cf222e; --error: #8250df; font: 14px/1.45 system-ui, 
  -apple-system, "Segoe UI", Roboto, sans-serif; }
@media (prefers-color-scheme: dark) { :root { --bg: #0d1117; --fg: #e6edf3; --muted: #8d96a0; --line: #30363d; 
  --soft: #161b22; --accent: #4493f8;
  --pass: #3fb950; --borderline: #d29922; --fail: #f85149; --error: #a371f7; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); }
#app { max-width: 1400px; margin: 0 auto; padding: 1rem 1.5rem 3rem; }
h1 { font-size: 1.4rem; margin: 0 0 .2rem; } h2 { font-size: 1.2rem; margin: 0; } h3 { font-size: 1rem; margin: 0 0 
  .5rem; } h4 { margin: .6rem 0 .3rem; font-size: .9rem; }
.muted { color: var(--muted); overflow-wrap: anywhere; }
.tabs { display: flex; gap: .25rem; border-bottom: 1px solid var(--line); margin: .8rem 0 1rem; }
.tab { border: 1px solid transparent; border-bottom: none; background: none; color: var(--fg); padding: .45rem 
  .9rem; cursor: pointer; font: inherit; border-radius: 6px 6px 0 0; }
.tab[aria-selected="true"] { border-color: var(--line); background: var(--soft); font-weight: 600; }
.block { margin: 1rem 0; }
.cards { display: flex; flex-wrap: wrap; gap: .6rem; margin: .6rem 0 1rem; }
.card { border: 1px solid var(--line); border-radius: 8px; padding: .6rem .9rem; min-width: 8.5rem; background: 
  var(--soft); }
.card-value { font-size: 1.35rem; font-weight: 600; font-variant-numeric: tabular-nums; }
.card-label { color: var(--muted); } .card-note { color: var(--muted); font-size: .8rem; }
.overview-row { display: grid; grid-template-columns: repeat(auto-fit, minmax(22rem, 1fr)); gap: 1.5rem; }
.hist-row { display: grid; grid-template-columns: 6.5rem 1fr 4rem; align-items: center; gap: .5rem; margin: .2rem 
  0; font-variant-numeric: tabular-nums; }
.bar-track { background: var(--soft); border-radius: 4px; height: 1rem; } .bar { background: var(--accent); height: 
  100%; border-radius: 4px; min-width: 1px; }
.hist-count { text-align: right; }
.grid-table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
.grid-table th, .grid-table td { border-bottom: 1px solid var(--line); padding: .3rem .5rem; text-align: left; 
  overflow-wrap: anywhere; }
.filters { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: .5rem 0; }
.filters input, .filters select { font: inherit; padding: .3rem .5rem; border: 1px solid var(--line); 
  border-radius: 6px; background: var(--bg); color: var(--fg); }
.search { min-width: 18rem; flex: 1; max-width: 30rem; }
.status { color: var(--muted); }
.row { display: grid; align-items: center; border-bottom: 1px solid var(--line); cursor: pointer; }
.row.odd { background: var(--soft); } .row:hover, .row:focus { outline: 2px solid var(--accent); outline-offset: -2px; }
.row.head { cursor: default; font-weight: 600; background: var(--bg); border-bottom: 2px solid var(--line); }
.row.head:hover { outline: none; }
.cell { padding: 0 .5rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; font-variant-numeric: 
  tabular-nums; line-height: 30px; }
.sort { font: inherit; font-weight: 600; background: none; border: none; color: var(--fg); cursor: pointer; 
  padding: 0; }
.vlist { height: 70vh; overflow-y: auto; position: relative; border: 1px solid var(--line); border-top: none; }
.vlist-spacer { position: relative; } .vlist-rows { position: absolute; left: 0; right: 0; top: 0; will-change: 
  transform; }
.v-pass { color: var(--pass); } .v-borderline { color: var(--borderline); } .v-fail { color: var(--fail); } 
  .v-error { color: var(--error); }
.neg, .s-loss { color: var(--fail); } .pos, .s-win { color: var(--pass); } .s-errored { color: var(--error); }
.detail { position: fixed; top: 0; right: 0; bottom: 0; width: min(1100px, 92vw); background: var(--bg); 
  border-left: 1px solid var(--line);
  box-shadow: -8px 0 24px rgba(0,0,0,.2); display: flex; flex-direction: column; z-index: 10; }
.detail[hidden] { display: none; }
.detail-head { display: flex; justify-content: space-between; gap: 1rem; align-items: center; padding: .8rem 
  1.2rem; border-bottom: 1px solid var(--line); }
.detail-title { overflow-wrap: anywhere; }
.detail-body { overflow-y: auto; padding: 0 1.2rem 2rem; }
.close { font: inherit; padding: .3rem .7rem; border: 1px solid var(--line); border-radius: 6px; background: 
  var(--soft); color: var(--fg); cursor: pointer; }
.badges { display: flex; flex-wrap: wrap; gap: .4rem; margin: .4rem 0; }
.badge { display: inline-flex; border: 1px solid var(--line); border-radius: 999px; overflow: hidden; font-size: 
  .85rem; margin-right: .3rem; }
.badge-label { background: var(--soft); padding: .05rem .5rem; color: var(--muted); } .badge-value { padding: 
  .05rem .5rem; font-weight: 600; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--soft); border: 1px solid var(--line); 
  border-radius: 6px; padding: .6rem .8rem; margin: .3rem 0;
  font: 12.5px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; max-height: 60vh; overflow: auto; }
.reasoning { white-space: pre-wrap; overflow-wrap: anywhere; }
.hits li::marker { content: "✓ "; color: var(--pass); } .misses li::marker { content: "✗ "; color: var(--fail); }
.evaluator { border: 1px solid var(--line); border-radius: 8px; padding: .5rem .8rem; margin: .5rem 0; }
.evaluator .evaluator { margin-left: 1rem; }
.evaluator-head { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; overflow-wrap: anywhere; }
.sides { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; } .side { min-width: 0; }
.message { margin: .3rem 0; } .role { font-weight: 600; color: var(--muted); text-transform: capitalize; }
.events { padding-left: 1.5rem; } .event-type { font-weight: 600; }
.diff .add { color: var(--pass); } .diff .del { color: var(--fail); } .diff .hunk { color: var(--accent); } .diff 
  .meta { color: var(--muted); }
.error-text { border-color: var(--fail); }
.runs-note { border: 1px solid var(--accent); border-radius: 8px; padding: .4rem .8rem; margin: .5rem 0; 
  background: var(--soft); }
.runs-shown { margin: .2rem 0 .4rem; }
.run-picks { display: flex; flex-wrap: wrap; gap: .3rem; }
.run-pick { font: inherit; padding: .15rem .6rem; border: 1px solid var(--line); border-radius: 999px; background: 
  var(--bg); color: var(--fg); cursor: pointer; }
.run-pick.on { border-color: var(--accent); font-weight: 600; }
`;
