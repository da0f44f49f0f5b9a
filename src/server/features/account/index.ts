/** What sharing uses of the account: a person's picture, shown to the other people of a list. */
export { findAvatar } from "./account.service.ts";
