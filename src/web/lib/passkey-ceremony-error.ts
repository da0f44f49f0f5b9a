/** A passkey ceremony the browser ended (lib/passkeys.ts): cancelled by the person, or not possible here. */
export class PasskeyCeremonyError extends Error {
  constructor(readonly code: "PASSKEY_CANCELLED" | "PASSKEY_ALREADY_ADDED" | "PASSKEY_UNSUPPORTED" | "PASSKEY_FAILED") {
    super(code);
  }
}
