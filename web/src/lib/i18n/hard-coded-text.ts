import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finds user-visible English written in the web app's code instead of the catalogues:
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

  // What an expression may show: a literal, either branch of `a ? 'x' : 'y'`, or the fallback of
  // `a ?? 'x'` / `a || 'x'` (the wrapped `('x')` too).
  const shown = (node: ts.Node | undefined): string[] => {
    if (!node) return [];
    const text = literal(node);
    if (text !== null) return [text];
    if (ts.isParenthesizedExpression(node)) return shown(node.expression);
    if (ts.isConditionalExpression(node)) return [...shown(node.whenTrue), ...shown(node.whenFalse)];
    if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
        node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    )
      return shown(node.right);
    return [];
  };
  const reportShown = (node: ts.Node, texts: string[]) => {
    for (const text of texts) if (isText(text)) report(node, text);
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isText(node.text)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(tree))) {
      const value = node.initializer;
      reportShown(node, value && ts.isJsxExpression(value) ? shown(value.expression) : shown(value));
    } else if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) {
      reportShown(node, shown(node.expression));
    } else if (ts.isPropertyAssignment(node) && READ_PROPERTIES.has(node.name.getText(tree))) {
      reportShown(node, shown(node.initializer));
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
