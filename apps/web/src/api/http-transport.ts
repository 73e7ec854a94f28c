/** What the client needs from the network: send one request, get the status and the raw body. */
export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  signal?: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
}

export interface HttpResponse {
  status: number;
  text: string;
  /** The answer's ETag header (its version, decision 014); null or absent when it has none. */
  etag?: string | null;
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 1; 0 while the total is unknown. */
  ratio: number;
}

export type HttpTransport = (request: HttpRequest) => Promise<HttpResponse>;

export function fetchTransport(fetchFn: typeof fetch): HttpTransport {
  return async ({ method, url, headers, body, signal }) => {
    const response = await fetchFn(url, { method, headers, body, signal, credentials: 'omit' });
    return { status: response.status, text: await response.text(), etag: response.headers.get('etag') };
  };
}
