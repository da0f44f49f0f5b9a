/** The subviews of /settings, opened with ?view=<name>; anything else shows the main menu. */
export const SETTINGS_VIEWS = [
  "account",
  "tags",
  "data",
  "language",
  "notifications",
  "tokens",
  "donate",
  "about",
  "delete",
] as const;
export type SettingsView = (typeof SETTINGS_VIEWS)[number];

export function parseSettingsView(value: string | null): SettingsView | null {
  return SETTINGS_VIEWS.find((view) => view === value) ?? null;
}

/** The history state a menu link leaves, so a subview's back action can return to that very entry. */
export type SettingsLocationState = { fromMenu?: boolean } | null;
