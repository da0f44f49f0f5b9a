/** What live sync uses of shopping: the user's order of item categories. */
/** What quick add uses of shopping: an item added inside its own write (shopping-items.service.ts). */
export { getCategoryOrder, insertItem } from "./shopping-items.service.ts";
