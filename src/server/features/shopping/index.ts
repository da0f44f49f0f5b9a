/** What live sync uses of shopping: the user's order of item categories. */
export { getCategoryOrder } from "./shopping-items.service.ts";
