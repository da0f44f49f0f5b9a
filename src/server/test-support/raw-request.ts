import { request } from "node:http";

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/**
 * A GET whose answer is read as bytes on the wire. fetch() would add its own Accept-Encoding and
 * decompress the body, hiding exactly what compression tests must see.
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
      incoming.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}
