/**
 * Renders a valibot schema as a short TypeScript-like type, for docs/api.md. Only the shapes the
 * contract uses are spelled out; anything else reads as its valibot type name.
 */
import type * as v from 'valibot';

type AnySchema = v.GenericSchema & { type: string; [key: string]: unknown };

export function describeSchema(schema: v.GenericSchema, depth = 0): string {
  const s = schema as AnySchema;
  const pad = '  '.repeat(depth + 1);
  const end = '  '.repeat(depth);
  switch (s.type) {
    case 'object':
    case 'strict_object':
    case 'loose_object': {
      const entries = Object.entries(s.entries as Record<string, AnySchema>);
      if (entries.length === 0) return '{}';
      const fields = entries.map(([key, value]) => {
        const optional = value.type === 'optional' || value.type === 'nullish';
        const inner = optional ? (value.wrapped as AnySchema) : value;
        return `${pad}${key}${optional ? '?' : ''}: ${describeSchema(inner, depth + 1)};`;
      });
      return `{\n${fields.join('\n')}\n${end}}`;
    }
    case 'array':
      return `${wrap(describeSchema(s.item as AnySchema, depth))}[]`;
    case 'record':
      return `Record<${describeSchema(s.key as AnySchema, depth)}, ${describeSchema(s.value as AnySchema, depth)}>`;
    case 'optional':
    case 'nullish':
      return `${describeSchema(s.wrapped as AnySchema, depth)} | undefined`;
    case 'picklist':
      return (s.options as unknown[]).map((o) => JSON.stringify(o)).join(' | ');
    case 'literal':
      return JSON.stringify(s.literal);
    case 'union':
    case 'variant':
      return (s.options as AnySchema[]).map((o) => describeSchema(o, depth)).join(' | ');
    default:
      return s.pipe ? describeSchema((s.pipe as AnySchema[])[0] as AnySchema, depth) : s.type;
  }
}

const wrap = (text: string) => (text.includes('|') ? `(${text})` : text);
