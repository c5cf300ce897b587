import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusChip } from '@/components/StatusChip';
import { renderApp } from './render';

// The one status map (src/lib/status.ts) is tested here, through the chip every list and card shows.
describe('status chips', () => {
  it.each([
    ['APPLIED', 'Application Submitted', 'Success'],
    ['SUBMITTED', 'Application Submitted', 'Success'],
    ['SCHEDULED', 'Interviewing Process', 'Warning'],
    ['NOT_A_MATCH', 'Not a Match', 'Error'],
    ['SAVED', 'Saved', 'Default'],
  ])('%s reads "%s" in the %s style', (status, label, tone) => {
    render(<StatusChip status={status} />);
    const chip = screen.getByText(label).closest('.MuiChip-root');
    expect(chip).toHaveClass(`MuiChip-color${tone}`);
  });

  it.each(['VIEWED', null, 'ARCHIVED', 'constructor'])('%s shows no chip', (status) => {
    const { container } = render(<StatusChip status={status} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('saved jobs read "Saved" and still offer Apply, never "Application Submitted"', async () => {
    renderApp('/saved-jobs', { user: 'seeker' });
    const list = await screen.findByRole('list', { name: 'Saved jobs' });
    const cards = within(list).getAllByRole('article');
    // The demo job seeker has saved two jobs (src/mocks/seed/market.ts).
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(within(card).getByText('Saved', { selector: '.MuiChip-label' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: /^Apply to / })).toBeEnabled();
    }
    expect(within(list).queryByText('Application Submitted')).not.toBeInTheDocument();
  });
});
