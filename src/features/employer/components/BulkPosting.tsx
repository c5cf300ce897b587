import { BulkReview } from './BulkReview';
import { BulkUpload } from './BulkUpload';

/**
 * The bulk tab of /jobs-posting: the file upload and the review of its rows. A chunk of its own (the review's
 * table, paging and dialogs), fetched when the tab opens or is pointed at, not with the one-job form.
 */
export default function BulkPosting() {
  return (
    <>
      <BulkUpload />
      <BulkReview />
    </>
  );
}
