import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { FormDraft, RESTORED, RESTORED_AFTER_SIGN_OUT } from '@/components/form/FormDraft';
import { FormTextField } from '@/components/form/FormTextField';
import { clearDraft } from '@/lib/drafts';
import { writeSession } from '@/lib/storage';
import { db } from '@/mocks/db';
import { renderApp } from './render';

function signedInAs(id: number) {
  writeSession({ token: `t${id}`, role: 'EMPLOYER', profileComplete: true, id, email: `u${id}@x.test` });
}

/** A small form with a draft: a name, a password, and a submit that succeeds. */
function NoteForm({ initialName = '' }: { initialName?: string }) {
  return (
    <Formik
      initialValues={{ name: initialName, password: '' }}
      onSubmit={() => {
        clearDraft('note');
      }}
    >
      <Form aria-label="Note">
        <FormDraft name="note" />
        <FormTextField name="name" label="Name" />
        <FormTextField name="password" label="Password" type="password" />
        <button type="submit">Save</button>
      </Form>
    </Formik>
  );
}

const stored = () =>
  Object.keys(sessionStorage)
    .filter((k) => k.startsWith('draft:'))
    .map((k) => `${k}=${sessionStorage.getItem(k)}`)
    .join('\n');

describe('FormDraft', () => {
  it('keeps what is typed, restores it with a notice when the form opens again, never the password', async () => {
    signedInAs(7);
    const user = userEvent.setup();
    const first = render(<NoteForm />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Password'), 'S3cret!');
    expect(stored()).toContain('Ada');
    expect(stored()).not.toContain('S3cret');
    first.unmount();

    render(<NoteForm />);
    expect(await screen.findByRole('status')).toHaveTextContent(RESTORED);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Ada'));
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('forgets the draft when the submit succeeds', async () => {
    signedInAs(7);
    const user = userEvent.setup();
    const first = render(<NoteForm />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored()).toBe(''));
    first.unmount();

    render(<NoteForm />);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('Discard draft goes back to the saved values and forgets the draft', async () => {
    signedInAs(7);
    const user = userEvent.setup();
    const first = render(<NoteForm initialName="Saved" />);
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Typed');
    first.unmount();

    render(<NoteForm initialName="Saved" />);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Typed'));
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Saved');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(stored()).toBe('');
  });

  it("one user's draft is never shown to another", async () => {
    signedInAs(7);
    const user = userEvent.setup();
    const first = render(<NoteForm />);
    await user.type(screen.getByLabelText('Name'), 'Private');
    first.unmount();

    signedInAs(8);
    const second = render(<NoteForm />);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    second.unmount();

    signedInAs(7);
    render(<NoteForm />);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Private'));
  });

  it('drops a draft typed over saved values that have changed since', async () => {
    signedInAs(7);
    const user = userEvent.setup();
    const first = render(<NoteForm initialName="v1" />);
    await user.type(screen.getByLabelText('Name'), ' edited');
    first.unmount();

    render(<NoteForm initialName="v2" />);
    expect(screen.getByLabelText('Name')).toHaveValue('v2');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(stored()).toBe(''));
  });
});

async function logIn(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo@1234');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('a 401 keeps the draft for the same user', () => {
  async function signedOutWhilePosting() {
    const app = renderApp('/jobs-posting/addJob', { user: 'employer' });
    await screen.findByRole('form', { name: 'Job details' });
    await app.user.type(screen.getByLabelText('Job title'), 'Night Porter');
    await app.user.type(screen.getByLabelText('Description'), 'Keeps the lobby calm.');
    await app.user.type(screen.getByLabelText('Location'), 'Boise, ID');
    await app.user.click(screen.getByRole('checkbox', { name: 'Hybrid' }));
    const jobs = db().jobs.length;
    db().sessions = {};
    await app.user.click(screen.getByRole('button', { name: 'Post job' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    return { ...app, jobs };
  }

  it('the same employer goes straight back to the job form, restored, and nothing was posted', async () => {
    const { router, user, jobs } = await signedOutWhilePosting();
    const seen: string[] = [];
    let last = router.state.location.key;
    router.subscribe((s) => {
      if (s.location.key === last) return;
      last = s.location.key;
      seen.push(s.location.pathname);
    });
    await logIn(user, 'hr@acme.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs-posting/addJob'));
    expect(seen).toEqual(['/jobs-posting/addJob']);
    expect(await screen.findByRole('status')).toHaveTextContent(RESTORED_AFTER_SIGN_OUT);
    await waitFor(() => expect(screen.getByLabelText('Job title')).toHaveValue('Night Porter'));
    expect(screen.getByLabelText('Description')).toHaveValue('Keeps the lobby calm.');
    expect(screen.getByLabelText('Location')).toHaveValue('Boise, ID');
    expect(screen.getByRole('checkbox', { name: 'Hybrid' })).toBeChecked();
    expect(db().jobs).toHaveLength(jobs);
  });

  it('another user lands on their own home and finds no draft', async () => {
    const { router, user } = await signedOutWhilePosting();
    await logIn(user, 'sam@startup.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/profile-setup'));
    expect(Object.keys(sessionStorage).filter((k) => /^(draft|return):/.test(k))).toEqual([]);
    expect(screen.queryByText(RESTORED_AFTER_SIGN_OUT)).not.toBeInTheDocument();
  });
});

describe('outside Formik', () => {
  it('a typed search query comes back with the page after its search meets a 401 and the user signs in again', async () => {
    const { router, user } = renderApp('/job-search', { user: 'seeker' });
    expect(await screen.findByText(/jobs? found$/)).toBeInTheDocument();
    db().sessions = {};
    // Pasted, one change: typed a key at a time, the first key's search could meet the 401 (and end the page)
    // before the last key, on a busy machine.
    await user.click(screen.getByLabelText('Search jobs'));
    await user.paste('engineer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    await logIn(user, 'alex@demo.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/job-search'));
    expect(router.state.location.search).toBe('?q=engineer');
    expect(await screen.findByLabelText('Search jobs')).toHaveValue('engineer');
  });

  it('the chat composer keeps an unsent message per conversation, until it is sent', async () => {
    const first = renderApp('/messages/inbox?chatId=2', { user: 'employer' });
    await first.user.type(await screen.findByLabelText('Message'), 'Half a thought');
    first.unmount();

    const { user } = renderApp('/messages/inbox?chatId=2', { user: 'employer' });
    expect(await screen.findByLabelText('Message')).toHaveValue('Half a thought');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(RESTORED);
    await user.type(screen.getByLabelText('Message'), '{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
    expect(screen.queryByText(RESTORED)).not.toBeInTheDocument();
    expect(stored()).toBe('');
  });
});

describe('a chat message sent as the session expires', () => {
  const TYPED = 'A reply typed before my session ended';
  const savedAs = (text: string) =>
    db()
      .chats.find((c) => c.id === 1)!
      .messages.filter((m) => m.messageText === text);

  it('comes back in the Message box after signing in again, restored, and is sent once when sent again', async () => {
    const { router, user } = renderApp('/messages/inbox?chatId=1', { user: 'employer' });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText(/Yes, very much/);
    await user.type(screen.getByLabelText('Message'), TYPED);
    db().sessions = {};
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();

    await logIn(user, 'hr@acme.test');
    await waitFor(() => expect(router.state.location.search).toBe('?chatId=1'));
    expect(router.state.location.pathname).toBe('/messages/inbox');
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(TYPED));
    // A status (the sign-in toast may be another one by now, once 'Unauthorized' has gone).
    expect(screen.getByText(RESTORED_AFTER_SIGN_OUT).closest('[role="status"]')).toBeInTheDocument();
    // Nothing resends by itself: the server never had it, and the thread does not show it.
    const thread = await screen.findByRole('log', { name: 'Messages' });
    await within(thread).findByText(/Yes, very much/);
    expect(within(thread).queryByText(TYPED)).not.toBeInTheDocument();
    expect(savedAs(TYPED)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
    await waitFor(() => expect(savedAs(TYPED)).toHaveLength(1));
    expect(within(thread).getAllByText(TYPED)).toHaveLength(1);
    expect(stored()).toBe('');
  });
});
