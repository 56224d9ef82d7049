// A fetch for the request layer's own tests: it records every call and answers what `respond`
// makes of it (a microtask later, as a network would), or never, until the call is aborted.
import { vi } from 'vitest';

export type Call = { url: string; init: RequestInit };

/** The calls made so far and the fetch that records them. */
export const recordingFetch = (respond: (call: Call) => Response | Promise<Response>) => {
  const calls: Call[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return Promise.resolve().then(() => respond(call));
  });
  return { calls, fetch: fetchMock as unknown as typeof fetch };
};

/** Like fetch: never answers, rejects with an AbortError once the signal aborts. */
export const untilAborted = ({ init }: Call) =>
  new Promise<Response>((_, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (init.signal?.aborted) abort();
    init.signal?.addEventListener('abort', abort);
  });
