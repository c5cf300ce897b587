import { EP } from '@/api/endpoints';
import { route } from '../http';
import {
  INDUSTRIES,
  JOB_BENEFITS,
  JOB_TAGS,
  KEY_QUALIFICATIONS,
  PAYMENT_PLANS,
  PLACES,
  UNIVERSITIES,
} from '../seed/catalog';

const matching = (list: string[], q: string | null, limit = 20) => {
  const needle = (q ?? '').trim().toLowerCase();
  return (needle ? list.filter((x) => x.toLowerCase().includes(needle)) : list).slice(0, limit);
};

/** Lookup lists: job tags, qualifications, benefits, industries, universities, plans and places. */
export const lookupHandlers = [
  route('get', EP.jobLookup.tags, () => JOB_TAGS),
  route('get', EP.jobLookup.qualifications, () => KEY_QUALIFICATIONS),
  route('get', EP.jobLookup.benefits, () => JOB_BENEFITS),
  route('get', EP.lookup.industries, () => INDUSTRIES),
  route('get', EP.lookup.paymentPlans, () => PAYMENT_PLANS),
  route('get', EP.lookup.universities, ({ query }) => matching(UNIVERSITIES, query('search'), 100)),
  // Shaped like a places autocomplete: a description and an id per suggestion.
  route('get', EP.lookup.address, ({ query }) =>
    matching(PLACES, query('input'), 8).map((description, i) => ({
      placeId: `place-${i}-${description}`,
      description,
    })),
  ),
];
