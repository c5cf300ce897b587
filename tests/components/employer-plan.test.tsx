import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { failNext, mockConfig } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderApp } from './render';

describe('the employer’s plan', () => {
  it('names plans the server sends without a name by the spec’s names, never “undefined”', async () => {
    server.use(
      http.get('*/lookup/payment-plans', () =>
        HttpResponse.json([
          { id: 1, key: 'Monthly', price: 99 },
          { id: 2, key: 'Annual', price: 990 },
        ]),
      ),
    );
    const sub = db().subscriptions.find((s) => s.companyId === 1)!;
    delete (sub as { planKey?: string }).planKey;
    renderApp('/employer/settings', { user: 'employer' });
    expect(await screen.findByRole('button', { name: 'Choose Monthly Plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Annual Plan' })).toBeInTheDocument();
    expect(screen.getByText('Your plan: active')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/undefined/);
  });

  it('a company whose plan could not be read is offered no plans, only Retry, and keeps its plan', async () => {
    failNext({ path: '/users/employer-basic-info', status: 500 });
    const { user } = renderApp('/employer/settings', { user: 'employer' });
    const plan = (await screen.findByRole('heading', { level: 2, name: 'Plan' })).closest(
      '.MuiPaper-root',
    ) as HTMLElement;
    await waitFor(() => expect(within(plan).getByRole('button', { name: 'Retry' })).toBeInTheDocument());
    expect(within(plan).queryByRole('button', { name: /Start free trial|Choose/ })).not.toBeInTheDocument();
    await user.click(within(plan).getByRole('button', { name: 'Retry' }));
    expect(await within(plan).findByText(/: active$/)).toBeInTheDocument();
    expect(db().subscriptions.find((s) => s.companyId === 1)?.planKey).not.toBe('Free-Trial');
  });

  it('after cancelling, the dialog says new posts stop, and a post refused for the plan says why with the way to a plan', async () => {
    const { user, router } = renderApp('/employer/settings', { user: 'employer' });
    await user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('you will not be able to post new jobs until you choose a plan again');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(await screen.findByText('Your plan has been cancelled.')).toBeInTheDocument();

    await act(() => router.navigate('/jobs-posting/duplicateJob?jobId=1'));
    const title = await screen.findByLabelText('Job title');
    // Said before the employer writes a job that cannot be posted, with the way to a plan.
    const link = await screen.findByRole('link', { name: 'Choose a plan' });
    expect(link).toHaveAttribute('href', '/employer/settings#plan');
    const alert = link.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Your plan is cancelled. Choose a plan to post new jobs.');
    const before = db().jobs.length;
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    await waitFor(() => expect(alert).toHaveTextContent(/^Choose a plan to post new jobs\.Choose a plan$/));
    await waitFor(() => expect(alert).toHaveFocus());
    // Said once, where the employer is looking: no toast repeats it.
    expect(screen.getAllByText('Choose a plan to post new jobs.')).toHaveLength(1);
    // Nothing posted, nothing lost: the form keeps what it had.
    expect(db().jobs).toHaveLength(before);
    expect(title).toHaveValue(`${db().jobs[0].title} (copy)`);
  });

  it('changing an active paid plan asks first, naming both plans; keeping it changes nothing', async () => {
    const sub = db().subscriptions.find((s) => s.companyId === 1)!;
    Object.assign(sub, { planKey: 'Monthly', status: 'ACTIVE', freeTrial: false });
    const before = db().subscriptions.length;
    const { user } = renderApp('/employer/settings', { user: 'employer' });
    await user.click(await screen.findByRole('button', { name: 'Choose Annual Plan' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change to the Annual Plan?' });
    expect(dialog).toHaveTextContent('The Annual Plan replaces your Monthly Plan, and you pay for it now.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db().subscriptions).toHaveLength(before);

    await user.click(screen.getByRole('button', { name: 'Choose Annual Plan' }));
    dialog = await screen.findByRole('dialog', { name: 'Change to the Annual Plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('Annual Plan: active')).toBeInTheDocument();
    expect(db().subscriptions).toHaveLength(before + 1);
  });

  it('a colleague sees the company and its plan, and who may change them, with nothing to change them by', async () => {
    Object.assign(
      db().users.find((u) => u.id === 3)!,
      { organizationRole: 'Recruiter' },
    );
    Object.assign(
      db().users.find((u) => u.id === 150)!,
      { organizationRole: 'Owner' },
    );
    renderApp('/employer/settings', { user: 'employer' });
    const notes = await screen.findAllByText(
      'Only Priya Shah, the account owner, can change the company and its plan.',
    );
    expect(notes).toHaveLength(2);
    expect(screen.getByText('Acme Corporation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Choose / })).not.toBeInTheDocument();
  });

  it('a refused profile load says one message: the toast and the page both say could not fetch profile', async () => {
    failNext({
      method: 'GET',
      path: '/users/employer-basic-info',
      status: 403,
      message: 'Forbidden',
      times: 10,
    });
    renderApp('/employer/settings', { user: 'employer' });
    // The company's section and the plan's, both read from it, each with Retry.
    const retries = await screen.findAllByRole('button', { name: 'Retry' });
    expect(retries).toHaveLength(2);
    for (const retry of retries)
      expect(retry.closest('[role="alert"]')).toHaveTextContent(/^could not fetch profile/);
    expect(screen.queryByText(/Forbidden/)).not.toBeInTheDocument();
    // The toast and the sections' alerts.
    expect(screen.getAllByText('could not fetch profile')).toHaveLength(3);
  });

  it('plans that did not load say so with Retry, and a job form’s lists that did not load say so at each field', async () => {
    // Failing until Retry: a query that failed is asked again by each new part of the screen that reads it.
    failNext({ method: 'GET', path: '/lookup/payment-plans', status: 500, times: 10 });
    const { user, router } = renderApp('/employer/settings', { user: 'employer' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Internal server error');
    expect(screen.queryByRole('button', { name: 'Choose Monthly Plan' })).not.toBeInTheDocument();
    mockConfig.failures.length = 0;
    await user.click(retry);
    expect(await screen.findByRole('button', { name: 'Choose Monthly Plan' })).toBeInTheDocument();

    failNext({ method: 'GET', path: '/job-lookup/job-tags', status: 500, times: 10 });
    await act(() => router.navigate('/jobs-posting/addJob'));
    expect(await screen.findByText(/^The tags list did not load: Internal server error/)).toBeInTheDocument();
    // Only the list whose call failed says so, once, at its field (QA: all three said it, and a toast a fourth).
    expect(screen.getAllByText(/list did not load/)).toHaveLength(1);
    expect(screen.getAllByText(/Internal server error/)).toHaveLength(1);
    mockConfig.failures.length = 0;
  });

  it('with the plan cancelled, the bulk upload says so too, and editing a posted job says nothing of it', async () => {
    db().subscriptions.find((s) => s.companyId === 1)!.status = 'CANCELLED';
    const { router } = renderApp('/jobs-posting/bulkUpload', { user: 'employer' });
    expect(
      await screen.findByText('Your plan is cancelled. Choose a plan to post new jobs.'),
    ).toBeInTheDocument();
    await act(() => router.navigate('/jobs-posting/editJob?jobId=1'));
    expect(await screen.findByLabelText('Job title')).toBeInTheDocument();
    expect(screen.queryByText(/Your plan is cancelled/)).not.toBeInTheDocument();
  });
});
