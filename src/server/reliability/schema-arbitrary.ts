import fc from "fast-check";
import { hostileValue } from "./hostile-values.ts";

/** The part of JSON Schema that /api/openapi.json uses for parameters and bodies. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
};

/**
 * Values the server already knows, so generated requests also hit real rows: the attacker's own
 * ids (deep code paths) and the victim's ids and address (what must never be touched).
 */
export type KnownValues = { ids: string[]; emails: string[]; idempotencyKeys: string[] };

/**
 * A value for `schema` that is mostly valid, so requests get past validation into the services,
 * with a hostile value in place of any part now and then and an unexpected field on objects.
 */
export function nearlyValid(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: validValue(schema, known) }, { weight: 1, arbitrary: hostileValue });
}

function validValue(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => nearlyValid(choice, known)));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type }, known)));
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return integerValue(schema);
    case "number":
      return numberValue(schema);
    case "string":
      return stringValue(schema, known);
    case "array":
      return arrayValue(schema, known);
    case "object":
      return objectValue(schema, known);
    default:
      return hostileValue;
  }
}

function integerValue(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1e6) + 1, -1e6);
  const max = Math.min(schema.maximum ?? 1e6, 2 ** 31 - 1);
  return fc.integer({ min, max: Math.max(min, max) });
}

function numberValue(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e6;
  const max = schema.maximum ?? 1e6;
  return fc.oneof(
    fc.integer({ min: Math.ceil(min * 2), max: Math.floor(max * 2) }).map((halves) => halves / 2),
    fc.double({ min, max, noNaN: true }),
  );
}

const EDGE_DATES = ["2024-02-29", "1970-01-01", "0001-01-01", "9999-12-31", "2026-12-31"];

function stringValue(schema: JsonSchema, known: KnownValues): fc.Arbitrary<string> {
  const day = fc
    .date({ min: new Date("1900-01-01"), max: new Date("2199-12-31"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
  switch (schema.format) {
    case "date":
      return fc.oneof(day, fc.constantFrom(...EDGE_DATES));
    case "date-time":
      return fc
        .tuple(day, fc.constantFrom("T00:00:00Z", "T14:30:00+01:00", "T23:59:59.999-12:00", "T12:00:00+14:00"))
        .map(([date, time]) => `${date}${time}`);
    case "uuid":
      // Row ids: the known ones (also in upper case, which names the same row) and fresh UUIDv7s.
      return fc.oneof(
        ...(known.ids.length > 0 ? [fc.constantFrom(...known.ids, ...known.ids.map((id) => id.toUpperCase()))] : []),
        fc.uuid({ version: 7 }),
        fc.uuid(),
      );
    case "email":
      return fc.oneof(
        fc.emailAddress(),
        ...(known.emails.length > 0 ? [fc.constantFrom(...known.emails)] : []),
        fc.constantFrom(...known.emails.map((email) => email.toUpperCase()), "a@b", "@example.org"),
      );
    default: {
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 60, 60);
      const atLimits = schema.maxLength ? [schema.maxLength, schema.maxLength + 1] : [];
      return fc.oneof(
        { weight: 4, arbitrary: fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }) },
        { weight: 1, arbitrary: fc.constantFrom(...atLimits, minLength).map((length) => "é".repeat(length)) },
      );
    }
  }
}

function arrayValue(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown[]> {
  const item = schema.items ? nearlyValid(schema.items, known) : hostileValue;
  const few = fc.array(item, { maxLength: Math.min(schema.maxItems ?? 5, 5) });
  if (schema.maxItems === undefined || !schema.items) return few;
  // One past the limit, made of valid items, so only the count is wrong.
  const tooMany = validValue(schema.items, known).map((value) =>
    Array.from({ length: (schema.maxItems ?? 0) + 1 }, () => value),
  );
  return fc.oneof({ weight: 6, arbitrary: few }, { weight: 1, arbitrary: tooMany });
}

function objectValue(schema: JsonSchema, known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, nearlyValid(property, known)]),
  );
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  const fields = fc.record(shape, { requiredKeys });
  const extra = fc.dictionary(
    fc.constantFrom("userId", "user_id", "id", "__proto__", "isAdmin", "deleted", "extra"),
    hostileValue,
    { maxKeys: 2 },
  );
  return (
    fc
      .tuple(fields, fc.option(extra, { freq: 4 }))
      // Spread, not Object.assign: a generated "__proto__" key must stay an own field of the body.
      .map(([values, extras]) => (extras ? { ...values, ...extras } : values))
  );
}
