/** Bytes of a response body read so far, and its size when the response says it (null otherwise). */
export type DownloadProgress = { received: number; total: number | null };

/** Progress is reported at most this often: a fast stream hands over hundreds of small chunks a second. */
const REPORT_EVERY_MS = 100;

/**
 * The size the body will have once read, from Content-Length — unless the body is compressed, in which
 * case that header counts the compressed bytes while the stream hands over the decompressed ones.
 */
function expectedSize(headers: Headers): number | null {
  if (headers.get("Content-Encoding")) return null;
  const length = Number(headers.get("Content-Length"));
  return Number.isFinite(length) && length > 0 ? length : null;
}

/** Reads a response's body into a Blob, telling `onProgress` how much has arrived as it streams in. */
export async function readWithProgress(
  response: { body: ReadableStream<Uint8Array> | null; headers: Headers; blob: () => Promise<Blob> },
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const total = expectedSize(response.headers);
  const type = response.headers.get("Content-Type") ?? "";
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  let reportedAt = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // A fetch body's chunks are backed by plain ArrayBuffers (never shared memory), which Blob takes.
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    const now = performance.now();
    if (now - reportedAt >= REPORT_EVERY_MS) {
      reportedAt = now;
      onProgress({ received, total });
    }
  }
  onProgress({ received, total });
  return new Blob(chunks, { type });
}
