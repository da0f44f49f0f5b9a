import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { NoteCategory, NoteColor } from "../../shared/constants.ts";
import type { ApiTokenScope } from "../../shared/schemas/api-tokens.ts";

/**
 * Table types of Poriadok's own tables. Timestamps are ISO-8601 strings and flags are booleans on
 * both engines: the boundary plugin (boundary.ts) makes SQLite's 0/1 and PostgreSQL's Date objects
 * look the same to services.
 */
type Timestamp = ColumnType<string, string, string>;

/** Notes, tags and items: UUIDv7 text keys, made by the client or the service (migration 0011). */
type RowId = string;

export type NotesTable = {
  id: RowId;
  user_id: string;
  title: string;
  content: Generated<string>;
  completed: Generated<boolean>;
  category: NoteCategory;
  /** Either yyyy-MM-dd or an ISO date-time with the author's offset (spec section 3). */
  date: string | null;
  reminder: string | null;
  /** A repeating task's rule (migration 0016), copied from its series for reads without a join. */
  repeat: ColumnType<string | null, string | null | undefined, string | null>;
  series_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The occurrence completing this one made: set once, so it is never made twice. */
  next_occurrence_id: ColumnType<string | null, string | null | undefined, string | null>;
  is_deleted: Generated<boolean>;
  deleted_at: Timestamp | null;
  /** When a task was last ticked off; null while it is open. */
  completed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Pinned first in its tab (migration 0027). */
  pinned: Generated<boolean>;
  /** One of NOTE_COLORS (shared/constants.ts); null: none. */
  color: ColumnType<NoteColor | null, NoteColor | null | undefined, NoteColor | null>;
  /** When it was archived: out of the lists, still found by search; null while not archived. */
  archived_at: ColumnType<string | null, string | null | undefined, string | null>;
};

/** A task's sub-task or a note's checklist line (migration 0027), ordered by position. */
export type ChecklistItemsTable = {
  id: RowId;
  note_id: RowId;
  title: string;
  completed: Generated<boolean>;
  /** Ascending; a float, so a move writes one row (the midpoint of its new neighbours). */
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** A note's photo (migration 0028): the re-encoded image and its thumbnail, with their stored sizes. */
export type NotePhotosTable = {
  id: RowId;
  note_id: RowId;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
  data: Uint8Array;
  thumb_byte_size: number;
  thumb_data: Uint8Array;
  created_at: Timestamp;
};

export type TagsTable = {
  id: RowId;
  user_id: string;
  name: string;
  /** tagNameKey(name): unique per user; null only on duplicates made before migration 0007. */
  name_key: string | null;
  color: string;
  created_at: Timestamp;
};

export type NoteTagsTable = {
  note_id: RowId;
  tag_id: RowId;
};

export type ShoppingItemsTable = {
  id: RowId;
  note_id: RowId;
  name: string;
  completed: Generated<boolean>;
  /** A built-in category key (produce, dairy …) or the user's own name; null is "Other". */
  category: string | null;
  created_at: Timestamp;
  /** Set when the item is deleted; kept a while so Undo can bring it back (reads leave it out). */
  deleted_at: Timestamp | null;
  /** An optional amount ("2 l", "3×"), shown apart from the name. */
  quantity: string | null;
  /** Who added it (a member, on a shared list); null when unknown or their account is gone. */
  added_by: string | null;
};

/** Per person, the items they added, by folded name (fold-item-name.ts): last category, name as written. */
export type ShoppingItemMemoryTable = {
  user_id: string;
  name_key: string;
  name: string;
  category: string | null;
  used_at: Timestamp;
};

export type ShoppingCategoryOrderTable = {
  user_id: string;
  category: string;
  position: number;
};

export type HoursPlannerTable = {
  id: Generated<number>;
  user_id: string;
  /** yyyy-MM-dd; one row per user and date. */
  date: string;
  planned_hours: number;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type AvatarsTable = {
  user_id: string;
  content_type: string;
  data: Uint8Array;
  updated_at: Timestamp;
};

/** A mail waiting to be delivered (migration 0005); deleted once the SMTP server took it. */
export type MailOutboxTable = {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  link: string;
  attempts: Generated<number>;
  /** When the mail is due next; a worker that claims it moves this ahead as its lease. */
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
};

/** One failed sign-in for an account (migration 0005); the per-account limit counts recent rows. */
export type SignInFailuresTable = {
  id: Generated<number>;
  account_key: string;
  attempted_at: Timestamp;
};

/** A creation made with an Idempotency-Key (migration 0006): a repeat answers `status` and `response`. */
export type IdempotencyKeysTable = {
  user_id: string;
  key: string;
  fingerprint: string;
  status: number;
  /** The JSON body of the first answer. */
  response: string;
  created_at: Timestamp;
};

/** The user's data version (migration 0009, core/write/data-version.ts). */
export type UserDataVersionsTable = {
  user_id: string;
  /** bigint: a number on SQLite, a string from PostgreSQL. */
  version: ColumnType<number | string, number, number>;
  /** The highest seq whose tombstones were pruned (migration 0012): a device behind it starts over. */
  pruned_seq: ColumnType<number | string, number | undefined, number>;
};

/**
 * The change log (migration 0012, features/sync/): the latest change of each entity of a user,
 * written by database triggers. `entity` is note, item, tag, plannerDay, categoryOrder or (since 0030,
 * for CalDAV) checklistItem; `entity_id` the id as text (the date for a planner day).
 */
export type SyncChangesTable = {
  user_id: string;
  entity: string;
  entity_id: string;
  /** bigint: a number on SQLite, a string from PostgreSQL. */
  seq: ColumnType<number | string, number, number>;
  /** 0/1 on SQLite: read it with Boolean(). */
  deleted: ColumnType<boolean | number, boolean, boolean>;
  changed_at: Timestamp;
};

/**
 * A user's private calendar feed (migration 0013, features/data-transfer/calendar-feed/): only the secret's
 * SHA-256 is kept.
 */
export type CalendarFeedsTable = {
  user_id: string;
  /** Hex SHA-256 of the secret in the feed's URL. */
  secret_hash: string;
  created_at: Timestamp;
};

/** A repeating task's template (migration 0016, features/recurrence/): what its next occurrences get. */
export type TaskSeriesTable = {
  id: string;
  user_id: string;
  /** RRULE body, e.g. FREQ=WEEKLY;BYDAY=MO,TH (shared/schemas/recurrence.ts). */
  rule: string;
  /** IANA zone whose wall clock the occurrences keep (their offset follows DST). */
  time_zone: string;
  title: string;
  content: string;
  /** JSON array of tag ids. */
  tag_ids: string;
  /** How long before the due moment the reminder rings; null: no reminder. */
  reminder_before_minutes: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** Someone besides the owner on a shared shopping list (migration 0017, features/sharing/). */
export type ListMembersTable = {
  note_id: string;
  user_id: string;
  /** The list's owner (the note's user_id), so an owner's shared lists are one index lookup. */
  owner_id: string;
  added_at: Timestamp;
};

/** A pending (or used) invitation to a shared list (migration 0017); only the token's SHA-256 is kept. */
export type ListInvitationsTable = {
  id: string;
  token_hash: string;
  note_id: string;
  /** Lower-cased. */
  email: string;
  invited_by: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
};

/** One invitation mail a person sent (migration 0020): the sharing feature's daily and per-address limits. */
export type InvitationMailsTable = {
  id: Generated<number>;
  sender_id: string;
  /** Lower-cased. */
  recipient: string;
  sent_at: Timestamp;
};

/** An admin's invitation to sign up (migration 0026, features/registration/); one row per address. */
export type SignUpInvitationsTable = {
  /** Lower-cased, as Better Auth stores user.email. */
  email: string;
  /** Null: invited at the shell, or the inviting account is gone. */
  invited_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

/** A personal API token (migration 0018, features/api-tokens/); only the token's SHA-256 is kept. */
/** What a CalDAV client made of a task or item beyond Poriadok's fields (migration 0029). */
export type CaldavObjectsTable = {
  user_id: string;
  /** The task's (note's) or shopping item's id. */
  object_id: string;
  /** "tasks", or the shopping list's (note's) id. */
  collection_id: string;
  /** The resource's last path segment as the client named it ("0A1B….ics"). */
  name: string;
  uid: string;
  /** iCalendar content lines of the VTODO that Poriadok does not map, given back on every read. */
  extras: string | null;
};

export type ApiTokensTable = {
  id: string;
  user_id: string;
  name: string;
  /** Base64url SHA-256 of the whole token (api-token-secret.ts). */
  token_hash: string;
  /** The token's first API_TOKEN_START_LENGTH characters, shown in the list. */
  start: string;
  /** What the token may do (migration 0019; tokens made before it are read_write; `caldav` since 0029). */
  scope: ColumnType<ApiTokenScope, ApiTokenScope | undefined, ApiTokenScope>;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  /** Null: never expires. */
  expires_at: Timestamp | null;
  /** The current per-minute rate window: when it began and how many requests it has counted. */
  rate_window_started_at: Timestamp;
  rate_window_count: ColumnType<number, number | undefined, number>;
};

/** The part of Better Auth's user table that Poriadok reads; Better Auth owns and migrates it. */
export type UserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  firstName: string;
  lastName: string;
  username: string | null;
  displayUsername: string | null;
  locale: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Better Auth's admin plugin (features/admin): "admin", "user", or null for accounts made before it. */
  role: ColumnType<string | null, string | null | undefined, string | null>;
  /** The admin plugin's flag: a disabled account (SQLite hands it back as 0/1: admin-roles.ts isBanned). */
  banned: ColumnType<boolean | number | null, boolean | null | undefined, boolean | null>;
  banReason: ColumnType<string | null, string | null | undefined, string | null>;
};

export type Database = {
  notes: NotesTable;
  tags: TagsTable;
  note_tags: NoteTagsTable;
  shopping_items: ShoppingItemsTable;
  checklist_items: ChecklistItemsTable;
  note_photos: NotePhotosTable;
  hours_planner: HoursPlannerTable;
  avatars: AvatarsTable;
  shopping_category_order: ShoppingCategoryOrderTable;
  shopping_item_memory: ShoppingItemMemoryTable;
  mail_outbox: MailOutboxTable;
  sign_in_failures: SignInFailuresTable;
  idempotency_keys: IdempotencyKeysTable;
  user_data_versions: UserDataVersionsTable;
  sync_changes: SyncChangesTable;
  calendar_feeds: CalendarFeedsTable;
  task_series: TaskSeriesTable;
  list_members: ListMembersTable;
  list_invitations: ListInvitationsTable;
  invitation_mails: InvitationMailsTable;
  sign_up_invitations: SignUpInvitationsTable;
  api_tokens: ApiTokensTable;
  caldav_objects: CaldavObjectsTable;
  user: UserTable;
};

export type NoteRow = Selectable<NotesTable>;
export type NewNoteRow = Insertable<NotesTable>;
export type NoteRowUpdate = Updateable<NotesTable>;
export type TagRow = Selectable<TagsTable>;
export type ShoppingItemRow = Selectable<ShoppingItemsTable>;
export type ChecklistItemRow = Selectable<ChecklistItemsTable>;
export type HoursPlannerRow = Selectable<HoursPlannerTable>;

/** Boolean columns of Poriadok's tables; SQLite hands them back as 0/1. */
export const BOOLEAN_COLUMNS: ReadonlySet<string> = new Set(["completed", "is_deleted", "emailVerified", "pinned"]);
