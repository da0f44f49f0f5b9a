import type { Migration } from "kysely";
import * as initial from "./0001-initial.ts";
import * as avatars from "./0002-avatars.ts";
import * as listOrderIndexes from "./0003-list-order-indexes.ts";
import * as completionAndShopOrder from "./0004-completion-and-shop-order.ts";
import * as mailOutboxAndSignInFailures from "./0005-mail-outbox-and-sign-in-failures.ts";
import * as idempotencyKeys from "./0006-idempotency-keys.ts";
import * as tagNameKeys from "./0007-tag-name-keys.ts";
import * as shoppingItemUndo from "./0008-shopping-item-undo.ts";
import * as userDataVersions from "./0009-user-data-versions.ts";
import * as listPageIndexes from "./0010-list-page-indexes.ts";
import * as clientMadeIds from "./0011-client-made-ids.ts";
import * as changeLog from "./0012-change-log.ts";
import * as calendarFeeds from "./0013-calendar-feeds.ts";
import * as searchIndex from "./0014-search-index.ts";
import * as reminders from "./0015-reminders.ts";
import * as recurrence from "./0016-recurrence.ts";
import * as sharedLists from "./0017-shared-lists.ts";
import * as apiTokens from "./0018-api-tokens.ts";
import * as apiTokenScopes from "./0019-api-token-scopes.ts";
import * as invitationMails from "./0020-invitation-mails.ts";
import * as pushTestSends from "./0021-push-test-sends.ts";
import * as searchLongWords from "./0022-search-long-words.ts";
import * as shoppingMemory from "./0023-shopping-memory.ts";
import * as reminderDeliveryChannel from "./0024-reminder-delivery-channel.ts";
import * as appSecrets from "./0025-app-secrets.ts";
import * as signUpInvitations from "./0026-sign-up-invitations.ts";
import * as keepGradeNotes from "./0027-keep-grade-notes.ts";
import * as notePhotos from "./0028-note-photos.ts";
import * as caldav from "./0029-caldav.ts";
import * as checklistItemLog from "./0030-checklist-item-log.ts";

/**
 * Every committed migration, in order. A static list (not a folder scan) so the compiled server
 * and the tests run exactly the same migrations.
 */
export const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-avatars": avatars,
  "0003-list-order-indexes": listOrderIndexes,
  "0004-completion-and-shop-order": completionAndShopOrder,
  "0005-mail-outbox-and-sign-in-failures": mailOutboxAndSignInFailures,
  "0006-idempotency-keys": idempotencyKeys,
  "0007-tag-name-keys": tagNameKeys,
  "0008-shopping-item-undo": shoppingItemUndo,
  "0009-user-data-versions": userDataVersions,
  "0010-list-page-indexes": listPageIndexes,
  "0011-client-made-ids": clientMadeIds,
  "0012-change-log": changeLog,
  "0013-calendar-feeds": calendarFeeds,
  "0014-search-index": searchIndex,
  "0015-reminders": reminders,
  "0016-recurrence": recurrence,
  "0017-shared-lists": sharedLists,
  "0018-api-tokens": apiTokens,
  "0019-api-token-scopes": apiTokenScopes,
  "0020-invitation-mails": invitationMails,
  "0021-push-test-sends": pushTestSends,
  "0022-search-long-words": searchLongWords,
  "0023-shopping-memory": shoppingMemory,
  "0024-reminder-delivery-channel": reminderDeliveryChannel,
  "0025-app-secrets": appSecrets,
  "0026-sign-up-invitations": signUpInvitations,
  "0027-keep-grade-notes": keepGradeNotes,
  "0028-note-photos": notePhotos,
  "0029-caldav": caldav,
  "0030-checklist-item-log": checklistItemLog,
};
