import { http } from 'msw';
import { API, errorResponse } from '../http';
import { authHandlers, userByIdHandler } from './auth';
import { chatByIdHandler, chatHandlers } from './chat';
import { lookupHandlers } from './lookup';
import { notificationHandlers } from './notifications';
import { meetingByIdHandler, meetingHandlers, schedulingChoiceHandlers } from './meetings';
import { jobByIdHandler, userJobHandlers } from './userJobs';

/**
 * Every domain's handlers. MSW takes the first match, so routes with an id segment that would also match
 * a fixed path (GET /users/{id} and /users/jobseeker-basic-info) come after all the fixed ones, and a
 * catch-all last answers an unknown call like the real backend's 404.
 */
export const handlers = [
  ...authHandlers,
  ...lookupHandlers,
  ...userJobHandlers,
  ...chatHandlers,
  ...notificationHandlers,
  ...meetingHandlers,
  // stand-ins for the employer issue's handlers: keep after them so theirs answer once merged
  ...schedulingChoiceHandlers,
  // id routes: keep these after every domain's fixed paths
  userByIdHandler,
  jobByIdHandler,
  chatByIdHandler,
  meetingByIdHandler,
  http.all(`${API}/*`, ({ request }) => errorResponse(404, 'Not Found', new URL(request.url).pathname)),
];
