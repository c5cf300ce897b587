import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { http } from 'msw';
import { renderApp } from './render';

/** The owner's organization page, with Priya Shah's removal confirmed and its call held until `release`. */
async function removePriyaHeld() {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  server.use(http.delete('*/users/organization-users/*', () => held.then(() => undefined), { once: true }));
  const { user } = renderApp('/my-organization', { user: 'employer' });
  const list = await screen.findByRole('list', { name: 'Organization users' });
  await user.click(await within(list).findByRole('button', { name: 'Remove Priya Shah' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
  return { user, list, release: () => release() };
}

describe('organization and settings', () => {
  it('lists the users with roles; the owner invites and removes', async () => {
    const { user } = renderApp('/my-organization', { user: 'employer' });
    const list = await screen.findByRole('list', { name: 'Organization users' });
    expect(await within(list).findByText('Recruiter')).toBeInTheDocument();
    // Spaces typed after a name are not sent (the page showed none, and the name kept them).
    await user.type(screen.getByLabelText('First name'), 'Ada ');
    await user.type(screen.getByLabelText('Last name'), 'Byron  ');
    await user.type(screen.getByLabelText('Email'), 'ada@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await within(list).findByText('Ada Byron')).toBeInTheDocument();
    expect(db().users.find((u) => u.email === 'ada@acme.test')).toMatchObject({
      firstName: 'Ada',
      lastName: 'Byron',
    });
    // Invited until they set a password from the invitation, which the mock's mail carries.
    const ada = within(list).getByText('Ada Byron').closest('li')!;
    expect(within(ada).getByText('Invited')).toBeInTheDocument();
    expect(within(list).getAllByText('Invited')).toHaveLength(1);
    const invitation = db().outbox.at(-1)!;
    expect(invitation).toMatchObject({
      to: 'ada@acme.test',
      link: expect.stringMatching(/^\/set-password\//),
    });
    await user.click(screen.getByRole('button', { name: 'Remove Ada Byron' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Priya Shah');
    expect(within(list).queryByText('Ada Byron')).not.toBeInTheDocument();
  });

  it('counts an invited colleague apart until they accept, and one removed can be invited again in another role', async () => {
    const { user } = renderApp('/my-organization', { user: 'employer' });
    const list = await screen.findByRole('list', { name: 'Organization users' });
    const before = within(list).getAllByRole('listitem').length;
    expect(
      screen.getByText(`${before} people can post jobs and review applicants.`, { exact: true }),
    ).toBeInTheDocument();
    const invite = async (role: string) => {
      await user.type(screen.getByLabelText('First name'), 'Kim');
      await user.type(screen.getByLabelText('Last name'), 'Hiring');
      await user.type(screen.getByLabelText('Email'), 'kim@acme.test');
      await user.click(screen.getByLabelText('Role'));
      await user.click(await screen.findByRole('option', { name: role }));
      // The page is hidden from assistive tech until the closing menu has gone.
      await user.click(await screen.findByRole('button', { name: 'Send invite' }));
      return within(list).findByText('Kim Hiring');
    };
    await invite('Hiring manager');
    expect(
      screen.getByText(
        `${before} people can post jobs and review applicants. 1 invitation not yet accepted.`,
      ),
    ).toBeInTheDocument();
    // The wrong role: removed, and invited again as a Recruiter, the same account comes back.
    await user.click(screen.getByRole('button', { name: 'Remove Kim Hiring' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).queryByText('Kim Hiring')).not.toBeInTheDocument());
    const kim = (await invite('Recruiter')).closest('li')!;
    expect(within(kim).getByText('Recruiter')).toBeInTheDocument();
    expect(db().users.filter((u) => u.email === 'kim@acme.test')).toHaveLength(1);
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription(/already/);
  });

  it('a member without a name is shown by their email and initial', async () => {
    const priya = db().users.find((u) => u.id === 150)!;
    // As a backend may send a member who never gave a name: the fields left out.
    Object.assign(priya, { firstName: undefined, lastName: undefined });
    const { user } = renderApp('/my-organization', { user: 'employer' });
    const list = await screen.findByRole('list', { name: 'Organization users' });
    expect(await within(list).findAllByText(priya.email)).toHaveLength(2);
    expect(within(list).getByText(priya.email[0].toUpperCase())).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Remove ${priya.email}` }));
    expect(
      await screen.findByRole('dialog', { name: 'Remove from the organization?' }),
    ).toHaveAccessibleDescription(`${priya.email} will no longer see your jobs or applicants.`);
  });

  it('removing someone moves focus to the list, not to the page', async () => {
    const { user } = renderApp('/my-organization', { user: 'employer' });
    const list = await screen.findByRole('list', { name: 'Organization users' });
    await user.click(await within(list).findByRole('button', { name: 'Remove Priya Shah' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).queryByText('Priya Shah')).not.toBeInTheDocument());
    expect(list).toHaveFocus();
  });

  it('while a removal runs the row says so and its Remove waits; done, it is confirmed', async () => {
    const { user, list, release } = await removePriyaHeld();
    const priya = within(list).getByText('Priya Shah').closest('li')!;
    expect(await within(priya).findByText('Removing…')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = within(priya).getByRole('button', { name: 'Remove Priya Shah' });
    expect(again).toHaveAttribute('aria-disabled', 'true');
    await user.click(again);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Priya Shah was removed from the organization.')).toBeInTheDocument();
    expect(within(list).queryByText('Priya Shah')).not.toBeInTheDocument();
  });

  it('another person removed while one removal runs is removed too, each row saying so', async () => {
    const { user, list, release } = await removePriyaHeld();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const diego = within(list).getByText('Diego Alvarez').closest('li')!;
    await user.click(within(diego).getByRole('button', { name: 'Remove Diego Alvarez' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Diego Alvarez was removed from the organization.')).toBeInTheDocument();
    expect(within(list).getByText('Priya Shah').closest('li')).toHaveTextContent('Removing…');
    release();
    await waitFor(() => expect(within(list).queryByText('Priya Shah')).not.toBeInTheDocument());
    expect(within(list).queryByText('Diego Alvarez')).not.toBeInTheDocument();
  });

  it('an email refused as already in the organization is invited once that person is removed', async () => {
    const diego = db().users.find((u) => u.firstName === 'Diego' && u.companyId === 1)!;
    const { user } = renderApp('/my-organization', { user: 'employer' });
    await user.type(await screen.findByLabelText('First name'), 'Diego');
    await user.type(screen.getByLabelText('Last name'), 'Alvarez');
    const email = screen.getByLabelText('Email');
    await user.type(email, diego.email);
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/already in your organization/));
    const list = screen.getByRole('list', { name: 'Organization users' });
    await user.click(within(list).getByRole('button', { name: 'Remove Diego Alvarez' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).queryByText('Diego Alvarez')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(email).not.toHaveAccessibleDescription(/already in your organization/));
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await within(list).findByText('Diego Alvarez')).toBeInTheDocument();
    expect(email).toHaveValue('');
    // The form starts over: no message under the emptied field.
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('a colleague who is not the owner is told who can invite and remove people', async () => {
    for (const u of db().users.filter((u) => u.companyId === 1))
      u.organizationRole =
        u.id === 3 ? 'Recruiter' : u.organizationRole === 'Recruiter' ? 'Owner' : u.organizationRole;
    renderApp('/my-organization', { user: 'employer' });
    const list = await screen.findByRole('list', { name: 'Organization users' });
    expect(
      await screen.findByText(/^Only .+, the account owner, can invite and remove people\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invite' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
  });

  it('an invite for an existing email says so at the Email field, keeping what was typed', async () => {
    const { user } = renderApp('/my-organization', { user: 'employer' });
    await user.type(await screen.findByLabelText('First name'), 'Alex');
    await user.type(screen.getByLabelText('Last name'), 'Again');
    const email = screen.getByLabelText('Email');
    await user.type(email, 'alex@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Someone with this email already has an account'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveValue('alex@demo.test');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Leaving the field checks it again: the same email is still refused.
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Role')).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Someone with this email already has an account');
    // Another email typed: the refusal of the last one goes.
    await user.type(email, 'x');
    await waitFor(() => expect(email).not.toHaveAccessibleDescription(/already has an account/));
  });

  it('an invite for someone already in the organization says so', async () => {
    const priya = db().users.find((u) => u.id === 150)!;
    const { user } = renderApp('/my-organization', { user: 'employer' });
    await user.type(await screen.findByLabelText('First name'), 'Priya');
    await user.type(screen.getByLabelText('Last name'), 'Shah');
    await user.type(screen.getByLabelText('Email'), priya.email);
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Someone with this email is already in your organization',
      ),
    );
  });

  it("asks before deleting the account in words that fit an employer's (no saved jobs or applications)", async () => {
    const { user } = renderApp('/employer/settings', { user: 'employer' });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent(
      'Your account and everything in it will be removed, and you will be signed out.',
    );
    expect(dialog).not.toHaveTextContent(/saved jobs|applications/);
  });

  it('cancels the plan only after confirming', async () => {
    const { user } = renderApp('/employer/settings', { user: 'employer' });
    await user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel plan' }));
    expect(await screen.findByText('Your plan has been cancelled.')).toBeInTheDocument();
    expect(db().subscriptions.find((s) => s.companyId === 1)?.status).toBe('CANCELLED');
  });

  it('after cancelling, focus goes to the cancelled plan’s Choose button, or to the Plan heading for a trial', async () => {
    const first = renderApp('/employer/settings', { user: 'employer' });
    await first.user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    await first.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel plan' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose Annual Plan' })).toHaveFocus());
    first.unmount();

    Object.assign(
      db().subscriptions.find((s) => s.companyId === 1)!,
      {
        planKey: 'Free-Trial',
        freeTrial: true,
        status: 'ACTIVE',
      },
    );
    const { user } = renderApp('/employer/settings', { user: 'employer' });
    await user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel plan' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Plan' })).toHaveFocus());
  });

  it('saves company edits', async () => {
    const { user } = renderApp('/employer/settings', { user: 'employer' });
    const name = await screen.findByLabelText('Company name');
    await user.clear(name);
    await user.type(name, 'Acme Inc');
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByText('Company updated successfully.')).toBeInTheDocument();
    expect(db().companies[0].companyName).toBe('Acme Inc');
  });
});
