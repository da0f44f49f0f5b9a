/**
 * Every catalogue of one language, one chunk loaded when a page in that language first needs it (lib/i18n.ts).
 * Left out: namespaces that one screen loads with its own code, so their texts stay out of every
 * page's first load (lib/on-demand-texts.ts): the screens' own (app/screen-texts.ts: auth, shopping, marketing, settings, tags, stats,
 * planner, today, trash, archive, terms, contact, donate, admin), data-transfer (Settings → Your data), search (the search
 * dialog), reminders (Settings → Notifications), recurrence (the task editor's repeat), sharing (a
 * list's sharing dialog and the invitation page), api-tokens (Settings → API tokens), two-factor
 * (the sign-in's second step, Settings → Account's two-factor and passkey sections) and quick-add
 * (the chips and messages of /home's quick add, loaded with its parser).
 */
const files = import.meta.glob<Record<string, unknown>>(
  [
    "../../locales/en/*.json",
    "!../../locales/en/{archive,auth,shopping,marketing,data-transfer,search,reminders,recurrence,sharing,settings,stats,planner,today,trash,terms,contact,donate,admin,api-tokens,two-factor,quick-add,tags}.json",
  ],
  { eager: true, import: "default" },
);

/** Namespace (the file's name) → its texts. */
export const catalogue: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(files).map(([file, texts]) => [file.replace(/^.*\/([\w-]+)\.json$/, "$1"), texts]),
);
