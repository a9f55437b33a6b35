/**
 * How many characters of a file name are shown before its middle gives way to "…": about two
 * lines of a compact button on a 390 px phone, so a long name stays a few words, not a paragraph.
 */
export const FILE_NAME_SHOWN = 40;

/** The longest ending still read as an extension (".jpeg", ".docx"; not "._final-copy-2"). */
const EXTENSION_MAX = 6;
/** Characters of the name kept just before the extension, so "…_v2.pdf" still tells copies apart. */
const TAIL = 6;

/**
 * A long file name shortened in its middle, the start and the extension kept:
 * "teacher_homework_chapter_three_final_version.pdf" → "teacher_homework_chapter_thre…ersion.pdf".
 * Counts characters as people see them (an emoji or an accented letter is one).
 */
export function middleEllipsis(name: string, max = FILE_NAME_SHOWN): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= EXTENSION_MAX ? Array.from(name.slice(dot)) : [];
  const stem = chars.slice(0, chars.length - extension.length);
  const tail = Math.min(TAIL, Math.max(0, max - extension.length - 2));
  const head = Math.max(1, max - 1 - tail - extension.length);
  return `${stem.slice(0, head).join('')}…${stem.slice(stem.length - tail).join('')}${extension.join('')}`;
}

/**
 * A file name cut into the pieces a line may break after: its words, and after each "_", "-", "."
 * or space, so "teacher_homework.pdf" wraps as "teacher_ | homework.pdf", never inside a word.
 */
export function fileNameParts(name: string): string[] {
  return name.split(/(?<=[_\-.\s])/u).filter(Boolean);
}
