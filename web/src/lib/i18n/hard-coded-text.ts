import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finds user-visible English written in the web app's code instead of the catalogues (issue 17):
 * text between JSX tags, string attributes people read (label, title, placeholder…), string
 * children in braces, and strings given to the fields people read of objects (a notification's
 * title and message, a list of labels). A catalogue key ("header.home") is not text.
 */
const READ_ATTRIBUTES = new Set([
  'label',
  'title',
  'placeholder',
  'description',
  'aria-label',
  'alt',
  'error',
  'message',
  'subtitle',
  'nothingFoundMessage',
  'confirmLabel',
  'cancelLabel',
  'hint',
  'emptyText',
  'text',
]);
const READ_PROPERTIES = new Set(['label', 'title', 'message', 'description', 'placeholder', 'text', 'hint']);
const LETTER = /\p{L}/u;
const KEY = /^[a-zA-Z][\w-]*(?::[\w-]+)?(?:\.[\w-]+)+$/;

const isText = (value: string) => LETTER.test(value) && !KEY.test(value.trim());

export interface Finding {
  file: string;
  line: number;
  text: string;
}

export function findHardCodedText(file: string, source: string): Finding[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) =>
    findings.push({
      file,
      line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim(),
    });
  // A template's own words count: `${n} students` is text; `${a} ${b}` is not.
  const literal = (node: ts.Node | undefined): string | null => {
    if (!node) return null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node))
      return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    return null;
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isText(node.text)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(tree))) {
      const value = node.initializer;
      const text = literal(value) ?? (value && ts.isJsxExpression(value) ? literal(value.expression) : null);
      if (text !== null && isText(text)) report(node, text);
    } else if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) {
      const text = literal(node.expression);
      if (text !== null && isText(text)) report(node, text);
    } else if (ts.isPropertyAssignment(node) && READ_PROPERTIES.has(node.name.getText(tree))) {
      const text = literal(node.initializer);
      if (text !== null && isText(text)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return findings;
}

/** The app's own source files: not tests, not catalogues. */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'locales') walk(full);
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
        files.push(full);
    }
  };
  walk(root);
  return files.sort();
}

export const readSource = (file: string) => readFileSync(file, 'utf8');
