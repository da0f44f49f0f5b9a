/**
 * The ready-to-paste command the shown-once dialog offers: a task added with the new token, as the API
 * reference describes POST /api/notes (CreateNoteSchema: a title and the category are all it needs).
 * One line, so it pastes into any POSIX shell as it is; the body is in single quotes, and a quote
 * inside it (a task title in another language may have one) is closed, escaped and reopened.
 */
export function curlExample({ origin, token, title }: { origin: string; token: string; title: string }): string {
  const body = JSON.stringify({ title, category: "tasks" }).replaceAll("'", `'\\''`);
  return `curl -H "Authorization: Bearer ${token}" -H "Content-Type: application/json" -d '${body}' ${origin}/api/notes`;
}
