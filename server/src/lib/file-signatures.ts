/**
 * What a file of each type starts with ("magic bytes"), so an upload is checked by its content as
 * well as its name: an .exe renamed .pdf starts with "MZ", not "%PDF-". Office files of 97–2003
 * (doc, ppt) are OLE2 compound files; those of 2007 on (docx, pptx) are ZIP packages.
 */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const PDF = Buffer.from('%PDF-');

/** How many leading bytes the check needs: PDF readers accept the header within the first 1 KiB. */
export const SIGNATURE_BYTES = 1024;

const checks: Record<string, (head: Buffer) => boolean> = {
  pdf: (head) => head.subarray(0, SIGNATURE_BYTES).includes(PDF),
  doc: (head) => head.subarray(0, OLE2.length).equals(OLE2),
  ppt: (head) => head.subarray(0, OLE2.length).equals(OLE2),
  docx: (head) => head.subarray(0, ZIP.length).equals(ZIP),
  pptx: (head) => head.subarray(0, ZIP.length).equals(ZIP),
};

/** Whether a file's first bytes fit its extension; true for extensions without a known signature. */
export function contentMatches(ext: string, head: Buffer): boolean {
  return checks[ext]?.(head) ?? true;
}

/** The extensions this module knows a signature for. */
export const hasSignature = (ext: string) => ext in checks;
