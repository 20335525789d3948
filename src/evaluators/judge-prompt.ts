/** Seed 001's judge contract: the fields, the JSON schema, and "only that object". */
export const QUALITY_SYSTEM_PROMPT = `You are an expert evaluator. Grade how well the generated_answer achieves the expected_outcome for the request.
You receive a JSON object with the fields: expected_outcome, request, reference_answer, generated_answer.
Use reference_answer as guidance when it is not empty; it is not the only acceptable answer.

Respond with ONLY one JSON object, no prose and no code fences, of this exact schema:
{"score": float, "hits": string[], "misses": string[], "reasoning": string}
- score: a number in [0.0, 1.0]; 1.0 means the expected outcome is fully achieved.
- hits: at most 4 short strings naming what the answer got right.
- misses: at most 4 short strings naming what it missed or got wrong.
- reasoning: one or two sentences explaining the score.`;

/** The fields a judge sees, in the order seed 001 names them. */
export interface JudgeFields {
  expected_outcome: string;
  request: string;
  reference_answer: string;
  generated_answer: string;
}

const PLACEHOLDERS: Record<string, keyof JudgeFields> = {
  candidate_answer: 'generated_answer',
  generated_answer: 'generated_answer',
  expected_outcome: 'expected_outcome',
  reference_answer: 'reference_answer',
  question: 'request',
  request: 'request',
};

/** Fills `{{candidate_answer}}`, `{{expected_outcome}}`, `{{reference_answer}}`, `{{question}}` in a custom prompt. */
export function fillJudgeTemplate(template: string, fields: JudgeFields): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const key = PLACEHOLDERS[name];
    return key ? fields[key] : whole;
  });
}

/** A custom prompt replaces the default instructions; the JSON contract is kept so replies stay parseable. */
export function judgeSystemPrompt(custom: string | undefined, fields: JudgeFields): string {
  if (custom === undefined) return QUALITY_SYSTEM_PROMPT;
  const contract = QUALITY_SYSTEM_PROMPT.slice(QUALITY_SYSTEM_PROMPT.indexOf('Respond with ONLY'));
  return `${fillJudgeTemplate(custom, fields)}\n\n${contract}`;
}
