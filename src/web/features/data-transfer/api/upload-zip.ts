/** How far an import has come: the file going up (bytes sent of all), then the server reading it. */
export type ImportProgress = { phase: "uploading"; sent: number; total: number } | { phase: "processing" };

/** Progress is reported at most this often: a fast upload fires progress events many times a second. */
const REPORT_EVERY_MS = 100;

/**
 * POST /api/import with a Takeout zip itself as the body (`Content-Type: application/zip`), through
 * XMLHttpRequest — the one request of the app that does not go through Hono's typed client
 * (api-client.ts): fetch reports no upload progress (a streamed request body would need `duplex:
 * "half"`, which Firefox and Safari do not support), and a Takeout may be 500 MB, minutes on a slow
 * line. The answer comes back as a Fetch `Response`, so the caller reads it as it reads the typed
 * client's. Once the last byte is sent, the server is reading the archive: "processing", with no
 * measure of how far (an import is one transaction, so it reports nothing until it is done).
 */
export function postZipWithProgress(file: File, onProgress: (progress: ImportProgress) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/import");
    request.setRequestHeader("Content-Type", "application/zip");
    request.responseType = "text";
    let reportedAt = 0;
    request.upload.onprogress = (event) => {
      const now = performance.now();
      if (now - reportedAt < REPORT_EVERY_MS && event.loaded < event.total) return;
      reportedAt = now;
      onProgress({ phase: "uploading", sent: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    request.upload.onload = () => onProgress({ phase: "processing" });
    request.onload = () => resolve(asResponse(request));
    request.onerror = () => reject(new TypeError("Failed to fetch"));
    request.onabort = () => reject(new DOMException("The upload was stopped.", "AbortError"));
    onProgress({ phase: "uploading", sent: 0, total: file.size });
    request.send(file);
  });
}

function asResponse(request: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of request
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const at = line.indexOf(":");
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  const hasBody = request.status !== 204 && request.status !== 304;
  return new Response(hasBody ? request.responseText : null, { status: request.status, headers });
}
