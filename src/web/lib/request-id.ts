/**
 * A random UUID (v4) naming one request, e.g. an Idempotency-Key: the server answers a repeated key
 * with the first result instead of doing the work twice. crypto.randomUUID exists only in secure
 * contexts (HTTPS or localhost); a self-hosted server reached over plain HTTP on the LAN has only
 * crypto.getRandomValues, so the UUID is built from that there.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
