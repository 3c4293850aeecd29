/**
 * The server stays readable in small pieces: no function in apps/server/src (tests aside) is
 * longer than 80 lines. A longer one is split into named steps rather than the limit raised.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from '@swc/core';
import { expect, it } from 'vitest';

const maxLines = 80;
const root = join(import.meta.dirname, '..');
const serverSources = join(root, 'apps/server/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

type Span = { start: number; end: number };
type Node = { type?: string; span?: Span; [key: string]: unknown };

const functionTypes = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const methodTypes = new Set(['ClassMethod', 'MethodProperty', 'GetterProperty', 'SetterProperty']);

const identifier = (node: unknown): string | undefined => {
  const value = (node as { value?: unknown } | undefined)?.value;
  return typeof value === 'string' ? value : undefined;
};

/** The name a node gives the function it holds: a declaration's, a variable's, a property's or a method's. */
function nameGiven(node: Node): string | undefined {
  if (node.type === 'VariableDeclarator') return identifier(node.id);
  if (node.type === 'KeyValueProperty' || methodTypes.has(node.type ?? '')) return identifier(node.key);
  if (node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression') return identifier(node.identifier);
  return undefined;
}

interface FoundFunction {
  readonly name: string;
  readonly span: Span;
}

/** Every function and method of the tree, depth first, with the name it is known by. */
function* functions(node: unknown, name = '(anonymous)'): Generator<FoundFunction> {
  if (Array.isArray(node)) {
    for (const item of node) yield* functions(item, name);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const candidate = node as Node;
  const given = nameGiven(candidate) ?? name;
  const isFunction = functionTypes.has(candidate.type ?? '') || methodTypes.has(candidate.type ?? '');
  if (isFunction && candidate.span) yield { name: given, span: candidate.span };
  for (const [key, value] of Object.entries(candidate)) {
    if (key === 'span') continue;
    // A class method's function has the method's span: counted once, as the method.
    if (candidate.type === 'ClassMethod' && key === 'function') yield* functions((value as Node).body, given);
    else yield* functions(value, isFunction ? '(anonymous)' : given);
  }
}

/** The functions of one file longer than the limit, as `path:line name (n lines)`. */
function longFunctions(path: string): string[] {
  const source = readFileSync(path, 'utf8');
  // A leading `;` starts the module at its first byte (its span otherwise starts after the leading comments).
  const module = parseSync(`;${source}`, { syntax: 'typescript', tsx: path.endsWith('.tsx') });
  // swc's byte offsets are shared across every parse of the process: the module's own start is the base.
  const base = module.span.start;
  const bytes = Buffer.from(`;${source}`);
  const lineAt = (offset: number) =>
    bytes
      .subarray(0, offset - base)
      .toString()
      .split('\n').length;
  return [...functions(module.body)].flatMap(({ name, span }) => {
    const first = lineAt(span.start);
    const lines = lineAt(span.end) - first + 1;
    return lines > maxLines ? [`${relative(root, path)}:${first} ${name} (${lines} lines)`] : [];
  });
}

it(`keeps every function of apps/server/src within ${maxLines} lines`, () => {
  const files = sourceFiles(serverSources);
  expect(files.length).toBeGreaterThan(50);
  expect(files.flatMap(longFunctions)).toEqual([]);
});
