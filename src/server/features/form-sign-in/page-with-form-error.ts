import { escapeHtml } from "../../escape-html.ts";

/**
 * The prerendered sign-in page again, after a form sent without JavaScript was refused: the error as an
 * alert at the top of the form, and the e-mail address typed kept in its field (never the password). Only
 * markup inside #root changes, so the inline scripts, and with them the CSP's hashes, stay index.html's.
 * The class names are the app's own for a form's error (Tailwind has them in the built stylesheet).
 */
export function pageWithFormError(html: string, { message, email }: { message: string; email: string }): string {
  const alert = `<p role="alert" class="text-sm text-destructive">${escapeHtml(message)}</p>`;
  let withAlert = false;
  const marked = html.replace(/<form\b[^>]*>/i, (tag) => {
    withAlert = true;
    return `${tag}${alert}`;
  });
  const withEmail = marked.replace(/<input\b[^>]*\bname="email"[^>]*>/i, (tag) =>
    tag.replace(/\svalue="[^"]*"/i, "").replace(/\s*\/?>$/, ` value="${escapeHtml(email)}"/>`),
  );
  return withAlert ? withEmail : withEmail.replace('<div id="root">', `<div id="root">${alert}`);
}
