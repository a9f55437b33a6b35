import {
  SUBMISSION_FILE_EXTENSIONS,
  SUBMISSION_FILE_MAX_BYTES,
  SUBMISSION_MAX_FILES,
} from '@sabora/contract';
import type { FileRules } from '../components/files-submit-form';

/**
 * What may be handed in (docs/product/rules.md, "Files"); staff correction files follow the same
 * rules.
 */
export const SUBMISSION_FILE_RULES: FileRules = {
  extensions: SUBMISSION_FILE_EXTENSIONS,
  maxBytes: SUBMISSION_FILE_MAX_BYTES,
  maxCount: SUBMISSION_MAX_FILES,
};
