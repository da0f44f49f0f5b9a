/**
 * One change waiting to reach the server, as the outbox stores it. `id` is also its Idempotency-Key,
 * so sending it again (after a reload, from another tab, after a lost answer) applies it once;
 * `kind` names its command kind ("notes.create", command-kind.ts), which reads it back;
 * `createdAt` (epoch ms) tells a restored cache whether it already shows the change.
 */
export type StoredCommand = { id: string; kind: string; args: unknown; createdAt: number };
