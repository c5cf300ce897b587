import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MockBanner } from '@/mocks/MockBanner';
import { mailUsed, sendMail } from '@/mocks/mail';
import { renderTool } from './render';

describe('the demo banner', () => {
  it('opens with a code that was "sent", and folds away once the code is used, no longer showing it', async () => {
    renderTool(<MockBanner />);
    act(
      () => void sendMail({ to: 'new@demo.test', subject: 'Your code', body: 'Code 123456', code: '123456' }),
    );
    expect(screen.getByTestId('mock-otp')).toHaveTextContent('123456');
    act(() => mailUsed());
    expect(screen.queryByTestId('mock-otp')).not.toBeInTheDocument();
    // Folded to its tab, which names no spent code, and not shown again on the next page either.
    expect(screen.getByRole('button', { name: 'Demo' })).toBeInTheDocument();
  });

  it('a page loaded after the code was used does not show it again', () => {
    sendMail({ to: 'new@demo.test', subject: 'Your code', body: 'Code 654321', code: '654321' });
    mailUsed();
    renderTool(<MockBanner />);
    expect(screen.getByRole('button', { name: 'Demo' })).toBeInTheDocument();
  });

  it("names the mailed link by what it is, and says it opens in this browser, where the demo's data is", () => {
    renderTool(<MockBanner />);
    act(
      () =>
        void sendMail({
          to: 'new.hire@acme.test',
          subject: 'You are invited to Acme on Sensiworks',
          body: 'Open /set-password/invite-1 to set your password and sign in.',
          link: '/set-password/invite-1',
          linkLabel: 'Open the invitation link',
        }),
    );
    expect(screen.getByRole('link', { name: 'Open the invitation link' })).toHaveAttribute(
      'href',
      '/set-password/invite-1',
    );
    expect(screen.queryByRole('link', { name: 'Open the reset link' })).not.toBeInTheDocument();
    expect(screen.getByText("Open it in this browser: the demo's data is kept here.")).toBeInTheDocument();
  });

  it('opened from its tab takes focus into the panel, and Escape gives it back to the tab; a mail moves no focus', async () => {
    const { user } = renderTool(<MockBanner />);
    screen.getByRole('button', { name: 'Demo' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Demo mode: mock backend' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Demo' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Demo' }));
    await user.click(screen.getByRole('button', { name: 'Close demo panel' }));
    expect(screen.getByRole('button', { name: 'Demo' })).toHaveFocus();
    // Opened by a mail: focus stays where the user is (here, on the page).
    act(() => (document.activeElement as HTMLElement).blur());
    act(
      () => void sendMail({ to: 'new@demo.test', subject: 'Your code', body: 'Code 111222', code: '111222' }),
    );
    expect(screen.getByTestId('mock-otp')).toHaveTextContent('111222');
    expect(document.body).toHaveFocus();
  });
});
