import type { Operation } from "./api-operations.ts";
import type { GeneratedRequest } from "./request-arbitrary.ts";
import { encode } from "./request-arbitrary.ts";
import type { JsonSchema, KnownValues } from "./schema-arbitrary.ts";

/**
 * Requests every run tries first, whatever the seed: the boundaries that broke before (numeric ids
 * past PostgreSQL's 32-bit integer, ids one character off a UUID, a NUL that PostgreSQL refuses in
 * text, bodies that are not objects)
 * each in an otherwise valid request, so a regression is found every time, not by luck.
 */
export function boundaryExamples(operation: Operation, known: KnownValues): GeneratedRequest[] {
  const ownId = known.ids[0] ?? "018cc251-f400-7000-8000-000000000000";
  const pathWith = (value: string) =>
    operation.pathParams.reduce((path, { name }) => path.replace(`{${name}}`, encode(value)), operation.path);
  const validPath = operation.pathParams.reduce(
    (path, { name, schema }) => path.replace(`{${name}}`, encode(schema.format === "date" ? "2026-12-31" : ownId)),
    operation.path,
  );
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: "application/json" });
  const examples: GeneratedRequest[] = [];
  const hasBody = operation.method !== "GET";

  if (operation.pathParams.length > 0) {
    const ownIdOneShort = ownId.slice(0, -1);
    for (const value of ["2147483648", "9007199254740993", "-1", "1.5", "abc", "\u0000", ownIdOneShort, `${ownId}0`]) {
      const body = hasBody && operation.bodySchema ? json(minimalValid(operation.bodySchema, known)) : null;
      examples.push({ method: operation.method, url: pathWith(value), headers: {}, body });
    }
  }
  if (hasBody && operation.bodySchema) {
    for (const value of [null, [], "x", 2 ** 53]) {
      examples.push({ method: operation.method, url: validPath, headers: {}, body: json(value) });
    }
    const valid = minimalValid(operation.bodySchema, known) as Record<string, unknown>;
    for (const [key, property] of Object.entries(operation.bodySchema.properties ?? {})) {
      for (const value of boundaryValues(property)) {
        examples.push({
          method: operation.method,
          url: validPath,
          headers: {},
          body: json({ ...valid, [key]: value }),
        });
      }
    }
  }
  return examples;
}

/** Values just past what a field of this kind allows, or that a database handles badly. */
function boundaryValues(schema: JsonSchema): unknown[] {
  const kind = firstConcrete(schema);
  if (kind.type === "string") return ["a\u0000b", "\ud800", "x".repeat((kind.maxLength ?? 100_000) + 1)];
  if (kind.type === "integer") return [2 ** 31, -1];
  if (kind.type === "number") return [-0.5, 1e308];
  if (kind.type === "array") {
    const item = kind.items ? firstConcrete(kind.items) : {};
    return item.type === "integer" ? [[2 ** 31], [-1], [1.5]] : [[null], ["a\u0000b"]];
  }
  return [];
}

/** The simplest body the schema accepts: required fields only, first choices, known ids. */
export function minimalValid(schema: JsonSchema, known: KnownValues): unknown {
  const kind = firstConcrete(schema);
  if (kind.enum && kind.enum.length > 0) return kind.enum[0];
  switch (kind.type) {
    case "string":
      if (kind.format === "uuid") return known.ids[0] ?? "018cc251-f400-7000-8000-000000000000";
      return kind.format === "date" ? "2026-12-31" : kind.format === "email" ? "someone@example.org" : "x";
    case "integer":
      return 1;
    case "number":
      return 1;
    case "boolean":
      return true;
    case "array":
      return [];
    case "object":
      return Object.fromEntries(
        (kind.required ?? []).map((key) => [key, minimalValid(kind.properties?.[key] ?? {}, known)]),
      );
    default:
      return null;
  }
}

/** The first alternative that is not null, so `string | null` is treated as a string. */
function firstConcrete(schema: JsonSchema): JsonSchema {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const concrete = choices.map(firstConcrete).find((choice) => choice.type !== "null");
    return concrete ?? schema;
  }
  if (Array.isArray(schema.type)) return { ...schema, type: schema.type.find((type) => type !== "null") ?? "null" };
  return schema;
}
