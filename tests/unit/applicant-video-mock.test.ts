import { afterEach, expect, it } from 'vitest';
import { EP } from '@/api/endpoints';
import type { BestMatchPage } from '@/state/employer/types';
import { db, disablePersistence, enablePersistence, persist, resetDb } from '@/mocks/db';
import { APPLIED_FAMILY } from '@/mocks/handlers/userJobs';
import { call } from './mockCall';

const EMPLOYER = 3; // hr@acme.test
const ALEX = 1;

afterEach(() => {
  resetDb();
  disablePersistence();
});

it('a video uploaded before a reload reaches employers as no link at all, not as its storage path', async () => {
  localStorage.clear();
  enablePersistence();
  const job = db().userJobs.find(
    (l) =>
      l.userId === ALEX &&
      APPLIED_FAMILY.includes(l.status) &&
      db().jobs.find((j) => j.id === l.jobId)?.companyId === 1,
  )!.jobId;
  // As an upload leaves it: the storage path, and an object URL that lives as long as the page.
  Object.assign(db().jobSeekerProfiles[String(ALEX)].basicInfo, {
    videoPath: `videos/${ALEX}.webm`,
    signedUrl: 'blob:http://localhost/0b8e-dead',
  });
  const videoUrl = async () =>
    (await call<BestMatchPage>(EMPLOYER, 'GET', `${EP.users.bestMatch(job)}?userId=${ALEX}`)).data.applicant
      ?.videoUrl;
  expect(await videoUrl()).toBe('blob:http://localhost/0b8e-dead'); // playable in the page that made it
  persist();
  enablePersistence(); // a new page
  expect(await videoUrl()).toBeNull();
});
