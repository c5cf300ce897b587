import { http, HttpResponse } from 'msw';
import { keptFile } from '../files';
import { API, errorResponse } from '../http';

/** Where a kept file is served: the mock's storage, answering as a signed link does (no session needed). */
export const FILES_PATH = '/mock-files';

/** The link to a kept file, on the origin the upload came to (the app's, or the Node mock server's). */
export const fileLink = (request: Request, name: string) =>
  `${new URL(request.url).origin}/api/v1${FILES_PATH}/${encodeURIComponent(name)}`;

export const fileHandlers = [
  http.get(`${API}${FILES_PATH}/:name`, async ({ params, request }) => {
    const file = await keptFile(String(params.name));
    if (!file) return errorResponse(404, 'Not Found', new URL(request.url).pathname);
    return new HttpResponse(file, {
      headers: {
        'content-type': file.type || 'application/octet-stream',
        'content-length': String(file.size),
      },
    });
  }),
];
