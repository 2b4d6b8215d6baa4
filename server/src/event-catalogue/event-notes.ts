// What the contracts say of each event in words: the doc comment above its schema
// (`/** One ticket sold: … */ export const ticketDrawnSchema = eventSchema('TicketDrawn', …)`) and
// those above the fields of its data (`/** The final ticket's number. */ number: …`). zod keeps no
// comment at run time, so they are read from the source, as the compiler sees them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export interface EventNotes {
  /** The event's own doc comment. */
  summary?: string;
  /** Field path (`prizes[].tier`, as the catalogue names fields) → its doc comment. */
  fields: Map<string, string>;
}

function docOf(node: ts.Node): string | undefined {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const text = docs
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}

/** One file's top-level declarations (`const placedBase = {…}`), so that a schema built from named parts is read through them. */
type Declarations = Map<string, ts.VariableDeclaration>;

const zCall = (node: ts.Node, name: string): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === name;

/** The object literals of the `z.object({...})` an expression is (its branches, for a union), through the file's named schemas. */
function objectLiteralsOf(node: ts.Node, declarations: Declarations): ts.ObjectLiteralExpression[] {
  if (ts.isIdentifier(node)) {
    const initializer = declarations.get(node.text)?.initializer;
    return initializer ? objectLiteralsOf(initializer, declarations) : [];
  }
  if (zCall(node, 'object')) {
    const [arg] = node.arguments;
    return arg && ts.isObjectLiteralExpression(arg) ? [arg] : [];
  }
  if (zCall(node, 'discriminatedUnion') || zCall(node, 'union')) {
    const list = node.arguments.find(ts.isArrayLiteralExpression);
    return list ? list.elements.flatMap((element) => objectLiteralsOf(element, declarations)) : [];
  }
  return [];
}

/** The schemas of objects inside a field's expression (`z.array(z.object(…))`, `shapeSchema.optional()`), and whether inside an array. */
function nestedObjects(
  node: ts.Node,
  declarations: Declarations,
  inArray = false,
): { literals: ts.ObjectLiteralExpression[]; inArray: boolean } | undefined {
  const literals = objectLiteralsOf(node, declarations);
  if (literals.length) return { literals, inArray };
  const isArray = zCall(node, 'array');
  let found: ReturnType<typeof nestedObjects>;
  node.forEachChild((child) => {
    // Only the schema being called on or wrapped, not a method's arguments (`.default(x)`).
    if (ts.isCallExpression(node) && node.arguments.includes(child as ts.Expression) && !isArray) return;
    found ??= nestedObjects(child, declarations, inArray || isArray);
  });
  return found;
}

function fieldNotes(literal: ts.ObjectLiteralExpression, prefix: string, declarations: Declarations, into: Map<string, string>): void {
  for (const property of literal.properties) {
    if (ts.isSpreadAssignment(property)) {
      // `...placedBase`: the shared fields' own object literal.
      const shared = ts.isIdentifier(property.expression) ? declarations.get(property.expression.text)?.initializer : undefined;
      if (shared && ts.isObjectLiteralExpression(shared)) fieldNotes(shared, prefix, declarations, into);
      continue;
    }
    if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) continue;
    const name = `${prefix}${property.name.text}`;
    const doc = docOf(property);
    if (doc && !into.has(name)) into.set(name, doc);
    const nested = nestedObjects(property.initializer, declarations);
    for (const child of nested?.literals ?? []) fieldNotes(child, `${name}${nested!.inArray ? '[].' : '.'}`, declarations, into);
  }
}

/** The notes of every `eventSchema('Type', data)` declared in the `*.events.ts` files of `dir`. */
export function readEventNotes(dir: string): Map<string, EventNotes> {
  const notes = new Map<string, EventNotes>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.events.ts'))) {
    const source = ts.createSourceFile(file, readFileSync(join(dir, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const declarations: Declarations = new Map();
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) declarations.set(declaration.name.text, declaration);
      }
    }
    for (const declaration of declarations.values()) {
      const call = declaration.initializer;
      if (!call || !ts.isCallExpression(call) || !ts.isIdentifier(call.expression) || call.expression.text !== 'eventSchema') continue;
      const [type, data] = call.arguments;
      if (!type || !ts.isStringLiteral(type) || !data) continue;
      const fields = new Map<string, string>();
      for (const literal of objectLiteralsOf(data, declarations)) fieldNotes(literal, '', declarations, fields);
      // A data schema declared on its own (`placedOrderDataSchema`) may carry the event's words.
      const named = ts.isIdentifier(data) ? declarations.get(data.text) : undefined;
      notes.set(type.text, { summary: docOf(declaration) ?? (named && docOf(named)), fields });
    }
  }
  return notes;
}
