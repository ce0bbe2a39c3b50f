import type { z } from 'zod';
import { dateFields } from './common';

/** Where a date field sits in a request: keys, '*' for every element of a list. */
export type FieldPath = readonly string[];

/** The part of a zod schema's inner definition the walks over request schemas read. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
}
export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas that hold one other (`innerType`) and add no field of their own. */
export const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/**
 * The paths of the fields of a request schema that `isTarget` picks, through objects, lists, optional and default
 * wrappers, pipes (both sides: z.preprocess puts the real schema on the out side), unions and intersections.
 * A schema that is none of those is a leaf: picked or not.
 */
export function fieldPathsOf(schema: z.ZodType | undefined, isTarget: (schema: z.ZodType) => boolean, depth = 0): FieldPath[] {
  if (!schema || depth > 20) return [];
  if (isTarget(schema)) return [[]];
  const def = defOf(schema);
  const inner = (child: z.ZodType | undefined, prefix: string[] = []) =>
    fieldPathsOf(child, isTarget, depth + 1).map((path) => [...prefix, ...path]);
  let paths: FieldPath[] = [];
  if (def.type === 'object') paths = Object.entries(def.shape ?? {}).flatMap(([key, child]) => inner(child, [key]));
  else if (def.type === 'array') paths = inner(def.element, ['*']);
  else if (WRAPPERS.has(def.type)) paths = inner(def.innerType);
  else if (def.type === 'pipe') paths = [...inner(def.in), ...inner(def.out)];
  else if (def.type === 'union') paths = (def.options ?? []).flatMap((option) => inner(option));
  else if (def.type === 'intersection') paths = [...inner(def.left), ...inner(def.right)];
  const seen = new Set<string>();
  return paths.filter((path) => {
    const key = path.join('.');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const CONTAINERS = new Set(['object', 'array', 'pipe', 'union', 'intersection', ...WRAPPERS]);
/** Whether a schema holds no fields of its own (what fieldPathsOf stops at). */
export const isLeaf = (schema: z.ZodType) => !CONTAINERS.has(defOf(schema).type);

/** The paths of every date field (dateField, ADR 0035) a request schema holds. */
export const datePathsOf = (schema: z.ZodType | undefined): FieldPath[] => fieldPathsOf(schema, (s) => dateFields.has(s));
