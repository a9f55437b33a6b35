import {
  QUESTION_IMAGE_EXTENSIONS,
  QUESTION_IMAGE_MAX_BYTES,
  QUESTION_OPTION_COUNT,
  type Question,
  questionFields,
} from '@sabora/contract';
import type { z } from 'zod';
import { fieldProblem, problemOf, problemsByField } from '../../lib/form-problems';
import { hasErrors } from '../../lib/form-rules';
import { formatBytes } from '../../lib/format';
import { i18next } from '../../lib/i18n/i18n';
import type { QuestionInput } from './api/question-form-data';

const ns = 'question-bank' as const;

export interface QuestionFormValues {
  title: string;
  header: string;
  options: string[];
  /**
   * The right answer as the index of its option ('' for none), so it follows the option's text
   * while that is edited, and two options with the same text stay distinct in the select.
   */
  rightIndex: string;
  videoLink: string;
  comment: string;
  includeImage: boolean;
  /** A newly chosen image (sent only while Include Image is ticked); an edit keeps the stored one without. */
  image: File | null;
}

export function newQuestionValues(): QuestionFormValues {
  return {
    title: '',
    header: '',
    options: Array.from({ length: QUESTION_OPTION_COUNT }, () => ''),
    rightIndex: '',
    videoLink: '',
    comment: '',
    includeImage: false,
    image: null,
  };
}

export function questionValuesOf(question: Question): QuestionFormValues {
  const options = Array.from({ length: QUESTION_OPTION_COUNT }, (_, at) => question.options[at] ?? '');
  const right = options.findIndex((option) => option !== '' && option === question.rightChoice);
  return {
    title: question.title,
    header: question.header,
    options,
    rightIndex: right === -1 ? '' : String(right),
    videoLink: question.videoLink,
    comment: question.comment,
    includeImage: question.image !== null,
    image: null,
  };
}

/** The right-choice select offers the options that have text, each under its own number. */
export function rightChoiceOptions(options: readonly string[]) {
  return options.flatMap((text, at) =>
    text.trim()
      ? [
          {
            value: String(at),
            label: i18next.t('form.rightOption', { ns, number: at + 1, text: text.trim() }),
          },
        ]
      : [],
  );
}

/** After an option is edited: the right answer is kept unless its option was emptied. */
export function withOption(values: QuestionFormValues, at: number, text: string): QuestionFormValues {
  const options = values.options.map((option, index) => (index === at ? text : option));
  const emptied = values.rightIndex === String(at) && text.trim() === '';
  return { ...values, options, rightIndex: emptied ? '' : values.rightIndex };
}

const FIELDS = [
  'subject',
  'chapter',
  'title',
  'header',
  'options',
  'rightChoice',
  'videoLink',
  'comment',
] as const;

/** "Title", or "Option 2" for one of the options, in the page's language. */
function labelOf([field, index]: readonly PropertyKey[]): string {
  if (field === 'options' && typeof index === 'number')
    return i18next.t('form.option', { ns, number: index + 1 });
  const known = FIELDS.find((name) => name === field);
  return known ? i18next.t(`fields.${known}`, { ns }) : String(field ?? '');
}

/**
 * A schema problem in the page's language ("Title is required"); the question's own rule and the
 * video link's two-way check are worded here, the rest by the shared form wording.
 */
function questionProblemOf(issue: z.core.$ZodIssue, field: string): string {
  if (issue.message === 'must be one of the non-empty options') {
    return i18next.t('problems.rightChoice', { ns, field });
  }
  // The video link is a web address or nothing: failing both is a bad address.
  if (issue.code === 'invalid_union') return fieldProblem('url', field);
  return problemOf(issue, field);
}

const imageTypes = QUESTION_IMAGE_EXTENSIONS.map((extension) => extension.toUpperCase());
const typesParams = () => ({ ns, types: imageTypes.slice(0, -1).join(', '), last: imageTypes.at(-1) });
export const questionImageHint = () =>
  i18next.t('form.imageHint', { ...typesParams(), size: formatBytes(QUESTION_IMAGE_MAX_BYTES) });
export const QUESTION_IMAGE_ACCEPT = QUESTION_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

function imageProblem(image: File): string | null {
  const extension = image.name.split('.').pop()?.toLowerCase() ?? '';
  if (!QUESTION_IMAGE_EXTENSIONS.some((allowed) => allowed === extension)) {
    return i18next.t('form.imageType', typesParams());
  }
  if (image.size > QUESTION_IMAGE_MAX_BYTES) {
    return i18next.t('form.imageSize', { ns, size: formatBytes(QUESTION_IMAGE_MAX_BYTES) });
  }
  return null;
}

interface Placement {
  subject: string;
  chapter: string;
  /** The question being edited already has an image (kept when no new one is chosen). */
  hasImage: boolean;
}

/** Each field's name in its messages, for the server's refusals that name one ("title: …"). */
export const questionFieldLabels = (): Partial<Record<keyof QuestionFormValues, string>> => ({
  title: labelOf(['title']),
  header: labelOf(['header']),
  options: labelOf(['options']),
  rightIndex: labelOf(['rightChoice']),
  videoLink: labelOf(['videoLink']),
  comment: labelOf(['comment']),
  image: i18next.t('form.image', { ns }),
});

/**
 * The form checked with the server's own schema (`questionFields`): what to send, or each field's
 * problem at its place ("title": "Title is required", "rightIndex": "Right choice is required",
 * "options.1": "Option 2 must be at most 1000 characters", "image": the image's type or size).
 */
export function checkQuestion(
  values: QuestionFormValues,
  { subject, chapter, hasImage }: Placement,
): { input: QuestionInput } | { errors: Record<string, string> } {
  const rightChoice = values.options[Number(values.rightIndex)] ?? '';
  const result = questionFields.safeParse({
    subject,
    chapter,
    title: values.title,
    header: values.header,
    options: values.options,
    rightChoice: values.rightIndex === '' ? '' : rightChoice,
    videoLink: values.videoLink,
    comment: values.comment,
    includeImage: values.includeImage,
  });
  const found: Record<string, string> = result.success
    ? {}
    : problemsByField(result.error.issues, labelOf, questionProblemOf);
  const { rightChoice: rightProblem, ...errors } = found;
  // The right choice is picked by its option's number, so its problem shows at that select.
  if (rightProblem) errors.rightIndex = rightProblem;
  const sendImage = values.includeImage ? values.image : null;
  if (values.includeImage && !sendImage && !hasImage) errors.image = i18next.t('form.imageMissing', { ns });
  const imageIssue = sendImage ? imageProblem(sendImage) : null;
  if (imageIssue) errors.image = imageIssue;
  if (!result.success || hasErrors(errors)) return { errors };
  const { includeImage, ...fields } = result.data;
  return { input: { ...fields, includeImage, image: sendImage } };
}
