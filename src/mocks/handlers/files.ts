import { http, HttpResponse } from 'msw';
import { keptFile } from '../files';
import { API, errorResponse } from '../http';

/** Where a kept file is served: the mock's storage, answering as a signed link does (no session needed). */
const FILES_PATH = '/mock-files';

/** The link to a kept file, on the origin the upload came to (the app's, or the Node mock server's). */
export const fileLink = (request: Request, name: string) =>
  `${new URL(request.url).origin}/api/v1${FILES_PATH}/${encodeURIComponent(name)}`;

/**
 * A kept file, whole or the byte range asked for (`Range: bytes=a-b`, `a-`, `-n`), as a storage service answers a
 * video player: Safari plays a video only from a server that answers ranges, and seeking asks for them.
 */
export const fileHandlers = [
  http.get(`${API}${FILES_PATH}/:name`, async ({ params, request }) => {
    const file = await keptFile(String(params.name));
    if (!file) return errorResponse(404, 'Not Found', new URL(request.url).pathname);
    const type = file.type || 'application/octet-stream';
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '');
    if (!range || (!range[1] && !range[2]))
      return new HttpResponse(file, {
        headers: { 'content-type': type, 'content-length': String(file.size), 'accept-ranges': 'bytes' },
      });
    const size = file.size;
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start >= size || start > end)
      return new HttpResponse(null, { status: 416, headers: { 'content-range': `bytes */${size}` } });
    return new HttpResponse(file.slice(start, end + 1), {
      status: 206,
      headers: {
        'content-type': type,
        'content-length': String(end - start + 1),
        'content-range': `bytes ${start}-${end}/${size}`,
        'accept-ranges': 'bytes',
      },
    });
  }),
];
