import {
  type ErrorCode,
  type ErrorParams,
  type ErrorParamValue,
  englishErrorMessage,
  type ImportRowProblem,
} from '@sabora/contract';

/** A row's problems twice: English sentences (`errors`) and codes with params (`problems`). */
export interface RowProblems {
  errors: string[];
  problems: ImportRowProblem[];
}

/**
 * Adds one problem to a row, worded in English from its code (the web words it again).
 * Params beyond the message's own (a column's name, a zod issue's limits) help the web word it.
 */
export function addProblem<C extends ErrorCode>(
  row: RowProblems,
  code: C,
  params: ErrorParams<C> & Record<string, ErrorParamValue>,
): void {
  row.problems.push({ code, params });
  row.errors.push(englishErrorMessage(code, params));
}
