import { http } from 'msw';
import { API, errorResponse } from '../http';
import { authHandlers, userByIdHandler } from './auth';
import { chatByIdHandler, chatHandlers } from './chat';
import { lookupHandlers } from './lookup';
import { notificationHandlers } from './notifications';
import { meetingByIdHandler, meetingHandlers } from './meetings';
import { jobByIdHandler, userJobHandlers } from './userJobs';
import { employerHandlers } from './employer';
import { employerJobHandlers } from './employerJobs';
import { applicantHandlers } from './applicants';
import { jobseekerHandlers } from './jobseeker';
import { jobSearchHandlers } from './jobSearch';
import { fileHandlers } from './files';

/**
 * Every domain's handlers. MSW takes the first match, so routes with an id segment that would also match
 * a fixed path (GET /users/{id} and /users/jobseeker-basic-info) come after all the fixed ones, and a
 * catch-all last answers an unknown call like the real backend's 404.
 */
export const handlers = [
  ...authHandlers,
  ...lookupHandlers,
  ...userJobHandlers,
  ...employerHandlers,
  ...employerJobHandlers,
  ...applicantHandlers,
  ...chatHandlers,
  ...notificationHandlers,
  ...meetingHandlers,
  ...jobseekerHandlers,
  ...jobSearchHandlers,
  ...fileHandlers,
  // id routes: keep these after every domain's fixed paths
  userByIdHandler,
  jobByIdHandler,
  chatByIdHandler,
  meetingByIdHandler,
  http.all(`${API}/*`, ({ request }) => errorResponse(404, 'Not Found', new URL(request.url).pathname)),
];
