/**
 * The query of the confirmation link's return to /auth: a notice that the address is confirmed, and
 * the address itself, so the sign-in form opens filled in (issue 25). It travels in the link, not in
 * the browser's storage, because the mail is often opened in another browser than the sign-up's.
 * Signed in there, the visitor goes on to where they were going (`redirect`, an invitation's page).
 */
export function confirmedParams(email: string, redirect: string | null = null): string {
  const params = new URLSearchParams({ verified: "1", email });
  if (redirect) params.set("redirect", redirect);
  return params.toString();
}
