import {
  QUESTION_IMAGE_EXTENSIONS,
  QUESTION_IMAGE_MAX_BYTES,
  QUESTION_OPTION_COUNT,
  type Question,
  questionFields,
} from '@sabora/contract';
import { formatBytes } from '../../lib/format';
import type { QuestionInput } from './api/question-form-data';

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
  };
}

/** The right-choice select offers the options that have text, each under its own number. */
export function rightChoiceOptions(options: readonly string[]) {
  return options.flatMap((text, at) =>
    text.trim() ? [{ value: String(at), label: `Option ${at + 1}: ${text.trim()}` }] : [],
  );
}

/** After an option is edited: the right answer is kept unless its option was emptied. */
export function withOption(values: QuestionFormValues, at: number, text: string): QuestionFormValues {
  const options = values.options.map((option, index) => (index === at ? text : option));
  const emptied = values.rightIndex === String(at) && text.trim() === '';
  return { ...values, options, rightIndex: emptied ? '' : values.rightIndex };
}

const FIELD_LABELS: Record<string, string> = {
  subject: 'Subject',
  chapter: 'Chapter',
  title: 'Title',
  header: 'Header',
  options: 'Options',
  rightChoice: 'Right choice',
  videoLink: 'Video link',
  comment: 'Comment',
};

const imageTypes = QUESTION_IMAGE_EXTENSIONS.map((extension) => extension.toUpperCase());
export const QUESTION_IMAGE_HINT = `${imageTypes.slice(0, -1).join(', ')} or ${imageTypes.at(-1)}, up to ${formatBytes(QUESTION_IMAGE_MAX_BYTES)}.`;
export const QUESTION_IMAGE_ACCEPT = QUESTION_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

function imageProblem(image: File): string | null {
  const extension = image.name.split('.').pop()?.toLowerCase() ?? '';
  if (!QUESTION_IMAGE_EXTENSIONS.some((allowed) => allowed === extension)) {
    return `Please choose a ${imageTypes.slice(0, -1).join(', ')} or ${imageTypes.at(-1)} image.`;
  }
  if (image.size > QUESTION_IMAGE_MAX_BYTES) {
    return `The image must be at most ${formatBytes(QUESTION_IMAGE_MAX_BYTES)}.`;
  }
  return null;
}

interface Placement {
  subject: string;
  chapter: string;
  image: File | null;
  /** The question being edited already has an image (kept when no new one is chosen). */
  hasImage: boolean;
}

/**
 * The form checked with the server's own schema (`questionFields`): what to send, or the first
 * problem ("Title is required", "Right choice is required", "Video link must be a valid URL").
 */
export function checkQuestion(
  values: QuestionFormValues,
  { subject, chapter, image, hasImage }: Placement,
): { input: QuestionInput } | { problem: string } {
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
  if (!result.success) {
    const issue = result.error.issues[0];
    const [field, index] = issue?.path ?? [];
    const label =
      field === 'options' && typeof index === 'number'
        ? `Option ${index + 1}`
        : (FIELD_LABELS[String(field)] ?? '');
    return { problem: `${label} ${issue?.message ?? 'is not valid'}`.trim() };
  }
  const sendImage = values.includeImage ? image : null;
  if (values.includeImage && !sendImage && !hasImage) {
    return { problem: 'Choose an image, or untick Include Image.' };
  }
  const problem = sendImage ? imageProblem(sendImage) : null;
  if (problem) return { problem };
  const { includeImage, ...fields } = result.data;
  return { input: { ...fields, includeImage, image: sendImage } };
}
