/**
 * Turns a log field into something JSON.stringify writes faithfully. An Error's own properties are
 * not enumerable, so `JSON.stringify(error)` gives `{}` — which is how Better Auth's error details
 * (passed as an array of arguments) used to reach the log. Errors anywhere inside the value become
 * { name, message, code, stack, cause, …their other own fields }; cycles and deep nesting are cut.
 */
export function toLogValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "function") return `[function ${value.name || "anonymous"}]`;
  if (typeof value !== "object" || value === null) return value;
  if (value instanceof Date) return value;
  if (seen.has(value)) return "[circular]";
  if (depth >= MAX_DEPTH) return "[too deep]";
  seen.add(value);
  const inner = (item: unknown) => toLogValue(item, depth + 1, seen);
  try {
    if (Array.isArray(value)) return value.map(inner);
    if (value instanceof Error) return errorFields(value, inner);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inner(item)]));
  } finally {
    // Only the current path counts as a cycle; the same object twice side by side is written twice.
    seen.delete(value);
  }
}

const MAX_DEPTH = 8;

function errorFields(error: Error, inner: (item: unknown) => unknown): Record<string, unknown> {
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (code !== undefined) fields.code = inner(code);
  // The rest of the error's own fields, e.g. Better Auth's `status` and `body`.
  for (const [key, item] of Object.entries(error)) {
    if (!(key in fields) && key !== "cause" && key !== "stack") fields[key] = inner(item);
  }
  if (cause !== undefined) fields.cause = inner(cause);
  if (error.stack) fields.stack = error.stack;
  return fields;
}
