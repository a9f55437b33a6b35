/**
 * What a file of each type starts with ("magic bytes"), so an upload is checked by its content as
 * well as its name: an .exe renamed .pdf starts with "MZ", not "%PDF-". Office files of 97–2003
 * (doc, ppt) are OLE2 compound files; those of 2007 on (docx, pptx) are ZIP packages. Images too:
 * a page of HTML uploaded as "x.webp" must not be kept as an image.
 */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const PDF = Buffer.from('%PDF-');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const startsWith = (head: Buffer, signature: Buffer) => head.subarray(0, signature.length).equals(signature);
/** A WebP image is a RIFF container whose form type, at byte 8, is "WEBP". */
const isWebp = (head: Buffer) =>
  head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP';

/** How many leading bytes the check needs: PDF readers accept the header within the first 1 KiB. */
export const SIGNATURE_BYTES = 1024;

/**
 * Any of the image types for any image name: a photo saved as .jpg that is really a PNG is common
 * and harmless (browsers read an image by its content); what must not pass is a non-image.
 */
const isImage = (head: Buffer) => startsWith(head, PNG) || startsWith(head, JPEG) || isWebp(head);

const checks: Record<string, (head: Buffer) => boolean> = {
  pdf: (head) => head.subarray(0, SIGNATURE_BYTES).includes(PDF),
  doc: (head) => startsWith(head, OLE2),
  ppt: (head) => startsWith(head, OLE2),
  docx: (head) => startsWith(head, ZIP),
  pptx: (head) => startsWith(head, ZIP),
  png: isImage,
  jpg: isImage,
  jpeg: isImage,
  webp: isImage,
};

/** Whether a file's first bytes fit its extension; true for extensions without a known signature. */
export function contentMatches(ext: string, head: Buffer): boolean {
  return checks[ext]?.(head) ?? true;
}

/** The extensions this module knows a signature for. */
export const hasSignature = (ext: string) => ext in checks;
