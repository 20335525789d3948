import type { AssertionHandler, AssertionParams } from './assertion-params.js';
import { coerceString } from './assertion-params.js';

/**
 * `is-sql` and `contains-sql` as promptfoo 0.123.1 grades them: node-sql-parser (the version
 * promptfoo resolves) must parse the statement for the `databaseType` (MySQL by default), and
 * promptfoo's extra checks hold (no odd backtick, no `select a b from` missing comma, no MySQL
 * generate_series); `allowedTables`/`allowedColumns` are node-sql-parser white lists.
 * `contains-sql` tries each fenced ```sql (or bare ```) block, else the whole answer.
 */

const SELECT_MODIFIERS = '(?:all|distinct)';
const MYSQL_SELECT_MODIFIERS =
  '(?:all|distinct(?:row)?|high_priority|straight_join|' +
  'sql_(?:big_result|buffer_result|cache|calc_found_rows|no_cache|small_result))';
const IDENT = '[A-Za-z_][A-Za-z0-9_]*';
const missingComma = (mods: string): RegExp =>
  new RegExp(String.raw`\bselect\s+(?:${mods}\s+)*(?!${mods}\b)${IDENT}\s+${IDENT}\s+from\b`, 'i');
const MISSING_COMMA = missingComma(SELECT_MODIFIERS);
const MYSQL_MISSING_COMMA = missingComma(MYSQL_SELECT_MODIFIERS);
const MYSQL_FAMILY = new Set(['MySQL', 'MariaDB']);
const BRACKET_IDENTIFIERS = new Set(['TransactSQL', 'Sqlite']);

function quotedEnd(sql: string, start: number, quote: string): number {
  const closing = quote === '[' ? ']' : quote;
  let i = start + 1;
  while (i < sql.length) {
    if (closing !== ']' && sql[i] === '\\') {
      i += 2;
      continue;
    }
    if (sql[i] === closing) {
      if (sql[i + 1] === closing) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i++;
  }
  return sql.length;
}

/** The statement without quoted text (a placeholder instead) and comments, for the heuristics. */
function stripIgnoredText(sql: string, db: string): string {
  const chunks: string[] = [];
  let plainStart = 0;
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    let end: number | undefined;
    let replacement = ' ';
    if (c === "'" || c === '"' || c === '`' || (c === '[' && BRACKET_IDENTIFIERS.has(db))) {
      end = quotedEnd(sql, i, c);
      replacement = ' ? ';
    } else if ((c === '-' && sql[i + 1] === '-') || c === '#') {
      end = i + 1;
      while (end < sql.length && sql[end] !== '\r' && sql[end] !== '\n') end++;
    } else if (c === '/' && sql[i + 1] === '*') {
      const close = sql.indexOf('*/', i + 2);
      end = close === -1 ? sql.length : close + 2;
    } else if (c === '$') {
      const delimiter = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i))?.[0];
      if (delimiter) {
        const close = sql.indexOf(delimiter, i + delimiter.length);
        end = close === -1 ? sql.length : close + delimiter.length;
        replacement = ' ? ';
      }
    }
    if (end === undefined) {
      i++;
      continue;
    }
    chunks.push(sql.slice(plainStart, i), replacement);
    i = end;
    plainStart = i;
  }
  chunks.push(sql.slice(plainStart));
  return chunks.join('');
}

interface SqlParser {
  astify(sql: string, opt: object): unknown;
  whiteListCheck(sql: string, list: string[], opt: object): unknown;
  parse(sql: string, opt: object): { tableList?: string[]; columnList?: string[] };
}

async function sqlParser(): Promise<SqlParser> {
  const mod = (await import('node-sql-parser')) as unknown as {
    Parser?: new () => SqlParser;
    default?: { Parser: new () => SqlParser };
  };
  const Parser = mod.Parser ?? mod.default!.Parser;
  return new Parser();
}

/** The `is-sql` value: the database (MySQL unless named) and the optional white lists. */
function sqlOptions(renderedValue: unknown): { db: string; allowedTables?: string[]; allowedColumns?: string[] } {
  if (renderedValue && typeof renderedValue !== 'object') throw new Error('is-sql assertion must have a object value.');
  if (!renderedValue) return { db: 'MySQL' };
  const v = renderedValue as { databaseType?: string; allowedTables?: string[]; allowedColumns?: string[] };
  return { db: v.databaseType || 'MySQL', allowedTables: v.allowedTables, allowedColumns: v.allowedColumns };
}

/** One syntax reason per check the statement fails: promptfoo's heuristics, then the parser. */
function syntaxReasons(parser: SqlParser, outputString: string, db: string): string[] {
  const syntax = `SQL statement does not conform to the provided ${db} database syntax.`;
  const reasons: string[] = [];
  const sql = outputString.trim();
  if (sql.length === 0) reasons.push(syntax);
  if ((sql.match(/`/g)?.length ?? 0) % 2 !== 0) reasons.push(syntax);
  if ((MYSQL_FAMILY.has(db) ? MYSQL_MISSING_COMMA : MISSING_COMMA).test(stripIgnoredText(sql, db)))
    reasons.push(syntax);
  if (db === 'MySQL' && /\bgenerate_series\s*\(/i.test(sql)) reasons.push(syntax);
  try {
    parser.astify(outputString, { database: db });
  } catch {
    reasons.push(syntax);
  }
  return reasons;
}

/** Why the statement breaks a table or column white list (naming what it found), or undefined. */
function whiteListReason(
  parser: SqlParser,
  outputString: string,
  db: string,
  type: 'table' | 'column',
  list: string[],
  shown: string[],
): string | undefined {
  const opt = { database: db, type };
  try {
    parser.whiteListCheck(outputString, list, opt);
    return undefined;
  } catch (error) {
    let found: string[] = [];
    try {
      const parsed = parser.parse(outputString, opt);
      found = (type === 'table' ? parsed.tableList : parsed.columnList) ?? [];
    } catch {
      // promptfoo falls back to the white-list message
    }
    return found.length > 0
      ? `SQL references unauthorized ${type}(s). Found: [${found.join(', ')}]. Allowed: [${shown.join(', ')}].`
      : `SQL validation failed: ${(error as Error).message}.`;
  }
}

/** `select::table::column` entries also allowed with a null table, as promptfoo widens them. */
function withNullTables(allowedColumns: string[]): string[] {
  const normalized = [...allowedColumns];
  for (const item of allowedColumns) {
    const parts = item.split('::');
    const alt = `${parts[0]}::null::${parts[2]}`;
    if (parts.length === 3 && parts[1] !== 'null' && !normalized.includes(alt)) normalized.push(alt);
  }
  return normalized;
}

const isSql: AssertionHandler = async ({ assertion, renderedValue, outputString, inverse }) => {
  const { db, allowedTables, allowedColumns } = sqlOptions(renderedValue);
  const parser = await sqlParser();
  const reasons = syntaxReasons(parser, outputString, db);
  const tables = allowedTables && whiteListReason(parser, outputString, db, 'table', allowedTables, allowedTables);
  if (tables) reasons.push(tables);
  const columns =
    allowedColumns &&
    whiteListReason(parser, outputString, db, 'column', withNullTables(allowedColumns), allowedColumns);
  if (columns) reasons.push(columns);
  const pass = reasons.length === 0 ? !inverse : inverse;
  if (inverse && !pass && reasons.length === 0) reasons.push('The output SQL statement is valid');
  return { pass, score: pass ? 1 : 0, reason: pass ? 'Assertion passed' : reasons.join(' '), assertion };
};

function codeFence(line: string): { char: string; length: number; info: string; bare: boolean } | undefined {
  let i = 0;
  while (i < 3 && (line[i] === ' ' || line[i] === '\t')) i++;
  const char = line[i];
  if (char !== '`' && char !== '~') return undefined;
  const start = i;
  while (line[i] === char) i++;
  if (i - start < 3) return undefined;
  const info = line.slice(i);
  return { char, length: i - start, info, bare: info.trim() === '' && /^[ \t]*$/.test(info) };
}

/** Bodies of fenced blocks tagged `sql` or untagged, as promptfoo extracts them. */
export function sqlCodeBlocks(output: string): string[] {
  const blocks: string[] = [];
  let open: { body: string[]; char: string; length: number; isSql: boolean } | undefined;
  for (const line of output.split(/\r\n?|\n/)) {
    const fence = codeFence(line);
    if (!open) {
      if (fence) {
        const lang = fence.info.trim().toLowerCase();
        open = { body: [], char: fence.char, length: fence.length, isSql: lang === '' || lang === 'sql' };
      }
      continue;
    }
    if (fence?.bare && fence.char === open.char && fence.length >= open.length) {
      if (open.isSql) blocks.push(open.body.join('\n').trim());
      open = undefined;
    } else open.body.push(line);
  }
  return blocks;
}

const containsSql: AssertionHandler = async (params: AssertionParams) => {
  const text = coerceString(params.outputString);
  const blocks = sqlCodeBlocks(text);
  let reason = 'Output does not contain valid SQL';
  let found = false;
  for (const candidate of blocks.length > 0 ? blocks : [text]) {
    if (candidate.trim().length === 0) continue;
    const r = await isSql({ ...params, outputString: candidate, inverse: false });
    if (r.pass) {
      found = true;
      break;
    }
    reason = r.reason;
  }
  const pass = params.inverse ? !found : found;
  return {
    assertion: params.assertion,
    pass,
    score: pass ? 1 : 0,
    reason: pass ? 'Assertion passed' : found ? 'The output SQL statement is valid' : reason,
  };
};

export const SQL_ASSERTIONS: Record<string, AssertionHandler> = { 'is-sql': isSql, 'contains-sql': containsSql };
