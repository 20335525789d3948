// Code evaluator: reads the case as JSON on stdin, prints {score, hits, misses, reasoning}.
// Scores the share of config.keywords the candidate answer mentions.
let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  const { candidate_answer: answer, config } = JSON.parse(input);
  const keywords = config.keywords ?? [];
  const text = String(answer).toLowerCase();
  const hits = keywords.filter((k) => text.includes(k.toLowerCase()));
  const misses = keywords.filter((k) => !hits.includes(k));
  const score = keywords.length === 0 ? 1 : hits.length / keywords.length;
  console.log(JSON.stringify({ score, hits: hits.map((k) => `mentions ${k}`), misses: misses.map((k) => `does not mention ${k}`), reasoning: `${hits.length}/${keywords.length} keywords` }));
});
