import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render';

/** No field of the page is in error (red, with a message). */
const clean = () => {
  expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  expect(screen.queryByText(/^Please enter/)).not.toBeInTheDocument();
};

const invite = async (user: UserEvent, send: () => Promise<void>) => {
  await user.type(await screen.findByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Byron');
  await user.type(screen.getByLabelText('Email'), 'ada@acme.test');
  await send();
  expect(await screen.findByText(/^Invitation sent to/)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
};

describe('a form cleared after its submit', () => {
  it('an invite sent by the button leaves a clean form: a click anywhere after reports no empty field', async () => {
    const { user } = renderApp('/my-organization', { user: 'employer' });
    await invite(user, () => user.click(screen.getByRole('button', { name: 'Send invite' })));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send invite' })).toHaveFocus());
    await user.click(document.body);
    clean();
    // Fields visited and left empty are still checked.
    await user.click(screen.getByLabelText('First name'));
    await user.click(document.body);
    expect(await screen.findByText('Please enter first name')).toBeInTheDocument();
  });
});
