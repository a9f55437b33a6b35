import { i18next } from './i18n/i18n';
import { isolate } from './isolate';

/** The `params` of a refusal: what its message names (a count, a field, a title). */
export type RefusalParams = Record<string, string | number>;

const t = (key: string, options?: Record<string, unknown>) =>
  i18next.t(key as never, { ns: 'errors', ...options });
const has = (key: string) => i18next.exists(key, { ns: 'errors' });

/** The entries of the errors catalogue that are not refusal codes (api-errors.test.ts). */
const NOT_CODES = new Set(['fieldProblem', 'fieldProblems']);

/**
 * The contract's `isErrorCode`, read from the English errors catalogue, whose entries are the
 * contract's codes word for word (api-errors.test.ts): the contract's table of messages would add
 * 10 KB to the first page (docs/performance.md, "Light pages"). The catalogue is loaded with any
 * language but English, the only readers this is asked for.
 */
const isErrorCode = (code: unknown): code is string =>
  typeof code === 'string' &&
  !NOT_CODES.has(code) &&
  Object.hasOwn(i18next.getResourceBundle('en', 'errors') ?? {}, code);

/**
 * The words of an `invalidField` refusal in the reader's language, from the zod issue the server
 * names (issue, origin/format, limits); `undefined` when the catalogue has no words for it.
 */
function fieldProblemKey(params: RefusalParams): string | undefined {
  const { issue, origin, format } = params;
  const candidates = [`fieldProblems.${issue}_${origin ?? format}`, `fieldProblems.${issue}`];
  return candidates.find(has);
}

/**
 * What to show for a server refusal. In English, the server's own message (the product's
 * text); in another language, the code's text from the `errors` catalogue, filled from params.
 * An unknown code (a newer server) or a catalogue not loaded yet falls back to the server's words.
 */
export function refusalMessage(
  code: unknown,
  params: RefusalParams | undefined,
  serverMessage: string,
): string {
  const language = i18next.resolvedLanguage ?? i18next.language;
  if (!language || language === 'en' || !isErrorCode(code) || !has(code)) return serverMessage;
  const values = {
    ...params,
    ...schoolTextIn(params),
    ...pathIn(params),
    ...rolesIn(params),
    interpolation: { escapeValue: false },
  };
  // A zod issue (an `invalidField`, an import row's field) says its `problem` in this language.
  const key = params?.issue !== undefined ? fieldProblemKey(params) : undefined;
  if (key) {
    const problem = t(key, values);
    if (code === 'invalidInput') return problem;
    return t(code === 'invalidField' ? 'fieldProblem' : code, { ...values, problem });
  }
  return t(code, values);
}

/** The params that are text a school typed: a subject's name, a title, a file's name, a CSV value. */
const SCHOOL_TEXT_PARAMS = [
  'name',
  'title',
  'subject',
  'question',
  'file',
  'email',
  'code',
  'value',
  'studentId',
  'storedId',
];

/** Each param a school typed, isolated in the sentence around it (docs/i18n.md). */
function schoolTextIn(params: RefusalParams | undefined): RefusalParams {
  const isolated: RefusalParams = {};
  for (const name of SCHOOL_TEXT_PARAMS) {
    const value = params?.[name];
    if (typeof value === 'string') isolated[name] = isolate(value);
  }
  return isolated;
}

/**
 * An `index` is part of the field a refusal names ("subjects.1.teacher: …"), which the form reads
 * back to find the field: a string, so it is not written in the reader's digits as numbers are.
 */
function pathIn(params: RefusalParams | undefined): RefusalParams {
  return typeof params?.index === 'number' ? { index: String(params.index) } : {};
}

/** A `role` param ("teacher") in the reader's language, as the header names roles. */
function rolesIn(params: RefusalParams | undefined): RefusalParams {
  const role = params?.role;
  const key = `roles.${role}`;
  return typeof role === 'string' && i18next.exists(key, { ns: 'common' })
    ? { role: i18next.t(key as 'roles.admin', { ns: 'common' }) }
    : {};
}

/** `code` and `params` of a refusal body, when it has them. */
export function refusalIn(payload: unknown): { code?: string; params?: RefusalParams } {
  if (typeof payload !== 'object' || payload === null) return {};
  const { code, params } = payload as { code?: unknown; params?: unknown };
  return {
    code: typeof code === 'string' ? code : undefined,
    params: typeof params === 'object' && params !== null ? (params as RefusalParams) : undefined,
  };
}
