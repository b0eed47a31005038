import { type Node, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import { pointerSegments } from '../../schemas/schema-problem.ts';

/** 1-based, as editors show them. */
export interface Position {
  line: number;
  column: number;
}

export interface JsonSource {
  text: string;
  /** The syntax tree with offsets; undefined when the text is not JSON at all. */
  root: Node | undefined;
  syntaxErrors: { position: Position; message: string }[];
}

const SYNTAX_MESSAGES: Record<string, string> = {
  InvalidSymbol: 'Unexpected character here.',
  InvalidNumberFormat: 'This number is not written correctly.',
  PropertyNameExpected: 'A property name in double quotes is expected here (is there a comma too many before it?).',
  ValueExpected: 'A value is expected here (is there a comma too many, or a value missing?).',
  ColonExpected: 'A colon ":" is expected between the property name and its value.',
  CommaExpected: 'A comma is missing between two properties or list items.',
  CloseBraceExpected: 'A closing "}" is missing.',
  CloseBracketExpected: 'A closing "]" is missing.',
  EndOfFileExpected: 'The file should end here; there is something after the last "}".',
  InvalidCommentToken: 'Comments are not allowed in JSON.',
  UnexpectedEndOfComment: 'Comments are not allowed in JSON.',
  UnexpectedEndOfString: 'A text value is not closed with a double quote.',
  UnexpectedEndOfNumber: 'This number is cut off.',
  InvalidUnicode: 'This \\u escape is not valid.',
  InvalidEscapeCharacter: 'This backslash escape is not valid; write \\\\ for a backslash.',
  InvalidCharacter: 'This character must be escaped inside a text value.',
};

export function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: (before.match(/\n/g)?.length ?? 0) + 1, column: offset - lineStart + 1 };
}

/** Strict JSON (no comments, no trailing commas), keeping where every value sits. */
export function parseJsonSource(text: string): JsonSource {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  return {
    text,
    root,
    syntaxErrors: errors.map((error) => ({
      position: positionAt(text, error.offset),
      message: SYNTAX_MESSAGES[printParseErrorCode(error.error)] ?? 'This is not valid JSON.',
    })),
  };
}

/**
 * Where a JSON pointer points in the text: the value, or with `key` the property's name.
 * A path that goes further than the document (a missing property) stops at the deepest part found.
 */
export function locate(source: JsonSource, pointer: string, key?: string): Position {
  let node = source.root;
  if (!node) return { line: 1, column: 1 };
  for (const segment of [...pointerSegments(pointer), ...(key === undefined ? [] : [key])]) {
    const next = childOf(node, segment);
    if (!next) break;
    node = next;
  }
  const target = key !== undefined && node.parent?.type === 'property' ? (node.parent.children?.[0] ?? node) : node;
  return positionAt(source.text, target.offset);
}

function childOf(node: Node, segment: string): Node | undefined {
  if (node.type === 'array') return node.children?.[Number(segment)];
  if (node.type !== 'object') return undefined;
  const property = node.children?.find((child) => child.children?.[0]?.value === segment);
  return property?.children?.[1];
}
