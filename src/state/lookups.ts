import { EP } from '@/api/endpoints';
import { listOf } from '@/lib/lists';
import { baseApi } from '@/state/api';
import { get } from '@/state/lifecycle';

/** An option list: a quiet GET of strings (its field says a failure). */
const optionList = (url: string) =>
  get<string[]>({ url, errorToast: false }, [], (data: unknown) => listOf<string>(data));

/**
 * The suggestion lists forms offer as one types (spec section 7, lookup calls). A failed suggestion says
 * nothing, typing on is the answer to it; the field of a failed option list says so itself (ChipsField), with no toast.
 */
export const LookupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    lookupUniversities: build.query<string[], string>({
      query: (search) => ({ url: EP.lookup.universities, params: { search }, errorToast: false }),
      transformResponse: (data) => listOf<string>(data),
    }),
    lookupAddress: build.query<string[], string>({
      query: (input) => ({ url: EP.lookup.address, params: { input }, errorToast: false }),
      transformResponse: (data) =>
        listOf<{ description?: string }>(data)
          .map((p) => p.description ?? '')
          .filter(Boolean),
    }),
    // The job form's option lists, each its own call: one that fails is said at its field alone.
    getQualificationOptions: build.query(optionList(EP.jobLookup.qualifications)),
    getTagOptions: build.query(optionList(EP.jobLookup.tags)),
    getBenefitOptions: build.query(optionList(EP.jobLookup.benefits)),
  }),
});
