import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorAlert } from './error-alert';
import { LoadingOverlay } from './loading-overlay';

type LoadedListProps<Row> = {
  list: UseQueryResult<Row[]>;
  /** What the spinner says while the list loads, e.g. 'Loading the users…'. */
  loadingLabel: string;
  /** SPEC 8's message when the list could not be loaded. */
  loadFailed: string;
  /** The table of a list that has rows. */
  children: (rows: Row[]) => ReactNode;
};

/** A staff screen's list: a spinner while it loads, SPEC 8's alert if it fails, 'No data found.' when empty. */
export function LoadedList<Row>({ list, loadingLabel, loadFailed, children }: LoadedListProps<Row>) {
  return (
    <div className="margin-top-4">
      {list.isPending && <LoadingOverlay label={loadingLabel} />}
      {list.isError && <ErrorAlert title="Something went wrong" message={loadFailed} />}
      {list.isSuccess && (list.data.length === 0 ? <p>No data found.</p> : children(list.data))}
    </div>
  );
}
