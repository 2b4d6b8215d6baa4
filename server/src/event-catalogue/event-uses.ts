// Who appends each event type and which server code reads it, found by reading the server's source
// with the TypeScript compiler rather than kept as a list beside the code: a list would drift the
// first time a decider gains an event, and a declaration on each decider would be one more thing to
// forget. An event is appended where it is built, as an object literal `{ type: 'TubeLocked', … }`;
// it is read where its type is compared (`case 'TubeLocked':`, `event.type === 'TubeLocked'`) or
// listed (a read filter's `eventTypes`). Only string literals naming a known event type count,
// outside type positions, so a command or a type alias of the same words is never mistaken for one.
// Projections are not scanned: each declares its `handles` in code the runner uses.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface EventUses {
  /** Event type → the files (repository-relative) that append it. */
  emitters: Map<string, Set<string>>;
  /** Event type → the files that read it. */
  readers: Map<string, Set<string>>;
}

/** Not the running shop: tests, benchmarks and test fixtures build events of their own. */
const ignored = (file: string) => file.endsWith('.spec.ts') || /(^|\/)(bench|testing)\//.test(file);

/** The object literal whose `type` property a string literal is the value of (through `?:`, parentheses and `as`), if any. */
function typeProperty(literal: ts.Node): ts.PropertyAssignment | undefined {
  let node = literal;
  while (
    ts.isConditionalExpression(node.parent) ||
    ts.isParenthesizedExpression(node.parent) ||
    ts.isAsExpression(node.parent) ||
    ts.isSatisfiesExpression(node.parent)
  ) {
    node = node.parent;
  }
  const parent = node.parent;
  if (!ts.isPropertyAssignment(parent) || parent.initializer !== node) return undefined;
  const name = parent.name;
  return (ts.isIdentifier(name) || ts.isStringLiteral(name)) && name.text === 'type' && ts.isObjectLiteralExpression(parent.parent)
    ? parent
    : undefined;
}

/** Scans every TypeScript file under `dir` (paths reported relative to `root`). */
export function scanEventUses(root: string, dir: string, eventTypes: ReadonlySet<string>): EventUses {
  const uses: EventUses = { emitters: new Map(), readers: new Map() };
  const add = (map: Map<string, Set<string>>, type: string, file: string) => {
    if (!map.has(type)) map.set(type, new Set());
    map.get(type)!.add(file);
  };
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => relative(root, join(dir, f)).split('\\').join('/'))
    .filter((f) => !ignored(f))
    .sort();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && eventTypes.has(node.text)) {
        // A literal type (`EventOfType<'TubeLocked'>`) and an import path name nothing at run time.
        if (!ts.isLiteralTypeNode(node.parent) && !ts.isImportDeclaration(node.parent)) {
          add(typeProperty(node) ? uses.emitters : uses.readers, node.text, file);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}
