import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { failNext } from '@/mocks/http';
import { server } from '@/mocks/node';
import { http } from 'msw';
import { renderApp } from './render';

describe('company setup', () => {
  it('marks no step current until the company is read, then the one it reaches', async () => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(http.get('*/users/employer-basic-info', () => held.then(() => undefined), { once: true }));
    renderApp('/employer/profile-setup', { user: 'newEmployer' });
    const steps = await screen.findByLabelText('Setup progress');
    expect(within(steps).getByText('Company')).toBeInTheDocument();
    expect(steps.querySelector('[aria-current="step"]')).toBeNull();
    act(() => release());
    await waitFor(() => expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Company'));
  });

  it('says what is missing at the fields and keeps what was typed', async () => {
    const { user } = renderApp('/employer/profile-setup', { user: 'newEmployer' });
    await user.type(await screen.findByLabelText('Company name'), 'Startup Labs');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please choose at least one industry')).toBeInTheDocument();
    expect(
      screen.getByText('Please agree to the terms and conditions before continuing.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveValue('Startup Labs');
  });

  it('an industries list that did not load says so at the field, and Retry brings it', async () => {
    failNext({ method: 'GET', path: '/lookup/industries', status: 500 });
    const { user } = renderApp('/employer/profile-setup', { user: 'newEmployer' });
    const field = await screen.findByRole('combobox', { name: 'Industries' });
    await user.type(await screen.findByLabelText('Company name'), 'Startup Labs');
    expect(
      await screen.findByText(/^The industries list did not load: Internal server error/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/did not load/)).not.toBeInTheDocument());
    // The Retry went with the message: focus is back in the field the list is for.
    await waitFor(() => expect(field).toHaveFocus());
    await user.click(field);
    expect((await screen.findAllByRole('option')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Company name')).toHaveValue('Startup Labs');
  });

  it('a website that is not a web address is refused at the field', async () => {
    const { user } = renderApp('/employer/profile-setup', { user: 'newEmployer' });
    await user.type(await screen.findByLabelText('Website (optional)'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Please enter a web address, like acme.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Website (optional)')).toHaveValue('not a url');
    await user.clear(screen.getByLabelText('Website (optional)'));
    await user.type(screen.getByLabelText('Website (optional)'), 'startuplabs.io');
    await waitFor(() =>
      expect(screen.queryByText('Please enter a web address, like acme.com')).not.toBeInTheDocument(),
    );
  });

  it('creates the company and moves on to the plans with their price suffixes', async () => {
    const { user } = renderApp('/employer/profile-setup', { user: 'newEmployer' });
    await user.type(await screen.findByLabelText('Company name'), 'Startup Labs');
    await user.click(screen.getByLabelText('Industries'));
    await user.click(await screen.findByRole('option', { name: 'Technology' }));
    await user.click(screen.getByLabelText(/I agree to the/));
    expect(screen.getByText('Company').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    // By keyboard: the form gives way to the plans, and focus goes to the new step's heading.
    screen.getByRole('button', { name: 'Save and continue' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('company created successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Choose Annual Plan' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your logo' })).toHaveFocus());
    expect(screen.getByText('/year')).toBeInTheDocument();
    expect(db().companies.find((c) => c.companyName === 'Startup Labs')?.industries).toEqual([1]);
  });

  it('a company saved after the user has gone Back leaves the page they went to as it is', async () => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(http.post('*/company', () => held.then(() => undefined), { once: true }));
    const { user, router } = renderApp('/welcome', { user: 'newEmployer' });
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/employer/profile-setup'));
    await user.type(await screen.findByLabelText('Company name'), 'Startup Labs');
    await user.click(screen.getByLabelText('Industries'));
    await user.click(await screen.findByRole('option', { name: 'Technology' }));
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    act(() => release());
    expect(await screen.findByText('company created successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
    expect(router.state.location.search).toBe('');
  });

  it('the step is in the address: Back from the plans returns to the company, filled in, and saving goes on', async () => {
    const { user, router } = renderApp('/employer/profile-setup', { user: 'newEmployer' });
    await user.type(await screen.findByLabelText('Company name'), 'Startup Labs');
    await waitFor(() => expect(router.state.location.search).toBe('?step=company'));
    await user.click(screen.getByLabelText('Industries'));
    await user.click(await screen.findByRole('option', { name: 'Technology' }));
    await user.click(screen.getByLabelText(/I agree to the/));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Choose a plan' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=plan');

    // The browser's Back: the saved company, to correct.
    await act(() => router.navigate(-1));
    const name = await screen.findByLabelText('Company name');
    expect(name).toHaveValue('Startup Labs');
    expect(screen.getByText('Company').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    await user.clear(name);
    await user.type(name, 'Startup Labs Ltd');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Company updated successfully.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Choose a plan' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?step=plan');
    expect(
      db()
        .companies.filter((c) => c.companyName.startsWith('Startup Labs'))
        .map((c) => c.companyName),
    ).toEqual(['Startup Labs Ltd']);

    // The plans' own way back returns to the company's entry rather than adding one.
    const entry = router.state.location.key;
    await user.click(screen.getByRole('button', { name: 'Back to company details' }));
    expect(await screen.findByLabelText('Company name')).toHaveValue('Startup Labs Ltd');
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Choose a plan' })).toBeInTheDocument();
    expect(router.state.location.key).toBe(entry);
  });

  it('an address ahead of the stored company opens at the company', async () => {
    const { router } = renderApp('/employer/profile-setup?step=plan', { user: 'newEmployer' });
    expect(await screen.findByLabelText('Company name')).toHaveValue('');
    await waitFor(() => expect(router.state.location.search).toBe('?step=company'));
    expect(screen.queryByRole('heading', { name: 'Choose a plan' })).not.toBeInTheDocument();
  });

  it('a free trial goes to the free-trial link and finishes setup', async () => {
    db().companies.push({
      id: 99,
      ownerId: 4,
      companyName: 'Startup Labs',
      industries: [1],
      termsAndConditionsAccepted: true,
      logoUrl: null,
      website: '',
      description: '',
    });
    // As creating the company does: its creator owns it.
    Object.assign(
      db().users.find((u) => u.id === 4)!,
      { companyId: 99, organizationRole: 'Owner' },
    );
    const { user, router } = renderApp('/employer/profile-setup', { user: 'newEmployer' });
    await user.click(await screen.findByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/profile-setup/free-trial'));
    expect(await screen.findByText('Your free trial has started.')).toBeInTheDocument();
    expect(screen.getByText('payment plan subscribed successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/dashboard'));
    expect(localStorage.getItem('profileComplete')).toBe('true');
  });

  it('a failed subscription says so and stays on the plans', async () => {
    db().users.find((u) => u.id === 4)!.companyId = 2; // a company without this user's plan yet
    db().subscriptions = db().subscriptions.filter((s) => s.companyId !== 2);
    failNext({ path: '/subscription', status: 400, message: 'Card declined' });
    const { user } = renderApp('/employer/profile-setup', { user: 'newEmployer' });
    // By keyboard: the refusal leaves focus on the plan's button, to choose again or another. While the call
    // runs it reads disabled without being so (a disabled button drops focus to the page in browsers).
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(http.post('*/subscription', () => held.then(() => undefined)));
    (await screen.findByRole('button', { name: 'Choose Monthly Plan' })).focus();
    await user.keyboard('{Enter}');
    const busy = screen.getByRole('button', { name: 'Choose Monthly Plan' });
    await waitFor(() => expect(busy).toHaveAttribute('aria-disabled', 'true'));
    expect(busy).not.toBeDisabled();
    // Back to the company waits for the plan's answer, which would otherwise take the page (and what was typed
    // into the company's form) to the result.
    expect(screen.getByRole('button', { name: 'Back to company details' })).toBeDisabled();
    release();
    expect(await screen.findByText('could not subscribe to payment plans')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Choose Monthly Plan' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Back to company details' })).toBeEnabled();
  });

  it('a payment that did not go through offers the plans again', async () => {
    renderApp('/employer/profile-setup/cancelled', { user: 'newEmployer' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/payment was not completed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a plan again' })).toBeInTheDocument();
  });
});

describe('the return from the payment provider', () => {
  // The new employer's company exists and has had a plan; the session has not finished setup yet.
  const withPlan = (status: 'ACTIVE' | 'CANCELLED') => {
    db().users.find((u) => u.id === 4)!.companyId = 2;
    const sub = db().subscriptions.find((s) => s.companyId === 2)!;
    Object.assign(sub, { planKey: 'Monthly', status, freeTrial: false });
  };

  it('Post a job finishes setup and opens the job posting page', async () => {
    withPlan('ACTIVE');
    const { user, router } = renderApp('/employer/profile-setup/success', { user: 'newEmployer' });
    await user.click(await screen.findByRole('button', { name: 'Post a job' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs-posting/addJob'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post a job' })).toBeInTheDocument();
    expect(localStorage.getItem('profileComplete')).toBe('true');
  });

  it('believes the stored plan over the address: a failed return keeps an active plan active', async () => {
    withPlan('ACTIVE');
    renderApp('/employer/profile-setup/failed', { user: 'newEmployer' });
    expect(
      await screen.findByText('This payment was not completed. Your current plan is still active.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/no plan has been started/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to dashboard' })).toBeInTheDocument();
  });

  it('a Free Plan the server sends without its freeTrial flag is still called a free trial', async () => {
    withPlan('ACTIVE');
    const sub = db().subscriptions.find((s) => s.companyId === 2)!;
    Object.assign(sub, { planKey: 'Free-Trial' });
    delete (sub as { freeTrial?: boolean }).freeTrial;
    renderApp('/employer/profile-setup/free-trial', { user: 'newEmployer' });
    expect(await screen.findByText('Your free trial has started.')).toBeInTheDocument();
  });

  it('a cancelled plan is not called active: setup offers the paid plans again', async () => {
    withPlan('CANCELLED');
    renderApp('/employer/profile-setup', { user: 'newEmployer' });
    expect(await screen.findByRole('button', { name: 'Choose Monthly Plan' })).toBeInTheDocument();
    expect(screen.queryByText('Payment received. Your plan is active.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start free trial' })).not.toBeInTheDocument();
  });
});

describe('plans in settings', () => {
  it('a plan chosen there leaves the user at the Plan section, which says the new plan', async () => {
    Object.assign(
      db().subscriptions.find((s) => s.companyId === 1)!,
      { status: 'CANCELLED' },
    );
    const { user, router } = renderApp('/employer/settings', { user: 'employer' });
    await user.click(await screen.findByRole('button', { name: 'Choose Monthly Plan' }));
    expect(await screen.findByText('payment plan subscribed successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Plan' })).toHaveFocus());
    expect(await screen.findByText('Monthly Plan: active')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/employer/settings');
    expect(router.state.historyAction).toBe('POP');
  });

  it("the job form's 'Choose a plan' link opens Settings at the Plan section", async () => {
    renderApp('/employer/settings#plan', { user: 'employer' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Plan' })).toHaveFocus());
  });

  it('offers a company that has had a plan the paid plans, not the free trial again', async () => {
    renderApp('/employer/settings', { user: 'employer' });
    expect(await screen.findByRole('button', { name: 'Choose Monthly Plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Annual Plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start free trial' })).not.toBeInTheDocument();
    expect(screen.queryByText('Free Plan')).not.toBeInTheDocument();
  });

  it('on the free trial, shows its card as the current plan, with what it includes', async () => {
    Object.assign(
      db().subscriptions.find((s) => s.companyId === 1)!,
      {
        planKey: 'Free-Trial',
        status: 'ACTIVE',
      },
    );
    renderApp('/employer/settings', { user: 'employer' });
    const card = (await screen.findByRole('heading', { level: 3, name: 'Free Plan' })).closest('li')!;
    expect(within(card).getByText('Current plan')).toBeInTheDocument();
    expect(within(card).getByText('Up to 3 job posts')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Start free trial' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose Monthly Plan' })).toBeEnabled();
  });
});
