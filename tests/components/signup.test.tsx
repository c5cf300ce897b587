import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/mocks/db';
import { failNext } from '@/mocks/http';
import { renderApp } from './render';

async function fillSignup(user: ReturnType<typeof renderApp>['user'], email: string) {
  // Spaces after a name are not kept (QA: 'Welcome, Robin !').
  await user.type(await screen.findByLabelText('First name'), 'Robin ');
  await user.type(screen.getByLabelText('Last name'), 'Hale  ');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Phone number'), '+1 415 555 0199');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Robin@2026');
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'Robin@2026');
}

describe('signup and OTP', () => {
  it('signs up an employer, verifies the code and lands on /welcome signed in', async () => {
    const { user, router } = renderApp('/signup/employer');
    expect(await screen.findByRole('tab', { name: "I'm hiring", selected: true })).toBeInTheDocument();
    await fillSignup(user, 'Robin@NewCo.test');
    // Each password field's show button is named for its field.
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/verify\/otp\//));
    expect(await screen.findByText('Signup successfully')).toBeInTheDocument();
    const created = db().users.find((u) => u.email === 'robin@newco.test')!;
    expect(created.userType).toBe(2);
    expect([created.firstName, created.lastName]).toEqual(['Robin', 'Hale']);
    // The number goes in its international form, whatever spaces it was typed with.
    expect(created.phoneNumber).toBe('+14155550199');
    expect(router.state.location.pathname).toBe(
      `/verify/otp/${encodeURIComponent('+14155550199')}/${created.id}`,
    );

    // The code page is a lazy chunk: wait for it rather than read it in the same tick. It names the number as it
    // was typed, not in the form it is sent in.
    await user.type(await screen.findByLabelText('Verification code'), '000000');
    expect(screen.getByText('(415) 555-0199')).toBeInTheDocument();
    // The account is made: a wrong number is mended once in, a wrong email by signing up again for the same role.
    // Settings open once the profile is set up (spec section 2): the screen says to mend the number then.
    expect(
      screen.getByText(
        'Wrong phone number? Have the code sent to your email instead; once your profile is set up, correct the number in Settings.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up again with the right one' })).toHaveAttribute(
      'href',
      '/signup/employer',
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // A wrong code is bad input: said at the field, which takes focus and keeps the code.
    const code = screen.getByLabelText('Verification code');
    await waitFor(() => expect(code).toHaveAccessibleDescription(/^That code is not right/));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveValue('000000');
    // Leaving the field does not take the server's word away: the same code is still the wrong one.
    await user.tab();
    expect(code).toHaveAccessibleDescription(/^That code is not right/);

    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), db().otps[String(created.id)]);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(await screen.findByRole('link', { name: 'Set up your company' })).toHaveAttribute(
      'href',
      '/employer/profile-setup',
    );
    expect(localStorage.getItem('role')).toBe('EMPLOYER');
    expect(localStorage.getItem('profileComplete')).toBe('false');
  });

  it('the code sent by email instead: a fresh field, and the way to mend a wrong number or email kept', async () => {
    const { user, router } = renderApp('/signup/jobseeker');
    await fillSignup(user, 'robin@x.test');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // The code field passed by (Tab) on the way to the other channel.
    await user.click(await screen.findByLabelText('Verification code'));
    await user.click(screen.getByRole('button', { name: 'Send the code to robin@x.test instead' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/verify\/email\//));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).not.toHaveAccessibleDescription(/Please enter/);
    expect(
      screen.getByText('Wrong phone number? Correct it in Settings once your profile is set up.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up again with the right one' })).toHaveAttribute(
      'href',
      '/signup/jobseeker',
    );
  });

  it('a code that could not be sent to the email instead is not said to be sent', async () => {
    const { user } = renderApp('/signup/employer');
    await fillSignup(user, 'robin@x.test');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const instead = await screen.findByRole('button', { name: 'Send the code to robin@x.test instead' });
    failNext({ path: '/users/otp', status: 500 });
    await user.click(instead);
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        (_, el) =>
          el?.textContent === 'The code could not be sent to robin@x.test. Send a new code to try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/We sent a 6-digit code/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code has been sent to robin@x.test.')).toBeInTheDocument();
    expect(screen.getByText(/We sent a 6-digit code to/)).toBeInTheDocument();
  });

  it('a sign-up that fails says so after Create account, where the eye is, keeping what was typed', async () => {
    const { user } = renderApp('/signup/jobseeker');
    await fillSignup(user, 'robin@x.test');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    failNext({ path: '/users', method: 'POST', exact: true, status: 500 });
    const create = screen.getByRole('button', { name: 'Create account' });
    await user.click(create);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Internal server error');
    expect(create.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('Email')).toHaveValue('robin@x.test');
  });

  it('a reload of the code screen sends no new code: the one sent still works, and the wait goes on', async () => {
    const { user, router, unmount } = renderApp('/signup/employer');
    await fillSignup(user, 'robin@x.test');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.click(await screen.findByRole('button', { name: 'Send the code to robin@x.test instead' }));
    expect(await screen.findByText(/A new code has been sent to robin@x.test/)).toBeInTheDocument();
    const id = String(db().users.find((u) => u.email === 'robin@x.test')!.id);
    const sent = db().otps[id];
    const mails = db().outbox.length;

    // Reloaded twice: the same history entry (address, state and key) opened afresh.
    const { pathname, state, key } = router.state.location;
    unmount();
    renderApp({ pathname, state, key } as unknown as string).unmount();
    const again = renderApp({ pathname, state, key } as unknown as string);
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Send a new code in \d+s$/ })).toBeDisabled();
    expect(db().outbox).toHaveLength(mails);
    await again.user.type(screen.getByLabelText('Verification code'), sent);
    await again.user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/welcome'));
  });

  it('shows the terms message and keeps every field when terms are not accepted', async () => {
    const { user } = renderApp('/signup/jobseeker');
    await fillSignup(user, 'robin@x.test');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Please agree to the terms and conditions before continuing.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Robin ');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+1 415 555 0199');
  });

  it('shows phone and password problems at their fields', async () => {
    const { user } = renderApp('/signup/jobseeker');
    const phone = await screen.findByLabelText('Phone number');
    // Numbers are read as US ones unless they start with their country code: the field says so.
    expect(phone).toHaveAccessibleDescription(
      'We send a verification code to this number. Outside the US, start with + and the country code.',
    );
    await user.type(phone, '+1 415');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Phone number is too short')).toBeInTheDocument();
    expect(screen.getByText(/Password needs/)).toBeInTheDocument();
    expect(screen.getByText('Please enter first name')).toBeInTheDocument();
  });

  it('says at the Email field that the email has an account, keeping the form, until another is typed', async () => {
    const { user } = renderApp('/signup/jobseeker');
    await fillSignup(user, 'alex@demo.test');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('An account with this email already exists'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveValue('alex@demo.test');
    // Said once, at the field: no banner above the form repeats it.
    expect(screen.getAllByText('An account with this email already exists')).toHaveLength(1);
    // Checked again (a blur), the same email is still refused; another one is not.
    await user.tab();
    expect(email).toHaveAccessibleDescription('An account with this email already exists');
    await user.clear(email);
    await user.type(email, 'someone.new@demo.test');
    await user.tab();
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it("a wrong code's message goes once the code is edited, leaving only what is wrong with the new one", async () => {
    const { user } = renderApp('/verify/otp/%2B14155550102/2');
    const code = await screen.findByLabelText('Verification code');
    await user.type(code, db().otps['2'] === '000000' ? '111111' : '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const wrong = 'That code is not right. Check it or send a new one.';
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '12');
    await user.tab();
    expect(await screen.findByText('The code has 6 digits')).toBeInTheDocument();
    expect(screen.queryByText(wrong)).not.toBeInTheDocument();
  });

  it.each([' 343101', '343 101', '343-101'])(
    'takes a right code pasted as %j: what is not a digit goes before any length applies',
    async (pasted) => {
      db().otps['2'] = '343101';
      const { user, router } = renderApp('/verify/otp/%2B14155550102/2');
      const code = await screen.findByLabelText('Verification code');
      await user.click(code);
      await user.paste(pasted);
      expect(code).toHaveValue('343101');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    },
  );

  it('keeps every digit typed: a code too long is said, not cut', async () => {
    const { user } = renderApp('/verify/otp/%2B14155550102/2');
    const code = await screen.findByLabelText('Verification code');
    await user.type(code, '343 1012');
    expect(code).toHaveValue('3431012');
    await user.tab();
    expect(await screen.findByText('The code has 6 digits')).toBeInTheDocument();
  });

  it('keeps the wait for a new code across a reload', async () => {
    sessionStorage.setItem('code-sent:2', String(Date.now() - 20_000));
    renderApp('/verify/otp/%2B14155550102/2');
    expect(await screen.findByRole('button', { name: /^Send a new code in (9|10)s$/ })).toBeDisabled();
  });

  it('starts the wait at the 30 seconds it says, not 31, on a first visit', async () => {
    // A clock that moves between any two readings, as a real one can: the code screen once read it before the
    // time the code was sent (written at that moment), and began at 31s.
    let now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1));
    try {
      renderApp('/verify/otp/%2B14155550102/2');
      expect(await screen.findByRole('button', { name: /^Send a new code in \d+s$/ })).toHaveAccessibleName(
        'Send a new code in 30s',
      );
    } finally {
      clock.mockRestore();
    }
  });

  it('offers a new code after 30 seconds, sends it and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp('/verify/otp/%2B14155550102/2');
      expect(await screen.findByRole('button', { name: 'Send a new code in 30s' })).toBeDisabled();
      for (let s = 0; s < 30; s++) await act(async () => vi.advanceTimersByTime(1000));
      const resend = await screen.findByRole('button', { name: 'Send a new code' });
      expect(db().otps['2']).toBeUndefined();
      // A send that fails can be tried again at once: no new 30 s wait for a code that never left.
      failNext({ path: '/users/otp', status: 500 });
      fireEvent.click(resend);
      expect(await screen.findByText('Internal server error')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
      fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
      // Said with the number as the screen shows it, and focus goes where the new code is typed (the button now
      // waits, disabled).
      expect(await screen.findByText('A new code has been sent to (415) 555-0102.')).toBeInTheDocument();
      expect(db().otps['2']).toMatch(/^\d{6}$/);
      expect(screen.getByLabelText('Verification code')).toHaveFocus();

      // A wrong code then says so once, as an error: the sent notice goes, rather than turning into the error.
      const wrong = db().otps['2'] === '000000' ? '111111' : '000000';
      fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: wrong } });
      fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
      expect(
        await screen.findByText('That code is not right. Check it or send a new one.'),
      ).toBeInTheDocument();
      expect(screen.getAllByText('That code is not right. Check it or send a new one.')).toHaveLength(1);
      expect(screen.queryByText(/A new code has been sent/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
