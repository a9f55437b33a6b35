import { Fragment } from 'react';
import { FILE_NAME_SHOWN, fileNameParts, middleEllipsis } from '../lib/file-name';

interface FileNameProps {
  name: string;
  /** How many characters show before the middle gives way to "…". */
  max?: number;
}

/**
 * A file's name wherever one is shown (hand-ins, corrections, homework and exam files, the
 * library): a long one loses its middle, never its extension, and shows whole in its title; a
 * line breaks after "_", "-", "." or a space, never inside a word ("teac her_ hom ewor k.pdf").
 * `dir="auto"`: a Latin name in an Arabic page keeps its own order ("report.pdf", not "pdf.report").
 */
export function FileName({ name, max = FILE_NAME_SHOWN }: FileNameProps) {
  const shown = middleEllipsis(name, max);
  return (
    <span
      dir="auto"
      // A file's name is the school's data, never a text to translate (and the sweep of
      // untranslated text skips it: its pieces between <wbr>s can be words of the UI).
      translate="no"
      title={shown === name ? undefined : name}
      // Breaks only where `<wbr>` allows, or inside a part too long for the line on its own.
      style={{ overflowWrap: 'break-word', wordBreak: 'normal', whiteSpace: 'normal' }}
    >
      {fileNameParts(shown).map((part, index) => (
        // The parts are the name's own pieces, in order: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {part}
          <wbr />
        </Fragment>
      ))}
    </span>
  );
}
