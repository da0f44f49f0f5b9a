/** Strips spaces and upper-cases an IBAN, the form banks accept when pasted. */
export function compactIban(iban: string): string {
  return iban.replace(/\s+/g, "").toUpperCase();
}

/** Groups an IBAN in blocks of four, the way it is printed on bank documents. */
export function groupIban(iban: string): string {
  return compactIban(iban).replace(/(.{4})(?=.)/g, "$1 ");
}
