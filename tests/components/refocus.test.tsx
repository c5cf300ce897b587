import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useRefocus } from '@/lib/useRefocus';

function Harness({ shown }: { shown: 'list' | null }) {
  const { target, refocusTo } = useRefocus<'list', HTMLUListElement>(shown);
  return (
    <>
      <ul ref={target} tabIndex={-1} aria-label="Rows" />
      <button onClick={() => refocusTo('list')}>Act</button>
      <input aria-label="Elsewhere" />
    </>
  );
}

describe('focus after an action removes its control', () => {
  it('moves to the place once the screen shows it', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness shown={null} />);
    await user.click(screen.getByRole('button', { name: 'Act' }));
    rerender(<Harness shown="list" />);
    expect(screen.getByRole('list', { name: 'Rows' })).toHaveFocus();
  });

  it('leaves focus where the user has moved it since', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness shown={null} />);
    await user.click(screen.getByRole('button', { name: 'Act' }));
    await user.click(screen.getByLabelText('Elsewhere'));
    rerender(<Harness shown="list" />);
    expect(screen.getByLabelText('Elsewhere')).toHaveFocus();
  });
});
