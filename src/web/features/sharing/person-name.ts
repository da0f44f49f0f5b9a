import type { Person } from "@shared/schemas/sharing";

/** "Jana Nováková"; a person without names (not possible through sign-up) reads as a dash, not blank. */
export function personName(person: Pick<Person, "firstName" | "lastName">): string {
  return `${person.firstName} ${person.lastName}`.trim() || "—";
}
