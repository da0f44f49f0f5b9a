import webPush from "web-push";
import type { VapidKeys } from "../../vapid-keys.ts";
import { pinnedAgent } from "./push-network/pinned-agent.ts";
import { checkPushEndpoint, type PushEndpointRules } from "./push-network/push-endpoint-check.ts";

/** What a notification carries to the service worker (public/… service worker's push handler). */
export type PushPayload = { title: string; body: string; url: string; tag: string };

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** `gone`: the push service no longer knows the subscription (404/410); it will never work again. */
export type PushOutcome = "sent" | "gone" | "failed";

/** The only door to Web Push: the rest of the server never imports web-push. */
export type PushSender = {
  send: (target: PushTarget, payload: PushPayload) => Promise<{ outcome: PushOutcome; detail?: string }>;
};

/** A reminder is no use tomorrow: a push service holds it for a phone that is off at most this long. */
const TIME_TO_LIVE_SECONDS = 60 * 60;
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Each send checks the endpoint again (its host's addresses may have changed since it was saved)
 * and connects only to the addresses it approved. A refused endpoint is not contacted and counts as
 * failed: the device stays listed, so its owner sees that the test reached nothing and can remove it.
 */
export function createPushSender(vapid: VapidKeys, rules: PushEndpointRules): PushSender {
  return {
    send: async (target, payload) => {
      const checked = await checkPushEndpoint(target.endpoint, rules);
      if (!checked.ok) return { outcome: "failed", detail: `endpoint refused: ${checked.reason}` };
      const agent = pinnedAgent(checked.addresses);
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: vapid,
            TTL: TIME_TO_LIVE_SECONDS,
            urgency: "high",
            contentEncoding: "aes128gcm",
            timeout: REQUEST_TIMEOUT_MS,
            agent,
          },
        );
        return { outcome: "sent" };
      } catch (error) {
        const status = error instanceof webPush.WebPushError ? error.statusCode : null;
        if (status === 404 || status === 410) return { outcome: "gone", detail: `push service answered ${status}` };
        return { outcome: "failed", detail: error instanceof Error ? error.message : String(error) };
      } finally {
        agent.destroy();
      }
    },
  };
}
