import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { failNext, mockConfig } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderApp } from './render';

const menu = () => screen.getByRole('navigation', { name: 'Main' });
const entry = (name: string) => within(menu()).getByRole('link', { name: new RegExp(`^${name}`) });

describe('the side menu’s unread counts', () => {
  it('show a dash, not 0, when the counts could not be read, and come back with the connection', async () => {
    failNext({ method: 'GET', path: '/chat/get-all-chats', status: 500, exact: true });
    failNext({ method: 'GET', path: '/chat/get-unread-chat-count', status: 500, exact: true });
    renderApp('/employer/settings', { user: 'employer' });
    // The dash the other failed counts show, named for a screen reader.
    expect(await screen.findByRole('link', { name: 'Inbox Unread: unknown' })).toHaveTextContent('–');
    expect(entry('Starred')).toHaveAccessibleName('Starred Unread: unknown');
    expect(entry('Trash')).not.toHaveAccessibleName(/\d unread/);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await within(menu()).findByRole('link', { name: 'Inbox 1 unread' })).toBeInTheDocument();
    expect(entry('Trash')).toHaveAccessibleName('Trash 0 unread');
  });

  it('show a dash while they load, not a 0 that then changes', async () => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(
      http.get('*/chat/get-all-chats', () => held.then(() => undefined), { once: true }),
      http.get('*/chat/get-unread-chat-count', () => held.then(() => undefined), { once: true }),
    );
    renderApp('/employer/settings', { user: 'employer' });
    expect(await screen.findByRole('link', { name: 'Inbox Unread: unknown' })).toHaveTextContent('–');
    expect(entry('Trash')).toHaveAccessibleName('Trash Unread: unknown');
    act(() => release());
    expect(await within(menu()).findByRole('link', { name: 'Inbox 1 unread' })).toBeInTheDocument();
  });

  it('show a dash while the backend does not answer', async () => {
    mockConfig.offline = true;
    renderApp('/employer/settings', { user: 'employer' });
    expect(await screen.findByRole('link', { name: 'Inbox Unread: unknown' })).toBeInTheDocument();
    mockConfig.offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('link', { name: 'Inbox 1 unread' })).toBeInTheDocument();
  });

  it('come back when a later fetch of the chat list succeeds (opening Sensichat)', async () => {
    failNext({ method: 'GET', path: '/chat/get-all-chats', status: 500, exact: true });
    failNext({ method: 'GET', path: '/chat/get-unread-chat-count', status: 500, exact: true });
    const { user } = renderApp('/employer/settings', { user: 'employer' });
    await user.click(await screen.findByRole('link', { name: 'Inbox Unread: unknown' }));
    expect(await within(menu()).findByRole('link', { name: 'Inbox 1 unread' })).toBeInTheDocument();
    expect(entry('Starred')).toHaveAccessibleName('Starred 1 unread');
  });
});
