import { useEffect, useState } from "react";

/**
 * A non-success answer. Its message is "status: body text" (status text when the body is empty),
 * as the specification says; callers read the status and the JSON body from its fields.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = "ApiError";
  }

  /** The body parsed as JSON, or undefined when it is not JSON. */
  json<T>(): T | undefined {
    try {
      return JSON.parse(this.body) as T;
    } catch {
      return undefined;
    }
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
}

/** Writes: credentials included; a JSON body and content type only when there is a body. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

export type QueryKey = readonly [string, ...unknown[]];

/** Reads: GET to the first element of the query key, with credentials; 401 may give null. */
export function getQueryFn<T>({ on401 = "throw" }: { on401?: "returnNull" | "throw" } = {}) {
  return async (queryKey: QueryKey): Promise<T | null> => {
    const res = await fetch(queryKey[0], { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * Fetched data never goes stale: each key is fetched once per page life, never refetched on
 * focus, never polled, never retried. A failed read is not cached, so asking again retries.
 */
const cache = new Map<string, Promise<unknown>>();

export function fetchQuery<T>(queryKey: QueryKey, queryFn = getQueryFn<T>()): Promise<T | null> {
  const key = JSON.stringify(queryKey);
  let pending = cache.get(key) as Promise<T | null> | undefined;
  if (!pending) {
    pending = queryFn(queryKey);
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

export type QueryState<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "success"; data: T }
  | { status: "error"; error: Error };

/** Runs the query when `queryKey` is given; null means there is nothing to fetch (data already at hand). */
export function useQuery<T>(
  queryKey: QueryKey | null,
  queryFn: (key: QueryKey) => Promise<T | null> = getQueryFn<T>(),
): QueryState<T> {
  const [state, setState] = useState<QueryState<T>>({ status: queryKey ? "loading" : "idle" });
  const key = queryKey ? JSON.stringify(queryKey) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: queryFn is fixed per call site; the key alone decides what to fetch.
  useEffect(() => {
    if (!key) {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    setState({ status: "loading" });
    fetchQuery<T>(JSON.parse(key) as QueryKey, queryFn).then(
      (data) => current && setState({ status: "success", data: data as T }),
      (error: Error) => current && setState({ status: "error", error }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return state;
}
