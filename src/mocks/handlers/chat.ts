import { EP } from '@/api/endpoints';
import { CHAT_CATEGORIES, type ChatCategory, type ChatStatus } from '@/state/chat/types';
import { TOPICS } from '@/realtime/topics';
import { db, nextId } from '../db';
import { broker } from '../realtime';
import { toRole, USER_TYPE_ID } from '@/lib/roles';
import { MockHttpError, route as anyRoute, toDataUrl, uploadedFile, type Ctx } from '../http';
import { addMessage, chatDto, deliverTo, findChat, messageDto, otherOf, pushChat } from './chatModel';

const MAX_FILE_BYTES = 512 * 1024;
/**
 * Programs a click could run (code sent as text, .js or .py, is not one): a server that lets people send each
 * other files refuses them.
 */
const PROGRAM = /\.(exe|msi|bat|cmd|com|scr|ps1|vbs|jar|app|apk|dmg)$/i;

/**
 * Spec section 6: chat calls carry a userType (the caller's side; a query parameter, or the body's field where
 * section 7 puts it there). A chat call without it, or naming the other side, is refused as a server would.
 */
const route = (method: Parameters<typeof anyRoute>[0], path: string, resolve: (ctx: Ctx) => unknown) =>
  anyRoute(method, path, async (ctx) => {
    const inBody = ctx.request.headers.get('content-type')?.includes('json')
      ? (JSON.parse((await ctx.request.clone().text()) || '{}') as { userType?: unknown }).userType
      : undefined;
    const role = toRole(ctx.query('userType') ?? inBody);
    if (!role) throw new MockHttpError(400, 'userType is required');
    if (USER_TYPE_ID[role] !== ctx.user.userType)
      throw new MockHttpError(400, 'userType does not match the user');
    return resolve(ctx);
  });
const STATUSES: ChatStatus[] = ['SENT', 'DELIVER', 'READ'];

/** Sensichat: chats between two users, each filing it in INBOX, STAR or TRASH. */
export const chatHandlers = [
  route('get', EP.chat.all, ({ user }) => {
    deliverTo(user.id);
    return {
      chats: db()
        .chats.filter((c) => c.userIds.includes(user.id))
        .map((c) => chatDto(c, user.id)),
    };
  }),

  route('get', EP.chat.unreadCount, ({ user }) => {
    deliverTo(user.id);
    const counts: Record<ChatCategory, number> = { INBOX: 0, STAR: 0, TRASH: 0 };
    for (const c of db().chats.filter((x) => x.userIds.includes(user.id))) {
      const dto = chatDto(c, user.id);
      if (dto.chatStatus === 'DELIVER' && dto.lastMessageBy !== user.id) counts[dto.chatCategory]++;
    }
    return counts;
  }),

  route('post', EP.chat.initiate, async ({ user, body }) => {
    const { recipientId, jobId } = await body<{ recipientId?: number; jobId?: number | null }>();
    const recipient = db().users.find((u) => u.id === Number(recipientId));
    if (!recipient || recipient.id === user.id) throw new MockHttpError(400, 'Recipient not found');
    if (recipient.userType === user.userType)
      throw new MockHttpError(400, 'Chats are between a job seeker and an employer');
    let chat = db().chats.find((c) => c.userIds.includes(user.id) && c.userIds.includes(recipient.id));
    if (!chat) {
      chat = {
        id: nextId(),
        userIds: [user.id, recipient.id],
        jobId: jobId ?? null,
        categories: { [user.id]: 'INBOX', [recipient.id]: 'INBOX' },
        chatStatus: 'READ',
        createdAt: new Date().toISOString(),
        messages: [],
      };
      db().chats.push(chat);
    } else {
      if (chat.categories[user.id] === 'TRASH') chat.categories[user.id] = 'INBOX';
      // One chat a pair: opened again from another job, it is about that job now (its header names it).
      if (jobId != null && chat.jobId !== jobId) {
        chat.jobId = jobId;
        pushChat(chat);
      }
    }
    return chatDto(chat, user.id);
  }),

  route('post', EP.chat.uploadFile, async ({ request }) => {
    const file = await uploadedFile(request, 'No file');
    if (file.size > MAX_FILE_BYTES)
      throw new MockHttpError(413, 'The file is too large: it can be at most 512 KB');
    if (PROGRAM.test(file.name)) throw new MockHttpError(400, 'Programs cannot be sent in a chat');
    return { fileUrl: await toDataUrl(file), fileName: file.name };
  }),

  route('post', EP.chat.addMessage(':id'), async ({ user, params, body }) => {
    const chat = findChat(params.id, user.id);
    const {
      messageText = '',
      fileUrl,
      fileName,
      clientMessageId,
    } = await body<{
      messageText?: string;
      fileUrl?: string | null;
      fileName?: string | null;
      clientMessageId?: string;
    }>();
    if (!messageText.trim() && !fileUrl) throw new MockHttpError(400, 'Message is empty');
    // A message sent again (its first answer was lost on the way back) is saved once.
    const again = clientMessageId
      ? chat.messages.find((m) => m.sentBy === user.id && m.clientMessageId === clientMessageId)
      : undefined;
    if (again) return messageDto(chat, again);
    return messageDto(chat, addMessage(chat, user.id, { messageText, fileUrl, fileName, clientMessageId }));
  }),

  route('put', EP.chat.markRead(':id'), ({ user, params }) => {
    const chat = findChat(params.id, user.id);
    const last = chat.messages[chat.messages.length - 1];
    if (last && last.sentBy !== user.id && chat.chatStatus !== 'READ') {
      chat.chatStatus = 'READ';
      pushChat(chat);
    }
    return chatDto(chat, user.id);
  }),

  route('put', EP.chat.updateCategory(':id'), async ({ user, params, body }) => {
    const chat = findChat(params.id, user.id);
    const { chatCategory } = await body<{ chatCategory?: ChatCategory }>();
    if (!chatCategory || !CHAT_CATEGORIES.includes(chatCategory))
      throw new MockHttpError(400, 'Unknown chat category');
    chat.categories[user.id] = chatCategory;
    return chatDto(chat, user.id);
  }),

  route('put', EP.chat.updateStatus(':id'), async ({ user, params, body }) => {
    const chat = findChat(params.id, user.id);
    const { chatStatus } = await body<{ chatStatus?: ChatStatus }>();
    if (!chatStatus || !STATUSES.includes(chatStatus)) throw new MockHttpError(400, 'Unknown chat status');
    chat.chatStatus = chatStatus;
    broker.publishToUser(otherOf(chat, user.id), TOPICS.chatUpdates, chatDto(chat, otherOf(chat, user.id)));
    return chatDto(chat, user.id);
  }),

  route('get', EP.chat.history(':id'), ({ user, params }) => {
    const chat = findChat(params.id, user.id);
    return { messages: chat.messages.map((m) => messageDto(chat, m)) };
  }),
];

/** GET /chat/{id} would shadow the fixed GET paths above: it goes with the id routes. */
export const chatByIdHandler = route('get', EP.chat.byId(':id'), ({ user, params }) =>
  chatDto(findChat(params.id, user.id), user.id),
);
