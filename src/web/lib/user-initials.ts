type NamedUser = { firstName?: string | null; lastName?: string | null; name?: string | null; email: string };

function firstLetter(text: string | null | undefined): string {
  // Array.from keeps a letter outside the Basic Multilingual Plane whole.
  return Array.from(text?.trim() ?? "")[0] ?? "";
}

/** "Jana Nováková" → "JN"; falls back to the display name, then to the e-mail address. */
export function userInitials(user: NamedUser): string {
  const fromNames = firstLetter(user.firstName) + firstLetter(user.lastName);
  if (fromNames) return fromNames.toLocaleUpperCase();
  const words = (user.name ?? "").trim().split(/\s+/).filter(Boolean);
  const fromName = firstLetter(words[0]) + firstLetter(words.length > 1 ? words.at(-1) : "");
  return (fromName || firstLetter(user.email) || "?").toLocaleUpperCase();
}

/** The name to show: first and last name, else the display name, else the e-mail address. */
export function userDisplayName(user: NamedUser): string {
  const fullName = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return fullName || user.name?.trim() || user.email;
}
