/**
 * A subscription as PushSubscription.toJSON() gives it, on a push service that is never called. The
 * server accepts only endpoints that lead to public addresses and resolves names to check them; the
 * test machine may have no DNS, so the host is a public address written out (nothing is sent there).
 */
export function fakeSubscription(name: string) {
  const p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url");
  return {
    endpoint: `https://142.250.185.74/send/${name}`,
    expirationTime: null,
    keys: { p256dh, auth: Buffer.alloc(16, 3).toString("base64url") },
  };
}
