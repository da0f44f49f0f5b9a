/**
 * The answers' memory budget: a user with 10,000 notes has a 4 MB "all notes" list and about 1 MB
 * per tab, so 32 MB holds a few such users' screens or hundreds of ordinary users' while keeping the
 * server's RSS within issue 10's 250 MB after a load test. Least recently used answers go first.
 */
export const READ_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** One answer may take at most a quarter of the budget, so one huge list cannot empty the cache. */
const MAX_ENTRY_SHARE = 4;

export type CachedAnswer = { version: number; etag: string; contentType: string; body: Uint8Array<ArrayBuffer> };

/** A bounded LRU of answers by key (user, path, normalised query); the version says whether one is current. */
export type ReadCache = {
  get: (key: string, version: number) => CachedAnswer | undefined;
  set: (key: string, answer: CachedAnswer) => void;
  bytes: () => number;
};

export function createReadCache(maxBytes = READ_CACHE_MAX_BYTES): ReadCache {
  const answers = new Map<string, CachedAnswer>();
  let bytes = 0;
  const remove = (key: string) => {
    const answer = answers.get(key);
    if (!answer) return;
    answers.delete(key);
    bytes -= answer.body.byteLength + key.length;
  };
  return {
    get(key, version) {
      const answer = answers.get(key);
      if (!answer) return undefined;
      remove(key);
      // An older version's answer is of no use again: versions only rise.
      if (answer.version !== version) return undefined;
      answers.set(key, answer);
      bytes += answer.body.byteLength + key.length;
      return answer;
    },
    set(key, answer) {
      remove(key);
      const size = answer.body.byteLength + key.length;
      if (size > maxBytes / MAX_ENTRY_SHARE) return;
      answers.set(key, answer);
      bytes += size;
      for (const oldest of answers.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    bytes: () => bytes,
  };
}
