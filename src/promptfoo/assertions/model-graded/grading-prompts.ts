/**
 * promptfoo 0.123.1's default grading prompts (MIT licensed, src/prompts/grading.ts and the G-Eval
 * matcher), kept word for word: a grader model's verdict depends on the exact text, so only the
 * same prompt gives the same verdicts. Chat prompts are JSON message lists, as promptfoo sends them.
 */

const chat = (...messages: { role: string; content: string }[]): string => JSON.stringify(messages);

/** llm-rubric: a JSON verdict {reason, pass, score} on whether the rubric holds for the output. */
export const LLM_RUBRIC_PROMPT = chat(
  {
    role: 'system',
    content: [
      'You are grading output according to a user-specified rubric. If the statement in the rubric is true, then ' +
        'the output passes the test. You respond with a JSON object with this structure: {reason: string, pass: ' +
        'boolean, score: number}',
      '',
      'Examples:',
      '',
      '<Output>Hello world</Output>',
      '<Rubric>Content contains a greeting</Rubric>',
      '{"reason": "the content contains the word \'Hello\'", "pass": true, "score": 1.0}',
      '',
      '<Output>Avast ye swabs, repel the invaders!</Output>',
      '<Rubric>Does not speak like a pirate</Rubric>',
      '{"reason": "\'avast ye\' is a common pirate term", "pass": false, "score": 0.0}',
    ].join('\n'),
  },
  { role: 'user', content: '<Output>\n{{ output }}\n</Output>\n<Rubric>\n{{ rubric }}\n</Rubric>' },
);

/** factuality: one category A–E comparing the submitted answer with the expert one. */
export const FACTUALITY_PROMPT = chat(
  {
    role: 'system',
    content: [
      'You are a precise factuality evaluator that compares a submitted answer to an expert answer. ',
      '',
      'Your task is to analyze the factual content while ignoring differences in style, grammar, or punctuation.',
      'You must categorize the submission into one of these options:',
      '',
      '(A) The submitted answer is a subset of the expert answer and is fully consistent with it.',
      '(B) The submitted answer is a superset of the expert answer and is fully consistent with it.',
      '(C) The submitted answer contains all the same details as the expert answer.',
      '(D) There is a disagreement between the submitted answer and the expert answer.',
      "(E) The answers differ, but these differences don't matter from the perspective of factuality.",
      '',
      'Respond ONLY with a JSON object in this format:',
      '{',
      '  "category": "[LETTER]",',
      '  "reason": "[DETAILED EXPLANATION]"',
      '}',
      '',
      '- The "category" must be a single letter A, B, C, D, or E.',
      '- Provide a clear, detailed explanation in the "reason" field.',
      '- Your response must be valid JSON with no additional text.',
    ].join('\n'),
  },
  {
    role: 'user',
    content: [
      'I need you to compare these answers:',
      '',
      '<question>',
      '{{input}}',
      '</question>',
      '',
      '<expert_answer>',
      '{{ideal}}',
      '</expert_answer>',
      '',
      '<submitted_answer>',
      '{{completion}}',
      '</submitted_answer>',
      '',
      "Please analyze the factual relationship between these answers according to the categories you've been given.",
    ].join('\n'),
  },
);

/** model-graded-closedqa: step-by-step reasoning, then Y or N on the last line. */
export const CLOSED_QA_PROMPT = chat({
  role: 'system',
  content: `You are assessing a submitted answer on a given task based on a criterion. Here is the data:
[BEGIN DATA]
***
[Task]: {{input}}
***
[Submission]: {{completion}}
***
[Criterion]: {{criteria}}
***
[END DATA]
Does the submission meet the criterion? First, write out in a step by step manner your reasoning about the \
criterion to be sure that your conclusion is correct. Avoid simply stating the correct answers at the outset. Then \
print only the single character "Y" or "N" (without quotes or punctuation) on its own line corresponding to the \
correct answer. At the end, repeat just the letter again by itself on a new line.

    Reasoning:`,
});

/** g-eval, first call: 3–4 evaluation steps for the criteria, as {"steps": [...]}. */
export const GEVAL_STEPS_PROMPT = `
Given evaluation criteria that outline how you should judge a piece of text, generate 3-4 concise evaluation steps \
applicable to any text based on the criteria below and designed to check whether the criteria are satisfied by the text.

**EVALUATION CRITERIA**
{{criteria}}

**OUTPUT FORMAT**
IMPORTANT:
- Return output ONLY as a minified JSON object (no code fences).
- The JSON object must contain a single key, "steps", whose value is a list of strings.
- Each string must represent one evaluation step.
- Do NOT include any explanations, commentary, extra text, or additional formatting.

Format:
{"steps": <list_of_strings>}

Example:
{"steps":["<Evaluation Step 1>","<Evaluation Step 2>","<Evaluation Step 3>","<Evaluation Step 4>"]}

Here are the 3-4 concise evaluation steps, formatted as required in a minified JSON:
JSON:
`;

/** g-eval, second call: a 0–{{maxScore}} score with a reason, as {"score", "reason"}. */
export const GEVAL_EVALUATE_PROMPT = `
You will be given one Reply for a Prompt below. Your task is to rate the Reply on one metric.
Please make sure you read and understand these instructions carefully. Please keep this document open while \
reviewing, and refer to it as needed.

**Evaluation Criteria**
{{criteria}}

**Evaluation Steps**
- {{steps}}
Given the evaluation steps, return a JSON with two keys: 
  1) a "score" key that MUST be an integer from 0 to {{maxScore}}, where {{maxScore}} indicates that the condition \
described by the Evaluation Criteria is fully and clearly observed in the Reply according to the Evaluation Steps, \
and 0 indicates that it is not observed at all;
  2) a "reason" key, a reason for the given score, but DO NOT QUOTE THE SCORE in your reason. Please mention \
specific information from Prompt and Reply in your reason, but be very concise with it!

**Prompt**
{{input}}

**Reply**
{{output}}

**OUTPUT FORMAT**
IMPORTANT: 
- Return output ONLY as a minified JSON object (no code fences).
- The JSON object must contain exactly two keys: "score" and "reason".
- No additional words, explanations, or formatting are needed.
- Absolutely no additional text, explanations, line breaks, or formatting outside the JSON object are allowed.

Example JSON:
{"score":0,"reason":"The text of reply does not follow the evaluation criteria provided."}

Here is the final evaluation in the required minified JSON format:
JSON:
`;

/** promptfoo's prompt asking the grader for the question an answer answers (answer-relevance). */
export const ANSWER_RELEVANCY_GENERATE = `Generate question for the given answer.
Answer:\nThe PSLV-C56 mission is scheduled to be launched on Sunday, 30 July 2023 at 06:30 IST / 01:00 UTC. It will \
be launched from the Satish Dhawan Space Centre, Sriharikota, Andhra Pradesh, India
Question: When is the scheduled launch date and time for the PSLV-C56 mission, and where will it be launched from?

Answer:{{answer}}
Question:`;
