import { EP } from '@/api/endpoints';
import type { JobSeekerProfile } from '@/state/auth/profileTypes';
import { db, nextId } from '../db';
import { dropFile, keepFile } from '../files';
import { looksLikeVideo } from '../sniff';
import { MockHttpError, publicUser, route, toDataUrl, uploadedFile } from '../http';
import { fileLink } from './files';

const emptyProfile = (): JobSeekerProfile => ({
  education: [],
  workExperience: [],
  basicInfo: {},
  universities: [],
});

export function profileOf(userId: number): JobSeekerProfile {
  const table = db().jobSeekerProfiles;
  table[String(userId)] ??= emptyProfile();
  return table[String(userId)];
}

/** Merges the sections sent; `universities` follows the education list's institutions. */
function saveProfile(userId: number, patch: Partial<JobSeekerProfile>) {
  const profile = profileOf(userId);
  if (Array.isArray(patch.education)) profile.education = patch.education;
  if (Array.isArray(patch.workExperience)) profile.workExperience = patch.workExperience;
  if (patch.basicInfo) profile.basicInfo = { ...profile.basicInfo, ...patch.basicInfo };
  profile.universities = [...new Set(profile.education.map((e) => e.institution).filter(Boolean))];
  return profile;
}

async function chosenFile(request: Request) {
  const file = await uploadedFile(request, 'Please choose a file');
  if (file.size === 0) throw new MockHttpError(400, 'Please choose a file');
  return file;
}

/** The name a seeker's video is kept under (../files.ts): a new one per upload, so a link never shows an older one. */
const videoName = (userId: number, file: Blob) =>
  `${userId}-${nextId()}.${file.type.includes('mp4') ? 'mp4' : 'webm'}`;
/**
 * The kept file a profile's video path names (`videos/<name>`), if it is this user's own: an account the QA kit
 * copied from another points at that one's file, which is not its to drop.
 */
const ownFile = (userId: number, videoPath: unknown) =>
  typeof videoPath === 'string' && videoPath.startsWith(`videos/${userId}-`) ? videoPath.slice(7) : undefined;

const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

const NOT_A_VIDEO = 'This file is not a video that can be played. Please choose another.';

const TRANSCRIPT =
  'Hi, I am glad you are watching. I enjoy working with people, learning quickly and finishing what I start. ' +
  'I am looking for a team where I can contribute from day one and keep growing.';

export const jobseekerHandlers = [
  route('get', EP.users.jobseekerBasicInfo, ({ user }) => profileOf(user.id)),
  route('post', EP.users.jobseekerBasicInfo, async ({ user, body }) =>
    saveProfile(user.id, await body<Partial<JobSeekerProfile>>()),
  ),
  route('put', EP.users.jobseekerDetails, async ({ user, body }) =>
    saveProfile(user.id, await body<Partial<JobSeekerProfile>>()),
  ),
  route('post', EP.users.transcript, async ({ request }) => {
    await chosenFile(request);
    return { transcript: TRANSCRIPT };
  }),
  route('post', EP.users.video, async ({ request, user }) => {
    const file = await chosenFile(request);
    if (!file.type.startsWith('video/')) throw new MockHttpError(400, 'Please choose a video file');
    if (!(await looksLikeVideo(file))) throw new MockHttpError(400, NOT_A_VIDEO);
    const name = videoName(user.id, file);
    await keepFile(name, file);
    const signedUrl = fileLink(request, name);
    const profile = profileOf(user.id);
    const replaced = ownFile(user.id, profile.basicInfo.videoPath);
    if (replaced) await dropFile(replaced);
    profile.basicInfo = { ...profile.basicInfo, videoPath: `videos/${name}`, signedUrl };
    return { videoPath: profile.basicInfo.videoPath, signedUrl };
  }),
  route('post', EP.users.profileComplete, ({ user }) => {
    user.profileComplete = true;
    return { profileComplete: true };
  }),
  route('post', EP.users.logo, async ({ request, user }) => {
    const file = await chosenFile(request);
    if (!file.type.startsWith('image/')) throw new MockHttpError(400, 'Please choose an image');
    if (file.size > MAX_PHOTO_BYTES) throw new MockHttpError(400, 'The photo must be 2 MB or smaller');
    user.photoUrl = await toDataUrl(file, 'image/png');
    return { logoUrl: user.photoUrl };
  }),
  route('put', EP.users.settings, async ({ user, body }) => {
    const dto = await body<{
      firstName?: string;
      lastName?: string;
      phoneNumber?: string;
      alertPreferences?: Partial<Record<'CHAT' | 'ALERT_NOTIFICATION', boolean>>;
    }>();
    if (dto.firstName !== undefined && !dto.firstName.trim())
      throw new MockHttpError(400, 'Please enter first name');
    if (dto.lastName !== undefined && !dto.lastName.trim())
      throw new MockHttpError(400, 'Please enter last name');
    Object.assign(user, {
      firstName: dto.firstName?.trim() ?? user.firstName,
      lastName: dto.lastName?.trim() ?? user.lastName,
      phoneNumber: dto.phoneNumber ?? user.phoneNumber,
      alertPreferences: { ...user.alertPreferences, ...dto.alertPreferences },
    });
    return publicUser(user);
  }),
  route('delete', EP.users.byId(':id'), ({ params, user }) => {
    if (Number(params.id) !== user.id) throw new MockHttpError(403, 'You can only delete your own account');
    const d = db();
    d.users = d.users.filter((u) => u.id !== user.id);
    d.userJobs = d.userJobs.filter((u) => u.userId !== user.id);
    const video = ownFile(user.id, d.jobSeekerProfiles[String(user.id)]?.basicInfo.videoPath);
    if (video) void dropFile(video);
    delete d.jobSeekerProfiles[String(user.id)];
    for (const [token, id] of Object.entries(d.sessions)) if (id === user.id) delete d.sessions[token];
    return { message: 'Your account has been deleted.' };
  }),
];
