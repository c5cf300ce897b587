import { afterEach, expect, it } from 'vitest';
import { EP } from '@/api/endpoints';
import type { BestMatchPage } from '@/state/employer/types';
import { db, disablePersistence, enablePersistence, persist, resetDb } from '@/mocks/db';
import { APPLIED_FAMILY } from '@/mocks/handlers/userJobs';
import { call, tokenFor } from './mockCall';

const EMPLOYER = 3; // hr@acme.test
const ALEX = 1;

afterEach(() => {
  resetDb();
  disablePersistence();
});

/** A store kept as the browser keeps it, and an Acme job Alex applied to (its employer sees his profile). */
function storedStoreAndAcmeJob() {
  localStorage.clear();
  enablePersistence();
  return db().userJobs.find(
    (l) =>
      l.userId === ALEX &&
      APPLIED_FAMILY.includes(l.status) &&
      db().jobs.find((j) => j.id === l.jobId)?.companyId === 1,
  )!.jobId;
}

it('a video uploaded before a reload reaches employers as no link at all, not as its storage path', async () => {
  const job = storedStoreAndAcmeJob();
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

it('an uploaded video is served from the mock’s storage, to the seeker and the employer, after a reload too', async () => {
  const job = storedStoreAndAcmeJob();
  // A WebM file's first bytes (EBML), as a camera recording begins.
  const bytes = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6, 7, 8]);
  const upload = async (userId = ALEX) => {
    const form = new FormData();
    form.append('file', new File([bytes], 'introduction.webm', { type: 'video/webm' }));
    const res = await fetch(`http://localhost/api/v1${EP.users.video}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokenFor(userId)}` },
      body: form,
    });
    return ((await res.json()) as { signedUrl: string }).signedUrl;
  };
  const first = await upload();
  expect(first).toMatch(/^http:\/\/localhost\/api\/v1\/mock-files\//);
  // A link, as a signed one: no session needed.
  const served = await fetch(first);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('video/webm');
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  // A player's byte ranges, as Safari asks for them before it plays.
  const part = await fetch(first, { headers: { Range: 'bytes=2-5' } });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe(`bytes 2-5/${bytes.length}`);
  expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(2, 6));
  const tail = await fetch(first, { headers: { Range: 'bytes=-3' } });
  expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.slice(-3));
  expect((await fetch(first, { headers: { Range: 'bytes=99-' } })).status).toBe(416);

  persist();
  enablePersistence(); // a new page
  const videoUrl = async () =>
    (await call<BestMatchPage>(EMPLOYER, 'GET', `${EP.users.bestMatch(job)}?userId=${ALEX}`)).data.applicant
      ?.videoUrl;
  expect(await videoUrl()).toBe(first);

  // A new upload replaces the file: the old link is gone, the new one plays.
  const second = await upload();
  expect(second).not.toBe(first);
  expect((await fetch(first)).status).toBe(404);
  expect((await fetch(second)).status).toBe(200);
  expect(await videoUrl()).toBe(second);

  // An account the QA kit copied from Alex points at Alex's file: its own upload leaves Alex's in place.
  const copy = db().users.find((u) => u.userType === 1 && u.id !== ALEX)!.id;
  db().jobSeekerProfiles[String(copy)] = structuredClone(db().jobSeekerProfiles[String(ALEX)]);
  const own = await upload(copy);
  expect((await fetch(own)).status).toBe(200);
  expect((await fetch(second)).status).toBe(200);

  resetDb(); // the demo data again: no file is kept
  expect((await fetch(second)).status).toBe(404);
});
