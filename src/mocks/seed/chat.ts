import { paths } from '@/app/paths';
import type { ChatCategory, ChatStatus } from '@/state/chat/types';
import type { NotificationType } from '@/state/notifications/types';
import { LONG_CHAT_APPLICANT, LONG_CHAT_LENGTH, longChatMessages } from '../fixtures/longChat';

/** The chat and notification tables of the mock backend. */
export interface MockMessage {
  id: number;
  chatId: number;
  sentBy: number;
  messageText: string;
  sentAt: string;
  fileUrl?: string | null;
  fileName?: string | null;
  /** The sender's own id for the message: the same one sent again is the same message. */
  clientMessageId?: string;
}

export interface MockChat {
  id: number;
  userIds: [number, number];
  jobId: number | null;
  /** Each participant files the chat in a folder of their own. */
  categories: Record<string, ChatCategory>;
  /** The status of the last message: SENT, DELIVER (reached the other side), READ. */
  chatStatus: ChatStatus;
  createdAt: string;
  messages: MockMessage[];
}

export interface MockNotification {
  id: number;
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  link: string | null;
  createdAt: string;
  read: boolean;
}

export interface ChatTables {
  chats: MockChat[];
  notifications: MockNotification[];
}

const EMPLOYER = 3;
const SEEKER = 1;

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const LINES = [
  'Hi! Thanks for applying. Are you still interested in the role?',
  'Yes, very much. When would be a good time to talk?',
  'How about Thursday at 10:00?\nWe can do a video call.',
  'Thursday works for me. Should I prepare anything?',
  'A short walkthrough of a project you are proud of would be great.',
  'Sounds good, see you then!',
];

function conversation(
  id: number,
  a: number,
  b: number,
  lines: number,
  opts: {
    startMinutesAgo: number;
    status: ChatStatus;
    categories?: [ChatCategory, ChatCategory];
    long?: boolean;
  },
): MockChat {
  const step = opts.startMinutesAgo / Math.max(opts.long ? LONG_CHAT_LENGTH : lines, 1);
  const line = (n: number) => LINES[n % LINES.length];
  const sentAt = (n: number) => ago(opts.startMinutesAgo - n * step);
  const messages: MockMessage[] = opts.long
    ? longChatMessages(id, [a, b], line, sentAt)
    : Array.from({ length: lines }, (_, n) => ({
        id: id * 100_000 + n,
        chatId: id,
        sentBy: n % 2 === 0 ? a : b,
        messageText: line(n),
        sentAt: sentAt(n),
      }));
  const [ca, cb] = opts.categories ?? ['INBOX', 'INBOX'];
  return {
    id,
    userIds: [a, b],
    jobId: null,
    categories: { [a]: ca, [b]: cb },
    chatStatus: opts.status,
    createdAt: ago(opts.startMinutesAgo + 1),
    messages,
  };
}

/**
 * The employer (user 3) talks with applicants 200-205 (with 200 at length when `longChat`, otherwise in a few
 * lines); Alex (user 1) with two employers (users 102, 103).
 * Some chats are unread (DELIVER, last message from the other side), one is starred, one is in trash.
 */
export function seedChat({ longChat = true } = {}): ChatTables {
  const chats = [
    conversation(1, EMPLOYER, 201, 4, { startMinutesAgo: 30, status: 'DELIVER' }),
    conversation(2, EMPLOYER, 202, 4, { startMinutesAgo: 60 * 26, status: 'READ' }),
    conversation(3, EMPLOYER, 203, 4, {
      startMinutesAgo: 60 * 50,
      status: 'DELIVER',
      categories: ['STAR', 'INBOX'],
    }),
    conversation(4, EMPLOYER, 204, 2, {
      startMinutesAgo: 60 * 24 * 9,
      status: 'READ',
      categories: ['TRASH', 'INBOX'],
    }),
    conversation(5, EMPLOYER, LONG_CHAT_APPLICANT, 6, {
      startMinutesAgo: 60 * 24 * 40,
      status: 'READ',
      long: longChat,
    }),
    conversation(6, 102, SEEKER, 3, { startMinutesAgo: 45, status: 'DELIVER' }),
    conversation(7, 103, SEEKER, 4, {
      startMinutesAgo: 60 * 30,
      status: 'READ',
      categories: ['INBOX', 'STAR'],
    }),
  ];
  const note = (
    id: number,
    userId: number,
    type: NotificationType,
    title: string,
    message: string,
    link: string | null,
  ): MockNotification => ({ id, userId, type, title, message, link, createdAt: ago(id * 7), read: false });
  const notifications = [
    note(1, SEEKER, 'NEW_CHAT', 'New message', 'You have a new message.', `${paths.messages.inbox}?chatId=6`),
    note(
      2,
      SEEKER,
      'NEW_MATCHES',
      'New matches',
      'New jobs match your profile.',
      paths.jobSeeker.matchJobPostings,
    ),
    note(3, SEEKER, 'SAVED_JOB', 'Saved job', 'A job you saved closes soon.', paths.jobSeeker.savedJobs),
    note(
      4,
      EMPLOYER,
      'NEW_CHAT',
      'New message',
      'An applicant wrote to you.',
      `${paths.messages.inbox}?chatId=1`,
    ),
    note(
      5,
      EMPLOYER,
      'APPLIED_JOB',
      'New application',
      'A candidate applied to one of your jobs.',
      paths.employer.allJobPostings(),
    ),
  ];
  return { chats, notifications };
}
