import { http } from 'msw';
import { API, errorResponse } from '../http';
import { authHandlers } from './auth';

/** Every domain's handlers, then a catch-all so an unknown call answers like the real backend's 404. */
export const handlers = [
  ...authHandlers,
  http.all(`${API}/*`, ({ request }) => errorResponse(404, 'Not Found', new URL(request.url).pathname)),
];
