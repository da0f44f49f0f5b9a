import { TAG_PALETTE } from "../../../shared/constants.ts";

/**
 * Examples of the main request bodies, by "METHOD /path" as in the document. Redocly's
 * `no-invalid-media-type-examples` rule checks each against its schema (openapi-document.test.ts).
 */
export function requestExamples(): Record<string, unknown> {
  return {
    "POST /notes": {
      title: "Take out the bins",
      category: "tasks",
      date: "2026-11-24",
      repeat: "FREQ=WEEKLY;BYDAY=TU",
    },
    "PATCH /notes/{id}": { title: "Take out the bins and the recycling", completed: true },
    "POST /notes/{id}/items": { name: "Oat milk", category: "dairy" },
    "PATCH /notes/{id}/items/{itemId}": { completed: true },
    "POST /tags": { name: "Home", color: TAG_PALETTE[0] },
    "PATCH /tags/{id}": { name: "Household" },
    "PUT /planner/{date}": { plannedHours: 6.5 },
    "PUT /shopping/category-order": { order: ["produce", "bakery", "dairy"] },
    "POST /tokens": { name: "Home Assistant", scope: "read_write", expiresInDays: 90 },
    "POST /admin/invitations": { email: "anna@example.org" },
    "POST /auth/sign-up/email": {
      email: "jana@example.org",
      password: "correct horse 42",
      name: "Jana Nováková",
      firstName: "Jana",
      lastName: "Nováková",
      locale: "sk",
    },
    "POST /auth/sign-in/email": { email: "jana@example.org", password: "correct horse 42" },
  };
}
