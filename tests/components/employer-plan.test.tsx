import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
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

  it('after cancelling, the posting page says a plan is needed before the employer fills the form', async () => {
    const { user, router } = renderApp('/employer/settings', { user: 'employer' });
    await user.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('you will not be able to post new jobs until you choose a plan again');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(await screen.findByText('Your plan has been cancelled.')).toBeInTheDocument();
    await act(() => router.navigate('/jobs-posting/addJob'));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your plan is cancelled. Choose a plan to post new jobs.');
    expect(within(notice).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/employer/settings',
    );
    // The form stays: what the employer types is kept for when a plan is chosen again.
    expect(screen.getByLabelText(/Job title/)).toBeInTheDocument();
  });
});
