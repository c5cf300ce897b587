import type { Job } from '@/state/jobs/types';
import type { JobSeekerProfile } from '@/state/auth/profileTypes';
import type { MockUser } from './auth';
import { DEMO_PASSWORD } from './auth';
import { INDUSTRIES, JOB_BENEFITS, JOB_TAGS, KEY_QUALIFICATIONS, PLACES, UNIVERSITIES } from './catalog';
import { rng } from './random';

/**
 * The marketplace's shared tables: companies and their plans, jobs, job seekers' profiles, and the
 * user-job links (saved, viewed, applied, scheduled, not a match). Jobs, applicants, meetings and chat
 * all build on these.
 */
export interface MockCompany {
  id: number;
  ownerId: number;
  companyName: string;
  industries: number[];
  termsAndConditionsAccepted: boolean;
  logoUrl: string | null;
  website: string;
  description: string;
}

export interface MockSubscription {
  id: number;
  companyId: number;
  planKey: 'Monthly' | 'Annual' | 'One-Time' | 'Free-Trial';
  status: 'ACTIVE' | 'CANCELLED' | 'PENDING';
  freeTrial: boolean;
  startedAt: string;
}

export type MockJobStatus = 'ACTIVE' | 'INACTIVE' | 'DELETED';

export interface MockJob extends Required<
  Pick<
    Job,
    | 'id'
    | 'title'
    | 'description'
    | 'jobType'
    | 'workArrangements'
    | 'location'
    | 'tags'
    | 'keyQualifications'
    | 'benefits'
    | 'createdAt'
  >
> {
  companyId: number;
  employerId: number;
  status: MockJobStatus;
  payMin: number | null;
  payMax: number | null;
  payPeriod: 'year' | 'hour';
}

export type MockUserJobStatus = 'SAVED' | 'VIEWED' | 'APPLIED' | 'SCHEDULED' | 'NOT_A_MATCH';

export interface MockUserJob {
  id: number;
  jobId: number;
  userId: number;
  status: MockUserJobStatus;
  /** Every status this user has had with this job (saving then applying keeps both). */
  history: MockUserJobStatus[];
  updatedAt: string;
  /** When the seeker applied, once an employer has moved the application on (else it is `updatedAt`). */
  appliedAt?: string;
  /** The status an interview was scheduled from, for when its last meeting is cancelled (else APPLIED). */
  beforeScheduled?: MockUserJobStatus;
}

export interface MarketTables {
  companies: MockCompany[];
  subscriptions: MockSubscription[];
  jobs: MockJob[];
  /** user id -> profile */
  jobSeekerProfiles: Record<string, JobSeekerProfile>;
  userJobs: MockUserJob[];
}

const COMPANY_NAMES = [
  'Acme Corporation',
  'Northwind Health',
  'Bluebird Logistics',
  'Lumen Analytics',
  'Harbor Finance',
  'Greenfield Schools',
  'Summit Retail',
  'Atlas Construction',
  'Brightside Media',
  'Cobalt Energy',
  'Juniper Legal',
  'Keystone Realty',
];

const TITLES: Array<[string, string[], string[]]> = [
  [
    'Frontend Engineer',
    ['React', 'TypeScript', 'Design'],
    ['Frontend development', '3+ years experience', "Bachelor's degree"],
  ],
  [
    'Backend Engineer',
    ['Java', 'SQL', 'AWS'],
    ['Backend development', 'Cloud infrastructure', '3+ years experience'],
  ],
  [
    'Data Analyst',
    ['SQL', 'Python', 'Data Analysis'],
    ['Statistics', 'Data visualization', "Bachelor's degree"],
  ],
  [
    'Machine Learning Engineer',
    ['Python', 'Machine Learning', 'AWS'],
    ['Statistics', "Master's degree", '3+ years experience'],
  ],
  ['Product Designer', ['Design', 'Figma'], ['UX research', 'Graphic design', '3+ years experience']],
  [
    'Marketing Manager',
    ['Marketing', 'SEO', 'Writing'],
    ['Social media', 'Copywriting', '5+ years experience'],
  ],
  ['Account Executive', ['Sales', 'Customer Success'], ['Negotiation', 'Salesforce', '1+ years experience']],
  [
    'Customer Success Specialist',
    ['Customer Success', 'Sales'],
    ['Customer service', 'Microsoft Office', '1+ years experience'],
  ],
  ['Financial Analyst', ['Finance', 'Excel', 'Accounting'], ['Statistics', 'CPA', "Bachelor's degree"]],
  ['Staff Accountant', ['Accounting', 'Excel', 'Finance'], ['Bookkeeping', 'CPA', '1+ years experience']],
  [
    'Registered Nurse',
    ['Healthcare', 'Nursing'],
    ['Registered Nurse license', 'CPR certified', 'Associate degree'],
  ],
  [
    'Warehouse Associate',
    ['Logistics', 'Operations'],
    ['Forklift certified', 'Inventory management', 'High school diploma'],
  ],
  [
    'Operations Coordinator',
    ['Operations', 'Project Management'],
    ['Event planning', 'Microsoft Office', '1+ years experience'],
  ],
  [
    'Project Manager',
    ['Project Management', 'Agile'],
    ['PMP certification', 'Team leadership', '5+ years experience'],
  ],
  ['Technical Writer', ['Writing', 'Education'], ['Technical writing', 'Copywriting', "Bachelor's degree"]],
  ['HR Generalist', ['HR', 'Recruiting'], ['Public speaking', 'Microsoft Office', '3+ years experience']],
  ['Paralegal', ['Legal', 'Writing'], ['Microsoft Office', 'Technical writing', 'Associate degree']],
  [
    'Site Supervisor',
    ['Construction', 'Operations'],
    ['Team leadership', 'Driver license', '5+ years experience'],
  ],
  ['Store Manager', ['Retail', 'Sales'], ['Team leadership', 'Inventory management', '3+ years experience']],
  [
    'Elementary Teacher',
    ['Education', 'Writing'],
    ['Teaching certificate', "Bachelor's degree", 'Public speaking'],
  ],
  [
    'QA Engineer',
    ['TypeScript', 'Agile'],
    ['Quality assurance', 'Frontend development', '1+ years experience'],
  ],
  [
    'Scrum Master',
    ['Agile', 'Project Management'],
    ['Scrum Master', 'Team leadership', '3+ years experience'],
  ],
];

const FIRST = [
  'Taylor',
  'Jordan',
  'Casey',
  'Riley',
  'Avery',
  'Quinn',
  'Morgan',
  'Drew',
  'Skyler',
  'Reese',
  'Parker',
  'Rowan',
  'Emerson',
  'Hayden',
  'Logan',
  'Cameron',
  'Dakota',
  'Jesse',
  'Kai',
  'Sage',
];
const LAST = [
  'Nguyen',
  'Garcia',
  'Smith',
  'Johnson',
  'Okafor',
  'Kim',
  'Patel',
  'Rossi',
  'Müller',
  'Silva',
  'Cohen',
  'Haddad',
  'Ivanova',
  'Tanaka',
  'Brown',
  'Lopez',
  'Walker',
  'Singh',
  'Dubois',
  'Moreno',
];
const ARRANGEMENTS = ['Full Time', 'Fully Remote', 'Part Time', 'In Person', 'Hybrid'] as const;
/** Hours (full or part time) and place (remote, in person, hybrid): a job has at most one of each (QA found both). */
const HOURS = new Set<string>(['Full Time', 'Part Time']);
const consistent = <T extends string>(picked: T[]) =>
  picked.filter((a, i) => !picked.slice(0, i).some((b) => HOURS.has(a) === HOURS.has(b)));
const DEGREES = ['B.S.', 'B.A.', 'M.S.', 'MBA', 'A.A.'];
const FIELDS = [
  'Computer Science',
  'Economics',
  'Nursing',
  'Business Administration',
  'Design',
  'Mathematics',
  'English',
  'Biology',
  'Education',
];

const iso = (daysAgo: number) => new Date(Date.UTC(2026, 10, 20) - daysAgo * 86400000).toISOString();

function describe(title: string, company: string, tags: string[]) {
  return `${company} is looking for a ${title} to join a friendly, growing team. You will work on ${tags
    .join(', ')
    .toLowerCase()} day to day, partner with colleagues across the business, and help shape how we work.\n\nWhat you will do:\n- Own meaningful projects from start to finish\n- Work closely with your team and stakeholders\n- Keep learning and sharing what you learn`;
}

function profileFor(r: ReturnType<typeof rng>, q: string[]): JobSeekerProfile {
  const gradYear = r.int(2012, 2025);
  const uni = r.pick(UNIVERSITIES);
  return {
    education: [
      {
        id: r.int(1, 1e6),
        institution: uni,
        degree: r.pick(DEGREES),
        fieldOfStudy: r.pick(FIELDS),
        gpa: (r.int(250, 400) / 100).toFixed(2),
        startDate: `${gradYear - 4}-09-01`,
        endDate: `${gradYear}-06-01`,
        current: false,
      },
    ],
    workExperience: [
      {
        id: r.int(1, 1e6),
        title: r.pick(TITLES)[0],
        employer: r.pick(COMPANY_NAMES),
        location: r.pick(PLACES),
        startDate: `${Math.min(gradYear + 1, 2025)}-02-01`,
        endDate: null,
        current: true,
        description: 'Delivered projects end to end and mentored newer colleagues.',
      },
    ],
    basicInfo: {
      isSponsorshipRequired: r.chance(0.2),
      disability: r.pick(['YES', 'NO', 'PREFER_NOT_TO_SAY'] as const),
      ethnicity: r.pick([
        'Asian',
        'Black or African American',
        'Hispanic or Latino',
        'White',
        'Two or more races',
        'PREFER_NOT_TO_SAY',
      ]),
      protectedVeteran: r.pick(['YES', 'NO', 'PREFER_NOT_TO_SAY'] as const),
      transcript:
        'Hi, I am excited to meet you. I enjoy solving problems with my team and I am looking for a role where I can keep growing.',
      videoPath: '/media/intro.mp4',
      signedUrl: '/media/intro.mp4',
      keyQualifications: q,
      availableTime: [
        { day: 'Mon', startTime: '09:00', endTime: '17:00' },
        { day: 'Wed', startTime: '09:00', endTime: '17:00' },
        { day: 'Fri', startTime: '10:00', endTime: '15:00' },
      ],
    },
    universities: [uni],
  };
}

const person = (
  id: number,
  first: string,
  last: string,
  userType: 1 | 2,
  extra: Partial<MockUser> = {},
): MockUser => ({
  id,
  firstName: first,
  lastName: last,
  email: `${first}.${last}.${id}@example.test`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
  phoneNumber: `+1415555${String(1000 + id).slice(-4)}`,
  password: DEMO_PASSWORD,
  userType,
  verified: true,
  profileComplete: true,
  photoUrl: null,
  companyId: null,
  organizationRole: null,
  alertPreferences: { CHAT: true, ALERT_NOTIFICATION: true },
  createdAt: iso(200),
  ...extra,
});

export function seedMarket(): MarketTables & { users: MockUser[] } {
  const r = rng(20261122);
  const users: MockUser[] = [];
  const companies: MockCompany[] = COMPANY_NAMES.map((companyName, i) => {
    const id = i + 1;
    // Company 1 is the demo employer's (user 3); the others get an owner of their own (users 100+).
    const ownerId = id === 1 ? 3 : 100 + id;
    if (id !== 1)
      users.push(
        person(ownerId, r.pick(FIRST), r.pick(LAST), 2, { companyId: id, organizationRole: 'Owner' }),
      );
    return {
      id,
      ownerId,
      companyName,
      industries: [((i * 3) % INDUSTRIES.length) + 1, ((i * 3 + 1) % INDUSTRIES.length) + 1],
      termsAndConditionsAccepted: true,
      logoUrl: null,
      website: `https://${companyName.split(' ')[0].toLowerCase()}.example.com`,
      description: `${companyName} builds products and services people rely on every day.`,
    };
  });
  // Acme has a small team besides its owner.
  users.push(person(150, 'Priya', 'Shah', 2, { companyId: 1, organizationRole: 'Recruiter' }));
  users.push(person(151, 'Diego', 'Alvarez', 2, { companyId: 1, organizationRole: 'Hiring manager' }));

  const subscriptions: MockSubscription[] = companies.map((c, i) => ({
    id: i + 1,
    companyId: c.id,
    planKey: (['Annual', 'Monthly', 'One-Time', 'Free-Trial'] as const)[i % 4],
    status: 'ACTIVE',
    freeTrial: i % 4 === 3,
    // The plans with a post limit started after the seeded jobs (at most 90 days old) were posted: those jobs
    // were not posted on them, so these companies can still post.
    startedAt: i % 4 >= 2 ? new Date(Date.UTC(2026, 10, 20) + 86400000).toISOString() : iso(120),
  }));

  const jobs: MockJob[] = [];
  let jobId = 1;
  for (const company of companies) {
    const count = company.id === 1 ? 60 : 22;
    for (let k = 0; k < count; k++) {
      const [title, tags, quals] = TITLES[(k + company.id * 5) % TITLES.length];
      const internship = r.chance(0.2);
      const hourly = internship || r.chance(0.2);
      const base = hourly ? r.int(18, 45) : r.int(45, 150) * 1000;
      jobs.push({
        id: jobId++,
        companyId: company.id,
        employerId: company.ownerId,
        title: internship ? `${title} Intern` : title,
        description: describe(title, company.companyName, tags),
        jobType: internship ? 'INTERNSHIP' : 'PROFESSIONAL',
        workArrangements: internship
          ? ['Internship', r.pick(ARRANGEMENTS)]
          : consistent(r.some(ARRANGEMENTS, r.int(1, 2))),
        location: r.pick(PLACES),
        payMin: base,
        payMax: hourly ? base + r.int(2, 10) : base + r.int(10, 40) * 1000,
        payPeriod: hourly ? 'hour' : 'year',
        tags: [
          ...tags,
          ...r.some(
            JOB_TAGS.filter((t) => !tags.includes(t)),
            1,
          ),
        ],
        keyQualifications: [
          ...quals,
          ...r.some(
            KEY_QUALIFICATIONS.filter((q) => !quals.includes(q)),
            1,
          ),
        ],
        benefits: r.some(JOB_BENEFITS, r.int(2, 5)),
        status: r.chance(0.15) ? 'INACTIVE' : 'ACTIVE',
        createdAt: iso(r.int(0, 90)),
      });
    }
  }

  const jobSeekerProfiles: Record<string, JobSeekerProfile> = {};
  // Alex (user 1): complete profile aimed at frontend work.
  jobSeekerProfiles['1'] = {
    ...profileFor(r, ['Frontend development', '3+ years experience', "Bachelor's degree", 'UX research']),
    universities: ['University of Washington'],
  };
  jobSeekerProfiles['1'].education[0].institution = 'University of Washington';
  // Jamie (user 2): nothing yet, so setup starts at step 1.
  jobSeekerProfiles['2'] = { education: [], workExperience: [], basicInfo: {}, universities: [] };

  const userJobs: MockUserJob[] = [];
  let userJobId = 1;
  const link = (userId: number, jobIdValue: number, status: MockUserJobStatus, daysAgo: number) =>
    userJobs.push({
      id: userJobId++,
      userId,
      jobId: jobIdValue,
      status,
      history: [status],
      updatedAt: iso(daysAgo),
    });

  // 40 applicants with full profiles (users 200-239), each applied to some of Acme's active jobs.
  const acmeActive = jobs.filter((j) => j.companyId === 1 && j.status === 'ACTIVE');
  for (let n = 0; n < 40; n++) {
    const id = 200 + n;
    users.push(person(id, FIRST[n % FIRST.length], LAST[(n * 7) % LAST.length], 1));
    const [, , quals] = TITLES[n % TITLES.length];
    jobSeekerProfiles[String(id)] = profileFor(r, [...quals, ...r.some(KEY_QUALIFICATIONS, 2)]);
    for (const job of r.some(acmeActive.slice(0, 12), r.int(2, 5))) {
      const roll = r.next();
      link(id, job.id, roll < 0.15 ? 'SCHEDULED' : roll < 0.25 ? 'NOT_A_MATCH' : 'APPLIED', r.int(0, 30));
    }
  }
  // Alex's own activity.
  const react = jobs.filter((j) => j.status === 'ACTIVE' && j.tags.includes('React'));
  // Both of Alex's applications are with Acme: one only submitted (Acme's review can still schedule Alex), one
  // in the interviewing process, which the seeded interviews with Alex are about (seed/meetings.ts): an
  // interview and its application's status never disagree.
  const submitted = react[0];
  const interviewing =
    jobs.find(
      (j) =>
        j.companyId === 1 &&
        j.status === 'ACTIVE' &&
        j !== submitted &&
        /Engineer|Developer|Designer/.test(j.title),
    ) ?? react[1];
  const alexJobs = [submitted, interviewing, ...react.filter((j) => j !== submitted && j !== interviewing)];
  link(1, alexJobs[0].id, 'APPLIED', 3);
  link(1, alexJobs[1].id, 'SCHEDULED', 6);
  link(1, alexJobs[2].id, 'SAVED', 1);
  link(1, alexJobs[3].id, 'SAVED', 2);
  link(1, alexJobs[4].id, 'VIEWED', 1);

  return { users, companies, subscriptions, jobs, jobSeekerProfiles, userJobs };
}
