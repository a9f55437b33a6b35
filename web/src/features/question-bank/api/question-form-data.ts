/** What the question form sends, already checked against the contract's `questionFields`. */
export interface QuestionInput {
  subject: string;
  chapter: string;
  title: string;
  header: string;
  options: string[];
  rightChoice: string;
  videoLink: string;
  comment: string;
  includeImage: boolean;
  /** A new image; only sent with `includeImage`. Without one, an edit keeps the current image. */
  image: File | null;
}

/**
 * The multipart body of POST and PUT /question-bank: `options` repeated four times (empty ones
 * too, so each keeps its place), and the image only when 'Include Image' is ticked.
 */
export function questionFormData(input: QuestionInput): FormData {
  const form = new FormData();
  form.append('subject', input.subject);
  form.append('chapter', input.chapter);
  form.append('title', input.title);
  form.append('header', input.header);
  for (const option of input.options) form.append('options', option);
  form.append('rightChoice', input.rightChoice);
  form.append('videoLink', input.videoLink);
  form.append('comment', input.comment);
  form.append('includeImage', String(input.includeImage));
  if (input.includeImage && input.image) form.append('image', input.image);
  return form;
}
