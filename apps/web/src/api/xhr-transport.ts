import type { HttpTransport } from './http-transport';

/** XMLHttpRequest transport: fetch cannot report upload progress, image fields need it. */
export function xhrTransport(createXhr: () => XMLHttpRequest = () => new XMLHttpRequest()): HttpTransport {
  return ({ method, url, headers, body, signal, onUploadProgress }) =>
    new Promise((resolve, reject) => {
      const xhr = createXhr();
      xhr.open(method, url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      if (onUploadProgress) {
        xhr.upload.onprogress = (event) => {
          const total = event.lengthComputable ? event.total : 0;
          onUploadProgress({ loaded: event.loaded, total, ratio: total > 0 ? event.loaded / total : 0 });
        };
      }
      const abort = () => xhr.abort();
      signal?.addEventListener('abort', abort, { once: true });
      const done = () => signal?.removeEventListener('abort', abort);
      xhr.onload = () => {
        done();
        resolve({ status: xhr.status, text: xhr.responseText, etag: xhr.getResponseHeader('etag') });
      };
      xhr.onerror = () => {
        done();
        reject(new TypeError('Network request failed'));
      };
      xhr.onabort = () => {
        done();
        reject(new DOMException('The upload was aborted', 'AbortError'));
      };
      xhr.send(body ?? null);
    });
}
