import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TablePager } from '@/components/TablePager';

function Pager({ count }: { count: number }) {
  const [page, setPage] = useState(0);
  return <TablePager count={count} page={page} pageSize={20} onPage={setPage} />;
}

describe('a table pager', () => {
  it('says which rows show, and its arrows read disabled at either end but keep focus and do nothing', async () => {
    const user = userEvent.setup();
    render(<Pager count={45} />);
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Go to previous page' });
    const next = screen.getByRole('button', { name: 'Go to next page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    next.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.getByText('41–45 of 45')).toBeInTheDocument();
    // The last page: Next reads disabled, keeps the focus, and a press does nothing.
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('41–45 of 45')).toBeInTheDocument();
    await user.click(previous);
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'false');
  });

  it('an empty table reads 0–0 of 0 with both arrows disabled', () => {
    render(<Pager count={0} />);
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
    for (const name of ['Go to previous page', 'Go to next page'])
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
  });
});
